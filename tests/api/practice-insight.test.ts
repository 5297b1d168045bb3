import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoundToDayTotals, addToDayTotals } from '../../server/api/practice/totals';
import { schoolYearStart } from '../../server/api/progress/period';
import { dayOf } from '../../server/api/practice/time';
import {
  answerDayTotals,
  answers,
  fluencyTests,
  groups,
  groupTeachers,
  studentFacts,
  studentTaskStates,
  sumWindows,
  taskListTasks,
} from '../../server/db/schema';
import { DEFAULT_EXERCISE_SETTINGS, FACT_GRIDS, bandOfPercent, percentRight } from '../../src/domain';
import type { GroupProgressResponse, StudentProgressResponse } from '../../src/domain/contracts/practice';
import { login } from './helpers/auth';
import {
  as,
  createSchool,
  playRound,
  taskList,
  turnTo,
  type TestSchool,
  type TestUser,
} from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';
import { hashPassword } from '../../server/identity/passwords';
import { users } from '../../server/db/schema';

/**
 * Teacher insight: every figure of the group overview and a child's progress against a hand count on
 * a few answers of known value; refusals across accounts and for a teacher outside the group.
 */
let t: TestApp;
let school: TestSchool;
let other: TestSchool;
let outsider: TestUser;
const DAY = 86_400_000;
const now = Date.now();
const today = dayOf(now);
const inYear = (at: number) => dayOf(at) >= schoolYearStart(today);

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t, 'ins', 3, '5');
  other = await createSchool(t, 'ins2', 1, '5');
  // A teacher of the same school who teaches another group.
  const { db } = t.database;
  const [group] = await db
    .insert(groups)
    .values({ accountId: school.accountId, name: 'Groep 6ins', yearGroup: '6' })
    .returning({ id: groups.id });
  const [row] = await db
    .insert(users)
    .values({
      role: 'docent',
      username: 'docent.elders',
      displayName: 'docent.elders',
      passwordHash: await hashPassword('oefenen-test'),
      accountId: school.accountId,
    })
    .returning({ id: users.id });
  await db.insert(groupTeachers).values({ groupId: group!.id, userId: row!.id, accountId: school.accountId });
  outsider = {
    id: row!.id,
    username: 'docent.elders',
    token: await login(t, 'docent.elders', 'oefenen-test'),
  };
});
afterAll(async () => t.close());

const groupUrl = (periode?: string) =>
  `/api/groepen/${school.groupId}/voortgang${periode ? `?periode=${periode}` : ''}`;
const getGroup = async (periode?: string): Promise<GroupProgressResponse> => {
  const res = await t.client.get(groupUrl(periode), as(school.docent));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const getStudent = async (student: TestUser): Promise<StudentProgressResponse> => {
  const res = await t.client.get(`/api/leerlingen/${student.id}/voortgang`, as(school.docent));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

interface Seeded {
  sumKey: string;
  correct: boolean;
  answer: unknown;
  ms: number;
  at: number;
}

/** Stores answers as the answers route does (row + day totals in one go), in a finished round. */
async function seedAnswers(
  student: TestUser,
  taskId: string,
  list: Seeded[],
  gameId = 'bellenprikken',
  accountId = school.accountId,
) {
  const { db } = t.database;
  const tasks = await taskList(t, student);
  const windowId = randomUUID();
  const at = Math.max(...list.map((a) => a.at));
  await db.insert(sumWindows).values({
    id: windowId,
    accountId,
    studentId: student.id,
    taskListTaskId: tasks.tasks[0]!.id,
    practiceTaskId: taskId,
    gameId,
    purpose: 'practice',
    sumKeys: [],
    reserveKeys: [],
    slots: [],
    settings: DEFAULT_EXERCISE_SETTINGS,
    createdAt: new Date(at - 60_000),
    completedAt: new Date(at),
  });
  const rows = list.map((a) => ({
    clientAnswerId: randomUUID(),
    accountId,
    studentId: student.id,
    windowId,
    practiceTaskId: taskId,
    sumKey: a.sumKey,
    answer: a.answer,
    correct: a.correct,
    responseMs: a.ms,
    answeredAt: new Date(a.at),
    score: 0,
    expected: 0,
  }));
  await db.insert(answers).values(rows);
  await addToDayTotals(db, rows);
  await addRoundToDayTotals(db, {
    accountId,
    studentId: student.id,
    practiceTaskId: taskId,
    completedAt: new Date(at),
  });
}

describe('answer_day_totals', () => {
  it('is kept by the answers route: equal to a count over the answers table', async () => {
    const student = school.students[0]!;
    const list = await taskList(t, student);
    // Two rounds: the first all right, the second right on even positions only (1.5 s each).
    const first = await playRound(t, student, list.tasks[0]!.id);
    const second = await playRound(t, student, list.tasks[0]!.id, (i) => i % 2 === 0);
    const n1 = first.window.sums.length;
    const n2 = second.window.sums.length;
    const expectedCorrect = n1 + Math.ceil(n2 / 2);
    const { db } = t.database;
    const [raw] = await db
      .select({
        n: sql<number>`count(*)::int`,
        correct: sql<number>`(count(*) filter (where ${answers.correct}))::int`,
      })
      .from(answers)
      .where(eq(answers.studentId, student.id));
    const [kept] = await db
      .select({
        n: sql<number>`sum(${answerDayTotals.answers})::int`,
        correct: sql<number>`sum(${answerDayTotals.correct})::int`,
        ms: sql<number>`sum(${answerDayTotals.answerMs})::float8`,
      })
      .from(answerDayTotals)
      .where(eq(answerDayTotals.studentId, student.id));
    expect(raw).toEqual({ n: n1 + n2, correct: expectedCorrect });
    expect(kept).toEqual({ n: n1 + n2, correct: expectedCorrect, ms: (n1 + n2) * 1500 });
    const [rounds] = await db
      .select({ n: sql<number>`sum(${answerDayTotals.rounds})::int` })
      .from(answerDayTotals)
      .where(eq(answerDayTotals.studentId, student.id));
    expect(rounds!.n).toBe(2);

    const overview = await getGroup();
    const me = overview.students.find((s) => s.leerlingId === student.id)!;
    expect(me.insight).toMatchObject({
      period: {
        answers: n1 + n2,
        correct: expectedCorrect,
        minutes: Math.round(((n1 + n2) * 1500) / 60_000),
        rounds: 2,
        daysPractised: 1,
      },
      practisedThisWeek: true,
      stuck: [],
    });
  });
});

describe('hand counts on seeded answers', () => {
  // Student 1: table of 7, today 25 answers of which 10 right (many misses); 3 right answers 40 days ago.
  const seeded: Seeded[] = [];
  const old = now - 40 * DAY;
  beforeAll(async () => {
    const student = school.students[1]!;
    for (let i = 0; i < 25; i++) {
      const wrong8 = i < 8; // 7 x 8 answered 54 eight times
      const timeout = i >= 8 && i < 15; // 7 x 6 not answered seven times
      seeded.push({
        sumKey: wrong8 ? 'mul:7x8' : timeout ? 'mul:7x6' : 'mul:7x3',
        correct: !wrong8 && !timeout,
        answer: wrong8 ? 54 : timeout ? null : 21,
        ms: i === 24 ? 200_000 : 2000, // one answer of 200 s counts as 60 s
        at: now - (25 - i) * 1000,
      });
    }
    await seedAnswers(student, 'ot-tafel-7', seeded, 'vishaak');
    await seedAnswers(
      student,
      'ot-tafel-7',
      [0, 1, 2].map((i) => ({
        sumKey: 'mul:7x2',
        correct: true,
        answer: 14,
        ms: 3000,
        at: old + i * 1000,
      })),
    );
    const { db } = t.database;
    await db.insert(studentFacts).values(
      [
        ['mul:7x8', [{ correct: true, ms: 5000 }]], // right but slow
        ['mul:3x4', [1200, 1400, 1000, 1600].map((ms) => ({ correct: true, ms }))], // automated
        ['mul:2x2', [{ correct: false, ms: 2000 }]], // learning
      ].map(([sumKey, recent]) => ({
        accountId: school.accountId,
        studentId: student.id,
        sumKey: sumKey as string,
        answers: (recent as unknown[]).length,
        correctAnswers: (recent as { correct: boolean }[]).filter((r) => r.correct).length,
        recent,
        lastAnsweredAt: new Date(now),
        lastAnswerIndex: 1,
        box: 1,
        dueAt: new Date(now),
      })),
    );
    await db.insert(fluencyTests).values({
      id: randomUUID(),
      accountId: school.accountId,
      studentId: student.id,
      state: {},
      startedAt: new Date(now - 2 * DAY - 60_000),
      finishedAt: new Date(now - 2 * DAY),
      result: {
        answered: 20,
        correct: 18,
        fluent: 15,
        accuracy: 0.9,
        fluentShare: 0.75,
        medianResponseMs: 2100,
        levelReached: 0.6,
        score: 80,
        stopReason: 'maxSums',
      },
    });
  });

  it('group overview: answers, minutes, rounds, days, many misses, test just done', async () => {
    const week = await getGroup('week');
    expect(week.period).toEqual({ periode: 'week', from: expect.any(String), to: today });
    const me = week.students.find((s) => s.leerlingId === school.students[1]!.id)!;
    // 24 × 2 s + 60 s (capped) = 108 s → 2 minutes.
    expect(me.insight!.period).toEqual({ answers: 25, correct: 10, minutes: 2, rounds: 1, daysPractised: 1 });
    expect(me.insight!.practisedThisWeek).toBe(true);
    expect(me.insight!.stuck).toEqual([
      {
        oefentaakId: 'ot-tafel-7',
        title: expect.objectContaining({ nl: expect.any(String) }),
        domainId: 'dom-vermenigvuldigen-delen',
        reason: 'manyMisses',
        answers: 25,
        correct: 10,
        days: 1,
        factGrid: 'tables',
      },
    ]);
    // The domain's colour is the band of the percentage right of its answers in the period: 10 of 25.
    expect(me.domains.find((d) => d.domainId === 'dom-vermenigvuldigen-delen')).toMatchObject({
      answers: 25,
      correct: 10,
      colour: 'red',
    });
    expect(me.domains.find((d) => d.domainId === 'dom-getalbegrip')).toMatchObject({
      answers: 0,
      colour: 'grey',
    });
    expect(me.insight!.fluencyTest).toMatchObject({ justDone: true, inProgress: false, due: false });
    expect(me.latestTestScore).toBe(80);

    const year = await getGroup('schooljaar');
    const yearMe = year.students.find((s) => s.leerlingId === school.students[1]!.id)!;
    const oldIn = inYear(old);
    expect(yearMe.insight!.period).toMatchObject({
      answers: oldIn ? 28 : 25,
      correct: oldIn ? 13 : 10,
      rounds: oldIn ? 2 : 1,
      daysPractised: oldIn ? 2 : 1,
    });
    // The student who did nothing.
    const idle = week.students.find((s) => s.leerlingId === school.students[2]!.id)!;
    expect(idle.insight).toMatchObject({
      period: { answers: 0, correct: 0, minutes: 0, rounds: 0, daysPractised: 0 },
      practisedThisWeek: false,
      stuck: [],
      fluencyTest: { lastFinishedAt: null, justDone: false },
    });
    // Where each child stands: a place on the domain's part of the line.
    for (const d of idle.domains) {
      if (d.oefentaakId) {
        expect(d.position).toBeGreaterThan(0);
        expect(d.lineShare).toBeCloseTo(d.position! / d.tasksInDomain!);
      }
    }
  });

  it("a child's progress: calendar, totals, growth, fact matrix, wrong answers, games, tests", async () => {
    const res = await getStudent(school.students[1]!);
    const insight = res.insight!;
    const oldIn = inYear(old);
    const todayEntry = insight.calendar.find((d) => d.date === today)!;
    expect(todayEntry).toEqual({ date: today, minutes: 2, answers: 25, correct: 10, rounds: 1 });
    if (oldIn)
      expect(insight.calendar.find((d) => d.date === dayOf(old))).toEqual({
        date: dayOf(old),
        minutes: 0,
        answers: 3,
        correct: 3,
        rounds: 1,
      });
    expect(insight.totals).toEqual({
      answers: oldIn ? 28 : 25,
      correct: oldIn ? 13 : 10,
      minutes: Math.round((108_000 + (oldIn ? 9000 : 0)) / 60_000),
      rounds: oldIn ? 2 : 1,
      daysPractised: oldIn ? 2 : 1,
    });
    const lastWeek = insight.growth[insight.growth.length - 1]!;
    expect(lastWeek.domains).toEqual([
      expect.objectContaining({
        domainId: 'dom-vermenigvuldigen-delen',
        oefentaakId: 'ot-tafel-7',
        answers: 25,
        correct: 10,
      }),
    ]);
    expect(lastWeek.domains[0]!.position).toBeGreaterThan(0);

    const tables = insight.factMatrices.find((m) => m.matrix === 'tables')!;
    expect(tables.cells).toHaveLength(100);
    const cell = (id: string) => tables.cells.find((c) => c.sumId === id)!;
    expect(cell('mul:7x8')).toMatchObject({ row: 7, col: 8, status: 'slow', typicalMs: 5000, answers: 1 });
    expect(cell('mul:3x4')).toMatchObject({
      status: 'automated',
      typicalMs: 1300,
      answers: 4,
      correctAnswers: 4,
    });
    expect(cell('mul:2x2')).toMatchObject({ status: 'learning', typicalMs: null, correctAnswers: 0 });
    expect(cell('mul:9x9')).toMatchObject({ status: 'notSeen', answers: 0, typicalMs: null });
    expect(cell('mul:7x8').text).toBe('7 × 8 = _');
    expect(insight.factMatrices.find((m) => m.matrix === 'addTo20')!.cells).toHaveLength(231);
    expect(insight.factMatrices.find((m) => m.matrix === 'subtractTo20')!.cells).toHaveLength(231);
    // A grid for every kind of fact the learning line has children automate.
    expect(insight.factMatrices.map((m) => m.matrix)).toEqual([...FACT_GRIDS]);
    expect(insight.factMatrices.find((m) => m.matrix === 'division')!.cells).toHaveLength(100);
    // Stuck this week on the table of 7: the flag comes with the child's progress too, and its grid.
    expect(res.period).toMatchObject({ periode: 'week', to: today });
    expect(insight.stuck).toEqual([
      expect.objectContaining({ oefentaakId: 'ot-tafel-7', reason: 'manyMisses', factGrid: 'tables' }),
    ]);

    expect(insight.wrongAnswers).toEqual([
      { sumId: 'mul:7x8', text: expect.stringContaining('7'), answer: 54, times: 8, errorPattern: null },
      { sumId: 'mul:7x6', text: expect.stringContaining('7'), answer: null, times: 7, errorPattern: null },
    ]);
    expect(insight.games).toEqual(
      oldIn
        ? [
            { gameId: 'vishaak', rounds: 1 },
            { gameId: 'bellenprikken', rounds: 1 },
          ].sort((a, b) => a.gameId.localeCompare(b.gameId))
        : [{ gameId: 'vishaak', rounds: 1 }],
    );
    expect(res.tests).toHaveLength(1);
    expect(res.tests[0]!.result).toMatchObject({ score: 80, stopReason: 'maxSums', answered: 20 });
    // The current tasks: one per domain of the line, as the task list has them.
    const list = await taskList(t, school.students[1]!);
    expect(insight.currentTasks.map((c) => c.oefentaakId).sort()).toEqual(
      list.tasks.map((task) => task.oefentaakId).sort(),
    );
  });

  it('no progress: still on the current task after 5 days, recent rounds not green', async () => {
    const student = school.students[2]!;
    const list = await taskList(t, student);
    const current = list.tasks[0]!;
    const days = [0, 1, 2, 3, 4].map((d) => now - d * DAY);
    if (!days.every(inYear)) return; // the first days of August: no five days in this school year yet
    for (const at of days)
      await seedAnswers(
        student,
        current.oefentaakId,
        Array.from({ length: 10 }, (_, i) => ({
          sumKey: 'mul:2x3',
          correct: i < 6,
          answer: i < 6 ? 6 : 5,
          ms: 1000,
          at: at - i * 1000,
        })),
      );
    const { db } = t.database;
    await db
      .insert(studentTaskStates)
      .values({
        accountId: school.accountId,
        studentId: student.id,
        practiceTaskId: current.oefentaakId,
        recentRoundAccuracy: [0.6, 0.6],
        lastPractisedAt: new Date(now),
      })
      .onConflictDoUpdate({
        target: [studentTaskStates.studentId, studentTaskStates.practiceTaskId],
        set: { recentRoundAccuracy: [0.6, 0.6] },
      });
    const year = await getGroup('schooljaar');
    const me = year.students.find((s) => s.leerlingId === student.id)!;
    expect(me.insight!.stuck).toEqual([
      expect.objectContaining({
        oefentaakId: current.oefentaakId,
        reason: 'noProgress',
        answers: 50,
        correct: 30,
        days: 5,
      }),
    ]);
    // Green recent rounds: practising long is not being stuck.
    await db
      .update(studentTaskStates)
      .set({ recentRoundAccuracy: [0.9, 0.8] })
      .where(
        and(
          eq(studentTaskStates.studentId, student.id),
          eq(studentTaskStates.practiceTaskId, current.oefentaakId),
        ),
      );
    const after = (await getGroup('schooljaar')).students.find((s) => s.leerlingId === student.id)!;
    expect(after.insight!.stuck).toEqual([]);
  });
});

describe('the division grid, from real answers', () => {
  it('fills the division grid from the answers route; a child stuck on a division table opens it', async () => {
    const div = await createSchool(t, 'deel', 1, '6');
    const student = div.students[0]!;
    const { db } = t.database;
    // The child works on "Deeltafel van 8" in the multiplication and division domain (placed there).
    const list = await taskList(t, student);
    const row = list.tasks.find((task) => task.domainId === 'dom-vermenigvuldigen-delen')!;
    await db
      .update(taskListTasks)
      .set({ practiceTaskId: 'ot-deeltafel-8', placedAt: new Date() })
      .where(eq(taskListTasks.id, row.id));
    await turnTo(t, student, row.id);
    // Three rounds through the answers route, a third of the sums right.
    const rounds = [];
    for (let i = 0; i < 3; i++) rounds.push(await playRound(t, student, row.id, (p) => p % 3 === 0));
    for (const round of rounds) expect(round.window.practiceTaskId).toBe('ot-deeltafel-8');
    const given = rounds.flatMap((r) =>
      r.window.sums.map((sum, p) => ({ sumId: sum.id, correct: p % 3 === 0 })),
    );
    expect(given.length).toBeGreaterThanOrEqual(20);

    const res = await t.client.get(`/api/leerlingen/${student.id}/voortgang`, as(div.docent));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as StudentProgressResponse;
    const insight = body.insight!;
    const grid = insight.factMatrices.find((m) => m.matrix === 'division')!;
    // Row the divisor (the table), column the quotient: 100 cells, 40 : 8 at row 8, column 5.
    expect(grid.cells).toHaveLength(100);
    expect(grid.cells.find((c) => c.row === 8 && c.col === 5)).toMatchObject({
      sumId: 'div:40:8',
      text: '40 : 8 = _',
    });
    // Every cell holds exactly the answers the route stored for its sum, and nothing else was seen.
    const stored = await db
      .select({
        sumKey: answers.sumKey,
        n: sql<number>`count(*)::int`,
        right: sql<number>`(count(*) filter (where ${answers.correct}))::int`,
      })
      .from(answers)
      .where(eq(answers.studentId, student.id))
      .groupBy(answers.sumKey);
    const byKey = new Map(stored.map((r) => [r.sumKey, r]));
    for (const cell of grid.cells) {
      const mine = byKey.get(cell.sumId);
      expect(cell.answers, cell.sumId).toBe(mine?.n ?? 0);
      expect(cell.correctAnswers, cell.sumId).toBe(mine?.right ?? 0);
      if (!mine) expect(cell.status).toBe('notSeen');
    }
    const seen = grid.cells.filter((c) => c.answers > 0);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((c) => c.row === 8)).toBe(true);
    // A sum answered wrong last is not automated.
    const lastWrong = given.filter((g) => !g.correct).at(-1)!;
    expect(grid.cells.find((c) => c.sumId === lastWrong.sumId)!.status).not.toBe('automated');
    // No other grid holds these answers.
    for (const other of insight.factMatrices.filter((m) => m.matrix !== 'division'))
      expect(other.cells.filter((c) => c.answers > 0)).toEqual([]);

    // Stuck on the division table: the flag names its grid, on the child's page and in the group.
    expect(insight.stuck).toEqual([
      expect.objectContaining({ oefentaakId: 'ot-deeltafel-8', reason: 'manyMisses', factGrid: 'division' }),
    ]);
    const group = (
      await t.client.get(`/api/groepen/${div.groupId}/voortgang`, as(div.docent))
    ).json() as GroupProgressResponse;
    expect(group.students[0]!.insight!.stuck[0]).toMatchObject({ factGrid: 'division' });
    // The domain's colour and its measure, the same in both.
    const status = body.domains.find((d) => d.domainId === 'dom-vermenigvuldigen-delen')!.status;
    const total = [...byKey.values()].reduce((n, r) => n + r.n, 0);
    const right = [...byKey.values()].reduce((n, r) => n + r.right, 0);
    expect(status).toMatchObject({
      answers: total,
      correct: right,
      colour: bandOfPercent(percentRight(right, total)),
    });
    expect(group.students[0]!.domains.find((d) => d.domainId === status.domainId)).toMatchObject({
      answers: total,
      correct: right,
      colour: status.colour,
    });
    // The growth line: this week at "Deeltafel van 8", with the expectation of groep 6.
    const levels = insight.levels!;
    expect(levels.yearGroup).toBe(6);
    const line = levels.domains.find((d) => d.domainId === 'dom-vermenigvuldigen-delen')!;
    expect(line.weeks.at(-1)).toMatchObject({ practised: true, position: status.position });
    expect(line.weeks.at(-1)!.expectedPosition).toBeGreaterThan(0);
  });
});

describe('the colour code: one measure, one band', () => {
  it('92% right is green, in the group overview and on the child page, in every period', async () => {
    const own = await createSchool(t, 'band', 1, '5');
    const student = own.students[0]!;
    await seedAnswers(
      student,
      'ot-tafel-3',
      Array.from({ length: 25 }, (_, i) => ({
        sumKey: `mul:3x${(i % 10) + 1}`,
        correct: i >= 2, // 23 of 25
        answer: i >= 2 ? 3 * ((i % 10) + 1) : 1,
        ms: 1500,
        at: now - (25 - i) * 1000,
      })),
      'bellenprikken',
      own.accountId,
    );
    for (const periode of ['week', 'maand', 'schooljaar']) {
      const group = (
        await t.client.get(`/api/groepen/${own.groupId}/voortgang?periode=${periode}`, as(own.docent))
      ).json() as GroupProgressResponse;
      const status = group.students[0]!.domains.find((d) => d.domainId === 'dom-vermenigvuldigen-delen')!;
      expect(status).toMatchObject({ answers: 25, correct: 23, colour: 'green' });
      expect(percentRight(status.correct!, status.answers!)).toBe(92);
      const child = (
        await t.client.get(`/api/leerlingen/${student.id}/voortgang?periode=${periode}`, as(own.docent))
      ).json() as StudentProgressResponse;
      expect(child.period?.periode).toBe(periode);
      expect(child.domains.find((d) => d.domainId === status.domainId)!.status).toMatchObject({
        answers: 25,
        correct: 23,
        colour: 'green',
      });
    }
  });
});

describe('refusals', () => {
  it('a bad period is 400', async () => {
    expect((await t.client.get(groupUrl('eeuw'), as(school.docent))).statusCode).toBe(400);
    const child = `/api/leerlingen/${school.students[1]!.id}/voortgang`;
    expect((await t.client.get(`${child}?periode=eeuw`, as(school.docent))).statusCode).toBe(400);
    expect((await t.client.get(`${child}?onbekend=1`, as(school.docent))).statusCode).toBe(400);
  });

  it('a teacher outside the group gets 403; another school 404; a student 403', async () => {
    expect((await t.client.get(groupUrl('week'), as(outsider))).statusCode).toBe(403);
    expect(
      (await t.client.get(`/api/leerlingen/${school.students[1]!.id}/voortgang`, as(outsider))).statusCode,
    ).toBe(403);
    expect((await t.client.get(groupUrl('maand'), as(other.docent))).statusCode).toBe(404);
    expect(
      (await t.client.get(`/api/leerlingen/${school.students[1]!.id}/voortgang`, as(other.docent)))
        .statusCode,
    ).toBe(404);
    expect((await t.client.get(groupUrl(), as(school.students[1]!))).statusCode).toBe(403);
  });

  it("the other school's figures hold none of this school's answers", async () => {
    const res = await t.client.get(
      `/api/groepen/${other.groupId}/voortgang?periode=schooljaar`,
      as(other.docent),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as GroupProgressResponse;
    expect(body.students.map((s) => s.insight!.period.answers)).toEqual([0]);
  });
});
