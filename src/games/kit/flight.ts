/** Things thrown across a game: a ball, a paint balloon, a snowball. */

export interface Point {
  x: number;
  y: number;
}

/**
 * Where a thrown thing is at `t` (0 in the hand, 1 at the target): on a parabola whose top rises
 * `lift` above the straight line at halfway, `shrink` smaller at the end (it flies away from the child).
 */
export function throwArc(
  from: Point,
  to: Point,
  t: number,
  lift: number,
  shrink = 0,
): { x: number; y: number; scale: number } {
  const k = Math.max(0, Math.min(1, t));
  return {
    x: from.x + (to.x - from.x) * k,
    y: from.y + (to.y - from.y) * k - lift * 4 * k * (1 - k),
    scale: 1 - shrink * k,
  };
}
