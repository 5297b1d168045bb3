import type { Sum } from '../sums/types';
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
 * accuracy is below `masteredAt`; a task without intake answers is a starting point too.
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
