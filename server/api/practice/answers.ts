import { sql } from 'drizzle-orm';
import {
  applyAnswer,
  checkAnswer,
  DEFAULT_RATING_CONFIG,
  fluencyRuleOf,
  itemRating,
} from '../../../src/domain';
import type { ExerciseSettings, FactState, Rating, Sum, SumId } from '../../../src/domain';
import type { AnswerBatchItem, AnswerBatchResponse } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { answers } from '../../db/schema';
import { ApiError } from '../../errors';
import { sumOfKey } from './curriculum';
import { dayTotalsUpsert } from '../insight/totals';
import { inOneStatement } from '../../db/one-statement';
import { insertRows } from '../../db/recordset';
import type { PlacementPlan } from './placement';
import { readForAnswers, type AnswerReadRequest } from './answer-reads';
import {
  answerClockUpdate,
  ensurePractice,
  ensureStates,
  factsUpsert,
  itemRatingSteps,
  statesUpdate,
  toFact,
  toRating,
  toStudentState,
  type StudentKey,
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
 * The batch's answers checked against their windows (every window the student's, every sum served
 * by its window: else the whole batch is refused) and checked on the server (`checkAnswer`).
 */
function checkBatch(
  unique: readonly AnswerBatchItem[],
  windows: readonly WindowRow[],
  windowCount: number,
  now: number,
): Checked[] {
  const windowById = new Map(windows.map((w) => [w.id, w]));
  if (windowById.size !== windowCount) throw new ApiError(404, 'notFound');
  return unique.map((item) => {
    const window = windowById.get(item.somvensterId)!;
    const planned = window.sumKeys as string[];
    const reserve = window.reserveKeys as string[];
    const served = planned.includes(item.sumId) || reserve.includes(item.sumId);
    const positionOk = item.position === undefined || planned[item.position] === item.sumId;
    if (!served || !positionOk) throw new ApiError(422, 'sumNotServed', { sumId: 'invalidFormat' });
    const sum = sumOfKey(item.sumId);
    if (!sum) throw new ApiError(422, 'sumNotServed', { sumId: 'invalidFormat' });
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
}

/** The task an answer rates: a placement intake's sum the task it stands for, any other its window's. */
const taskOf = (c: Checked): string =>
  (c.window.placement as PlacementPlan | null)?.taskOf[c.sum.id] ?? c.window.practiceTaskId;

/**
 * Stores a batch of answers (the client's IndexedDB queue) and updates the engine's state, all in
 * one transaction of two statements (`readForAnswers`, then every write at once):
 *
 * 1. Read and lock: the student (not in the trash), the batch's windows, the state rows of the tasks
 *    the answers rate (FOR UPDATE), then the student's practice row (FOR UPDATE), the answers stored
 *    already, the facts and the item ratings. Concurrent requests of the same student queue on these
 *    locks, so a resent batch finds its answers stored and updates nothing.
 * 2. Validate the whole batch (`checkBatch`): any failure refuses the batch and writes nothing.
 * 3. Answers whose clientAnswerId is new are applied in the order they were given (`applyAnswer`:
 *    theta, beta, the fact's history and spacing box, drill) and inserted; the rest are duplicates.
 *    Facts and the answer clock belong to the student (shared by tasks): changed under the practice
 *    lock. Item ratings change by steps that commute, locked only by the final statement.
 */
export async function submitAnswers(
  db: Database,
  who: StudentKey,
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
  const answered = unique.map((item) => ({
    windowId: item.somvensterId,
    sumKey: sumOfKey(item.sumId)?.id ?? item.sumId,
  }));
  const request: AnswerReadRequest = {
    windowIds: [...new Set(answered.map((a) => a.windowId))],
    answered,
    clientAnswerIds: unique.map((item) => item.clientAnswerId),
    sumKeys: [...new Set(answered.map((a) => a.sumKey))],
  };

  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    let read = await readForAnswers(t, who, request);
    const checked = checkBatch(unique, read.windows, request.windowIds.length, now);
    // Rows still to create (a new task, a first answer), or the snapshot is older than a lock: read again.
    for (let attempt = 1; !read.current || read.states.length !== read.taskIds.length; attempt++) {
      if (attempt > 3) throw new ApiError(409, 'conflict');
      await ensureStates(t, who, read.taskIds);
      if (!read.practice) await ensurePractice(t, who);
      read = await readForAnswers(t, who, request);
    }
    const stateRows = read.states;
    const practice = read.practice!;
    const stored = new Set(read.stored);
    const fresh = checked
      .filter((c) => !stored.has(c.item.clientAnswerId))
      .sort((a, b) => a.answeredAt - b.answeredAt);
    if (!fresh.length) return { accepted: [], duplicates: [...new Set([...duplicates, ...stored])] };

    // Facts and the answer clock are the student's, shared by tasks: read under the practice lock.
    // Item ratings are read unlocked (their writes are steps); a sum never answered has its prior.
    const keys = [...new Set(fresh.map((c) => c.sum.id))];
    const ratings: Record<SumId, Rating> = {};
    for (const row of read.ratings) ratings[row.sumKey] = toRating(row);
    const before: Record<SumId, Rating> = {};
    for (const c of fresh) before[c.sum.id] = itemRating(ratings, c.sum);
    const items: Record<SumId, Rating> = { ...before };
    let facts: Record<SumId, FactState> = {};
    for (const row of read.facts) facts[row.sumKey] = toFact(row);
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
        accountId: who.scope,
        studentId: who.studentId,
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
    const answeredStates = [...tasksAnswered].sort().map((taskId) => states.get(taskId)!);
    const steps = keys.map((key) => {
      const after = items[key]!;
      return {
        sumKey: key,
        value: after.value,
        delta: after.value - before[key]!.value,
        uncertainty: after.uncertainty,
        answers: after.answers - before[key]!.answers,
        updatedAt: new Date(after.updatedAt ?? now),
      };
    });
    const inserted = await inOneStatement(
      t,
      [
        factsUpsert(who, changed),
        answerClockUpdate(who, clock),
        statesUpdate(who, answeredStates, new Date(now)),
        dayTotalsUpsert(rows),
        itemRatingSteps(steps),
      ],
      sql`${insertRows(answers, rows)} on conflict do nothing returning client_answer_id`,
    );
    // Another student's request took one of these ids meanwhile: undo everything, the client retries.
    if (inserted.length !== rows.length) throw new ApiError(409, 'conflict');
    return {
      accepted: fresh.map((c) => c.item.clientAnswerId),
      duplicates: [...new Set([...duplicates, ...stored])],
    };
  });
}
