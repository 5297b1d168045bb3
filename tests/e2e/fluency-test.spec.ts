import type { Page, Route } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { fluencyTestAnswers, fluencyTests, studentPractice } from '../../server/db/schema';
import type { FluencyTestResultResponse } from '../../src/domain/contracts/practice';
import type { AnswerValue, Sum } from '../../src/domain/sums/types';
import { loginAs, userRecord } from './helpers/auth';
import { expect, test, type E2EServer } from './fixtures';

/**
 * The fluency test (automatiseertoets) from the map against the real server: the Phaser game walks
 * the server's ladder itself, its answers go through the answer queue to the test, and the server
 * holds exactly those answers and the result, also when the network drops or the page reloads.
 * Each test uses a demo student of its own whose test is made due in the database.
 */

type Given = { clientAnswerId: string; sumId: string; correct: boolean };

/** Every second answer is wrong: the test ends by itself after five errors, at 10 answers. */
const wrongAt = (index: number) => index % 2 === 1;

function wrongAnswer(sum: Sum): AnswerValue {
  if (sum.answer.kind !== 'number') throw new Error('the fluency test asks numbers');
  return { kind: 'number', value: sum.answer.value + 1 };
}

async function makeTestDue(server: E2EServer, studentId: string): Promise<void> {
  await server.database.db
    .update(studentPractice)
    .set({ roundsSinceTest: 10 })
    .where(eq(studentPractice.studentId, studentId));
}

/** Logs in, opens the test from the map and presses start; returns the student and the test id. */
async function openTest(page: Page, server: E2EServer, username: string) {
  const { id } = await userRecord(server, username);
  await makeTestDue(server, id);
  await loginAs(page, server, username);
  await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  const stop = page.getByTestId('fluency-test');
  await expect(stop).toHaveAttribute('aria-current', 'step');
  await stop.click();
  await expect(page).toHaveURL(/\/somvenster\/[0-9a-f-]+\/spel\/automatiseertoets$/);
  const testId = /somvenster\/([0-9a-f-]+)\//.exec(page.url())![1]!;
  await start(page);
  return { id, testId };
}

async function start(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 20_000 });
  expect(await page.evaluate(() => window.__game?.start())).toBe(true);
}

/** Answers the sum on screen (wrong or right by `wrongAt`); false once the test has ended. */
async function answerOne(page: Page, given: Given[]): Promise<boolean> {
  await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''), null, {
    timeout: 10_000,
  });
  if ((await page.evaluate(() => window.__game?.state)) === 'ended') return false;
  const { sum, before } = await page.evaluate(() => ({
    sum: window.__game!.currentSum() as Sum,
    before: window.__game!.answers.length,
  }));
  const wrong = wrongAt(given.length);
  expect(await page.evaluate((v) => window.__game?.answer(v), wrong ? wrongAnswer(sum) : sum.answer)).toBe(
    true,
  );
  await page.waitForFunction((n) => (window.__game?.answers.length ?? 0) > n, before);
  const last = await page.evaluate(() => window.__game!.answers.at(-1)!);
  expect(last).toMatchObject({ sumId: sum.id, correct: !wrong });
  // The screen shows no right or wrong during the test, and neither does the screen reader hear it
  // (after the last answer the end card may already be read out instead).
  const typed = (wrong ? wrongAnswer(sum) : sum.answer) as { value: number };
  await expect(page.getByTestId('game-live')).toHaveText(
    new RegExp(`^(Je antwoord ${typed.value} is genoteerd\\.|Je bent klaar met de toets! .*)$`),
  );
  given.push({ clientAnswerId: last.clientAnswerId, sumId: last.sumId, correct: last.correct });
  return true;
}

/**
 * Plays on to the end of the test, to the game's end card, which (like the live region and the bar)
 * counts the sums of the whole test the child did, not those the test could have asked.
 */
async function playToTheEnd(page: Page, given: Given[]): Promise<void> {
  while (await answerOne(page, given));
  const { result, progress } = await page.evaluate(() => ({
    result: window.__game?.result,
    progress: window.__game?.progress(),
  }));
  // The test stopped early: the bar is full at what it asked ("10 van 10"), as the card counts.
  expect(progress).toEqual({ done: given.length, total: given.length });
  expect(result).toMatchObject({ answered: given.length, stoppedEarly: true });
  const right = given.filter((g) => g.correct).length;
  await expect(page.getByTestId('game-live')).toHaveText(
    `Je bent klaar met de toets! Je hebt ${given.length} sommen gemaakt. ` +
      `Je had ${right} sommen goed, en ${result?.fluent} daarvan wist je meteen. ` +
      'We stoppen hier: deze sommen oefenen we eerst nog.',
  );
  expect(await page.evaluate(() => window.__game?.finish('again'))).toBe(false);
}

/** The end card is the test's one end screen: under it the page says the test is saved. */
async function expectSavedUnderTheCard(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.getByTestId('game-end-note')).toContainText('Je toets is bewaard.', { timeout });
  await expect(page.getByTestId('fluency-saved')).toBeVisible();
}

/** "Klaar" on the end card goes to the map, where the test is no longer a stop. */
async function leaveToTheMap(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
  await expect(page).toHaveURL(/\/landkaart$/);
  await expect(page.locator('[data-testid^="task-"]').first()).toBeVisible();
  await expect(page.getByTestId('fluency-test')).toHaveCount(0);
}

async function storedAnswers(server: E2EServer, testId: string) {
  return server.database.db
    .select({
      id: fluencyTestAnswers.clientAnswerId,
      sumId: fluencyTestAnswers.sumKey,
      correct: fluencyTestAnswers.correct,
      studentId: fluencyTestAnswers.studentId,
    })
    .from(fluencyTestAnswers)
    .where(eq(fluencyTestAnswers.testId, testId));
}

async function storedTest(server: E2EServer, testId: string) {
  const [row] = await server.database.db.select().from(fluencyTests).where(eq(fluencyTests.id, testId));
  return row!;
}

/** The server holds exactly the answers given, with their correctness, and the result of those. */
async function expectStoredExactly(server: E2EServer, testId: string, studentId: string, given: Given[]) {
  const rows = await storedAnswers(server, testId);
  expect(rows.map((r) => r.id).sort()).toEqual(given.map((g) => g.clientAnswerId).sort());
  for (const row of rows) {
    const answer = given.find((g) => g.clientAnswerId === row.id)!;
    expect(row).toMatchObject({ studentId, sumId: answer.sumId, correct: answer.correct });
  }
  const testRow = await storedTest(server, testId);
  expect(testRow.finishedAt).not.toBeNull();
  const result = testRow.result as FluencyTestResultResponse;
  expect(result).toMatchObject({
    answered: given.length,
    correct: given.filter((g) => g.correct).length,
    stopReason: 'tooManyErrors',
  });
  return result;
}

test('a student takes the due test from the map; the server holds exactly its answers and result', async ({
  page,
  server,
}) => {
  const { id, testId } = await openTest(page, server, 'daan.g4');
  const given: Given[] = [];
  await playToTheEnd(page, given);
  expect(given).toHaveLength(10);
  const card = await page.evaluate(() => window.__game?.endCard);
  await expectSavedUnderTheCard(page);
  await expectStoredExactly(server, testId, id, given);
  // The test's page after a reload is the one place without the card: it says what the card said.
  await page.reload();
  await expect(page.getByTestId('fluency-result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card!.title);
  await expect(page.getByTestId('fluency-score').getByRole('listitem')).toHaveText(card!.lines);
  await page.getByTestId('back-to-map').click();
  await expect(page.locator('[data-testid^="task-"]').first()).toBeVisible();
  await expect(page.getByTestId('fluency-test')).toHaveCount(0);
});

test('a test finished with the network cut halfway arrives complete when it returns', async ({
  page,
  context,
  server,
}) => {
  const { id, testId } = await openTest(page, server, 'lotte.g4');
  const given: Given[] = [];
  for (let i = 0; i < 4; i += 1) expect(await answerOne(page, given)).toBe(true);
  await expect.poll(async () => (await storedAnswers(server, testId)).length).toBe(4);
  await context.setOffline(true);
  // Offline the game still knows every next sum: it walks the server's ladder itself.
  await playToTheEnd(page, given);
  await expect(page.getByTestId('game-end-note')).toContainText('Geen internet');
  expect(await storedAnswers(server, testId)).toHaveLength(4);
  await expect(page.getByTestId('queue-status')).toHaveAttribute('data-pending', String(given.length - 4));
  // The child leaves the card before it is saved: the page waits, then goes to the map.
  expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
  await expect(page.getByTestId('fluency-saving')).toContainText('Geen internet');
  await context.setOffline(false);
  // The `online` event sends them at once; the queue drains, the test is saved, and on to the map.
  await expect(page.getByTestId('queue-status')).toBeHidden({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/landkaart$/, { timeout: 20_000 });
  await expectStoredExactly(server, testId, id, given);
});

test('answers that found no server while the device said it was online go within seconds once it answers', async ({
  page,
  server,
}) => {
  const { id, testId } = await openTest(page, server, 'liam.g6');
  const given: Given[] = [];
  for (let i = 0; i < 4; i += 1) expect(await answerOne(page, given)).toBe(true);
  await expect.poll(async () => (await storedAnswers(server, testId)).length).toBe(4);
  // No response at all (Wi-Fi without internet, a dropped proxy): `navigator.onLine` stays true, so no
  // `online` event will ever say the network is back; the queue must try again by itself.
  const answersPath = `**/api/leerlingen/${id}/automatiseertoets/${testId}/antwoorden`;
  let refused = 0;
  const block = (route: Route) => {
    refused += 1;
    return route.abort('internetdisconnected');
  };
  await page.route(answersPath, block);
  await playToTheEnd(page, given);
  await expect(page.getByTestId('game-end-note')).toContainText('Je antwoorden worden bewaard');
  await expect(page.getByTestId('queue-status')).toHaveAttribute('data-pending', String(given.length - 4));
  // The queue keeps trying on its own: a few attempts, seconds apart.
  await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  expect(await storedAnswers(server, testId)).toHaveLength(4);
  await page.unroute(answersPath, block);
  // The next try comes within the network cap (5 s) and sends them all; then the card says it is saved.
  await expect(page.getByTestId('queue-status')).toBeHidden({ timeout: 15_000 });
  await expectSavedUnderTheCard(page);
  await expectStoredExactly(server, testId, id, given);
  await leaveToTheMap(page);
});

test('a reload mid-test resumes at the right sum and loses nothing', async ({ page, server }) => {
  const { id, testId } = await openTest(page, server, 'julia.g6');
  const given: Given[] = [];
  for (let i = 0; i < 3; i += 1) expect(await answerOne(page, given)).toBe(true);
  await expect.poll(async () => (await storedAnswers(server, testId)).length).toBe(3);
  // The test cannot be reached for a while: the next answers wait in IndexedDB when the page reloads.
  const block = (route: Route) => route.abort('connectionrefused');
  const answersPath = `**/api/leerlingen/${id}/automatiseertoets/${testId}/antwoorden`;
  await page.route(answersPath, block);
  expect(await answerOne(page, given)).toBe(true);
  expect(await answerOne(page, given)).toBe(true);
  expect(await storedAnswers(server, testId)).toHaveLength(3);
  await page.unroute(answersPath, block);
  await page.reload();
  await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 20_000 });
  // The "welcome back" card: the progress goes on from the five sums done.
  expect((await page.evaluate(() => window.__game?.progress()))?.done).toBe(5);
  await start(page);
  await expect.poll(async () => (await storedAnswers(server, testId)).length, { timeout: 15_000 }).toBe(5);
  // The sum on screen is the one the server asks next.
  const stored = (await storedTest(server, testId)).state as { current: string | null };
  expect(await page.evaluate(() => window.__game?.currentSum()?.id)).toBe(stored.current);
  await playToTheEnd(page, given);
  await expectSavedUnderTheCard(page);
  await expectStoredExactly(server, testId, id, given);
  await leaveToTheMap(page);
});
