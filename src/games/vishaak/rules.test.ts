import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { sum, testWindowSums } from '../kit/testing';
import { manifest } from './manifest';
import {
  depthLine,
  depthOf,
  keysToward,
  lineLabels,
  marksFor,
  moveHook,
  needsPrompt,
  snap,
  tankGrid,
  valueAtDepth,
} from './rules';

describe('vishaak rules', () => {
  it('chooses the line from the answer, its end always beyond it', () => {
    expect(depthLine(sum('add:3+4'))).toMatchObject({ min: 0, max: 10, step: 1 });
    // 10 itself is not the end of 0-10: the line would give it away.
    expect(depthLine(sum('add:6+4')).max).toBe(20);
    expect(depthLine(sum('mul:7x8')).max).toBe(100);
    expect(depthLine(sum('mul:10x10')).max).toBe(200);
    for (const s of testWindowSums(manifest)) {
      const line = depthLine(s);
      const value = s.answer.kind === 'number' ? s.answer.value : -1;
      expect(value).toBeGreaterThanOrEqual(line.min);
      // Room below the answer: a wrong answer one step deeper still fits on the line.
      expect(value + line.step).toBeLessThanOrEqual(line.max);
      expect(checkAnswer(s, { kind: 'number', value: snap(line, value) }).correct).toBe(true);
    }
  });

  it('keeps a number-line sum on its own line', () => {
    const s = sum('line:place:0-20/2:8');
    expect(depthLine(s)).toMatchObject({ min: 0, max: 20, step: 1, minor: 2 });
  });

  it('marks every whole number on short lines, coarser on long ones', () => {
    expect(marksFor(10)).toEqual({ minor: 1, major: 1 });
    expect(marksFor(20)).toEqual({ minor: 1, major: 5 });
    expect(marksFor(100)).toEqual({ minor: 1, major: 10 });
    expect(lineLabels({ min: 0, max: 100, step: 1, minor: 1, major: 10 })).toHaveLength(11);
    expect(lineLabels({ min: 0, max: 20, step: 1, minor: 1, major: 5 })).toEqual([0, 5, 10, 15, 20]);
  });

  it('maps depths to values and back, snapping to whole numbers on the line', () => {
    const line = depthLine(sum('mul:7x8'));
    expect(depthOf(line, 0, 200, 700)).toBe(200);
    expect(depthOf(line, 100, 200, 700)).toBe(700);
    expect(valueAtDepth(line, depthOf(line, 56, 200, 700) + 1, 200, 700)).toBe(56);
    expect(valueAtDepth(line, 100, 200, 700)).toBe(0);
    expect(valueAtDepth(line, 900, 200, 700)).toBe(100);
  });

  it('moves the hook with arrows, Page keys, Shift, Home and End, never off the line', () => {
    const line = depthLine(sum('mul:7x8'));
    expect(moveHook(line, 5, 'ArrowDown')).toBe(6);
    expect(moveHook(line, 5, 'ArrowUp')).toBe(4);
    expect(moveHook(line, 5, 'ArrowDown', true)).toBe(15);
    expect(moveHook(line, 5, 'PageDown')).toBe(15);
    expect(moveHook(line, 5, 'PageUp')).toBe(0);
    expect(moveHook(line, 0, 'ArrowUp')).toBe(0);
    expect(moveHook(line, 50, 'End')).toBe(100);
    expect(moveHook(line, 50, 'Home')).toBe(0);
    expect(moveHook(line, 50, 'x')).toBeNull();
  });

  it('finds the keys that walk the hook to a number', () => {
    const line = depthLine(sum('mul:7x8'));
    const keys = keysToward(line, 0, 56);
    expect(keys.filter((k) => k === 'PageDown')).toHaveLength(5);
    let at = 0;
    for (const key of keys) at = moveHook(line, at, key) ?? at;
    expect(at).toBe(56);
    expect(keysToward(line, 56, 56)).toEqual([]);
  });

  it('lays the aquarium out with room for every fish of the round', () => {
    for (const capacity of [1, 6, 8, 12]) {
      const { cols, rows } = tankGrid(capacity, 300, 400);
      expect(cols * rows).toBeGreaterThanOrEqual(capacity);
    }
  });

  it('says what to do for rows, money and number lines, not for plain sums', () => {
    expect(needsPrompt(sum('add:7+5'))).toBe(false);
    expect(needsPrompt(sum('line:place:0-20/2:8'))).toBe(true);
    expect(needsPrompt(sum('money:count:200+50+20'))).toBe(true);
  });
});
