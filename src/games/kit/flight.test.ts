import { describe, expect, it } from 'vitest';
import { throwArc } from './flight';

describe('throwArc', () => {
  const from = { x: 640, y: 660 };
  const to = { x: 300, y: 420 };

  it('starts in the hand and ends on the target', () => {
    expect(throwArc(from, to, 0, 200)).toEqual({ x: 640, y: 660, scale: 1 });
    expect(throwArc(from, to, 1, 200)).toEqual({ x: 300, y: 420, scale: 1 });
  });

  it('rises `lift` above the straight line at halfway', () => {
    expect(throwArc(from, to, 0.5, 200).y).toBeCloseTo((from.y + to.y) / 2 - 200);
    expect(throwArc(from, to, 0.25, 200).y).toBeLessThan(from.y + (to.y - from.y) * 0.25);
  });

  it('shrinks as it flies away, and stays on the path outside 0..1', () => {
    expect(throwArc(from, to, 1, 200, 0.4).scale).toBeCloseTo(0.6);
    expect(throwArc(from, to, 0.5, 200, 0.4).scale).toBeCloseTo(0.8);
    expect(throwArc(from, to, 1.3, 200, 0.4)).toEqual(throwArc(from, to, 1, 200, 0.4));
    expect(throwArc(from, to, -0.2, 200)).toEqual(throwArc(from, to, 0, 200));
  });
});
