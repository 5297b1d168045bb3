import { describe, expect, it } from 'vitest';
import {
  answerFluencyTest,
  fluencyTestFromLadder,
  FluencyTestReplayError,
  fluencyTestResult,
  isFluencyTestDue,
  replayFluencyTest,
  resumeFluencyTest,
  startFluencyTest,
  stopFluencyTest,
} from './fluency-test';
import type { FluencyTestState } from './fluency-test';
import { bank, spreadRatings } from './test-helpers';

const items = bank({ generator: 'multiply', params: { tables: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } });
const ratings = spreadRatings(items, -3, 3);
const beta = (state: FluencyTestState) => ratings[state.current?.id ?? '']?.value ?? NaN;

function run(
  state: FluencyTestState,
  answer: (i: number) => { correct: boolean; responseTimeMs: number },
): FluencyTestState {
  for (let i = 0; !state.finished && i < 500; i++) state = answerFluencyTest(state, answer(i));
  return state;
}

describe('fluency test (automatiseertoets)', () => {
  it('is due after every 10 practice sessions', () => {
    expect(isFluencyTestDue(9)).toBe(false);
    expect(isFluencyTestDue(10)).toBe(true);
    expect(isFluencyTestDue(3, 3)).toBe(true);
  });

  it('starts with the easiest sum and grows harder with fluent answers', () => {
    let state = startFluencyTest(items, ratings, 1);
    expect(beta(state)).toBe(-3);
    const seen: number[] = [];
    for (let i = 0; i < 20; i++) {
      seen.push(beta(state));
      state = answerFluencyTest(state, { correct: true, responseTimeMs: 1500 });
    }
    expect(seen[19]).toBeGreaterThan(seen[5] ?? 0);
    expect(seen[5]).toBeGreaterThan(seen[0] ?? 0);
    expect(new Set(state.answers.map((a) => a.sumId)).size).toBe(20);
  });

  it('climbs more slowly on slow answers', () => {
    const fast = run(startFluencyTest(items, ratings, 1), () => ({ correct: true, responseTimeMs: 1500 }));
    const slow = run(startFluencyTest(items, ratings, 1), () => ({ correct: true, responseTimeMs: 8000 }));
    expect(fast.answers[10]?.level).toBeGreaterThan(slow.answers[10]?.level ?? 1);
  });

  it('stops after three errors in a row', () => {
    const state = run(startFluencyTest(items, ratings, 2), (i) => ({ correct: i < 4, responseTimeMs: 2000 }));
    expect(state.finished).toBe(true);
    expect(state.stopReason).toBe('tooManyErrors');
    expect(state.answers).toHaveLength(7);
    expect(state.current).toBeNull();
  });

  it('stops after five errors in total', () => {
    const state = run(startFluencyTest(items, ratings, 3), (i) => ({
      correct: i % 2 === 0,
      responseTimeMs: 2000,
    }));
    expect(state.stopReason).toBe('tooManyErrors');
    expect(state.errors).toBe(5);
    expect(state.answers).toHaveLength(10);
  });

  it('has at most 50 sums', () => {
    const state = run(startFluencyTest(items, ratings, 4), () => ({ correct: true, responseTimeMs: 1000 }));
    expect(state.stopReason).toBe('maxSums');
    expect(state.answers).toHaveLength(50);
    const result = fluencyTestResult(state);
    expect(result.score).toBe(100);
    expect(result.accuracy).toBe(1);
    expect(result.levelReached).toBeGreaterThan(0.9);
  });

  it('ends when the sums run out', () => {
    const small = items.slice(0, 8);
    const state = run(startFluencyTest(small, ratings, 5), () => ({ correct: true, responseTimeMs: 1000 }));
    expect(state.stopReason).toBe('outOfSums');
    expect(state.answers).toHaveLength(8);
  });

  it('scores accuracy first and speed second', () => {
    const answers = [
      { correct: true, responseTimeMs: 1000 },
      { correct: true, responseTimeMs: 2500 },
      { correct: true, responseTimeMs: 7000 },
      { correct: false, responseTimeMs: 4000 },
    ];
    let state = startFluencyTest(items, ratings, 6);
    for (const a of answers) state = answerFluencyTest(state, a);
    state = stopFluencyTest(state);
    expect(state.stopReason).toBe('stopped');
    expect(answerFluencyTest(state, { correct: true, responseTimeMs: 1 })).toBe(state);
    expect(fluencyTestResult(state)).toMatchObject({
      answered: 4,
      correct: 3,
      fluent: 2,
      accuracy: 0.75,
      fluentShare: 0.5,
      medianResponseMs: 3250,
      score: 5, // (2 + 2 + 1) points out of 100
      stopReason: 'stopped',
    });
  });

  describe('over a stored ladder', () => {
    const outcome = (i: number) => ({ correct: i % 4 !== 3, responseTimeMs: i % 3 === 0 ? 4200 : 1800 });
    const recorded = (state: FluencyTestState) =>
      state.answers.map(({ sumId, correct, responseTimeMs }) => ({ sumId, correct, responseTimeMs }));

    it('keeps the ladder’s order: no shuffle, no ratings', () => {
      const ladder = [...items].reverse();
      const state = fluencyTestFromLadder(ladder, { maxSums: 10 });
      expect(state.ladder.map((s) => s.id)).toEqual(ladder.map((s) => s.id));
      expect(state.current?.id).toBe(ladder[0]?.id);
      expect(state.config).toMatchObject({ maxSums: 10, maxErrors: 5, thresholdMs: 3000 });
      expect(fluencyTestFromLadder([]).stopReason).toBe('outOfSums');
    });

    it('walks the ladder exactly as the test that made it', () => {
      const live = run(
        startFluencyTest(items, ratings, 'seed', { maxErrors: 12, maxConsecutiveErrors: 4 }),
        outcome,
      );
      const fresh = run(fluencyTestFromLadder(live.ladder, live.config), outcome);
      expect(fresh.answers).toEqual(live.answers);
      expect(fresh.stopReason).toBe(live.stopReason);
    });

    it('resumes at the same sum, position and counts after any number of answers', () => {
      let live = startFluencyTest(items, ratings, 'resume');
      for (let i = 0; i < 20; i++) {
        const resumed = resumeFluencyTest(live.ladder, live.config, recorded(live));
        expect(resumed.current?.id).toBe(live.current?.id);
        expect(resumed).toMatchObject({
          position: live.position,
          errors: live.errors,
          consecutiveErrors: live.consecutiveErrors,
          finished: live.finished,
        });
        live = answerFluencyTest(live, outcome(i));
      }
    });

    it('replays up to the end and gives the same result', () => {
      const live = run(startFluencyTest(items, ratings, 'end'), (i) => ({
        correct: i < 6,
        responseTimeMs: 1000 + i * 300,
      }));
      expect(live.finished).toBe(true);
      const resumed = resumeFluencyTest(live.ladder, live.config, recorded(live));
      expect(resumed.finished).toBe(true);
      expect(fluencyTestResult(resumed)).toEqual(fluencyTestResult(live));
    });

    it('refuses an answer for another sum than the current one, or after the end', () => {
      const state = startFluencyTest(items, ratings, 'refuse');
      const first = state.current!;
      const other = state.ladder.find((s) => s.id !== first.id)!;
      expect(() => replayFluencyTest(state, [{ sumId: other.id, correct: true, responseTimeMs: 1 }])).toThrow(
        FluencyTestReplayError,
      );
      const ended = run(state, () => ({ correct: false, responseTimeMs: 1000 }));
      try {
        resumeFluencyTest(ended.ladder, ended.config, [
          ...recorded(ended),
          { sumId: other.id, correct: true, responseTimeMs: 1 },
        ]);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(FluencyTestReplayError);
        expect(error).toMatchObject({ index: 3, expected: null });
      }
    });
  });
});
