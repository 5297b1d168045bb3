import { largestNumberOf } from './spec';
import type { SumSpec } from './spec';
import type { AnswerKind, NumberRange, Operation, SumFeatures, SumForm } from './types';

export function rangeOf(largest: number): NumberRange {
  if (largest <= 10) return 10;
  if (largest <= 20) return 20;
  if (largest <= 100) return 100;
  if (largest <= 1000) return 1000;
  return 10000;
}

/**
 * An addition crosses the ten (or hundred) when the units pass it: 8 + 5, 38 + 5, 17 + 13.
 * Landing exactly on it with a single-digit part (7 + 3, 13 + 7, 38 + 2) is "to the ten", not over.
 */
function additionCrosses(a: number, b: number, unit: number): boolean {
  const units = (a % unit) + (b % unit);
  return units > unit || (units === unit && a >= unit && b >= unit);
}

function subtractionCrosses(a: number, b: number, unit: number): boolean {
  return a % unit < b % unit;
}

/**
 * Whether a counting row passes a multiple of `unit` (8, 9, 10, 11 or 42, 41, 40, 39); a row that
 * only starts or ends on it (7, 8, 9, 10) does not, in line with additions.
 */
function rowCrosses(start: number, step: number, unit: number): boolean {
  const end = start + 3 * step;
  const low = Math.min(start, end);
  const high = Math.max(start, end);
  return Math.floor((high - 1) / unit) > Math.floor(low / unit);
}

/** Whether the sum passes a multiple of `unit` (10: crossing the ten, 100: the hundred). */
export function crossesUnit(spec: SumSpec, unit: 10 | 100): boolean {
  switch (spec.type) {
    case 'add':
      return additionCrosses(spec.a, spec.b, unit);
    case 'subtract':
      return subtractionCrosses(spec.a, spec.b, unit);
    case 'double':
      return additionCrosses(spec.n, spec.n, unit);
    case 'half':
      return additionCrosses(spec.n / 2, spec.n / 2, unit);
    case 'bond':
      return spec.part !== null && additionCrosses(spec.part, spec.whole - spec.part, unit);
    case 'complement':
      return additionCrosses(spec.part, spec.target - spec.part, unit);
    case 'count':
      return rowCrosses(spec.start, spec.step, unit);
    case 'moneyChange':
      return subtractionCrosses(spec.paid, spec.price, unit);
    default:
      return false;
  }
}

const OPERATION: Record<SumSpec['type'], Operation> = {
  add: 'add',
  subtract: 'subtract',
  multiply: 'multiply',
  divide: 'divide',
  double: 'double',
  half: 'half',
  bond: 'bond',
  complement: 'complement',
  count: 'count',
  compare: 'compare',
  order: 'order',
  numberLine: 'numberLine',
  moneyCount: 'money',
  moneyPay: 'money',
  moneyChange: 'money',
};

function formOf(spec: SumSpec): SumForm {
  switch (spec.type) {
    case 'add':
    case 'subtract':
    case 'multiply':
    case 'divide':
      return spec.form;
    case 'double':
    case 'half':
      return 'result';
    case 'bond':
      return spec.part === null ? 'freeSplit' : 'missingSecond';
    case 'complement':
      return 'missingSecond';
    case 'count':
      return 'sequence';
    case 'compare':
      return 'comparison';
    case 'order':
      return 'ordering';
    case 'numberLine':
      return spec.mode === 'read' ? 'readPosition' : 'placePosition';
    case 'moneyCount':
      return 'countMoney';
    case 'moneyPay':
      return 'payAmount';
    case 'moneyChange':
      return 'giveChange';
  }
}

export function answerKindOf(spec: SumSpec): AnswerKind {
  switch (spec.type) {
    case 'bond':
      return 'split';
    case 'compare':
      return 'comparison';
    case 'order':
      return 'order';
    case 'moneyPay':
      return 'money';
    default:
      return 'number';
  }
}

/** Sum features (somkenmerken) derived from the spec alone. */
export function featuresOf(spec: SumSpec): SumFeatures {
  let table: number | null = null;
  if (spec.type === 'multiply' || spec.type === 'divide') table = spec.b;
  // Crossing tens only makes sense for the additive operations; a product like 3 x 4 = 12 is not "crossing".
  const additive = spec.type !== 'multiply' && spec.type !== 'divide';
  return {
    operation: OPERATION[spec.type],
    form: formOf(spec),
    answerKind: answerKindOf(spec),
    range: rangeOf(largestNumberOf(spec)),
    crossesTen: additive && crossesUnit(spec, 10),
    crossesHundred: additive && crossesUnit(spec, 100),
    table,
  };
}
