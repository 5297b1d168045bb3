import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  itemDifficulties,
  studentFacts,
  studentPractice,
  studentTaskStates,
  users,
} from '../../server/db/schema';
import type { AnswerBatchItem, SumWindowResponse } from '../../src/domain/contracts/practice';
import {
  answersFor,
  createSchool,
  newWindow,
  postAnswers,
  taskList,
  type TestUser,
} from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The answer intake reads and locks everything it needs in one statement (`readForAnswers`): the
 * student check, the windows, the state and practice locks, the stored answers, facts and ratings.
 * These cases pin what that statement must keep doing.
 */
let t: TestApp;
let first: TestUser;
let second: TestUser;
let third: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t, 'ai', 3, '4');
  [first, second, third] = school.students as [TestUser, TestUser, TestUser];
});
afterAll(async () => t.close());

const db = () => t.database.db;

async function windowOf(student: TestUser): Promise<SumWindowResponse> {
  return newWindow(t, student, (await taskList(t, student)).tasks[0]!.id);
}

/** Everything an answer batch writes for a student, to compare before and after. */
async function writtenFor(student: TestUser) {
  return {
    answers: await db().select().from(answers).where(eq(answers.studentId, student.id)),
    facts: await db()
      .select()
      .from(studentFacts)
      .where(eq(studentFacts.studentId, student.id))
      .orderBy(studentFacts.sumKey),
    states: await db()
      .select()
      .from(studentTaskStates)
      .where(eq(studentTaskStates.studentId, student.id))
      .orderBy(studentTaskStates.practiceTaskId),
    practice: await db().select().from(studentPractice).where(eq(studentPractice.studentId, student.id)),
  };
}

/** The same answers again, as new ones (a child may answer a served sum again). */
const again = (batch: readonly AnswerBatchItem[]) =>
  batch.map((a) => ({ ...a, clientAnswerId: randomUUID() }));

describe('answer intake', () => {
  it('a window of another student inside the batch refuses the whole batch and writes nothing', async () => {
    const own = await windowOf(first);
    const foreign = await windowOf(second);
    const before = await writtenFor(first);
    const beforeOther = await writtenFor(second);
    const batch = [...answersFor(own).slice(0, 3), answersFor(foreign)[0]!];
    const res = await postAnswers(t, first, batch);
    expect(res.statusCode).toBe(404);
    expect(await writtenFor(first)).toEqual(before);
    expect(await writtenFor(second)).toEqual(beforeOther);
    const ids = batch.map((a) => a.clientAnswerId);
    expect((await db().select().from(answers).where(inArray(answers.clientAnswerId, ids))).length).toBe(0);
    // The same batch without the foreign answer is taken.
    expect((await postAnswers(t, first, batch.slice(0, 3))).json().accepted).toHaveLength(3);
  });

  it('a student in the trash is not found, even with a token that still holds', async () => {
    const window = await windowOf(third);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, third.id));
    try {
      const before = await writtenFor(third);
      const res = await postAnswers(t, third, answersFor(window).slice(0, 2));
      expect(res.statusCode).toBe(404);
      expect(await writtenFor(third)).toEqual(before);
    } finally {
      await db().update(users).set({ deletedAt: null }).where(eq(users.id, third.id));
    }
  });

  it('a first answer of a sum never answered by anyone gives the sum its rating row', async () => {
    const window = await windowOf(third);
    const batch = answersFor(window).slice(0, 4);
    const keys = [...new Set(batch.map((a) => a.sumId))];
    await db().delete(itemDifficulties).where(inArray(itemDifficulties.sumKey, keys));
    expect((await postAnswers(t, third, batch)).json().accepted).toHaveLength(batch.length);
    const rows = await db().select().from(itemDifficulties).where(inArray(itemDifficulties.sumKey, keys));
    expect(rows.map((r) => r.sumKey).sort()).toEqual([...keys].sort());
    for (const row of rows) expect(row.answers).toBe(batch.filter((a) => a.sumId === row.sumKey).length);
  });

  it('batches of one student at once, all rows existing, are each applied once on current reads', async () => {
    const window = await windowOf(second);
    const warmUp = answersFor(window).slice(0, 6);
    expect((await postAnswers(t, second, warmUp)).json().accepted).toHaveLength(warmUp.length);

    // Five different batches on the same sums (the state and practice rows exist: nothing to create,
    // so on PostgreSQL they queue on the locks inside the one read statement), and one batch five times.
    const distinct = Array.from({ length: 5 }, () => again(warmUp));
    const resent = again(warmUp);
    const results = await Promise.all([
      ...distinct.map((b) => postAnswers(t, second, b)),
      ...Array.from({ length: 5 }, () => postAnswers(t, second, resent)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const bodies = results.map((r) => r.json() as { accepted: string[]; duplicates: string[] });
    expect(bodies.slice(0, 5).every((b) => b.accepted.length === warmUp.length)).toBe(true);
    expect(bodies.slice(5).filter((b) => b.accepted.length === warmUp.length)).toHaveLength(1);
    expect(bodies.slice(5).filter((b) => b.duplicates.length === warmUp.length)).toHaveLength(4);

    // Every answer stored counted exactly once in the facts, the states and the answer clock: a
    // batch that had read facts from before another's commit would have overwritten its counts.
    const stored = await db()
      .select({ sumKey: answers.sumKey, n: count() })
      .from(answers)
      .where(eq(answers.studentId, second.id))
      .groupBy(answers.sumKey);
    const total = stored.reduce((n, r) => n + r.n, 0);
    expect(total).toBe(warmUp.length * 7);
    const facts = await db().select().from(studentFacts).where(eq(studentFacts.studentId, second.id));
    for (const { sumKey, n } of stored) expect(facts.find((f) => f.sumKey === sumKey)?.answers).toBe(n);
    const states = await db()
      .select()
      .from(studentTaskStates)
      .where(eq(studentTaskStates.studentId, second.id));
    expect(states.reduce((n, s) => n + s.answerCount, 0)).toBe(total);
    const [practice] = await db()
      .select()
      .from(studentPractice)
      .where(eq(studentPractice.studentId, second.id));
    expect(practice!.answerCount).toBe(total);
  });
});
