import { createRng } from '../random';
import type { AnswerValue, Sum } from './types';

/**
 * The options of a choice game: the answer and the first `count - 1` distractors (the likeliest
 * errors), in an order fixed by the seed. Comparison sums have three options at most.
 */
export function answerChoices(sum: Sum, seed: string | number, count = 4): AnswerValue[] {
  const options = [sum.answer, ...sum.distractors.slice(0, Math.max(0, count - 1)).map((d) => d.value)];
  return createRng(`${seed}:${sum.id}`).shuffle(options);
}
