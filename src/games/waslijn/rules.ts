/**
 * Rules of the washing line, without the canvas. Two kinds of rounds:
 * - order: all cards from the basket go onto the line in order (then the child presses "done");
 * - next: a counting row hangs on the line with one empty peg; the child hangs the right card there
 *   (choosing among the correct number and the sum's distractors).
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';
import { isFull, lineValues, type OrderBoard } from '../kit/ordering';

export type WashPlan =
  | { mode: 'order'; cards: number[]; slots: number; direction: 'asc' | 'desc' }
  | { mode: 'next'; fixed: number[]; cards: number[]; slots: 1 };

export const NEXT_CHOICES = 4;

/** What the line and the basket hold for a sum. */
export function washPlan(sum: Sum, seed: string | number): WashPlan {
  if (sum.answer.kind === 'order') {
    const values = sum.answer.values;
    const cards = [...(sum.display.items ?? values)];
    const direction = values.length > 1 && (values[0] ?? 0) > (values[1] ?? 0) ? 'desc' : 'asc';
    return { mode: 'order', cards, slots: cards.length, direction };
  }
  if (sum.answer.kind === 'number' && sum.features.operation === 'count') {
    const fixed = sum.display.tokens.flatMap((t) => (t.type === 'number' ? [t.value] : []));
    const cards = choiceValues(sum, NEXT_CHOICES, seed).flatMap((v) =>
      v.kind === 'number' ? [v.value] : [],
    );
    return { mode: 'next', fixed, cards, slots: 1 };
  }
  throw new Error(`waslijn cannot show ${sum.features.operation} sums`);
}

/** Whether the child can hand in the line: order needs every card hung; next submits on hanging. */
export function readyToCheck(plan: WashPlan, board: OrderBoard): boolean {
  return isFull(board) && plan.mode === 'order';
}

/** The answer the line gives. */
export function lineAnswer(plan: WashPlan, board: OrderBoard): AnswerValue | null {
  if (!isFull(board)) return null;
  const values = lineValues(board);
  if (plan.mode === 'order') return { kind: 'order', values };
  return { kind: 'number', value: values[0] ?? 0 };
}

/** Which card goes into which slot for the correct answer (for showing it after a miss). */
export function correctPlacement(plan: WashPlan, sum: Sum): number[] {
  if (plan.mode === 'order' && sum.answer.kind === 'order') {
    const used = new Set<number>();
    return sum.answer.values.map((value) => {
      const index = plan.cards.findIndex((card, i) => card === value && !used.has(i));
      used.add(index);
      return index;
    });
  }
  if (plan.mode === 'next' && sum.answer.kind === 'number') return [plan.cards.indexOf(sum.answer.value)];
  return [];
}

export const GARMENTS = ['shirt', 'sock', 'pants', 'dress'] as const;
export type Garment = (typeof GARMENTS)[number];

/** The garment a card is drawn as: the same value always gets the same one. */
export function garmentFor(value: number): Garment {
  return GARMENTS[Math.abs(value * 7 + 3) % GARMENTS.length] as Garment;
}
