import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { answers as answersTable, sumWindows } from '../../server/db/schema';
import { PRACTICE_PATHS, type TaskListResponse } from '../../src/domain/contracts/practice';
import type { AnswerValue, Sum } from '../../src/domain/sums/types';
import { expect, test } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';

/**
 * The reward game against the real practice API: a demo student whose tasks are all done today sees
 * the reward stop on the map, opens the car race from it, plays the round through `window.__game`,
 * and the answers table holds exactly those answers. The round plans a sum twice (as a drilled fact
 * is) and the page reloads while that sum is back on screen: every planned position is answered
 * once, and the round ends finished, not stopped.
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
  const intro = () =>
    page.waitForFunction(() => window.__game?.id === 'autorace' && window.__game.state === 'intro', null, {
      timeout: 30_000,
    });
  const startRace = async () => {
    await intro();
    expect(await page.evaluate(() => window.__game?.start())).toBe(true);
  };
  await intro();

  // The round plans its first sum again at position 3 and its second at 7, as a drilled fact is.
  const [planned] = await server.database.db
    .select({ sumKeys: sumWindows.sumKeys, reserveKeys: sumWindows.reserveKeys })
    .from(sumWindows)
    .where(eq(sumWindows.id, windowId));
  const keys = [...(planned!.sumKeys as string[])];
  expect(keys.length).toBeGreaterThanOrEqual(8);
  keys[3] = keys[0]!;
  keys[7] = keys[1]!;
  await server.database.db.update(sumWindows).set({ sumKeys: keys }).where(eq(sumWindows.id, windowId));
  await page.reload();
  await startRace();

  // The race: the first gate wrong (an easier sum after it when the window has a reserve, then the
  // comeback), the others right; a reload while the first sum is back at position 3.
  const easier = (planned!.reserveKeys as string[]).some((key) => key !== keys[0]);
  const reloadAt = (easier ? 2 : 1) + 3;
  const given: { id: string; correct: boolean }[] = [];
  let reloaded = false;
  let shownHere = 0;
  for (;;) {
    await page.waitForFunction(() => ['question', 'ended'].includes(window.__game?.state ?? ''), null, {
      timeout: 15_000,
    });
    if ((await page.evaluate(() => window.__game?.state)) === 'ended') break;
    const { sum, choices } = await page.evaluate(() => ({
      sum: window.__game?.currentSum() as Sum,
      choices: window.__game?.choices() ?? [],
    }));
    if (given.length === reloadAt && !reloaded) {
      expect(sum.id).toBe(keys[3]);
      // Every answer so far has reached the server; after the reload the race resumes at position 3.
      await expect
        .poll(
          async () =>
            (await server.database.db.select().from(answersTable).where(eq(answersTable.windowId, windowId)))
              .length,
        )
        .toBe(reloadAt);
      await page.reload();
      await startRace();
      expect(await page.evaluate(() => window.__game?.progress())).toEqual({ done: 3, total: keys.length });
      expect(await page.evaluate(() => (window.__game?.currentSum() as Sum).id)).toBe(keys[3]);
      reloaded = true;
      shownHere = 0;
      continue;
    }
    expect(choices).toContainEqual(sum.answer);
    const wrong = given.length === 0;
    const value: AnswerValue = wrong
      ? choices.find((c) => JSON.stringify(c) !== JSON.stringify(sum.answer))!
      : sum.answer;
    expect(await page.evaluate((v) => window.__game?.answer(v), value)).toBe(true);
    await page.waitForFunction((n) => (window.__game?.answers.length ?? 0) > n, shownHere);
    const last = await page.evaluate(() => window.__game!.answers.at(-1)!);
    expect(last.correct).toBe(!wrong);
    given.push({ id: last.clientAnswerId, correct: last.correct });
    shownHere += 1;
  }
  // The game counts the whole round, the miss before the reload too; its end card is the one end screen.
  expect(await page.evaluate(() => window.__game?.result)).toMatchObject({
    answered: given.length,
    correct: given.length - 1,
    firstTimeRight: keys.length - 1,
    total: keys.length,
  });
  await expect(page.getByTestId('game-end-note').getByTestId('round-coins')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
  await expect(page).toHaveURL(/\/landkaart$/);

  const rows = await server.database.db
    .select({
      id: answersTable.clientAnswerId,
      correct: answersTable.correct,
      studentId: answersTable.studentId,
      position: answersTable.position,
      kind: answersTable.kind,
    })
    .from(answersTable)
    .where(eq(answersTable.windowId, windowId))
    .orderBy(asc(answersTable.answeredAt));
  // Each planned position has exactly one first try; the repeated sums' are positions 3 and 7.
  expect(
    rows
      .filter((r) => r.kind === 'planned')
      .map((r) => r.position)
      .sort((a, b) => a! - b!),
  ).toEqual(keys.map((_, i) => i));
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
