import type { Page, Route } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { answers as answersTable } from '../../server/db/schema';
import type { AnswerValue, Sum } from '../../src/domain/sums/types';
import { loginAs, userRecord } from './helpers/auth';
import { expect, test } from './fixtures';

/**
 * The student area against the real practice API: a demo student opens the current task on the map,
 * plays the round through `window.__game` with right and wrong answers, and the answers table holds
 * exactly those answers.
 */

function wrongAnswer(sum: Sum, choices: AnswerValue[]): AnswerValue {
  const right = JSON.stringify(sum.answer);
  const choice = choices.find((c) => JSON.stringify(c) !== right);
  if (choice) return choice;
  const a = sum.answer;
  switch (a.kind) {
    case 'number':
      return { kind: 'number', value: a.value + (sum.features.operation === 'money' ? 10 : 1) };
    case 'split':
      return { kind: 'split', parts: [a.parts[0], a.parts[1] + 1] };
    case 'order':
      return { kind: 'order', values: [...a.values].reverse() };
    case 'money':
      return { kind: 'money', pieces: [...a.pieces, 10] };
    case 'comparison':
      return { kind: 'comparison', value: a.value === '<' ? '>' : '<' };
  }
}

type Given = { clientAnswerId: string; correct: boolean };

/** Answers the sum on screen, every third wrong; false once the round has ended. */
async function answerOne(page: Page, given: Given[]): Promise<boolean> {
  {
    await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''), null, {
      timeout: 20_000,
    });
    if ((await page.evaluate(() => window.__game?.state)) === 'ended') return false;
    const { sum, choices, before } = await page.evaluate(() => ({
      sum: window.__game?.currentSum() as Sum,
      choices: window.__game?.choices() ?? [],
      before: window.__game?.answers.length ?? 0,
    }));
    const wrong = given.length % 3 === 0;
    expect(
      await page.evaluate((v) => window.__game?.answer(v), wrong ? wrongAnswer(sum, choices) : sum.answer),
    ).toBe(true);
    await page.waitForFunction((n) => (window.__game?.answers.length ?? 0) > n, before);
    const last = await page.evaluate(() => window.__game!.answers.at(-1)!);
    expect(last.correct).toBe(!wrong);
    given.push({ clientAnswerId: last.clientAnswerId, correct: last.correct });
    return true;
  }
}

async function playRound(page: Page, given: Given[] = []): Promise<Given[]> {
  while (await answerOne(page, given));
  expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
  return given;
}

/** Logs in as the demo student, opens the first task that is not done and starts its round. */
async function openRound(page: Page, server: Parameters<typeof loginAs>[1]) {
  const { id } = await userRecord(server, 'sam.g4');
  await loginAs(page, server, 'sam.g4');
  await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  await page.locator('[data-testid^="task-"]:not([data-status="done"])').first().click();
  await expect(page).toHaveURL(/\/somvenster\/[0-9a-f-]+\/spel\/[a-z]+$/);
  const windowId = /somvenster\/([0-9a-f-]+)\//.exec(page.url())![1]!;
  await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
  expect(await page.evaluate(() => window.__game?.start())).toBe(true);
  return { id, windowId };
}

async function storedAnswers(server: Parameters<typeof loginAs>[1], windowId: string) {
  return server.database.db
    .select({
      id: answersTable.clientAnswerId,
      correct: answersTable.correct,
      studentId: answersTable.studentId,
    })
    .from(answersTable)
    .where(eq(answersTable.windowId, windowId));
}

test('a demo student plays a round from the map and the server holds exactly its answers', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const { id } = await userRecord(server, 'sam.g4');
  await loginAs(page, server, 'sam.g4');
  await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  // The demo student's fluency test is due: it is the next stop, before the task that is current.
  const stops = page.getByRole('list', { name: 'Jouw route' }).getByRole('button');
  await expect(stops.first()).toHaveAttribute('data-testid', 'fluency-test');
  await expect(stops.first()).toHaveAttribute('aria-current', 'step');
  await page.locator('[data-testid^="task-"]:not([data-status="done"])').first().click();
  await expect(page).toHaveURL(/\/somvenster\/[0-9a-f-]+\/spel\/[a-z]+$/);
  const windowId = /somvenster\/([0-9a-f-]+)\//.exec(page.url())![1]!;
  await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
  expect(await page.evaluate(() => window.__game?.start())).toBe(true);
  const given = await playRound(page);
  await expect(page.getByTestId('round-end')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('round-score')).toBeVisible();
  const rows = await server.database.db
    .select({
      id: answersTable.clientAnswerId,
      correct: answersTable.correct,
      studentId: answersTable.studentId,
    })
    .from(answersTable)
    .where(eq(answersTable.windowId, windowId));
  expect(rows.map((r) => r.id).sort()).toEqual(given.map((g) => g.clientAnswerId).sort());
  for (const row of rows) {
    expect(row.studentId).toBe(id);
    expect(row.correct).toBe(given.find((g) => g.clientAnswerId === row.id)?.correct);
  }
  expect(given.some((g) => g.correct) && given.some((g) => !g.correct)).toBe(true);
});

test('a round played with the network cut halfway arrives complete after it returns', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(180_000);
  const { windowId } = await openRound(page, server);
  const given: Given[] = [];
  for (let i = 0; i < 3; i += 1) expect(await answerOne(page, given)).toBe(true);
  await expect.poll(async () => (await storedAnswers(server, windowId)).length).toBe(3);
  await context.setOffline(true);
  await playRound(page, given);
  await expect(page.getByTestId('round-saving')).toContainText('Geen internet');
  expect(await storedAnswers(server, windowId)).toHaveLength(3);
  await context.setOffline(false);
  await expect(page.getByTestId('round-end')).toBeVisible({ timeout: 30_000 });
  const rows = await storedAnswers(server, windowId);
  expect(rows.map((r) => r.id).sort()).toEqual(given.map((g) => g.clientAnswerId).sort());
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
  await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
  expect(await page.evaluate(() => window.__game?.start())).toBe(true);
  await playRound(page, given);
  await expect(page.getByTestId('round-end')).toBeVisible({ timeout: 30_000 });
  const rows = await storedAnswers(server, windowId);
  expect(rows.map((r) => r.id).sort()).toEqual(given.map((g) => g.clientAnswerId).sort());
});
