import { and, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { fluencyStatus, keyOf } from '../../../src/domain';
import type { FluencyRule, GameId, LocalizedText, SumSpec } from '../../../src/domain';
import {
  STUCK_MAX_ACCURACY,
  STUCK_MIN_ANSWERS,
  STUCK_MIN_DAYS,
  TEST_JUST_DONE_DAYS,
} from '../../../src/domain/contracts/practice';
import type {
  DomainStatus,
  FactMatrix,
  GroupInsightStudent,
  InsightPeriod,
  StudentInsight,
} from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import type { studentFacts } from '../../db/schema';
import { answerDayTotals, answers, fluencyTests, sumWindows } from '../../db/schema';
import { whereAccount } from '../auth/authenticate';
import type { Curriculum } from '../practice/curriculum';
import { sumOfKey } from '../practice/curriculum';
import { anyOf } from '../practice/sql';
import type { StateRow } from '../practice/state';
import { DAY_MS, dayOf, SCHOOL_TIME_ZONE } from '../practice/time';
import { instantBefore, mondayOf, periodOf, schoolYearStart } from './period';
import { readAll } from '../../db/read-all';

const ZONE = sql.raw(`'${SCHOOL_TIME_ZONE}'`);
const minutesOf = (ms: number): number => Math.round(ms / 60_000);

/** The line tasks of each domain in teaching order (per curriculum object). */
const domainTaskCache = new WeakMap<Curriculum, Map<string, string[]>>();
export function domainTasks(curriculum: Curriculum, domainId: string): readonly string[] {
  let byDomain = domainTaskCache.get(curriculum);
  if (!byDomain) {
    byDomain = new Map();
    for (const entry of [...curriculum.located].sort((a, b) => a.index - b.index)) {
      const list = byDomain.get(entry.domainId) ?? [];
      list.push(entry.task.id);
      byDomain.set(entry.domainId, list);
    }
    domainTaskCache.set(curriculum, byDomain);
  }
  return byDomain.get(domainId) ?? [];
}

/** Where a task stands on its domain's line: 1-based place, the domain's task count, and their share. */
export function placeOnLine(
  curriculum: Curriculum,
  domainId: string,
  taskId: string | null,
): { position: number; tasksInDomain: number; lineShare: number } {
  const tasks = domainTasks(curriculum, domainId);
  const position = taskId ? tasks.indexOf(taskId) + 1 : 0;
  return {
    position,
    tasksInDomain: tasks.length,
    lineShare: tasks.length ? position / tasks.length : 0,
  };
}

function meanRecent(state: StateRow | undefined): number | null {
  const recent = (state?.recentRoundAccuracy as number[] | undefined) ?? [];
  return recent.length ? recent.reduce((a, b) => a + b, 0) / recent.length : null;
}

function gamesOf(rows: readonly { gameId: string }[]): { gameId: GameId; rounds: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.gameId, (counts.get(row.gameId) ?? 0) + 1);
  return [...counts]
    .map(([gameId, rounds]) => ({ gameId: gameId as GameId, rounds }))
    .sort((a, b) => b.rounds - a.rounds || a.gameId.localeCompare(b.gameId));
}

const titleOf = (curriculum: Curriculum, taskId: string, customNames: ReadonlyMap<string, LocalizedText>) =>
  curriculum.byId.get(taskId)?.task.name ?? customNames.get(taskId) ?? { nl: taskId, en: taskId };

export interface GroupInsightInput {
  scope: string;
  studentIds: readonly string[];
  periode: InsightPeriod;
  now: number;
  curriculum: Curriculum;
  /** Per student, the domain statuses (current task per domain). */
  statusesOf: (studentId: string) => readonly DomainStatus[];
  states: readonly StateRow[];
  testDueOf: (studentId: string) => boolean;
  customNames: ReadonlyMap<string, LocalizedText>;
}

/** The group overview's figures of a period, per student, from answer_day_totals, rounds and tests. */
export async function groupInsight(
  db: Database,
  input: GroupInsightInput,
): Promise<{
  period: { periode: InsightPeriod; from: string; to: string };
  byStudent: Map<string, GroupInsightStudent>;
}> {
  const { scope, studentIds, now, curriculum } = input;
  const { from, to } = periodOf(input.periode, now);
  const monday = mondayOf(to);
  const earliest = from < monday ? from : monday;
  const ids = [...studentIds];
  const inPeriod = sql`${answerDayTotals.day} >= ${from}::date`;
  const [perTask, perStudent, tests] = await readAll(db, [
    db
      .select({
        studentId: answerDayTotals.studentId,
        taskId: answerDayTotals.practiceTaskId,
        answers: sql<number>`sum(${answerDayTotals.answers})::int`,
        correct: sql<number>`sum(${answerDayTotals.correct})::int`,
        days: sql<number>`(count(*) filter (where ${answerDayTotals.answers} > 0))::int`,
      })
      .from(answerDayTotals)
      .where(
        and(
          anyOf(answerDayTotals.studentId, ids, 'uuid'),
          inPeriod,
          sql`${answerDayTotals.day} <= ${to}::date`,
          whereAccount(answerDayTotals.accountId, scope),
        ),
      )
      .groupBy(answerDayTotals.studentId, answerDayTotals.practiceTaskId),
    db
      .select({
        studentId: answerDayTotals.studentId,
        answers: sql<number>`coalesce(sum(${answerDayTotals.answers}) filter (where ${inPeriod}), 0)::int`,
        correct: sql<number>`coalesce(sum(${answerDayTotals.correct}) filter (where ${inPeriod}), 0)::int`,
        answerMs: sql<number>`coalesce(sum(${answerDayTotals.answerMs}) filter (where ${inPeriod}), 0)::float8`,
        rounds: sql<number>`coalesce(sum(${answerDayTotals.rounds}) filter (where ${inPeriod}), 0)::int`,
        days: sql<number>`(count(distinct ${answerDayTotals.day}) filter (where ${inPeriod} and ${answerDayTotals.answers} > 0))::int`,
        thisWeek: sql<boolean>`coalesce(bool_or(${answerDayTotals.day} >= ${monday}::date and ${answerDayTotals.answers} > 0), false)`,
      })
      .from(answerDayTotals)
      .where(
        and(
          anyOf(answerDayTotals.studentId, ids, 'uuid'),
          sql`${answerDayTotals.day} >= ${earliest}::date`,
          sql`${answerDayTotals.day} <= ${to}::date`,
          whereAccount(answerDayTotals.accountId, scope),
        ),
      )
      .groupBy(answerDayTotals.studentId),
    db
      .select({ studentId: fluencyTests.studentId, finishedAt: fluencyTests.finishedAt })
      .from(fluencyTests)
      .where(and(anyOf(fluencyTests.studentId, ids, 'uuid'), whereAccount(fluencyTests.accountId, scope)))
      .orderBy(desc(fluencyTests.startedAt)),
  ]);

  const byStudent = new Map<string, GroupInsightStudent>();
  for (const studentId of ids) {
    const totals = perStudent.find((r) => r.studentId === studentId);
    const myTasks = perTask.filter((r) => r.studentId === studentId);
    const myTests = tests.filter((t) => t.studentId === studentId);
    const lastFinished = myTests.find((t) => t.finishedAt !== null)?.finishedAt ?? null;
    const statuses = input.statusesOf(studentId);
    const stuck: GroupInsightStudent['stuck'] = [];
    for (const row of myTasks) {
      const domainId = curriculum.byId.get(row.taskId)?.domainId ?? null;
      const base = {
        oefentaakId: row.taskId,
        title: titleOf(curriculum, row.taskId, input.customNames),
        domainId,
        answers: Number(row.answers),
        correct: Number(row.correct),
        days: Number(row.days),
      };
      if (base.answers >= STUCK_MIN_ANSWERS && base.correct < STUCK_MAX_ACCURACY * base.answers) {
        stuck.push({ ...base, reason: 'manyMisses' });
        continue;
      }
      const isCurrent = domainId !== null && statuses.some((s) => s.oefentaakId === row.taskId);
      const state = input.states.find((s) => s.studentId === studentId && s.practiceTaskId === row.taskId);
      const recent = meanRecent(state);
      if (isCurrent && !state?.completedAt && base.days >= STUCK_MIN_DAYS && recent !== null && recent < 0.7)
        stuck.push({ ...base, reason: 'noProgress' });
    }
    stuck.sort((a, b) => a.oefentaakId.localeCompare(b.oefentaakId));
    byStudent.set(studentId, {
      period: {
        answers: Number(totals?.answers ?? 0),
        correct: Number(totals?.correct ?? 0),
        minutes: minutesOf(Number(totals?.answerMs ?? 0)),
        rounds: Number(totals?.rounds ?? 0),
        daysPractised: Number(totals?.days ?? 0),
      },
      practisedThisWeek: Boolean(totals?.thisWeek),
      stuck,
      fluencyTest: {
        due: input.testDueOf(studentId),
        lastFinishedAt: lastFinished?.toISOString() ?? null,
        justDone: lastFinished !== null && now - lastFinished.getTime() <= TEST_JUST_DONE_DAYS * DAY_MS,
        inProgress: myTests.some((t) => t.finishedAt === null),
      },
    });
  }
  return { period: { periode: input.periode, from, to }, byStudent };
}

// ---------------------------------------------------------------------------------------------
// One child

type FactRow = typeof studentFacts.$inferSelect;

function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** A fact's cell: status as the fluency rule sees its recent answers, and its typical (median right) time. */
export function factCell(row: FactRow | undefined, rule: FluencyRule) {
  const recent = (row?.recent as { correct: boolean; ms: number }[] | undefined) ?? [];
  const status = fluencyStatus(recent, rule);
  const last = recent[recent.length - 1];
  return {
    status:
      status === 'new'
        ? ('notSeen' as const)
        : status === 'automated'
          ? ('automated' as const)
          : last?.correct && last.ms > rule.thresholdMs
            ? ('slow' as const)
            : ('learning' as const),
    typicalMs: median(recent.filter((a) => a.correct).map((a) => a.ms)),
    answers: row?.answers ?? 0,
    correctAnswers: row?.correctAnswers ?? 0,
  };
}

export function factMatrices(facts: readonly FactRow[], rule: FluencyRule): FactMatrix[] {
  const byKey = new Map(facts.map((f) => [f.sumKey, f]));
  const matrix = (
    name: FactMatrix['matrix'],
    specs: { row: number; col: number; spec: SumSpec }[],
  ): FactMatrix => ({
    matrix: name,
    thresholdMs: rule.thresholdMs,
    cells: specs.map(({ row, col, spec }) => {
      const sumId = keyOf(spec);
      return { sumId, row, col, ...factCell(byKey.get(sumId), rule) };
    }),
  });
  const tables = [];
  const add = [];
  const sub = [];
  for (let a = 1; a <= 10; a++)
    for (let b = 1; b <= 10; b++)
      tables.push({ row: a, col: b, spec: { type: 'multiply', a, b, form: 'result' } as SumSpec });
  for (let a = 0; a <= 20; a++) {
    for (let b = 0; a + b <= 20; b++)
      add.push({ row: a, col: b, spec: { type: 'add', a, b, form: 'result' } as SumSpec });
    for (let b = 0; b <= a; b++)
      sub.push({ row: a, col: b, spec: { type: 'subtract', a, b, form: 'result' } as SumSpec });
  }
  return [matrix('tables', tables), matrix('addTo20', add), matrix('subtractTo20', sub)];
}

export interface StudentInsightInput {
  scope: string;
  studentId: string;
  now: number;
  curriculum: Curriculum;
  rule: FluencyRule;
  facts: readonly FactRow[];
  currentTasks: StudentInsight['currentTasks'];
  fluencyTestDue: boolean;
}

/** A child's figures over the school year so far, from answer_day_totals, rounds, answers and facts. */
export async function studentInsight(db: Database, input: StudentInsightInput): Promise<StudentInsight> {
  const { scope, studentId, now, curriculum } = input;
  const to = dayOf(now);
  const from = schoolYearStart(to);
  const [days, windows, wrong] = await readAll(db, [
    db
      .select({
        day: sql<string>`${answerDayTotals.day}::text`,
        taskId: answerDayTotals.practiceTaskId,
        answers: answerDayTotals.answers,
        correct: answerDayTotals.correct,
        answerMs: answerDayTotals.answerMs,
      })
      .from(answerDayTotals)
      .where(
        and(
          eq(answerDayTotals.studentId, studentId),
          sql`${answerDayTotals.day} >= ${from}::date`,
          whereAccount(answerDayTotals.accountId, scope),
        ),
      ),
    db
      .select({
        gameId: sumWindows.gameId,
        day: sql<string>`to_char(${sumWindows.completedAt} at time zone ${ZONE}, 'YYYY-MM-DD')`,
      })
      .from(sumWindows)
      .where(
        and(
          eq(sumWindows.studentId, studentId),
          isNotNull(sumWindows.completedAt),
          gte(sumWindows.completedAt, instantBefore(from)),
          whereAccount(sumWindows.accountId, scope),
        ),
      ),
    db
      .select({
        sumId: answers.sumKey,
        answer: answers.answer,
        errorPattern: sql<string | null>`max(${answers.errorPattern})`,
        times: sql<number>`count(*)::int`,
      })
      .from(answers)
      .where(
        and(
          eq(answers.studentId, studentId),
          eq(answers.correct, false),
          gte(answers.answeredAt, instantBefore(from)),
          lte(answers.answeredAt, new Date(now + DAY_MS)),
          sql`(${answers.answeredAt} at time zone ${ZONE})::date >= ${from}::date`,
          whereAccount(answers.accountId, scope),
        ),
      )
      .groupBy(answers.sumKey, answers.answer)
      .orderBy(sql`count(*) desc`, answers.sumKey)
      .limit(10),
  ]);
  const yearWindows = windows.filter((w) => w.day >= from);

  const calendar = new Map<
    string,
    { date: string; minutes: number; answers: number; correct: number; rounds: number; ms: number }
  >();
  const dayEntry = (date: string) => {
    let entry = calendar.get(date);
    if (!entry) calendar.set(date, (entry = { date, minutes: 0, answers: 0, correct: 0, rounds: 0, ms: 0 }));
    return entry;
  };
  const weeks = new Map<string, Map<string, { answers: number; correct: number }>>();
  let totalMs = 0;
  for (const row of days) {
    const entry = dayEntry(row.day);
    entry.answers += row.answers;
    entry.correct += row.correct;
    entry.ms += row.answerMs;
    totalMs += row.answerMs;
    const week = mondayOf(row.day);
    const tasks = weeks.get(week) ?? new Map<string, { answers: number; correct: number }>();
    const t = tasks.get(row.taskId) ?? { answers: 0, correct: 0 };
    t.answers += row.answers;
    t.correct += row.correct;
    tasks.set(row.taskId, t);
    weeks.set(week, tasks);
  }
  for (const w of yearWindows) dayEntry(w.day).rounds += 1;
  const calendarList = [...calendar.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ ms, ...rest }) => ({ ...rest, minutes: minutesOf(ms) }));

  const growth = [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, tasks]) => ({
      week,
      domains: curriculum.line.domains.flatMap((domain) => {
        const inDomain = [...tasks.entries()].filter(
          ([id]) => curriculum.byId.get(id)?.domainId === domain.id,
        );
        if (!inDomain.length) return [];
        // The task practised most that week; a tie goes to the later task in teaching order.
        const [taskId] = inDomain.sort(
          ([a, x], [b, y]) =>
            y.answers - x.answers || curriculum.byId.get(b)!.index - curriculum.byId.get(a)!.index,
        )[0]!;
        const sum = inDomain.reduce(
          (acc, [, t]) => ({ answers: acc.answers + t.answers, correct: acc.correct + t.correct }),
          { answers: 0, correct: 0 },
        );
        return [
          { domainId: domain.id, oefentaakId: taskId, ...placeOnLine(curriculum, domain.id, taskId), ...sum },
        ];
      }),
    }));

  return {
    period: { periode: 'schooljaar', from, to },
    totals: {
      answers: calendarList.reduce((s, d) => s + d.answers, 0),
      correct: calendarList.reduce((s, d) => s + d.correct, 0),
      minutes: minutesOf(totalMs),
      rounds: yearWindows.length,
      daysPractised: calendarList.filter((d) => d.answers > 0).length,
    },
    growth,
    factMatrices: factMatrices(input.facts, input.rule),
    calendar: calendarList,
    games: gamesOf(yearWindows),
    wrongAnswers: wrong.map((w) => ({
      sumId: w.sumId,
      text: sumOfKey(w.sumId)?.display.text ?? w.sumId,
      answer: w.answer ?? null,
      times: Number(w.times),
      errorPattern: w.errorPattern ?? null,
    })),
    currentTasks: input.currentTasks,
    fluencyTestDue: input.fluencyTestDue,
  };
}
