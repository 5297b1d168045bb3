import { describe, expect, it } from 'vitest';
import {
  BOARD_TEXT_MIN,
  HUD_BAND_HEIGHT,
  HUD_TEXT_SIZE,
  scaleLabelSize,
  BASE_SHORT,
  CANVAS_MAX_ZOOM,
  computeViewport,
  gridFor,
  MAX_LONG,
  MAX_ZOOM,
  minTargetSize,
  spread,
  textResolutionFor,
} from './scaling';

describe('computeViewport', () => {
  it('gives a landscape laptop a 720-high logical screen as wide as its shape', () => {
    const vp = computeViewport(1334, 608, 1);
    expect(vp.portrait).toBe(false);
    expect(vp.height).toBe(BASE_SHORT);
    expect(vp.width).toBe(1580);
    expect(vp.zoom).toBeCloseTo(0.84, 2);
  });

  it('turns a phone in portrait into a 720-wide tall screen, sharp at its pixel density', () => {
    const vp = computeViewport(358, 680, 3);
    expect(vp.portrait).toBe(true);
    expect(vp.width).toBe(BASE_SHORT);
    expect(vp.height).toBe(1368);
    expect(vp.zoom).toBeCloseTo(1.49, 2);
  });

  it('caps very wide screens and the zoom of dense ones', () => {
    const vp = computeViewport(4000, 900, 3);
    expect(vp.width).toBe(MAX_LONG);
    expect(vp.zoom).toBe(MAX_ZOOM);
  });

  it('keeps the Canvas renderer at the logical resolution: the browser scales it up', () => {
    const whiteboard = computeViewport(1920, 1000, 1, CANVAS_MAX_ZOOM);
    expect(whiteboard.zoom).toBe(1);
    expect(whiteboard.width * whiteboard.zoom * whiteboard.height * whiteboard.zoom).toBeLessThan(
      1920 * 1000 * 0.6,
    );
    expect(computeViewport(1334, 608, 1, CANVAS_MAX_ZOOM).zoom).toBeCloseTo(0.84, 2);
  });

  it('survives an unmeasured (zero-size) container', () => {
    const vp = computeViewport(0, 0, 0);
    expect(vp.width).toBeGreaterThan(0);
    expect(vp.zoom).toBeGreaterThan(0);
  });
});

describe('minTargetSize', () => {
  it('converts a minimum size in CSS pixels to logical units', () => {
    const vp = computeViewport(360, 684, 2);
    // 684 CSS px show 1368 logical units: 56 CSS px are 112 units.
    expect(minTargetSize(vp, 360, 684, 56)).toBe(112);
  });
});

describe('spread and gridFor', () => {
  it('centres items in equal cells', () => {
    expect(spread(4, 0, 400)).toEqual([50, 150, 250, 350]);
    expect(spread(0, 0, 100)).toEqual([]);
  });

  it('picks near-square cells', () => {
    expect(gridFor(6, 600, 400)).toEqual({ cols: 3, rows: 2 });
    expect(gridFor(4, 1000, 100)).toEqual({ cols: 4, rows: 1 });
  });
});

describe('textResolutionFor', () => {
  it('keeps WebGL text sharp: the camera zoom, at least 1 and at most 3', () => {
    expect(textResolutionFor(0.84)).toBe(1);
    expect(textResolutionFor(2.5)).toBe(2.5);
    expect(textResolutionFor(4)).toBe(3);
  });

  it('rasterises Canvas text at exactly the device zoom, also below 1', () => {
    const laptop = computeViewport(1334, 608, 1, CANVAS_MAX_ZOOM).zoom;
    expect(textResolutionFor(laptop, laptop)).toBe(laptop);
    expect(textResolutionFor(0.6, 0.6)).toBe(0.6);
    expect(textResolutionFor(1, 1)).toBe(1);
  });
});

describe('text read from the back of the class', () => {
  it('the HUD counter is at least half a 72-unit sum, and its band holds it', () => {
    expect(HUD_TEXT_SIZE).toBeGreaterThanOrEqual(72 / 2);
    expect(HUD_BAND_HEIGHT).toBeGreaterThan(HUD_TEXT_SIZE * 1.2);
    // The band stays inside the HUD (92 units), so nothing a game places below it moves.
    expect(HUD_BAND_HEIGHT).toBeLessThan(92 - 16);
  });

  it('numbers on a scale grow into the room between them, up to the counter', () => {
    // Vishaak, landscape: 0-100 in tens over about 400 units, 40 apart.
    expect(scaleLabelSize(39.8)).toBeGreaterThanOrEqual(BOARD_TEXT_MIN);
    expect(scaleLabelSize(100)).toBe(HUD_TEXT_SIZE);
    // Close together they never overlap: digits are about 0.7 of the size high, so a gap stays free.
    for (const spacing of [28, 30, 34, 40])
      expect(scaleLabelSize(spacing)).toBeLessThanOrEqual(Math.max(22, spacing * 0.85));
    expect(scaleLabelSize(10)).toBe(22);
  });
});
