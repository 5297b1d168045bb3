import { crossesUnit } from '../sums/features';
import { fewestPieces } from '../sums/money';
import { createRng } from '../random';
import { isValidSpec } from '../sums/spec';
import type { SumSpec } from '../sums/spec';
import type { GeneratorParams, GeneratorSetting } from './settings';

type Crossing = 'any' | 'none' | 'only';

const fits = (rule: Crossing, crosses: boolean): boolean => rule === 'any' || (rule === 'only') === crosses;

function* range(from: number, to: number, step = 1): Generator<number> {
  for (let n = from; n <= to; n += step) yield n;
}

function secondFits(second: GeneratorParams<'add'>['second'], b: number): boolean {
  switch (second) {
    case 'any':
      return true;
    case 'units':
      return b >= 1 && b <= 9;
    case 'tens':
      return b >= 10 && b <= 90 && b % 10 === 0;
    case 'hundreds':
      return b >= 100 && b <= 900 && b % 100 === 0;
  }
}

function* addSubtract(type: 'add' | 'subtract', p: GeneratorParams<'add'>): Generator<SumSpec> {
  const step = p.multipleOf;
  const start = Math.ceil(p.minOperand / step) * step;
  for (const a of range(start, p.max, step)) {
    for (const b of range(start, p.max, step)) {
      const largest = type === 'add' ? a + b : a;
      if (largest > p.max) break;
      if (largest < p.minTotal) continue;
      if (type === 'subtract' && b > a) break;
      if (!secondFits(p.second, b)) continue;
      for (const form of p.forms) {
        const spec: SumSpec = { type, a, b, form };
        if (fits(p.crossing, crossesUnit(spec, 10)) && fits(p.crossingHundred, crossesUnit(spec, 100)))
          yield spec;
      }
    }
  }
}

function* multiply(p: GeneratorParams<'multiply'>): Generator<SumSpec> {
  const seen = new Set<string>();
  for (const table of p.tables) {
    for (const factor of range(p.minFactor, p.maxFactor)) {
      const pairs: [number, number][] =
        p.commuted && factor !== table
          ? [
              [factor, table],
              [table, factor],
            ]
          : [[factor, table]];
      for (const [a, b] of pairs) {
        for (const form of p.forms) {
          const spec: SumSpec = { type: 'multiply', a, b, form };
          const id = `${a}x${b}:${form}`;
          if (!seen.has(id) && isValidSpec(spec)) {
            seen.add(id);
            yield spec;
          }
        }
      }
    }
  }
}

function* divide(p: GeneratorParams<'divide'>): Generator<SumSpec> {
  for (const table of p.tables) {
    for (const quotient of range(p.minQuotient, p.maxQuotient)) {
      for (const form of p.forms) {
        const spec: SumSpec = { type: 'divide', a: quotient * table, b: table, form };
        if (isValidSpec(spec)) yield spec;
      }
    }
  }
}

function* doubleOrHalf(type: 'double' | 'half', p: GeneratorParams<'double'>): Generator<SumSpec> {
  for (const n of range(Math.ceil(p.min / p.multipleOf) * p.multipleOf, p.max, p.multipleOf)) {
    yield type === 'double' ? { type, n } : { type, n: n * 2 };
  }
}

function* bond(p: GeneratorParams<'bond'>): Generator<SumSpec> {
  for (const whole of range(p.minWhole, p.maxWhole)) {
    if (p.form !== 'part') yield { type: 'bond', whole, part: null };
    if (p.form === 'free') continue;
    const from = p.includeZero ? 0 : 1;
    for (const part of range(from, p.includeZero ? whole : whole - 1)) yield { type: 'bond', whole, part };
  }
}

function* complement(p: GeneratorParams<'complement'>): Generator<SumSpec> {
  for (const part of range(p.multipleOf, p.target - 1, p.multipleOf)) {
    const spec: SumSpec = { type: 'complement', target: p.target, part };
    if (fits(p.crossing, crossesUnit(spec, 10) || crossesUnit(spec, 100))) yield spec;
  }
}

function* count(p: GeneratorParams<'count'>): Generator<SumSpec> {
  for (const step of p.steps) {
    const directions = p.direction === 'both' ? [1, -1] : p.direction === 'up' ? [1] : [-1];
    for (const dir of directions) {
      for (const start of range(p.min, p.max)) {
        if (p.aligned && start % step !== 0) continue;
        const end = start + 3 * step * dir;
        if (end < p.min || end > p.max) continue;
        yield { type: 'count', start, step: step * dir };
      }
    }
  }
}

/** Pairs for comparing; a fixed-seed sample when the full square is too large to walk. */
function* compare(p: GeneratorParams<'compare'>): Generator<SumSpec> {
  const maxDiff = p.maxDifference ?? p.max - p.min;
  const size = (p.max - p.min + 1) * Math.min(2 * maxDiff + 1, p.max - p.min + 1);
  if (size > 1_000_000) {
    const rng = createRng(`compare-bank:${p.min}:${p.max}:${maxDiff}:${p.includeEqual}`);
    const seen = new Set<string>();
    for (let i = 0; i < 4 * BANK_LIMIT; i++) {
      const a = rng.int(p.min, p.max);
      const b = rng.int(Math.max(p.min, a - maxDiff), Math.min(p.max, a + maxDiff));
      if ((a === b && !p.includeEqual) || seen.has(`${a}?${b}`)) continue;
      seen.add(`${a}?${b}`);
      yield { type: 'compare', a, b };
    }
    return;
  }
  for (const a of range(p.min, p.max)) {
    for (const b of range(Math.max(p.min, a - maxDiff), Math.min(p.max, a + maxDiff))) {
      if (a === b && !p.includeEqual) continue;
      yield { type: 'compare', a, b };
    }
  }
}

function* numberLine(p: GeneratorParams<'numberLine'>): Generator<SumSpec> {
  const base = { min: p.min, max: p.max, tick: p.tick };
  if (p.mode !== 'place') {
    for (const value of range(p.min + p.tick, p.max - p.tick, p.tick))
      yield { type: 'numberLine', mode: 'read', ...base, value };
  }
  if (p.mode !== 'read') {
    const first = Math.ceil((p.min + 1) / p.multipleOf) * p.multipleOf;
    for (const value of range(first, p.max - 1, p.multipleOf))
      yield { type: 'numberLine', mode: 'place', ...base, value };
  }
}

function* money(p: GeneratorParams<'money'>): Generator<SumSpec> {
  const first = Math.ceil(p.minCents / p.multipleOf) * p.multipleOf;
  const bigToSmall = [...p.pieces].sort((x, y) => y - x);
  for (const cents of range(first, p.maxCents, p.multipleOf)) {
    if (p.mode === 'count') {
      const pieces = fewestPieces(cents, bigToSmall);
      if (pieces && pieces.length <= 8) yield { type: 'moneyCount', pieces };
    } else if (p.mode === 'pay') {
      yield { type: 'moneyPay', cents };
    } else {
      const paid = [...p.pieces].sort((x, y) => x - y).find((piece) => piece > cents && piece >= 100);
      if (paid !== undefined) yield { type: 'moneyChange', price: cents, paid };
    }
  }
}

/** Order sets have no natural finite list; a fixed seed gives every server the same sample. */
function orderSample(p: GeneratorParams<'order'>, size: number): SumSpec[] {
  const rng = createRng(`order-bank:${p.min}:${p.max}:${p.count}:${p.direction}`);
  const specs: SumSpec[] = [];
  const keys = new Set<string>();
  for (let attempt = 0; specs.length < size && attempt < size * 20; attempt++) {
    const items = new Set<number>();
    while (items.size < p.count) items.add(rng.int(p.min, p.max));
    const shown = [...items];
    const sortedAsc = [...shown].sort((x, y) => x - y);
    const isSorted = (list: number[]): boolean =>
      list.every((v, i) => v === sortedAsc[i]) ||
      list.every((v, i) => v === sortedAsc[sortedAsc.length - 1 - i]);
    if (isSorted(shown)) continue;
    const direction = p.direction === 'both' ? (rng.next() < 0.5 ? 'asc' : 'desc') : p.direction;
    const key = `${direction}:${shown.join(',')}`;
    if (keys.has(key)) continue;
    keys.add(key);
    specs.push({ type: 'order', items: shown, direction });
  }
  return specs;
}

function all(setting: GeneratorSetting): Iterable<SumSpec> {
  switch (setting.generator) {
    case 'add':
      return addSubtract('add', setting.params);
    case 'subtract':
      return addSubtract('subtract', setting.params);
    case 'multiply':
      return multiply(setting.params);
    case 'divide':
      return divide(setting.params);
    case 'double':
      return doubleOrHalf('double', setting.params);
    case 'half':
      return doubleOrHalf('half', setting.params);
    case 'bond':
      return bond(setting.params);
    case 'complement':
      return complement(setting.params);
    case 'count':
      return count(setting.params);
    case 'compare':
      return compare(setting.params);
    case 'numberLine':
      return numberLine(setting.params);
    case 'money':
      return money(setting.params);
    case 'order':
      return [];
  }
}

/** Largest item bank a generator returns; bigger spaces are represented by a fixed sample. */
export const BANK_LIMIT = 2000;

/**
 * Every sum spec the setting can produce, in a stable order. When there are more than `limit`
 * (e.g. all additions up to 1000), a deterministic sample of `limit` specs stands for the space.
 */
export function enumerateSpecs(setting: GeneratorSetting, limit = BANK_LIMIT): SumSpec[] {
  if (setting.generator === 'order') return orderSample(setting.params, Math.min(limit, 300));
  // Reservoir sampling keeps memory bounded for huge spaces and is reproducible by its seed.
  const rng = createRng(`bank:${JSON.stringify(setting)}`);
  const reservoir: { spec: SumSpec; index: number }[] = [];
  let seen = 0;
  for (const spec of all(setting)) {
    if (reservoir.length < limit) reservoir.push({ spec, index: seen });
    else {
      const j = Math.floor(rng.next() * (seen + 1));
      if (j < limit) reservoir[j] = { spec, index: seen };
    }
    seen++;
  }
  return reservoir.sort((x, y) => x.index - y.index).map((entry) => entry.spec);
}
