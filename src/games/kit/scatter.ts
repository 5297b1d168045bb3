/**
 * Scattered answer targets (pick-one games whose answers lie on a field: leaves on a lawn, dust piles
 * on a floor): how many answers lie there and where each lies. The Phaser part (the targets, the
 * keyboard's aim ring, the ring round the right one) is `ScatterTargets.ts`, the scene `ScatterScene.ts`.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from './choices';
import { seededRandom } from './random';

/** The answers on the targets: see the kit's choice rules (three for a comparison, else four). */
export function scatterChoices(sum: Sum, seed: string | number): AnswerValue[] {
  return choiceValues(sum, sum.answer.kind === 'comparison' ? 3 : 4, seed);
}

/** The rectangle the targets lie in. */
export interface Field {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ScatterPlan {
  x: number;
  y: number;
  radius: number;
  /** The target's tilt in degrees (0 unless `maxTilt` is set), so it lies as if it fell. */
  angle: number;
}

/** What the games laying targets differ in. */
export interface ScatterOptions {
  /** On a wide screen's single zig-zag row: the radius at most this share of the field's height (0.3). */
  zigzagHeight?: number;
  /** A seeded tilt of at most this many degrees either way (0: none, and no random number drawn). */
  maxTilt?: number;
}

/** Targets in a row: all of them on a wide screen, two on a phone. */
export function scatterRowLength(count: number, portrait: boolean): number {
  return portrait ? Math.min(2, count) : count;
}

/**
 * Where the targets lie: one row on a wide screen (a zig-zag, high, low, high, so it looks like things
 * lying about, not a menu), two columns on a phone. Each target sits in its own cell a little off
 * centre (seeded), never overlapping a neighbour, inside the field, and at least a tap target across.
 */
export function planScatter(
  count: number,
  field: Field,
  minTarget: number,
  portrait: boolean,
  seed: number,
  options: ScatterOptions = {},
): ScatterPlan[] {
  const { zigzagHeight = 0.3, maxTilt = 0 } = options;
  const cols = scatterRowLength(count, portrait);
  const rows = Math.ceil(count / cols);
  const cellW = (field.right - field.left) / cols;
  const zigzag = !portrait && rows === 1;
  const cellH = (field.bottom - field.top) / (zigzag ? 1 : rows);
  const radius = Math.max(
    minTarget / 2,
    Math.min(cellW * 0.4, zigzag ? cellH * zigzagHeight : cellH * 0.4, 110),
  );
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
    const angle = maxTilt > 0 ? Math.round((rng() * 2 - 1) * maxTilt) : 0;
    return { x, y, radius, angle };
  });
}
