import { fewestPieces, totalOf } from './money';
import { resultOf } from './spec';
import type { SumSpec } from './spec';
import type { Acceptance, AnswerValue, Comparator } from './types';

export function compareNumbers(a: number, b: number): Comparator {
  return a < b ? '<' : a > b ? '>' : '=';
}

/** The canonical correct answer of a spec. */
export function answerOf(spec: SumSpec): AnswerValue {
  const number = (value: number): AnswerValue => ({ kind: 'number', value });
  switch (spec.type) {
    case 'add':
    case 'subtract':
    case 'multiply':
    case 'divide':
      if (spec.form === 'missingFirst') return number(spec.a);
      if (spec.form === 'missingSecond') return number(spec.b);
      return number(resultOf(spec.type, spec.a, spec.b));
    case 'double':
      return number(spec.n * 2);
    case 'half':
      return number(spec.n / 2);
    case 'bond': {
      if (spec.part !== null) return { kind: 'split', parts: [spec.part, spec.whole - spec.part] };
      const low = Math.floor(spec.whole / 2);
      return { kind: 'split', parts: [low, spec.whole - low] };
    }
    case 'complement':
      return number(spec.target - spec.part);
    case 'count':
      return number(spec.start + 3 * spec.step);
    case 'compare':
      return { kind: 'comparison', value: compareNumbers(spec.a, spec.b) };
    case 'order': {
      const sorted = [...spec.items].sort((x, y) => x - y);
      return { kind: 'order', values: spec.direction === 'asc' ? sorted : sorted.reverse() };
    }
    case 'numberLine':
      return number(spec.value);
    case 'moneyCount':
      return number(totalOf(spec.pieces));
    case 'moneyPay':
      return { kind: 'money', pieces: fewestPieces(spec.cents) ?? [] };
    case 'moneyChange':
      return number(spec.paid - spec.price);
  }
}

export function acceptanceOf(spec: SumSpec): Acceptance {
  switch (spec.type) {
    case 'bond':
      return spec.part === null ? { mode: 'anySplit', whole: spec.whole } : { mode: 'exact' };
    case 'moneyPay':
      return { mode: 'sameTotal', cents: spec.cents };
    case 'numberLine':
      // Dropping a number on a line is accurate to about half a tick; reading a tick is exact.
      return spec.mode === 'place' ? { mode: 'within', tolerance: spec.tick / 2 } : { mode: 'exact' };
    default:
      return { mode: 'exact' };
  }
}
