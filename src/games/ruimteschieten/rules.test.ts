import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { seeded, sum, testWindowSums } from '../kit/testing';
import { manifest } from './manifest';
import {
  aimAngle,
  asteroidChoices,
  asteroidCount,
  asteroidPosition,
  planAsteroids,
  SHIELD_MAX,
  shieldAfter,
  type Field,
} from './rules';

const field: Field = { left: 20, right: 1420, top: 230, bottom: 550 };

describe('ruimteschieten rules', () => {
  it('puts the right answer on exactly one asteroid', () => {
    const s = sum('mul:6x7');
    const values = asteroidChoices(s, asteroidCount('mouse', false), 5);
    expect(values).toHaveLength(5);
    expect(values.filter((v) => checkAnswer(s, v).correct)).toHaveLength(1);
    expect(asteroidCount('touch', true)).toBe(4);
  });

  it('plans asteroids in two rows drifting in opposite directions, big enough to tap', () => {
    const plans = planAsteroids(5, field, 100, 'mouse', seeded(1));
    expect(plans).toHaveLength(5);
    expect(plans.every((p) => p.radius >= 50)).toBe(true);
    const rows = new Set(plans.map((p) => p.y));
    expect(rows.size).toBe(2);
    expect(Math.sign(plans[0]?.vx ?? 0)).toBe(-Math.sign(plans[1]?.vx ?? 0));
    const slow = planAsteroids(4, field, 100, 'whiteboard', seeded(1));
    expect(Math.abs(slow[0]?.vx ?? 0)).toBeLessThan(Math.abs(plans[0]?.vx ?? 0) * 1.25);
  });

  it('drifts asteroids across and wraps them inside the field', () => {
    const [plan] = planAsteroids(1, field, 100, 'mouse', seeded(1));
    if (!plan) throw new Error('no plan');
    for (let t = 0; t < 120; t += 3.3) {
      const p = asteroidPosition(plan, field, t, true);
      expect(p.x).toBeGreaterThanOrEqual(field.left - plan.radius);
      expect(p.x).toBeLessThanOrEqual(field.right + plan.radius);
    }
    expect(asteroidPosition(plan, field, 5, false)).toEqual({ x: plan.x, y: plan.y, angle: 0 });
  });

  it('aims the ship at a target', () => {
    expect(aimAngle({ x: 0, y: 100 }, { x: 0, y: 0 })).toBeCloseTo(0);
    expect(aimAngle({ x: 0, y: 100 }, { x: 100, y: 100 })).toBeCloseTo(Math.PI / 2);
    expect(aimAngle({ x: 0, y: 100 }, { x: -100, y: 0 })).toBeCloseTo(-Math.PI / 4);
  });

  it('dims the shield on a miss and charges it on a hit, within bounds', () => {
    expect(shieldAfter(SHIELD_MAX, false)).toBe(SHIELD_MAX - 1);
    expect(shieldAfter(0, false)).toBe(0);
    expect(shieldAfter(1, true)).toBe(2);
    expect(shieldAfter(SHIELD_MAX, true)).toBe(SHIELD_MAX);
  });
});

describe('ruimteschieten test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) expect(asteroidChoices(s, 5, 'test')).toContainEqual(s.answer);
  });
});
