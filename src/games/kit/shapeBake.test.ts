import { describe, expect, it } from 'vitest';
import {
  bakeOrigin,
  COMMANDS as C,
  placeBake,
  planShape,
  replayCommands,
  shapeBounds,
  type Look,
} from './shapeBake';

// Command buffers as Phaser's Graphics pushes them (phaser/src/gameobjects/graphics/Graphics.js),
// one command a line.
// prettier-ignore
const panel = [
  C.FILL_STYLE, 0x000000, 0.15,
  C.FILL_RECT, -100, -40, 200, 80,
  C.FILL_STYLE, 0xffffff, 1,
  C.BEGIN_PATH,
  C.ARC, 0, 0, 30, 0, Math.PI, false, 0,
  C.FILL_PATH,
];
// prettier-ignore
const stroked = [
  C.LINE_STYLE, 6, 0x4aa8ff, 1,
  C.BEGIN_PATH,
  C.MOVE_TO, 10, 20,
  C.LINE_TO, 110, 20,
  C.STROKE_PATH,
];

describe('shapeBounds', () => {
  it('spans rects and arcs, with room for anti-aliased edges', () => {
    // Rect -100..100 x -40..40; the arc's box -30..30 lies inside it. Edges add 2 a side.
    expect(shapeBounds(panel)).toEqual({ x: -102, y: -42, w: 204, h: 84 });
  });

  it('gives strokes room for their width and their joins', () => {
    // A 6-wide line: 3 each side, doubled for miter joins, then the 2 of the edges.
    expect(shapeBounds(stroked)).toEqual({ x: 10 - 6 - 2, y: 20 - 6 - 2, w: 100 + 12 + 4, h: 12 + 4 });
  });

  it('covers triangles', () => {
    expect(shapeBounds([C.FILL_TRIANGLE, 0, 0, 10, 5, -4, 8])).toEqual({ x: -6, y: -2, w: 18, h: 12 });
  });

  it('refuses commands it does not replay and empty lists', () => {
    expect(shapeBounds([14, C.FILL_RECT, 0, 0, 10, 10, 15])).toBeNull(); // save, restore
    expect(shapeBounds([C.FILL_STYLE, 0xffffff, 1, 16, 5, 5])).toBeNull(); // translate
    expect(shapeBounds([21, 1, 1, 1, 1, 0, 0, 0, 0])).toBeNull(); // gradient fill
    expect(shapeBounds([])).toBeNull();
    expect(shapeBounds([C.FILL_STYLE, 0xffffff, 1])).toBeNull();
  });
});

describe('replayCommands', () => {
  it('makes the calls Phaser makes, in order, with its colour strings', () => {
    const calls: string[] = [];
    const ctx = new Proxy(
      {},
      {
        get:
          (_t, name: string) =>
          (...args: unknown[]) =>
            calls.push(`${name}(${args.map((a) => (typeof a === 'number' ? +a.toFixed(3) : a)).join(',')})`),
        set: (_t, name: string, value: unknown) => {
          calls.push(`${name}=${String(value)}`);
          return true;
        },
      },
    ) as unknown as CanvasRenderingContext2D;
    replayCommands(ctx, [...panel, ...stroked, C.FILL_TRIANGLE, 0, 0, 10, 5, -4, 8]);
    expect(calls).toEqual([
      'beginPath()',
      'fillStyle=rgba(0,0,0,0.15)',
      'fillRect(-100,-40,200,80)',
      'fillStyle=rgba(255,255,255,1)',
      'beginPath()',
      'arc(0,0,30,0,3.142,false)',
      'fill()',
      'strokeStyle=rgba(74,168,255,1)',
      'lineWidth=6',
      'beginPath()',
      'moveTo(10,20)',
      'lineTo(110,20)',
      'stroke()',
      'beginPath()',
      'moveTo(0,0)',
      'lineTo(10,5)',
      'lineTo(-4,8)',
      'closePath()',
      'fill()',
    ]);
  });
});

describe('planShape', () => {
  const look = (over: Partial<Look> = {}): Look => ({
    commands: '0:12',
    scaleX: 0.84,
    scaleY: 0.84,
    alpha: 1,
    ...over,
  });

  it('draws a shape as before in the frame it changed, bakes it once it held still', () => {
    expect(planShape(null, look(), null)).toBe('vector');
    expect(planShape(look(), look(), null)).toBe('bake');
    expect(planShape(look(), look(), look())).toBe('draw');
  });

  it('keeps drawing a shape that changes every frame (redrawn, scaled, faded) as before', () => {
    expect(planShape(look({ commands: '1:12' }), look({ commands: '2:12' }), look())).toBe('vector');
    expect(planShape(look({ scaleX: 0.9 }), look({ scaleX: 0.92 }), look())).toBe('vector');
    expect(planShape(look({ alpha: 0.6 }), look({ alpha: 0.7 }), look())).toBe('vector');
  });

  it('bakes anew once a change has settled', () => {
    expect(planShape(look({ alpha: 0.5 }), look({ alpha: 0.5 }), look())).toBe('bake');
    expect(planShape(look({ commands: '3:40' }), look({ commands: '3:40' }), look())).toBe('bake');
    // And draws a bake that matches again (a pad faded back to where it was baked).
    expect(planShape(look({ alpha: 0.5 }), look(), look())).toBe('draw');
  });
});

describe('placeBake and bakeOrigin', () => {
  // Camera zoom 0.84, an object at device (200.3, 100.75).
  const m = { a: 0.84, d: 0.84, e: 200.3, f: 100.75 };
  const box = { x: -102, y: -42, w: 204, h: 84 };

  it('paints the bake with the sub-pixel offset the shape has on the device', () => {
    const p = placeBake(m, box);
    const left = 200.3 - 0.84 * 102; // 114.62
    const top = 100.75 - 0.84 * 42; // 65.47
    expect(p.fx).toBeCloseTo(left - 114, 9);
    expect(p.fy).toBeCloseTo(top - 65, 9);
    expect(p.width).toBe(Math.ceil(204 * 0.84 + p.fx) + 1);
    expect(p.height).toBe(Math.ceil(84 * 0.84 + p.fy) + 1);
    // A local point maps to the same device point through bake and origin as through m.
    const [a, , , d, e, f] = p.transform;
    const [ox, oy] = bakeOrigin(m, { ...box, fx: p.fx, fy: p.fy });
    expect([ox, oy]).toEqual([114, 65]);
    for (const [x, y] of [
      [0, 0],
      [-102, -42],
      [37.5, 12.25],
    ] as const) {
      expect(ox + a * x + e).toBeCloseTo(m.e + m.a * x, 9);
      expect(oy + d * y + f).toBeCloseTo(m.f + m.d * y, 9);
    }
  });

  it('lands on whole device pixels when the shape has moved since it was baked', () => {
    const p = placeBake(m, box);
    const moved = { ...m, e: m.e + 30, f: m.f - 7 };
    expect(bakeOrigin(moved, { ...box, fx: p.fx, fy: p.fy })).toEqual([144, 58]);
    // A move by a fraction of a pixel rounds to the nearest pixel (the bake keeps its own offset).
    expect(bakeOrigin({ ...m, e: m.e + 0.4 }, { ...box, fx: p.fx, fy: p.fy })).toEqual([114, 65]);
  });
});
