import { and, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import {
  isCustomTaskActive,
  isDayComplete,
  isBuiltGame,
  isFluencyTestDue,
  isTaskEnabled,
  nextPracticeTask,
  unlockedRewardGames,
} from '../../../src/domain';
import type { DayTask, ExerciseSettings, GameId, LocatedPracticeTask } from '../../../src/domain';
import type { TaskListResponse, TaskListTask } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { customTasks, sumWindows, taskListTasks } from '../../db/schema';
import { whereAccount } from '../auth/authenticate';
import type { StudentContext } from '../auth/access';
import { customTaskDefinition, gamesOfTask, lineTask } from './curriculum';
import type { Curriculum, TaskDefinition } from './curriculum';
import { placementCoverage, placementTasks, startYearOf } from './placement';
import { loadStates, readStudentPractice } from './state';
import type { StateRow } from './state';
import { DAY_MS, dayOf } from './time';

/**
 * The task list (takenlijst): one adaptive task per domain of the learning line (its practice task
 * moves on in place when the student masters it) and one per active custom task of the student's
 * group. Rows are created when the list is first read and kept in step with the settings.
 */

export type TaskListRow = typeof taskListTasks.$inferSelect;

/** Rounds per day of an adaptive task. */
export const ADAPTIVE_ROUNDS_PER_DAY = 1;

export interface TaskListEntry {
  row: TaskListRow;
  task: TaskDefinition;
  roundsRequired: number;
  roundsToday: number;
  state: StateRow | undefined;
  /**
   * An adaptive row not placed yet: the stretch of the line its placement intake samples, and the
   * task's games, those that can host sums of the most of those tasks first.
   */
  placement: { range: string[]; games: GameId[] } | null;
}

/**
 * Where a student starts in a domain: the first switched-on task of their year group or later
 * (the intake of that task then places the rating); the last task when the line ends earlier.
 */
export function startTask(
  curriculum: Curriculum,
  domainId: string,
  disabled: readonly string[],
  startYear: number,
): LocatedPracticeTask | undefined {
  const enabled = curriculum.located.filter((e) => e.domainId === domainId && isTaskEnabled(e, disabled));
  return enabled.find((e) => e.task.group >= startYear) ?? enabled[enabled.length - 1];
}

/** The task an adaptive row should point to now: its own, or the next switched-on one. */
export function adaptiveTask(
  curriculum: Curriculum,
  domainId: string,
  disabled: readonly string[],
  startYear: number,
  current: string | undefined,
): LocatedPracticeTask | undefined {
  const entry = current ? curriculum.byId.get(current) : undefined;
  if (!entry || entry.domainId !== domainId) return startTask(curriculum, domainId, disabled, startYear);
  if (isTaskEnabled(entry, disabled)) return entry;
  const next = nextPracticeTask(curriculum.line, entry.task.id, disabled);
  if (next) return next;
  const before = curriculum.located.filter(
    (e) => e.domainId === domainId && e.index < entry.index && isTaskEnabled(e, disabled),
  );
  return before[before.length - 1];
}

/** Completed rounds today per task-list task. */
export async function roundsTodayByRow(
  db: Database,
  ctx: Pick<StudentContext, 'studentId' | 'scope'>,
  now: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ taskListTaskId: sumWindows.taskListTaskId, completedAt: sumWindows.completedAt })
    .from(sumWindows)
    .where(
      and(
        eq(sumWindows.studentId, ctx.studentId),
        whereAccount(sumWindows.accountId, ctx.scope),
        isNotNull(sumWindows.completedAt),
        gte(sumWindows.completedAt, new Date(now - 2 * DAY_MS)),
      ),
    );
  const today = dayOf(now);
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.completedAt && dayOf(row.completedAt) === today)
      counts.set(row.taskListTaskId, (counts.get(row.taskListTaskId) ?? 0) + 1);
  }
  return counts;
}

/**
 * The student's task list for today, creating and updating rows as the line, the settings and the
 * custom tasks require. Custom tasks come first (the teacher chose them), then the domains in order.
 */
export async function loadTaskList(
  db: Database,
  ctx: StudentContext,
  curriculum: Curriculum,
  settings: ExerciseSettings,
  now: number,
): Promise<TaskListEntry[]> {
  const disabled = settings.disabledNodeIds;
  const startYear = startYearOf(ctx.yearGroup, settings);
  const today = dayOf(now);
  const mine = and(
    eq(taskListTasks.studentId, ctx.studentId),
    whereAccount(taskListTasks.accountId, ctx.scope),
  );
  let rows = await db.select().from(taskListTasks).where(mine);

  const customs = ctx.groupId
    ? await db
        .select()
        .from(customTasks)
        .where(
          and(
            eq(customTasks.groupId, ctx.groupId),
            isNull(customTasks.deletedAt),
            whereAccount(customTasks.accountId, ctx.scope),
          ),
        )
    : [];
  const activeCustoms = customs
    .filter((c) => isCustomTaskActive(c, today))
    .filter((c) => {
      const ids = c.studentIds as string[];
      return ids.length === 0 || ids.includes(ctx.studentId);
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // Bring the rows in step: a row per domain with a switched-on task, a row per active custom task.
  const wanted: { domainId: string; task: LocatedPracticeTask }[] = [];
  let changed = false;
  for (const domain of curriculum.line.domains) {
    const row = rows.find((r) => r.kind === 'adaptive' && r.domainId === domain.id);
    const task = adaptiveTask(curriculum, domain.id, disabled, startYear, row?.practiceTaskId);
    if (!task) continue;
    wanted.push({ domainId: domain.id, task });
    if (row && row.practiceTaskId !== task.task.id) {
      await db
        .update(taskListTasks)
        .set({ practiceTaskId: task.task.id, updatedAt: new Date(now) })
        .where(and(eq(taskListTasks.id, row.id), mine));
      changed = true;
    }
  }
  const missing = [
    ...activeCustoms
      .filter((c) => !rows.some((r) => r.customTaskId === c.id))
      .map((c) => ({
        accountId: ctx.scope,
        studentId: ctx.studentId,
        kind: 'custom' as const,
        practiceTaskId: c.id,
        customTaskId: c.id,
        roundsPerDay: c.roundsPerDay,
      })),
    ...wanted
      .filter((w) => !rows.some((r) => r.kind === 'adaptive' && r.domainId === w.domainId))
      .map((w) => ({
        accountId: ctx.scope,
        studentId: ctx.studentId,
        kind: 'adaptive' as const,
        domainId: w.domainId,
        practiceTaskId: w.task.task.id,
        roundsPerDay: ADAPTIVE_ROUNDS_PER_DAY,
      })),
  ];
  if (missing.length) {
    await db.insert(taskListTasks).values(missing).onConflictDoNothing();
    changed = true;
  }
  if (changed) rows = await db.select().from(taskListTasks).where(mine);

  const counts = await roundsTodayByRow(db, ctx, now);
  const visible: Omit<TaskListEntry, 'roundsToday' | 'state'>[] = [];
  for (const custom of activeCustoms) {
    const row = rows.find((r) => r.customTaskId === custom.id);
    if (row)
      visible.push({
        row,
        task: customTaskDefinition(curriculum, custom),
        roundsRequired: custom.roundsPerDay,
        placement: null,
      });
  }
  for (const w of wanted) {
    const row = rows.find((r) => r.kind === 'adaptive' && r.domainId === w.domainId);
    const task = lineTask(curriculum, w.task.task.id);
    if (!row || !task) continue;
    let placement: TaskListEntry['placement'] = null;
    if (row.placedAt === null) {
      const range = placementTasks(curriculum, w.domainId, disabled, startYear).map((e) => e.task.id);
      const games = [...gamesOfTask(task)];
      const coverage = new Map(games.map((g) => [g, placementCoverage(curriculum, range, g)]));
      const rank = (g: GameId) => (isBuiltGame(g) ? 1_000_000 : 0) + coverage.get(g)!;
      games.sort((a, b) => rank(b) - rank(a));
      if (range.length) placement = { range, games };
    }
    visible.push({ row, task, roundsRequired: row.roundsPerDay, placement });
  }
  const states = await loadStates(
    db,
    ctx,
    visible.map((v) => v.row.practiceTaskId),
  );
  return visible.map((v) => ({
    ...v,
    roundsToday: counts.get(v.row.id) ?? 0,
    state: states.find((s) => s.practiceTaskId === v.row.practiceTaskId),
  }));
}

export function dayTasksOf(entries: readonly TaskListEntry[]): DayTask[] {
  return entries.map((e) => ({
    practiceTaskId: e.row.practiceTaskId,
    roundsRequired: e.roundsRequired,
    roundsDone: e.roundsToday,
  }));
}

/**
 * The task's games, rotated by the rounds played so the suggested game (the first) varies; for a
 * placement intake, the games that can host most of it first.
 */
export function suggestedGames(entry: Pick<TaskListEntry, 'task' | 'state' | 'placement'>): GameId[] {
  if (entry.placement) return [...entry.placement.games];
  const games = [...gamesOfTask(entry.task)];
  if (!games.length) return games;
  const shift = (entry.state?.roundsPlayed ?? 0) % games.length;
  return [...games.slice(shift), ...games.slice(0, shift)];
}

/**
 * Each task's turn today, in the list's order: done once its rounds for the day are played, the first
 * task not done is current, the ones after it are upcoming (a round opens only on a current or done
 * task: `createWindow`).
 */
export function taskStatuses(
  entries: readonly Pick<TaskListEntry, 'roundsToday' | 'roundsRequired'>[],
): TaskListTask['status'][] {
  let currentGiven = false;
  return entries.map((entry) => {
    const done = entry.roundsToday >= entry.roundsRequired;
    const status = done ? 'done' : currentGiven ? 'upcoming' : 'current';
    if (!done) currentGiven = true;
    return status;
  });
}

export function fluencyTestDueFor(settings: ExerciseSettings, roundsSinceTest: number): boolean {
  return settings.fluencyTestEnabled && isFluencyTestDue(roundsSinceTest, settings.fluencyTestEvery);
}

export async function taskListResponse(
  db: Database,
  ctx: StudentContext,
  entries: readonly TaskListEntry[],
  settings: ExerciseSettings,
): Promise<TaskListResponse> {
  const statuses = taskStatuses(entries);
  const tasks: TaskListTask[] = entries.map((entry, i) => {
    const status = statuses[i]!;
    return {
      id: entry.row.id,
      oefentaakId: entry.row.practiceTaskId,
      title: entry.task.name,
      kind:
        entry.row.kind === 'custom'
          ? 'custom'
          : entry.state?.intakeDone && !entry.placement
            ? 'adaptive'
            : 'intake',
      status,
      roundsToday: entry.roundsToday,
      roundsRequired: entry.roundsRequired,
      games: suggestedGames(entry),
      domainId: entry.row.domainId,
      goal: entry.task.goal,
    };
  });
  const practice = await readStudentPractice(db, ctx);
  const dayTasks = dayTasksOf(entries);
  const rewardGames = settings.rewardGames ? [...unlockedRewardGames(dayTasks)] : [];
  return {
    name: ctx.displayName,
    tasks,
    coins: practice?.coins ?? 0,
    fluencyTestDue: fluencyTestDueFor(settings, practice?.roundsSinceTest ?? 0),
    rewardGames,
    dayComplete: isDayComplete(dayTasks),
  };
}

/** Rows of a student's task list by id (any state), within the scope. */
export async function taskListRow(
  db: Database,
  ctx: Pick<StudentContext, 'studentId' | 'scope'>,
  id: string,
): Promise<TaskListRow | undefined> {
  const [row] = await db
    .select()
    .from(taskListTasks)
    .where(
      and(
        eq(taskListTasks.id, id),
        eq(taskListTasks.studentId, ctx.studentId),
        whereAccount(taskListTasks.accountId, ctx.scope),
      ),
    );
  return row;
}
