import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { RoundMachine } from '../kit/round';
import { sum, testWindowSums, windowOf } from '../kit/testing';
import { manifest } from './manifest';
import {
  BELT_COLORS,
  beltFor,
  comboAfter,
  fruitChoices,
  fruitPosition,
  planFruits,
  RISE_SECONDS,
  swipeHits,
  type Field,
} from './rules';
import { choiceCount } from '../kit/choices';

const field: Field = { left: 60, right: 1220, top: 226, bottom: 560 };

describe('ninja rules', () => {
  it('throws up exactly one fruit with the right answer', () => {
    const s = sum('add:8+5');
    const values = fruitChoices(s, 5, 'seed');
    expect(values).toHaveLength(5);
    expect(values.filter((v) => checkAnswer(s, v).correct)).toHaveLength(1);
  });

  it('hovers the fruit inside the field, apart from each other and at least a tap target across', () => {
    for (const [f, count, minTarget, columns] of [
      [field, 5, 64, 5],
      [{ left: 24, right: 696, top: 332, bottom: 1000 }, 4, 100, 4],
      [{ left: 24, right: 696, top: 292, bottom: 1057 }, 4, 100, 2],
      [{ left: 24, right: 696, top: 292, bottom: 700 }, 3, 100, 2],
      [{ left: 60, right: 900, top: 226, bottom: 560 }, 5, 64, 5],
    ] as const) {
      const plans = planFruits(count, f, minTarget, 0, 720, columns);
      for (const p of plans) {
        expect(p.radius * 2).toBeGreaterThanOrEqual(minTarget);
        expect(p.y - p.radius).toBeGreaterThanOrEqual(f.top - 0.001);
        expect(p.y + p.radius).toBeLessThanOrEqual(f.bottom + 0.001);
        expect(p.x - p.radius).toBeGreaterThanOrEqual(f.left - 0.001);
        expect(p.x + p.radius).toBeLessThanOrEqual(f.right + 0.001);
      }
      for (let i = 0; i < plans.length; i++)
        for (let j = i + 1; j < plans.length; j++) {
          const a = plans[i]!;
          const b = plans[j]!;
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.radius + b.radius);
        }
    }
  });

  it('stacks the fruit on a phone in rows of two, bigger than in one row', () => {
    const f = { left: 24, right: 696, top: 292, bottom: 1057 };
    const one = planFruits(4, f, 100, 0, 1377);
    const two = planFruits(4, f, 100, 0, 1377, 2);
    expect(two[0]!.radius).toBeGreaterThan(one[0]!.radius * 1.3);
    expect(two[2]!.y).toBeGreaterThan(two[0]!.y + two[0]!.radius * 2);
    // Three: the lone one in the lower row floats in the middle.
    expect(planFruits(3, f, 100, 0, 1377, 2)[2]!.x).toBe(360);
  });

  it('throws each fruit up from below the screen, and it floats at the top of its arc for as long as it takes', () => {
    const [plan] = planFruits(1, field, 64, 0, 720);
    if (!plan) throw new Error('no plan');
    expect(fruitPosition(plan, 0, true).y).toBeGreaterThan(720);
    const halfway = fruitPosition(plan, plan.delay + RISE_SECONDS / 2, true);
    expect(halfway.y).toBeLessThan(720);
    expect(halfway.y).toBeGreaterThan(plan.y);
    // Long after (a child thinking for a minute) it still floats near its spot, never falls away.
    for (const t of [RISE_SECONDS + 1, 10, 60, 300]) {
      const p = fruitPosition(plan, plan.delay + t, true);
      expect(Math.abs(p.y - plan.y)).toBeLessThanOrEqual(6);
      expect(p.x).toBe(plan.x);
    }
  });

  it('shows the fruit at its spot at once, still, with reduced motion', () => {
    const [plan] = planFruits(1, field, 64, 0, 720);
    if (!plan) throw new Error('no plan');
    expect(fruitPosition(plan, 0, false)).toEqual({ x: plan.x, y: plan.y, angle: 0 });
    expect(fruitPosition(plan, 7, false)).toEqual(fruitPosition(plan, 0, false));
  });

  it('slices a fruit a swipe passes through, not one it passes by', () => {
    const c = { x: 500, y: 300 };
    expect(swipeHits({ x: 400, y: 250 }, { x: 600, y: 350 }, c, 60)).toBe(true);
    expect(swipeHits({ x: 400, y: 100 }, { x: 600, y: 120 }, c, 60)).toBe(false);
    // A short move that stops before the fruit does not reach it.
    expect(swipeHits({ x: 300, y: 300 }, { x: 420, y: 300 }, c, 60)).toBe(false);
  });

  it('earns belts white to black as right answers add up: all right is the black belt, a miss takes none away', () => {
    expect(beltFor(0, 8)).toBe(0);
    expect(beltFor(8, 8)).toBe(BELT_COLORS.length - 1);
    expect(beltFor(12, 8)).toBe(BELT_COLORS.length - 1);
    let last = 0;
    for (let right = 0; right <= 8; right++) {
      expect(beltFor(right, 8)).toBeGreaterThanOrEqual(last);
      last = beltFor(right, 8);
    }
    expect(beltFor(4, 8)).toBeGreaterThan(0);
    expect(comboAfter(2, true)).toBe(3);
    expect(comboAfter(3, false)).toBe(0);
  });

  it('a round of slices: right and wrong slices are scored by the round', () => {
    const round = new RoundMachine(windowOf(['add:8+5', 'add:9+7']), { gameId: 'ninja' });
    round.start(0);
    const first = round.current?.sum;
    if (!first) throw new Error('no sum');
    const wrong = fruitChoices(first, 5, 4).find((v) => !checkAnswer(first, v).correct);
    expect(round.answer(wrong ?? null, 900)?.correct).toBe(false);
    expect(round.next(1000)).toMatchObject({ retry: true });
    round.answer({ kind: 'number', value: 13 }, 1500);
    round.next(1600);
    round.answer({ kind: 'number', value: 16 }, 2000);
    expect(round.next(2100)).toBeNull();
    expect(round.result()).toMatchObject({ answered: 3, correct: 2, firstTimeRight: 1 });
  });
});

describe('ninja test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) {
      expect(fruitChoices(s, choiceCount(s, 'mouse', false), 'test')).toContainEqual(s.answer);
    }
  });
});
