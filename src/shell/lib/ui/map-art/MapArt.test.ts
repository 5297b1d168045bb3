import { describe, expect, it } from 'vitest';
import { MAP_POINTS, stopPoints, TALL_POINTS } from './MapArt';

describe('the stops on the map', () => {
  it('spread along the route from its first point to its last', () => {
    for (const route of [MAP_POINTS, TALL_POINTS]) {
      const points = stopPoints(5, route);
      expect(points[0]).toEqual(route[0]);
      expect(points[4]).toEqual(route[route.length - 1]);
    }
    expect(stopPoints(0)).toEqual([]);
  });

  it('on a phone climb from the bottom, left and right in turn, leaving the top row to the reward', () => {
    const points = stopPoints(TALL_POINTS.length, TALL_POINTS);
    points.slice(1).forEach((p, i) => {
      const prev = points[i]!;
      expect(p.y).toBeLessThan(prev.y);
      // Neighbours side by side: a label under one never reaches the next one's button.
      expect(Math.abs(p.x - prev.x)).toBeGreaterThanOrEqual(35);
    });
    expect(Math.min(...points.map((p) => p.y))).toBeGreaterThanOrEqual(20);
  });
});
