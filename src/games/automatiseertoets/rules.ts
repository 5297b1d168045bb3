/**
 * Rules of the fluency test (automatiseertoets), without the canvas. The order of the sums and when
 * the test stops are the domain engine's fluency-test state machine (engine/fluency-test): a ladder
 * from easy to hard that a fluent answer climbs, stopping after too many errors or 50 sums. This file
 * adapts it to the kit's round and adds what the screen needs: no visible clock, a sum that gets no
 * answer within the window's time limit counts as not known, and a kind result.
 *
 * A test the server started comes with its ladder in the window's sums and the rules and answers so
 * far in `window.fluencyTest`: the game replays those and walks on exactly as the server will when it
 * gets the answers, so the next sum is right even offline.
 */
import { wireResponseTimeMs } from '../../domain/contracts/practice';
import {
  answerFluencyTest,
  fluencyTestResult,
  resumeFluencyTest,
  startFluencyTest,
  type FluencyTestResult,
  type FluencyTestState,
} from '../../domain/engine/fluency-test';
import type { SumWindow } from '../../domain/sums/types';
import type { Sequencer } from '../kit/round';
import type { EndTexts, RoundResult } from '../runtime/contract';
import type { TextsOf } from '../manifest';
import { fill } from '../texts';
import type { manifest } from './manifest';

export type FluencyTestSequencer = Sequencer & {
  progress(): { done: number; total: number };
  /** The engine's score of the whole test (answers before a reload included). */
  result(): FluencyTestResult;
};

/** The test's state machine: the server's ladder resumed, or (a trial window) a ladder of priors. */
export function fluencyTestState(window: SumWindow, seed: string | number = window.id): FluencyTestState {
  const test = window.fluencyTest;
  if (test) return resumeFluencyTest(window.sums, test.config, test.answered);
  return startFluencyTest(window.sums, {}, seed, { thresholdMs: window.fluencyThresholdMs });
}

/** The kit round's sequencer over the engine's fluency test. */
export function fluencyTestSequencer(
  window: SumWindow,
  seed: string | number = window.id,
): FluencyTestSequencer {
  let state = fluencyTestState(window, seed);
  return {
    // Every sum of the ladder is asked once at most: its place on the ladder is its position.
    current: () =>
      state.current
        ? {
            sum: state.current,
            kind: 'planned',
            position: state.ladder.findIndex((s) => s.id === state.current?.id),
          }
        : null,
    answer: ({ correct, responseTimeMs }) => {
      // The time as the server will get it, so both decide "fluent" alike.
      state = answerFluencyTest(state, { correct, responseTimeMs: wireResponseTimeMs(responseTimeMs) });
    },
    get stoppedEarly() {
      return state.stopReason === 'tooManyErrors' || state.stopReason === 'stopped';
    },
    // While the test runs, the most it can ask; once it has stopped, what it asked: a test that stops
    // after 3 sums is 3 of 3 done, not 3 of 29 (the end card and the page count those 3).
    progress: () => ({
      done: state.answers.length,
      total: state.finished ? state.answers.length : Math.min(state.config.maxSums, state.ladder.length),
    }),
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

/**
 * The end card of the test: how many sums the child did (the whole test, also before a reload), and
 * how many were right only when there were any (the test is calm: it does not count out a zero).
 */
export function testEndTexts(
  result: Pick<RoundResult, 'answered' | 'correct' | 'fluent' | 'stoppedEarly'>,
  t: TextsOf<typeof manifest>,
): EndTexts {
  const lines = [fill(t.endAnswered, { n: result.answered })];
  if (result.correct > 0) lines.push(fill(t.endLine, { n: result.correct, fluent: result.fluent }));
  if (result.stoppedEarly) lines.push(t.endStopped);
  return { title: t.endTitle, lines };
}
