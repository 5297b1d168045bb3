import { and, isNull, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { accuracyBand, fluencyRuleOf, fluencyStatus, fluencySummary } from '../../../src/domain';
import type { ExerciseSettings, FluencyRule, GameId, LocalizedText } from '../../../src/domain';
import type {
  DomainStatus,
  FactProgress,
  GroupProgressResponse,
  InsightPeriod,
  StudentProgressResponse,
  TaskProgress,
} from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import {
  answers,
  customTasks,
  exerciseSettings,
  fluencyTests,
  studentFacts,
  studentPractice,
  studentTaskStates,
  sumWindows,
  taskListTasks,
  users,
} from '../../db/schema';
import { whereAccount } from '../auth/authenticate';
import type { GroupContext, StudentContext } from '../auth/access';
import { customTaskDefinition, lineTask, loadCurriculum } from '../practice/curriculum';
import type { Curriculum, TaskDefinition } from '../practice/curriculum';
import { startYearOf } from '../practice/placement';
import { effectiveSettings, resolveSettings } from '../practice/settings';
import { testRecord } from '../practice/fluency-tests';
import type { StateRow } from '../practice/state';
import { toFact } from '../practice/state';
import { adaptiveTask } from '../practice/task-list';
import { DAY_MS, dayOf, lastDays, SCHOOL_TIME_ZONE } from '../practice/time';
import { fluencyTestDueFor } from '../practice/task-list';
import { groupInsight, placeOnLine, studentInsight, type DomainTotals } from './insight';
import { readAll } from '../../db/read-all';

/** Facts listed per task at most (the fluency counts cover the whole bank). */
const FACTS_PER_TASK = 200;

/**
 * A domain's colour and its measure: the band (`accuracyBand`, the one the screens' legend is written
 * from) of the percentage right of the domain's answers in the period shown; grey without answers.
 */
export function withMeasure(status: DomainStatus, totals: DomainTotals | undefined): DomainStatus {
  const answers = totals?.answers ?? 0;
  const correct = totals?.correct ?? 0;
  return { ...status, answers, correct, colour: accuracyBand(correct, answers) };
}

function latest(states: readonly StateRow[]): StateRow | undefined {
  return [...states]
    .filter((s) => s.lastPractisedAt !== null)
    .sort((a, b) => b.lastPractisedAt!.getTime() - a.lastPractisedAt!.getTime())[0];
}

function domainStatus(
  curriculum: Curriculum,
  domainId: string,
  settings: ExerciseSettings,
  yearGroup: string | null,
  rowTaskId: string | undefined,
  states: readonly StateRow[],
): DomainStatus {
  const current = adaptiveTask(
    curriculum,
    domainId,
    settings.disabledNodeIds,
    startYearOf(yearGroup, settings),
    rowTaskId,
  );
  const currentState = states.find((s) => s.practiceTaskId === current?.task.id);
  return {
    domainId,
    // Set from the period's answers (`withMeasure`) once they are read.
    colour: 'grey',
    oefentaakId: current?.task.id ?? null,
    title: current?.task.name ?? null,
    mastery: Math.min(1, Math.max(0, currentState?.mastery ?? 0)),
    ...placeOnLine(curriculum, domainId, current?.task.id ?? null),
  };
}

function gamesPlayed(rows: readonly { gameId: string }[]): { gameId: GameId; rounds: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.gameId, (counts.get(row.gameId) ?? 0) + 1);
  return [...counts]
    .map(([gameId, rounds]) => ({ gameId: gameId as GameId, rounds }))
    .sort((a, b) => b.rounds - a.rounds || a.gameId.localeCompare(b.gameId));
}

/** The class at a glance: per student a colour per domain, rounds, last practice, games, the latest test. */
export async function groupProgress(
  db: Database,
  group: GroupContext,
  now: number,
  periode: InsightPeriod = 'week',
): Promise<GroupProgressResponse> {
  const curriculum = await loadCurriculum(db);
  const scope = group.scope;
  const students = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(
      and(
        eq(users.groupId, group.groupId),
        eq(users.role, 'leerling'),
        isNull(users.deletedAt),
        whereAccount(users.accountId, scope),
      ),
    )
    .orderBy(asc(users.displayName));
  const ids = students.map((s) => s.id);
  const domains = curriculum.line.domains.map((d) => ({ id: d.id, name: d.name }));
  if (!ids.length) return { groepId: group.groupId, domains, students: [] };

  const [settingRows, rows, states, windows, tests, practiceRows, customRows] = await readAll(db, [
    db.select().from(exerciseSettings).where(whereAccount(exerciseSettings.accountId, scope)),
    db
      .select()
      .from(taskListTasks)
      .where(
        and(
          inArray(taskListTasks.studentId, ids),
          eq(taskListTasks.kind, 'adaptive'),
          whereAccount(taskListTasks.accountId, scope),
        ),
      ),
    db
      .select()
      .from(studentTaskStates)
      .where(
        and(inArray(studentTaskStates.studentId, ids), whereAccount(studentTaskStates.accountId, scope)),
      ),
    db
      .select({
        studentId: sumWindows.studentId,
        gameId: sumWindows.gameId,
        completedAt: sumWindows.completedAt,
      })
      .from(sumWindows)
      .where(
        and(
          inArray(sumWindows.studentId, ids),
          isNotNull(sumWindows.completedAt),
          gte(sumWindows.completedAt, new Date(now - 30 * DAY_MS)),
          whereAccount(sumWindows.accountId, scope),
        ),
      ),
    db
      .select({ studentId: fluencyTests.studentId, result: fluencyTests.result })
      .from(fluencyTests)
      .where(
        and(
          inArray(fluencyTests.studentId, ids),
          isNotNull(fluencyTests.finishedAt),
          whereAccount(fluencyTests.accountId, scope),
        ),
      )
      .orderBy(desc(fluencyTests.finishedAt)),
    db
      .select({ studentId: studentPractice.studentId, roundsSinceTest: studentPractice.roundsSinceTest })
      .from(studentPractice)
      .where(and(inArray(studentPractice.studentId, ids), whereAccount(studentPractice.accountId, scope))),
    db
      .select({ id: customTasks.id, name: customTasks.name })
      .from(customTasks)
      .where(and(eq(customTasks.groupId, group.groupId), whereAccount(customTasks.accountId, scope))),
  ]);
  const groupSettingsRow = settingRows.find((r) => r.groupId === group.groupId);
  const settingsOf = (studentId: string): ExerciseSettings =>
    resolveSettings(groupSettingsRow?.settings, settingRows.find((r) => r.studentId === studentId)?.settings)
      .settings;
  const statuses = new Map(
    students.map((student) => {
      const mine = states.filter((s) => s.studentId === student.id);
      return [
        student.id,
        curriculum.line.domains.map((d) =>
          domainStatus(
            curriculum,
            d.id,
            settingsOf(student.id),
            group.yearGroup,
            rows.find((r) => r.studentId === student.id && r.domainId === d.id)?.practiceTaskId,
            mine,
          ),
        ),
      ];
    }),
  );
  const insight = await groupInsight(db, {
    scope,
    studentIds: ids,
    periode,
    now,
    curriculum,
    statusesOf: (studentId) => statuses.get(studentId) ?? [],
    states,
    testDueOf: (studentId) =>
      fluencyTestDueFor(
        settingsOf(studentId),
        practiceRows.find((r) => r.studentId === studentId)?.roundsSinceTest ?? 0,
      ),
    customNames: new Map(customRows.map((r) => [r.id, r.name as LocalizedText])),
  });
  const weekAgo = now - 7 * DAY_MS;
  return {
    groepId: group.groupId,
    domains,
    period: insight.period,
    students: students.map((student) => {
      const measures = insight.byDomain.get(student.id);
      const mine = states.filter((s) => s.studentId === student.id);
      const myWindows = windows.filter((w) => w.studentId === student.id);
      const last = latest(mine)?.lastPractisedAt ?? null;
      const test = tests.find((t) => t.studentId === student.id);
      return {
        leerlingId: student.id,
        displayName: student.displayName,
        domains: statuses.get(student.id)!.map((s) => withMeasure(s, measures?.get(s.domainId))),
        roundsLast7Days: myWindows.filter((w) => w.completedAt!.getTime() >= weekAgo).length,
        lastPractisedAt: last?.toISOString() ?? null,
        games: gamesPlayed(myWindows),
        latestTestScore: (test?.result as { score?: number } | null)?.score ?? null,
        insight: insight.byStudent.get(student.id)!,
      };
    }),
  };
}

function taskProgress(
  task: TaskDefinition,
  state: StateRow | undefined,
  byKey: ReadonlyMap<string, typeof studentFacts.$inferSelect>,
  rule: FluencyRule,
  current: boolean,
): TaskProgress {
  const bank = task.items();
  const summary = fluencySummary(
    bank.map((s) => s.id),
    (id) => (byKey.get(id)?.recent as { correct: boolean; ms: number }[] | undefined) ?? [],
    rule,
  );
  const factList: FactProgress[] =
    task.goal === 'automate'
      ? bank
          .filter((s) => byKey.has(s.id))
          .slice(0, FACTS_PER_TASK)
          .map((sum) => {
            const fact = toFact(byKey.get(sum.id)!);
            return {
              sumId: sum.id,
              text: sum.display.text,
              status: fluencyStatus(fact.recent, rule),
              box: fact.box,
              answers: fact.answers,
              correctAnswers: fact.correctAnswers,
              lastAnsweredAt: new Date(fact.lastAnsweredAt).toISOString(),
            };
          })
      : [];
  return {
    oefentaakId: task.id,
    title: task.name,
    goal: task.goal,
    current,
    roundsPlayed: state?.roundsPlayed ?? 0,
    answers: state?.answerCount ?? 0,
    intakeDone: state?.intakeDone ?? false,
    theta: state?.theta ?? 0,
    mastery: Math.min(1, Math.max(0, state?.mastery ?? 0)),
    completedAt: state?.completedAt?.toISOString() ?? null,
    lastPractisedAt: state?.lastPractisedAt?.toISOString() ?? null,
    fluency: {
      new: summary.new,
      practising: summary.practising,
      almost: summary.almost,
      automated: summary.automated,
      total: summary.total,
    },
    facts: factList,
  };
}

/**
 * One student in detail: per domain and task, per fact, tests, and how often they practise. The
 * domain colours and the stuck flags are of `periode` (as on the group overview); the rest of the
 * insight is of the school year.
 */
export async function studentProgress(
  db: Database,
  ctx: StudentContext,
  now: number,
  periode: InsightPeriod = 'week',
): Promise<StudentProgressResponse> {
  const curriculum = await loadCurriculum(db);
  const { settings } = await effectiveSettings(db, ctx);
  const rule = fluencyRuleOf(settings);
  const scope = ctx.scope;
  const since = new Date(now - 28 * DAY_MS);
  const [rows, states, facts, tests, windows, answerDays] = await readAll(db, [
    db
      .select()
      .from(taskListTasks)
      .where(and(eq(taskListTasks.studentId, ctx.studentId), whereAccount(taskListTasks.accountId, scope))),
    db
      .select()
      .from(studentTaskStates)
      .where(
        and(eq(studentTaskStates.studentId, ctx.studentId), whereAccount(studentTaskStates.accountId, scope)),
      ),
    db
      .select()
      .from(studentFacts)
      .where(and(eq(studentFacts.studentId, ctx.studentId), whereAccount(studentFacts.accountId, scope))),
    db
      .select()
      .from(fluencyTests)
      .where(and(eq(fluencyTests.studentId, ctx.studentId), whereAccount(fluencyTests.accountId, scope)))
      .orderBy(desc(fluencyTests.startedAt)),
    db
      .select({ gameId: sumWindows.gameId, completedAt: sumWindows.completedAt })
      .from(sumWindows)
      .where(
        and(
          eq(sumWindows.studentId, ctx.studentId),
          isNotNull(sumWindows.completedAt),
          gte(sumWindows.completedAt, since),
          whereAccount(sumWindows.accountId, scope),
        ),
      ),
    db
      .select({
        day: sql<string>`to_char(${answers.answeredAt} at time zone ${sql.raw(`'${SCHOOL_TIME_ZONE}'`)}, 'YYYY-MM-DD')`,
        n: sql<number>`count(*)::int`,
      })
      .from(answers)
      .where(
        and(
          eq(answers.studentId, ctx.studentId),
          gte(answers.answeredAt, since),
          whereAccount(answers.accountId, scope),
        ),
      )
      .groupBy(sql`1`),
  ]);

  // A fact is the student's, not a task's: a task shows the student's facts of its bank.
  const factsByKey = new Map(facts.map((f) => [f.sumKey, f]));
  const domains = curriculum.line.domains.map((domain) => {
    const row = rows.find((r) => r.kind === 'adaptive' && r.domainId === domain.id);
    const status = domainStatus(curriculum, domain.id, settings, ctx.yearGroup, row?.practiceTaskId, states);
    const taskIds = new Set(
      states
        .filter((s) => curriculum.byId.get(s.practiceTaskId)?.domainId === domain.id)
        .map((s) => s.practiceTaskId),
    );
    if (status.oefentaakId) taskIds.add(status.oefentaakId);
    const tasks = [...taskIds]
      .map((id) => curriculum.byId.get(id)!)
      .sort((a, b) => a.index - b.index)
      .map((entry) =>
        taskProgress(
          lineTask(curriculum, entry.task.id)!,
          states.find((s) => s.practiceTaskId === entry.task.id),
          factsByKey,
          rule,
          entry.task.id === status.oefentaakId,
        ),
      );
    return { domainId: domain.id, name: domain.name as LocalizedText, status, tasks };
  });

  const customIds = states.map((s) => s.practiceTaskId).filter((id) => !curriculum.byId.has(id));
  const customRows = customIds.length
    ? await db
        .select()
        .from(customTasks)
        .where(and(inArray(customTasks.id, customIds), whereAccount(customTasks.accountId, scope)))
    : [];
  const customProgress = customRows.map((row) =>
    taskProgress(
      customTaskDefinition(curriculum, row),
      states.find((s) => s.practiceTaskId === row.id),
      factsByKey,
      rule,
      row.deletedAt === null,
    ),
  );

  const [practice] = await db
    .select({ roundsSinceTest: studentPractice.roundsSinceTest })
    .from(studentPractice)
    .where(and(eq(studentPractice.studentId, ctx.studentId), whereAccount(studentPractice.accountId, scope)));
  const customNames = new Map(customRows.map((r) => [r.id, r.name as LocalizedText]));
  const unnamed = rows.filter((r) => r.kind === 'custom' && !customNames.has(r.practiceTaskId));
  if (unnamed.length)
    for (const r of await db
      .select({ id: customTasks.id, name: customTasks.name })
      .from(customTasks)
      .where(
        and(
          inArray(
            customTasks.id,
            unnamed.map((u) => u.practiceTaskId),
          ),
          whereAccount(customTasks.accountId, scope),
        ),
      ))
      customNames.set(r.id, r.name as LocalizedText);
  const fluencyTestDue = fluencyTestDueFor(settings, practice?.roundsSinceTest ?? 0);
  // The period's figures by the group overview's own rule: the domain colours and the stuck flags.
  const recent = await groupInsight(db, {
    scope,
    studentIds: [ctx.studentId],
    periode,
    now,
    curriculum,
    statusesOf: () => domains.map((d) => d.status),
    states,
    testDueOf: () => fluencyTestDue,
    customNames,
  });
  const measures = recent.byDomain.get(ctx.studentId);
  for (const domain of domains) domain.status = withMeasure(domain.status, measures?.get(domain.domainId));
  const insight = await studentInsight(db, {
    scope,
    studentId: ctx.studentId,
    now,
    curriculum,
    rule,
    facts,
    fluencyTestDue,
    yearGroup: ctx.yearGroup,
    stuck: recent.byStudent.get(ctx.studentId)?.stuck ?? [],
    completions: states.flatMap((st) =>
      st.completedAt ? [{ taskId: st.practiceTaskId, day: dayOf(st.completedAt) }] : [],
    ),
    currentPositions: new Map(domains.map((d) => [d.domainId, d.status.position ?? 0])),
    currentTasks: rows
      .map((r) => ({
        kind: r.kind,
        domainId: r.domainId,
        oefentaakId: r.practiceTaskId,
        title: curriculum.byId.get(r.practiceTaskId)?.task.name ??
          customNames.get(r.practiceTaskId) ?? { nl: r.practiceTaskId, en: r.practiceTaskId },
        placed: r.kind === 'custom' || r.placedAt !== null,
      }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || (a.domainId ?? '').localeCompare(b.domainId ?? '')),
  });

  const answersByDay = new Map(answerDays.map((r) => [r.day, Number(r.n)]));
  const roundsByDay = new Map<string, number>();
  for (const w of windows) {
    const day = dayOf(w.completedAt!);
    roundsByDay.set(day, (roundsByDay.get(day) ?? 0) + 1);
  }
  return {
    leerlingId: ctx.studentId,
    displayName: ctx.displayName,
    groepId: ctx.groupId,
    domains,
    customTasks: customProgress,
    tests: tests.map(testRecord),
    frequency: lastDays(now, 28).map((date) => ({
      date,
      rounds: roundsByDay.get(date) ?? 0,
      answers: answersByDay.get(date) ?? 0,
    })),
    games: gamesPlayed(windows),
    insight,
    period: recent.period,
  };
}
