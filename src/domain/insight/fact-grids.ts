import { keyOf, type SumSpec } from '../sums/spec';
import type { Operation, SumId } from '../sums/types';

/**
 * The fact grids of a child's progress page: one per kind of fact the learning line has children
 * automate (its `automate` tasks: + and − to 20, splitting and complements, doubles and halves, the
 * times tables and the division tables). Each cell is one sum in its plain `result` form (the form a
 * grid can place); a fact's history is the child's, whichever task or test it was answered in.
 */
/** In the order of the learning line. */
export const FACT_GRIDS = [
  'bonds',
  'complements',
  'addTo20',
  'subtractTo20',
  'complementTo100',
  'doublesHalves',
  'tables',
  'division',
] as const;
export type FactGridId = (typeof FACT_GRIDS)[number];

export interface FactGridCell {
  readonly row: number;
  readonly col: number;
  readonly spec: SumSpec;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The cells of each grid, row by row. Rows and columns:
 * - `tables`: a × b, row a and column b in 1..10;
 * - `division`: the division tables, row the divisor (the table: "deeltafel van 8") and column the
 *   quotient, both 1..10 (row 8, column 5 is 40 : 8);
 * - `addTo20`: a + b ≤ 20 (row a, column b); `subtractTo20`: a − b, b ≤ a ≤ 20 (row a, column b);
 * - `bonds`: splitting, row the whole (2..20), column the part given (1..whole − 1): 10 = 3 + _;
 * - `complements`: complements to 10 and 20, row the target, column the part given: 3 + _ = 10;
 * - `complementTo100`: complements to 100, row the tens and column the units of the part given
 *   (row 30, column 5 is 35 + _ = 100);
 * - `doublesHalves`: row 1 doubles (column n: n + n), row 2 halves (column n: 2n : 2), n in 1..10.
 */
export function factGridCells(grid: FactGridId): FactGridCell[] {
  const cells: FactGridCell[] = [];
  const put = (row: number, col: number, spec: SumSpec) => cells.push({ row, col, spec });
  switch (grid) {
    case 'tables':
      for (const a of range(1, 10))
        for (const b of range(1, 10)) put(a, b, { type: 'multiply', a, b, form: 'result' });
      break;
    case 'division':
      for (const d of range(1, 10))
        for (const q of range(1, 10)) put(d, q, { type: 'divide', a: d * q, b: d, form: 'result' });
      break;
    case 'addTo20':
      for (const a of range(0, 20))
        for (const b of range(0, 20 - a)) put(a, b, { type: 'add', a, b, form: 'result' });
      break;
    case 'subtractTo20':
      for (const a of range(0, 20))
        for (const b of range(0, a)) put(a, b, { type: 'subtract', a, b, form: 'result' });
      break;
    case 'bonds':
      for (const whole of range(2, 20))
        for (const part of range(1, whole - 1)) put(whole, part, { type: 'bond', whole, part });
      break;
    case 'complements':
      for (const target of [10, 20])
        for (const part of range(1, target - 1)) put(target, part, { type: 'complement', target, part });
      break;
    case 'complementTo100':
      for (const tens of range(0, 9))
        for (const units of range(0, 9))
          if (tens + units > 0)
            put(tens * 10, units, { type: 'complement', target: 100, part: tens * 10 + units });
      break;
    case 'doublesHalves':
      for (const n of range(1, 10)) put(1, n, { type: 'double', n });
      for (const n of range(1, 10)) put(2, n, { type: 'half', n: 2 * n });
      break;
  }
  return cells;
}

/** The grid of each sum key the grids hold. */
let gridByKey: Map<SumId, FactGridId> | undefined;
function gridOfKey(key: SumId): FactGridId | undefined {
  if (!gridByKey) {
    gridByKey = new Map();
    for (const grid of FACT_GRIDS)
      for (const cell of factGridCells(grid)) gridByKey.set(keyOf(cell.spec), grid);
  }
  return gridByKey.get(key);
}

/** The grid a sum of an operation belongs to when no grid holds the sum itself (7 × _ = 21, 35 + 7). */
const GRID_OF_OPERATION: Partial<Record<Operation, FactGridId>> = {
  multiply: 'tables',
  divide: 'division',
  add: 'addTo20',
  subtract: 'subtractTo20',
  bond: 'bonds',
  complement: 'complements',
  double: 'doublesHalves',
  half: 'doublesHalves',
};

/**
 * The grid of a practice task: the grid most of its sums belong to (the sum's own cell, else its
 * operation's grid), so "Deeltafel van 8" opens the division grid and "Alle tafels met open plek"
 * the tables. Null for a task without facts on a grid (counting, the number line, money, ...).
 */
export function factGridOfSums(
  sums: readonly { id: SumId; features: { operation: Operation } }[],
): FactGridId | null {
  const counts = new Map<FactGridId, number>();
  for (const sum of sums) {
    const grid = gridOfKey(sum.id) ?? GRID_OF_OPERATION[sum.features.operation];
    if (grid) counts.set(grid, (counts.get(grid) ?? 0) + 1);
  }
  let best: FactGridId | null = null;
  for (const grid of FACT_GRIDS) if ((counts.get(grid) ?? 0) > (best ? counts.get(best)! : 0)) best = grid;
  return best;
}
