/**
 * Answer choices for choice games (bubbles, asteroids, cards on the line): the domain's
 * `answerChoices` (the answer and the likeliest distractors, in a seeded order), topped up with near
 * numbers when a game shows more options than the sum has distractors.
 */
import { createRng } from '../../domain/random';
import { answerChoices } from '../../domain/sums/choices';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { InputMethod } from '../runtime/contract';

export function choiceValues(sum: Sum, count: number, seed: string | number): AnswerValue[] {
  const kind = sum.answer.kind;
  if (kind !== 'number' && kind !== 'comparison')
    throw new Error(`a choice game cannot show ${kind} answers`);
  const options = answerChoices(sum, seed, count);
  if (sum.answer.kind !== 'number' || options.length >= count) return options;
  const correct = sum.answer.value;
  const taken = new Set(options.map((o) => (o.kind === 'number' ? o.value : Number.NaN)));
  const extra: AnswerValue[] = [];
  for (let delta = 1; options.length + extra.length < count && delta < 100; delta++) {
    for (const n of [correct + delta, correct - delta]) {
      if (options.length + extra.length < count && n >= 0 && !taken.has(n)) {
        taken.add(n);
        extra.push({ kind: 'number', value: n });
      }
    }
  }
  return createRng(`${seed}:more`).shuffle([...options, ...extra]);
}

/**
 * How many answer targets a pick-one game shows: three for a comparison (<, =, >); fewer and bigger
 * ones on a phone or a whiteboard, where a finger or a hand taps; else `wide`.
 */
export function choiceCount(sum: Sum, inputMethod: InputMethod, portrait: boolean, wide = 5): number {
  if (sum.answer.kind === 'comparison') return 3;
  return inputMethod === 'whiteboard' || portrait ? 4 : wide;
}
