import { and, eq, isNull } from 'drizzle-orm';
import {
  completeIntake,
  decideAfterRound,
  DEFAULT_PLACEMENT_SETTINGS,
  fluencyRuleOf,
  gameSuits,
  isTaskEnabled,
  itemRating,
  nextPracticeTask,
  placementRange,
  placementTask,
  selectPlacementRound,
  successProbability,
} from '../../../src/domain';
import type {
  ExerciseSettings,
  GameId,
  ItemRatings,
  LocatedPracticeTask,
  PlannedSlot,
  Sum,
} from '../../../src/domain';
import type { Database } from '../../db/connection';
import { studentTaskStates, taskListTasks } from '../../db/schema';
import { whereAccount } from '../auth/authenticate';
import type { Curriculum } from './curriculum';
import { ensureStates, loadFacts, loadItemRatings, lockStates, readAnswerClock, stateColumns } from './state';
import type { StudentKey } from './state';
import { toStudentState } from './state';

/**
 * The placement intake (instaptoets over the line). A new student's first round in a domain samples
 * a few sums from each of several consecutive tasks of the domain around their year group
 * (`placementRange`, `selectPlacementRound`). Each answer rates the task its sum stands for, so the
 * sampled tasks start with a rating, and after the round the adaptive row moves to the first task
 * not mastered (`placementTask`), or past the range when all are.
 */

/** Stored with the window (sum_windows.placement). */
export interface PlacementPlan {
  /** The sampled stretch of the line, in teaching order. */
  range: string[];
  /** The task each sum of the window stands for. */
  taskOf: Record<string, string>;
}

/** A group's year (groep 3 to 8) from its stored year group; 3 when unknown. */
export function yearOf(yearGroup: string | null): number {
  const n = Number.parseInt(yearGroup ?? '', 10);
  return Number.isFinite(n) ? n : 3;
}

/**
 * The year a student is placed as: their group's, or lower when their settings ask for a lower
 * starting point (`startYearsLower`).
 */
export function startYearOf(
  yearGroup: string | null,
  settings: Pick<ExerciseSettings, 'startYearsLower'>,
): number {
  return Math.max(1, yearOf(yearGroup) - settings.startYearsLower);
}

/** The switched-on tasks a placement intake in this domain samples, in teaching order. */
export function placementTasks(
  curriculum: Curriculum,
  domainId: string,
  disabled: readonly string[],
  startYear: number,
): LocatedPracticeTask[] {
  const enabled = curriculum.located.filter((e) => e.domainId === domainId && isTaskEnabled(e, disabled));
  const range = placementRange(
    enabled.map((e) => ({ id: e.task.id, group: e.task.group })),
    startYear,
  );
  return range.map((id) => curriculum.byId.get(id)!);
}

/** How many of the range's tasks a game can host sums of. */
export function placementCoverage(curriculum: Curriculum, range: readonly string[], game: GameId): number {
  return range.filter((id) => curriculum.itemsOf(id).some((sum) => gameSuits(game, sum.features))).length;
}

/** The sums of a placement intake played in `game`, and its plan. */
export async function planPlacement(
  db: Database,
  curriculum: Curriculum,
  range: readonly string[],
  game: GameId,
): Promise<{ sums: Sum[]; slots: PlannedSlot[]; plan: PlacementPlan }> {
  const tasks = range.map((id) => ({
    id,
    items: curriculum.itemsOf(id).filter((sum) => gameSuits(game, sum.features)),
  }));
  const ratings: ItemRatings = await loadItemRatings(db, [
    ...new Set(tasks.flatMap((task) => task.items.map((sum) => sum.id))),
  ]);
  const round = selectPlacementRound(tasks, ratings, DEFAULT_PLACEMENT_SETTINGS.sumsPerTask);
  // Predicted for a student not rated yet (theta 0 on every task).
  const slots = round.sums.map((sum) => ({
    sumId: sum.id,
    reason: 'intake' as const,
    expectedSuccess: successProbability(-itemRating(ratings, sum).value),
  }));
  return { sums: [...round.sums], slots, plan: { range: [...range], taskOf: { ...round.taskOf } } };
}

/** The task a placement's answers point to: the first not mastered, or the one after the range. */
export function placedTask(
  curriculum: Curriculum,
  plan: PlacementPlan,
  given: readonly { sumKey: string; correct: boolean }[],
  disabled: readonly string[],
): string {
  const intake = given
    .filter((answer) => plan.taskOf[answer.sumKey] !== undefined)
    .map((answer) => ({ practiceTaskId: plan.taskOf[answer.sumKey]!, correct: answer.correct }));
  const placed = placementTask(plan.range, intake, DEFAULT_PLACEMENT_SETTINGS.masteredAt);
  if (placed) return placed;
  const last = plan.range[plan.range.length - 1]!;
  return nextPracticeTask(curriculum.line, last, disabled)?.task.id ?? last;
}

function sampledTasks(plan: PlacementPlan): string[] {
  const taskIds = new Set(Object.values(plan.taskOf));
  return plan.range.filter((id) => taskIds.has(id));
}

/**
 * Every state row finishing a placement touches (the window's task, the sampled tasks and the placed
 * one), created when missing: the caller locks them all at once, in one order, before anything else.
 */
export async function placementStateIds(
  db: Database,
  who: StudentKey,
  curriculum: Curriculum,
  windowTaskId: string,
  plan: PlacementPlan,
  given: readonly { sumKey: string; correct: boolean }[],
  disabled: readonly string[],
): Promise<string[]> {
  const ids = [
    ...new Set([windowTaskId, ...sampledTasks(plan), placedTask(curriculum, plan, given, disabled)]),
  ];
  await ensureStates(db, who, ids);
  return ids;
}

/**
 * After a placement intake: the sampled tasks count as taken in (their ratings were seeded by the
 * answers), the tasks before the placed one as done, and the adaptive row moves to the placed task,
 * once: a second placement window of the same row finds it placed and moves nothing. The placed
 * task records the round when it was sampled (its own first-try accuracy). Returns the placed task
 * and its mastery, or null when the row was placed already. The caller holds the window's lock and
 * the state locks of `placementStateIds`.
 */
export async function completePlacement(
  db: Database,
  who: StudentKey,
  curriculum: Curriculum,
  input: {
    taskListTaskId: string;
    plan: PlacementPlan;
    given: readonly { sumKey: string; correct: boolean }[];
    firstTries: readonly { sumKey: string; correct: boolean }[];
    settings: ExerciseSettings;
    windowSettings: ExerciseSettings;
    now: number;
  },
): Promise<{ taskId: string; mastery: number } | null> {
  const placed = placedTask(curriculum, input.plan, input.given, input.settings.disabledNodeIds);
  const moved = await db
    .update(taskListTasks)
    .set({ practiceTaskId: placed, placedAt: new Date(input.now), updatedAt: new Date(input.now) })
    .where(
      and(
        eq(taskListTasks.id, input.taskListTaskId),
        isNull(taskListTasks.placedAt),
        whereAccount(taskListTasks.accountId, who.scope),
      ),
    )
    .returning({ id: taskListTasks.id });
  if (!moved.length) return null;

  const sampled = sampledTasks(input.plan);
  const states = await lockStates(db, who, [...new Set([...sampled, placed])]);
  const placedIndex = input.plan.range.indexOf(placed);
  const clock = await readAnswerClock(db, who);
  let mastery = 0;
  for (const row of states) {
    const taskId = row.practiceTaskId;
    const isSampled = sampled.includes(taskId);
    const before = placedIndex < 0 || input.plan.range.indexOf(taskId) < placedIndex;
    let changes: Partial<typeof studentTaskStates.$inferInsert> = isSampled ? { intakeDone: true } : {};
    if (taskId !== placed && isSampled && before && row.completedAt === null)
      changes.completedAt = new Date(input.now);
    if (taskId === placed && isSampled) {
      const tries = input.firstTries.filter((a) => input.plan.taskOf[a.sumKey] === taskId);
      const bank = curriculum.itemsOf(taskId);
      const entry = curriculum.byId.get(taskId)!;
      const student = completeIntake(
        toStudentState(
          row,
          await loadFacts(
            db,
            who,
            bank.map((s) => s.id),
          ),
          clock,
        ),
      );
      const decision = decideAfterRound({
        student,
        items: bank,
        itemRatings: await loadItemRatings(
          db,
          bank.map((s) => s.id),
        ),
        roundAccuracy: tries.length ? tries.filter((a) => a.correct).length / tries.length : 0,
        settings: {
          goal: entry.task.goal,
          fluency: fluencyRuleOf(input.windowSettings),
          targetSuccess: input.windowSettings.targetSuccess,
        },
      });
      mastery = decision.mastery;
      changes = {
        ...changes,
        ...stateColumns(decision.student),
        mastery: decision.mastery,
        lastPractisedAt: new Date(input.now),
      };
    }
    if (Object.keys(changes).length)
      await db
        .update(studentTaskStates)
        .set(changes)
        .where(
          and(
            eq(studentTaskStates.studentId, who.studentId),
            eq(studentTaskStates.practiceTaskId, taskId),
            whereAccount(studentTaskStates.accountId, who.scope),
          ),
        );
  }
  return { taskId: placed, mastery };
}
