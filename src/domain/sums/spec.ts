import { isEuroDenomination, totalOf } from './money';
import type { SumId } from './types';

/** Which position of a two-operand sum is asked for. */
export type ArithmeticForm = 'result' | 'missingFirst' | 'missingSecond';

/**
 * The minimal description of one sum; a Sum is built from it and its key is derived from it.
 * For the four operations the fact is always `a op b = c`, with c computed.
 */
export type SumSpec =
  | {
      readonly type: 'add' | 'subtract' | 'multiply' | 'divide';
      readonly a: number;
      readonly b: number;
      readonly form: ArithmeticForm;
    }
  | { readonly type: 'double'; readonly n: number }
  | { readonly type: 'half'; readonly n: number }
  /** `whole = part + _`; part null means a free split `whole = _ + _`. */
  | { readonly type: 'bond'; readonly whole: number; readonly part: number | null }
  /** `part + _ = target` (aanvullen tot 10, 100, 1000). */
  | { readonly type: 'complement'; readonly target: number; readonly part: number }
  /** Three numbers shown from `start` in steps of `step` (negative: counting back); the fourth asked. */
  | { readonly type: 'count'; readonly start: number; readonly step: number }
  | { readonly type: 'compare'; readonly a: number; readonly b: number }
  /** `items` (3 to 10 distinct numbers) in the order shown. */
  | { readonly type: 'order'; readonly items: readonly number[]; readonly direction: 'asc' | 'desc' }
  | {
      readonly type: 'numberLine';
      readonly mode: 'read' | 'place';
      readonly min: number;
      readonly max: number;
      /** Distance between drawn ticks; a `read` value always sits on a tick. */
      readonly tick: number;
      readonly value: number;
    }
  /** How much money is this? `pieces` in cents, largest first. */
  | { readonly type: 'moneyCount'; readonly pieces: readonly number[] }
  /** Pay this amount with coins and notes. */
  | { readonly type: 'moneyPay'; readonly cents: number }
  /** Something costs `price`; you pay `paid`; how much change? */
  | { readonly type: 'moneyChange'; readonly price: number; readonly paid: number };

export type SumType = SumSpec['type'];

const OP_PREFIX = { add: 'add', subtract: 'sub', multiply: 'mul', divide: 'div' } as const;
const OP_SIGN = { add: '+', subtract: '-', multiply: 'x', divide: ':' } as const;

/** Result c of `a op b` for the four operations. */
export function resultOf(type: 'add' | 'subtract' | 'multiply' | 'divide', a: number, b: number): number {
  switch (type) {
    case 'add':
      return a + b;
    case 'subtract':
      return a - b;
    case 'multiply':
      return a * b;
    case 'divide':
      return a / b;
  }
}

/** The canonical key of a sum spec (the sum id). */
export function keyOf(spec: SumSpec): SumId {
  switch (spec.type) {
    case 'add':
    case 'subtract':
    case 'multiply':
    case 'divide': {
      const prefix = OP_PREFIX[spec.type];
      const sign = OP_SIGN[spec.type];
      const c = resultOf(spec.type, spec.a, spec.b);
      if (spec.form === 'missingFirst') return `${prefix}:_${sign}${spec.b}=${c}`;
      if (spec.form === 'missingSecond') return `${prefix}:${spec.a}${sign}_=${c}`;
      return `${prefix}:${spec.a}${sign}${spec.b}`;
    }
    case 'double':
      return `dbl:${spec.n}`;
    case 'half':
      return `half:${spec.n}`;
    case 'bond':
      return spec.part === null ? `bond:${spec.whole}=_+_` : `bond:${spec.whole}=${spec.part}+_`;
    case 'complement':
      return `comp:${spec.target}=${spec.part}+_`;
    case 'count':
      return spec.step >= 0 ? `count:${spec.start}+${spec.step}` : `count:${spec.start}-${-spec.step}`;
    case 'compare':
      return `cmp:${spec.a}?${spec.b}`;
    case 'order':
      return `ord:${spec.direction}:${spec.items.join(',')}`;
    case 'numberLine':
      return `line:${spec.mode}:${spec.min}-${spec.max}/${spec.tick}:${spec.value}`;
    case 'moneyCount':
      return `money:count:${spec.pieces.join('+')}`;
    case 'moneyPay':
      return `money:pay:${spec.cents}`;
    case 'moneyChange':
      return `money:change:${spec.price}/${spec.paid}`;
  }
}

const N = '(\\d{1,6})';
const PATTERNS: { readonly re: RegExp; readonly make: (m: readonly number[]) => SumSpec }[] = [];

function arithmetic(type: 'add' | 'subtract' | 'multiply' | 'divide'): void {
  const prefix = OP_PREFIX[type];
  const sign = OP_SIGN[type] === '+' ? '\\+' : OP_SIGN[type];
  PATTERNS.push(
    {
      re: new RegExp(`^${prefix}:${N}${sign}${N}$`),
      make: ([a = 0, b = 0]) => ({ type, a, b, form: 'result' }),
    },
    {
      re: new RegExp(`^${prefix}:_${sign}${N}=${N}$`),
      make: ([b = 0, c = 0]) => ({ type, a: inverseFirst(type, b, c), b, form: 'missingFirst' }),
    },
    {
      re: new RegExp(`^${prefix}:${N}${sign}_=${N}$`),
      make: ([a = 0, c = 0]) => ({ type, a, b: inverseSecond(type, a, c), form: 'missingSecond' }),
    },
  );
}

/** a such that a op b = c. */
function inverseFirst(type: 'add' | 'subtract' | 'multiply' | 'divide', b: number, c: number): number {
  switch (type) {
    case 'add':
      return c - b;
    case 'subtract':
      return c + b;
    case 'multiply':
      return b === 0 ? Number.NaN : c / b;
    case 'divide':
      return c * b;
  }
}

/** b such that a op b = c. */
function inverseSecond(type: 'add' | 'subtract' | 'multiply' | 'divide', a: number, c: number): number {
  switch (type) {
    case 'add':
      return c - a;
    case 'subtract':
      return a - c;
    case 'multiply':
      return a === 0 ? Number.NaN : c / a;
    case 'divide':
      return c === 0 ? Number.NaN : a / c;
  }
}

arithmetic('add');
arithmetic('subtract');
arithmetic('multiply');
arithmetic('divide');
PATTERNS.push(
  { re: new RegExp(`^dbl:${N}$`), make: ([n = 0]) => ({ type: 'double', n }) },
  { re: new RegExp(`^half:${N}$`), make: ([n = 0]) => ({ type: 'half', n }) },
  {
    re: new RegExp(`^bond:${N}=${N}\\+_$`),
    make: ([whole = 0, part = 0]) => ({ type: 'bond', whole, part }),
  },
  { re: new RegExp(`^bond:${N}=_\\+_$`), make: ([whole = 0]) => ({ type: 'bond', whole, part: null }) },
  {
    re: new RegExp(`^comp:${N}=${N}\\+_$`),
    make: ([target = 0, part = 0]) => ({ type: 'complement', target, part }),
  },
  {
    re: new RegExp(`^count:${N}\\+${N}$`),
    make: ([start = 0, step = 0]) => ({ type: 'count', start, step }),
  },
  {
    re: new RegExp(`^count:${N}-${N}$`),
    make: ([start = 0, step = 0]) => ({ type: 'count', start, step: -step }),
  },
  { re: new RegExp(`^cmp:${N}\\?${N}$`), make: ([a = 0, b = 0]) => ({ type: 'compare', a, b }) },
  {
    re: new RegExp(`^line:read:${N}-${N}/${N}:${N}$`),
    make: ([min = 0, max = 0, tick = 0, value = 0]) => ({
      type: 'numberLine',
      mode: 'read',
      min,
      max,
      tick,
      value,
    }),
  },
  {
    re: new RegExp(`^line:place:${N}-${N}/${N}:${N}$`),
    make: ([min = 0, max = 0, tick = 0, value = 0]) => ({
      type: 'numberLine',
      mode: 'place',
      min,
      max,
      tick,
      value,
    }),
  },
  { re: new RegExp(`^money:pay:${N}$`), make: ([cents = 0]) => ({ type: 'moneyPay', cents }) },
  {
    re: new RegExp(`^money:change:${N}/${N}$`),
    make: ([price = 0, paid = 0]) => ({ type: 'moneyChange', price, paid }),
  },
);

const ORDER_RE = /^ord:(asc|desc):(\d{1,6}(?:,\d{1,6}){2,9})$/;
const MONEY_COUNT_RE = /^money:count:(\d{1,5}(?:\+\d{1,5}){0,19})$/;

/** Parses a sum key back into its spec; null when the key is malformed or the sum is invalid. */
export function parseSumKey(key: string): SumSpec | null {
  let spec: SumSpec | null = null;
  const order = ORDER_RE.exec(key);
  const moneyCount = MONEY_COUNT_RE.exec(key);
  if (order?.[1] && order[2]) {
    spec = { type: 'order', direction: order[1] as 'asc' | 'desc', items: order[2].split(',').map(Number) };
  } else if (moneyCount?.[1]) {
    spec = { type: 'moneyCount', pieces: moneyCount[1].split('+').map(Number) };
  } else {
    for (const pattern of PATTERNS) {
      const match = pattern.re.exec(key);
      if (match) {
        spec = pattern.make(match.slice(1).map(Number));
        break;
      }
    }
  }
  if (spec === null || !isValidSpec(spec)) return null;
  // Reject non-canonical spellings (leading zeros and the like) so that one sum has one key.
  return keyOf(spec) === key ? spec : null;
}

const isWhole = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** Whether a spec describes a well-formed sum with a whole, non-negative answer. */
export function isValidSpec(spec: SumSpec): boolean {
  switch (spec.type) {
    case 'add':
      return isWhole(spec.a) && isWhole(spec.b);
    case 'multiply':
      // `_ × 0 = 0` and `0 × _ = 0` have no single answer.
      return (
        isWhole(spec.a) &&
        isWhole(spec.b) &&
        (spec.form === 'result' || (spec.form === 'missingFirst' ? spec.b > 0 : spec.a > 0))
      );
    case 'subtract':
      return isWhole(spec.a) && isWhole(spec.b) && spec.a >= spec.b;
    case 'divide':
      return (
        isWhole(spec.a) &&
        isWhole(spec.b) &&
        spec.b > 0 &&
        spec.a % spec.b === 0 &&
        (spec.form !== 'missingSecond' || spec.a > 0)
      );
    case 'double':
      return isWhole(spec.n);
    case 'half':
      return isWhole(spec.n) && spec.n % 2 === 0;
    case 'bond':
      return (
        isWhole(spec.whole) &&
        spec.whole > 0 &&
        (spec.part === null || (isWhole(spec.part) && spec.part <= spec.whole))
      );
    case 'complement':
      return isWhole(spec.target) && spec.target > 0 && isWhole(spec.part) && spec.part <= spec.target;
    case 'count':
      return (
        isWhole(spec.start) &&
        Number.isInteger(spec.step) &&
        spec.step !== 0 &&
        spec.start + 3 * spec.step >= 0
      );
    case 'compare':
      return isWhole(spec.a) && isWhole(spec.b);
    case 'order':
      return (
        spec.items.length >= 3 && spec.items.every(isWhole) && new Set(spec.items).size === spec.items.length
      );
    case 'numberLine':
      return (
        isWhole(spec.min) &&
        isWhole(spec.max) &&
        spec.max > spec.min &&
        isWhole(spec.tick) &&
        spec.tick > 0 &&
        (spec.max - spec.min) % spec.tick === 0 &&
        (spec.max - spec.min) / spec.tick <= 100 &&
        isWhole(spec.value) &&
        spec.value >= spec.min &&
        spec.value <= spec.max &&
        (spec.mode === 'place' || (spec.value - spec.min) % spec.tick === 0)
      );
    case 'moneyCount':
      return (
        spec.pieces.length > 0 &&
        spec.pieces.every(isEuroDenomination) &&
        spec.pieces.every((p, i) => i === 0 || p <= (spec.pieces[i - 1] ?? 0))
      );
    case 'moneyPay':
      return isWhole(spec.cents) && spec.cents > 0 && spec.cents <= 100_000;
    case 'moneyChange':
      return isWhole(spec.price) && spec.price > 0 && spec.paid > spec.price && isEuroDenomination(spec.paid);
  }
}

/** The largest number that occurs in the sum (for its range). */
export function largestNumberOf(spec: SumSpec): number {
  switch (spec.type) {
    case 'add':
    case 'multiply':
      return resultOf(spec.type, spec.a, spec.b);
    case 'subtract':
    case 'divide':
      return spec.a;
    case 'double':
      return spec.n * 2;
    case 'half':
      return spec.n;
    case 'bond':
      return spec.whole;
    case 'complement':
      return spec.target;
    case 'count':
      return Math.max(spec.start, spec.start + 3 * spec.step);
    case 'compare':
      return Math.max(spec.a, spec.b);
    case 'order':
      return Math.max(...spec.items);
    case 'numberLine':
      return spec.max;
    case 'moneyCount':
      return Math.ceil(totalOf(spec.pieces) / 100);
    case 'moneyPay':
      return Math.ceil(spec.cents / 100);
    case 'moneyChange':
      return Math.ceil(spec.paid / 100);
  }
}
