/**
 * Answer choices for choice games (bubbles, asteroids, cards): the correct answer and wrong ones,
 * preferring the sum's distractors (real error patterns), topped up with near numbers.
 * Comparison sums get <, = and >.
 */
import type { AnswerValue, Comparator, Sum } from '../../domain/sums/types';

export const COMPARATORS: readonly Comparator[] = ['<', '=', '>'];

/** Shuffles with the given random source (Math.random in a game, seeded in tests). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const key = (value: AnswerValue): string => JSON.stringify(value);

export function choiceValues(sum: Sum, count: number, random: () => number): AnswerValue[] {
  if (sum.answer.kind === 'comparison') return COMPARATORS.map((value) => ({ kind: 'comparison', value }));
  if (sum.answer.kind !== 'number') throw new Error(`a choice game cannot show ${sum.answer.kind} answers`);
  const correct = sum.answer.value;
  const chosen = new Map<string, AnswerValue>([[key(sum.answer), sum.answer]]);
  for (const d of sum.distractors) {
    if (chosen.size >= count) break;
    if (d.value.kind === 'number' && d.value.value >= 0 && d.value.value !== correct)
      chosen.set(key(d.value), d.value);
  }
  for (let delta = 1; chosen.size < count && delta < 50; delta++) {
    for (const n of [correct + delta, correct - delta]) {
      if (chosen.size < count && n >= 0)
        chosen.set(key({ kind: 'number', value: n }), { kind: 'number', value: n });
    }
  }
  return shuffle([...chosen.values()], random);
}
