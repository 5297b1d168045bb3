/**
 * Rules of Bladblazen, without the canvas: how the leaves lie (the kit's scattered targets, `scatter.ts`,
 * with the game's own tilt), the arc a blown leaf flies to the pile, and how the pile grows. The round
 * itself (order of sums, retries, scoring, when it ends) is the kit's RoundMachine.
 */
import type { ScatterOptions } from '../kit/scatter';
import { seededRandom } from '../kit/random';

/**
 * How the leaves lie on the lawn (the kit's `planScatter`, answers from `scatterChoices`): in the wide
 * zig-zag a leaf's radius may be up to 0.32 of the lawn's height (the kit's default is 0.3), and each
 * leaf is tilted up to 25 degrees either way, as if it fell.
 */
export const LEAF_SCATTER: ScatterOptions = { zigzagHeight: 0.32, maxTilt: 25 };

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
