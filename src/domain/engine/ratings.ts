import { answerScore, expectedScore } from './scoring';

/**
 * An Elo-style rating with its uncertainty, for a student on a practice task (theta) or for an item
 * (beta). Plain data: the server stores it as is.
 */
export interface Rating {
  readonly value: number;
  /** 1 = nothing known yet, 0 = settled. Falls with every answer, rises with time away. */
  readonly uncertainty: number;
  readonly answers: number;
  /** Epoch ms of the last update; null when never updated. */
  readonly updatedAt: number | null;
}

export interface RatingConfig {
  /** Base step size K0; the effective K is K0 · (1 + kPlus · U_own − kMinus · U_other). */
  readonly k0: number;
  readonly kPlus: number;
  readonly kMinus: number;
  /** Uncertainty lost per answer (1/40: settled after 40 answers). */
  readonly uncertaintyPerAnswer: number;
  /** Uncertainty gained per day without answers (1/30: fully uncertain again after a month away). */
  readonly uncertaintyPerDay: number;
  /** Deadline of the scoring rule, ms. */
  readonly timeLimitMs: number;
}

/** Values after Klinkenberg et al. (2011), scaled to logits (delta = theta - beta with a·d = 1). */
export const DEFAULT_RATING_CONFIG: RatingConfig = {
  k0: 0.1,
  kPlus: 4,
  kMinus: 0.5,
  uncertaintyPerAnswer: 1 / 40,
  uncertaintyPerDay: 1 / 30,
  timeLimitMs: 20_000,
};

const DAY_MS = 86_400_000;

export function newRating(value = 0): Rating {
  return { value, uncertainty: 1, answers: 0, updatedAt: null };
}

/** Uncertainty at `now`, grown by the days since the last update. */
export function currentUncertainty(
  rating: Rating,
  now: number,
  config: RatingConfig = DEFAULT_RATING_CONFIG,
): number {
  if (rating.updatedAt === null) return rating.uncertainty;
  const days = Math.max(0, now - rating.updatedAt) / DAY_MS;
  return Math.min(1, rating.uncertainty + days * config.uncertaintyPerDay);
}

/** K for one side: large when this side is uncertain, smaller when the other side is. */
export function stepSize(
  ownUncertainty: number,
  otherUncertainty: number,
  config: RatingConfig = DEFAULT_RATING_CONFIG,
): number {
  return Math.max(0, config.k0 * (1 + config.kPlus * ownUncertainty - config.kMinus * otherUncertainty));
}

export interface RatingUpdate {
  readonly player: Rating;
  readonly item: Rating;
  /** Observed score S. */
  readonly score: number;
  /** Expected score E(S) before the answer. */
  readonly expected: number;
}

/** theta += K_p (S − E); beta += K_i (E − S); both uncertainties fall. */
export function updateRatings(
  player: Rating,
  item: Rating,
  outcome: { readonly correct: boolean; readonly responseTimeMs: number },
  now: number,
  config: RatingConfig = DEFAULT_RATING_CONFIG,
): RatingUpdate {
  const playerU = currentUncertainty(player, now, config);
  const itemU = currentUncertainty(item, now, config);
  const score = answerScore(outcome.correct, outcome.responseTimeMs, config.timeLimitMs);
  const expected = expectedScore(player.value - item.value);
  const kPlayer = stepSize(playerU, itemU, config);
  const kItem = stepSize(itemU, playerU, config);
  const settle = (u: number): number => Math.max(0, u - config.uncertaintyPerAnswer);
  return {
    player: {
      value: player.value + kPlayer * (score - expected),
      uncertainty: settle(playerU),
      answers: player.answers + 1,
      updatedAt: now,
    },
    item: {
      value: item.value + kItem * (expected - score),
      uncertainty: settle(itemU),
      answers: item.answers + 1,
      updatedAt: now,
    },
    score,
    expected,
  };
}
