/**
 * Rules of Stofzuigen, without the canvas: how clean the room is and where the crumbs lie. The dust piles
 * with the answers are the kit's scattered targets (`scatter.ts`, its default zig-zag, no tilt); the
 * round itself (order of sums, retries, scoring, when it ends) is the kit's RoundMachine.
 */
import type { Field } from '../kit/scatter';
import { seededRandom } from '../kit/random';

/**
 * How much dust is left in the room: one crumb per sum of the round, swept up as each sum is done,
 * and the big heap in the corner that shrinks with them. When the last sum is done the heap is gone
 * and shows what lay under it.
 */
export function roomMess(
  done: number,
  total: number,
): { crumbsLeft: number; heapScale: number; found: boolean } {
  const left = Math.max(0, total - done);
  return {
    crumbsLeft: left,
    heapScale: total <= 0 || left === 0 ? 0 : 0.35 + 0.65 * (left / total),
    found: total > 0 && left === 0,
  };
}

/** Spots for the crumbs on the floor (seeded), clear of the piles' field centre line. */
export function crumbSpots(count: number, field: Field, seed: number): { x: number; y: number }[] {
  const rng = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    x: field.left + ((i + 0.5) / Math.max(1, count)) * (field.right - field.left) + (rng() - 0.5) * 40,
    y: field.top + (i % 2 === 0 ? 0.08 + rng() * 0.12 : 0.8 + rng() * 0.15) * (field.bottom - field.top),
  }));
}
