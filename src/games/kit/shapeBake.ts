/**
 * The pure half of `bakedShapes.ts`: which box a Graphics object's commands paint, how to paint them
 * again (as Phaser's Canvas renderer does), when to bake, and where a bake lands on the device.
 * Phaser's Graphics commands are replayed here as its GraphicsCanvasRenderer does (phaser 4.2.1).
 */

/** Phaser 4's Graphics command ids (phaser/src/gameobjects/graphics/Commands.js). */
export const COMMANDS = {
  ARC: 0,
  BEGIN_PATH: 1,
  CLOSE_PATH: 2,
  FILL_RECT: 3,
  LINE_TO: 4,
  MOVE_TO: 5,
  LINE_STYLE: 6,
  FILL_STYLE: 7,
  FILL_PATH: 8,
  STROKE_PATH: 9,
  FILL_TRIANGLE: 10,
  STROKE_TRIANGLE: 11,
} as const;

/** A Graphics object's `commandBuffer`: ids and their numbers (an arc's direction is a boolean). */
export type CommandBuffer = readonly (number | boolean)[];

export interface Bounds {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Anti-aliased edges reach a little beyond the geometry. */
const EDGE = 2;
/** A stroke's joins may stick out beyond half its width (miters at angles down to about 30°). */
const JOIN = 2;
/** Bakes larger than this (device pixels a side) are not kept: the canvas limits, and memory. */
export const MAX_SIDE = 4096;

/**
 * The box (local units) that the commands paint, or null when they hold commands the bake does not
 * replay (transforms, save and restore, gradients: such objects are drawn as before).
 */
export function shapeBounds(commands: CommandBuffer): Bounds | null {
  const buffer = commands as readonly number[];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let stroke = 0;
  const add = (x: number, y: number, pad: number): void => {
    minX = Math.min(minX, x - pad);
    minY = Math.min(minY, y - pad);
    maxX = Math.max(maxX, x + pad);
    maxY = Math.max(maxY, y + pad);
  };
  for (let i = 0; i < buffer.length; i++) {
    switch (buffer[i]) {
      case COMMANDS.ARC: {
        const r = Math.abs(buffer[i + 3]!);
        add(buffer[i + 1]!, buffer[i + 2]!, r + stroke);
        i += 7;
        break;
      }
      case COMMANDS.LINE_STYLE:
        stroke = (buffer[i + 1]! / 2) * JOIN;
        i += 3;
        break;
      case COMMANDS.FILL_STYLE:
        i += 2;
        break;
      case COMMANDS.BEGIN_PATH:
      case COMMANDS.CLOSE_PATH:
      case COMMANDS.FILL_PATH:
      case COMMANDS.STROKE_PATH:
        break;
      case COMMANDS.FILL_RECT:
        add(buffer[i + 1]!, buffer[i + 2]!, 0);
        add(buffer[i + 1]! + buffer[i + 3]!, buffer[i + 2]! + buffer[i + 4]!, 0);
        i += 4;
        break;
      case COMMANDS.LINE_TO:
      case COMMANDS.MOVE_TO:
        add(buffer[i + 1]!, buffer[i + 2]!, stroke);
        i += 2;
        break;
      case COMMANDS.FILL_TRIANGLE:
      case COMMANDS.STROKE_TRIANGLE: {
        const pad = buffer[i] === COMMANDS.STROKE_TRIANGLE ? stroke : 0;
        for (let p = 0; p < 3; p++) add(buffer[i + 1 + p * 2]!, buffer[i + 2 + p * 2]!, pad);
        i += 6;
        break;
      }
      default:
        return null;
    }
  }
  if (!(maxX > minX && maxY > minY)) return null;
  return { x: minX - EDGE, y: minY - EDGE, w: maxX - minX + 2 * EDGE, h: maxY - minY + 2 * EDGE };
}

const rgba = (color: number, alpha: number): string =>
  `rgba(${(color >>> 16) & 0xff},${(color >>> 8) & 0xff},${color & 0xff},${alpha})`;

/** Paints the commands as Phaser's GraphicsCanvasRenderer does (the ones `shapeBounds` accepts). */
export function replayCommands(ctx: CanvasRenderingContext2D, commands: CommandBuffer): void {
  const buffer = commands as readonly number[];
  ctx.beginPath();
  for (let i = 0; i < buffer.length; i++) {
    const at = (k: number): number => buffer[i + k]!;
    switch (buffer[i]) {
      case COMMANDS.ARC:
        ctx.arc(at(1), at(2), at(3), at(4), at(5), Boolean(buffer[i + 6]));
        i += 7;
        break;
      case COMMANDS.LINE_STYLE:
        ctx.strokeStyle = rgba(at(2), at(3));
        ctx.lineWidth = at(1);
        i += 3;
        break;
      case COMMANDS.FILL_STYLE:
        ctx.fillStyle = rgba(at(1), at(2));
        i += 2;
        break;
      case COMMANDS.BEGIN_PATH:
        ctx.beginPath();
        break;
      case COMMANDS.CLOSE_PATH:
        ctx.closePath();
        break;
      case COMMANDS.FILL_PATH:
        ctx.fill();
        break;
      case COMMANDS.STROKE_PATH:
        ctx.stroke();
        break;
      case COMMANDS.FILL_RECT:
        ctx.fillRect(at(1), at(2), at(3), at(4));
        i += 4;
        break;
      case COMMANDS.LINE_TO:
        ctx.lineTo(at(1), at(2));
        i += 2;
        break;
      case COMMANDS.MOVE_TO:
        ctx.moveTo(at(1), at(2));
        i += 2;
        break;
      case COMMANDS.FILL_TRIANGLE:
      case COMMANDS.STROKE_TRIANGLE:
        ctx.beginPath();
        ctx.moveTo(at(1), at(2));
        ctx.lineTo(at(3), at(4));
        ctx.lineTo(at(5), at(6));
        ctx.closePath();
        if (buffer[i] === COMMANDS.FILL_TRIANGLE) ctx.fill();
        else ctx.stroke();
        i += 6;
        break;
    }
  }
}

/** What an object looks like this frame, as far as its bake goes. */
export interface Look {
  /** Changes whenever its commands do (clears, and the length of its command buffer). */
  commands: string;
  /** Device pixels per local unit, across and down. */
  scaleX: number;
  scaleY: number;
  alpha: number;
}

const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-4 * Math.max(1, Math.abs(b));
export const sameLook = (a: Look, b: Look): boolean =>
  a.commands === b.commands && same(a.scaleX, b.scaleX) && same(a.scaleY, b.scaleY) && same(a.alpha, b.alpha);

/**
 * How to draw an object this frame: `vector` (as Phaser does) while it changes from one frame to the
 * next, `draw` its bake when the bake still matches, `bake` it anew once it has held still a frame.
 */
export function planShape(previous: Look | null, now: Look, baked: Look | null): 'vector' | 'draw' | 'bake' {
  if (baked && sameLook(baked, now)) return 'draw';
  if (!previous || !sameLook(previous, now)) return 'vector';
  return 'bake';
}

/** A device transform without turn: device = (a * x + e, d * y + f). */
export interface Unturned {
  a: number;
  d: number;
  e: number;
  f: number;
}

export interface Placement {
  /** The bake canvas's size in device pixels. */
  width: number;
  height: number;
  /** Where the box's top-left corner falls inside its first device pixel (0 to 1). */
  fx: number;
  fy: number;
  /** The transform the bake is painted with: local units to bake pixels. */
  transform: [a: number, b: number, c: number, d: number, e: number, f: number];
}

/**
 * The bake of `box` under `m`: painted with the same sub-pixel offset the shape has on the device, so
 * that drawn at `bakeOrigin` its pixels are the ones the vector drawing would have made.
 */
export function placeBake(m: Unturned, box: Bounds): Placement {
  const deviceX = m.e + m.a * box.x;
  const deviceY = m.f + m.d * box.y;
  const fx = deviceX - Math.floor(deviceX);
  const fy = deviceY - Math.floor(deviceY);
  return {
    width: Math.ceil(box.w * m.a + fx) + 1,
    height: Math.ceil(box.h * m.d + fy) + 1,
    fx,
    fy,
    transform: [m.a, 0, 0, m.d, fx - m.a * box.x, fy - m.d * box.y],
  };
}

/** The whole device pixel where a bake of the box at (x, y) goes under `m` (it may have moved since). */
export function bakeOrigin(
  m: Unturned,
  bake: { x: number; y: number; fx: number; fy: number },
): [x: number, y: number] {
  return [Math.round(m.e + m.a * bake.x - bake.fx), Math.round(m.f + m.d * bake.y - bake.fy)];
}
