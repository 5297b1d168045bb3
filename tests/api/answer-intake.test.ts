import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type * as AnswerWrites from '../../server/api/practice/answer-writes';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answers,
  itemDifficulties,
  studentFacts,
  studentPractice,
  studentTaskStates,
  users,
} from '../../server/db/schema';
import { tokenFamilies } from '../../server/db/schema';
import { bearer, ssoLogin } from './helpers/auth';
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
 * Runs between a batch's read and its guarded write, so a test can make the read stale. Not in the
 * locked last attempt (a transaction): there the rows are held, and another writer would wait on them.
 */
const answerIntakeHooks = vi.hoisted(() => ({}) as { beforeWrite?: () => Promise<void> });
vi.mock('../../server/api/practice/answer-writes', async (importOriginal) => {
  const original = await importOriginal<typeof AnswerWrites>();
  return {
    ...original,
    writeAnswers: async (...args: Parameters<typeof original.writeAnswers>) => {
      if (!(args[0] instanceof PgTransaction)) await answerIntakeHooks.beforeWrite?.();
      return original.writeAnswers(...args);
    },
  };
});

/**
 * The answer intake reads everything it needs in one statement without locks (`readForAnswers`): the
 * student check, the windows, the state and practice rows with their versions, the stored answers,
 * facts and ratings; then writes in one statement guarded by those versions (`writeAnswers`). These
 * cases pin what both statements must keep doing.
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

/** The counts every stored answer of a student must be in exactly once (facts, states, answer clock). */
async function expectCountedOnce(student: TestUser, total: number) {
  const stored = await db()
    .select({ sumKey: answers.sumKey, n: count() })
    .from(answers)
    .where(eq(answers.studentId, student.id))
    .groupBy(answers.sumKey);
  expect(stored.reduce((n, r) => n + r.n, 0)).toBe(total);
  const facts = await db().select().from(studentFacts).where(eq(studentFacts.studentId, student.id));
  for (const { sumKey, n } of stored) expect(facts.find((f) => f.sumKey === sumKey)?.answers).toBe(n);
  const states = await db()
    .select()
    .from(studentTaskStates)
    .where(eq(studentTaskStates.studentId, student.id));
  expect(states.reduce((n, s) => n + s.answerCount, 0)).toBe(total);
  const [practice] = await db()
    .select()
    .from(studentPractice)
    .where(eq(studentPractice.studentId, student.id));
  expect(practice!.answerCount).toBe(total);
}

describe('answer intake: a write guarded by the versions it read', () => {
  let fourth: TestUser;
  let fifth: TestUser;
  beforeAll(async () => {
    const school = await createSchool(t, 'ag', 2, '4');
    [fourth, fifth] = school.students as [TestUser, TestUser];
  });
  afterEach(() => {
    delete answerIntakeHooks.beforeWrite;
  });

  it('a batch whose read another batch of the student made stale writes nothing, reads again and lands', async () => {
    const window = await windowOf(fourth);
    const warmUp = answersFor(window).slice(0, 4);
    expect((await postAnswers(t, fourth, warmUp)).json().accepted).toHaveLength(4);
    // Between the first batch's read and its write, a second batch of the same student lands.
    const second = again(warmUp);
    let writes = 0;
    answerIntakeHooks.beforeWrite = async () => {
      writes++;
      if (writes === 1) expect((await postAnswers(t, fourth, second)).statusCode).toBe(200);
    };
    const first = again(warmUp);
    const res = await postAnswers(t, fourth, first);
    expect(res.statusCode).toBe(200);
    expect(res.json().accepted).toHaveLength(4);
    // The first batch's write came before and after the second's: once refused (stale), then taken.
    expect(writes).toBe(3);
    // Written over the second batch's counts, the first would have left them 4 short.
    await expectCountedOnce(fourth, 12);
  });

  it('a task state written meanwhile (a round finished) makes the read stale too', async () => {
    const window = await windowOf(fourth);
    let writes = 0;
    answerIntakeHooks.beforeWrite = async () => {
      writes++;
      if (writes === 1)
        await db()
          .update(studentTaskStates)
          .set({ roundsPlayed: sql`${studentTaskStates.roundsPlayed} + 1` })
          .where(eq(studentTaskStates.studentId, fourth.id));
    };
    const [before] = await db()
      .select()
      .from(studentTaskStates)
      .where(eq(studentTaskStates.studentId, fourth.id));
    const res = await postAnswers(t, fourth, answersFor(window).slice(0, 2));
    expect(res.statusCode).toBe(200);
    expect(writes).toBe(2);
    const [after] = await db()
      .select()
      .from(studentTaskStates)
      .where(eq(studentTaskStates.studentId, fourth.id));
    expect(after!.roundsPlayed).toBe(before!.roundsPlayed + 1);
  });

  it('queues on the row locks after three stale reads, and lands once', async () => {
    const window = await windowOf(fourth);
    const before = await writtenFor(fourth);
    let writes = 0;
    answerIntakeHooks.beforeWrite = async () => {
      writes++;
      // Another writer of the practice row (a purchase, a round finished) commits meanwhile.
      await db()
        .update(studentPractice)
        .set({ coins: sql`${studentPractice.coins}` })
        .where(eq(studentPractice.studentId, fourth.id));
    };
    const batch = answersFor(window).slice(0, 3);
    const res = await postAnswers(t, fourth, batch);
    expect(res.statusCode).toBe(200);
    expect(res.json().accepted).toHaveLength(3);
    // Three guarded writes refused; the fourth attempt held the locks (the seam does not run there).
    expect(writes).toBe(3);
    await expectCountedOnce(fourth, before.answers.length + 3);
  });

  it("an answer id that another student's request stores meanwhile refuses the batch (409) and writes nothing", async () => {
    const own = await windowOf(fourth);
    const other = await windowOf(fifth);
    const batch = answersFor(own).slice(0, 3);
    const theirs = answersFor(other)
      .slice(0, 3)
      .map((a, i) => ({ ...a, clientAnswerId: batch[i]!.clientAnswerId }));
    const before = await writtenFor(fourth);
    let writes = 0;
    answerIntakeHooks.beforeWrite = async () => {
      writes++;
      if (writes === 1) expect((await postAnswers(t, fifth, theirs.slice(1))).statusCode).toBe(200);
    };
    const res = await postAnswers(t, fourth, batch);
    expect(res.statusCode).toBe(409);
    expect(await writtenFor(fourth)).toEqual(before);
  });
});

describe('answer intake: the token checked inside the read statement', () => {
  let pupil: TestUser;
  let classmate: TestUser;
  let teacher: TestUser;
  beforeAll(async () => {
    const school = await createSchool(t, 'at', 2, '4');
    [pupil, classmate] = school.students as [TestUser, TestUser];
    teacher = school.docent;
  });
  const post = (token: string | null, student: TestUser, batch: AnswerBatchItem[]) =>
    t.client.post(`/api/leerlingen/${student.id}/antwoorden`, { answers: batch }, token ? bearer(token) : {});

  it('refuses a token whose version was bumped (401) and writes nothing', async () => {
    const window = await windowOf(pupil);
    const before = await writtenFor(pupil);
    const [row] = await db().select().from(users).where(eq(users.id, pupil.id));
    await db()
      .update(users)
      .set({ tokenVersion: row!.tokenVersion + 1 })
      .where(eq(users.id, pupil.id));
    try {
      expect((await post(pupil.token, pupil, answersFor(window).slice(0, 2))).statusCode).toBe(401);
      expect(await writtenFor(pupil)).toEqual(before);
    } finally {
      await db().update(users).set({ tokenVersion: row!.tokenVersion }).where(eq(users.id, pupil.id));
    }
    expect((await post(pupil.token, pupil, answersFor(window).slice(0, 2))).statusCode).toBe(200);
  });

  it('refuses no token or a forged one (401), another student or a teacher (403)', async () => {
    const window = await windowOf(pupil);
    const batch = answersFor(window).slice(0, 1);
    expect((await post(null, pupil, batch)).statusCode).toBe(401);
    expect((await post(`${pupil.token}x`, pupil, batch)).statusCode).toBe(401);
    expect((await post(classmate.token, pupil, batch)).statusCode).toBe(403);
    expect((await post(teacher.token, pupil, batch)).statusCode).toBe(403);
  });

  it('refuses a provider token once its session is revoked (401)', async () => {
    const window = await windowOf(pupil);
    const { access_token: token } = await ssoLogin(t, pupil.username, 'oefenen-test');
    expect((await post(token, pupil, answersFor(window).slice(0, 1))).statusCode).toBe(200);
    await db().update(tokenFamilies).set({ revokedAt: new Date() }).where(eq(tokenFamilies.userId, pupil.id));
    expect((await post(token, pupil, answersFor(window).slice(1, 2))).statusCode).toBe(401);
  });
});
