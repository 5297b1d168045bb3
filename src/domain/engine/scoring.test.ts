import { describe, expect, it } from 'vitest';
import { answerScore, deltaForSuccess, expectedScore, successProbability } from './scoring';

describe('answerScore (high speed, high stakes)', () => {
  it('rewards fast correct answers and punishes fast wrong ones', () => {
    expect(answerScore(true, 0, 20000)).toBe(1);
    expect(answerScore(false, 0, 20000)).toBe(-1);
    expect(answerScore(true, 5000, 20000)).toBeCloseTo(0.75, 12);
    expect(answerScore(false, 5000, 20000)).toBeCloseTo(-0.75, 12);
    expect(answerScore(true, 15000, 20000)).toBeCloseTo(0.25, 12);
  });

  it('scores 0 at and after the deadline, whatever the answer', () => {
    expect(answerScore(true, 20000, 20000)).toBe(0);
    expect(Math.abs(answerScore(false, 45000, 20000))).toBe(0);
  });
});

describe('expectedScore', () => {
  const closedForm = (delta: number): number =>
    (Math.exp(2 * delta) + 1) / (Math.exp(2 * delta) - 1) - 1 / delta;

  it('matches the closed form of Klinkenberg et al. away from 0', () => {
    for (const delta of [-5, -2, -0.5, 0.01, 0.3, 1, 1.1, 3, 8])
      expect(expectedScore(delta)).toBeCloseTo(closedForm(delta), 10);
    expect(expectedScore(1)).toBeCloseTo(0.31303528549933, 12);
  });

  it('tends to its limit 0 as delta goes to 0, without cancellation noise', () => {
    expect(expectedScore(0)).toBe(0);
    expect(expectedScore(1e-12)).toBeCloseTo(1e-12 / 3, 20);
    expect(expectedScore(-1e-9)).toBeCloseTo(-1e-9 / 3, 18);
    // Continuous across the switch between series and closed form.
    expect(Math.abs(expectedScore(0.000999) - expectedScore(0.001001))).toBeLessThan(1e-6);
  });

  it('is odd, increasing and bounded by -1 and 1, also for huge deltas', () => {
    let previous = -1;
    for (let delta = -50; delta <= 50; delta += 0.25) {
      const e = expectedScore(delta);
      expect(Number.isFinite(e)).toBe(true);
      expect(e).toBeGreaterThan(previous);
      expect(Math.abs(e)).toBeLessThan(1);
      expect(expectedScore(-delta)).toBeCloseTo(-e, 12);
      previous = e;
    }
    expect(expectedScore(1000)).toBeCloseTo(1, 2);
    expect(expectedScore(-1e6)).toBeCloseTo(-1, 5);
  });
});

describe('successProbability', () => {
  it('is .5 at delta 0, .75 at ln 3, and inverts with deltaForSuccess', () => {
    expect(successProbability(0)).toBe(0.5);
    expect(successProbability(Math.log(3))).toBeCloseTo(0.75, 12);
    for (const p of [0.1, 0.5, 0.75, 0.9]) expect(successProbability(deltaForSuccess(p))).toBeCloseTo(p, 12);
  });
});
