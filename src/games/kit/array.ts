/**
 * Array input (group games): the child builds a sum as equal groups, rows of the same length, and
 * counts them. Pure: which array a sum stands for, the rows and columns the child has set (arrow keys,
 * a tap or drag on the grid, steppers), and the grid's geometry. `ArrayInput.ts` draws it.
 *
 * The array is support for counting, never the answer itself: a group game still takes the number
 * (total, group size or number of groups) on its number pad.
 */
import type { Sum } from '../../domain/sums/types';

/** Which number of the array a sum asks for. */
export type ArrayAsk = 'total' | 'rows' | 'cols';

/** The equal groups a sum stands for: `rows` groups (rows) of `cols` each. */
export interface ArrayPlan {
  rows: number;
  cols: number;
  asked: ArrayAsk;
}

/** The largest array the kit's grid shows (the tables up to 10 x 10). */
export const ARRAY_MAX = 10;

/**
 * The array of a table, doubling or halving sum, or null when the sum has none (another operation,
 * a factor 0, or more than `max` rows or columns). `a x b` is a rows of b (3 x 4: three rows of
 * four); `a : b` shares a over b rows, so the answer is one row's length; a double is two equal rows,
 * a half one of two equal rows.
 */
export function arrayPlanFor(sum: Sum, max = ARRAY_MAX): ArrayPlan | null {
  const { operation } = sum.features;
  const [a = 0, b = 0, c = 0] = sum.display.operands;
  const missing = sum.display.missing;
  let plan: ArrayPlan | null = null;
  if (operation === 'multiply') {
    // a x b = c, with one of the three asked.
    plan = {
      rows: a,
      cols: b,
      asked: missing === 'first' ? 'rows' : missing === 'second' ? 'cols' : 'total',
    };
  } else if (operation === 'divide') {
    // a : b = c: a shared over b rows gives rows of c. Asked: c (one row), a (all), or b (rows of c).
    plan = {
      rows: b,
      cols: c,
      asked: missing === 'first' ? 'total' : missing === 'second' ? 'rows' : 'cols',
    };
  } else if (operation === 'double') {
    plan = { rows: 2, cols: a, asked: 'total' };
  } else if (operation === 'half') {
    plan = { rows: 2, cols: a / 2, asked: 'cols' };
  }
  if (!plan) return null;
  const fits = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= max;
  return fits(plan.rows) && fits(plan.cols) ? plan : null;
}

/** The number an array plan's sum asks for. */
export function askedValue(plan: ArrayPlan): number {
  if (plan.asked === 'rows') return plan.rows;
  if (plan.asked === 'cols') return plan.cols;
  return plan.rows * plan.cols;
}

/** Rows and columns of the array the child has set; starts at one animal. */
export class ArrayState {
  rows = 1;
  cols = 1;
  readonly maxRows: number;
  readonly maxCols: number;

  constructor(maxRows = ARRAY_MAX, maxCols = ARRAY_MAX) {
    this.maxRows = maxRows;
    this.maxCols = maxCols;
  }

  get total(): number {
    return this.rows * this.cols;
  }

  /** Sets both, kept within 1..max; true when anything changed. */
  set(rows: number, cols: number): boolean {
    const r = clamp(Math.round(rows), 1, this.maxRows);
    const c = clamp(Math.round(cols), 1, this.maxCols);
    if (r === this.rows && c === this.cols) return false;
    this.rows = r;
    this.cols = c;
    return true;
  }

  /**
   * A key (KeyboardEvent.key): down/up add or take away a row, right/left a column (the frame's
   * corner moves with the arrow), Home back to one. Anything else (digits, Enter) is not the array's:
   * null. Otherwise whether the array changed.
   */
  pressKey(key: string): boolean | null {
    const step = ARRAY_KEYS[key];
    if (key === 'Home') return this.set(1, 1);
    if (!step) return null;
    return this.set(this.rows + step[0], this.cols + step[1]);
  }

  /** The arrow keys that take this array to `rows` x `cols`, one press a step (the test hook's way). */
  keysTo(rows: number, cols: number): string[] {
    const r = clamp(rows, 1, this.maxRows) - this.rows;
    const c = clamp(cols, 1, this.maxCols) - this.cols;
    return [
      ...Array<string>(Math.abs(r)).fill(r > 0 ? 'ArrowDown' : 'ArrowUp'),
      ...Array<string>(Math.abs(c)).fill(c > 0 ? 'ArrowRight' : 'ArrowLeft'),
    ];
  }
}

const ARRAY_KEYS: Record<string, [number, number]> = {
  ArrowDown: [1, 0],
  ArrowUp: [-1, 0],
  ArrowRight: [0, 1],
  ArrowLeft: [0, -1],
};

function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, n));
}

/** The grid of cells the array is built on: square cells, centred in its box. */
export interface ArrayGrid {
  /** Left and top of the first cell. */
  left: number;
  top: number;
  cell: number;
  rows: number;
  cols: number;
}

/** The largest square cells of `rows` x `cols` that fit a `width` x `height` box centred on (x, y). */
export function arrayGrid(
  x: number,
  y: number,
  width: number,
  height: number,
  rows: number,
  cols: number,
): ArrayGrid {
  const cell = Math.max(1, Math.floor(Math.min(width / cols, height / rows)));
  return { left: x - (cell * cols) / 2, top: y - (cell * rows) / 2, cell, rows, cols };
}

/** The steppers' size and their gap to the grid, for a screen's smallest tap target. */
export function stepperSize(minTarget: number): { step: number; gap: number } {
  return { step: Math.max(64, minTarget), gap: 14 };
}

/**
 * The grid of the array input filling a box centred on (x, y) together with its steppers: a column of
 * them on the grid's left (rows), a row under it (columns).
 */
export function inputGrid(
  box: { x: number; y: number; width: number; height: number },
  minTarget: number,
  rows = ARRAY_MAX,
  cols = ARRAY_MAX,
): ArrayGrid {
  const { step, gap } = stepperSize(minTarget);
  return arrayGrid(
    box.x + (step + gap) / 2,
    box.y - (step + gap) / 2,
    box.width - step - gap,
    box.height - step - gap,
    rows,
    cols,
  );
}

/** Centre of a cell (row and column from 0). */
export function cellCentre(grid: ArrayGrid, row: number, col: number): { x: number; y: number } {
  return { x: grid.left + (col + 0.5) * grid.cell, y: grid.top + (row + 0.5) * grid.cell };
}

/**
 * The array a point on the grid asks for: the frame's corner at the cell under the point (rows and
 * columns counted from 1). A drag past the grid's edge holds at the edge; null when the point is far
 * off the grid (more than a cell beyond it), so a tap elsewhere does not change the array.
 */
export function arrayAtPoint(
  grid: ArrayGrid,
  px: number,
  py: number,
  dragging = false,
): { rows: number; cols: number } | null {
  const col = Math.floor((px - grid.left) / grid.cell);
  const row = Math.floor((py - grid.top) / grid.cell);
  const off = col < -1 || row < -1 || col > grid.cols || row > grid.rows;
  if (off && !dragging) return null;
  return { rows: clamp(row + 1, 1, grid.rows), cols: clamp(col + 1, 1, grid.cols) };
}
