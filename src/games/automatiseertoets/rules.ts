/**
 * Rules of the fluency test (automatiseertoets), without the canvas. DOMAIN.md: it starts easy and
 * gets harder (the window's order), stops itself after too many errors, has at most 50 sums, and
 * scores accuracy and speed without putting the child under pressure (no visible clock, no
 * right/wrong per sum). ADAPTER: the domain engine's fluency-test state machine is not merged yet;
 * when it lands, these rules move there.
 */
import type { SumWindow } from '../../domain/sums/types';
import type { GameAnswer } from '../runtime/contract';
import type { RoundStats } from '../kit/round';

export const MAX_TEST_SUMS = 50;
/** Stop after this many wrong answers in a row ... */
export const STOP_AFTER_WRONG_IN_A_ROW = 3;
/** ... or this many in total. */
export const STOP_AFTER_WRONG = 6;
/** Answers have at most this many digits. */
export const MAX_DIGITS = 4;

export function shouldStop(stats: RoundStats): boolean {
  return stats.wrongInARow >= STOP_AFTER_WRONG_IN_A_ROW || stats.wrong >= STOP_AFTER_WRONG;
}

/** The test's sums: the window's, at most 50. */
export function testWindow(window: SumWindow): SumWindow {
  return window.sums.length <= MAX_TEST_SUMS
    ? window
    : { ...window, sums: window.sums.slice(0, MAX_TEST_SUMS) };
}

/** No answer within the window's time limit: the sum counts as not known and the test moves on. */
export function timedOut(elapsedMs: number, window: SumWindow): boolean {
  return elapsedMs >= window.timeLimitMs;
}

export interface FluencyScore {
  answered: number;
  correct: number;
  /** Correct within the fluency threshold: automated. */
  fluent: number;
  /** Share of answers correct, 0..1. */
  accuracy: number;
  /** Median response time of the correct answers, ms (null without correct answers). */
  medianCorrectMs: number | null;
}

export function fluencyScore(answers: readonly GameAnswer[], thresholdMs: number): FluencyScore {
  const correct = answers.filter((a) => a.correct);
  const times = correct.map((a) => a.responseTimeMs).sort((a, b) => a - b);
  const mid = Math.floor(times.length / 2);
  const median =
    times.length === 0
      ? null
      : times.length % 2 === 1
        ? (times[mid] ?? null)
        : ((times[mid - 1] ?? 0) + (times[mid] ?? 0)) / 2;
  return {
    answered: answers.length,
    correct: correct.length,
    fluent: correct.filter((a) => a.responseTimeMs <= thresholdMs).length,
    accuracy: answers.length === 0 ? 0 : correct.length / answers.length,
    medianCorrectMs: median,
  };
}
