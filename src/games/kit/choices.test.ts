import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { choiceCount, choiceValues } from './choices';
import { sum } from './testing';

describe('choiceValues', () => {
  it('holds the correct answer once and distinct wrong ones, preferring distractors', () => {
    const s = sum('add:7+5');
    const choices = choiceValues(s, 5, 3);
    expect(choices).toHaveLength(5);
    expect(new Set(choices.map((c) => JSON.stringify(c))).size).toBe(5);
    expect(choices.filter((c) => checkAnswer(s, c).correct)).toHaveLength(1);
    const patterns = choices.map((c) => checkAnswer(s, c).pattern).filter(Boolean);
    expect(patterns.length).toBeGreaterThanOrEqual(3);
  });

  it('tops up with near numbers and never goes below zero', () => {
    const s = sum('add:0+1');
    const choices = choiceValues(s, 6, 1);
    expect(choices).toHaveLength(6);
    expect(choices.every((c) => c.kind === 'number' && c.value >= 0)).toBe(true);
  });

  it('offers <, = and > for comparisons', () => {
    const signs = choiceValues(sum('cmp:3?8'), 5, 1).map((c) => (c.kind === 'comparison' ? c.value : ''));
    expect(signs.sort()).toEqual(['<', '=', '>']);
  });

  it('refuses sums a choice game cannot show', () => {
    expect(() => choiceValues(sum('bond:10=3+_'), 4, 1)).toThrow();
  });

  it('is reproducible per seed', () => {
    const s = sum('mul:6x7');
    expect(choiceValues(s, 5, 'w:1')).toEqual(choiceValues(s, 5, 'w:1'));
  });
});

describe('choiceCount', () => {
  it('shows three targets for a comparison, four on a phone or whiteboard, else five', () => {
    const cmp = sum('cmp:7?9');
    const add = sum('add:8+5');
    expect(choiceCount(cmp, 'mouse', false)).toBe(3);
    expect(choiceCount(add, 'mouse', false)).toBe(5);
    expect(choiceCount(add, 'touch', true)).toBe(4);
    expect(choiceCount(add, 'whiteboard', false)).toBe(4);
  });
});
