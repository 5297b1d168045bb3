import { REWARD_GAME_IDS } from '../curriculum/games';
import type { GameId } from '../curriculum/games';

/**
 * Coins reward effort: finishing rounds, the amount practised and carrying on after errors. By design
 * the inputs hold no response times and no score, so a child can never earn more for being fast or
 * right alone.
 */
export interface CoinRules {
  /** For finishing a round. */
  readonly perFinishedRound: number;
  /** One coin per this many sums answered (any answer). */
  readonly sumsPerCoin: number;
  /** For finishing a round in which something went wrong: carrying on is what counts. */
  readonly persistenceBonus: number;
  /** Once, for completing all of the day's tasks. */
  readonly dayCompleteBonus: number;
}

export const DEFAULT_COIN_RULES: CoinRules = {
  perFinishedRound: 5,
  sumsPerCoin: 5,
  persistenceBonus: 2,
  dayCompleteBonus: 10,
};

/** The effort in one round (deliberately without time or score). */
export interface RoundEffort {
  readonly sumsAnswered: number;
  /** Whether the round contained at least one wrong answer. */
  readonly hadErrors: boolean;
  readonly finished: boolean;
}

export interface CoinAward {
  readonly coins: number;
  readonly forFinishing: number;
  readonly forPractice: number;
  readonly forPersistence: number;
}

export function coinsForRound(effort: RoundEffort, rules: CoinRules = DEFAULT_COIN_RULES): CoinAward {
  const forFinishing = effort.finished ? rules.perFinishedRound : 0;
  const forPractice = Math.floor(Math.max(0, effort.sumsAnswered) / rules.sumsPerCoin);
  const forPersistence = effort.finished && effort.hadErrors ? rules.persistenceBonus : 0;
  return { coins: forFinishing + forPractice + forPersistence, forFinishing, forPractice, forPersistence };
}

/** A task on today's task list (takenlijst). */
export interface DayTask {
  readonly practiceTaskId: string;
  readonly roundsRequired: number;
  readonly roundsDone: number;
}

export function isDayComplete(tasks: readonly DayTask[]): boolean {
  return tasks.length > 0 && tasks.every((task) => task.roundsDone >= task.roundsRequired);
}

/** Reward games unlock once every task of the day is done (a day without tasks unlocks nothing). */
export function unlockedRewardGames(tasks: readonly DayTask[]): readonly GameId[] {
  return isDayComplete(tasks) ? REWARD_GAME_IDS : [];
}

/** The day bonus, paid once: when the day turns complete with this round. */
export function dayCompleteCoins(
  before: readonly DayTask[],
  after: readonly DayTask[],
  rules: CoinRules = DEFAULT_COIN_RULES,
): number {
  return !isDayComplete(before) && isDayComplete(after) ? rules.dayCompleteBonus : 0;
}
