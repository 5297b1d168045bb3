import { describe, expect, it } from 'vitest';
import { scatterChoices, type Field } from '../kit/scatter';
import { testWindowSums } from '../kit/testing';
import { manifest } from './manifest';
import { crumbSpots, roomMess } from './rules';

const wide: Field = { left: 24, right: 1256, top: 260, bottom: 570 };

describe('stofzuigen rules', () => {
  it('cleans the room sum by sum: fewer crumbs, a smaller heap, and the coin when all are done', () => {
    expect(roomMess(0, 8)).toEqual({ crumbsLeft: 8, heapScale: 1, found: false });
    const half = roomMess(4, 8);
    expect(half.crumbsLeft).toBe(4);
    expect(half.heapScale).toBeLessThan(1);
    expect(half.heapScale).toBeGreaterThan(0);
    expect(roomMess(8, 8)).toEqual({ crumbsLeft: 0, heapScale: 0, found: true });
    expect(roomMess(0, 0).found).toBe(false);
    const spots = crumbSpots(8, wide, 29);
    expect(spots).toHaveLength(8);
    for (const s of spots) {
      expect(s.y).toBeGreaterThanOrEqual(wide.top);
      expect(s.y).toBeLessThanOrEqual(wide.bottom);
    }
  });
});

describe('stofzuigen test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) expect(scatterChoices(s, 'test')).toContainEqual(s.answer);
  });
});
