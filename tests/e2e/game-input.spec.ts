import type { Page } from '@playwright/test';
import type { AnswerValue, Sum } from '../../src/domain/sums/types';
import type { GameAnswer } from '../../src/games/runtime/contract';
import { expect, test, type E2EServer } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';

/**
 * Every game answers by keyboard, by tap and by mouse: rounds of bellenprikken, ruimteschieten and
 * waslijn played with real keys only (`page.keyboard`), and waslijn's cards hung with real clicks and
 * taps where they are drawn. `window.__game` only reads the sum and the answers here.
 *
 * Where the scene draws its targets and the keyboard's marker is read from the Phaser scene (test
 * builds keep `window.__phaserGame`), read-only; `window.__game.targets()` will say it for every game.
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

interface Mark {
  value: AnswerValue;
  x: number;
  y: number;
}

/**
 * A pick-one game's answer targets (selectable ones, where they are now) and the keyboard's marker
 * (the scene's object named 'aim'), in scene units.
 */
async function targetsAndAim(page: Page): Promise<{ targets: Mark[]; aim: { x: number; y: number } | null }> {
  return page.evaluate(() => {
    type Obj = { x: number; y: number; visible: boolean; value?: AnswerValue; selectable?: boolean };
    const game = (window as unknown as { __phaserGame: { scene: { getScene(k: string): unknown } } })
      .__phaserGame;
    const scene = game.scene.getScene('main') as {
      children: { list: Obj[]; getByName(name: string): Obj | null };
    };
    const targets = scene.children.list
      .filter((o) => o.value !== undefined && o.selectable)
      .map((o) => ({ value: o.value!, x: o.x, y: o.y }));
    const aim = scene.children.getByName('aim');
    return { targets, aim: aim?.visible ? { x: aim.x, y: aim.y } : null };
  });
}

/** The target the marker is on: the marker stands on one, wherever it has moved to. */
function aimed(read: Awaited<ReturnType<typeof targetsAndAim>>): Mark {
  const { aim, targets } = read;
  expect(aim, 'the keyboard marker shows').not.toBeNull();
  const on = targets.find((t) => Math.hypot(t.x - aim!.x, t.y - aim!.y) < 1);
  expect(on, 'the marker is on a target').toBeDefined();
  return on!;
}

/** The marker follows its target as it moves: read twice, some frames apart. */
async function expectMarkerFollows(page: Page): Promise<void> {
  const first = aimed(await targetsAndAim(page));
  await expect
    .poll(async () => {
      const now = aimed(await targetsAndAim(page));
      expect(now.value).toEqual(first.value);
      return Math.hypot(now.x - first.x, now.y - first.y);
    })
    .toBeGreaterThan(5);
}

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
      await page.keyboard.press('Home');
      await page.keyboard.press('7');
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
      expect(aimed(await targetsAndAim(page)).value).toEqual(want);
      if (given === 0) {
        await expectMarkerFollows(page);
        await page.screenshot({ path: 'test-results/screens/bellenprikken-aim.png' });
      }
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
      // The first key (Enter without an aim) only aims (at the leftmost asteroid); the crosshair
      // drifts on with its asteroid.
      if (given === 0) {
        await page.keyboard.press('Enter');
        await expectMarkerFollows(page);
        expect(await answerCount(page)).toBe(before);
        await page.screenshot({ path: 'test-results/screens/ruimteschieten-aim.png' });
      }
      // The asteroids drift past one another: the arrows step to the next one on screen from the
      // aimed one, so the test looks where the right one is now and steps towards it.
      for (let step = 0; ; step++) {
        expect(step, 'the arrows reach the right asteroid').toBeLessThan(20);
        const read = await targetsAndAim(page);
        const on = aimed(read);
        if (same(on.value, sum.answer)) break;
        const right = read.targets.find((t) => same(t.value, sum.answer))!;
        await page.keyboard.press(right.x > on.x ? 'ArrowRight' : 'ArrowLeft');
      }
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

/** Waslijn's cards and pegs as the scene lays them out, in page CSS pixels, once every card lies still. */
async function washLine(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        type XY = { x: number; y: number };
        const game = (window as unknown as { __phaserGame: { scene: { getScene(k: string): unknown } } })
          .__phaserGame;
        const scene = game.scene.getScene('main') as {
          line: { cards: XY[]; board: { slots: (number | null)[] } } | null;
          slotPoints: XY[];
          poolPoints: XY[];
          hang: number;
        };
        const line = scene.line;
        if (!line) return false;
        // Each card where the board puts it (a card flying in, or to its peg, is not there yet).
        return line.cards.every((card, i) => {
          const slot = line.board.slots.indexOf(i);
          const peg = scene.slotPoints[slot];
          const home = peg ? { x: peg.x, y: peg.y + scene.hang } : scene.poolPoints[i]!;
          return Math.hypot(card.x - home.x, card.y - home.y) < 0.5;
        });
      }),
    )
    .toBe(true);
  return page.evaluate(() => {
    type XY = { x: number; y: number };
    const game = (window as unknown as { __phaserGame: { scene: { getScene(k: string): unknown } } })
      .__phaserGame;
    const scene = game.scene.getScene('main') as {
      line: { cards: XY[]; board: { cards: number[]; slots: (number | null)[] }; lifted: number | null };
      slotPoints: XY[];
      hang: number;
      checkButton: XY & { visible: boolean; width: number; height: number };
      cardSize: { w: number; h: number };
      cameras: { main: { x: number; y: number; zoom: number; worldView: XY } };
      scale: { width: number; height: number };
      game: { canvas: HTMLCanvasElement };
    };
    const cam = scene.cameras.main;
    const rect = scene.game.canvas.getBoundingClientRect();
    const page = (p: XY) => ({
      x: rect.left + (cam.x + (p.x - cam.worldView.x) * cam.zoom) * (rect.width / scene.scale.width),
      y: rect.top + (cam.y + (p.y - cam.worldView.y) * cam.zoom) * (rect.height / scene.scale.height),
    });
    // The cards' and the button's hit areas lie half their size up and left of what is drawn (the
    // kit's hit areas are being rewritten in main): the middle of the drawn thing's upper left quarter
    // is inside both the drawing and the hit area, now and after.
    const { w, h } = scene.cardSize;
    const quarter = (p: XY, qw: number, qh: number) => page({ x: p.x - qw / 4, y: p.y - qh / 4 });
    const centre = page({ x: 0, y: 0 });
    const grab = quarter({ x: 0, y: 0 }, w, h);
    return {
      cards: scene.line.cards.map((c) => quarter(c, w, h)),
      /** From the point a card is taken by to its middle. */
      grab: { x: centre.x - grab.x, y: centre.y - grab.y },
      slots: scene.slotPoints.map((s) => page({ x: s.x, y: s.y + scene.hang })),
      check: scene.checkButton.visible
        ? quarter(scene.checkButton, scene.checkButton.width, scene.checkButton.height)
        : null,
      board: scene.line.board,
      lifted: scene.line.lifted,
    };
  });
}

type XY = { x: number; y: number };

/** The cards that hang on the line, left to right, as values. */
function hanging(board: { cards: number[]; slots: (number | null)[] }): (number | null)[] {
  return board.slots.map((card) => (card === null ? null : board.cards[card]!));
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
        if (!corrected) {
          // A card hung in the wrong place comes back with Backspace: the last basket card goes onto
          // the first peg, then Up, Home and Backspace take it off again.
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('End');
          await page.keyboard.press('Enter');
          await page.keyboard.press('Enter');
          expect((await washLine(page)).board.slots[0]).toBe(items.length - 1);
          await page.keyboard.press('ArrowUp');
          await page.keyboard.press('Home');
          await page.keyboard.press('Backspace');
          expect(hanging((await washLine(page)).board).every((v) => v === null)).toBe(true);
          corrected = true;
        }
        for (const value of sum.answer.values) {
          // Down from the line reaches the basket; Home its first card; then right to the card.
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Home');
          for (let i = 0; i < basket().indexOf(value); i++) await page.keyboard.press('ArrowRight');
          // Enter lifts it, and the marker goes to the first free peg: Enter hangs it there.
          await page.keyboard.press('Enter');
          if (placed.length === 1 && kinds.size === 1)
            await page.screenshot({ path: 'test-results/screens/waslijn-marker-order.png' });
          await page.keyboard.press('Enter');
          placed.push(value);
          expect(hanging((await washLine(page)).board).slice(0, placed.length)).toEqual(placed);
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
   * Plays the round's ordering and counting rows with `put` (a card onto a slot) and `press` (the check
   * button); the number lines through the test hook. Returns how many rows it played.
   */
  async function playRows(
    page: Page,
    put: (card: XY, slot: XY, grab: XY) => Promise<void>,
    press: (at: { x: number; y: number }) => Promise<void>,
  ): Promise<number> {
    let rows = 0;
    for (let next = await nextSum(page); next; next = await nextSum(page)) {
      const { sum, before } = next;
      if (sum.answer.kind === 'order') {
        let layout = await washLine(page);
        for (const [slot, value] of sum.answer.values.entries()) {
          const card = layout.board.cards.findIndex((v, i) => v === value && !layout.board.slots.includes(i));
          await put(layout.cards[card]!, layout.slots[slot]!, layout.grab);
          layout = await washLine(page);
          expect(hanging(layout.board)[slot]).toBe(value);
        }
        expect(await answerCount(page)).toBe(before);
        expect(layout.check).not.toBeNull();
        await press(layout.check!);
        rows += 1;
      } else if (sum.features.operation === 'count' && sum.answer.kind === 'number') {
        // A counting row: the card with the next number goes onto the open peg the same way.
        const layout = await washLine(page);
        const card = layout.board.cards.indexOf(sum.answer.value);
        await put(layout.cards[card]!, layout.slots[0]!, layout.grab);
        rows += 1;
      } else {
        expect(await page.evaluate((v) => window.__game?.answer(v), sum.answer)).toBe(true);
      }
      const answer = await lastAnswer(page, before);
      expect(answer).toMatchObject({ sumId: sum.id, correct: true, given: sum.answer });
    }
    return rows;
  }

  test('a click on a card lifts it, a click on a peg hangs it; a drag still hangs a card', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGame(page, server, 'waslijn');
    expect(await page.evaluate(() => window.__game?.start())).toBe(true);
    let dragged = false;
    const rows = await playRows(
      page,
      async (card, slot, grab) => {
        if (!dragged) {
          // The first card of the round is dragged to its peg.
          await page.mouse.move(card.x, card.y);
          await page.mouse.down();
          await page.mouse.move(slot.x - grab.x, slot.y - grab.y, { steps: 8 });
          await page.mouse.up();
          dragged = true;
          return;
        }
        await page.mouse.click(card.x, card.y);
        expect((await washLine(page)).lifted).not.toBeNull();
        await page.mouse.click(slot.x, slot.y);
      },
      (at) => page.mouse.click(at.x, at.y),
    );
    expect(rows).toBe(6);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a tap on a card lifts it and a tap on a peg hangs it', async ({ page, server }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openGame(page, server, 'waslijn');
      expect(await page.evaluate(() => window.__game?.start())).toBe(true);
      const rows = await playRows(
        page,
        async (card, slot) => {
          await page.touchscreen.tap(card.x, card.y);
          expect((await washLine(page)).lifted).not.toBeNull();
          await page.touchscreen.tap(slot.x, slot.y);
        },
        (at) => page.touchscreen.tap(at.x, at.y),
      );
      expect(rows).toBe(6);
    });
  });
});
