import type { Browser, Page } from '@playwright/test';
import { BUILT_GAME_IDS, type GameId } from '../../src/domain/curriculum';
import type { Sum } from '../../src/domain/sums/types';
import { expect, test, type E2EServer } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { answerByTaps, byLabel, Child, LAPTOP, SPOTS, type Input } from './helpers/taps';

/**
 * Every game answers where a child taps: each sum is answered with `page.mouse` (laptop) or the
 * touchscreen (phone) at the right target, where `window.__game.targets()` says it is drawn. The taps
 * go round the target (its centre, then near its top, right, bottom and left edge inside it), and
 * before the first tap on each target a tap just outside it (where nothing else takes taps) must not answer
 * (tests/e2e/helpers/taps.ts).
 */

/** At most this many sums a game answers by taps (the rest of the round is not needed). */
const SUMS = 5;
/** Game time runs this much faster than real time (motion stays slow enough to tap a moving target). */
const TEMPO = 2;
const PHONE = { width: 390, height: 844 };
const TOUCH_GAMES: readonly GameId[] = ['bellenprikken', 'stofzuigen', 'sneeuwballengevecht', 'buurtsuper'];
/** One signed-in page per kind of input, shared by the tests (a sign-in per game would double their time). */
const sessions = new Map<Input, Page>();

async function openGame(browser: Browser, server: E2EServer, gameId: GameId, input: Input): Promise<Child> {
  let page = sessions.get(input);
  if (!page) {
    const context = await browser.newContext({
      baseURL: server.url(),
      viewport: input === 'touch' ? PHONE : LAPTOP,
      hasTouch: input === 'touch',
      isMobile: input === 'touch',
    });
    await context.addInitScript((tempo) => (window.__gameTempo = tempo), TEMPO);
    page = await context.newPage();
    await loginAs(page, server, 'sam.g4');
    sessions.set(input, page);
  }
  await page.goto(`/leerling/${(await userRecord(server, 'sam.g4')).id}?spel=${gameId}`);
  await page.waitForFunction((id) => window.__game?.id === id && window.__game.state === 'intro', gameId, {
    timeout: 30_000,
  });
  return new Child(page, input);
}

/** Starts the round by tapping "Spelen!" and answers up to SUMS sums right by taps. */
async function playByTaps(child: Child): Promise<void> {
  const { page } = child;
  child.taps = 1; // the start button near its top edge
  await child.tap('the start button', (ts) => ts.find((t) => t.role === 'start'));
  await page.waitForFunction(() => window.__game?.state === 'question');
  for (let n = 0; n < SUMS; n++) {
    await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''));
    if ((await child.state()) === 'ended') break;
    const sum = (await page.evaluate(() => window.__game?.currentSum())) as Sum;
    const before = await child.answered();
    await answerByTaps(child, sum);
    await page.waitForFunction((b) => (window.__game?.answers.length ?? 0) > b, before);
    const last = await page.evaluate(() => window.__game?.answers.at(-1));
    expect(last?.sumId).toBe(sum.id);
    expect(last?.correct, `${sum.id} answered by taps: ${JSON.stringify(last?.given)}`).toBe(true);
    await page.waitForFunction(() => window.__game?.state !== 'feedback');
    // Enough once every spot of a target has been tapped twice over (a pad or the coins take several a sum).
    if (child.taps >= 2 * SPOTS.length) break;
  }
  expect(await page.evaluate(() => window.__game?.answers.every((a) => a.correct))).toBe(true);
}

test.describe('games answer where a child taps', () => {
  test.afterAll(async () => {
    for (const page of sessions.values()) await page.context().close();
    sessions.clear();
  });

  for (const gameId of BUILT_GAME_IDS) {
    test(`${gameId}: the mouse on a laptop`, async ({ browser, server }) => {
      const child = await openGame(browser, server, gameId, 'mouse');
      await playByTaps(child);
      expect(child.taps).toBeGreaterThanOrEqual(SPOTS.length);
      expect(child.outsideChecks).toBeGreaterThan(0);
    });
  }

  for (const gameId of TOUCH_GAMES) {
    test(`${gameId}: touch on a phone`, async ({ browser, server }) => {
      const child = await openGame(browser, server, gameId, 'touch');
      await playByTaps(child);
      expect(child.taps).toBeGreaterThanOrEqual(SPOTS.length);
    });
  }

  test('the end card: a tap near the right edge of "Nog een keer" plays again', async ({
    browser,
    server,
  }) => {
    const child = await openGame(browser, server, 'bellenprikken', 'mouse');
    const { page } = child;
    await child.tap('the start button', (ts) => ts.find((t) => t.role === 'start'));
    // The driver only brings the round to its end card; the button is clicked where it is drawn.
    for (;;) {
      await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''));
      if ((await child.state()) === 'ended') break;
      const before = await child.answered();
      await page.evaluate(() => window.__game?.answer((window.__game.currentSum() as Sum).answer));
      await page.waitForFunction((b) => (window.__game?.answers.length ?? 0) > b, before);
    }
    child.taps = 2; // near the right edge
    await child.tap('"Nog een keer"', byLabel('Nog een keer'));
    // "Again" mounts a new round of the game ("done" would leave the game for the picker).
    await page.waitForFunction(() => window.__game?.state === 'intro' && window.__game.answers.length === 0);
    expect(await page.evaluate(() => window.__game?.id)).toBe('bellenprikken');
  });
});
