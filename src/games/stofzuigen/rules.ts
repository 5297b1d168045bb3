/**
 * Rules of Stofzuigen, without the canvas: which answers lie on the dust piles, where the piles lie on
 * the floor, how the arrow keys walk the robot's aim over them, and how clean the room is. The round
 * itself (order of sums, retries, scoring, when it ends) is the kit's RoundMachine.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';
import { seededRandom } from '../kit/random';

/** The answers on the dust piles: see the kit's choice rules (three for a comparison, else four). */
export function pileChoices(sum: Sum, seed: string | number): AnswerValue[] {
  return choiceValues(sum, sum.answer.kind === 'comparison' ? 3 : 4, seed);
}

export interface Field {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PilePlan {
  x: number;
  y: number;
  radius: number;
}

/**
 * Where the piles lie: one row (a zig-zag, so it looks like a floor, not a menu) on a wide screen,
 * two columns on a phone. Each pile sits in its own cell, a little off centre (seeded), never
 * overlapping a neighbour, and at least a tap target across.
 */
export function planPiles(
  count: number,
  field: Field,
  minTarget: number,
  portrait: boolean,
  seed: number,
): PilePlan[] {
  const cols = portrait ? Math.min(2, count) : count;
  const rows = Math.ceil(count / cols);
  const cellW = (field.right - field.left) / cols;
  const zigzag = !portrait && rows === 1;
  const cellH = (field.bottom - field.top) / (zigzag ? 1 : rows);
  const radius = Math.max(minTarget / 2, Math.min(cellW * 0.4, zigzag ? cellH * 0.3 : cellH * 0.4, 110));
  const rng = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, count - row * cols);
    const col = i % cols;
    // A short last row is centred.
    const offset = ((cols - inRow) * cellW) / 2;
    const slackX = Math.max(0, cellW / 2 - radius) * 0.5;
    const x = field.left + offset + cellW * (col + 0.5) + (rng() * 2 - 1) * slackX;
    let y: number;
    if (zigzag) {
      // Neighbours at different heights: high, low, high, ...
      const room = Math.max(0, cellH / 2 - radius);
      y = field.top + cellH / 2 + (i % 2 === 0 ? -1 : 1) * room * (0.55 + rng() * 0.35);
    } else {
      const slackY = Math.max(0, cellH / 2 - radius) * 0.5;
      y = field.top + cellH * (row + 0.5) + (rng() * 2 - 1) * slackY;
    }
    return { x, y, radius };
  });
}

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
