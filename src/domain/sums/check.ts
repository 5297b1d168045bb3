import { isEuroDenomination, totalOf } from './money';
import { formatEuro } from './dutch-numbers';
import type { Acceptance, AnswerValue, CheckResult, Sum } from './types';

export function sameAnswerValue(x: AnswerValue, y: AnswerValue): boolean {
  switch (x.kind) {
    case 'number':
    case 'comparison':
      return y.kind === x.kind && y.value === x.value;
    case 'order':
      return (
        y.kind === 'order' &&
        y.values.length === x.values.length &&
        y.values.every((v, i) => v === x.values[i])
      );
    case 'split':
      return y.kind === 'split' && y.parts[0] === x.parts[0] && y.parts[1] === x.parts[1];
    case 'money': {
      if (y.kind !== 'money' || y.pieces.length !== x.pieces.length) return false;
      const a = [...x.pieces].sort((p, q) => q - p);
      const b = [...y.pieces].sort((p, q) => q - p);
      return a.every((v, i) => v === b[i]);
    }
  }
}

const isWhole = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** Whether `given` is a correct answer to a sum with this answer and acceptance rule. */
export function accepts(answer: AnswerValue, acceptance: Acceptance, given: AnswerValue): boolean {
  if (given.kind !== answer.kind) return false;
  switch (acceptance.mode) {
    case 'exact':
      return sameAnswerValue(answer, given);
    case 'anySplit':
      return (
        given.kind === 'split' &&
        isWhole(given.parts[0]) &&
        isWhole(given.parts[1]) &&
        given.parts[0] + given.parts[1] === acceptance.whole
      );
    case 'sameTotal':
      return (
        given.kind === 'money' &&
        given.pieces.length > 0 &&
        given.pieces.every(isEuroDenomination) &&
        totalOf(given.pieces) === acceptance.cents
      );
    case 'within':
      return (
        given.kind === 'number' &&
        answer.kind === 'number' &&
        Number.isFinite(given.value) &&
        Math.abs(given.value - answer.value) <= acceptance.tolerance
      );
  }
}

/** Checks a child's answer; null (time ran out, skipped) is wrong. Pure, runs in game and server alike. */
export function checkAnswer(sum: Sum, given: AnswerValue | null): CheckResult {
  if (given === null) return { correct: false, pattern: null };
  if (accepts(sum.answer, sum.acceptance, given)) return { correct: true, pattern: null };
  const match = sum.distractors.find((d) => sameAnswerValue(d.value, given));
  return { correct: false, pattern: match ? match.pattern : null };
}

/** How many answers were right and given within the fluency threshold (the fluent ones). */
export function fluentCount(
  answers: readonly { correct: boolean; responseTimeMs: number }[],
  thresholdMs: number,
): number {
  return answers.filter((a) => a.correct && a.responseTimeMs <= thresholdMs).length;
}

/** An answer written out for staff (previews, reports): `12`, `<`, `3, 5, 8`, `4 en 6`, `€ 1,50`. */
export function answerText(value: AnswerValue): string {
  switch (value.kind) {
    case 'number':
    case 'comparison':
      return String(value.value);
    case 'order':
      return value.values.join(', ');
    case 'split':
      return `${value.parts[0]} + ${value.parts[1]}`;
    case 'money':
      return formatEuro(value.pieces.reduce((total, cents) => total + cents, 0));
  }
}
