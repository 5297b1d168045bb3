import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { choiceCount } from '../kit/choices';
import { RoundMachine } from '../kit/round';
import { sum, testWindowSums, windowOf } from '../kit/testing';
import { manifest } from './manifest';
import {
  ARRIVE_SECONDS,
  BUG_KINDS,
  bugChoices,
  bugKinds,
  bugPose,
  bugSeed,
  caughtKind,
  collect,
  jarSpot,
  planBugs,
  surpriseFor,
  type Meadow,
} from './rules';

const wide: Meadow = { left: 60, right: 1220, top: 232, bottom: 570 };
const phone: Meadow = { left: 24, right: 696, top: 282, bottom: 1107 };

describe('beestjesvangen rules', () => {
  it('lets exactly one bug carry the right answer', () => {
    const s = sum('mul:6x5');
    const values = bugChoices(s, 5, 'seed');
    expect(values).toHaveLength(5);
    expect(values.filter((v) => checkAnswer(s, v).correct)).toHaveLength(1);
  });

  it('never shows two bugs of a kind, so a kind gives no answer away', () => {
    for (const count of [3, 4, 5]) {
      const kinds = bugKinds(count, `w:${count}`);
      expect(new Set(kinds).size).toBe(count);
      for (const k of kinds) expect(k).toBeLessThan(BUG_KINDS.length);
    }
    expect(bugKinds(5, 'a')).toEqual(bugKinds(5, 'a'));
  });

  it('keeps every bug, fluttering, inside its own patch of the meadow: none covers another', () => {
    for (const [meadow, count, minTarget, columns] of [
      [wide, 5, 64, 5],
      [wide, 3, 64, 3],
      [{ ...wide, right: 900 }, 5, 64, 5],
      [phone, 4, 100, 2],
      [phone, 3, 100, 2],
    ] as const) {
      const plans = planBugs(count, meadow, minTarget, columns);
      // The poses a bug takes over a minute of fluttering, after it has flown in.
      const poses = plans.map((p) =>
        Array.from({ length: 240 }, (_, i) => bugPose(p, ARRIVE_SECONDS + i * 0.25, true, 1280)),
      );
      plans.forEach((p, i) => {
        expect(p.radius * 2).toBeGreaterThanOrEqual(minTarget);
        for (const pose of poses[i]!) {
          expect(Math.abs(pose.x - p.x)).toBeLessThanOrEqual(p.wanderX + 0.001);
          expect(Math.abs(pose.y - p.y)).toBeLessThanOrEqual(p.wanderY + 0.001);
          expect(pose.x - p.radius).toBeGreaterThanOrEqual(meadow.left - 0.001);
          expect(pose.x + p.radius).toBeLessThanOrEqual(meadow.right + 0.001);
          expect(pose.y - p.radius).toBeGreaterThanOrEqual(meadow.top - 0.001);
          expect(pose.y + p.radius).toBeLessThanOrEqual(meadow.bottom + 0.001);
        }
      });
      for (let i = 0; i < plans.length; i++)
        for (let j = i + 1; j < plans.length; j++)
          for (let k = 0; k < 240; k++) {
            const a = poses[i]![k]!;
            const b = poses[j]![k]!;
            expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(
              plans[i]!.radius + plans[j]!.radius,
            );
          }
    }
  });

  it('flies each bug in from beyond the screen edge on its side, and it beats its wings', () => {
    const plans = planBugs(5, wide, 64);
    const first = plans[0]!;
    const last = plans[4]!;
    expect(bugPose(first, 0, true, 1280).x).toBeLessThan(0);
    expect(bugPose(last, 0, true, 1280).x).toBeGreaterThan(1280);
    // The arrival ends where the flutter begins: no jump.
    const arrived = bugPose(first, ARRIVE_SECONDS - 0.0001, true, 1280);
    const fluttering = bugPose(first, ARRIVE_SECONDS, true, 1280);
    expect(Math.hypot(arrived.x - fluttering.x, arrived.y - fluttering.y)).toBeLessThan(1);
    const wings = Array.from({ length: 20 }, (_, i) => bugPose(first, 2 + i * 0.05, true, 1280).wings);
    expect(Math.min(...wings)).toBeLessThan(0.7);
    expect(Math.max(...wings)).toBeGreaterThan(0.95);
  });

  it('sits every bug still on its flower, wings spread, with reduced motion', () => {
    const [plan] = planBugs(1, wide, 64);
    for (const t of [0, 0.3, 7, 60])
      expect(bugPose(plan!, t, false, 1280)).toEqual({ x: plan!.x, y: plan!.y, wings: 1 });
  });

  it('fills the jar from the bottom up, each catch in a place of its own', () => {
    for (const capacity of [4, 8, 12]) {
      const spots = Array.from({ length: capacity }, (_, i) => jarSpot(i, capacity));
      for (const s of spots) {
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.x).toBeLessThanOrEqual(1);
        expect(s.y).toBeGreaterThan(0);
        expect(s.y).toBeLessThanOrEqual(1);
      }
      expect(spots[capacity - 1]!.y).toBeGreaterThan(spots[0]!.y);
      const keys = new Set(spots.map((s) => `${s.x.toFixed(3)},${s.y.toFixed(3)}`));
      expect(keys.size).toBe(capacity);
    }
  });

  it('collects kinds on the card, and a miss or a second of a kind takes nothing away', () => {
    let seen = collect([], 3);
    expect(seen).toEqual([false, false, false, true, false]);
    seen = collect(seen, 3);
    seen = collect(seen, 0);
    expect(seen.filter(Boolean)).toHaveLength(2);
    expect(collect(seen, 99)).toEqual(seen);
  });

  it('gives every round a surprise: gold for all right at once, fireflies for the full card', () => {
    expect(surpriseFor(8, 8, 2)).toBe('goldenButterfly');
    expect(surpriseFor(6, 8, BUG_KINDS.length)).toBe('fireflies');
    expect(surpriseFor(2, 8, 3)).toBe('caterpillar');
    expect(surpriseFor(0, 0, 0)).toBe('caterpillar');
  });

  it('a round of catches: right and wrong catches are scored by the round', () => {
    const round = new RoundMachine(windowOf(['mul:6x5', 'add:9+7']), { gameId: 'beestjesvangen' });
    round.start(0);
    const first = round.current?.sum;
    if (!first) throw new Error('no sum');
    const wrong = bugChoices(first, 5, 4).find((v) => !checkAnswer(first, v).correct);
    expect(round.answer(wrong ?? null, 900)?.correct).toBe(false);
    expect(round.next(1000)).toMatchObject({ retry: true });
    round.answer(first.answer, 1500);
    round.next(1600);
    round.answer({ kind: 'number', value: 16 }, 2000);
    expect(round.next(2100)).toBeNull();
    expect(round.result()).toMatchObject({ answered: 3, correct: 2, firstTimeRight: 1 });
  });
});

describe('beestjesvangen test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) {
      for (const portrait of [false, true])
        expect(bugChoices(s, choiceCount(s, 'mouse', portrait), 'test')).toContainEqual(s.answer);
    }
  });
});

describe('beestjesvangen after a reload', () => {
  it('knows the kind of the bug each right answer caught, as the sum showed its bugs', () => {
    const found = new Set<number>();
    for (const s of testWindowSums(manifest)) {
      for (const position of [0, 1, 2, 7]) {
        const seed = bugSeed('w-1', position);
        const count = choiceCount(s, 'mouse', false);
        const choices = bugChoices(s, count, seed);
        const kinds = bugKinds(choices.length, seed);
        const carrier = choices.findIndex((v) => JSON.stringify(v) === JSON.stringify(s.answer));
        expect(carrier).toBeGreaterThanOrEqual(0);
        expect(caughtKind(s, count, seed)).toBe(kinds[carrier]);
        found.add(caughtKind(s, count, seed));
      }
    }
    // The kind follows the sum and its place in the round, not one fixed bug.
    expect(found.size).toBeGreaterThan(1);
  });
});
