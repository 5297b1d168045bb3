/** Answers as a child reads them (pure; the host's live region and the scenes share it). */
import type { Locale } from '../../domain/constants';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { formatPrice } from './money';

export function answerText(sum: Sum, value: AnswerValue, locale: Locale): string {
  switch (value.kind) {
    case 'number':
      return sum.features.operation === 'money' ? formatPrice(value.value, locale) : String(value.value);
    case 'comparison':
      return value.value;
    case 'order':
      return value.values.join(', ');
    case 'split':
      return `${value.parts[0]} + ${value.parts[1]}`;
    case 'money':
      return formatPrice(
        value.pieces.reduce((a, b) => a + b, 0),
        locale,
      );
  }
}
