import { describe, expect, it } from 'vitest';
import { answerScore, expectedScore } from './scoring';
import { currentUncertainty, DEFAULT_RATING_CONFIG, newRating, stepSize, updateRatings } from './ratings';
import type { Rating } from './ratings';

const DAY = 86_400_000;
const settled = (value: number): Rating => ({ value, uncertainty: 0, answers: 100, updatedAt: 0 });

describe('updateRatings', () => {
  it('moves theta up and beta down after a fast correct answer, and the reverse after a wrong one', () => {
    const right = updateRatings(settled(0), settled(0), { correct: true, responseTimeMs: 2000 }, 1000);
    expect(right.player.value).toBeGreaterThan(0);
    expect(right.item.value).toBeLessThan(0);
    const wrong = updateRatings(settled(0), settled(0), { correct: false, responseTimeMs: 2000 }, 1000);
    expect(wrong.player.value).toBeLessThan(0);
    expect(wrong.item.value).toBeGreaterThan(0);
  });

  it('moves by K (S - E) exactly', () => {
    const player = settled(1);
    const item = settled(0.2);
    const update = updateRatings(player, item, { correct: true, responseTimeMs: 4000 }, 0);
    const s = answerScore(true, 4000);
    const e = expectedScore(0.8);
    const k = DEFAULT_RATING_CONFIG.k0;
    expect(update.score).toBeCloseTo(0.8, 12);
    expect(update.expected).toBeCloseTo(e, 12);
    expect(update.player.value).toBeCloseTo(1 + k * (s - e), 12);
    expect(update.item.value).toBeCloseTo(0.2 + k * (e - s), 12);
  });

  it('moves little after an expected success and much after a surprise', () => {
    const expected = updateRatings(settled(3), settled(0), { correct: true, responseTimeMs: 3000 }, 1000);
    const surprise = updateRatings(settled(-3), settled(0), { correct: true, responseTimeMs: 3000 }, 1000);
    expect(surprise.player.value - -3).toBeGreaterThan(expected.player.value - 3);
    const slowRight = updateRatings(settled(0), settled(0), { correct: true, responseTimeMs: 15000 }, 1000);
    const fastRight = updateRatings(settled(0), settled(0), { correct: true, responseTimeMs: 1000 }, 1000);
    expect(fastRight.player.value).toBeGreaterThan(slowRight.player.value);
  });

  it('lets a new player move much more than a settled one, and shrinks the uncertainty', () => {
    const fresh = updateRatings(newRating(0), settled(0), { correct: true, responseTimeMs: 1000 }, 1000);
    const old = updateRatings(settled(0), settled(0), { correct: true, responseTimeMs: 1000 }, 1000);
    expect(fresh.player.value).toBeGreaterThan(3 * old.player.value);
    expect(fresh.player.uncertainty).toBeCloseTo(1 - 1 / 40, 12);
    expect(fresh.player.answers).toBe(1);
    expect(fresh.player.updatedAt).toBe(1000);
  });

  it('trusts an uncertain item less when updating the player', () => {
    expect(stepSize(0, 1)).toBeLessThan(stepSize(0, 0));
    expect(stepSize(1, 0)).toBeGreaterThan(stepSize(0, 0));
  });
});

describe('currentUncertainty', () => {
  it('grows with days away, up to 1', () => {
    const rating: Rating = { value: 0, uncertainty: 0.1, answers: 50, updatedAt: 0 };
    expect(currentUncertainty(rating, 0)).toBe(0.1);
    expect(currentUncertainty(rating, 3 * DAY)).toBeCloseTo(0.2, 12);
    expect(currentUncertainty(rating, 100 * DAY)).toBe(1);
    expect(currentUncertainty(newRating(), 100 * DAY)).toBe(1);
  });
});
