import { and, eq, inArray } from 'drizzle-orm';
import { applyAnswer, checkAnswer, DEFAULT_RATING_CONFIG, fluencyRuleOf } from '../../../src/domain';
import type { ExerciseSettings, FactState, Rating, Sum, SumId } from '../../../src/domain';
import type { AnswerBatchItem, AnswerBatchResponse } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { answers, studentTaskStates, sumWindows } from '../../db/schema';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import { sumOfKey } from './curriculum';
import { anyOf } from './sql';
import { dayTotalsUpsert } from '../insight/totals';
import { inOneStatement } from '../../db/one-statement';
import { rowsOf } from '../../db/recordset';
import type { StudentContext } from '../auth/access';
import type { PlacementPlan } from './placement';
import {
  answerClockUpdate,
  ensureStates,
  factsUpsert,
  loadFacts,
  lockStates,
  lockStudentPractice,
  itemRatingSteps,
  readItemRatings,
  stateColumns,
  toFact,
  toStudentState,
} from './state';
import type { WindowRow } from './windows';

interface Checked {
  item: AnswerBatchItem;
  window: WindowRow;
  sum: Sum;
  correct: boolean;
  pattern: string | null;
  answeredAt: number;
}

/**
 * Stores a batch of answers (the client's IndexedDB queue) and updates the engine's state, all in
 * one transaction:
 *
 * 1. Validate the whole batch first: every window is the student's, every sum was served by its
 *    window (planned or reserve); any failure refuses the batch and writes nothing.
 * 2. Check every answer on the server (`checkAnswer`); what the client thought does not count.
 * 3. Lock the student's state rows of the tasks involved (SELECT ... FOR UPDATE): a window's task,
 *    or for a placement intake the task each sum stands for. Concurrent requests of the same
 *    student queue here, so a resent batch finds its answers stored and updates nothing.
 * 4. Answers whose clientAnswerId is new are applied in the order they were given (`applyAnswer`:
 *    theta, beta, the fact's history and spacing box, drill) and inserted; the rest are duplicates.
 *    Facts and the answer clock belong to the student (shared by tasks), so they are changed under
 *    the student's practice lock, taken after the state locks.
 */
export async function submitAnswers(
  db: Database,
  ctx: StudentContext,
  batch: readonly AnswerBatchItem[],
  now: number,
): Promise<AnswerBatchResponse> {
  const seen = new Set<string>();
  const unique: AnswerBatchItem[] = [];
  const duplicates: string[] = [];
  for (const item of batch) {
    if (seen.has(item.clientAnswerId)) duplicates.push(item.clientAnswerId);
    else {
      seen.add(item.clientAnswerId);
      unique.push(item);
    }
  }

  const windowIds = [...new Set(unique.map((a) => a.somvensterId))];
  const windows = await db
    .select()
    .from(sumWindows)
    .where(
      and(
        inArray(sumWindows.id, windowIds),
        eq(sumWindows.studentId, ctx.studentId),
        whereAccount(sumWindows.accountId, ctx.scope),
      ),
    );
  const windowById = new Map(windows.map((w) => [w.id, w]));
  if (windowById.size !== windowIds.length) throw new ApiError(404, 'notFound');

  const sums = new Map<SumId, Sum>();
  const checked: Checked[] = unique.map((item) => {
    const window = windowById.get(item.somvensterId)!;
    const planned = window.sumKeys as string[];
    const reserve = window.reserveKeys as string[];
    const served = planned.includes(item.sumId) || reserve.includes(item.sumId);
    const positionOk = item.position === undefined || planned[item.position] === item.sumId;
    if (!served || !positionOk) throw new ApiError(422, 'sumNotServed', { sumId: 'invalidFormat' });
    let sum = sums.get(item.sumId);
    if (!sum) {
      sum = sumOfKey(item.sumId) ?? undefined;
      if (!sum) throw new ApiError(422, 'sumNotServed', { sumId: 'invalidFormat' });
      sums.set(item.sumId, sum);
    }
    const check = checkAnswer(sum, item.answer);
    const given = Date.parse(item.answeredAt);
    return {
      item,
      window,
      sum,
      correct: check.correct,
      pattern: check.pattern,
      answeredAt: Math.max(window.createdAt.getTime(), Math.min(given, now)),
    };
  });

  const who = { studentId: ctx.studentId, scope: ctx.scope };
  // A placement intake's sum rates the task it stands for; any other sum its window's task.
  const taskOf = (c: Checked): string =>
    (c.window.placement as PlacementPlan | null)?.taskOf[c.sum.id] ?? c.window.practiceTaskId;
  const taskIds = [...new Set(checked.map(taskOf))].sort();

  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    let stateRows = await lockStates(t, who, taskIds);
    if (stateRows.length !== taskIds.length) {
      await ensureStates(t, who, taskIds);
      stateRows = await lockStates(t, who, taskIds);
    }
    const existing = await t
      .select({ id: answers.clientAnswerId })
      .from(answers)
      .where(
        anyOf(
          answers.clientAnswerId,
          checked.map((c) => c.item.clientAnswerId),
          'uuid',
        ),
      );
    const stored = new Set(existing.map((r) => r.id));
    const fresh = checked
      .filter((c) => !stored.has(c.item.clientAnswerId))
      .sort((a, b) => a.answeredAt - b.answeredAt);
    if (!fresh.length) return { accepted: [], duplicates: [...new Set([...duplicates, ...stored])] };

    // Facts and the answer clock are the student's, shared by tasks: held under the practice lock.
    const practice = await lockStudentPractice(t, who);
    const keys = [...new Set(fresh.map((c) => c.sum.id))];
    const read = await readItemRatings(
      t,
      fresh.map((c) => c.sum),
    );
    const items: Record<SumId, Rating> = { ...read };
    let facts: Record<SumId, FactState> = {};
    for (const row of await loadFacts(t, who, keys)) facts[row.sumKey] = toFact(row);
    let clock = practice.answerCount;
    const states = new Map(stateRows.map((row) => [row.practiceTaskId, toStudentState(row, [], clock)]));
    const tasksAnswered = new Set<string>();
    const rows: (typeof answers.$inferInsert)[] = [];
    for (const c of fresh) {
      const taskId = taskOf(c);
      const settings = c.window.settings as ExerciseSettings;
      const effect = applyAnswer(
        { ...states.get(taskId)!, facts, answerClock: clock },
        items[c.sum.id]!,
        {
          sumId: c.sum.id,
          correct: c.correct,
          responseTimeMs: c.item.responseTimeMs,
          answeredAt: c.answeredAt,
        },
        {
          fluency: fluencyRuleOf(settings),
          rating: { ...DEFAULT_RATING_CONFIG, timeLimitMs: settings.timeLimitMs },
        },
      );
      states.set(taskId, effect.student);
      facts = effect.student.facts as Record<SumId, FactState>;
      clock = effect.student.answerClock;
      tasksAnswered.add(taskId);
      items[c.sum.id] = effect.item;
      rows.push({
        clientAnswerId: c.item.clientAnswerId,
        accountId: ctx.scope,
        studentId: ctx.studentId,
        windowId: c.window.id,
        practiceTaskId: taskId,
        sumKey: c.sum.id,
        position: c.item.position ?? null,
        kind: c.item.kind ?? null,
        answer: c.item.answer,
        correct: c.correct,
        errorPattern: c.pattern,
        responseMs: c.item.responseTimeMs,
        answeredAt: new Date(c.answeredAt),
        receivedAt: new Date(now),
        score: effect.score,
        expected: effect.expected,
      });
    }

    // Every write in one statement. The shared item ratings are locked there, at the very end of
    // the transaction, so students answering the same sums hardly wait for each other.
    const changed = keys.map((key) => facts[key]).filter((f): f is FactState => f !== undefined);
    const stateUpdates = [...tasksAnswered].sort().map((taskId) =>
      t
        .update(studentTaskStates)
        .set({ ...stateColumns(states.get(taskId)!), lastPractisedAt: new Date(now) })
        .where(
          and(
            eq(studentTaskStates.studentId, ctx.studentId),
            eq(studentTaskStates.practiceTaskId, taskId),
            whereAccount(studentTaskStates.accountId, ctx.scope),
          ),
        ),
    );
    const steps = keys.map((key) => {
      const before = read[key]!;
      const after = items[key]!;
      return {
        sumKey: key,
        delta: after.value - before.value,
        uncertainty: after.uncertainty,
        answers: after.answers - before.answers,
        updatedAt: new Date(after.updatedAt ?? now),
      };
    });
    const inserted = await inOneStatement(
      t,
      [
        factsUpsert(t, who, changed),
        answerClockUpdate(t, who, clock),
        ...stateUpdates,
        dayTotalsUpsert(
          t,
          rows.map((r) => ({ ...r, answeredAt: r.answeredAt as Date })),
        ),
        itemRatingSteps(steps),
      ],
      t
        .insert(answers)
        .select(rowsOf(answers, rows))
        .onConflictDoNothing()
        .returning({ id: answers.clientAnswerId }),
    );
    // Another student's request took one of these ids meanwhile: undo everything, the client retries.
    if (inserted.length !== rows.length) throw new ApiError(409, 'conflict');
    return {
      accepted: fresh.map((c) => c.item.clientAnswerId),
      duplicates: [...new Set([...duplicates, ...stored])],
    };
  });
}
