import { createRng } from '../random';
import type { Sum, SumId } from '../sums/types';
import { itemRating } from './item-prior';
import type { ItemRatings } from './state';

/**
 * The automatiseertoets (fluency test): due after every 10 practice sessions; starts easy and grows
 * harder, stops itself after too many errors, at most 50 sums; scores accuracy and speed.
 * A pure state machine: start -> (current sum, answer)* -> finished -> result.
 */

export interface FluencyTestConfig {
  readonly maxSums: number;
  /** Errors in total that end the test. */
  readonly maxErrors: number;
  /** Errors in a row that end the test. */
  readonly maxConsecutiveErrors: number;
  /** A correct answer within this time counts as fluent (ms). */
  readonly thresholdMs: number;
  /** Fluent answers needed to climb from the easiest to the hardest sums. */
  readonly climbSteps: number;
  /** Practice sessions between two tests. */
  readonly every: number;
}

export const DEFAULT_FLUENCY_TEST_CONFIG: FluencyTestConfig = {
  maxSums: 50,
  maxErrors: 5,
  maxConsecutiveErrors: 3,
  thresholdMs: 3000,
  climbSteps: 25,
  every: 10,
};

export type FluencyTestStopReason = 'maxSums' | 'tooManyErrors' | 'outOfSums' | 'stopped';

export interface FluencyTestAnswer {
  readonly sumId: SumId;
  readonly correct: boolean;
  readonly responseTimeMs: number;
  /** Position of the sum on the difficulty ladder, 0 (easiest) to 1 (hardest). */
  readonly level: number;
}

export interface FluencyTestState {
  readonly config: FluencyTestConfig;
  /** Sums ordered from easy to hard. */
  readonly ladder: readonly Sum[];
  /** Current position on the ladder (fractional index). */
  readonly position: number;
  readonly current: Sum | null;
  readonly answers: readonly FluencyTestAnswer[];
  readonly errors: number;
  readonly consecutiveErrors: number;
  readonly finished: boolean;
  readonly stopReason: FluencyTestStopReason | null;
}

/** Whether the test is due: after every `every` practice sessions since the last test. */
export function isFluencyTestDue(
  sessionsSinceLastTest: number,
  every = DEFAULT_FLUENCY_TEST_CONFIG.every,
): boolean {
  return sessionsSinceLastTest >= every;
}

function pickAt(ladder: readonly Sum[], position: number, used: ReadonlySet<SumId>): Sum | null {
  const start = Math.min(ladder.length - 1, Math.max(0, Math.round(position)));
  // Nearest unused sum, preferring the harder side once the exact spot is used.
  for (let offset = 0; offset < ladder.length; offset++) {
    for (const index of [start + offset, start - offset]) {
      const sum = ladder[index];
      if (sum && !used.has(sum.id)) return sum;
    }
  }
  return null;
}

/** Starts a test over the given sums (the facts of the tasks practised), easiest first. */
export function startFluencyTest(
  items: readonly Sum[],
  itemRatings: ItemRatings,
  seed: string | number,
  config: Partial<FluencyTestConfig> = {},
): FluencyTestState {
  // Shuffle first so that equally rated sums do not always come in bank order.
  const ladder = createRng(seed)
    .shuffle(items)
    .sort((x, y) => itemRating(itemRatings, x).value - itemRating(itemRatings, y).value);
  return fluencyTestFromLadder(ladder, config);
}

/**
 * A test over a ladder that is already ordered from easy to hard (the one the server made and
 * stored): no shuffle, no ratings, so every device that gets the same ladder and config walks it the
 * same way.
 */
export function fluencyTestFromLadder(
  ladder: readonly Sum[],
  config: Partial<FluencyTestConfig> = {},
): FluencyTestState {
  const full = { ...DEFAULT_FLUENCY_TEST_CONFIG, ...config };
  const current = pickAt(ladder, 0, new Set());
  return {
    config: full,
    ladder: [...ladder],
    position: 0,
    current,
    answers: [],
    errors: 0,
    consecutiveErrors: 0,
    finished: current === null,
    stopReason: current === null ? 'outOfSums' : null,
  };
}

/** An answer as recorded, enough to replay it: which sum, right or not, and how fast. */
export interface FluencyTestRecordedAnswer {
  readonly sumId: SumId;
  readonly correct: boolean;
  readonly responseTimeMs: number;
}

/** A recorded answer that does not fit the test: another sum than the current one, or after the end. */
export class FluencyTestReplayError extends Error {
  constructor(
    readonly index: number,
    readonly sumId: SumId,
    readonly expected: SumId | null,
  ) {
    super(`answer ${index} is for ${sumId}, but the test ${expected ? `asks ${expected}` : 'has ended'}`);
    this.name = 'FluencyTestReplayError';
  }
}

/**
 * Replays recorded answers in order (a reloaded test resumes, the server restores its state). Each
 * answer must be for the sum the test asks at that point; otherwise FluencyTestReplayError.
 */
export function replayFluencyTest(
  state: FluencyTestState,
  answers: readonly FluencyTestRecordedAnswer[],
): FluencyTestState {
  let next = state;
  answers.forEach((answer, index) => {
    const expected = next.current?.id ?? null;
    if (next.finished || expected !== answer.sumId)
      throw new FluencyTestReplayError(index, answer.sumId, next.finished ? null : expected);
    next = answerFluencyTest(next, answer);
  });
  return next;
}

/** The test over a stored ladder with its recorded answers replayed: where a test left off. */
export function resumeFluencyTest(
  ladder: readonly Sum[],
  config: Partial<FluencyTestConfig>,
  answers: readonly FluencyTestRecordedAnswer[],
): FluencyTestState {
  return replayFluencyTest(fluencyTestFromLadder(ladder, config), answers);
}

/** Records the answer to the current sum and moves to the next one or finishes. */
export function answerFluencyTest(
  state: FluencyTestState,
  outcome: { readonly correct: boolean; readonly responseTimeMs: number },
): FluencyTestState {
  if (state.finished || state.current === null) return state;
  const { config, ladder } = state;
  const top = Math.max(1, ladder.length - 1);
  const step = top / config.climbSteps;
  const fluent = outcome.correct && outcome.responseTimeMs <= config.thresholdMs;
  const answers = [
    ...state.answers,
    {
      sumId: state.current.id,
      correct: outcome.correct,
      responseTimeMs: outcome.responseTimeMs,
      level: ladder.indexOf(state.current) / top,
    },
  ];
  const errors = state.errors + (outcome.correct ? 0 : 1);
  const consecutiveErrors = outcome.correct ? 0 : state.consecutiveErrors + 1;
  // Fluent: climb a step; correct but slow: half a step; wrong: stay (the test only grows harder).
  const position = Math.min(top, state.position + (fluent ? step : outcome.correct ? step / 2 : 0));

  let stopReason: FluencyTestStopReason | null = null;
  if (errors >= config.maxErrors || consecutiveErrors >= config.maxConsecutiveErrors)
    stopReason = 'tooManyErrors';
  else if (answers.length >= config.maxSums) stopReason = 'maxSums';
  const used = new Set(answers.map((a) => a.sumId));
  const current = stopReason === null ? pickAt(ladder, position, used) : null;
  if (stopReason === null && current === null) stopReason = 'outOfSums';

  return {
    ...state,
    position,
    current,
    answers,
    errors,
    consecutiveErrors,
    finished: stopReason !== null,
    stopReason,
  };
}

/** Ends the test early (the child or teacher stops it). */
export function stopFluencyTest(state: FluencyTestState): FluencyTestState {
  if (state.finished) return state;
  return { ...state, current: null, finished: true, stopReason: 'stopped' };
}

export interface FluencyTestResult {
  readonly answered: number;
  readonly correct: number;
  /** Correct within the threshold. */
  readonly fluent: number;
  readonly accuracy: number;
  readonly fluentShare: number;
  readonly medianResponseMs: number | null;
  /** Hardest ladder level answered correctly, 0 to 1. */
  readonly levelReached: number;
  /**
   * 0 to 100: two points per fluent answer and one per slow correct answer, out of two per possible
   * sum, so speed counts but accuracy counts first.
   */
  readonly score: number;
  readonly stopReason: FluencyTestStopReason | null;
}

export function fluencyTestResult(state: FluencyTestState): FluencyTestResult {
  const { answers, config } = state;
  const correct = answers.filter((a) => a.correct);
  const fluent = correct.filter((a) => a.responseTimeMs <= config.thresholdMs);
  const times = answers.map((a) => a.responseTimeMs).sort((x, y) => x - y);
  const mid = Math.floor(times.length / 2);
  const median =
    times.length === 0
      ? null
      : times.length % 2 === 1
        ? (times[mid] ?? null)
        : ((times[mid - 1] ?? 0) + (times[mid] ?? 0)) / 2;
  const points = fluent.length * 2 + (correct.length - fluent.length);
  return {
    answered: answers.length,
    correct: correct.length,
    fluent: fluent.length,
    accuracy: answers.length === 0 ? 0 : correct.length / answers.length,
    fluentShare: answers.length === 0 ? 0 : fluent.length / answers.length,
    medianResponseMs: median,
    levelReached: correct.reduce((max, a) => Math.max(max, a.level), 0),
    score: Math.round((100 * points) / (2 * config.maxSums)),
    stopReason: state.stopReason,
  };
}
