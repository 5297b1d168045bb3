import { describe, expect, it } from 'vitest';
import { planScatter, scatterChoices } from '../kit/scatter';
import { testWindowSums } from '../kit/testing';
import { manifest } from './manifest';
import { flightPoint, landingSpot, LEAF_SCATTER, pileGrowth } from './rules';

describe('bladblazen rules', () => {
  it('lays the leaves tilted, as if they fell, at most 25 degrees either way', () => {
    const lawn = { left: 24, right: 1256, top: 270, bottom: 560 };
    const angles = planScatter(4, lawn, 120, false, 5, LEAF_SCATTER).map((p) => p.angle);
    for (const a of angles) expect(Math.abs(a)).toBeLessThanOrEqual(25);
    expect(angles.some((a) => a !== 0)).toBe(true);
  });

  it('blows a leaf in an arc from where it lay to the pile, above the straight line', () => {
    const from = { x: 300, y: 400 };
    const to = { x: 1100, y: 640 };
    expect(flightPoint(from, to, 140, 0)).toEqual(from);
    expect(flightPoint(from, to, 140, 1)).toEqual(to);
    const mid = flightPoint(from, to, 140, 0.5);
    expect(mid.y).toBeLessThan((from.y + to.y) / 2);
    expect(mid.x).toBeCloseTo(700, 5);
  });

  it('grows the pile with every sum done and lets the hedgehog out at the end', () => {
    expect(pileGrowth(0, 8)).toEqual({ scale: 0.45, hedgehog: false });
    expect(pileGrowth(4, 8).scale).toBeGreaterThan(0.45);
    expect(pileGrowth(8, 8)).toEqual({ scale: 1, hedgehog: true });
    expect(pileGrowth(0, 0).hedgehog).toBe(false);
    // Blown leaves land on the mound, spread out, and climb as the pile fills.
    const spots = Array.from({ length: 12 }, (_, n) => landingSpot(n));
    for (const s of spots) expect(Math.abs(s.dx)).toBeLessThanOrEqual(0.34);
    expect(spots[11]!.dy).toBeLessThan(spots[0]!.dy + 0.06);
  });
});

describe('bladblazen test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) expect(scatterChoices(s, 'test')).toContainEqual(s.answer);
  });
});
