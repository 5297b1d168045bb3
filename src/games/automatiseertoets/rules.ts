/**
 * Rules of the fluency test (automatiseertoets), without the canvas. The order of the sums and when
 * the test stops are the domain engine's fluency-test state machine (engine/fluency-test): a ladder
 * from easy to hard that a fluent answer climbs, stopping after too many errors or 50 sums. This file
 * adapts it to the kit's round and adds what the screen needs: no visible clock, a sum that gets no
 * answer within the window's time limit counts as not known, and a kind result.
 */
import {
  answerFluencyTest,
  fluencyTestResult,
  startFluencyTest,
  type FluencyTestResult,
  type FluencyTestState,
} from '../../domain/engine/fluency-test';
import type { SumWindow } from '../../domain/sums/types';
import type { Sequencer } from '../kit/round';

/** The kit round's sequencer over the engine's fluency test (item ratings unknown here: priors). */
export function fluencyTestSequencer(
  window: SumWindow,
  seed: string | number = window.id,
): Sequencer & { result(): FluencyTestResult } {
  let state: FluencyTestState = startFluencyTest(window.sums, {}, seed, {
    thresholdMs: window.fluencyThresholdMs,
  });
  return {
    current: () => (state.current ? { sum: state.current, kind: 'planned' } : null),
    answer: (outcome) => {
      state = answerFluencyTest(state, outcome);
    },
    get stoppedEarly() {
      return state.stopReason === 'tooManyErrors' || state.stopReason === 'stopped';
    },
    result: () => fluencyTestResult(state),
  };
}

/** Sums the test can ask at most: the window's, capped by the engine's maximum. */
export function testLength(window: SumWindow, maxSums = 50): number {
  return Math.min(window.sums.length, maxSums);
}

/** No answer within the window's time limit: the sum counts as not known and the test moves on. */
export function timedOut(elapsedMs: number, window: SumWindow): boolean {
  return elapsedMs >= window.timeLimitMs;
}
