/**
 * Rules of the splitting machine, without the canvas: what goes in and comes out of the machine, the
 * correction shown after a miss, and the toys the machine makes for right answers.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';

export interface SplitPlan {
  whole: number;
  /** The part the machine gives (left chute), or null when the child splits freely. */
  given: number | null;
  /** Digits a part can have. */
  maxDigits: number;
}

export function splitPlan(sum: Sum): SplitPlan {
  if (sum.answer.kind !== 'split') throw new Error(`splitsmachine cannot show ${sum.answer.kind} answers`);
  const numbers = sum.display.tokens.flatMap((t) => (t.type === 'number' ? [t.value] : []));
  const whole = numbers[0] ?? sum.answer.parts[0] + sum.answer.parts[1];
  const given = sum.display.missing === 'all' ? null : (numbers[1] ?? sum.answer.parts[0]);
  return { whole, given, maxDigits: String(whole).length };
}

/**
 * The split to show after a miss. With a given part: the correct missing part. For a free split: the
 * child's first part completed to the whole when it fits (they chose it, so build on it), else the
 * canonical split.
 */
export function correctSplit(sum: Sum, given: AnswerValue | null): readonly [number, number] {
  if (sum.answer.kind !== 'split') throw new Error('not a split sum');
  const plan = splitPlan(sum);
  if (plan.given !== null) return [plan.given, plan.whole - plan.given];
  if (
    given?.kind === 'split' &&
    Number.isInteger(given.parts[0]) &&
    given.parts[0] >= 0 &&
    given.parts[0] <= plan.whole
  ) {
    return [given.parts[0], plan.whole - given.parts[0]];
  }
  return sum.answer.parts;
}

export const TOYS = ['car', 'robot', 'ball', 'duck'] as const;
export type Toy = (typeof TOYS)[number];

/** The toy the machine makes for the n-th right answer (0-based), in turn. */
export function toyFor(n: number): Toy {
  return TOYS[((n % TOYS.length) + TOYS.length) % TOYS.length] as Toy;
}
