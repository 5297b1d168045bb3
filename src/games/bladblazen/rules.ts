/**
 * Rules of Bladblazen, without the canvas: which answers lie on the leaves, where the leaves lie on the
 * lawn, how the arrow keys walk the blower's aim over them, the arc a blown leaf flies to the pile, and
 * how the pile grows. The round itself (order of sums, retries, scoring, when it ends) is the kit's
 * RoundMachine.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';
import { seededRandom } from '../kit/random';

/** The answers on the leaves: see the kit's choice rules (three for a comparison, else four). */
export function leafChoices(sum: Sum, seed: string | number): AnswerValue[] {
  return choiceValues(sum, sum.answer.kind === 'comparison' ? 3 : 4, seed);
}

export interface Field {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface LeafPlan {
  x: number;
  y: number;
  radius: number;
  /** The leaf's tilt in degrees, so they lie as if they fell. */
  angle: number;
}

/**
 * Where the leaves lie: one zig-zag row on a wide screen, two columns on a phone, each in its own
 * cell a little off centre (seeded), never overlapping, at least a tap target across.
 */
export function planLeaves(
  count: number,
  field: Field,
  minTarget: number,
  portrait: boolean,
  seed: number,
): LeafPlan[] {
  const cols = portrait ? Math.min(2, count) : count;
  const rows = Math.ceil(count / cols);
  const cellW = (field.right - field.left) / cols;
  const zigzag = !portrait && rows === 1;
  const cellH = (field.bottom - field.top) / (zigzag ? 1 : rows);
  const radius = Math.max(minTarget / 2, Math.min(cellW * 0.4, zigzag ? cellH * 0.32 : cellH * 0.4, 110));
  const rng = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, count - row * cols);
    const col = i % cols;
    const offset = ((cols - inRow) * cellW) / 2;
    const slackX = Math.max(0, cellW / 2 - radius) * 0.5;
    const x = field.left + offset + cellW * (col + 0.5) + (rng() * 2 - 1) * slackX;
    let y: number;
    if (zigzag) {
      const room = Math.max(0, cellH / 2 - radius);
      y = field.top + cellH / 2 + (i % 2 === 0 ? -1 : 1) * room * (0.55 + rng() * 0.35);
    } else {
      const slackY = Math.max(0, cellH / 2 - radius) * 0.5;
      y = field.top + cellH * (row + 0.5) + (rng() * 2 - 1) * slackY;
    }
    return { x, y, radius, angle: Math.round((rng() * 2 - 1) * 25) };
  });
}

/** A point `t` (0..1) along a blown leaf's flight: a curve that rises `lift` above the straight line. */
export function flightPoint(
  from: { x: number; y: number },
  to: { x: number; y: number },
  lift: number,
  t: number,
): { x: number; y: number } {
  const cx = (from.x + to.x) / 2;
  const cy = Math.min(from.y, to.y) - lift;
  const u = 1 - t;
  return {
    x: u * u * from.x + 2 * u * t * cx + t * t * to.x,
    y: u * u * from.y + 2 * u * t * cy + t * t * to.y,
  };
}

/**
 * The leaf pile grows with the sums done (every sum counts, a missed one too: no child loses leaves),
 * and when the last is done a hedgehog comes out of it.
 */
export function pileGrowth(done: number, total: number): { scale: number; hedgehog: boolean } {
  const share = total <= 0 ? 0 : Math.min(1, done / total);
  return { scale: 0.45 + 0.55 * share, hedgehog: total > 0 && done >= total };
}

/**
 * Where the n-th blown leaf lands on the pile (offsets from the pile's top centre, in units of the
 * pile's width), in a seeded spread that fills the mound from the bottom up, and its tilt.
 */
export function landingSpot(n: number): { dx: number; dy: number; angle: number } {
  const rng = seededRandom(101 + n * 13);
  const layer = Math.floor(n / 4);
  return {
    dx: (rng() * 2 - 1) * Math.max(0.1, 0.34 - layer * 0.06),
    dy: 0.18 - Math.min(layer, 3) * 0.08 + rng() * 0.06,
    angle: Math.round(rng() * 360),
  };
}
