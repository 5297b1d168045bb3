import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { choiceValues, shuffle } from './choices';
import { seeded, sum } from './testing';

describe('choiceValues', () => {
  it('holds the correct answer once and distinct wrong ones, preferring distractors', () => {
    const s = sum('add:7+5');
    const choices = choiceValues(s, 5, seeded(3));
    expect(choices).toHaveLength(5);
    expect(new Set(choices.map((c) => JSON.stringify(c))).size).toBe(5);
    expect(choices.filter((c) => checkAnswer(s, c).correct)).toHaveLength(1);
    const patterns = choices.map((c) => checkAnswer(s, c).pattern).filter(Boolean);
    expect(patterns.length).toBeGreaterThanOrEqual(3);
  });

  it('tops up with near numbers and never goes below zero', () => {
    const s = sum('add:0+1');
    const choices = choiceValues(s, 6, seeded(1));
    expect(choices).toHaveLength(6);
    expect(choices.every((c) => c.kind === 'number' && c.value >= 0)).toBe(true);
  });

  it('offers <, = and > for comparisons', () => {
    expect(
      choiceValues(sum('cmp:3?8'), 5, seeded(1)).map((c) => (c.kind === 'comparison' ? c.value : '')),
    ).toEqual(['<', '=', '>']);
  });

  it('refuses sums a choice game cannot show', () => {
    expect(() => choiceValues(sum('bond:10=3+_'), 4, seeded(1))).toThrow();
  });

  it('shuffles reproducibly with a seed', () => {
    expect(shuffle([1, 2, 3, 4, 5], seeded(9))).toEqual(shuffle([1, 2, 3, 4, 5], seeded(9)));
    expect([...shuffle([1, 2, 3, 4, 5], seeded(9))].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
