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
import { checkAnswer, LEARNING_LINE, locatePracticeTasks } from '../../src/domain';
import type { Sum } from '../../src/domain';
import type {
  AnswerBatchItem,
  StudentProgressResponse,
  SumWindowResponse,
  TaskListResponse,
} from '../../src/domain/contracts/practice';
import { RoundMachine } from '../../src/games/kit/round';
import { playableWindow, roundSoFar, toBatchItem } from '../../src/student/spel/round';
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
  turnTo,
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

/** Answers the student's task states have taken in (a placement intake spreads them over tasks). */
async function ratedAnswers(student: TestUser) {
  const rows = await db().select().from(studentTaskStates).where(eq(studentTaskStates.studentId, student.id));
  return {
    answers: rows.reduce((n, r) => n + r.answerCount, 0),
    ratings: rows.reduce((n, r) => n + r.ratingAnswers, 0),
    rows,
  };
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

  it('names the child it belongs to (a child signed in by a card sees it is theirs), and no one else', () => {
    expect(list.name).toBe(first.username);
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
    await turnTo(t, first, list.tasks[2]!.id);
    window = await newWindow(t, first, list.tasks[2]!.id);
  });

  it('starts with the placement intake: sums of several tasks of the line with everything a game needs', () => {
    expect(window.purpose).toBe('intake');
    expect(window.practiceTaskId).toBe('ot-dubbel-10');
    expect(window.takenlijsttaakId).toBe(list.tasks[2]!.id);
    expect(window.gameId).toBe(list.tasks[2]!.games[0]);
    expect(window.sums.length).toBeGreaterThanOrEqual(10);
    expect(window.reserve).toEqual([]);
    // Doubling to 10 first, then halving to 20, then doubling and halving to 100.
    expect(window.sums.slice(0, 3).every((s) => /^dbl:([1-9]|10)$/.test(s.id))).toBe(true);
    expect(window.sums.slice(3, 6).every((s) => s.id.startsWith('half:'))).toBe(true);
    expect(new Set(window.sums.map((s) => s.id)).size).toBe(window.sums.length);
    for (const s of window.sums) {
      expect(s.id).toMatch(/^(dbl|half):/);
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
      // The game as made: its published tempo, and no levels (the window's game is not bellenprikken).
      gameSpeed: 1,
      level: window.gameId === 'bellenprikken' ? expect.objectContaining({ id: 'bellenprikken-1' }) : null,
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
    // The times too: a resumed round counts the fluent answers before the reload.
    expect(reloaded.answered.map((a) => a.responseTimeMs)).toEqual(batch.map((a) => a.responseTimeMs));
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

describe('the order of the day', () => {
  it('opens a round only on the task whose turn it is or on one done today; a later one waits (409)', async () => {
    const student = (await createSchool(t, 'turn', 1, '3')).students[0]!;
    const list = await taskList(t, student);
    expect(list.tasks.map((task) => task.status)).toEqual(['current', 'upcoming', 'upcoming']);
    const open = (id: string, headers: Record<string, string> = {}) =>
      t.client.post(
        `/api/leerlingen/${student.id}/takenlijst/${id}/somvensters`,
        {},
        {
          headers: { ...as(student).headers, ...headers },
        },
      );

    const later = await open(list.tasks[1]!.id);
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({
      message: 'Deze taak is nog niet aan de beurt. Maak eerst de taak die nu aan de beurt is.',
      errors: { task: 'notYourTurn' },
    });
    expect((await open(list.tasks[2]!.id, { 'accept-language': 'en-GB' })).json()).toMatchObject({
      message: "This task's turn has not come yet. Do the task whose turn it is first.",
      errors: { task: 'notYourTurn' },
    });
    expect(
      await db().select({ n: count() }).from(sumWindows).where(eq(sumWindows.studentId, student.id)),
    ).toEqual([{ n: 0 }]);

    // The first task's round done: the second is current and opens; the third still waits; the first,
    // done, opens again (a child may play on).
    await playRound(t, student, list.tasks[0]!.id);
    expect((await taskList(t, student)).tasks.map((task) => task.status)).toEqual([
      'done',
      'current',
      'upcoming',
    ]);
    expect((await open(list.tasks[1]!.id)).statusCode).toBe(201);
    expect((await open(list.tasks[2]!.id)).statusCode).toBe(409);
    expect((await open(list.tasks[0]!.id)).statusCode).toBe(201);
  });
});

describe('answers', () => {
  let window: SumWindowResponse;
  beforeAll(async () => {
    const list = await taskList(t, second);
    await turnTo(t, second, list.tasks[2]!.id);
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
    // The first two sums of the placement intake stand for the window's own task.
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
    const before = await ratedAnswers(second);
    const facts = await db()
      .select()
      .from(studentFacts)
      .where(eq(studentFacts.studentId, second.id))
      .orderBy(studentFacts.sumKey);
    const again = await postAnswers(t, second, batch);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ accepted: [], duplicates: batch.map((a) => a.clientAnswerId) });
    expect(await ratedAnswers(second)).toEqual(before);
    expect(
      await db()
        .select()
        .from(studentFacts)
        .where(eq(studentFacts.studentId, second.id))
        .orderBy(studentFacts.sumKey),
    ).toEqual(facts);
    // Mixed: one new, one old, and the new one twice within the batch.
    const fresh = answersFor(window)[6]!;
    const mixed = await postAnswers(t, second, [batch[0]!, fresh, fresh]);
    expect(mixed.json()).toEqual({
      accepted: [fresh.clientAnswerId],
      duplicates: expect.arrayContaining([batch[0]!.clientAnswerId, fresh.clientAnswerId]),
    });
    expect((await ratedAnswers(second)).answers).toBe(before.answers + 1);
  });

  it('the same batch sent five times at once is stored once and rates once', async () => {
    const batch = answersFor(window, (i) => i % 2 === 0).slice(7);
    const before = await ratedAnswers(second);
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
    const after = await ratedAnswers(second);
    expect(after.answers).toBe(before.answers + batch.length);
    expect(after.ratings).toBe(before.ratings + batch.length);
    const [practice] = await db()
      .select()
      .from(studentPractice)
      .where(eq(studentPractice.studentId, second.id));
    expect(practice!.answerCount).toBe(after.answers);
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
      { ...good, clientAnswerId: randomUUID(), sumId: foreign, position: undefined, kind: 'easier' },
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
    await turnTo(t, student, task.id);
    // Everything wrong in the placement intake: the student starts at the beginning.
    const placement = await playRound(t, student, task.id, () => false);
    expect(placement.summary).toMatchObject({ decision: 'repeat', nextOefentaakId: 'ot-dubbel-10' });
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
    // The placement intake sampled halving to 20 already: no intake of its own.
    expect(after.tasks[2]).toMatchObject({ id: task.id, oefentaakId: 'ot-helft-20', kind: 'adaptive' });
    const done = await stateOf(student, 'ot-dubbel-10');
    expect(done!.completedAt).not.toBeNull();
    const windows = await db()
      .select({ n: count() })
      .from(sumWindows)
      .where(eq(sumWindows.studentId, student.id));
    expect(windows[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

describe('a round that plans a sum twice', () => {
  // dbl:2 at positions 0 and 3, dbl:3 at 1 and 7: answers belong to positions, not to sums.
  const KEYS = ['dbl:2', 'dbl:3', 'dbl:4', 'dbl:2', 'dbl:5', 'dbl:6', 'dbl:7', 'dbl:3', 'dbl:8', 'dbl:9'];
  let student: TestUser;
  let taskId: string;

  beforeAll(async () => {
    student = (await createSchool(t, 'rep', 1, '3')).students[0]!;
    const task = (await taskList(t, student)).tasks[2]!;
    taskId = task.id;
    await turnTo(t, student, taskId);
    // Everything wrong in the placement intake: the student practises doubling to 10.
    await playRound(t, student, taskId, () => false);
  });

  /** A practice window of the task whose planned sums are KEYS (its reserve as planned). */
  async function repeatingWindow(): Promise<SumWindowResponse> {
    const made = await newWindow(t, student, taskId);
    expect(made.purpose).toBe('practice');
    expect(made.reserve.length).toBeGreaterThan(0);
    await db().update(sumWindows).set({ sumKeys: KEYS }).where(eq(sumWindows.id, made.id));
    const window = await fetchWindow(made.id);
    expect(window.sums.map((s) => s.id)).toEqual(KEYS);
    return window;
  }

  async function fetchWindow(id: string): Promise<SumWindowResponse> {
    const res = await t.client.get(`/api/leerlingen/${student.id}/somvensters/${id}`, as(student));
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /**
   * Plays the window as the student area does (the game's RoundMachine, `toBatchItem`, a resumed round
   * from the server's answers), `until` answers or to the end; `wrong(i)` misses the i-th answer.
   */
  async function play(window: SumWindowResponse, wrong: (i: number) => boolean, until = Infinity) {
    const given = window.answered;
    let clock = Date.parse(window.createdAt) + given.length;
    const round = new RoundMachine(playableWindow(window), {
      gameId: window.gameId,
      soFar: roundSoFar(window, given),
      isoNow: () => new Date(++clock).toISOString(),
    });
    const batch: AnswerBatchItem[] = [];
    let showing = round.start(0);
    const first = showing;
    while (showing && batch.length < until) {
      const i = given.length + batch.length;
      const value = wrong(i) ? answerOf(showing.sum, false) : showing.sum.answer;
      batch.push(toBatchItem(round.answer(value, 1000 * (i + 1))!, window));
      showing = round.next(1000 * (i + 1) + 500);
    }
    const res = await postAnswers(t, student, batch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accepted).toHaveLength(batch.length);
    return { batch, first, ended: showing === null, result: round.result() };
  }

  const roundCoins = async (windowId: string) => {
    const [row] = await db()
      .select({ delta: coinLedger.delta })
      .from(coinLedger)
      .where(and(eq(coinLedger.windowId, windowId), eq(coinLedger.reason, 'round')));
    return row?.delta;
  };

  it('10 of 10 right is a round finished, not stopped: 3 stars and the coins for finishing', async () => {
    const window = await repeatingWindow();
    const { batch, ended, result } = await play(window, () => false);
    expect(ended).toBe(true);
    expect(batch.map((a) => `${a.kind}@${a.position}`)).toEqual(KEYS.map((_, i) => `planned@${i}`));
    expect(result).toMatchObject({ answered: 10, correct: 10, firstTimeRight: 10, total: 10, stars: 3 });
    const summary = await finish(t, student, window.id);
    expect(summary).toMatchObject({ finished: true, correct: 10, total: 10, firstTryAccuracy: 1 });
    expect(summary.feedback.slice(0, 2)).toEqual(['roundFinished', 'allCorrect']);
    // 5 for finishing and 1 per 5 sums.
    expect(await roundCoins(window.id)).toBe(5 + 2);
  });

  it('reloaded with the second showing on screen and a miss before: resumes at its position and finishes', async () => {
    const window = await repeatingWindow();
    // Position 0 missed (an easier sum, then its comeback), positions 1 and 2: dbl:2 again is next.
    const before = await play(window, (i) => i === 0, 5);
    expect(before.batch.map((a) => `${a.kind}@${a.position ?? '-'}`)).toEqual([
      'planned@0',
      'easier@-',
      'comeback@0',
      'planned@1',
      'planned@2',
    ]);
    const reloaded = await fetchWindow(window.id);
    expect(reloaded.answered.map((a) => a.kind)).toEqual([
      'planned',
      'easier',
      'comeback',
      'planned',
      'planned',
    ]);
    expect(reloaded.answered.map((a) => a.position)).toEqual([0, null, 0, 1, 2]);
    const after = await play(reloaded, () => false);
    expect(after.first).toMatchObject({ position: 3, kind: 'planned' });
    expect(after.first?.sum.id).toBe('dbl:2');
    expect(after.batch.map((a) => a.position)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(after.ended).toBe(true);
    // The miss before the reload still counts: 9 of 10 right the first time.
    expect(after.result).toMatchObject({ answered: 12, correct: 11, firstTimeRight: 9, total: 10, stars: 3 });
    const summary = await finish(t, student, window.id);
    expect(summary).toMatchObject({ finished: true, correct: 11, total: 12, firstTryAccuracy: 0.9 });
    expect(summary.feedback.slice(0, 2)).toEqual(['roundFinished', 'keptGoing']);
    // 5 for finishing, 1 per 5 sums, 2 for carrying on after an error.
    expect(await roundCoins(window.id)).toBe(5 + 2 + 2);
  });

  it('stores answers by position: a position must hold the sum, an easier sum comes from the reserve', async () => {
    const window = await repeatingWindow();
    const item = (over: Partial<AnswerBatchItem>): AnswerBatchItem => ({
      clientAnswerId: randomUUID(),
      somvensterId: window.id,
      sumId: 'dbl:2',
      answer: { kind: 'number', value: 4 },
      responseTimeMs: 1200,
      answeredAt: new Date().toISOString(),
      position: 3,
      kind: 'planned',
      ...over,
    });
    const status = async (over: Partial<AnswerBatchItem>) =>
      (await postAnswers(t, student, [item(over)])).statusCode;
    // Shape: a planned sum or a comeback without a position, an easier sum with one.
    expect(await status({ position: undefined })).toBe(400);
    expect(await status({ kind: 'comeback', position: undefined })).toBe(400);
    expect(await status({ kind: 'easier' })).toBe(400);
    // Not served so: the sum is not planned at that position, or an easier sum not in the reserve.
    expect(await status({ position: 2 })).toBe(422);
    expect(await status({ kind: 'comeback', position: 4 })).toBe(422);
    const notReserve = KEYS.find((key) => !window.reserve.some((s) => s.id === key))!;
    expect(await status({ sumId: notReserve, kind: 'easier', position: undefined })).toBe(422);
    const good = item({});
    expect((await postAnswers(t, student, [good])).statusCode).toBe(200);
    const [row] = await db().select().from(answers).where(eq(answers.clientAnswerId, good.clientAnswerId));
    expect(row).toMatchObject({ sumKey: 'dbl:2', position: 3, kind: 'planned' });
  });
});

describe('placement on the line', () => {
  /** The multiplication domain's task-list task: its placement intake, answered and finished. */
  async function place(student: TestUser, correct: (sum: Sum) => boolean) {
    const list = await taskList(t, student);
    const task = list.tasks[2]!;
    expect(task).toMatchObject({ domainId: 'dom-vermenigvuldigen-delen', kind: 'intake' });
    await turnTo(t, student, task.id);
    const window = await newWindow(t, student, task.id);
    expect(window.purpose).toBe('intake');
    const res = await postAnswers(
      t,
      student,
      answersFor(window, (i) => correct(window.sums[i]!)),
    );
    expect(res.statusCode).toBe(200);
    return { task, window, summary: await finish(t, student, window.id) };
  }
  const lineIndex = (taskId: string) =>
    locatePracticeTasks(LEARNING_LINE).find((e) => e.task.id === taskId)!.index;
  const doubleTo10 = (sum: Sum) => /^dbl:([1-9]|10)$/.test(sum.id);
  const sampled = ['ot-dubbel-10', 'ot-helft-20', 'ot-dubbel-50', 'ot-helft-100'];

  let school3: TestSchool;
  beforeAll(async () => {
    school3 = await createSchool(t, 'pl', 3, '3');
  });

  it('places a strong student further along the line than a weak one; the task list shows where', async () => {
    const [strong, weak] = school3.students as [TestUser, TestUser];
    const high = await place(strong, () => true);
    const low = await place(weak, doubleTo10);

    // All four sampled tasks mastered: the student starts after them.
    expect(high.summary).toMatchObject({ decision: 'next', nextOefentaakId: 'ot-dubbel-1000' });
    expect(high.summary.feedback).toEqual(expect.arrayContaining(['intakeDone', 'movedOn']));
    // Only doubling to 10 known: the student starts at halving to 20.
    expect(low.summary).toMatchObject({ decision: 'next', nextOefentaakId: 'ot-helft-20' });
    expect(lineIndex(high.summary.nextOefentaakId!)).toBeGreaterThan(lineIndex(low.summary.nextOefentaakId!));

    const highList = await taskList(t, strong);
    const lowList = await taskList(t, weak);
    expect(highList.tasks[2]).toMatchObject({
      id: high.task.id,
      oefentaakId: 'ot-dubbel-1000',
      kind: 'intake',
    });
    expect(lowList.tasks[2]).toMatchObject({ id: low.task.id, oefentaakId: 'ot-helft-20', kind: 'adaptive' });

    // The placed task plays on: its own intake when the placement did not sample it, else practice.
    const next = await newWindow(t, strong, high.task.id);
    expect(next).toMatchObject({ purpose: 'intake', practiceTaskId: 'ot-dubbel-1000' });
    const practice = await newWindow(t, weak, low.task.id);
    expect(practice).toMatchObject({ purpose: 'practice', practiceTaskId: 'ot-helft-20' });
  });

  it('seeds the ratings of the sampled tasks and marks the ones passed as done', async () => {
    const [strong, weak] = school3.students as [TestUser, TestUser];
    for (const taskId of sampled) {
      const state = await stateOf(strong, taskId);
      expect(state, taskId).toMatchObject({ intakeDone: true, answerCount: 3, ratingAnswers: 3 });
      expect(state!.theta, taskId).toBeGreaterThan(0);
      expect(state!.completedAt, taskId).not.toBeNull();
    }
    const placed = await stateOf(weak, 'ot-helft-20');
    expect(placed).toMatchObject({ intakeDone: true, roundsPlayed: 1, completedAt: null });
    expect(placed!.theta).toBeLessThan(0);
    expect((await stateOf(weak, 'ot-dubbel-10'))!.completedAt).not.toBeNull();
    expect((await stateOf(weak, 'ot-dubbel-50'))!.completedAt).toBeNull();
    // The answers are stored under the task each sum stood for.
    const rows = await db().select().from(answers).where(eq(answers.studentId, weak.id));
    expect(new Set(rows.map((r) => r.practiceTaskId))).toEqual(new Set(sampled));
  });

  it('starts a student who answers everything wrong at the beginning, and places only once', async () => {
    const lost = school3.students[2]!;
    const list = await taskList(t, lost);
    // Two placement windows opened at once (a reload): the first one finished places the student.
    await turnTo(t, lost, list.tasks[2]!.id);
    const first = await newWindow(t, lost, list.tasks[2]!.id);
    const second = await newWindow(t, lost, list.tasks[2]!.id);
    expect(second.purpose).toBe('intake');
    await postAnswers(
      t,
      lost,
      answersFor(first, () => false),
    );
    const summary = await finish(t, lost, first.id);
    expect(summary).toMatchObject({ decision: 'repeat', nextOefentaakId: 'ot-dubbel-10' });
    expect(await finish(t, lost, first.id)).toEqual(summary);
    expect((await stateOf(lost, 'ot-dubbel-10'))!.theta).toBeLessThan(0);
    await postAnswers(
      t,
      lost,
      answersFor(second, () => true),
    );
    const again = await finish(t, lost, second.id);
    expect(again).toMatchObject({ decision: 'repeat', nextOefentaakId: 'ot-dubbel-10' });
    expect((await taskList(t, lost)).tasks[2]).toMatchObject({
      oefentaakId: 'ot-dubbel-10',
      kind: 'adaptive',
    });
  });
});

describe('fact history across tasks', () => {
  it('is one history per fact: the line task and a custom task with the same sums share it', async () => {
    const own = await createSchool(t, 'fh', 1, '3');
    const student = own.students[0]!;
    const created = await t.client.post(
      `/api/groepen/${own.groupId}/maatwerktaken`,
      {
        name: { nl: 'Dubbelen', en: 'Doubles' },
        source: { type: 'generator', setting: { generator: 'double', params: { max: 10 } } },
        gameIds: ['bellenprikken'],
        roundsPerDay: 1,
      },
      as(own.docent),
    );
    expect(created.statusCode).toBe(201);
    const customId = created.json().id as string;
    const list = await taskList(t, student);
    expect(list.tasks[0]!.oefentaakId).toBe(customId);
    await turnTo(t, student, list.tasks[3]!.id);
    const line = await playRound(t, student, list.tasks[3]!.id, () => false);
    const lineDoubles = line.window.sums.filter((s) => /^dbl:([1-9]|10)$/.test(s.id)).map((s) => s.id);
    expect(lineDoubles).toHaveLength(3);
    const custom = await playRound(t, student, list.tasks[0]!.id);
    const both = lineDoubles.filter((id) => custom.window.sums.some((s) => s.id === id));
    expect(both.length).toBeGreaterThan(0);

    const facts = await db().select().from(studentFacts).where(eq(studentFacts.studentId, student.id));
    expect(new Set(facts.map((f) => f.sumKey)).size).toBe(facts.length);
    for (const id of both) {
      const fact = facts.find((f) => f.sumKey === id)!;
      const times = custom.window.sums.filter((s) => s.id === id).length;
      expect(fact.answers).toBe(1 + times);
      expect(fact.correctAnswers).toBe(times);
      expect((fact.recent as { correct: boolean }[])[0]!.correct).toBe(false);
    }

    const progress = (
      await t.client.get(`/api/leerlingen/${student.id}/voortgang`, as(own.docent))
    ).json() as StudentProgressResponse;
    const lineTask = progress.domains
      .flatMap((d) => d.tasks)
      .find((task) => task.oefentaakId === 'ot-dubbel-10')!;
    const customTask = progress.customTasks.find((task) => task.oefentaakId === customId)!;
    for (const id of both) {
      const a = lineTask.facts.find((f) => f.sumId === id);
      const b = customTask.facts.find((f) => f.sumId === id);
      expect(a).toEqual(b);
      expect(a!.answers).toBeGreaterThanOrEqual(2);
    }
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
