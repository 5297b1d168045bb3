import { and, asc, eq, sql } from 'drizzle-orm';
import {
  coinsForRound,
  completeIntake,
  dayCompleteCoins,
  decideAfterRound,
  fluencyRuleOf,
  isDayComplete,
  nextPracticeTask,
  unlockedRewardGames,
} from '../../../src/domain';
import type { ExerciseSettings } from '../../../src/domain';
import type { RoundFeedbackKey, RoundSummaryResponse } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import {
  answers,
  coinLedger,
  studentPractice,
  studentTaskStates,
  sumWindows,
  taskListTasks,
} from '../../db/schema';
import { addRoundToDayTotals } from './totals';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import type { StudentContext } from '../auth/access';
import { loadCurriculum, taskDefinition } from './curriculum';
import { effectiveSettings } from './settings';
import { completePlacement, placementStateIds } from './placement';
import type { PlacementPlan } from './placement';
import {
  loadFacts,
  loadItemRatings,
  lockStates,
  lockStudentPractice,
  readAnswerClock,
  stateColumns,
  toStudentState,
} from './state';
import { dayTasksOf, fluencyTestDueFor, loadTaskList } from './task-list';
import { dayOf } from './time';
import { findWindow } from './windows';

interface GivenAnswer {
  sumKey: string;
  position: number | null;
  kind: string | null;
  correct: boolean;
}

/**
 * The first try at each planned position: the first answer (in answer order) of kind `planned` at
 * that position. A window may plan one sum at two positions; each is answered, and counts, on its own.
 * Easier sums and comebacks are not first tries. (An answer stored without a kind, from before kinds
 * were kept, is a first try when it has a position.)
 */
export function firstTries(planned: readonly string[], given: readonly GivenAnswer[]): Map<number, boolean> {
  const tries = new Map<number, boolean>();
  for (const { sumKey, position, kind, correct } of given) {
    if (kind === 'easier' || kind === 'comeback' || position === null) continue;
    if (planned[position] === sumKey && !tries.has(position)) tries.set(position, correct);
  }
  return tries;
}

/**
 * Finishes a round: decides to move on or repeat (`decideAfterRound`), or places the student after a
 * placement intake (`completePlacement`), moves the task list on,
 * pays coins for effort (`coinsForRound`, and the day bonus once), and stores the summary, which a
 * repeated call returns unchanged. Runs under the window's row lock, then the student's state lock.
 */
export async function finishWindow(
  db: Database,
  ctx: StudentContext,
  somvensterId: string,
  now: number,
): Promise<RoundSummaryResponse> {
  const { settings } = await effectiveSettings(db, ctx);
  const who = { studentId: ctx.studentId, scope: ctx.scope };

  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const window = await findWindow(t, ctx, somvensterId, true);
    if (window.summary) return window.summary as RoundSummaryResponse;
    // The round is scored on the content it started with, whatever was published since; where the
    // child goes next follows the newest content.
    const curriculum = await loadCurriculum(db, window.contentVersion, t);
    const newest = await loadCurriculum(db, undefined, t);
    const given = await t
      .select({
        sumKey: answers.sumKey,
        position: answers.position,
        kind: answers.kind,
        correct: answers.correct,
      })
      .from(answers)
      .where(and(eq(answers.windowId, window.id), whereAccount(answers.accountId, ctx.scope)))
      .orderBy(asc(answers.answeredAt), asc(answers.receivedAt));
    if (!given.length) throw new ApiError(422, 'noAnswers');

    const task = await taskDefinition(t, curriculum, window.practiceTaskId, ctx.scope);
    const windowSettings = window.settings as ExerciseSettings;
    const planned = window.sumKeys as string[];
    const tries = firstTries(planned, given);
    const triedSums = [...tries].map(([position, correct]) => ({ sumKey: planned[position]!, correct }));
    const placement = window.placement as PlacementPlan | null;
    const lockIds = placement
      ? await placementStateIds(t, who, curriculum, task.id, placement, triedSums, settings.disabledNodeIds)
      : [task.id];
    const stateRow = (await lockStates(t, who, lockIds)).find((s) => s.practiceTaskId === task.id);
    if (!stateRow) throw new Error('state row missing');
    const practice = await lockStudentPractice(t, who);

    const firstTryAccuracy = tries.size ? [...tries.values()].filter(Boolean).length / tries.size : 0;
    const finished = tries.size >= planned.length;
    const correct = given.filter((a) => a.correct).length;
    const hadErrors = correct < given.length;

    await t
      .update(sumWindows)
      .set({ completedAt: new Date(now) })
      .where(eq(sumWindows.id, window.id));
    await addRoundToDayTotals(t, {
      accountId: window.accountId,
      studentId: window.studentId,
      practiceTaskId: window.practiceTaskId,
      completedAt: new Date(now),
    });

    const feedback: RoundFeedbackKey[] = [finished ? 'roundFinished' : 'roundStopped'];
    if (finished && !hadErrors) feedback.push('allCorrect');
    if (finished && hadErrors) feedback.push('keptGoing');
    if (window.purpose === 'intake') feedback.push('intakeDone');

    const [row] = await t
      .select()
      .from(taskListTasks)
      .where(
        and(eq(taskListTasks.id, window.taskListTaskId), whereAccount(taskListTasks.accountId, ctx.scope)),
      );
    let nextTaskId = row?.practiceTaskId ?? null;
    let moveOn = false;
    let mastery = 0;
    if (placement) {
      const placed = await completePlacement(t, who, curriculum, {
        taskListTaskId: window.taskListTaskId,
        plan: placement,
        given: triedSums,
        firstTries: triedSums,
        settings,
        windowSettings,
        now,
      });
      if (placed) {
        nextTaskId = placed.taskId;
        mastery = placed.mastery;
        moveOn = placed.taskId !== task.id;
      }
      feedback.push(moveOn ? 'movedOn' : 'repeat');
    } else {
      const bank = task.items();
      const clock = await readAnswerClock(t, who);
      let student = toStudentState(
        stateRow,
        await loadFacts(
          t,
          who,
          bank.map((s) => s.id),
        ),
        clock,
      );
      if (window.purpose === 'intake') student = completeIntake(student);
      const decision = decideAfterRound({
        student,
        items: bank,
        itemRatings: await loadItemRatings(
          t,
          bank.map((s) => s.id),
        ),
        roundAccuracy: firstTryAccuracy,
        settings: {
          goal: task.goal,
          fluency: fluencyRuleOf(windowSettings),
          targetSuccess: windowSettings.targetSuccess,
        },
      });
      mastery = decision.mastery;
      moveOn = decision.decision === 'moveOn';
      let completedAt: Date | null = null;
      if (decision.decision === 'moveOn' && row?.kind === 'adaptive' && row.practiceTaskId === task.id) {
        const next = nextPracticeTask(newest.line, task.id, settings.disabledNodeIds);
        if (next) {
          await t
            .update(taskListTasks)
            .set({ practiceTaskId: next.task.id, updatedAt: new Date(now) })
            .where(eq(taskListTasks.id, row.id));
          nextTaskId = next.task.id;
          completedAt = new Date(now);
          feedback.push('movedOn');
        } else feedback.push('domainFinished');
      } else if (decision.decision === 'repeat') feedback.push('repeat');

      await t
        .update(studentTaskStates)
        .set({
          ...stateColumns(decision.student),
          mastery: decision.mastery,
          lastPractisedAt: new Date(now),
          ...(completedAt ? { completedAt } : {}),
        })
        .where(
          and(
            eq(studentTaskStates.studentId, ctx.studentId),
            eq(studentTaskStates.practiceTaskId, task.id),
            whereAccount(studentTaskStates.accountId, ctx.scope),
          ),
        );
    }

    // The day's task list with this round counted, and as it was before it.
    const entries = await loadTaskList(t, ctx, newest, settings, now);
    const after = dayTasksOf(entries);
    const before = dayTasksOf(
      entries.map((e) =>
        e.row.id === window.taskListTaskId ? { ...e, roundsToday: Math.max(0, e.roundsToday - 1) } : e,
      ),
    );
    const award = coinsForRound({ sumsAnswered: given.length, hadErrors, finished });
    const dayBonus = dayCompleteCoins(before, after);
    const ledger: (typeof coinLedger.$inferInsert)[] = [];
    if (award.coins > 0)
      ledger.push({
        accountId: ctx.scope,
        studentId: ctx.studentId,
        delta: award.coins,
        reason: 'round',
        windowId: window.id,
      });
    if (dayBonus > 0)
      ledger.push({
        accountId: ctx.scope,
        studentId: ctx.studentId,
        delta: dayBonus,
        reason: 'dayComplete',
        windowId: window.id,
        day: dayOf(now),
      });
    const paid = ledger.length
      ? await t
          .insert(coinLedger)
          .values(ledger)
          .onConflictDoNothing()
          .returning({ delta: coinLedger.delta, reason: coinLedger.reason })
      : [];
    const earned = paid.reduce((sum, p) => sum + p.delta, 0);
    const roundsSinceTest = practice.roundsSinceTest + 1;
    await t
      .update(studentPractice)
      .set({
        coins: sql`${studentPractice.coins} + ${earned}`,
        roundsTotal: sql`${studentPractice.roundsTotal} + 1`,
        roundsSinceTest,
        lastPractisedAt: new Date(now),
      })
      .where(
        and(eq(studentPractice.studentId, ctx.studentId), whereAccount(studentPractice.accountId, ctx.scope)),
      );

    const newlyUnlocked =
      isDayComplete(before) || !settings.rewardGames ? [] : [...unlockedRewardGames(after)];
    if (paid.some((p) => p.reason === 'dayComplete')) feedback.push('dayComplete');
    if (newlyUnlocked.length) feedback.push('rewardUnlocked');
    const testDue = fluencyTestDueFor(settings, roundsSinceTest);
    if (testDue) feedback.push('fluencyTestDue');

    const summary: RoundSummaryResponse = {
      somvensterId: window.id,
      correct,
      total: given.length,
      firstTryAccuracy,
      finished,
      coins: earned,
      coinsTotal: practice.coins + earned,
      decision: moveOn ? 'next' : 'repeat',
      nextOefentaakId: nextTaskId,
      mastery: Math.min(1, Math.max(0, mastery)),
      feedback,
      rewardGamesUnlocked: newlyUnlocked,
      dayComplete: isDayComplete(after),
      fluencyTestDue: testDue,
    };
    await t.update(sumWindows).set({ summary }).where(eq(sumWindows.id, window.id));
    return summary;
  });
}
