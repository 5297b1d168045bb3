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
import type { StudentContext } from './access';
import {
  ensureStates,
  loadFacts,
  lockItemRatings,
  lockStates,
  saveFacts,
  saveItemRatings,
  stateColumns,
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
 * 3. Lock the student's state rows of the tasks involved (SELECT ... FOR UPDATE). Concurrent
 *    requests of the same student queue here, so a resent batch finds its answers stored and
 *    updates nothing.
 * 4. Answers whose clientAnswerId is new are applied in the order they were given (`applyAnswer`:
 *    theta, beta, fluency history, spacing box, drill) and inserted; the rest are duplicates.
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
  const taskIds = [...new Set(windows.map((w) => w.practiceTaskId))].sort();

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
    const fresh = checked.filter((c) => !stored.has(c.item.clientAnswerId));
    if (!fresh.length) return { accepted: [], duplicates: [...new Set([...duplicates, ...stored])] };

    const items: Record<SumId, Rating> = await lockItemRatings(
      t,
      fresh.map((c) => c.sum),
    );
    const rows: (typeof answers.$inferInsert)[] = [];
    for (const stateRow of stateRows) {
      const taskId = stateRow.practiceTaskId;
      const mine = fresh
        .filter((c) => c.window.practiceTaskId === taskId)
        .sort((a, b) => a.answeredAt - b.answeredAt);
      if (!mine.length) continue;
      const keys = [...new Set(mine.map((c) => c.sum.id))];
      let student = toStudentState(stateRow, await loadFacts(t, who, taskId, keys));
      for (const c of mine) {
        const settings = c.window.settings as ExerciseSettings;
        const effect = applyAnswer(
          student,
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
        student = effect.student;
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
      await saveFacts(
        t,
        who,
        taskId,
        keys.map((key) => student.facts[key]).filter((f): f is FactState => f !== undefined),
      );
      await t
        .update(studentTaskStates)
        .set({ ...stateColumns(student), lastPractisedAt: new Date(now) })
        .where(
          and(
            eq(studentTaskStates.studentId, ctx.studentId),
            eq(studentTaskStates.practiceTaskId, taskId),
            whereAccount(studentTaskStates.accountId, ctx.scope),
          ),
        );
    }
    const inserted = await t
      .insert(answers)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: answers.clientAnswerId });
    // Another student's request took one of these ids meanwhile: undo everything, the client retries.
    if (inserted.length !== rows.length) throw new ApiError(409, 'conflict');
    const touched: Record<SumId, Rating> = {};
    for (const c of fresh) touched[c.sum.id] = items[c.sum.id]!;
    await saveItemRatings(t, touched);
    return {
      accepted: fresh.map((c) => c.item.clientAnswerId),
      duplicates: [...new Set([...duplicates, ...stored])],
    };
  });
}
