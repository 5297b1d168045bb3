import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import {
  arrayAtPoint,
  arrayGrid,
  arrayPlanFor,
  ArrayState,
  askedValue,
  cellCentre,
  inputGrid,
  stepperSize,
} from './array';
import { sum } from './testing';

describe('array plans', () => {
  it('reads a table sum as rows of equal groups, with the asked number', () => {
    expect(arrayPlanFor(sum('mul:3x4'))).toEqual({ rows: 3, cols: 4, asked: 'total' });
    expect(arrayPlanFor(sum('mul:_x4=12'))).toEqual({ rows: 3, cols: 4, asked: 'rows' });
    expect(arrayPlanFor(sum('mul:3x_=12'))).toEqual({ rows: 3, cols: 4, asked: 'cols' });
    // 12 : 3 shares twelve over three rows: one row holds the answer.
    expect(arrayPlanFor(sum('div:12:3'))).toEqual({ rows: 3, cols: 4, asked: 'cols' });
    expect(arrayPlanFor(sum('div:_:3=4'))).toEqual({ rows: 3, cols: 4, asked: 'total' });
    expect(arrayPlanFor(sum('div:12:_=4'))).toEqual({ rows: 3, cols: 4, asked: 'rows' });
    expect(arrayPlanFor(sum('dbl:7'))).toEqual({ rows: 2, cols: 7, asked: 'total' });
    expect(arrayPlanFor(sum('half:16'))).toEqual({ rows: 2, cols: 8, asked: 'cols' });
  });

  it('asks exactly the sum answer, for every form', () => {
    for (const key of [
      'mul:3x4',
      'mul:_x4=12',
      'mul:3x_=12',
      'div:12:3',
      'div:_:3=4',
      'div:12:_=4',
      'dbl:7',
      'half:16',
    ]) {
      const s = sum(key);
      const plan = arrayPlanFor(s);
      expect(plan, key).not.toBeNull();
      if (plan) expect(checkAnswer(s, { kind: 'number', value: askedValue(plan) }).correct, key).toBe(true);
    }
  });

  it('has no array for other sums, a zero factor or more than fits the grid', () => {
    expect(arrayPlanFor(sum('add:7+5'))).toBeNull();
    expect(arrayPlanFor(sum('mul:0x4'))).toBeNull();
    expect(arrayPlanFor(sum('mul:12x3'))).toBeNull();
    expect(arrayPlanFor(sum('dbl:25'))).toBeNull();
    expect(arrayPlanFor(sum('mul:12x3'), 12)).toEqual({ rows: 12, cols: 3, asked: 'total' });
  });
});

describe('the array the child sets', () => {
  it('starts at one, steps with the arrows and stays within the grid', () => {
    const a = new ArrayState(10, 10);
    expect([a.rows, a.cols, a.total]).toEqual([1, 1, 1]);
    expect(a.pressKey('ArrowDown')).toBe(true);
    expect(a.pressKey('ArrowRight')).toBe(true);
    expect(a.pressKey('ArrowRight')).toBe(true);
    expect([a.rows, a.cols, a.total]).toEqual([2, 3, 6]);
    expect(a.pressKey('ArrowLeft')).toBe(true);
    expect(a.cols).toBe(2);
    // Never below one row or column, never past the grid.
    a.set(1, 1);
    expect(a.pressKey('ArrowUp')).toBe(false);
    expect(a.pressKey('ArrowLeft')).toBe(false);
    a.set(40, 12);
    expect([a.rows, a.cols]).toEqual([10, 10]);
    expect(a.pressKey('ArrowDown')).toBe(false);
    expect(a.pressKey('Home')).toBe(true);
    expect(a.total).toBe(1);
  });

  it('leaves digits and Enter to the number pad', () => {
    const a = new ArrayState();
    for (const key of ['5', 'Enter', ' ', 'Backspace']) expect(a.pressKey(key)).toBeNull();
    expect(a.total).toBe(1);
  });

  it('knows the arrow presses to any array', () => {
    const a = new ArrayState();
    a.set(4, 2);
    const keys = a.keysTo(3, 7);
    expect(keys).toEqual(['ArrowUp', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight']);
    for (const k of keys) a.pressKey(k);
    expect([a.rows, a.cols]).toEqual([3, 7]);
    expect(a.keysTo(3, 7)).toEqual([]);
  });
});

describe('the grid', () => {
  it('fits square cells in its box, centred', () => {
    const g = arrayGrid(500, 400, 520, 400, 10, 10);
    expect(g.cell).toBe(40);
    expect(g.left).toBe(300);
    expect(g.top).toBe(200);
    expect(cellCentre(g, 0, 0)).toEqual({ x: 320, y: 220 });
    expect(cellCentre(g, 9, 9)).toEqual({ x: 680, y: 580 });
  });

  it('puts the frame corner at the tapped cell; a drag past the edge holds at the edge', () => {
    const g = arrayGrid(500, 400, 400, 400, 10, 10);
    expect(arrayAtPoint(g, 320, 220)).toEqual({ rows: 1, cols: 1 });
    const c = cellCentre(g, 2, 3);
    expect(arrayAtPoint(g, c.x, c.y)).toEqual({ rows: 3, cols: 4 });
    // Just outside (within a cell) still counts, as the edge.
    expect(arrayAtPoint(g, 300 + 405, 220)).toEqual({ rows: 1, cols: 10 });
    // Far off: a tap elsewhere does nothing; a drag holds at the edge.
    expect(arrayAtPoint(g, 2000, 2000)).toBeNull();
    expect(arrayAtPoint(g, 2000, 2000, true)).toEqual({ rows: 10, cols: 10 });
    expect(arrayAtPoint(g, -500, -500, true)).toEqual({ rows: 1, cols: 1 });
  });

  it('leaves room for steppers of the smallest tap size, the grid and steppers centred together', () => {
    const { step, gap } = stepperSize(90);
    expect(step).toBe(90);
    expect(stepperSize(40).step).toBe(64);
    const g = inputGrid({ x: 400, y: 300, width: 604, height: 504 }, 90);
    // 604 - 104 = 500 wide, 504 - 104 = 400 high: cells of 40, 10 x 10.
    expect(g.cell).toBe(40);
    const left = g.left - gap - step;
    const right = g.left + g.cell * g.cols;
    const bottom = g.top + g.cell * g.rows + gap + step;
    expect((left + right) / 2).toBeCloseTo(400);
    expect((g.top + bottom) / 2).toBeCloseTo(300);
  });
});
