import type { Page } from '@playwright/test';
import { BUILT_GAME_IDS, GAME_IDS, type GameId } from '../../src/domain/curriculum';
import type { AnswerValue, Sum } from '../../src/domain/sums/types';
import { endAnnouncement } from '../../src/games/runtime/announce';
import type { GameAnswer, RoundResult } from '../../src/games/runtime/contract';
import { expect, test, type E2EServer } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { wrongAnswer } from './helpers/practice-round';

/**
 * Plays a round of each built game (src/games/<id>/) on the test game page (the student area's empty path,
 * /leerling/{id}, after logging in as a demo student) through `window.__game`, which presses the same
 * buttons, bubbles, keys, cards and coins a child does.
 */

const GAMES = BUILT_GAME_IDS;

const STUDENT = 'sam.g4';

/** Logs in as the demo student; returns the test game page of that student. */
async function signIn(page: Page, server: E2EServer, host?: string): Promise<string> {
  await loginAs(page, server, STUDENT, undefined, host);
  return `/leerling/${(await userRecord(server, STUDENT)).id}`;
}

/** Opens a game from the picker, like a child; with extra query parameters, by its address. */
async function openGame(page: Page, home: string, gameId: GameId, query = ''): Promise<void> {
  if (query) {
    await page.goto(`${home}?spel=${gameId}&${query}`);
  } else {
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies een spel');
    await page.locator(`button[data-game="${gameId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`spel=${gameId}`));
  }
  await page.waitForFunction((id) => window.__game?.id === id && window.__game.state === 'intro', gameId, {
    timeout: 30_000,
  });
}

async function state(page: Page): Promise<string> {
  return page.evaluate(() => window.__game?.state ?? 'none');
}

interface Played {
  given: { sumId: string; expectCorrect: boolean }[];
  answers: GameAnswer[];
  result: RoundResult;
  windowId: string;
}

/** Plays until the end screen: wrong on the first sum, right on everything else. */
async function playRound(page: Page, wrongOnFirst = true): Promise<Played> {
  await page.waitForFunction(() => window.__game?.state === 'intro');
  expect(await page.evaluate(() => window.__game?.start())).toBe(true);
  const given: Played['given'] = [];
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''), null, {
      timeout: 15_000,
    });
    if ((await state(page)) === 'ended') break;
    const { sum, choices } = await page.evaluate(() => ({
      sum: window.__game?.currentSum() as Sum,
      choices: window.__game?.choices() ?? [],
    }));
    const wrong = wrongOnFirst && given.length === 0;
    const value = wrong ? wrongAnswer(sum, choices) : sum.answer;
    const before = given.length;
    expect(await page.evaluate((v) => window.__game?.answer(v), value)).toBe(true);
    given.push({ sumId: sum.id, expectCorrect: !wrong });
    await page.waitForFunction((n) => (window.__game?.answers.length ?? 0) > n, before);
  }
  expect(await state(page)).toBe('ended');
  const { answers, result } = await page.evaluate(() => ({
    answers: [...(window.__game?.answers ?? [])],
    result: window.__game?.result as RoundResult,
  }));
  return { given, answers, result, windowId: answers[0]?.sumWindowId ?? '' };
}

function checkRound(gameId: GameId, played: Played): void {
  const { given, answers, result } = played;
  expect(answers).toHaveLength(given.length);
  expect(given.length).toBeGreaterThanOrEqual(2);
  answers.forEach((answer, i) => {
    expect(answer.sumId).toBe(given[i]?.sumId);
    expect(answer.correct).toBe(given[i]?.expectCorrect);
    expect(answer.responseTimeMs).toBeGreaterThan(0);
    // Its planned position (the sum's index in the window), null for an easier sum after a miss.
    if (answer.kind === 'easier') expect(answer.position).toBeNull();
    else expect(answer.position).toBeGreaterThanOrEqual(0);
    expect(answer.sumWindowId).toBe(played.windowId);
    expect(answer.given).not.toBeNull();
    expect(Date.parse(answer.answeredAt)).not.toBeNaN();
  });
  expect(new Set(answers.map((a) => a.clientAnswerId)).size).toBe(answers.length);
  // Each planned position is tried once, in order; a comeback returns to the missed first sum.
  const planned = answers.filter((a) => a.kind === 'planned').map((a) => a.position);
  expect(planned).toEqual(planned.map((_, i) => i));
  expect(answers.filter((a) => a.kind === 'comeback').map((a) => a.position)).toEqual(
    answers.some((a) => a.kind === 'comeback') ? [0] : [],
  );
  expect(answers[0]?.correct).toBe(false);
  expect(answers.slice(1).every((a) => a.correct)).toBe(true);
  expect(result.gameId).toBe(gameId);
  expect(result.answered).toBe(answers.length);
  expect(result.correct).toBe(answers.length - 1);
  expect(result.firstTimeRight).toBe(result.total - 1);
  expect(result.stars).toBeGreaterThanOrEqual(1);
}

/** The canvas shows a real picture (many colours), not a blank or single-colour frame. */
async function canvasColours(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.game-host canvas');
    if (!canvas) return 0;
    const probe = document.createElement('canvas');
    probe.width = 64;
    probe.height = 36;
    const ctx = probe.getContext('2d');
    if (!ctx) return 0;
    ctx.drawImage(canvas, 0, 0, 64, 36);
    const data = ctx.getImageData(0, 0, 64, 36).data;
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += 4) {
      colours.add(`${(data[i] ?? 0) >> 4},${(data[i + 1] ?? 0) >> 4},${(data[i + 2] ?? 0) >> 4}`);
    }
    return colours.size;
  });
}

test.describe('the test game page', () => {
  test('lists the playable games and says more are coming', async ({ page, server }) => {
    await page.goto(await signIn(page, server));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies een spel');
    const cards = page.getByRole('list', { name: 'Spellen' }).getByRole('button');
    await expect(cards).toHaveCount(GAMES.length);
    for (const id of GAMES) await expect(page.locator(`button[data-game="${id}"]`)).toBeVisible();
    await expect(page.getByText(`Er komen nog ${GAME_IDS.length - GAMES.length} spellen bij.`)).toBeVisible();
  });

  test('speaks English on a .uk host', async ({ page, server }) => {
    const home = await signIn(page, server, 'mathsblobs.co.uk');
    await page.goto(server.url(home, 'mathsblobs.co.uk'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a game');
    await expect(page.getByRole('button', { name: 'Play Bubble popping' })).toBeVisible();
  });
});

for (const gameId of GAMES) {
  test(`${gameId}: a round with a wrong and right answers, then the end screen`, async ({ page, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGame(page, await signIn(page, server), gameId);
    // One Phaser game per mount, even under React StrictMode's double mount.
    await expect(page.locator('.game-host canvas')).toHaveCount(1);
    await expect.poll(() => canvasColours(page)).toBeGreaterThan(8);
    const played = await playRound(page);
    checkRound(gameId, played);
    // The live region reads the end card: what the child did in this round, then the game's surprise
    // beside the card (if it has one), in the words its caption shows.
    const { firstTimeRight, total, answered, correct, fluent } = played.result;
    const surprise = await page.evaluate(() => window.__game?.endCard?.surprise);
    if (surprise !== undefined) expect(surprise).toMatch(/^[^{}]{3,}$/);
    await expect(page.getByTestId('game-live')).toHaveText(
      (gameId === 'automatiseertoets'
        ? `Je bent klaar met de toets! Je hebt ${answered} sommen gemaakt. ` +
          `Je had ${correct} sommen goed, en ${fluent} daarvan wist je meteen.`
        : `${firstTimeRight / total >= 0.6 ? 'Goed gedaan!' : 'Goed geoefend!'} ` +
          `${firstTimeRight} van de ${total} sommen in één keer goed.`) +
        (surprise ? ` ${endAnnouncement({ title: '', lines: [], surprise })}` : ''),
    );
    await expect.poll(() => canvasColours(page)).toBeGreaterThan(8);
    // "Done" on the end screen goes back to the picker and tears the game down.
    expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies een spel');
    await expect(page.locator('.game-host')).toHaveCount(0);
    expect(await page.evaluate(() => window.__game === undefined)).toBe(true);
  });
}

test.describe('game runtime', () => {
  test('"play again" starts a new round with new sums in a new game', async ({ page, server }) => {
    test.setTimeout(120_000);
    await openGame(page, await signIn(page, server), 'bellenprikken');
    const first = await playRound(page, false);
    expect(first.result.correct).toBe(first.result.total);
    expect(await page.evaluate(() => window.__game?.finish('again'))).toBe(true);
    await page.waitForFunction(() => window.__game?.state === 'intro' && window.__game.answers.length === 0);
    await expect(page.locator('.game-host canvas')).toHaveCount(1);
    expect(await page.evaluate(() => window.__game?.start())).toBe(true);
    await page.waitForFunction(() => window.__game?.state === 'question');
    await page.evaluate(() => {
      const g = window.__game;
      const s = g?.currentSum();
      if (g && s) g.answer(s.answer);
    });
    await page.waitForFunction(() => (window.__game?.answers.length ?? 0) === 1);
    const second = await page.evaluate(() => window.__game?.answers[0]?.sumWindowId);
    expect(second).not.toBe(first.windowId);
  });

  test('the fluency test takes typed answers from the keyboard', async ({ page, server }) => {
    await openGame(page, await signIn(page, server), 'automatiseertoets');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__game?.state === 'question');
    const sum = await page.evaluate(() => window.__game?.currentSum() as Sum);
    if (sum.answer.kind !== 'number') throw new Error('the fluency test asks numbers');
    // A typo first, erased with backspace, then the answer.
    const typo = String(sum.answer.value + 11);
    await page.keyboard.type(typo);
    for (let i = 0; i < typo.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type(String(sum.answer.value));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window.__game?.answers.length ?? 0) === 1);
    const answer = await page.evaluate(() => window.__game?.answers[0] as GameAnswer);
    expect(answer).toMatchObject({
      sumId: sum.id,
      correct: true,
      given: { kind: 'number', value: sum.answer.value },
    });
    expect(answer.responseTimeMs).toBeGreaterThan(0);
  });

  test('the car race steers with the arrow keys and drives through the gate with Enter', async ({
    page,
    server,
  }) => {
    await openGame(page, await signIn(page, server), 'autorace');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__game?.state === 'question');
    const { sum, choices } = await page.evaluate(() => ({
      sum: window.__game?.currentSum() as Sum,
      choices: window.__game?.choices() ?? [],
    }));
    // The gates in lane order. Steering left into the kerb first (more presses than lanes) stops in
    // the leftmost lane; steering answers nothing until Enter.
    const target = choices.findIndex((c) => JSON.stringify(c) === JSON.stringify(sum.answer));
    for (let i = 0; i < choices.length; i++) await page.keyboard.press('ArrowLeft');
    for (let lane = 0; lane < target; lane++) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => window.__game?.answers.length)).toBe(0);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window.__game?.answers.length ?? 0) === 1);
    const answer = await page.evaluate(() => window.__game?.answers[0] as GameAnswer);
    expect(answer).toMatchObject({ sumId: sum.id, correct: true, given: sum.answer });
  });

  test('beestjesvangen: the arrow keys aim at a bug, Enter without an aim aims, Space catches', async ({
    page,
    server,
  }) => {
    await openGame(page, await signIn(page, server), 'beestjesvangen');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__game?.state === 'question');
    const { sum, choices } = await page.evaluate(() => ({
      sum: window.__game?.currentSum() as Sum,
      choices: window.__game?.choices() ?? [],
    }));
    // The bugs in reading order: Enter with no aim only aims at the first, End and Home jump, digits
    // do nothing; nothing is answered until Space.
    const target = choices.findIndex((c) => JSON.stringify(c) === JSON.stringify(sum.answer));
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.keyboard.press('7');
    for (let i = 0; i < target; i++) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => window.__game?.answers.length)).toBe(0);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => (window.__game?.answers.length ?? 0) === 1);
    const answer = await page.evaluate(() => window.__game?.answers[0] as GameAnswer);
    expect(answer).toMatchObject({ sumId: sum.id, correct: true, given: sum.answer });
  });

  /**
   * Plays a waslijn round with right answers; its number-line sums (one to read, one to place on) go
   * through `onNumberLine`, the rest through the test hook. Returns the ids of the number-line sums.
   */
  async function playWaslijn(page: Page, onNumberLine: (sum: Sum, choices: AnswerValue[]) => Promise<void>) {
    const lines: string[] = [];
    for (;;) {
      await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''), null, {
        timeout: 15_000,
      });
      if ((await state(page)) === 'ended') break;
      const { sum, choices, before } = await page.evaluate(() => ({
        sum: window.__game?.currentSum() as Sum,
        choices: window.__game?.choices() ?? [],
        before: window.__game?.answers.length ?? 0,
      }));
      if (sum.features.operation === 'numberLine') {
        await onNumberLine(sum, choices);
        lines.push(sum.id);
      } else expect(await page.evaluate((v) => window.__game?.answer(v), sum.answer)).toBe(true);
      await page.waitForFunction((n) => (window.__game?.answers.length ?? 0) > n, before);
      const last = await page.evaluate(() => window.__game?.answers.at(-1) as GameAnswer);
      expect(last).toMatchObject({ sumId: sum.id, correct: true, given: sum.answer });
    }
    return lines;
  }

  test('waslijn: number-line sums take the arrow keys and Enter', async ({ page, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGame(page, await signIn(page, server), 'waslijn');
    await page.keyboard.press('Enter');
    const lines = await playWaslijn(page, async (sum, choices) => {
      const line = sum.display.numberLine!;
      const value = sum.answer.kind === 'number' ? sum.answer.value : NaN;
      // To read: the marker walks over the cards in the basket; to place: over the pegs of the line.
      const steps =
        sum.features.form === 'readPosition'
          ? choices.findIndex((c) => JSON.stringify(c) === JSON.stringify(sum.answer))
          : (value - line.min) / line.tick;
      expect(steps).toBeGreaterThanOrEqual(0);
      const before = await page.evaluate(() => window.__game?.answers.length);
      await page.keyboard.press('Home');
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
      // Walking answers nothing; Enter hangs the card.
      expect(await page.evaluate(() => window.__game?.answers.length)).toBe(before);
      await page.screenshot({ path: `test-results/screens/waslijn-marker-${sum.features.form}.png` });
      await page.keyboard.press('Enter');
    });
    expect(lines).toHaveLength(2);
  });

  test('waslijn: a tap on the number line hangs the card on the nearest peg', async ({ page, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGame(page, await signIn(page, server), 'waslijn');
    expect(await page.evaluate(() => window.__game?.start())).toBe(true);
    let tapped = 0;
    await playWaslijn(page, async (sum, choices) => {
      if (sum.features.form === 'readPosition') {
        expect(await page.evaluate((v) => window.__game?.answer(v), sum.answer)).toBe(true);
        expect(choices).toContainEqual(sum.answer);
        return;
      }
      // Where the peg is on screen: the scene lays out 720 units high; a landscape line runs from
      // 110 units in from either side, the rope 212 units down, sagging 60 in the middle.
      const line = sum.display.numberLine!;
      const value = sum.answer.kind === 'number' ? sum.answer.value : NaN;
      const box = (await page.locator('.game-host canvas').boundingBox())!;
      const unit = box.height / 720;
      const W = box.width / unit;
      const x = 110 + ((value - line.min) / (line.max - line.min)) * (W - 220);
      const t = (x - W / 2) / ((W - 120) / 2);
      const y = 212 + 60 * (1 - t * t) + 24;
      await page.mouse.click(box.x + x * unit, box.y + y * unit);
      tapped += 1;
    });
    expect(tapped).toBe(1);
  });

  test('sneeuwballengevecht: the keyboard rolls the snowball, Backspace erases, Enter throws', async ({
    page,
    server,
  }) => {
    await openGame(page, await signIn(page, server), 'sneeuwballengevecht');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__game?.state === 'question');
    const sum = await page.evaluate(() => window.__game?.currentSum() as Sum);
    if (sum.answer.kind !== 'number') throw new Error('the snowball fight asks numbers');
    await page.keyboard.type('9');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(String(sum.answer.value));
    expect(await page.evaluate(() => window.__game?.answers.length)).toBe(0);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window.__game?.answers.length ?? 0) === 1);
    const answer = await page.evaluate(() => window.__game?.answers[0] as GameAnswer);
    expect(answer).toMatchObject({ sumId: sum.id, correct: true, given: sum.answer });
  });

  test('fotosafari: arrows and taps frame the animals without answering; digits and Enter snap (reduced motion)', async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: server.url() });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGame(page, await signIn(page, server), 'fotosafari');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__game?.state === 'question');
    const sum = await page.evaluate(() => window.__game?.currentSum() as Sum);
    if (sum.answer.kind !== 'number') throw new Error('the photo safari asks numbers');
    // Framing the photo (arrow keys, a tap and a drag on the grid) is help, never an answer.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowLeft', 'Home', 'ArrowRight'])
      await page.keyboard.press(key);
    const box = (await page.locator('.game-host canvas').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.5);
    await page.mouse.move(box.x + box.width * 0.38, box.y + box.height * 0.45);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.6, { steps: 4 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.__game?.answers.length)).toBe(0);
    expect(await page.evaluate(() => window.__game?.state)).toBe('question');
    await page.keyboard.type(String(sum.answer.value));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window.__game?.answers.length ?? 0) === 1);
    const answer = await page.evaluate(() => window.__game?.answers[0] as GameAnswer);
    expect(answer).toMatchObject({ sumId: sum.id, correct: true, given: sum.answer });
    await context.close();
  });

  test('vishaak: the keys lower the hook and Enter catches; a tap in the water puts the hook at its depth', async ({
    page,
    server,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openGame(page, await signIn(page, server), 'vishaak');
    await page.keyboard.press('Enter');
    for (const way of ['keys', 'tap'] as const) {
      await page.waitForFunction(() => window.__game?.state === 'question', null, { timeout: 15_000 });
      const { sum, before } = await page.evaluate(() => ({
        sum: window.__game?.currentSum() as Sum,
        before: window.__game?.answers.length ?? 0,
      }));
      const value = sum.answer.kind === 'number' ? sum.answer.value : NaN;
      if (way === 'keys') {
        // From the surface: Page Down for the tens, arrow down for the rest.
        await page.keyboard.press('Home');
        for (let i = 0; i < Math.floor(value / 10); i++) await page.keyboard.press('PageDown');
        for (let i = 0; i < value % 10; i++) await page.keyboard.press('ArrowDown');
      } else {
        // The line runs 0 at 272 units down to its end at 670 (the scene is 720 units high); its end
        // is the first of 10, 20, 50, 100 beyond the answer. A tap right of the line, at that depth.
        const max = [10, 20, 50, 100, 200].find((end) => end > value) ?? 1000;
        const box = (await page.locator('.game-host canvas').boundingBox())!;
        const unit = box.height / 720;
        const y = 272 + (value / max) * (670 - 272);
        await page.mouse.click(box.x + 260 * unit, box.y + y * unit);
      }
      // Moving the hook answers nothing; Enter catches.
      expect(await page.evaluate(() => window.__game?.answers.length)).toBe(before);
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => (window.__game?.answers.length ?? 0) > n, before);
      const last = await page.evaluate(() => window.__game?.answers.at(-1) as GameAnswer);
      expect(last).toMatchObject({ sumId: sum.id, correct: true, given: sum.answer });
    }
  });

  test('renders and plays on WebGL too', async ({ page, server }) => {
    test.setTimeout(120_000);
    // Software WebGL is slow here, so two answers rather than a whole round.
    await openGame(page, await signIn(page, server), 'ruimteschieten', 'renderer=webgl');
    expect(await page.evaluate(() => window.__game?.renderer)).toBe('webgl');
    expect(await page.evaluate(() => window.__game?.start())).toBe(true);
    for (const wrong of [true, false]) {
      await page.waitForFunction(() => window.__game?.state === 'question', null, { timeout: 30_000 });
      const { sum, choices } = await page.evaluate(() => ({
        sum: window.__game?.currentSum() as Sum,
        choices: window.__game?.choices() ?? [],
      }));
      expect(choices).toContainEqual(sum.answer);
      expect(
        await page.evaluate((v) => window.__game?.answer(v), wrong ? wrongAnswer(sum, choices) : sum.answer),
      ).toBe(true);
    }
    const answers = await page.evaluate(() => [...(window.__game?.answers ?? [])]);
    expect(answers.map((a) => a.correct)).toEqual([false, true]);
    expect(answers.every((a) => a.responseTimeMs > 0)).toBe(true);
  });

  for (const gameId of ['bellenprikken', 'autorace'] as const) {
    test(`plays a whole round of ${gameId} with reduced motion`, async ({ browser, server }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: server.url() });
      const page = await context.newPage();
      await openGame(page, await signIn(page, server), gameId);
      checkRound(gameId, await playRound(page));
      await context.close();
    });
  }

  test('picks Canvas when WebGL runs in software (headless Chromium)', async ({ page, server }) => {
    await openGame(page, await signIn(page, server), 'waslijn');
    expect(await page.evaluate(() => window.__game?.renderer)).toBe('canvas');
  });
});
