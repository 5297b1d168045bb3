import type { Sum } from '../sums/types';
import { DEFAULT_FLUENCY_RULE, fluencySummary } from './fluency';
import type { FluencyRule } from './fluency';
import { itemRating } from './item-prior';
import { successProbability } from './scoring';
import type { ItemRatings, StudentTaskState } from './state';

export interface ProgressionSettings {
  readonly goal: 'automate' | 'apply';
  readonly fluency: FluencyRule;
  readonly targetSuccess: number;
  /** Automate tasks: share of the facts that must be automated to move on. */
  readonly automatedShareToMoveOn: number;
  /** Apply tasks: mean predicted success over the bank needed to move on. */
  readonly predictedSuccessToMoveOn: number;
  /** Rounds to play at least before moving on. */
  readonly minRounds: number;
}

export const DEFAULT_PROGRESSION_SETTINGS: ProgressionSettings = {
  goal: 'automate',
  fluency: DEFAULT_FLUENCY_RULE,
  targetSuccess: 0.75,
  automatedShareToMoveOn: 0.9,
  predictedSuccessToMoveOn: 0.85,
  minRounds: 2,
};

export interface RoundDecision {
  readonly decision: 'moveOn' | 'repeat';
  /** 0 to 1: automated share (automate) or mean predicted success (apply). */
  readonly mastery: number;
  readonly student: StudentTaskState;
}

/**
 * After a round: record its accuracy and decide whether the child moves on to the next task of the
 * line (the next table, say) or repeats this one.
 */
export function decideAfterRound(input: {
  readonly student: StudentTaskState;
  readonly items: readonly Sum[];
  readonly itemRatings: ItemRatings;
  /** Share of the round's first tries answered correctly. */
  readonly roundAccuracy: number;
  readonly settings?: Partial<ProgressionSettings>;
}): RoundDecision {
  const settings = { ...DEFAULT_PROGRESSION_SETTINGS, ...input.settings };
  const student: StudentTaskState = {
    ...input.student,
    roundsPlayed: input.student.roundsPlayed + 1,
    recentRoundAccuracy: [...input.student.recentRoundAccuracy, input.roundAccuracy].slice(-5),
  };
  const ids = input.items.map((sum) => sum.id);
  let mastery: number;
  let ready: boolean;
  if (settings.goal === 'automate') {
    mastery = fluencySummary(ids, (id) => student.facts[id]?.recent ?? [], settings.fluency).automatedShare;
    ready = mastery >= settings.automatedShareToMoveOn;
  } else {
    const theta = student.rating.value;
    mastery =
      input.items.length === 0
        ? 0
        : input.items.reduce(
            (sum, item) => sum + successProbability(theta - itemRating(input.itemRatings, item).value),
            0,
          ) / input.items.length;
    ready = mastery >= settings.predictedSuccessToMoveOn && input.roundAccuracy >= settings.targetSuccess;
  }
  const decision = ready && student.roundsPlayed >= settings.minRounds ? 'moveOn' : 'repeat';
  return { decision, mastery, student };
}
