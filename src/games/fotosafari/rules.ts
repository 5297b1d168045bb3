/**
 * Rules of the photo safari, without the canvas. The child frames a photo of animals standing in
 * equal rows (the kit's array input), counts them and types the answer on the number pad. Each right
 * answer puts the photo in the album, which has a place for every planned sum of the round; a miss
 * shows the right array and the right answer but takes no photo away. A rare animal ends the round.
 */
import type { Sum } from '../../domain/sums/types';
import type { ArrayAsk } from '../kit/array';
import { fill } from '../texts';

/** The animals on the photos, one kind a sum, in turn. */
export const ANIMALS = ['zebra', 'lion', 'elephant', 'giraffe', 'hippo'] as const;
export type Animal = (typeof ANIMALS)[number];

/** The animal of the album's `n`-th photo (a new kind each photo, so the album fills with different ones). */
export function animalFor(n: number): Animal {
  return ANIMALS[((n % ANIMALS.length) + ANIMALS.length) % ANIMALS.length] as Animal;
}

/** Where the photos go in the album: a grid of `capacity` places filling a box, photos a bit taller than wide. */
export interface AlbumPlan {
  cols: number;
  rows: number;
  /** Photo size and the centres of the places, relative to the box's top left. */
  w: number;
  h: number;
  places: { x: number; y: number }[];
}

const PHOTO_RATIO = 1.15;

export function albumPlan(capacity: number, width: number, height: number, gap = 10): AlbumPlan {
  const n = Math.max(1, capacity);
  let best: AlbumPlan | null = null;
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const w = Math.min((width - gap * (cols - 1)) / cols, (height - gap * (rows - 1)) / rows / PHOTO_RATIO);
    if (w <= 0) continue;
    if (!best || w > best.w) best = { cols, rows, w, h: w * PHOTO_RATIO, places: [] };
  }
  const plan = best ?? { cols: n, rows: 1, w: 1, h: PHOTO_RATIO, places: [] };
  const usedW = plan.cols * plan.w + (plan.cols - 1) * gap;
  const usedH = plan.rows * plan.h + (plan.rows - 1) * gap;
  for (let i = 0; i < n; i++) {
    const c = i % plan.cols;
    const r = Math.floor(i / plan.cols);
    plan.places.push({
      x: (width - usedW) / 2 + c * (plan.w + gap) + plan.w / 2,
      y: (height - usedH) / 2 + r * (plan.h + gap) + plan.h / 2,
    });
  }
  return plan;
}

/** Photos in the album after `right` right answers: one each, until it is full. */
export function photosTaken(right: number, capacity: number): number {
  return Math.max(0, Math.min(right, capacity));
}

/** The frame's caption: "3 rijen van 4", "1 rij van 4". */
export function framedText(rows: number, cols: number, texts: { rowsOf: string; rowOf: string }): string {
  return fill(rows === 1 ? texts.rowOf : texts.rowsOf, { rows, cols });
}

/** Which question goes with the array: the text key for the number the sum asks. */
export function askKey(asked: ArrayAsk): 'askTotal' | 'askCols' | 'askRows' {
  return asked === 'rows' ? 'askRows' : asked === 'cols' ? 'askCols' : 'askTotal';
}

/** Digits the pad takes: never fewer than three, so the limit says nothing about the answer. */
export function padDigits(sum: Sum): number {
  const value = sum.answer.kind === 'number' ? Math.abs(sum.answer.value) : 0;
  return Math.max(3, String(value).length);
}

export const RARE_ANIMALS = ['cheetah', 'rhino', 'flamingo'] as const;
export type RareAnimal = (typeof RARE_ANIMALS)[number];

/** The rare animal at the end of a round: another one each round (it follows the window's id). */
export function rareAnimalFor(windowId: string): RareAnimal {
  let hash = 7;
  for (let i = 0; i < windowId.length; i++) hash = (hash * 33 + windowId.charCodeAt(i)) >>> 0;
  return RARE_ANIMALS[hash % RARE_ANIMALS.length] as RareAnimal;
}
