import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { sum, testWindowSums } from '../kit/testing';
import { manifest } from './manifest';
import { correctSplit, splitPlan, toyFor, TOYS } from './rules';

describe('splitsmachine rules', () => {
  it('puts the whole in the machine and gives one part, or none for a free split', () => {
    expect(splitPlan(sum('bond:10=3+_'))).toEqual({ whole: 10, given: 3, maxDigits: 2 });
    expect(splitPlan(sum('bond:8=_+_'))).toEqual({ whole: 8, given: null, maxDigits: 1 });
    expect(() => splitPlan(sum('add:1+1'))).toThrow();
  });

  it('shows the missing part after a miss', () => {
    expect(correctSplit(sum('bond:10=3+_'), { kind: 'split', parts: [3, 6] })).toEqual([3, 7]);
  });

  it('builds on the child’s own first part in a free split when it fits', () => {
    const free = sum('bond:9=_+_');
    expect(correctSplit(free, { kind: 'split', parts: [4, 4] })).toEqual([4, 5]);
    const fix = correctSplit(free, { kind: 'split', parts: [12, 1] });
    expect(checkAnswer(free, { kind: 'split', parts: [...fix] as [number, number] }).correct).toBe(true);
    expect(correctSplit(free, null)).toEqual(free.answer.kind === 'split' ? free.answer.parts : []);
  });

  it('makes the toys in turn', () => {
    expect(TOYS.map((_, i) => toyFor(i))).toEqual([...TOYS]);
    expect(toyFor(TOYS.length)).toBe(TOYS[0]);
  });
});

describe('splitsmachine test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) expect(splitPlan(s).whole).toBeGreaterThan(0);
  });
});
