import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fluencyTestAnswers, studentFacts, studentPractice } from '../../server/db/schema';
import {
  answerFluencyTest,
  checkAnswer,
  fluencyTestResult,
  gameSuits,
  resumeFluencyTest,
} from '../../src/domain';
import type { FluencyTestState, Sum } from '../../src/domain';
import type {
  FluencyTestAnswerResponse,
  FluencyTestResponse,
  FluencyTestStartResponse,
} from '../../src/domain/contracts/practice';
import {
  answerOf,
  as,
  createSchool,
  playRound,
  taskList,
  turnTo,
  type TestSchool,
  type TestUser,
} from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The automatiseertoets: due after every N rounds, then start, answer to the end, and its result. */
let t: TestApp;
let school: TestSchool;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t, 'ft', 4, '4');
  student = school.students[0]!;
  const res = await t.client.request({
    method: 'PUT',
    url: `/api/groepen/${school.groupId}/oefeninstellingen`,
    payload: { fluencyTestEvery: 2 },
    ...as(school.docent),
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => t.close());

const base = (user: TestUser) => `/api/leerlingen/${user.id}/automatiseertoets`;

async function start(user: TestUser): Promise<FluencyTestStartResponse> {
  const res = await t.client.post(base(user), {}, as(user));
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function answer(
  user: TestUser,
  testId: string,
  sum: Sum,
  correct: boolean,
  clientAnswerId = randomUUID(),
  responseTimeMs = 1500,
) {
  return t.client.post(
    `${base(user)}/${testId}/antwoorden`,
    { clientAnswerId, sumId: sum.id, answer: answerOf(sum, correct), responseTimeMs },
    as(user),
  );
}

async function getTest(user: TestUser, testId: string): Promise<FluencyTestResponse> {
  const res = await t.client.get(`${base(user)}/${testId}`, as(user));
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('fluency test', () => {
  it('is due after the set number of rounds', async () => {
    expect((await taskList(t, student)).fluencyTestDue).toBe(false);
    const before = (await t.client.get(base(student), as(student))).json();
    expect(before).toEqual({ due: false, inProgress: null, results: [] });
    const list = await taskList(t, student);
    await turnTo(t, student, list.tasks[2]!.id);
    const firstRound = await playRound(t, student, list.tasks[2]!.id);
    expect(firstRound.summary.fluencyTestDue).toBe(false);
    const secondRound = await playRound(t, student, list.tasks[2]!.id);
    expect(secondRound.summary.fluencyTestDue).toBe(true);
    expect(secondRound.summary.feedback).toContain('fluencyTestDue');
    expect((await taskList(t, student)).fluencyTestDue).toBe(true);
  });

  it('runs from the first sum to its result; repeats and wrong sums change nothing', async () => {
    const started = await start(student);
    expect(started).toMatchObject({
      answered: 0,
      maxSums: 50,
      thresholdMs: 3000,
      config: { maxSums: 50, maxErrors: 5, maxConsecutiveErrors: 3, thresholdMs: 3000, climbSteps: 25 },
      answers: [],
      settings: { fluencyThresholdMs: 3000, timeLimitMs: expect.any(Number), sound: expect.any(Boolean) },
    });
    expect(gameSuits('automatiseertoets', started.sum.features)).toBe(true);
    // The ladder comes whole, easiest first; the current sum is where the engine starts on it.
    expect(started.ladder.length).toBeGreaterThan(10);
    expect(started.ladder.every((s) => gameSuits('automatiseertoets', s.features))).toBe(true);
    expect(resumeFluencyTest(started.ladder, started.config, []).current?.id).toBe(started.sum.id);
    // Starting again resumes the same test.
    expect(await start(student)).toEqual(started);

    const other = { ...started.sum, id: started.sum.id === 'mul:1x1' ? 'mul:2x2' : 'mul:1x1' };
    const wrongSum = await answer(student, started.testId, other, true);
    expect(wrongSum.statusCode).toBe(409);

    const id = randomUUID();
    const firstAnswer = await answer(student, started.testId, started.sum, true, id);
    expect(firstAnswer.statusCode).toBe(200);
    const first = firstAnswer.json() as FluencyTestAnswerResponse;
    expect(first).toMatchObject({ correct: true, finished: false });
    const repeated = await answer(student, started.testId, started.sum, true, id);
    expect(repeated.json()).toEqual(first);
    const rows = await t.database.db
      .select()
      .from(fluencyTestAnswers)
      .where(eq(fluencyTestAnswers.testId, started.testId));
    expect(rows).toHaveLength(1);

    let sum = first.next!;
    let last: FluencyTestAnswerResponse = first;
    let answered = 1;
    for (; answered < 60 && !last.finished; answered++) {
      last = (await answer(student, started.testId, sum, answered !== 5 && answered !== 20)).json();
      if (last.next) sum = last.next;
    }
    expect(last.finished).toBe(true);
    expect(last.next).toBeUndefined();
    expect(last.result).toMatchObject({ answered, stopReason: expect.stringMatching(/maxSums|outOfSums/) });
    expect(answered).toBeLessThanOrEqual(50);
    expect(last.result!.score).toBeGreaterThan(0);
    expect(last.result!.score).toBeLessThanOrEqual(100);

    const after = await answer(student, started.testId, sum, true);
    expect(after.statusCode).toBe(409);

    const list = (await t.client.get(base(student), as(student))).json();
    expect(list.due).toBe(false);
    expect(list.inProgress).toBeNull();
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({ testId: started.testId, result: last.result });
    expect((await taskList(t, student)).fluencyTestDue).toBe(false);
    const [practice] = await t.database.db
      .select()
      .from(studentPractice)
      .where(eq(studentPractice.studentId, student.id));
    expect(practice!.roundsSinceTest).toBe(0);
  });

  it('stops by itself after three errors in a row', async () => {
    const other = school.students[1]!;
    const started = await start(other);
    let sum = started.sum;
    let last: FluencyTestAnswerResponse | undefined;
    for (let i = 0; i < 3; i++) {
      last = (await answer(other, started.testId, sum, false)).json();
      if (last!.next) sum = last!.next;
    }
    expect(last).toMatchObject({ correct: false, finished: true });
    expect(last!.result).toMatchObject({ answered: 3, correct: 0, score: 0, stopReason: 'tooManyErrors' });
    const list = (await t.client.get(base(other), as(other))).json();
    expect(list.results[0].result.stopReason).toBe('tooManyErrors');
  });

  it('counts each answer as evidence of the fact, in the history practice uses', async () => {
    const started = await start(student);
    const factOf = async (sumKey: string) =>
      (
        await t.database.db
          .select()
          .from(studentFacts)
          .where(and(eq(studentFacts.studentId, student.id), eq(studentFacts.sumKey, sumKey)))
      )[0];
    const clock = async () =>
      (
        await t.database.db.select().from(studentPractice).where(eq(studentPractice.studentId, student.id))
      )[0]!.answerCount;
    const before = await factOf(started.sum.id);
    const clockBefore = await clock();
    const id = randomUUID();
    expect((await answer(student, started.testId, started.sum, true, id)).statusCode).toBe(200);
    const after = (await factOf(started.sum.id))!;
    expect(after.answers).toBe((before?.answers ?? 0) + 1);
    expect(after.correctAnswers).toBe((before?.correctAnswers ?? 0) + 1);
    expect((after.recent as { correct: boolean; ms: number }[]).at(-1)).toEqual({ correct: true, ms: 1500 });
    expect(after.box).toBeGreaterThanOrEqual(1);
    expect(after.lastAnswerIndex).toBe(clockBefore);
    expect(await clock()).toBe(clockBefore + 1);
    // A repeated answer is no new evidence.
    await answer(student, started.testId, started.sum, true, id);
    expect(await factOf(started.sum.id)).toEqual(after);
    expect(await clock()).toBe(clockBefore + 1);
  });

  it('refuses answers to an unknown test and validates the body', async () => {
    const started = await start(student);
    const unknown = await answer(student, randomUUID(), started.sum, true);
    expect(unknown.statusCode).toBe(404);
    expect((await t.client.get(`${base(student)}/${randomUUID()}`, as(student))).statusCode).toBe(404);
    const other = school.students[1]!;
    expect((await t.client.get(`${base(student)}/${started.testId}`, as(other))).statusCode).toBe(403);
    // Another student's test through one's own path is not found.
    expect((await t.client.get(`${base(other)}/${started.testId}`, as(other))).statusCode).toBe(404);
    expect((await t.client.get(`${base(student)}/${started.testId}`, as(school.docent))).statusCode).toBe(
      200,
    );
    const bad = await t.client.post(
      `${base(student)}/${started.testId}/antwoorden`,
      { clientAnswerId: randomUUID(), sumId: started.sum.id, answer: null, responseTimeMs: -5 },
      as(student),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('is walked the same way by a client holding the ladder: each next sum, a resume, the result', async () => {
    const child = school.students[2]!;
    const started = await start(child);
    let local: FluencyTestState = resumeFluencyTest(started.ladder, started.config, []);
    const sent: string[] = [];
    let last: FluencyTestAnswerResponse | undefined;
    for (let i = 0; !local.finished && i < 60; i++) {
      const sum = local.current!;
      // Wrong now and then (never three in a row), slow every third answer: every rule of the walk.
      const correct = i % 7 !== 4;
      const responseTimeMs = i % 3 === 0 ? 4500 : 1200 + i * 10;
      const clientAnswerId = randomUUID();
      const res = await answer(child, started.testId, sum, correct, clientAnswerId, responseTimeMs);
      expect(res.statusCode).toBe(200);
      last = res.json() as FluencyTestAnswerResponse;
      local = answerFluencyTest(local, {
        correct: checkAnswer(sum, answerOf(sum, correct)).correct,
        responseTimeMs,
      });
      sent.push(clientAnswerId);
      expect(last.correct).toBe(correct);
      expect(last.finished).toBe(local.finished);
      expect(last.next?.id).toBe(local.current?.id);
      if (i === 9) {
        // A reload mid-test: the answers so far come back in order and replay to the same sum.
        const resumed = await start(child);
        expect(resumed.testId).toBe(started.testId);
        expect(resumed.answered).toBe(10);
        expect(resumed.answers.map((a) => a.clientAnswerId)).toEqual(sent);
        expect(resumed.sum.id).toBe(local.current?.id);
        const replayed = resumeFluencyTest(resumed.ladder, resumed.config, resumed.answers);
        expect(replayed.current?.id).toBe(local.current?.id);
        expect(replayed.errors).toBe(local.errors);
        expect(await getTest(child, started.testId)).toEqual({ ...resumed, finishedAt: null, result: null });
      }
    }
    expect(local.stopReason).toBe('tooManyErrors');
    expect(last!.result).toEqual(fluencyTestResult(local));

    const done = await getTest(child, started.testId);
    expect(done).toMatchObject({ sum: null, result: last!.result, answered: sent.length });
    expect(done.finishedAt).not.toBeNull();
    expect(done.answers.map((a) => a.clientAnswerId)).toEqual(sent);
    expect(resumeFluencyTest(done.ladder, done.config, done.answers).finished).toBe(true);
    const again = await answer(child, started.testId, done.ladder[0]!, true);
    expect(again.statusCode).toBe(409);
  });

  it('asks typed facts also when the practised automate tasks have none (counting on, bonds)', async () => {
    const child = school.students[3]!;
    const list = await taskList(t, child);
    let untyped: string | null = null;
    for (const task of list.tasks) {
      const { window } = await playRound(t, child, task.id);
      if (!window.sums.some((s) => gameSuits('automatiseertoets', s.features))) {
        untyped = task.id;
        break;
      }
    }
    expect(untyped).not.toBeNull();
    const started = await start(child);
    expect(started.ladder.length).toBeGreaterThan(0);
    expect(started.ladder.every((s) => gameSuits('automatiseertoets', s.features))).toBe(true);
  });
});
