import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  answerFluencyTest,
  checkAnswer,
  createRng,
  fluencyRuleOf,
  fluencyTestResult,
  gameSuits,
  resumeFluencyTest,
  startFluencyTest,
  stopFluencyTest,
} from '../../../src/domain';
import type { ExerciseSettings, FluencyTestState, Sum } from '../../../src/domain';
import type {
  FluencyTestAnswerBody,
  FluencyTestAnswerResponse,
  FluencyTestListResponse,
  FluencyTestRecord,
  FluencyTestResponse,
  FluencyTestResultResponse,
  FluencyTestStartResponse,
} from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { fluencyTestAnswers, fluencyTests, studentPractice, studentTaskStates } from '../../db/schema';
import { assertMayPractise } from '../licences/enforce';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import type { StudentContext } from '../auth/access';
import { loadCurriculum, sumOfKey, taskDefinition } from './curriculum';
import type { TaskDefinition } from './curriculum';
import { recordTestAnswer } from './fact-evidence';
import { effectiveSettings } from './settings';
import { loadItemRatings, lockStudentPractice, readStudentPractice } from './state';
import { fluencyTestDueFor, loadTaskList } from './task-list';

/** Largest ladder of a test: a sample of the facts when the student practised more. */
export const TEST_LADDER_MAX = 300;

/** The state as stored: sums by key (the sums are rebuilt with `sumFromKey` on load). */
type StoredState = Omit<FluencyTestState, 'ladder' | 'current'> & {
  ladder: string[];
  current: string | null;
};

function storeState(state: FluencyTestState): StoredState {
  return { ...state, ladder: state.ladder.map((s) => s.id), current: state.current?.id ?? null };
}

/**
 * The state of a stored test: its stored ladder with the recorded answers replayed by the engine, the
 * same walk a client makes from the ladder and answers it gets (`resumeFluencyTest`).
 */
function restoreState(stored: StoredState): FluencyTestState {
  const ladder = stored.ladder.map((key) => sumOfKey(key)).filter((s): s is Sum => s !== null);
  const state = resumeFluencyTest(ladder, stored.config, stored.answers);
  return stored.stopReason === 'stopped' ? stopFluencyTest(state) : state;
}

type TestRow = typeof fluencyTests.$inferSelect;

type TestFields = Omit<FluencyTestResponse, 'sum' | 'finishedAt' | 'result'>;

/** Everything a client needs to walk the test itself: the ladder, its rules and the answers so far. */
async function testFields(
  db: Database,
  ctx: StudentContext,
  row: Pick<TestRow, 'id' | 'startedAt'>,
  state: FluencyTestState,
  settings: ExerciseSettings,
): Promise<TestFields> {
  const rows = await db
    .select({ clientAnswerId: fluencyTestAnswers.clientAnswerId, sumKey: fluencyTestAnswers.sumKey })
    .from(fluencyTestAnswers)
    .where(and(eq(fluencyTestAnswers.testId, row.id), whereAccount(fluencyTestAnswers.accountId, ctx.scope)));
  // A test asks each sum once, so the sum tells which stored answer is which.
  const idOf = new Map(rows.map((r) => [r.sumKey, r.clientAnswerId]));
  const { config } = state;
  return {
    testId: row.id,
    answered: state.answers.length,
    maxSums: config.maxSums,
    thresholdMs: config.thresholdMs,
    ladder: [...state.ladder],
    config: {
      maxSums: config.maxSums,
      maxErrors: config.maxErrors,
      maxConsecutiveErrors: config.maxConsecutiveErrors,
      thresholdMs: config.thresholdMs,
      climbSteps: config.climbSteps,
    },
    answers: state.answers.map((a) => ({
      clientAnswerId: idOf.get(a.sumId) ?? null,
      sumId: a.sumId,
      correct: a.correct,
      responseTimeMs: a.responseTimeMs,
    })),
    settings: {
      fluencyThresholdMs: config.thresholdMs,
      timeLimitMs: settings.timeLimitMs,
      sound: settings.sound,
      speech: settings.speech,
      inputMethod: settings.inputMethod,
      roundLength: settings.roundLength,
    },
    startedAt: row.startedAt.toISOString(),
  };
}

/** The sums of these tasks the test can host (typed numbers), each once. */
function hostable(tasks: readonly TaskDefinition[]): Sum[] {
  const byKey = new Map<string, Sum>();
  for (const task of tasks)
    for (const sum of task.items()) if (gameSuits('automatiseertoets', sum.features)) byKey.set(sum.id, sum);
  return [...byKey.values()];
}

/**
 * The facts the test asks: those of the automate tasks the student practised that the test can host;
 * when none of those can be typed as a number (counting on, bonds as two parts), those of any task
 * practised, else those of today's tasks.
 */
async function testSums(db: Database, ctx: StudentContext, now: number, seed: string): Promise<Sum[]> {
  const curriculum = await loadCurriculum(db);
  const practised = await db
    .select({ taskId: studentTaskStates.practiceTaskId })
    .from(studentTaskStates)
    .where(
      and(
        eq(studentTaskStates.studentId, ctx.studentId),
        gt(studentTaskStates.answerCount, 0),
        whereAccount(studentTaskStates.accountId, ctx.scope),
      ),
    );
  const tasks: TaskDefinition[] = [];
  for (const { taskId } of practised) {
    try {
      tasks.push(await taskDefinition(db, curriculum, taskId, ctx.scope));
    } catch {
      // a removed custom task: its facts no longer count
    }
  }
  let all = hostable(tasks.filter((t) => t.goal === 'automate'));
  if (!all.length) all = hostable(tasks);
  if (!all.length) {
    const { settings } = await effectiveSettings(db, ctx);
    all = hostable((await loadTaskList(db, ctx, curriculum, settings, now)).map((e) => e.task));
  }
  return all.length > TEST_LADDER_MAX ? createRng(seed).shuffle(all).slice(0, TEST_LADDER_MAX) : all;
}

async function startResponse(
  db: Database,
  ctx: StudentContext,
  row: Pick<TestRow, 'id' | 'startedAt'>,
  state: FluencyTestState,
  settings: ExerciseSettings,
): Promise<FluencyTestStartResponse> {
  if (!state.current) throw new ApiError(409, 'testFinished');
  return { ...(await testFields(db, ctx, row, state, settings)), sum: state.current };
}

/** Starts a fluency test, or returns the student's unfinished one. */
export async function startTest(
  db: Database,
  ctx: StudentContext,
  now: number,
): Promise<FluencyTestStartResponse> {
  const { settings } = await effectiveSettings(db, ctx);
  const who = { studentId: ctx.studentId, scope: ctx.scope };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockStudentPractice(t, who);
    const [open] = await t
      .select()
      .from(fluencyTests)
      .where(
        and(
          eq(fluencyTests.studentId, ctx.studentId),
          isNull(fluencyTests.finishedAt),
          whereAccount(fluencyTests.accountId, ctx.scope),
        ),
      );
    if (open) return startResponse(t, ctx, open, restoreState(open.state as StoredState), settings);
    // A test already started always completes; a new one only while the licence holds.
    await assertMayPractise(t, ctx.scope);
    const id = randomUUID();
    const sums = await testSums(t, ctx, now, id);
    if (!sums.length) throw new ApiError(422, 'noTestSums');
    const state = startFluencyTest(
      sums,
      await loadItemRatings(
        t,
        sums.map((s) => s.id),
      ),
      id,
      { thresholdMs: fluencyRuleOf(settings).thresholdMs, every: settings.fluencyTestEvery },
    );
    if (!state.current) throw new ApiError(422, 'noTestSums');
    const startedAt = new Date(now);
    await t.insert(fluencyTests).values({
      id,
      accountId: ctx.scope,
      studentId: ctx.studentId,
      state: storeState(state),
      startedAt,
    });
    return startResponse(t, ctx, { id, startedAt }, state, settings);
  });
}

/** A test of this student in their account, or 404; locked for the transaction when asked. */
async function findTest(
  db: Database,
  ctx: StudentContext,
  testId: string,
  { forUpdate = false } = {},
): Promise<typeof fluencyTests.$inferSelect> {
  const query = db
    .select()
    .from(fluencyTests)
    .where(
      and(
        eq(fluencyTests.id, testId),
        eq(fluencyTests.studentId, ctx.studentId),
        whereAccount(fluencyTests.accountId, ctx.scope),
      ),
    );
  const [test] = forUpdate ? await query.for('update') : await query;
  if (!test) throw new ApiError(404, 'notFound');
  return test;
}

/**
 * Answers the current sum of a test. A repeated clientAnswerId gets the stored response again and
 * changes nothing; an answer to another sum than the current one is refused (409).
 */
export async function answerTest(
  db: Database,
  ctx: StudentContext,
  testId: string,
  body: FluencyTestAnswerBody,
  now: number,
): Promise<FluencyTestAnswerResponse> {
  const who = { studentId: ctx.studentId, scope: ctx.scope };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const test = await findTest(t, ctx, testId, { forUpdate: true });
    const [previous] = await t
      .select()
      .from(fluencyTestAnswers)
      .where(eq(fluencyTestAnswers.clientAnswerId, body.clientAnswerId));
    if (previous) {
      if (previous.testId !== test.id) throw new ApiError(409, 'conflict');
      return previous.response as FluencyTestAnswerResponse;
    }
    if (test.finishedAt) throw new ApiError(409, 'testFinished');
    const state = restoreState(test.state as StoredState);
    if (!state.current || state.current.id !== body.sumId) throw new ApiError(409, 'notCurrentSum');
    const { correct } = checkAnswer(state.current, body.answer);
    await recordTestAnswer(t, who, {
      sumId: body.sumId,
      correct,
      responseTimeMs: body.responseTimeMs,
      answeredAt: now,
      thresholdMs: state.config.thresholdMs,
    });
    const next = answerFluencyTest(state, { correct, responseTimeMs: body.responseTimeMs });
    const result = next.finished ? fluencyTestResult(next) : null;
    const response: FluencyTestAnswerResponse = {
      correct,
      finished: next.finished,
      ...(next.current ? { next: next.current } : {}),
      ...(result ? { result } : {}),
    };
    await t.insert(fluencyTestAnswers).values({
      clientAnswerId: body.clientAnswerId,
      accountId: ctx.scope,
      testId: test.id,
      studentId: ctx.studentId,
      sumKey: body.sumId,
      answer: body.answer,
      correct,
      responseMs: body.responseTimeMs,
      response,
      receivedAt: new Date(now),
    });
    await t
      .update(fluencyTests)
      .set({ state: storeState(next), ...(result ? { result, finishedAt: new Date(now) } : {}) })
      .where(eq(fluencyTests.id, test.id));
    if (result) {
      await lockStudentPractice(t, who);
      await t
        .update(studentPractice)
        .set({ roundsSinceTest: 0, lastPractisedAt: new Date(now) })
        .where(
          and(
            eq(studentPractice.studentId, ctx.studentId),
            whereAccount(studentPractice.accountId, ctx.scope),
          ),
        );
    }
    return response;
  });
}

/** One test of the student, unfinished or finished, with what a client needs to resume it. */
export async function getTest(
  db: Database,
  ctx: StudentContext,
  testId: string,
): Promise<FluencyTestResponse> {
  const test = await findTest(db, ctx, testId);
  const { settings } = await effectiveSettings(db, ctx);
  const state = restoreState(test.state as StoredState);
  return {
    ...(await testFields(db, ctx, test, state, settings)),
    sum: state.current,
    finishedAt: test.finishedAt?.toISOString() ?? null,
    result: (test.result as FluencyTestResultResponse | null) ?? null,
  };
}

export function testRecord(row: typeof fluencyTests.$inferSelect): FluencyTestRecord {
  return {
    testId: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    result: (row.result as FluencyTestResultResponse | null) ?? null,
  };
}

export async function studentTests(db: Database, ctx: Pick<StudentContext, 'studentId' | 'scope'>) {
  return db
    .select()
    .from(fluencyTests)
    .where(and(eq(fluencyTests.studentId, ctx.studentId), whereAccount(fluencyTests.accountId, ctx.scope)))
    .orderBy(desc(fluencyTests.startedAt));
}

export async function listTests(db: Database, ctx: StudentContext): Promise<FluencyTestListResponse> {
  const { settings } = await effectiveSettings(db, ctx);
  const rows = await studentTests(db, ctx);
  const open = rows.find((r) => r.finishedAt === null);
  const practice = await readStudentPractice(db, ctx);
  return {
    due: fluencyTestDueFor(settings, practice?.roundsSinceTest ?? 0),
    inProgress: open ? { testId: open.id, answered: (open.state as StoredState).answers.length } : null,
    results: rows.filter((r) => r.finishedAt !== null).map(testRecord),
  };
}
