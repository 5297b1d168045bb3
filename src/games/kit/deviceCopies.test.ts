import { describe, expect, it } from 'vitest';
import { planCopyDraw, ScaleCopies, steadyScale } from './deviceCopies';

// A 200 px texture painted at 2 px per unit, on a canvas at 0.8 device px per unit: copy factor 0.4.
const FACTOR = 0.4;
const camera = (zoom: number, e = 0, f = 0) => ({ a: zoom, b: 0, c: 0, d: zoom, e, f });

/** A camera at 0.4 turned by 0.1 rad. */
const turned = {
  a: 0.4 * Math.cos(0.1),
  b: 0.4 * Math.sin(0.1),
  c: -0.4 * Math.sin(0.1),
  d: 0.4 * Math.cos(0.1),
  e: 0,
  f: 0,
};

describe('planCopyDraw', () => {
  it('copies pixels onto whole device pixels when the image shows at its painted size', () => {
    // Phaser: camera zoom 0.8, sprite scale 1/2, so the 200 px frame covers 100 units = 80 px.
    const plan = planCopyDraw(camera(0.4, 10.3, 20.6), FACTOR, [0, 0, 200, 200], [-100, -100, 200, 200]);
    expect(plan).toEqual({ kind: 'device-pixels', source: [0, 0, 80, 80], at: [-30, -19] });
  });

  it('rounds a frame of a strip to whole copy pixels', () => {
    const plan = planCopyDraw(camera(0.4), FACTOR, [50, 0, 50, 50], [0, 0, 50, 50]);
    expect(plan).toEqual({ kind: 'device-pixels', source: [20, 0, 20, 20], at: [0, 0] });
  });

  it('lands a layer painted at device resolution on whole pixels as it scrolls', () => {
    // Its own copy (factor 1): a full-screen star layer 0.37 px into its scroll is not resampled.
    const plan = planCopyDraw(camera(1), 1, [0, 0, 1366, 768], [-683, -383.63, 1366, 768]);
    expect(plan).toEqual({ kind: 'device-pixels', source: [0, 0, 1366, 768], at: [-683, -384] });
  });

  it('copies a Text rasterised at the device zoom onto whole pixels', () => {
    // A Text of 100.7 x 40.3 units at resolution 0.84: its frame is 84.588 x 33.852 canvas pixels,
    // drawn into its own size in units by a camera at zoom 0.84 (its own copy, factor 1).
    const plan = planCopyDraw(camera(0.84, 0, 0), 1, [0, 0, 84.588, 33.852], [250.25, 99.5, 100.7, 40.3]);
    expect(plan).toEqual({ kind: 'device-pixels', source: [0, 0, 85, 34], at: [210, 84] });
    // Popped to 1.12 times it is drawn through the transform, magnified.
    expect(planCopyDraw(camera(0.84 * 1.12), 1, [0, 0, 84.588, 33.852], [0, 0, 100.7, 40.3]).kind).toBe(
      'texture',
    );
  });

  it('draws a turned or shrunk image from the copy through the transform', () => {
    expect(planCopyDraw(turned, FACTOR, [0, 0, 200, 200], [0, 0, 200, 200])).toEqual({
      kind: 'copy',
      source: [0, 0, 80, 80],
    });
    expect(planCopyDraw(camera(0.2), FACTOR, [0, 0, 200, 200], [0, 0, 200, 200]).kind).toBe('copy');
  });

  it('draws from the full texture when the draw magnifies beyond the copy', () => {
    // A pop to 1.35 times: the copy would be blown up, the texture still has the pixels.
    expect(planCopyDraw(camera(0.4 * 1.35), FACTOR, [0, 0, 200, 200], [0, 0, 200, 200])).toEqual({
      kind: 'texture',
    });
  });

  it('leaves mirrored images to the transform', () => {
    expect(planCopyDraw(camera(0.4), FACTOR, [0, 0, 200, 200], [0, 0, -200, 200]).kind).toBe('copy');
  });

  it('draws nothing special for an empty source rectangle', () => {
    expect(planCopyDraw(camera(0.4), FACTOR, [0, 0, 0, 0], [0, 0, 10, 10])).toEqual({ kind: 'texture' });
  });
});

describe('steadyScale', () => {
  it('reads the device pixels per texture pixel of an unturned draw in a scaled container', () => {
    // The splitsmachine's machine: camera 0.84, container 1.3, image 1/2 of its 2 px per unit texture.
    const scale = steadyScale(camera(0.84 * 1.3 * 0.5), [0, 0, 400, 300], [-200, -150, 400, 300]);
    expect(scale).toBeCloseTo(0.546, 3);
  });

  it('leaves turned, mirrored, stretched and magnified draws alone', () => {
    expect(steadyScale(turned, [0, 0, 200, 200], [0, 0, 200, 200])).toBeUndefined();
    expect(steadyScale(camera(0.5), [0, 0, 200, 200], [0, 0, -200, 200])).toBeUndefined();
    expect(steadyScale({ a: 0.5, b: 0, c: 0, d: 0.7 }, [0, 0, 200, 200], [0, 0, 200, 200])).toBeUndefined();
    expect(steadyScale(camera(1.2), [0, 0, 200, 200], [0, 0, 200, 200])).toBeUndefined();
    expect(steadyScale(camera(1), [0, 0, 200, 200], [0, 0, 200, 200])).toBeUndefined();
  });
});

describe('ScaleCopies', () => {
  const copies = () => {
    const made: number[] = [];
    return { made, copies: new ScaleCopies((f) => (made.push(f), `copy@${f}`)) };
  };

  it('makes a copy once a scale has been drawn 30 times, then reuses it within 1 %', () => {
    const { made, copies: c } = copies();
    for (let i = 0; i < 29; i++) expect(c.copyFor(0.546)).toBeUndefined();
    expect(c.copyFor(0.546)).toEqual({ factor: 0.546, copy: 'copy@0.546' });
    expect(c.copyFor(0.548)?.copy).toBe('copy@0.546');
    expect(made).toEqual([0.546]);
  });

  it('makes no copy for the scales a tween passes through', () => {
    const { made, copies: c } = copies();
    for (let i = 0; i < 200; i++) expect(c.copyFor(0.3 + i * 0.003)).toBeUndefined();
    expect(made).toEqual([]);
  });

  it('keeps at most two copies per texture', () => {
    const { made, copies: c } = copies();
    for (const scale of [0.3, 0.5, 0.7]) for (let i = 0; i < 30; i++) c.copyFor(scale);
    expect(made).toEqual([0.3, 0.5]);
    expect(c.copyFor(0.7)).toBeUndefined();
  });

  it('tells interleaved steady scales apart (one texture in two containers)', () => {
    const { made, copies: c } = copies();
    for (let i = 0; i < 30; i++) {
      c.copyFor(0.4);
      c.copyFor(0.6);
    }
    expect(made).toEqual([0.4, 0.6]);
  });
});
