import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { RoundMachine } from '../kit/round';
import { sum, testWindowSums, windowOf } from '../kit/testing';
import { manifest } from './manifest';
import {
  BUBBLE_SCALE,
  bubbleChoices,
  bubbleCount,
  bubblePosition,
  levelParams,
  planBubbles,
  riseSeconds,
  type Field,
} from './rules';

const field: Field = { left: 100, right: 1500, top: 250, bottom: 700 };

describe('bellenprikken rules', () => {
  it('floats exactly one right answer among the bubbles', () => {
    const s = sum('add:8+5');
    const values = bubbleChoices(s, bubbleCount('mouse', false), 2);
    expect(values).toHaveLength(5);
    expect(values.filter((v) => checkAnswer(s, v).correct)).toHaveLength(1);
  });

  it('shows fewer, bigger bubbles on a whiteboard and on a phone', () => {
    expect(bubbleCount('whiteboard', false)).toBe(4);
    expect(bubbleCount('touch', true)).toBe(4);
    expect(bubbleCount('mouse', false)).toBe(5);
    expect(riseSeconds('whiteboard')).toBeGreaterThan(riseSeconds('mouse'));
  });

  it('plans bubbles in lanes that do not overlap, at least a tap target wide', () => {
    const plans = planBubbles(5, field, 120);
    for (let i = 1; i < plans.length; i++) {
      const a = plans[i - 1];
      const b = plans[i];
      expect(a && b && b.x - a.x).toBeGreaterThanOrEqual((a?.radius ?? 0) * 2);
    }
    expect(plans.every((p) => p.radius >= 60)).toBe(true);
    // Neighbours start at different heights.
    expect(plans[0]?.phase).not.toBe(plans[1]?.phase);
  });

  it('moves bubbles up through the field and wraps them, fading at the edges', () => {
    const [plan] = planBubbles(1, field, 100);
    if (!plan) throw new Error('no plan');
    const start = bubblePosition(plan, field, 0, 10, true);
    const later = bubblePosition(plan, field, 2, 10, true);
    expect(later.y).toBeLessThan(start.y);
    for (let t = 0; t < 20; t += 0.37) {
      const p = bubblePosition(plan, field, t, 10, true);
      expect(p.y).toBeGreaterThanOrEqual(field.top + plan.radius - 0.001);
      expect(p.y).toBeLessThanOrEqual(field.bottom - plan.radius + 0.001);
      expect(p.alpha).toBeGreaterThanOrEqual(0);
      expect(p.alpha).toBeLessThanOrEqual(1);
    }
    // After a full cycle it is back where it started.
    expect(bubblePosition(plan, field, 10, 10, true).y).toBeCloseTo(start.y, 5);
  });

  it('keeps bubbles still with reduced motion', () => {
    const [plan] = planBubbles(1, field, 100);
    if (!plan) throw new Error('no plan');
    expect(bubblePosition(plan, field, 0, 10, false)).toEqual(bubblePosition(plan, field, 7, 10, false));
  });

  it('a round of popped bubbles: right and wrong pops are scored by the round', () => {
    const round = new RoundMachine(windowOf(['add:2+2', 'add:3+3']), { gameId: 'bellenprikken' });
    round.start(0);
    const first = round.current?.sum;
    if (!first) throw new Error('no sum');
    const wrong = bubbleChoices(first, 5, 4).find((v) => !checkAnswer(first, v).correct);
    expect(round.answer(wrong ?? null, 900)?.correct).toBe(false);
    // The missed sum comes straight back (no reserve here), then the next one.
    expect(round.next(1000)).toMatchObject({ retry: true });
    round.answer({ kind: 'number', value: 4 }, 1500);
    round.next(1600);
    round.answer({ kind: 'number', value: 6 }, 2000);
    expect(round.next(2100)).toBeNull();
    expect(round.result()).toMatchObject({ answered: 3, correct: 2, firstTimeRight: 1, stars: 1 });
  });
});

describe('bellenprikken test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) expect(bubbleChoices(s, 5, 'test')).toContainEqual(s.answer);
  });
});

describe('levels', () => {
  const level = {
    id: 'l',
    position: 0,
    params: { speed: 1.5, bubbles: 6, bubbleSize: 'small', operations: ['add'] },
  };

  it('reads a level’s params with the game’s schema; params that do not fit give the game as made', () => {
    expect(levelParams(level)).toEqual(level.params);
    expect(levelParams({ ...level, params: { ...level.params, bubbles: 12 } })).toBeNull();
    expect(levelParams(null)).toBeNull();
  });

  it('a level sets the number of bubbles (at most 4 on a narrow phone), their size and their pace', () => {
    const params = levelParams(level)!;
    expect(bubbleCount('mouse', false, params)).toBe(6);
    expect(bubbleCount('mouse', true, params)).toBe(4);
    expect(bubbleCount('mouse', false, null)).toBe(5);
    const field = { left: 0, right: 1200, top: 0, bottom: 700 };
    const made = planBubbles(4, field, 48)[0]!.radius;
    expect(planBubbles(4, field, 48, BUBBLE_SCALE.small)[0]!.radius).toBeCloseTo(made * 0.75);
    expect(planBubbles(4, field, 200, BUBBLE_SCALE.small)[0]!.radius).toBe(100);
    expect(riseSeconds('mouse', 2)).toBe(5);
  });
});
