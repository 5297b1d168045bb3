import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  coinLedger,
  itemDifficulties,
  studentFacts,
  studentPractice,
  studentTaskStates,
  sumWindows,
} from '../../server/db/schema';
import { checkAnswer } from '../../src/domain';
import type { SumWindowResponse, TaskListResponse } from '../../src/domain/contracts/practice';
import {
  answerOf,
  answersFor,
  as,
  createSchool,
  finish,
  newWindow,
  playRound,
  postAnswers,
  taskList,
  type TestSchool,
  type TestUser,
} from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The student's side of practice: task list, sum windows, answers, rounds, coins, the savings card. */
let t: TestApp;
let school: TestSchool;
let first: TestUser;
let second: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t, 'st', 3, '3');
  [first, second] = school.students as [TestUser, TestUser];
});
afterAll(async () => t.close());

const db = () => t.database.db;

async function stateOf(student: TestUser, practiceTaskId: string) {
  const [row] = await db()
    .select()
    .from(studentTaskStates)
    .where(
      and(eq(studentTaskStates.studentId, student.id), eq(studentTaskStates.practiceTaskId, practiceTaskId)),
    );
  return row;
}

async function answerCount(where = sql`true`) {
  const [row] = await db().select({ n: count() }).from(answers).where(where);
  return row!.n;
}

describe('task list', () => {
  let list: TaskListResponse;
  beforeAll(async () => {
    list = await taskList(t, first);
  });

  it('has one task per domain of the line, starting at the year group, all intakes at first', () => {
    expect(list.tasks.map((task) => task.domainId)).toEqual([
      'dom-getalbegrip',
      'dom-optellen-aftrekken',
      'dom-vermenigvuldigen-delen',
    ]);
    expect(list.tasks.every((task) => task.kind === 'intake')).toBe(true);
    expect(list.tasks[2]).toMatchObject({ oefentaakId: 'ot-dubbel-10', goal: 'automate', roundsToday: 0 });
    expect(list.tasks.map((task) => task.status)).toEqual(['current', 'upcoming', 'upcoming']);
    expect(list.tasks[2]!.title.nl).toBeTruthy();
    expect(list.tasks[2]!.games.length).toBeGreaterThan(0);
    expect(list).toMatchObject({ coins: 0, fluencyTestDue: false, rewardGames: [], dayComplete: false });
  });

  it('is stable: reading it again gives the same task-list ids', async () => {
    const again = await taskList(t, first);
    expect(again.tasks.map((task) => task.id)).toEqual(list.tasks.map((task) => task.id));
  });
});

describe('sum windows', () => {
  let list: TaskListResponse;
  let window: SumWindowResponse;
  beforeAll(async () => {
    list = await taskList(t, first);
    window = await newWindow(t, first, list.tasks[2]!.id);
  });

  it('starts with the intake: sums of the task with everything a game needs', () => {
    expect(window.purpose).toBe('intake');
    expect(window.practiceTaskId).toBe('ot-dubbel-10');
    expect(window.takenlijsttaakId).toBe(list.tasks[2]!.id);
    expect(window.gameId).toBe(list.tasks[2]!.games[0]);
    expect(window.sums.length).toBeGreaterThanOrEqual(10);
    for (const s of window.sums) {
      expect(s.id).toMatch(/^dbl:/);
      expect(checkAnswer(s, s.answer).correct).toBe(true);
      expect(s.distractors.length).toBeGreaterThanOrEqual(3);
    }
    expect(window.settings).toEqual({
      fluencyThresholdMs: 3000,
      timeLimitMs: 20000,
      sound: true,
      speech: false,
      inputMethod: 'choice',
      roundLength: 10,
    });
    expect(window.answered).toEqual([]);
    expect(window.completedAt).toBeNull();
  });

  it('stores the served sums: a reload gets the same window back, with the answers given so far', async () => {
    const batch = answersFor(window).slice(0, 3);
    expect((await postAnswers(t, first, batch)).statusCode).toBe(200);
    const res = await t.client.get(`/api/leerlingen/${first.id}/somvensters/${window.id}`, as(first));
    expect(res.statusCode).toBe(200);
    const reloaded = res.json() as SumWindowResponse;
    expect(reloaded.sums.map((s) => s.id)).toEqual(window.sums.map((s) => s.id));
    expect(reloaded.createdAt).toBe(window.createdAt);
    expect(reloaded.answered.map((a) => a.clientAnswerId)).toEqual(batch.map((a) => a.clientAnswerId));
    expect(reloaded.answered.every((a) => a.correct)).toBe(true);
  });

  it('can be asked for without a body: the suggested game', async () => {
    const res = await t.client.request({
      method: 'POST',
      url: `/api/leerlingen/${first.id}/takenlijst/${list.tasks[1]!.id}/somvensters`,
      ...as(first),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().gameId).toBe(list.tasks[1]!.games[0]);
  });

  it('a game that does not suit the task is refused, and so is a locked reward game', async () => {
    const bad = await t.client.post(
      `/api/leerlingen/${first.id}/takenlijst/${list.tasks[2]!.id}/somvensters`,
      { game: 'splitsmachine' },
      as(first),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBeTruthy();
    const reward = await t.client.post(
      `/api/leerlingen/${first.id}/takenlijst/${list.tasks[2]!.id}/somvensters`,
      { game: 'autorace' },
      as(first),
    );
    expect(reward.statusCode).toBe(422);
    const unknown = await t.client.post(
      `/api/leerlingen/${first.id}/takenlijst/${list.tasks[2]!.id}/somvensters`,
      { game: 'tetris' },
      as(first),
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('an unknown task-list task or window is 404', async () => {
    const task = await t.client.post(
      `/api/leerlingen/${first.id}/takenlijst/${randomUUID()}/somvensters`,
      {},
      as(first),
    );
    expect(task.statusCode).toBe(404);
    const win = await t.client.get(`/api/leerlingen/${first.id}/somvensters/${randomUUID()}`, as(first));
    expect(win.statusCode).toBe(404);
  });
});

describe('answers', () => {
  let window: SumWindowResponse;
  beforeAll(async () => {
    const list = await taskList(t, second);
    window = await newWindow(t, second, list.tasks[2]!.id);
  });

  it('are checked on the server: a wrong answer is stored as wrong, whatever the client believes', async () => {
    const [right, wrong] = answersFor(window, (i) => i !== 1).slice(0, 2) as [
      ReturnType<typeof answersFor>[number],
      ReturnType<typeof answersFor>[number],
    ];
    const res = await postAnswers(t, second, [right, wrong]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: [right.clientAnswerId, wrong.clientAnswerId], duplicates: [] });
    const rows = await db().select().from(answers).where(eq(answers.windowId, window.id));
    const byId = new Map(rows.map((r) => [r.clientAnswerId, r]));
    expect(byId.get(right.clientAnswerId)).toMatchObject({ correct: true, sumKey: right.sumId, position: 0 });
    expect(byId.get(wrong.clientAnswerId)).toMatchObject({ correct: false, position: 1 });
    expect(byId.get(wrong.clientAnswerId)!.errorPattern).toBeTruthy();
    expect(byId.get(right.clientAnswerId)!.score).toBeGreaterThan(0);
    expect(byId.get(wrong.clientAnswerId)!.score).toBeLessThan(0);
    // A client field claiming correctness is not even accepted.
    const forged = await postAnswers(t, second, [{ ...answersFor(window)[2]!, correct: true } as never]);
    expect(forged.statusCode).toBe(400);
  });

  it('update the rating, the fact history and the item difficulty', async () => {
    const state = await stateOf(second, window.practiceTaskId);
    expect(state).toMatchObject({ answerCount: 2, ratingAnswers: 2 });
    expect(state!.uncertainty).toBeLessThan(1);
    const facts = await db().select().from(studentFacts).where(eq(studentFacts.studentId, second.id));
    expect(facts.length).toBeGreaterThanOrEqual(1);
    const items = await db()
      .select()
      .from(itemDifficulties)
      .where(eq(itemDifficulties.sumKey, window.sums[0]!.id));
    expect(items[0]!.answers).toBeGreaterThanOrEqual(1);
  });

  it('a repeated batch changes nothing: all duplicates', async () => {
    const batch = answersFor(window).slice(3, 6);
    expect((await postAnswers(t, second, batch)).json().accepted).toHaveLength(3);
    const before = await stateOf(second, window.practiceTaskId);
    const again = await postAnswers(t, second, batch);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ accepted: [], duplicates: batch.map((a) => a.clientAnswerId) });
    expect(await stateOf(second, window.practiceTaskId)).toEqual(before);
    // Mixed: one new, one old, and the new one twice within the batch.
    const fresh = answersFor(window)[6]!;
    const mixed = await postAnswers(t, second, [batch[0]!, fresh, fresh]);
    expect(mixed.json()).toEqual({
      accepted: [fresh.clientAnswerId],
      duplicates: expect.arrayContaining([batch[0]!.clientAnswerId, fresh.clientAnswerId]),
    });
    expect((await stateOf(second, window.practiceTaskId))!.answerCount).toBe(before!.answerCount + 1);
  });

  it('the same batch sent five times at once is stored once and rates once', async () => {
    const batch = answersFor(window, (i) => i % 2 === 0).slice(7);
    const before = await stateOf(second, window.practiceTaskId);
    const [itemBefore] = await db()
      .select()
      .from(itemDifficulties)
      .where(eq(itemDifficulties.sumKey, batch[0]!.sumId));
    const results = await Promise.all(Array.from({ length: 5 }, () => postAnswers(t, second, batch)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = results.map((r) => r.json() as { accepted: string[]; duplicates: string[] });
    expect(bodies.filter((b) => b.accepted.length === batch.length)).toHaveLength(1);
    expect(bodies.filter((b) => b.duplicates.length === batch.length)).toHaveLength(4);
    const ids = batch.map((a) => a.clientAnswerId);
    expect(await answerCount(inArray(answers.clientAnswerId, ids))).toBe(batch.length);
    const after = await stateOf(second, window.practiceTaskId);
    expect(after!.answerCount).toBe(before!.answerCount + batch.length);
    expect(after!.ratingAnswers).toBe(before!.ratingAnswers + batch.length);
    const [itemAfter] = await db()
      .select()
      .from(itemDifficulties)
      .where(eq(itemDifficulties.sumKey, batch[0]!.sumId));
    const times = batch.filter((a) => a.sumId === batch[0]!.sumId).length;
    expect(itemAfter!.answers).toBe((itemBefore?.answers ?? 0) + times);
  });

  it('a sum the window did not serve refuses the whole batch, and nothing of it is written', async () => {
    const other = await newWindow(t, first, (await taskList(t, first)).tasks[0]!.id);
    const before = await answerCount();
    const good = { ...answersFor(other)[0]! };
    const foreign = 'mul:7x8';
    expect([...other.sums, ...other.reserve].map((s) => s.id)).not.toContain(foreign);
    const res = await postAnswers(t, first, [
      good,
      { ...good, clientAnswerId: randomUUID(), sumId: foreign, position: undefined },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
    expect(await answerCount()).toBe(before);
    // The wrong position for a served sum is refused too.
    const wrongPosition = await postAnswers(t, first, [{ ...good, position: good.position! + 1 }]);
    expect(wrongPosition.statusCode).toBe(422);
    // Another student's window is not found, whole batch refused.
    const theirs = await postAnswers(t, first, [{ ...answersFor(window)[0]!, clientAnswerId: randomUUID() }]);
    expect(theirs.statusCode).toBe(404);
    expect(await answerCount()).toBe(before);
  });

  it('validates the batch: shape, uuids, size 1-100, sum keys', async () => {
    const one = answersFor(window)[0]!;
    const cases: unknown[] = [
      { answers: [] },
      { answers: Array.from({ length: 101 }, () => ({ ...one, clientAnswerId: randomUUID() })) },
      { answers: [{ ...one, clientAnswerId: 'not-a-uuid' }] },
      { answers: [{ ...one, sumId: 'add:7+' }] },
      { answers: [{ ...one, responseTimeMs: -1 }] },
      { answers: [{ ...one, answer: { kind: 'number', value: 'zeven' } }] },
      { answers: [{ ...one, answeredAt: 'gisteren' }] },
    ];
    for (const payload of cases) {
      const res = await t.client.post(`/api/leerlingen/${second.id}/antwoorden`, payload, as(second));
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().errors).toBeTruthy();
    }
  });
});

describe('finishing a round', () => {
  it('summarises, pays coins for effort, and gives the same summary when asked again', async () => {
    const student = school.students[2]!;
    const list = await taskList(t, student);
    const { window, summary } = await playRound(t, student, list.tasks[0]!.id, (i) => i !== 0);
    expect(summary).toMatchObject({
      somvensterId: window.id,
      total: window.sums.length,
      correct: window.sums.length - 1,
      finished: true,
      decision: 'repeat',
      nextOefentaakId: list.tasks[0]!.oefentaakId,
    });
    expect(summary.feedback).toEqual(
      expect.arrayContaining(['roundFinished', 'keptGoing', 'intakeDone', 'repeat']),
    );
    // 5 for finishing, 1 per 5 sums, 2 for carrying on after an error.
    expect(summary.coins).toBe(5 + Math.floor(window.sums.length / 5) + 2);
    expect(summary.coinsTotal).toBe(summary.coins);
    expect(await finish(t, student, window.id)).toEqual(summary);
    const [ledger] = await db()
      .select({ total: sum(coinLedger.delta) })
      .from(coinLedger)
      .where(eq(coinLedger.studentId, student.id));
    expect(Number(ledger!.total)).toBe(summary.coins);
    const state = await stateOf(student, window.practiceTaskId);
    expect(state).toMatchObject({ intakeDone: true, roundsPlayed: 1 });

    const after = await taskList(t, student);
    expect(after.tasks[0]).toMatchObject({ kind: 'adaptive', status: 'done', roundsToday: 1 });
    expect(after.tasks[1]!.status).toBe('current');
    expect(after.coins).toBe(summary.coins);
    const next = await newWindow(t, student, after.tasks[0]!.id);
    expect(next.purpose).toBe('practice');
  });

  it('a round without answers cannot be finished; another student cannot finish it', async () => {
    const list = await taskList(t, first);
    const window = await newWindow(t, first, list.tasks[1]!.id);
    const empty = await t.client.post(
      `/api/leerlingen/${first.id}/somvensters/${window.id}/afronden`,
      {},
      as(first),
    );
    expect(empty.statusCode).toBe(422);
    const theirs = await t.client.post(
      `/api/leerlingen/${second.id}/somvensters/${window.id}/afronden`,
      {},
      as(second),
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('a round stopped early earns only the practice coins', async () => {
    const list = await taskList(t, first);
    const window = await newWindow(t, first, list.tasks[1]!.id);
    await postAnswers(t, first, answersFor(window).slice(0, 5));
    const summary = await finish(t, first, window.id);
    expect(summary).toMatchObject({ finished: false, total: 5, coins: 1 });
    expect(summary.feedback).toContain('roundStopped');
  });

  it('finishing the same round five times at once pays once', async () => {
    const student = school.students[2]!;
    const list = await taskList(t, student);
    const window = await newWindow(t, student, list.tasks[1]!.id);
    await postAnswers(t, student, answersFor(window));
    const [before] = await db()
      .select()
      .from(studentPractice)
      .where(eq(studentPractice.studentId, student.id));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.client.post(`/api/leerlingen/${student.id}/somvensters/${window.id}/afronden`, {}, as(student)),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const summaries = results.map((r) => r.json());
    expect(new Set(summaries.map((s) => JSON.stringify(s))).size).toBe(1);
    const [after] = await db()
      .select()
      .from(studentPractice)
      .where(eq(studentPractice.studentId, student.id));
    expect(after!.coins).toBe(before!.coins + summaries[0].coins);
    expect(after!.roundsTotal).toBe(before!.roundsTotal + 1);
  });

  it('completing the day unlocks the reward game and pays the day bonus once', async () => {
    const student = school.students[2]!;
    const list = await taskList(t, student);
    const open = list.tasks.filter((task) => task.status !== 'done');
    expect(open).toHaveLength(1);
    const { summary } = await playRound(t, student, open[0]!.id);
    expect(summary.dayComplete).toBe(true);
    expect(summary.rewardGamesUnlocked).toEqual(['autorace']);
    expect(summary.feedback).toEqual(expect.arrayContaining(['dayComplete', 'rewardUnlocked']));
    expect(summary.coins).toBe(5 + 2 + 10);
    const after = await taskList(t, student);
    expect(after).toMatchObject({ dayComplete: true, rewardGames: ['autorace'] });
    // Playing on: no second day bonus, and the reward game may now be played.
    const reward = await newWindow(t, student, after.tasks[0]!.id, 'autorace');
    expect(reward.gameId).toBe('autorace');
    await postAnswers(t, student, answersFor(reward));
    const more = await finish(t, student, reward.id);
    expect(more.coins).toBe(5 + Math.floor(reward.sums.length / 5));
    expect(more.rewardGamesUnlocked).toEqual([]);
    const bonuses = await db()
      .select({ n: count() })
      .from(coinLedger)
      .where(and(eq(coinLedger.studentId, student.id), eq(coinLedger.reason, 'dayComplete')));
    expect(bonuses[0]!.n).toBe(1);
  });

  it('moves the task list on once the facts are automated', async () => {
    const student = (await createSchool(t, 'mv', 1, '3')).students[0]!;
    const list = await taskList(t, student);
    const task = list.tasks[2]!;
    expect(task.oefentaakId).toBe('ot-dubbel-10');
    let moved = null;
    for (let round = 0; round < 20 && !moved; round++) {
      const window = await newWindow(t, student, task.id);
      const res = await postAnswers(
        t,
        student,
        answersFor(window, () => true, 1200),
      );
      expect(res.statusCode).toBe(200);
      const summary = await finish(t, student, window.id);
      if (summary.decision === 'next') moved = summary;
    }
    expect(moved).toMatchObject({ nextOefentaakId: 'ot-helft-20' });
    expect(moved!.mastery).toBeGreaterThanOrEqual(0.9);
    expect(moved!.feedback).toContain('movedOn');
    const after = await taskList(t, student);
    expect(after.tasks[2]).toMatchObject({ id: task.id, oefentaakId: 'ot-helft-20', kind: 'intake' });
    const done = await stateOf(student, 'ot-dubbel-10');
    expect(done!.completedAt).not.toBeNull();
    const windows = await db()
      .select({ n: count() })
      .from(sumWindows)
      .where(eq(sumWindows.studentId, student.id));
    expect(windows[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

describe('savings card', () => {
  it('shows coins, owned blobs and the catalogue', async () => {
    const res = await t.client.get(`/api/leerlingen/${first.id}/spaarkaart`, as(first));
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card.owned).toEqual([]);
    expect(card.catalog.length).toBeGreaterThanOrEqual(20);
    expect(card.catalog[0]).toMatchObject({ id: 'blob-bol', price: 15 });
  });

  it('refuses a blob the coins do not pay for, and an unknown blob', async () => {
    const card = (await t.client.get(`/api/leerlingen/${first.id}/spaarkaart`, as(first))).json();
    const dear = card.catalog.find((b: { price: number }) => b.price > card.coins);
    const res = await t.client.post(
      `/api/leerlingen/${first.id}/spaarkaart/kopen`,
      { blobId: dear.id },
      as(first),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/munten/);
    const unknown = await t.client.post(
      `/api/leerlingen/${first.id}/spaarkaart/kopen`,
      { blobId: 'blob-onbekend' },
      as(first),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('buys with earned coins, writes the ledger, and never spends the same coins twice', async () => {
    const student = school.students[2]!;
    const card = (await t.client.get(`/api/leerlingen/${student.id}/spaarkaart`, as(student))).json();
    expect(card.coins).toBeGreaterThanOrEqual(40);
    const bought = await t.client.post(
      `/api/leerlingen/${student.id}/spaarkaart/kopen`,
      { blobId: 'blob-bol' },
      as(student),
    );
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ coins: card.coins - 15, owned: ['blob-bol'] });
    const again = await t.client.post(
      `/api/leerlingen/${student.id}/spaarkaart/kopen`,
      { blobId: 'blob-bol' },
      as(student),
    );
    expect(again.statusCode).toBe(409);

    // Two blobs that each fit the balance but not together, bought at once: only one succeeds.
    const balance = card.coins - 15;
    const pair = card.catalog.filter(
      (b: { price: number; id: string }) =>
        b.id !== 'blob-bol' && b.price <= balance && b.price * 2 > balance,
    );
    const blob = pair[pair.length - 1];
    const other = card.catalog.find(
      (b: { price: number; id: string }) =>
        b.id !== blob.id && b.id !== 'blob-bol' && b.price <= balance && b.price + blob.price > balance,
    );
    const results = await Promise.all(
      [blob.id, other.id].map((blobId) =>
        t.client.post(`/api/leerlingen/${student.id}/spaarkaart/kopen`, { blobId }, as(student)),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [practice] = await db()
      .select()
      .from(studentPractice)
      .where(eq(studentPractice.studentId, student.id));
    const [ledger] = await db()
      .select({ total: sum(coinLedger.delta) })
      .from(coinLedger)
      .where(eq(coinLedger.studentId, student.id));
    expect(practice!.coins).toBeGreaterThanOrEqual(0);
    expect(Number(ledger!.total)).toBe(practice!.coins);
  });
});

describe('answer values', () => {
  it('the checker decides for every kind of answer a window can serve', async () => {
    const list = await taskList(t, first);
    const window = await newWindow(t, first, list.tasks[1]!.id);
    for (const s of window.sums) {
      expect(checkAnswer(s, answerOf(s, true)).correct).toBe(true);
      expect(checkAnswer(s, answerOf(s, false)).correct).toBe(false);
    }
  });
});
