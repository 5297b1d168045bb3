import type { Page } from '@playwright/test';
import type { AnswerValue, Sum } from '../../src/domain/sums/types';
import { loginAs, userRecord } from './helpers/auth';
import { FakePracticeApi, task } from './helpers/fake-practice-api';
import { SCREEN_SIZES, screenshotAtSizes } from './helpers/screens';
import { expect, test } from './fixtures';

/**
 * The student area from the map to the end of a round: the task list drawn as a route, a round of a
 * game played through `window.__game`, every answer through the IndexedDB answer queue, and the
 * round's end. The practice API is the contract's, served by FakePracticeApi (see there).
 */

interface Given {
  clientAnswerId: string;
  sumId: string;
  correct: boolean;
}

async function signIn(page: Page, server: Parameters<typeof loginAs>[1]) {
  const { id } = await userRecord(server, 'sam.g4');
  const api = new FakePracticeApi(id);
  await api.install(page);
  await loginAs(page, server, 'sam.g4');
  await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  return { id, api };
}

async function openCurrentTask(page: Page, api: FakePracticeApi) {
  const current = api.tasks.find((t) => t.status === 'current')!;
  await page.getByTestId(`task-${current.id}`).click();
  await expect(page).toHaveURL(/\/somvenster\/[0-9a-f-]+\/spel\/bellenprikken$/);
  await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
  expect(await page.evaluate(() => window.__game?.start())).toBe(true);
  return /somvenster\/([0-9a-f-]+)\//.exec(page.url())![1]!;
}

/** Answers the sum on screen (wrong when asked); false when the round has ended. */
async function answerOne(page: Page, wrong: boolean): Promise<Given | null> {
  await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''), null, {
    timeout: 15_000,
  });
  if ((await page.evaluate(() => window.__game?.state)) === 'ended') return null;
  const { sum, choices, before } = await page.evaluate(() => ({
    sum: window.__game?.currentSum() as Sum,
    choices: window.__game?.choices() ?? [],
    before: window.__game?.answers.length ?? 0,
  }));
  const value: AnswerValue = wrong
    ? (choices.find((c) => JSON.stringify(c) !== JSON.stringify(sum.answer)) ?? {
        kind: 'number',
        value: (sum.answer as { value: number }).value + 1,
      })
    : sum.answer;
  expect(await page.evaluate((v) => window.__game?.answer(v), value)).toBe(true);
  await page.waitForFunction((n) => (window.__game?.answers.length ?? 0) > n, before);
  const last = await page.evaluate(() => window.__game!.answers.at(-1)!);
  expect(last.correct).toBe(!wrong);
  return { clientAnswerId: last.clientAnswerId, sumId: last.sumId, correct: last.correct };
}

/**
 * Plays on until the game's end card (every third answer wrong), reads it and presses "done" (unless
 * told to stay on the card).
 */
async function playToEnd(page: Page, given: Given[], { leave = true } = {}) {
  for (;;) {
    const next = await answerOne(page, given.length % 3 === 0);
    if (!next) break;
    given.push(next);
  }
  const end = await page.evaluate(() => ({ result: window.__game?.result, endCard: window.__game?.endCard }));
  if (leave) expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
  return end;
}

type Box = { x: number; y: number; width: number; height: number };

async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

const inside = (a: Box, b: Box) =>
  a.x >= b.x - 1 &&
  a.y >= b.y - 1 &&
  a.x + a.width <= b.x + b.width + 1 &&
  a.y + a.height <= b.y + b.height + 1;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectStored(api: FakePracticeApi, windowId: string, given: Given[]) {
  const stored = api.answersOf(windowId);
  expect(stored.map((a) => a.clientAnswerId).sort()).toEqual(given.map((g) => g.clientAnswerId).sort());
  for (const g of given) expect(api.stored.get(g.clientAnswerId)?.sumId).toBe(g.sumId);
  expect(api.invalidBatches).toBe(0);
}

test.describe('student area', () => {
  // Whole rounds of a canvas game on a shared, busy machine.
  test.setTimeout(150_000);

  test('the map shows the task list as a route with coins and the savings card', async ({ page, server }) => {
    const { api } = await signIn(page, server);
    const [done, current, upcoming] = api.tasks;
    await expect(page.getByTestId(`task-${done!.id}`)).toHaveAttribute('data-status', 'done');
    await expect(page.getByTestId(`task-${current!.id}`)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId(`task-${upcoming!.id}`)).toHaveAttribute('data-status', 'upcoming');
    await expect(page.getByTestId('coins')).toContainText('40');
    await page.getByTestId('open-savings-card').click();
    const card = page.getByTestId('savings-card');
    await expect(card.getByText('Zonneblob')).toBeVisible();
    await expect(card.getByRole('button', { name: /Koop voor 30/ })).toBeEnabled();
    await expect(card.getByText('Nog 80 munten sparen')).toBeVisible();
    // Closing the card reloads the map (coins may have been spent): wait for the new one, or the focus
    // below lands on a stop of the old map that the reload takes away.
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/takenlijst'));
    await card.getByRole('button', { name: 'Sluiten' }).click();
    await expect(card).toBeHidden();
    await reloaded;
    // Keyboard: the current stop is reachable with Tab and opens with Enter.
    await page.getByTestId(`task-${current!.id}`).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/spel\/bellenprikken$/);
  });

  for (const day of ['under way', 'done'] as const) {
    test(`the map fits every screen, the day ${day}: each stop and label on the map, the whole map on a wide screen`, async ({
      page,
      server,
    }) => {
      // Still halos, so the screenshots wait for nothing.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { id } = await userRecord(server, 'sam.g4');
      // A full day: eight stops with long names, and the reward island.
      const api = new FakePracticeApi(id);
      api.tasks.push(
        task('Aftrekken tot 20 met tientaloverschrijding', 'Subtracting to 20 across ten', 'upcoming', 0, 2),
        task('Splitsen tot 10', 'Number bonds to 10', 'upcoming', 0, 1),
        task('Tafels van 3 en 4', 'Tables of 3 and 4', 'upcoming', 0, 1),
        task('Getallenlijn tot 100', 'Number line to 100', 'upcoming', 0, 1),
        task('Geld tellen', 'Counting money', 'upcoming', 0, 1),
      );
      api.rewardGames = ['autorace'];
      if (day === 'done') {
        // Every task done: the "all done" banner stands above the map.
        for (const t of api.tasks) Object.assign(t, { status: 'done', roundsToday: t.roundsRequired });
        api.dayComplete = true;
      }
      await api.install(page);
      await loginAs(page, server, 'sam.g4');
      await expect(page.getByTestId('reward-game')).toBeVisible();
      if (day === 'done') await expect(page.getByText('Alles klaar voor vandaag!')).toBeVisible();
      await screenshotAtSizes(page, day === 'done' ? 'landkaart-day-done' : 'landkaart');
      // What is wrong with the map's layout now; the map re-lays out after a resize, so this is polled.
      const problems = async (wide: boolean): Promise<string[]> => {
        const [map] = await boxes(page, '.landkaart__map');
        const stops = await boxes(page, '.landkaart__stop-button, .landkaart__reward-button');
        const labels = await boxes(page, '.landkaart__stop-label');
        if (!map || stops.length < 4) return ['the map or its stops are missing'];
        const screen = await page.evaluate(() => window.innerHeight);
        return [
          ...stops.filter((stop) => !inside(stop, map)).map(() => 'a stop sticks out of the map'),
          ...labels.filter((label) => !inside(label, map)).map(() => 'a label sticks out of the map'),
          ...labels
            .flatMap((label) => stops.filter((stop) => overlap(label, stop)))
            .map(() => 'a label covers a stop'),
          // A laptop or a whiteboard shows the whole map at once, banner and all.
          ...(wide && map.y + map.height > screen + 1 ? ['the map runs below the screen'] : []),
        ];
      };
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await expect.poll(() => problems(size.name !== 'phone'), { message: size.name }).toEqual([]);
      }
    });
  }

  test('a phone opens the map at the stop whose turn it is; a later stop opens nothing and says whose turn it is', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { id } = await userRecord(server, 'sam.g4');
    // The day's first task is the turn: on the phone's tall map it is the bottom stop, seven later
    // ones above it.
    const api = new FakePracticeApi(id);
    api.tasks.splice(
      0,
      api.tasks.length,
      task('Optellen tot 20', 'Adding to 20', 'current', 0, 2),
      task('Aftrekken tot 20', 'Subtracting to 20', 'upcoming', 0, 1),
      task('Splitsen tot 10', 'Number bonds to 10', 'upcoming', 0, 1),
      task('Tafels van 3 en 4', 'Tables of 3 and 4', 'upcoming', 0, 1),
      task('Getallenlijn tot 100', 'Number line to 100', 'upcoming', 0, 1),
      task('Geld tellen', 'Counting money', 'upcoming', 0, 1),
      task('Klokkijken', 'Telling the time', 'upcoming', 0, 1),
      task('Tafels van 2, 5 en 10', 'Tables of 2, 5 and 10', 'upcoming', 0, 1),
    );
    await api.install(page);
    await loginAs(page, server, 'sam.g4');
    const [current, later] = api.tasks;
    const currentStop = page.locator('.landkaart__stop--current');
    await expect(page.getByTestId(`task-${current!.id}`)).toBeVisible();
    await expect(currentStop).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/screens/landkaart-phone-open.png' });

    // A tap on a later stop: no round, a note that says whose turn it is, the current stop in sight.
    const laterStop = page.getByTestId(`task-${later!.id}`);
    await expect(laterStop).toHaveAttribute('aria-disabled', 'true');
    await laterStop.scrollIntoViewIfNeeded();
    const box = (await laterStop.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByTestId('not-yet')).toHaveText(
      'Die is straks aan de beurt. Eerst: Optellen tot 20.',
    );
    await expect(currentStop).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/screens/landkaart-phone-not-yet.png' });
    // The next tap anywhere takes the note away.
    await page.mouse.click(200, 300);
    await expect(page.getByTestId('not-yet')).toHaveText('');
    // By keyboard too: Enter on a later stop opens nothing and says it again.
    await page.getByTestId(`task-${api.tasks[5]!.id}`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('not-yet')).toHaveText(
      'Die is straks aan de beurt. Eerst: Optellen tot 20.',
    );
    await expect(page).toHaveURL(/\/landkaart$/);
    expect(api.windows.size).toBe(0);

    // The stop whose turn it is opens its round.
    await page.getByTestId(`task-${current!.id}`).click();
    await expect(page).toHaveURL(/\/spel\/bellenprikken$/);
    expect(api.windows.size).toBe(1);
  });

  test('buying a blob on the savings card is a moment of joy, said out loud', async ({ page, server }) => {
    const { api } = await signIn(page, server);
    await page.getByTestId('open-savings-card').click();
    const card = page.getByTestId('savings-card');
    const news = card.getByTestId('savings-news');
    await expect(news).toHaveAttribute('role', 'status');
    await expect(news).toBeEmpty();
    await card.getByRole('button', { name: /Koop voor 30/ }).click();
    await expect(news).toHaveText('Hoera! Zeeblob is nu van jou!');
    await expect(card.getByTestId('blob-blob-zee')).toHaveClass(/spaarkaart__blob--new/);
    await expect(card.getByTestId('blob-blob-zee')).toContainText('Van jou');
    await expect(card.getByText('Je hebt 10 munten')).toBeVisible();
    expect(api.owned).toContain('blob-zee');
    // The blob bounces out of its silhouette (the animation runs), unless the child asked for less motion.
    const running = () =>
      page.evaluate(() =>
        document
          .querySelector('[data-testid="blob-blob-zee"] .blob')!
          .getAnimations()
          .map((a) => (a as CSSAnimation).animationName),
      );
    expect(await running()).toContain('spaarkaart-joy');
    await page.screenshot({ path: 'test-results/screens/spaarkaart-gekocht-moment.png' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await running()).toEqual([]);
    await screenshotAtSizes(page, 'spaarkaart-gekocht');
  });

  test('a round with right and wrong answers arrives complete; its one end screen is the game’s card', async ({
    page,
    server,
  }) => {
    const { api } = await signIn(page, server);
    const windowId = await openCurrentTask(page, api);
    const given: Given[] = [];
    const { endCard } = await playToEnd(page, given, { leave: false });
    expect(given.some((g) => g.correct) && given.some((g) => !g.correct)).toBe(true);
    // Under the card the page adds the coins and the server's verdict once the round is finished,
    // never a score or a title of its own (the card has them).
    const note = page.getByTestId('game-end-note');
    const right = given.filter((g) => g.correct).length;
    await expect(note.getByTestId('round-coins')).toContainText(`+${right} munten`);
    await expect(note).not.toContainText(/Ronde klaar|Goed doorgezet|Alles goed|van \d+ goed/);
    await expect(note.getByTestId('round-verdict')).toHaveText('Met deze taak oefen je nog even door.');
    expect(endCard?.lines[0]).toMatch(/^\d+ van de \d+ sommen in één keer goed$/);
    await expect(page.getByTestId('round-end')).toHaveCount(0);
    expectStored(api, windowId, given);
    expect(api.finished).toEqual([windowId]);
    await page.screenshot({ path: 'test-results/screens/einde-ronde.png' });
    // "Klaar" on the card: the map.
    expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
    await expect(page).toHaveURL(/\/landkaart$/);
  });

  test('a round played with the network cut halfway arrives complete after it returns', async ({
    page,
    context,
    server,
  }) => {
    const { api } = await signIn(page, server);
    const windowId = await openCurrentTask(page, api);
    const given: Given[] = [];
    for (let i = 0; i < 3; i += 1) given.push((await answerOne(page, i === 0))!);
    await expect.poll(() => api.answersOf(windowId).length).toBe(3);
    api.down = true;
    await context.setOffline(true);
    await playToEnd(page, given);
    await expect(page.getByTestId('round-saving')).toContainText('Geen internet');
    await expect(page.getByTestId('queue-status')).toBeVisible();
    expect(api.answersOf(windowId)).toHaveLength(3);
    expect(api.finished).toEqual([]);
    api.down = false;
    await context.setOffline(false);
    // The child left the card while offline: once the round is saved and finished, the map.
    await expect(page).toHaveURL(/\/landkaart$/, { timeout: 20_000 });
    expectStored(api, windowId, given);
    expect(api.finished).toEqual([windowId]);
    await expect(page.getByTestId('queue-status')).toBeHidden();
  });

  test('a reload mid-round loses nothing and resumes with the sums still to do', async ({ page, server }) => {
    const { api } = await signIn(page, server);
    const windowId = await openCurrentTask(page, api);
    const given: Given[] = [];
    given.push((await answerOne(page, false))!);
    given.push((await answerOne(page, false))!);
    // Both have reached the API before it goes down (the queue sends in the background).
    await expect.poll(() => api.answersOf(windowId).length).toBe(2);
    // The next answers stay in IndexedDB only: the API cannot be reached when the page reloads.
    api.down = true;
    given.push((await answerOne(page, false))!);
    given.push((await answerOne(page, false))!);
    expect(api.answersOf(windowId)).toHaveLength(2);
    api.down = false;
    await page.reload();
    await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
    await expect.poll(() => api.answersOf(windowId).length).toBe(4);
    const served = api.windows.get(windowId)!;
    // The "welcome back" card: the progress goes on from the four sums done, out of the whole round.
    expect(await page.evaluate(() => window.__game?.progress())).toEqual({
      done: 4,
      total: served.sums.length,
    });
    await page.screenshot({ path: 'test-results/screens/welkom-terug.png' });
    expect(await page.evaluate(() => window.__game?.start())).toBe(true);
    const first = await page.evaluate(() => window.__game?.currentSum()?.id);
    expect(first).toBe(served.sums[4]?.id);
    expect(await page.evaluate(() => window.__game?.progress())).toEqual({
      done: 4,
      total: served.sums.length,
    });
    const resumedAt = given.length;
    given.push((await answerOne(page, true))!);
    expect(await page.evaluate(() => window.__game?.progress())).toEqual({
      done: 5,
      total: served.sums.length,
    });
    const { result, endCard } = await playToEnd(page, given);
    await expect(page).toHaveURL(/\/landkaart$/);
    expectStored(api, windowId, given);
    const planned = api.answersOf(windowId).filter((a) => a.kind === 'planned');
    expect(planned.map((a) => a.position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      served.sums.map((_, i) => i),
    );
    // The game's end card scores the whole round, the answers before the reload included.
    const rightAt = new Map(given.map((g) => [g.clientAnswerId, g.correct]));
    const firstTimeRight = planned.filter((a) => rightAt.get(a.clientAnswerId)).length;
    expect(result).toMatchObject({
      answered: given.length,
      correct: given.filter((g) => g.correct).length,
      firstTimeRight,
      total: served.sums.length,
    });
    expect(given.length).toBeGreaterThan(resumedAt + 1);
    expect(endCard?.lines[0]).toBe(`${firstTimeRight} van de ${served.sums.length} sommen in één keer goed`);
  });

  test('an unknown game shows a friendly message with the way back to the map', async ({ page, server }) => {
    const { id } = await signIn(page, server);
    await page.goto(`/leerling/${id}/takenlijsttaak/a/oefentaak/b/somvenster/c/spel/bestaatniet`);
    await expect(page.getByTestId('unknown-game')).toContainText('Dit spel kennen we niet');
    await page.getByRole('link', { name: 'Naar de kaart' }).click();
    await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  });
});
