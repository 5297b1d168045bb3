import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { answers as answersTable, sumWindows } from '../../server/db/schema';
import { PRACTICE_PATHS, type TaskListResponse } from '../../src/domain/contracts/practice';
import type { AnswerValue, Sum } from '../../src/domain/sums/types';
import { expect, test } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';

/**
 * The reward game against the real practice API: a demo student whose tasks are all done today sees
 * the reward stop on the map, opens the car race from it, plays the round through `window.__game`,
 * and the answers table holds exactly those answers.
 */

// A demo student no other spec plays with: the e2e server (and its database) lives for the worker.
const STUDENT = 'finn.g4';

test('a child who finished the day races for a reward and the answers are stored', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const { id, accountId } = await userRecord(server, STUDENT);
  const taskList = page.waitForResponse((r) => r.url().endsWith(PRACTICE_PATHS.taskList(id)));
  await loginAs(page, server, STUDENT);
  await expect(page).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  await expect(page.locator('[data-testid^="task-"]').first()).toBeVisible();
  await expect(page.getByTestId('reward-game')).toHaveCount(0);
  const list = (await (await taskList).json()) as TaskListResponse;
  expect(list.dayComplete).toBe(false);
  expect(list.rewardGames).toEqual([]);

  // The day's work, straight into the database: each task's required rounds as windows completed today.
  for (const task of list.tasks) {
    for (let round = task.roundsToday; round < task.roundsRequired; round++) {
      await server.database.db.insert(sumWindows).values({
        id: randomUUID(),
        accountId: accountId!,
        studentId: id,
        taskListTaskId: task.id,
        practiceTaskId: task.oefentaakId,
        gameId: 'bellenprikken',
        purpose: 'practice',
        sumKeys: [],
        reserveKeys: [],
        slots: [],
        settings: {},
        completedAt: new Date(),
      });
    }
  }

  await page.reload();
  const reward = page.getByTestId('reward-game');
  await expect(reward).toBeVisible();
  await expect(reward).toHaveAccessibleName('Beloningsspel: Autorace');
  await reward.click();
  await expect(page).toHaveURL(/\/somvenster\/[0-9a-f-]+\/spel\/autorace$/);
  const windowId = /somvenster\/([0-9a-f-]+)\//.exec(page.url())![1]!;
  await page.waitForFunction(
    () => window.__game?.id === 'autorace' && window.__game.state === 'intro',
    null,
    {
      timeout: 30_000,
    },
  );
  expect(await page.evaluate(() => window.__game?.start())).toBe(true);

  // The race: the first gate wrong, the others right.
  const given: { id: string; correct: boolean }[] = [];
  for (;;) {
    await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''), null, {
      timeout: 15_000,
    });
    if ((await page.evaluate(() => window.__game?.state)) === 'ended') break;
    const { sum, choices } = await page.evaluate(() => ({
      sum: window.__game?.currentSum() as Sum,
      choices: window.__game?.choices() ?? [],
    }));
    expect(choices).toContainEqual(sum.answer);
    const wrong = given.length === 0;
    const value: AnswerValue = wrong
      ? choices.find((c) => JSON.stringify(c) !== JSON.stringify(sum.answer))!
      : sum.answer;
    expect(await page.evaluate((v) => window.__game?.answer(v), value)).toBe(true);
    await page.waitForFunction((n) => (window.__game?.answers.length ?? 0) > n, given.length);
    const last = await page.evaluate(() => window.__game!.answers.at(-1)!);
    expect(last.correct).toBe(!wrong);
    given.push({ id: last.clientAnswerId, correct: last.correct });
  }
  await expect(page.getByTestId('game-end-note').getByTestId('round-coins')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
  await expect(page).toHaveURL(/\/landkaart$/);

  const rows = await server.database.db
    .select({
      id: answersTable.clientAnswerId,
      correct: answersTable.correct,
      studentId: answersTable.studentId,
    })
    .from(answersTable)
    .where(eq(answersTable.windowId, windowId));
  expect(rows.map((r) => r.id).sort()).toEqual(given.map((g) => g.id).sort());
  for (const row of rows) {
    expect(row.studentId).toBe(id);
    expect(row.correct).toBe(given.find((g) => g.id === row.id)?.correct);
  }
  const [stored] = await server.database.db
    .select({ gameId: sumWindows.gameId, studentId: sumWindows.studentId })
    .from(sumWindows)
    .where(eq(sumWindows.id, windowId));
  expect(stored).toEqual({ gameId: 'autorace', studentId: id });
});
