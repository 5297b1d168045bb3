/**
 * Rules of the washing line, without the canvas. The line can be:
 * - order: all cards from the basket go onto the line in order (then the child presses "done");
 * - next: a counting row hangs on the line with one empty peg; the child hangs the right card there
 *   (choosing among the correct number and the sum's distractors);
 * - read: the line is a number line with some numbers hanging on it; which card goes on the empty peg?
 * - place: the line is a number line with a peg on every tick; hang the card on the peg of its number.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';
import { isFull, lineValues, type OrderBoard } from '../kit/ordering';

export type WashPlan =
  | { mode: 'order'; cards: number[]; slots: number; direction: 'asc' | 'desc' }
  | { mode: 'next'; fixed: number[]; cards: number[]; slots: 1 }
  | { mode: 'read'; min: number; max: number; fixed: number[]; target: number; cards: number[]; slots: 1 }
  | {
      mode: 'place';
      min: number;
      max: number;
      pegs: number[];
      labels: number[];
      cards: number[];
      slots: number;
    };

export const NEXT_CHOICES = 4;
/** Most pegs a number line gets (more would be too small to hit). */
export const MAX_PEGS = 21;

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
  const line = sum.display.numberLine;
  if (sum.answer.kind === 'number' && sum.features.operation === 'numberLine' && line) {
    const target = sum.answer.value;
    if (sum.features.form === 'readPosition') {
      const cards = choiceValues(sum, NEXT_CHOICES, seed).flatMap((v) =>
        v.kind === 'number' ? [v.value] : [],
      );
      return {
        mode: 'read',
        min: line.min,
        max: line.max,
        fixed: line.labels.filter((l) => l !== target),
        target,
        cards,
        slots: 1,
      };
    }
    const ticks = (line.max - line.min) / line.tick;
    if (ticks + 1 > MAX_PEGS) throw new Error(`waslijn cannot place on a line of ${ticks} ticks`);
    const pegs = Array.from({ length: ticks + 1 }, (_, i) => line.min + i * line.tick);
    return {
      mode: 'place',
      min: line.min,
      max: line.max,
      pegs,
      // A printed label at the very number to place would give the answer away.
      labels: line.labels.filter((l) => l !== target),
      cards: [target],
      slots: pegs.length,
    };
  }
  throw new Error(`waslijn cannot show ${sum.features.operation} sums`);
}

/** Where a value sits along a number line, 0 (min) to 1 (max). */
export function linePosition(plan: { min: number; max: number }, value: number): number {
  return plan.max === plan.min ? 0 : (value - plan.min) / (plan.max - plan.min);
}

/** Whether the child can hand in the line: order needs every card hung; next submits on hanging. */
export function readyToCheck(plan: WashPlan, board: OrderBoard): boolean {
  return isFull(board) && plan.mode === 'order';
}

/** The answer the line gives. */
export function lineAnswer(plan: WashPlan, board: OrderBoard): AnswerValue | null {
  if (plan.mode === 'place' ? board.slots.every((card) => card === null) : !isFull(board)) return null;
  const values = lineValues(board);
  if (plan.mode === 'order') return { kind: 'order', values };
  if (plan.mode === 'place') {
    // The answer is where the card hangs: the number of its peg.
    const slot = board.slots.findIndex((card) => card !== null);
    return slot >= 0 ? { kind: 'number', value: plan.pegs[slot] ?? 0 } : null;
  }
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
  if ((plan.mode === 'next' || plan.mode === 'read') && sum.answer.kind === 'number')
    return [plan.cards.indexOf(sum.answer.value)];
  if (plan.mode === 'place' && sum.answer.kind === 'number') {
    // The card on the peg nearest to its number, the other pegs empty.
    const nearest = nearestIndex(plan.pegs, sum.answer.value);
    return plan.pegs.map((_, i) => (i === nearest ? 0 : -1));
  }
  return [];
}

/** The index of the value nearest to `target` (a peg for a number, a peg for a tap's x). */
export function nearestIndex(values: readonly number[], target: number): number {
  return values.reduce(
    (best, value, i) => (Math.abs(value - target) < Math.abs((values[best] ?? 0) - target) ? i : best),
    0,
  );
}

/**
 * The keyboard on the line: a marker walks over the pegs of a number line (place) or over the cards
 * in the basket (read, next); Enter hangs the card there. The order line has no marker.
 */
export function markerCount(plan: WashPlan): number {
  if (plan.mode === 'order') return 0;
  return plan.mode === 'place' ? plan.pegs.length : plan.cards.length;
}

/** Where the marker starts: the middle, which says nothing about the answer. */
export function markerStart(count: number): number {
  return Math.max(0, Math.floor((count - 1) / 2));
}

/** Where a key moves the marker (null: the key does not move it); the ends stop it. */
export function moveMarker(at: number, count: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, at - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(count - 1, at + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The card and the slot the marker stands for: on a number line the one card onto a peg. */
export function markedMove(plan: WashPlan, at: number): { card: number; slot: number } | null {
  if (plan.mode === 'order' || at < 0 || at >= markerCount(plan)) return null;
  return plan.mode === 'place' ? { card: 0, slot: at } : { card: at, slot: 0 };
}

export const GARMENTS = ['shirt', 'sock', 'pants', 'dress'] as const;
export type Garment = (typeof GARMENTS)[number];

/** The garment a card is drawn as: the same value always gets the same one. */
export function garmentFor(value: number): Garment {
  return GARMENTS[Math.abs(value * 7 + 3) % GARMENTS.length] as Garment;
}
