import type { Page, Route } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { studentPractice } from '../../server/db/schema';
import { loginAs, userRecord } from './helpers/auth';
import {
  answerOne,
  expectFinishedUnderTheCard,
  expectStoredExactly,
  openStop,
  playRound,
  playToEndCard,
  startRound,
  storedAnswers,
  storedWindow,
  type Given,
} from './helpers/practice-round';
import { expect, test, type E2EServer } from './fixtures';

/**
 * The student area against the real practice API: a demo student opens the current task on the map,
 * plays the round through `window.__game` with right and wrong answers, and the answers table holds
 * exactly those answers. A round of each practice game: practice-games.spec.ts.
 */

/**
 * The demo student's fluency test is due (ten rounds played): the map puts it first and the task
 * behind it waits its turn. These rounds are about the task, so the test is set as taken.
 */
async function testTaken(server: E2EServer, studentId: string): Promise<void> {
  await server.database.db
    .update(studentPractice)
    .set({ roundsSinceTest: 0 })
    .where(eq(studentPractice.studentId, studentId));
}

/** Logs in as the demo student, opens the first task that is not done and starts its round. */
async function openRound(page: Page, server: E2EServer) {
  const { id } = await userRecord(server, 'sam.g4');
  await testTaken(server, id);
  await loginAs(page, server, 'sam.g4');
  await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  const { windowId } = await openStop(
    page,
    page.locator('[data-testid^="task-"]:not([data-status="done"])').first(),
  );
  await startRound(page);
  return { id, windowId };
}

test('a demo student plays a round from the map and the server holds exactly its answers', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const { id } = await userRecord(server, 'sam.g4');
  await loginAs(page, server, 'sam.g4');
  await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  // The demo student's fluency test is due: it is the next stop, before the task that is current,
  // which waits its turn: a tap on it opens nothing and says the test comes first.
  const stops = page.getByRole('list', { name: 'Jouw route' }).getByRole('button');
  await expect(stops.first()).toHaveAttribute('data-testid', 'fluency-test');
  await expect(stops.first()).toHaveAttribute('aria-current', 'step');
  const waiting = page.locator('[data-testid^="task-"]:not([data-status="done"])').first();
  await expect(waiting).toHaveAttribute('data-status', 'upcoming');
  // aria-disabled: Playwright's click would wait for it to be enabled; a child's tap lands anyway.
  const box = (await waiting.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('not-yet')).toHaveText('Die is straks aan de beurt. Eerst: Toets.');
  await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  // With the test taken, the task is the turn and opens its round.
  await testTaken(server, id);
  await page.reload();
  await expect(stops.first()).not.toHaveAttribute('data-testid', 'fluency-test');
  const { windowId } = await openStop(
    page,
    page.locator('[data-testid^="task-"]:not([data-status="done"])').first(),
  );
  await startRound(page);
  const given = await playToEndCard(page);
  await expectFinishedUnderTheCard(page);
  await expectStoredExactly(server, windowId, id, given);
  expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  expect(given.some((g) => g.correct) && given.some((g) => !g.correct)).toBe(true);
});

test('a round played with the network cut halfway arrives complete after it returns', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(180_000);
  const { id, windowId } = await openRound(page, server);
  const given: Given[] = [];
  for (let i = 0; i < 3; i += 1) expect(await answerOne(page, given)).toBe(true);
  await expect.poll(async () => (await storedAnswers(server, windowId)).length).toBe(3);
  await context.setOffline(true);
  await playToEndCard(page, given);
  await expect(page.getByTestId('game-end-note')).toContainText('Geen internet');
  expect(await storedAnswers(server, windowId)).toHaveLength(3);
  await context.setOffline(false);
  // The round is finished while the card is up: the coins appear under it.
  await expectFinishedUnderTheCard(page, 30_000);
  await expectStoredExactly(server, windowId, id, given);
});

test('a reload mid-round loses nothing: unsent answers arrive and the round goes on', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const { id, windowId } = await openRound(page, server);
  const given: Given[] = [];
  expect(await answerOne(page, given)).toBe(true);
  expect(await answerOne(page, given)).toBe(true);
  await expect.poll(async () => (await storedAnswers(server, windowId)).length).toBe(2);
  // The server cannot be reached for a while: the next answers wait in IndexedDB when the page reloads.
  const block = (route: Route) => route.abort('connectionrefused');
  await page.route(`**/api/leerlingen/${id}/antwoorden`, block);
  expect(await answerOne(page, given)).toBe(true);
  expect(await answerOne(page, given)).toBe(true);
  expect(await storedAnswers(server, windowId)).toHaveLength(2);
  await page.unroute(`**/api/leerlingen/${id}/antwoorden`, block);
  await page.reload();
  await expect.poll(async () => (await storedAnswers(server, windowId)).length, { timeout: 30_000 }).toBe(4);
  await startRound(page);
  await playRound(page, given);
  // "Klaar" on the card: saved and finished, then the map.
  await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`), { timeout: 30_000 });
  await expectStoredExactly(server, windowId, id, given);
  expect((await storedWindow(server, windowId))?.completedAt).toBeInstanceOf(Date);
});
