import { describe, expect, it } from 'vitest';
import type { GameAnswer } from '../runtime/contract';
import { RoundMachine } from '../kit/round';
import { windowOf } from '../kit/testing';
import { fluencyScore, MAX_TEST_SUMS, shouldStop, testWindow, timedOut } from './rules';

const answer = (correct: boolean, responseTimeMs: number): GameAnswer => ({
  clientAnswerId: String(Math.random()),
  sumWindowId: 'w',
  sumId: 'add:1+1',
  position: 0,
  given: null,
  responseTimeMs,
  answeredAt: '',
  correct,
  pattern: null,
});

describe('fluency test rules', () => {
  it('stops after three wrong in a row or six in total', () => {
    expect(shouldStop({ answered: 5, correct: 3, wrong: 2, wrongInARow: 2 })).toBe(false);
    expect(shouldStop({ answered: 5, correct: 2, wrong: 3, wrongInARow: 3 })).toBe(true);
    expect(shouldStop({ answered: 20, correct: 14, wrong: 6, wrongInARow: 1 })).toBe(true);
  });

  it('has at most 50 sums', () => {
    const keys = Array.from({ length: 60 }, (_, i) => `add:${i}+1`);
    expect(testWindow(windowOf(keys)).sums).toHaveLength(MAX_TEST_SUMS);
    const short = windowOf(['add:1+1']);
    expect(testWindow(short)).toBe(short);
  });

  it('moves on without an answer after the window’s time limit', () => {
    const w = windowOf(['add:1+1'], { timeLimitMs: 20000 });
    expect(timedOut(19999, w)).toBe(false);
    expect(timedOut(20000, w)).toBe(true);
  });

  it('scores accuracy and speed', () => {
    const score = fluencyScore(
      [answer(true, 1200), answer(true, 4000), answer(false, 900), answer(true, 2000)],
      3000,
    );
    expect(score).toEqual({ answered: 4, correct: 3, fluent: 2, accuracy: 0.75, medianCorrectMs: 2000 });
    expect(fluencyScore([], 3000).medianCorrectMs).toBeNull();
  });

  it('drives the round: no retries, early stop, a typed timeout counts as wrong', () => {
    const keys = ['add:1+1', 'add:2+2', 'add:3+3', 'add:4+4', 'add:5+5'];
    const round = new RoundMachine(testWindow(windowOf(keys)), {
      gameId: 'automatiseertoets',
      retryMissed: false,
      stopWhen: shouldStop,
    });
    round.start(0);
    round.answer({ kind: 'number', value: 2 }, 800);
    for (let i = 0; i < 3; i++) {
      round.next(1000 * (i + 1));
      round.answer(null, 1000 * (i + 1) + 20000);
    }
    expect(round.next(90000)).toBeNull();
    expect(round.result()).toMatchObject({ answered: 4, correct: 1, stoppedEarly: true, total: 5 });
  });
});
