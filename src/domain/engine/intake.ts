import type { Sum, SumId } from '../sums/types';
import { itemRating } from './item-prior';
import { successProbability } from './scoring';
import { selectIntakeRound, selectRound } from './selection';
import type { RoundPlan, SelectionSettings } from './selection';
import type { ItemRatings, StudentTaskState } from './state';

export type RoundPurpose = 'intake' | 'practice';

/**
 * The next round for a student on a task: the intake (instaptoets) when the student has not been
 * placed yet, else an adaptive practice round.
 */
export function planNextRound(input: {
  readonly items: readonly Sum[];
  readonly itemRatings: ItemRatings;
  readonly student: StudentTaskState;
  readonly now: number;
  readonly seed: string | number;
  readonly settings?: Partial<SelectionSettings>;
  readonly intakeLength?: number;
}): { readonly purpose: RoundPurpose; readonly plan: RoundPlan } {
  if (!input.student.intakeDone) {
    const sums = selectIntakeRound(input.items, input.itemRatings, input.intakeLength ?? 12);
    const theta = input.student.rating.value;
    const slots = sums.map((sum) => ({
      sumId: sum.id,
      reason: 'intake' as const,
      expectedSuccess: successProbability(theta - itemRating(input.itemRatings, sum).value),
    }));
    return { purpose: 'intake', plan: { sums, slots, reserve: [], student: input.student } };
  }
  return { purpose: 'practice', plan: selectRound(input) };
}

/** Marks the intake as done once its answers are applied (their large K has placed the rating). */
export function completeIntake(student: StudentTaskState): StudentTaskState {
  return { ...student, intakeDone: true };
}

/**
 * Where in a sequence of tasks (teaching order) a new student starts: at the first task whose intake
 * accuracy is below `masteredAt`; a task without intake answers is a starting point too. Undefined
 * when every task is mastered (the student starts after them).
 */
export function placementTask(
  taskIds: readonly string[],
  intake: readonly { readonly practiceTaskId: string; readonly correct: boolean }[],
  masteredAt = 0.8,
): string | undefined {
  for (const taskId of taskIds) {
    const answers = intake.filter((a) => a.practiceTaskId === taskId);
    if (answers.length === 0) return taskId;
    if (answers.filter((a) => a.correct).length / answers.length < masteredAt) return taskId;
  }
  return undefined;
}

/**
 * Placement (instaptoets over the line): a new student's first round in a domain samples a few sums
 * from each of several consecutive tasks of that domain around their year group, easy to hard, and
 * `placementTask` then picks where they start.
 */
export interface PlacementSettings {
  /** Tasks before the year group's first task that the intake also samples (to find gaps). */
  readonly tasksBefore: number;
  /** Most tasks sampled. */
  readonly maxTasks: number;
  /** Tasks of year groups at most this far above the student's are sampled. */
  readonly groupsAhead: number;
  /** Sums per task: enough that mastering one by chance is unlikely. */
  readonly sumsPerTask: number;
  /** Share of a task's intake sums answered right for the task to count as mastered. */
  readonly masteredAt: number;
}

export const DEFAULT_PLACEMENT_SETTINGS: PlacementSettings = {
  tasksBefore: 2,
  maxTasks: 5,
  groupsAhead: 1,
  sumsPerTask: 3,
  masteredAt: 0.8,
};

/**
 * The tasks a placement intake samples, in teaching order: from `tasksBefore` tasks before the first
 * task of the student's year group on, consecutive, up to `maxTasks`, and none more than
 * `groupsAhead` year groups above the student's. `tasks` are one domain's switched-on tasks in
 * teaching order.
 */
export function placementRange(
  tasks: readonly { readonly id: string; readonly group: number }[],
  yearGroup: number,
  settings: Partial<PlacementSettings> = {},
): string[] {
  const s = { ...DEFAULT_PLACEMENT_SETTINGS, ...settings };
  if (tasks.length === 0) return [];
  let anchor = tasks.findIndex((t) => t.group >= yearGroup);
  if (anchor < 0) anchor = tasks.length - 1;
  const range: string[] = [];
  for (let i = Math.max(0, anchor - s.tasksBefore); i < tasks.length && range.length < s.maxTasks; i++) {
    const task = tasks[i]!;
    if (i > anchor && task.group > yearGroup + s.groupsAhead) break;
    range.push(task.id);
  }
  return range;
}

export interface PlacementRound {
  /** The sums in presentation order: task by task in teaching order, each task's easy to hard. */
  readonly sums: readonly Sum[];
  /** The task each sum stands for (a sum is sampled for one task only). */
  readonly taskOf: Readonly<Record<SumId, string>>;
}

/**
 * The placement intake round: `sumsPerTask` sums of each task, taken at evenly spaced quantiles of
 * the task's item difficulties (not its extremes), so that a task counts as mastered on typical sums.
 * A sum already taken for an earlier task is not taken again; a task without items is left out.
 */
export function selectPlacementRound(
  tasks: readonly { readonly id: string; readonly items: readonly Sum[] }[],
  itemRatings: ItemRatings,
  sumsPerTask = DEFAULT_PLACEMENT_SETTINGS.sumsPerTask,
): PlacementRound {
  const sums: Sum[] = [];
  const taskOf: Record<SumId, string> = {};
  for (const task of tasks) {
    const fresh = task.items.filter((sum) => taskOf[sum.id] === undefined);
    const sorted = [...fresh].sort(
      (x, y) => itemRating(itemRatings, x).value - itemRating(itemRatings, y).value,
    );
    const take = Math.min(sumsPerTask, sorted.length);
    for (let i = 0; i < take; i++) {
      const sum = sorted[Math.floor(((i + 0.5) * sorted.length) / take)]!;
      sums.push(sum);
      taskOf[sum.id] = task.id;
    }
  }
  return { sums, taskOf };
}
