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
import { firstEmptySlot, isFull, lineValues, slotOfCard, type OrderBoard } from '../kit/ordering';

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
 * in the basket (read, next); Enter hangs the card there. The order line has a marker of its own
 * (`OrderSpot`, below).
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

/**
 * The keyboard on an order line: the marker stands on a card in the basket, a peg on the line, or the
 * check button, three rows from top to bottom: the line, the basket, the button.
 */
export type OrderSpot = { row: 'line' | 'basket' | 'check'; index: number };

/** The cards still in the basket, left to right (the basket lays them out in their own order). */
export function basketCards(board: OrderBoard): number[] {
  return board.cards.flatMap((_, card) => (slotOfCard(board, card) < 0 ? [card] : []));
}

/** Where the marker starts: the basket's first card; with the line full, the check button. */
export function orderSpotStart(board: OrderBoard): OrderSpot {
  if (basketCards(board).length > 0) return { row: 'basket', index: 0 };
  return isFull(board) ? { row: 'check', index: 0 } : { row: 'line', index: 0 };
}

/** The spot on the board as it is now (a card went to the line or came back): an empty row is left. */
export function fitOrderSpot(spot: OrderSpot, board: OrderBoard): OrderSpot {
  const basket = basketCards(board).length;
  if (spot.row === 'line') return { row: 'line', index: clamp(spot.index, board.slots.length) };
  if (spot.row === 'basket' && basket > 0) return { row: 'basket', index: clamp(spot.index, basket) };
  if (spot.row === 'check' && isFull(board)) return spot;
  return orderSpotStart(board);
}

/**
 * Where a key moves the marker on an order line (null: the key does not move it). Left and right
 * (Home, End) walk a row; up goes from the button to the basket and from the basket to the line, at
 * its first free peg; down goes back.
 */
export function moveOrderSpot(spot: OrderSpot, key: string, board: OrderBoard): OrderSpot | null {
  const at = fitOrderSpot(spot, board);
  const basket = basketCards(board).length;
  const length = at.row === 'line' ? board.slots.length : at.row === 'basket' ? basket : 1;
  const check = isFull(board);
  const free = firstEmptySlot(board);
  switch (key) {
    case 'ArrowLeft':
      return { ...at, index: Math.max(0, at.index - 1) };
    case 'ArrowRight':
      return { ...at, index: Math.min(length - 1, at.index + 1) };
    case 'Home':
      return { ...at, index: 0 };
    case 'End':
      return { ...at, index: length - 1 };
    case 'ArrowUp':
      if (at.row === 'check' && basket > 0) return { row: 'basket', index: 0 };
      if (at.row !== 'line') return { row: 'line', index: free >= 0 ? free : 0 };
      return at;
    case 'ArrowDown':
      if (at.row === 'line' && basket > 0) return { row: 'basket', index: clamp(at.index, basket) };
      if (at.row !== 'check' && check) return { row: 'check', index: 0 };
      return at;
    default:
      return null;
  }
}

/** What Enter (or Space) does at the marker on an order line. */
export type OrderAction =
  | { kind: 'lift'; card: number }
  | { kind: 'place'; card: number; slot: number }
  | { kind: 'putDown' }
  | { kind: 'check' }
  | { kind: 'none' };

/**
 * Enter on an order line, like a tap: on a basket card it lifts the card (Enter on the lifted card
 * again hangs it on the first free peg); on a peg it hangs the lifted card there (a card hanging there
 * goes where the lifted one came from), or with none lifted lifts the card hanging there; on the
 * check button it hands the line in.
 */
export function orderEnter(spot: OrderSpot, board: OrderBoard, lifted: number | null): OrderAction {
  const at = fitOrderSpot(spot, board);
  if (at.row === 'check') return isFull(board) ? { kind: 'check' } : { kind: 'none' };
  if (at.row === 'basket') {
    const card = basketCards(board)[at.index];
    if (card === undefined) return { kind: 'none' };
    if (card !== lifted) return { kind: 'lift', card };
    const free = firstEmptySlot(board);
    return free >= 0 ? { kind: 'place', card, slot: free } : { kind: 'none' };
  }
  const hanging = board.slots[at.index] ?? null;
  if (lifted !== null)
    return hanging === lifted ? { kind: 'putDown' } : { kind: 'place', card: lifted, slot: at.index };
  return hanging === null ? { kind: 'none' } : { kind: 'lift', card: hanging };
}

/**
 * Where the marker goes after Enter: from a lifted basket card up to the first free peg; after a card
 * is hung, down to the next card in the basket, or to the check button once the line is full.
 */
export function orderSpotAfter(action: OrderAction, spot: OrderSpot, board: OrderBoard): OrderSpot {
  if (action.kind === 'lift' && spot.row === 'basket') {
    const free = firstEmptySlot(board);
    return { row: 'line', index: free >= 0 ? free : 0 };
  }
  if (action.kind === 'place') return orderSpotStart(board);
  return fitOrderSpot(spot, board);
}

function clamp(index: number, length: number): number {
  return Math.max(0, Math.min(length - 1, index));
}

export const GARMENTS = ['shirt', 'sock', 'pants', 'dress'] as const;
export type Garment = (typeof GARMENTS)[number];

/** The garment a card is drawn as: the same value always gets the same one. */
export function garmentFor(value: number): Garment {
  return GARMENTS[Math.abs(value * 7 + 3) % GARMENTS.length] as Garment;
}
