import { accepts, sameAnswerValue } from './check';
import { featuresOf } from './features';
import { EURO_DENOMINATIONS, fewestPieces, totalOf } from './money';
import type { SumSpec } from './spec';
import type { Acceptance, AnswerValue, Comparator, Distractor, ErrorPattern } from './types';

/** Most distractors a sum carries; games with four choices take the first three. */
export const MAX_DISTRACTORS = 5;

type Candidate = readonly [AnswerValue, ErrorPattern];
type NumberCandidate = readonly [number, ErrorPattern];

/** 47 -> 74; 135 -> 153 (tens and units swapped); null when the swap changes nothing. */
export function swapTensAndUnits(n: number): number | null {
  if (n < 10) return null;
  const units = n % 10;
  const tens = Math.floor(n / 10) % 10;
  if (units === tens) return null;
  return n - tens * 10 - units + units * 10 + tens;
}

/** Column-wise "smaller from larger" subtraction: 42 - 17 -> 35, 13 - 6 -> 13. */
function columnWiseDifference(a: number, b: number): number {
  let result = 0;
  let place = 1;
  while (a > 0 || b > 0) {
    result += Math.abs((a % 10) - (b % 10)) * place;
    a = Math.floor(a / 10);
    b = Math.floor(b / 10);
    place *= 10;
  }
  return result;
}

function numberCandidates(spec: SumSpec, answer: number): NumberCandidate[] {
  const features = featuresOf(spec);
  const swapped = swapTensAndUnits(answer);
  const swap: NumberCandidate[] = swapped === null ? [] : [[swapped, 'tensUnitsSwapped']];
  const bigRange = features.range >= 100;
  const tenSteps: NumberCandidate[] = bigRange
    ? [
        [answer + 10, 'offByTen'],
        [answer - 10, 'offByTen'],
      ]
    : [];
  switch (spec.type) {
    case 'add': {
      const c = spec.a + spec.b;
      if (spec.form === 'result') {
        return [
          [c - 1, 'countingOnError'],
          [c + 1, 'offByOne'],
          ...(features.crossesTen ? ([[c - 10, 'noCarry']] as NumberCandidate[]) : []),
          [Math.abs(spec.a - spec.b), 'wrongOperation'],
          ...swap,
          ...tenSteps,
        ];
      }
      const known = spec.form === 'missingFirst' ? spec.b : spec.a;
      return [
        [c, 'operandEcho'],
        [answer + 1, 'countingOnError'],
        [answer - 1, 'offByOne'],
        [c + known, 'wrongOperation'],
        ...swap,
        ...tenSteps,
      ];
    }
    case 'subtract': {
      const c = spec.a - spec.b;
      if (spec.form === 'result') {
        return [
          [c + 1, 'countingOnError'],
          [c - 1, 'offByOne'],
          ...(features.crossesTen
            ? ([
                [columnWiseDifference(spec.a, spec.b), 'reversedSubtraction'],
                [c + 10, 'noCarry'],
              ] as NumberCandidate[])
            : []),
          [spec.a + spec.b, 'wrongOperation'],
          ...swap,
          ...tenSteps,
        ];
      }
      if (spec.form === 'missingFirst') {
        return [
          [c, 'operandEcho'],
          [Math.abs(c - spec.b), 'wrongOperation'],
          [answer + 1, 'offByOne'],
          [answer - 1, 'countingOnError'],
          ...swap,
          ...tenSteps,
        ];
      }
      return [
        [c, 'operandEcho'],
        [spec.a + c, 'wrongOperation'],
        [answer + 1, 'countingOnError'],
        [answer - 1, 'offByOne'],
        ...swap,
        ...tenSteps,
      ];
    }
    case 'multiply': {
      const { a, b } = spec;
      const c = a * b;
      if (spec.form === 'result') {
        return [
          [(a + 1) * b, 'tableNeighbour'],
          [(a - 1) * b, 'tableNeighbour'],
          [a + b, 'wrongOperation'],
          ...swap,
          [a * (b + 1), 'tableNeighbour'],
          [a * (b - 1), 'tableNeighbour'],
          [c + 1, 'offByOne'],
          [c - 1, 'offByOne'],
        ];
      }
      const known = spec.form === 'missingFirst' ? b : a;
      return [
        [answer + 1, 'tableNeighbour'],
        [answer - 1, 'tableNeighbour'],
        [c - known, 'wrongOperation'],
        [known, 'operandEcho'],
        [c, 'operandEcho'],
        ...swap,
      ];
    }
    case 'divide': {
      const { a, b } = spec;
      const c = a / b;
      if (spec.form === 'result') {
        return [
          [c + 1, 'tableNeighbour'],
          [c - 1, 'tableNeighbour'],
          [a - b, 'wrongOperation'],
          [b, 'operandEcho'],
          ...swap,
          [c + 2, 'tableNeighbour'],
        ];
      }
      if (spec.form === 'missingFirst') {
        return [
          [(c + 1) * b, 'tableNeighbour'],
          [(c - 1) * b, 'tableNeighbour'],
          [b + c, 'wrongOperation'],
          [c, 'operandEcho'],
          ...swap,
        ];
      }
      return [
        [answer + 1, 'tableNeighbour'],
        [answer - 1, 'tableNeighbour'],
        [a - c, 'wrongOperation'],
        [c, 'operandEcho'],
        ...swap,
      ];
    }
    case 'double': {
      const n = spec.n;
      return [
        [answer + 1, 'offByOne'],
        [answer - 1, 'offByOne'],
        ...(n % 2 === 0 ? ([[n / 2, 'halfOrDouble']] as NumberCandidate[]) : []),
        ...(features.crossesTen ? ([[answer - 10, 'noCarry']] as NumberCandidate[]) : []),
        [n + 2, 'wrongOperation'],
        [n, 'operandEcho'],
        ...swap,
      ];
    }
    case 'half': {
      const n = spec.n;
      return [
        [answer + 1, 'offByOne'],
        [answer - 1, 'offByOne'],
        [n * 2, 'halfOrDouble'],
        [n - 2, 'wrongOperation'],
        [n, 'operandEcho'],
        ...swap,
      ];
    }
    case 'complement': {
      const crossing = features.crossesTen || features.crossesHundred;
      return [
        // 35 + _ = 100 answered 75: both columns completed to ten.
        ...(crossing && spec.target >= 100
          ? ([[answer + spec.target / 10, 'noCarry']] as NumberCandidate[])
          : []),
        [answer + 1, 'countingOnError'],
        [answer - 1, 'offByOne'],
        [spec.part, 'operandEcho'],
        ...swap,
        [spec.target + spec.part, 'wrongOperation'],
        ...tenSteps,
      ];
    }
    case 'count': {
      const last = spec.start + 2 * spec.step;
      const dir = Math.sign(spec.step);
      const crossDigit: NumberCandidate[] =
        // 27, 28, 29 -> "20" and 22, 21, 20 -> "29": the tens digit not moved along.
        Math.abs(spec.step) < 10 &&
        Math.min(last, answer) >= 10 &&
        Math.floor(last / 10) !== Math.floor(answer / 10)
          ? [[answer - dir * 10, 'noCarry']]
          : [];
      return [
        [last, 'operandEcho'],
        ...(Math.abs(spec.step) === 1
          ? ([[answer + spec.step, 'countingOnError']] as NumberCandidate[])
          : ([[last + dir, 'countingOnError']] as NumberCandidate[])),
        ...crossDigit,
        [last - spec.step, 'wrongOperation'],
        [answer + 1, 'offByOne'],
        [answer - 1, 'offByOne'],
        ...swap,
        ...tenSteps,
      ];
    }
    case 'numberLine': {
      const { tick, min, max } = spec;
      const unitsFromTicks = min + (spec.value - min) / tick;
      return [
        [answer + tick, 'offByOne'],
        [answer - tick, 'offByOne'],
        ...(tick > 1 && Number.isInteger(unitsFromTicks)
          ? ([[unitsFromTicks, 'unitConfusion']] as NumberCandidate[])
          : []),
        [max + min - answer, 'reversedOrder'],
        ...swap,
        [answer + 2 * tick, 'countingOnError'],
        [answer - 2 * tick, 'countingOnError'],
      ];
    }
    case 'moneyCount': {
      const smallest = Math.min(...spec.pieces);
      const largest = Math.max(...spec.pieces);
      const faceValues = totalOf(spec.pieces.map((p) => (p >= 100 ? p / 100 : p)));
      return [
        [answer - smallest, 'wrongPiece'],
        [answer + smallest, 'wrongPiece'],
        ...(faceValues !== answer ? ([[faceValues, 'unitConfusion']] as NumberCandidate[]) : []),
        [answer - largest, 'wrongPiece'],
        [answer + 10, 'offByTen'],
        [answer - 10, 'offByTen'],
      ];
    }
    case 'moneyChange': {
      const crossing = spec.price % 100 !== 0;
      return [
        ...(crossing
          ? ([
              [answer + 10, 'noCarry'],
              [answer + 100, 'noCarry'],
            ] as NumberCandidate[])
          : []),
        [answer + 5, 'wrongPiece'],
        [answer - 5, 'wrongPiece'],
        [spec.price, 'operandEcho'],
        [answer + 10, 'offByTen'],
        [answer - 10, 'offByTen'],
        [answer + 100, 'offByTen'],
      ];
    }
    default:
      return [];
  }
}

/** Last-resort numeric mistakes, still real error patterns (never random numbers). */
function numberFallbacks(answer: number, spec: SumSpec): NumberCandidate[] {
  const step = spec.type === 'numberLine' ? spec.tick : 1;
  return [
    [answer + 2 * step, 'countingOnError'],
    [answer - 2 * step, 'countingOnError'],
    [answer + 10 * step, 'offByTen'],
    [answer + 3 * step, 'countingOnError'],
  ];
}

function splitCandidates(
  spec: Extract<SumSpec, { type: 'bond' }>,
  answer: readonly [number, number],
): Candidate[] {
  const split = (x: number, y: number, pattern: ErrorPattern): Candidate => [
    { kind: 'split', parts: [x, y] },
    pattern,
  ];
  const [p, q] = answer;
  const w = spec.whole;
  if (spec.part !== null) {
    return [
      split(p, q + 1, 'countingOnError'),
      split(p, q - 1, 'offByOne'),
      split(p, p, 'operandEcho'),
      split(p, w + p, 'wrongOperation'),
      split(p, w, 'operandEcho'),
      split(p, q + 2, 'countingOnError'),
      split(p, q + 10, 'offByTen'),
    ];
  }
  return [
    split(p, q + 1, 'offByOne'),
    split(p, q - 1, 'offByOne'),
    split(p + 1, q + 1, 'countingOnError'),
    split(w, p, 'operandEcho'),
    split(p + 2, q, 'countingOnError'),
    split(w, w, 'operandEcho'),
  ];
}

function orderCandidates(values: readonly number[], shown: readonly number[]): Candidate[] {
  const order = (list: readonly number[], pattern: ErrorPattern): Candidate => [
    { kind: 'order', values: list },
    pattern,
  ];
  // Swapping the two closest neighbours is the likeliest slip, so try those first.
  const swaps = values
    .slice(1)
    .map((v, i) => ({ i, gap: Math.abs(v - (values[i] ?? 0)) }))
    .sort((x, y) => x.gap - y.gap || x.i - y.i)
    .map(({ i }) => {
      const copy = values.slice();
      copy[i] = values[i + 1] ?? 0;
      copy[i + 1] = values[i] ?? 0;
      return order(copy, 'adjacentSwap');
    });
  const byText = [...values].sort((x, y) => String(x).localeCompare(String(y)));
  const direction = (values[0] ?? 0) < (values[1] ?? 0) ? 1 : -1;
  const textOrder = direction === 1 ? byText : byText.reverse();
  return [
    order([...values].reverse(), 'reversedOrder'),
    ...swaps.slice(0, 1),
    order(textOrder, 'tensUnitsSwapped'),
    ...swaps.slice(1),
    order(shown, 'operandEcho'),
  ];
}

function moneyCandidates(cents: number): Candidate[] {
  const pieces = fewestPieces(cents) ?? [];
  const money = (list: readonly number[], pattern: ErrorPattern): Candidate => [
    { kind: 'money', pieces: list },
    pattern,
  ];
  const smallest = pieces[pieces.length - 1] ?? 5;
  const largest = pieces[0] ?? 5;
  const nextUp = EURO_DENOMINATIONS.find((d) => d > largest);
  const nextDown = [...EURO_DENOMINATIONS].reverse().find((d) => d < largest && d >= 5);
  const euros = Math.floor(cents / 100);
  const faceValue = euros + (cents % 100);
  const candidates: Candidate[] = [money([...pieces, smallest], 'wrongPiece')];
  if (pieces.length > 1) candidates.push(money(pieces.slice(0, -1), 'wrongPiece'));
  if (nextUp !== undefined) candidates.push(money([nextUp, ...pieces.slice(1)], 'wrongPiece'));
  if (nextDown !== undefined) candidates.push(money([nextDown, ...pieces.slice(1)], 'wrongPiece'));
  if (euros > 0 && faceValue !== cents) {
    const confused = fewestPieces(faceValue);
    if (confused) candidates.push(money(confused, 'unitConfusion'));
  }
  candidates.push(money([...pieces, 10], 'offByTen'));
  return candidates;
}

function comparisonCandidates(answer: Comparator): Candidate[] {
  const c = (value: Comparator, pattern: ErrorPattern): Candidate => [{ kind: 'comparison', value }, pattern];
  if (answer === '=') return [c('<', 'equalityConfusion'), c('>', 'equalityConfusion')];
  return [c(answer === '<' ? '>' : '<', 'reversedComparison'), c('=', 'equalityConfusion')];
}

/**
 * Plausible wrong answers from known error patterns: distinct, never accepted as correct, never
 * negative. Comparison sums have exactly two (there are only three signs); all others at least three.
 */
export function distractorsOf(spec: SumSpec, answer: AnswerValue, acceptance: Acceptance): Distractor[] {
  let candidates: Candidate[];
  switch (answer.kind) {
    case 'number': {
      const toCandidate = ([value, pattern]: NumberCandidate): Candidate => [
        { kind: 'number', value },
        pattern,
      ];
      candidates = [...numberCandidates(spec, answer.value), ...numberFallbacks(answer.value, spec)].map(
        toCandidate,
      );
      break;
    }
    case 'split':
      candidates = spec.type === 'bond' ? splitCandidates(spec, answer.parts) : [];
      break;
    case 'order':
      candidates = orderCandidates(answer.values, spec.type === 'order' ? spec.items : []);
      break;
    case 'money':
      candidates = moneyCandidates(totalOf(answer.pieces));
      break;
    case 'comparison':
      candidates = comparisonCandidates(answer.value);
      break;
  }
  const chosen: Distractor[] = [];
  for (const [value, pattern] of candidates) {
    if (chosen.length >= MAX_DISTRACTORS) break;
    if (!isPlausibleValue(value)) continue;
    if (accepts(answer, acceptance, value)) continue;
    if (chosen.some((d) => sameAnswerValue(d.value, value))) continue;
    chosen.push({ value, pattern });
  }
  return chosen;
}

function isPlausibleValue(value: AnswerValue): boolean {
  const ok = (n: number): boolean => Number.isInteger(n) && n >= 0;
  switch (value.kind) {
    case 'number':
      return ok(value.value);
    case 'comparison':
      return true;
    case 'order':
      return value.values.every(ok);
    case 'split':
      return ok(value.parts[0]) && ok(value.parts[1]);
    case 'money':
      return value.pieces.length > 0 && value.pieces.every(ok);
  }
}
