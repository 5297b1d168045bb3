import {
  applyAnswer,
  checkAnswer,
  DEFAULT_RATING_CONFIG,
  fluencyRuleOf,
  itemRating,
} from '../../../src/domain';
import type { ExerciseSettings, FactState, Rating, Sum, SumId } from '../../../src/domain';
import {
  answerKindOf,
  type AnswerBatchItem,
  type AnswerBatchResponse,
} from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import type { TokenHolder } from '../auth/authenticate';
import type { answers } from '../../db/schema';
import { ApiError } from '../../errors';
import { sumOfKey } from './curriculum';
import type { PlacementPlan } from './placement';
import { readForAnswers, type AnswerReadRequest, type AnswerReads, type AnswerWindow } from './answer-reads';
import { writeAnswers, type AnswerWrites } from './answer-writes';
import {
  ensurePractice,
  ensureStates,
  lockStatesAndPractice,
  toFact,
  toRating,
  toStudentState,
  type StudentKey,
} from './state';

interface Checked {
  item: AnswerBatchItem;
  window: AnswerWindow;
  sum: Sum;
  correct: boolean;
  pattern: string | null;
  answeredAt: number;
}

/**
 * The batch's answers checked against their windows (every window the student's, every answer one its
 * window served: a planned sum at its position, a first try or a comeback; an easier sum from the
 * reserve; else the whole batch is refused) and checked on the server (`checkAnswer`).
 */
function checkBatch(
  unique: readonly AnswerBatchItem[],
  windows: readonly AnswerWindow[],
  windowCount: number,
  now: number,
): Checked[] {
  const windowById = new Map(windows.map((w) => [w.id, w]));
  if (windowById.size !== windowCount) throw new ApiError(404, 'notFound');
  return unique.map((item) => {
    const window = windowById.get(item.somvensterId)!;
    const served =
      answerKindOf(item) === 'easier'
        ? (window.reserveKeys as string[]).includes(item.sumId)
        : item.position !== undefined && (window.sumKeys as string[])[item.position] === item.sumId;
    if (!served) throw new ApiError(422, 'sumNotServed', { sumId: 'invalidFormat' });
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

/** Reads, then writes guarded by the versions read, this many times before it queues on the locks. */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * Stores a batch of answers (the client's IndexedDB queue) and updates the engine's state, in two
 * statements and no explicit transaction (one statement is atomic on its own):
 *
 * 1. Read (`readForAnswers`, no locks): the caller's token against the database (`holder`: 401
 *    unless a users row holds it), the student (not in the trash), the batch's windows, the
 *    state rows of the tasks the answers rate and the practice row with their versions, the answers
 *    stored already, the facts and the item ratings. Missing state or practice rows are created and
 *    read again.
 * 2. Validate the whole batch (`checkBatch`): any failure refuses the batch and writes nothing.
 * 3. Answers whose clientAnswerId is new are applied in the order they were given (`applyAnswer`:
 *    theta, beta, the fact's history and spacing box, drill); the rest are duplicates.
 * 4. Write everything in one statement guarded by the versions read (`writeAnswers`). When another
 *    request of the student wrote meanwhile, nothing is written and the batch starts again from 1, so
 *    a resent batch finds its answers stored and updates nothing. After `OPTIMISTIC_ATTEMPTS` stale
 *    reads the batch queues on the row locks in a transaction (`lockStatesAndPractice`) and goes
 *    once more, so every batch lands however many of the student's arrive at once. Item ratings
 *    change by steps that commute, so they need no guard.
 */
export async function submitAnswers(
  db: Database,
  who: StudentKey,
  batch: readonly AnswerBatchItem[],
  now: number,
  /** The request's token, checked in the read (`holdsToken`, see `ownStudentByToken`). */
  holder: TokenHolder,
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

  const attempt = (tx: Database) => attemptBatch(tx, who, holder, request, unique, duplicates, now);
  let taskIds: readonly string[] = [];
  for (let tries = 0; tries < OPTIMISTIC_ATTEMPTS; tries++) {
    const outcome = await attempt(db);
    if ('accepted' in outcome) return outcome;
    taskIds = outcome.taskIds;
  }
  // Contended (several batches of the student at once, each one's write making the others' reads
  // stale): queue on the row locks instead, in a transaction; holding them, the read is current and
  // the guard holds. Lock order as everywhere: state rows (task order), then the practice row.
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockStatesAndPractice(t, who, taskIds);
    const outcome = await attempt(t);
    if ('accepted' in outcome) return outcome;
    throw new ApiError(409, 'conflict');
  });
}

/**
 * One read, check, compute and guarded write. Returns the answer, or the tasks the batch rates when
 * it must go again (rows were missing and are created now, or the read was stale).
 */
async function attemptBatch(
  db: Database,
  who: StudentKey,
  holder: TokenHolder,
  request: AnswerReadRequest,
  unique: readonly AnswerBatchItem[],
  duplicates: readonly string[],
  now: number,
): Promise<AnswerBatchResponse | { taskIds: string[] }> {
  const read = await readForAnswers(db, who, holder, request);
  if (!read.authenticated) throw new ApiError(401, 'unauthorized');
  const checked = checkBatch(unique, read.windows, request.windowIds.length, now);
  if (!read.practice || read.states.length !== read.taskIds.length) {
    // A first answer of the student, or on a task: create the rows (idempotent), then read again.
    await ensureStates(db, who, read.taskIds);
    if (!read.practice) await ensurePractice(db, who);
    return { taskIds: read.taskIds };
  }
  const stored = new Set(read.stored);
  const fresh = checked
    .filter((c) => !stored.has(c.item.clientAnswerId))
    .sort((a, b) => a.answeredAt - b.answeredAt);
  const response = {
    accepted: fresh.map((c) => c.item.clientAnswerId),
    duplicates: [...new Set([...duplicates, ...stored])],
  };
  if (!fresh.length) return response;
  const writes = applyBatch(who, read, read.practice, fresh, now);
  const versions = {
    states: read.states.map((s) => ({ practiceTaskId: s.practiceTaskId, version: s.version })),
    practice: read.practice.version,
  };
  if ((await writeAnswers(db, who, versions, writes)) === 'written') return response;
  return { taskIds: read.taskIds };
}

/** The engine applied to the fresh answers, in answer order: every row and step the write stores. */
function applyBatch(
  who: StudentKey,
  read: AnswerReads,
  practice: NonNullable<AnswerReads['practice']>,
  fresh: readonly Checked[],
  now: number,
): AnswerWrites {
  // Item ratings are read as they are (their writes are steps); a sum never answered has its prior.
  const keys = [...new Set(fresh.map((c) => c.sum.id))];
  const ratings: Record<SumId, Rating> = {};
  for (const row of read.ratings) ratings[row.sumKey] = toRating(row);
  const before: Record<SumId, Rating> = {};
  for (const c of fresh) before[c.sum.id] = itemRating(ratings, c.sum);
  const items: Record<SumId, Rating> = { ...before };
  let facts: Record<SumId, FactState> = {};
  for (const row of read.facts) facts[row.sumKey] = toFact(row);
  let clock = practice.answerCount;
  const states = new Map(read.states.map((row) => [row.practiceTaskId, toStudentState(row, [], clock)]));
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
      kind: answerKindOf(c.item),
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
  return {
    facts: keys.map((key) => facts[key]).filter((f): f is FactState => f !== undefined),
    answerClock: clock,
    states: [...tasksAnswered].sort().map((taskId) => states.get(taskId)!),
    answers: rows,
    steps: keys.map((key) => {
      const after = items[key]!;
      return {
        sumKey: key,
        value: after.value,
        delta: after.value - before[key]!.value,
        uncertainty: after.uncertainty,
        answers: after.answers - before[key]!.answers,
        updatedAt: new Date(after.updatedAt ?? now),
      };
    }),
    now: new Date(now),
  };
}
