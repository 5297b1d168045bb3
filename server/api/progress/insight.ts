import { and, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import {
  expectedPosition,
  FACT_GRIDS,
  factGridCells,
  factGridOfSums,
  fluencyStatus,
  keyOf,
  mondaysBetween,
  teachingYearShare,
  yearGroupNumber,
} from '../../../src/domain';
import type { FactGridId, FluencyRule, GameId, LocalizedText } from '../../../src/domain';
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
import { addDays, instantBefore, mondayOf, periodOf, schoolYearStart } from './period';
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

/** The fact grid of a practice task's sums (line or custom task), cached per curriculum object. */
const gridCache = new WeakMap<Curriculum, Map<string, FactGridId | null>>();
export function factGridOfTask(curriculum: Curriculum, taskId: string): FactGridId | null {
  let byTask = gridCache.get(curriculum);
  if (!byTask) gridCache.set(curriculum, (byTask = new Map()));
  if (!byTask.has(taskId))
    byTask.set(taskId, curriculum.byId.has(taskId) ? factGridOfSums(curriculum.itemsOf(taskId)) : null);
  return byTask.get(taskId)!;
}

/** Answers and right answers in a domain's line tasks. */
export interface DomainTotals {
  answers: number;
  correct: number;
}

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
  /** Per student, per domain: the answers of the period in the domain's line tasks (the colour's measure). */
  byDomain: Map<string, Map<string, DomainTotals>>;
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
  const byDomain = new Map<string, Map<string, DomainTotals>>();
  for (const row of perTask) {
    const domainId = curriculum.byId.get(row.taskId)?.domainId;
    if (!domainId) continue;
    const mine = byDomain.get(row.studentId) ?? new Map<string, DomainTotals>();
    const totals = mine.get(domainId) ?? { answers: 0, correct: 0 };
    totals.answers += Number(row.answers);
    totals.correct += Number(row.correct);
    mine.set(domainId, totals);
    byDomain.set(row.studentId, mine);
  }
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
        factGrid: factGridOfTask(curriculum, row.taskId),
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
  return { period: { periode: input.periode, from, to }, byStudent, byDomain };
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
  return FACT_GRIDS.map((grid) => ({
    matrix: grid,
    thresholdMs: rule.thresholdMs,
    cells: gridCellsWithText(grid).map(({ row, col, sumId, text }) => ({
      sumId,
      text,
      row,
      col,
      ...factCell(byKey.get(sumId), rule),
    })),
  }));
}

/** The grids' cells with their keys and texts (the same for every child: made once). */
const gridCells = new Map<FactGridId, { row: number; col: number; sumId: string; text: string }[]>();
function gridCellsWithText(grid: FactGridId) {
  let cells = gridCells.get(grid);
  if (!cells) {
    cells = factGridCells(grid).map(({ row, col, spec }) => {
      const sumId = keyOf(spec);
      return { row, col, sumId, text: sumOfKey(sumId)?.display.text ?? sumId };
    });
    gridCells.set(grid, cells);
  }
  return cells;
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
  /** The child's group's year group as stored ('6', 'S', ...): the expectation of the growth line. */
  yearGroup: string | null;
  /** Stuck flags of the period asked for (from `groupInsight`). */
  stuck?: StudentInsight['stuck'];
  /** The school day each task the child moved on from was passed (`student_task_states.completed_at`). */
  completions: readonly { taskId: string; day: string }[];
  /** Per domain, the place of the engine's current task now (`DomainStatus.position`). */
  currentPositions: ReadonlyMap<string, number>;
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
        taskId: sumWindows.practiceTaskId,
        placement: sql<boolean>`(${sumWindows.placement} is not null)`,
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
    levels: levelsOf(curriculum, {
      growth,
      rounds: yearWindows.filter((w) => !w.placement),
      completions: input.completions,
      currentPositions: input.currentPositions,
      yearGroup: input.yearGroup,
      today: to,
    }),
    stuck: input.stuck,
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

/**
 * The growth line per domain (`StudentInsight.levels`): for every week from the first the child
 * practised the domain in the school year up to the week of `today`, the place the child had reached on
 * the domain's line by the end of that week: the furthest task they finished a round of (a placement
 * intake's sums stand for several tasks, so its rounds do not count) or the task after the furthest one
 * they moved on from, whichever is further; a week without practice keeps the place; this week's is
 * the engine's current task; weeks before the first place known (a placement intake alone) take it.
 * Beside it, where a child of the year group is expected by that week's end.
 */
export function levelsOf(
  curriculum: Curriculum,
  input: {
    growth: StudentInsight['growth'];
    rounds: readonly { taskId: string; day: string }[];
    completions: readonly { taskId: string; day: string }[];
    currentPositions: ReadonlyMap<string, number>;
    yearGroup: string | null;
    today: string;
  },
): NonNullable<StudentInsight['levels']> {
  const yearGroup = yearGroupNumber(input.yearGroup);
  const thisWeek = mondayOf(input.today);
  const domains = curriculum.line.domains.flatMap((domain) => {
    const tasks = domainTasks(curriculum, domain.id);
    const place = (taskId: string) => tasks.indexOf(taskId) + 1;
    // Places reached, by the week they were reached in.
    const reached: { week: string; position: number }[] = [
      ...input.rounds
        .filter((r) => place(r.taskId) > 0)
        .map((r) => ({ week: mondayOf(r.day), position: place(r.taskId) })),
      ...input.completions
        .filter((c) => place(c.taskId) > 0)
        .map((c) => ({ week: mondayOf(c.day), position: Math.min(tasks.length, place(c.taskId) + 1) })),
    ];
    const practised = new Set(
      input.growth.filter((w) => w.domains.some((d) => d.domainId === domain.id)).map((w) => w.week),
    );
    const first = [...practised].sort()[0];
    if (!first) return [];
    const taskGroups = tasks.map((id) => curriculum.byId.get(id)!.task.group);
    let position = Math.max(0, ...reached.filter((r) => r.week < first).map((r) => r.position));
    const weeks = mondaysBetween(first, input.today).map((week) => {
      position = Math.max(position, ...reached.filter((r) => r.week === week).map((r) => r.position));
      if (week === thisWeek && (input.currentPositions.get(domain.id) ?? 0) > 0)
        position = input.currentPositions.get(domain.id)!;
      // The week's last day, or today for this week.
      const end = addDays(week, 6) < input.today ? addDays(week, 6) : input.today;
      return {
        week,
        position,
        practised: practised.has(week),
        expectedPosition:
          yearGroup === null
            ? null
            : Math.round(expectedPosition(taskGroups, yearGroup, teachingYearShare(end)) * 10) / 10,
      };
    });
    // Weeks of a placement intake alone reached no place of their own: the child stood where the
    // intake placed them, the first place known after it.
    const known = weeks.find((w) => w.position > 0)?.position ?? 0;
    for (const w of weeks) if (w.position === 0) w.position = known;
    return [{ domainId: domain.id, tasksInDomain: taskGroups.length, weeks }];
  });
  return { yearGroup, domains };
}
