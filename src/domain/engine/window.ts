import type { SumWindow } from '../sums/types';
import type { RoundPlan } from './selection';
import type { ExerciseSettings } from './settings';
import { fluencyRuleOf } from './settings';

/** Wraps a round plan as the sum window (somvenster) the API hands to a game. */
export function buildSumWindow(input: {
  readonly id: string;
  readonly studentId: string;
  readonly practiceTaskId: string;
  readonly gameId: string;
  readonly purpose: SumWindow['purpose'];
  readonly plan: Pick<RoundPlan, 'sums' | 'reserve'>;
  readonly settings: ExerciseSettings;
  /** Epoch ms. */
  readonly now: number;
}): SumWindow {
  return {
    id: input.id,
    studentId: input.studentId,
    practiceTaskId: input.practiceTaskId,
    gameId: input.gameId,
    purpose: input.purpose,
    sums: input.plan.sums,
    reserve: input.plan.reserve,
    fluencyThresholdMs: fluencyRuleOf(input.settings).thresholdMs,
    timeLimitMs: input.settings.timeLimitMs,
    createdAt: new Date(input.now).toISOString(),
  };
}
