import type { Page } from '@playwright/test';
import type { AnswerValue, Sum } from '../../src/domain/sums/types';
import type { GameAnswer, GameTarget } from '../../src/games/runtime/contract';
import { expect, test, type E2EServer } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';

/**
 * Every game answers by keyboard, by tap and by mouse: rounds of bellenprikken, ruimteschieten,
 * bladblazen, stofzuigen and waslijn played with real keys only (`page.keyboard`), and waslijn's cards hung with real clicks and
 * taps where they are drawn. `window.__game` only reads here: the sum, the answers, and where the
 * things that take taps are drawn (`targets()`, page CSS pixels). The keyboard's marker is no tap
 * target, so where it stands is not read: the answer a key press gives says which target it aimed at.
 */

const STUDENT = 'sam.g4';

async function openGame(page: Page, server: E2EServer, gameId: string): Promise<void> {
  await loginAs(page, server, STUDENT);
  await page.goto(`/leerling/${(await userRecord(server, STUDENT)).id}?spel=${gameId}`);
  await page.waitForFunction((id) => window.__game?.id === id && window.__game.state === 'intro', gameId, {
    timeout: 30_000,
  });
}

const same = (a: AnswerValue, b: AnswerValue) => JSON.stringify(a) === JSON.stringify(b);

/** The next sum on screen, or null once the round has ended. */
async function nextSum(page: Page): Promise<{ sum: Sum; choices: AnswerValue[]; before: number } | null> {
  await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''), null, {
    timeout: 15_000,
  });
  return page.evaluate(() => {
    const g = window.__game!;
    if (g.state !== 'question') return null;
    return { sum: g.currentSum()!, choices: g.choices(), before: g.answers.length };
  });
}

async function answerCount(page: Page): Promise<number> {
  return page.evaluate(() => window.__game?.answers.length ?? 0);
}

async function lastAnswer(page: Page, before: number): Promise<GameAnswer> {
  await page.waitForFunction((n) => (window.__game?.answers.length ?? 0) > n, before);
  return page.evaluate(() => window.__game!.answers.at(-1)!);
}

/** The end card is up after the round; its "play again" button takes Enter. */
async function expectEnded(page: Page, given: number): Promise<void> {
  await page.waitForFunction(() => window.__game?.state === 'ended');
  const result = await page.evaluate(() => window.__game?.result);
  expect(result?.answered).toBe(given);
}

type XY = { x: number; y: number };

async function targets(page: Page): Promise<GameTarget[]> {
  return page.evaluate(() => window.__game?.targets() ?? []);
}

const centre = (t: GameTarget): XY => ({ x: t.x + t.width / 2, y: t.y + t.height / 2 });

test.describe('pick-one games by keyboard', () => {
  test.setTimeout(120_000);

  test('bellenprikken: a whole round with the arrows and Enter; the ring rises with its bubble', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGame(page, server, 'bellenprikken');
    await page.keyboard.press('Enter');
    let given = 0;
    for (let next = await nextSum(page); next; next = await nextSum(page)) {
      const { sum, choices, before } = next;
      // The first sum is answered wrong on purpose; the bubbles stand left to right in their lanes.
      const wrong = given === 0;
      const want = wrong ? choices.find((c) => !same(c, sum.answer))! : sum.answer;
      const index = choices.findIndex((c) => same(c, want));
      expect(index).toBeGreaterThanOrEqual(0);
      // Home aims at the leftmost bubble, the arrows walk right; digits aim at nothing and answer nothing.
      // (Where the ring stands is not read: Enter's answer below says which bubble it was on.)
      await page.keyboard.press('Home');
      await page.keyboard.press('7');
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
      if (given === 0) await page.screenshot({ path: 'test-results/screens/bellenprikken-aim.png' });
      expect(await answerCount(page)).toBe(before);
      await page.keyboard.press('Enter');
      const answer = await lastAnswer(page, before);
      expect(answer).toMatchObject({ sumId: sum.id, correct: !wrong, given: want });
      given += 1;
    }
    await expectEnded(page, given);
  });

  // The scattered targets of the kit (ScatterTargets): one zig-zag row on a laptop, two columns on a
  // phone, where the arrows down and up move a whole row.
  for (const gameId of ['bladblazen', 'stofzuigen'])
    for (const [device, viewport] of [
      ['laptop', { width: 1366, height: 768 }],
      ['phone', { width: 412, height: 915 }],
    ] as const)
      test(`${gameId}: a whole round with the arrows and Enter on a ${device}`, async ({ page, server }) => {
        await page.setViewportSize(viewport);
        await openGame(page, server, gameId);
        await page.keyboard.press('Enter');
        const rowLength = (count: number) => (device === 'phone' ? Math.min(2, count) : count);
        let given = 0;
        for (let next = await nextSum(page); next; next = await nextSum(page)) {
          const { sum, choices, before } = next;
          // The first sum is answered wrong on purpose; the targets are aimed in the order they were laid.
          const wrong = given === 0;
          const want = wrong ? choices.find((c) => !same(c, sum.answer))! : sum.answer;
          const index = choices.findIndex((c) => same(c, want));
          expect(index).toBeGreaterThanOrEqual(0);
          const row = rowLength(choices.length);
          // Home aims at the first target; down moves a row, right a place; digits aim and answer nothing.
          await page.keyboard.press('Home');
          await page.keyboard.press('7');
          for (let i = 0; i < Math.floor(index / row); i++) await page.keyboard.press('ArrowDown');
          for (let i = 0; i < index % row; i++) await page.keyboard.press('ArrowRight');
          expect(await answerCount(page)).toBe(before);
          await page.keyboard.press('Enter');
          const answer = await lastAnswer(page, before);
          expect(answer).toMatchObject({ sumId: sum.id, correct: !wrong, given: want });
          given += 1;
        }
        await expectEnded(page, given);
      });

  test('ruimteschieten: a whole round with the arrows and Space; the crosshair stays on its asteroid', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGame(page, server, 'ruimteschieten');
    await page.keyboard.press(' ');
    let given = 0;
    for (let next = await nextSum(page); next; next = await nextSum(page)) {
      const { sum, before } = next;
      // The first key (Enter without an aim) only aims (at the leftmost asteroid).
      if (given === 0) {
        await page.keyboard.press('Enter');
        await page.waitForTimeout(300);
        expect(await answerCount(page)).toBe(before);
        await page.screenshot({ path: 'test-results/screens/ruimteschieten-aim.png' });
      }
      // The asteroids drift past one another: the arrows step through them in the order they are on
      // screen at the key press. Once the right one is well apart from the others, Home aims at the
      // leftmost and the arrows walk right to it (the answer Space gives says it got there).
      let steps = -1;
      await expect
        .poll(async () => {
          const xs = (await targets(page))
            .filter((t) => t.role === 'answer' && t.value)
            .map((t) => ({ x: centre(t).x, right: same(t.value!, sum.answer) }));
          const right = xs.find((t) => t.right);
          if (!right || xs.some((t) => !t.right && Math.abs(t.x - right.x) < 40)) return false;
          steps = xs.filter((t) => t.x < right.x).length;
          return true;
        })
        .toBe(true);
      await page.keyboard.press('Home');
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('4');
      expect(await answerCount(page)).toBe(before);
      await page.keyboard.press(' ');
      const answer = await lastAnswer(page, before);
      expect(answer).toMatchObject({ sumId: sum.id, correct: true, given: sum.answer });
      given += 1;
    }
    await expectEnded(page, given);
  });
});

/** The check button's text (the student plays in Dutch). */
const CHECK = 'Klaar!';

interface Wash {
  /** The cards (on the line and in the basket): their number and their middle. */
  cards: (XY & { value: number })[];
  /** The pegs' places (where a card hangs), shown as targets only while a card is lifted. */
  slots: XY[];
  /** A card is lifted: the pegs take a tap. */
  lifted: boolean;
  check: XY | null;
}

/** Waslijn's targets, in page CSS pixels, once nothing moves any more (cards fly to their place). */
async function washLine(page: Page): Promise<Wash> {
  const read = async (): Promise<Wash> => {
    const all = await targets(page);
    const slots = all.filter((t) => t.role === 'button' && /^slot \d+$/.test(t.label));
    slots.sort((a, b) => Number(a.label.slice(5)) - Number(b.label.slice(5)));
    const check = all.find((t) => t.role === 'button' && t.label === CHECK);
    return {
      cards: all
        .filter((t) => t.role === 'answer' && t.value?.kind === 'number')
        .map((t) => ({ ...centre(t), value: (t.value as { value: number }).value })),
      slots: slots.map(centre),
      lifted: slots.length > 0,
      check: check ? centre(check) : null,
    };
  };
  let still: Wash | undefined;
  await expect
    .poll(async () => {
      const first = await read();
      await page.waitForTimeout(120);
      const second = await read();
      const same = JSON.stringify(first) === JSON.stringify(second) && second.cards.length > 0;
      still = second;
      return same;
    })
    .toBe(true);
  return still!;
}

/** The cards that hang on the pegs (at `pegs`), left to right, as values. */
function hanging(wash: Wash, pegs: readonly XY[]): (number | null)[] {
  return pegs.map((p) => wash.cards.find((c) => Math.hypot(c.x - p.x, c.y - p.y) < 1)?.value ?? null);
}

test.describe('waslijn', () => {
  test.setTimeout(150_000);

  test('a whole round by keyboard: rows, counting rows and number lines', async ({ page, server }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGame(page, server, 'waslijn');
    await page.keyboard.press('Enter');
    const kinds = new Set<string>();
    let corrected = false;
    let given = 0;
    for (let next = await nextSum(page); next; next = await nextSum(page)) {
      const { sum, choices, before } = next;
      if (sum.answer.kind === 'order') {
        kinds.add('order');
        const items = [...(sum.display.items ?? sum.answer.values)];
        const basket = () => items.filter((v) => !placed.includes(v));
        const placed: number[] = [];
        /** The pegs, read while a card is lifted (they take taps then). */
        let pegs: XY[] = [];
        const lift = async () => {
          await page.keyboard.press('Enter');
          const wash = await washLine(page);
          expect(wash.lifted, 'Enter lifts the card').toBe(true);
          pegs = wash.slots;
        };
        if (!corrected) {
          // A card hung in the wrong place comes back with Backspace: the last basket card goes onto
          // the first peg, then Up, Home and Backspace take it off again.
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('End');
          await lift();
          await page.keyboard.press('Enter');
          await expect.poll(async () => hanging(await washLine(page), pegs)[0]).toBe(items.at(-1));
          await page.keyboard.press('ArrowUp');
          await page.keyboard.press('Home');
          await page.keyboard.press('Backspace');
          await expect
            .poll(async () => hanging(await washLine(page), pegs).every((v) => v === null))
            .toBe(true);
          corrected = true;
        }
        for (const value of sum.answer.values) {
          // Down from the line reaches the basket; Home its first card; then right to the card.
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Home');
          for (let i = 0; i < basket().indexOf(value); i++) await page.keyboard.press('ArrowRight');
          // Enter lifts it, and the marker goes to the first free peg: Enter hangs it there.
          await lift();
          if (placed.length === 1 && kinds.size === 1)
            await page.screenshot({ path: 'test-results/screens/waslijn-marker-order.png' });
          await page.keyboard.press('Enter');
          placed.push(value);
          // A card flies to its peg: until it is there, it hangs nowhere.
          await expect
            .poll(async () => hanging(await washLine(page), pegs).slice(0, placed.length))
            .toEqual(placed);
        }
        // The line is full: the marker is on the check button, Enter hands the line in.
        expect(await answerCount(page)).toBe(before);
        await page.keyboard.press('Enter');
      } else {
        if (sum.answer.kind !== 'number') throw new Error(`waslijn asked ${sum.answer.kind}`);
        const line = sum.display.numberLine;
        const steps =
          line && sum.features.form !== 'readPosition'
            ? (sum.answer.value - line.min) / line.tick
            : choices.findIndex((c) => same(c, sum.answer));
        kinds.add(line ? (sum.features.form ?? 'numberLine') : sum.features.operation);
        expect(steps).toBeGreaterThanOrEqual(0);
        await page.keyboard.press('Home');
        for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
        expect(await answerCount(page)).toBe(before);
        await page.keyboard.press('Enter');
      }
      const answer = await lastAnswer(page, before);
      expect(answer).toMatchObject({ sumId: sum.id, correct: true, given: sum.answer });
      given += 1;
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['order', 'count', 'readPosition', 'placePosition']));
    await expectEnded(page, given);
  });

  /**
   * Plays the round's ordering and counting rows with `tap` (a card, then the peg it goes on, then the
   * check button) and, once per round, `drag` (a card to its peg, where a card lifted before in the
   * same row showed the pegs); the number lines through the test hook. Returns how many rows it played
   * and whether it dragged.
   */
  async function playRows(
    page: Page,
    tap: (at: XY) => Promise<void>,
    drag?: (from: XY, to: XY) => Promise<void>,
  ): Promise<{ rows: number; dragged: boolean }> {
    let rows = 0;
    let dragged = false;
    for (let next = await nextSum(page); next; next = await nextSum(page)) {
      const { sum, before } = next;
      /** The pegs of this row, read while a card is lifted (they take taps then). */
      let pegs: XY[] | null = null;
      /**
       * Puts the card with `value` (not on a peg yet) onto peg `slot`; `stays`: the card is then seen
       * there (a counting row answers at once and its cards stop taking taps: its answer says it).
       */
      const put = async (value: number, slot: number, stays = true) => {
        const layout = await washLine(page);
        const hung = pegs ? hanging(layout, pegs) : [];
        const card = layout.cards.find(
          (c) => c.value === value && !pegs?.some((p) => Math.hypot(c.x - p.x, c.y - p.y) < 1),
        );
        expect(card, `card ${value} lies in the basket`).toBeDefined();
        expect(hung[slot] ?? null).toBeNull();
        if (drag && !dragged && pegs) {
          await drag(card!, pegs[slot]!);
          dragged = true;
        } else {
          await tap(card!);
          const lifted = await washLine(page);
          expect(lifted.lifted, 'the tap lifts the card').toBe(true);
          pegs = lifted.slots;
          await tap(pegs[slot]!);
        }
        if (stays) await expect.poll(async () => hanging(await washLine(page), pegs!)[slot]).toBe(value);
      };
      if (sum.answer.kind === 'order') {
        for (const [slot, value] of sum.answer.values.entries()) await put(value, slot);
        expect(await answerCount(page)).toBe(before);
        const layout = await washLine(page);
        expect(layout.check).not.toBeNull();
        await tap(layout.check!);
        rows += 1;
      } else if (sum.features.operation === 'count' && sum.answer.kind === 'number') {
        // A counting row: the card with the next number goes onto the open peg the same way.
        await put(sum.answer.value, 0, false);
        rows += 1;
      } else {
        expect(await page.evaluate((v) => window.__game?.answer(v), sum.answer)).toBe(true);
      }
      const answer = await lastAnswer(page, before);
      expect(answer).toMatchObject({ sumId: sum.id, correct: true, given: sum.answer });
    }
    return { rows, dragged };
  }

  test('a click on a card lifts it, a click on a peg hangs it; a drag still hangs a card', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGame(page, server, 'waslijn');
    expect(await page.evaluate(() => window.__game?.start())).toBe(true);
    const played = await playRows(
      page,
      (at) => page.mouse.click(at.x, at.y),
      // One card of the round (the first whose pegs a click showed before) is dragged by its middle
      // onto its peg, where a hanging card's middle is.
      async (from, to) => {
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(to.x, to.y, { steps: 8 });
        await page.mouse.up();
      },
    );
    expect(played).toEqual({ rows: 6, dragged: true });
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a tap on a card lifts it and a tap on a peg hangs it', async ({ page, server }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openGame(page, server, 'waslijn');
      expect(await page.evaluate(() => window.__game?.start())).toBe(true);
      const played = await playRows(page, (at) => page.touchscreen.tap(at.x, at.y));
      expect(played.rows).toBe(6);
    });
  });
});
