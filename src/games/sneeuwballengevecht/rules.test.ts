import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { NumberBuffer } from '../kit/numberBuffer';
import { sum, testWindowSums } from '../kit/testing';
import { manifest } from './manifest';
import {
  bricksBuilt,
  fortColumns,
  fortPlan,
  fortRows,
  padFor,
  shortLanding,
  showsPrompt,
  snowballRadius,
  SURPRISES,
  surpriseFor,
} from './rules';

describe('sneeuwballengevecht rules', () => {
  it('plans a brick for every sum, in masonry rows from the bottom', () => {
    for (const capacity of [1, 4, 8, 10, 12, 16]) {
      const plan = fortPlan(capacity);
      expect(plan).toHaveLength(capacity);
      const columns = fortColumns(capacity);
      // No two bricks in one place; rows fill from the bottom, each at most `columns` wide.
      expect(new Set(plan.map((b) => `${b.x}/${b.row}`)).size).toBe(capacity);
      plan.forEach((brick, i) => {
        expect(brick.row).toBeGreaterThanOrEqual(plan[i - 1]?.row ?? 0);
        expect(Math.abs(brick.x)).toBeLessThanOrEqual((columns - 1) / 2);
      });
      // Odd rows sit over the joints of the row below.
      for (const brick of plan.filter((b) => b.row % 2 === 1))
        expect(Math.abs(brick.x % 1)).toBe(columns % 2 === 0 ? 0 : 0.5);
    }
    expect(fortPlan(10).filter((b) => b.row === 0)).toHaveLength(4);
    expect(fortRows(10)).toBe(3);
  });

  it('builds one brick per right answer until the fort is full', () => {
    expect(bricksBuilt(0, 8)).toBe(0);
    expect(bricksBuilt(5, 8)).toBe(5);
    expect(bricksBuilt(11, 8)).toBe(8);
  });

  it('takes euros with a comma for money sums and never limits digits below four', () => {
    expect(padFor(sum('add:7+5'))).toEqual({ money: false, maxDigits: 4 });
    expect(padFor(sum('money:change:340/500')).money).toBe(true);
    // The pad can type every answer of the test window.
    for (const s of testWindowSums(manifest)) {
      expect(s.answer.kind).toBe('number');
      const mode = padFor(s);
      const buffer = new NumberBuffer(mode);
      const value = s.answer.kind === 'number' ? s.answer.value : -1;
      for (const key of buffer.keysFor(value)) buffer.press(key);
      expect(buffer.value, s.id).toBe(value);
      expect(checkAnswer(s, { kind: 'number', value: buffer.value ?? -1 }).correct).toBe(true);
    }
  });

  it('rolls a bigger snowball with every digit, up to a limit', () => {
    expect(snowballRadius('')).toBeLessThan(snowballRadius('4'));
    expect(snowballRadius('4')).toBeLessThan(snowballRadius('42'));
    expect(snowballRadius('12345678')).toBe(58);
    expect(snowballRadius('3,5')).toBe(snowballRadius('35'));
  });

  it('lands a missed snowball short of the fort', () => {
    const from = { x: 100, y: 500 };
    const short = shortLanding(from, 700, 600);
    expect(short.x).toBeGreaterThan(from.x);
    expect(short.x).toBeLessThan(700);
  });

  it('says what to do for rows and money, not for plain sums', () => {
    expect(showsPrompt(sum('add:7+5'))).toBe(false);
    expect(showsPrompt(sum('mul:3x4'))).toBe(false);
    expect(showsPrompt(sum('money:count:200+50+20'))).toBe(true);
  });

  it('picks a surprise for each round from its window', () => {
    const seen = new Set(Array.from({ length: 30 }, (_, i) => surpriseFor(`window-${i}`)));
    expect([...seen].sort()).toEqual([...SURPRISES].sort());
    expect(surpriseFor('w1')).toBe(surpriseFor('w1'));
  });
});
