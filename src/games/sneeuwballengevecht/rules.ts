/**
 * Rules of the snowball fight, without the canvas. The child recalls the answer and types it: the
 * snowball grows with every digit and, thrown, lands on the friends' snow fort as a brick with its
 * number on it. The fort has a brick for every planned sum of the round; when the round ends before
 * it is full, the snowmen put the last bricks on themselves, and a surprise comes out of the fort.
 */
import type { Sum } from '../../domain/sums/types';

/** One brick of the fort: its place in brick units (x from the fort's middle, row 0 at the bottom). */
export interface BrickSlot {
  x: number;
  row: number;
}

/** Bricks per row of a fort of `capacity` bricks: wider forts for longer rounds. */
export function fortColumns(capacity: number): number {
  if (capacity <= 6) return 3;
  if (capacity <= 12) return 4;
  return 5;
}

/**
 * Where each brick goes, in building order: rows from the bottom, full rows of `columns` bricks and,
 * in between, rows one brick shorter set over the joints (like masonry).
 */
export function fortPlan(capacity: number): BrickSlot[] {
  const columns = fortColumns(capacity);
  const slots: BrickSlot[] = [];
  for (let row = 0; slots.length < capacity; row++) {
    const count = row % 2 === 0 ? columns : columns - 1;
    for (let i = 0; i < count && slots.length < capacity; i++) slots.push({ x: i - (count - 1) / 2, row });
  }
  return slots;
}

/** Rows of the fort plan (for sizing the bricks so the fort fits its place). */
export function fortRows(capacity: number): number {
  return fortPlan(capacity).reduce((rows, slot) => Math.max(rows, slot.row + 1), 0);
}

/** Bricks on the fort after `right` right answers: one each, until it is full. */
export function bricksBuilt(right: number, capacity: number): number {
  return Math.max(0, Math.min(right, capacity));
}

/** How the pad takes the answer: euros with a comma for money sums, whole numbers otherwise. */
export function padFor(sum: Sum): { money: boolean; maxDigits: number } {
  const money = sum.features.operation === 'money';
  const value = sum.answer.kind === 'number' ? Math.abs(sum.answer.value) : 0;
  // Never fewer digits than four, so the pad's limit says nothing about the answer.
  const digits = String(money ? Math.floor(value / 100) : value).length;
  return { money, maxDigits: Math.max(money ? 3 : 4, digits) };
}

/** The snowball's radius while typing: it grows with each digit, like a ball rolled through the snow. */
export function snowballRadius(typed: string): number {
  const digits = typed.replace(/[^0-9]/g, '').length;
  return Math.min(58, 30 + digits * 8);
}

/** Where a missed snowball lands: short of the fort, a little more than halfway over the field. */
export function shortLanding(from: { x: number }, fortX: number, groundY: number): { x: number; y: number } {
  return { x: from.x + (fortX - from.x) * 0.55, y: groundY };
}

export const SURPRISES = ['flag', 'penguin', 'lights'] as const;
export type Surprise = (typeof SURPRISES)[number];

/** The surprise at the end of a round: another one each round (it follows the window's id). */
export function surpriseFor(windowId: string): Surprise {
  let hash = 0;
  for (let i = 0; i < windowId.length; i++) hash = (hash * 31 + windowId.charCodeAt(i)) >>> 0;
  return SURPRISES[hash % SURPRISES.length] as Surprise;
}

/** Plain sums (`7 + 5 = _`) speak for themselves; rows, money and number lines say what to do. */
export function showsPrompt(sum: Sum): boolean {
  return !(
    sum.features.form === 'result' &&
    ['add', 'subtract', 'multiply', 'divide', 'double', 'half', 'complement'].includes(sum.features.operation)
  );
}
