/**
 * Still vector shapes baked into bitmaps, for Phaser's Canvas renderer (software drawing).
 *
 * The Canvas renderer replays every Graphics object's path commands each frame: the kit's panels, the
 * HUD, the number pad's keys, the sum's answer box, the buttons (colour strings parsed, paths filled
 * and stroked, anti-aliased edges rasterised again). Once a Graphics object has kept the same commands,
 * scale and alpha for a frame, it is painted once at the canvas's device resolution into a canvas of
 * its own, with the same sub-pixel offset it has on screen, and from then on drawn as one untransformed
 * `drawImage` onto whole device pixels (a copy, not a resampling) until it changes. While it changes
 * (cleared and redrawn, scaled, faded) or is turned, it is drawn as before. Games and Phaser see the
 * same objects; WebGL is not touched.
 *
 * The bake is painted with the alpha the object is drawn with and drawn over the scene at full alpha:
 * source-over compositing is associative, so a faded panel looks as it did, overlaps included.
 */
import Phaser from 'phaser';

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
const MAX_SIDE = 4096;

/**
 * The box (local units) that the commands paint, or null when they hold commands the bake does not
 * replay (transforms, save and restore, gradients: such objects are drawn as before).
 */
export function shapeBounds(buffer: readonly number[]): Bounds | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let lineWidth = 1;
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
        lineWidth = buffer[i + 1]!;
        stroke = (lineWidth / 2) * JOIN;
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
export function replayCommands(ctx: CanvasRenderingContext2D, buffer: readonly number[]): void {
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

interface Bake {
  look: Look;
  canvas: HTMLCanvasElement;
  /** The bake's top-left corner in local units, and its sub-pixel offset on the device. */
  x: number;
  y: number;
  fx: number;
  fy: number;
}

interface ShapeState {
  clears: number;
  previous: Look | null;
  bake: Bake | null;
  /** Commands the bake cannot replay (checked once per command list). */
  unbakeable: string | null;
}

type CanvasRender = (
  renderer: Phaser.Renderer.Canvas.CanvasRenderer,
  src: Phaser.GameObjects.Graphics,
  camera: Phaser.Cameras.Scene2D.Camera,
  parentMatrix?: Phaser.GameObjects.Components.TransformMatrix,
  renderTargetCtx?: CanvasRenderingContext2D,
  allowClip?: boolean,
) => void;

const states = new WeakMap<Phaser.GameObjects.Graphics, ShapeState>();
const games = new WeakSet<Phaser.Game>();
let installed = false;

function stateOf(g: Phaser.GameObjects.Graphics): ShapeState {
  let state = states.get(g);
  if (!state) {
    state = { clears: 0, previous: null, bake: null, unbakeable: null };
    states.set(g, state);
  }
  return state;
}

/** Paints `g`'s commands into a canvas at the device transform `m` (unturned, positive scales). */
function bake(g: Phaser.GameObjects.Graphics, look: Look, m: DOMMatrix, box: Bounds): Bake | null {
  const deviceX = m.e + m.a * box.x;
  const deviceY = m.f + m.d * box.y;
  const fx = deviceX - Math.floor(deviceX);
  const fy = deviceY - Math.floor(deviceY);
  const width = Math.ceil(box.w * m.a + fx) + 1;
  const height = Math.ceil(box.h * m.d + fy) + 1;
  if (width > MAX_SIDE || height > MAX_SIDE) return null;
  const old = states.get(g)?.bake?.canvas;
  const canvas = old && old.width === width && old.height === height ? old : document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(m.a, 0, 0, m.d, fx - m.a * box.x, fy - m.d * box.y);
  ctx.globalAlpha = look.alpha;
  replayCommands(ctx, g.commandBuffer as number[]);
  return { look, canvas, x: box.x, y: box.y, fx, fy };
}

function renderBaked(original: CanvasRender, ...args: Parameters<CanvasRender>): void {
  const [renderer, src, camera, parentMatrix, renderTargetCtx, allowClip] = args;
  // Masks (clip paths), other targets and other games: as Phaser does.
  if (renderTargetCtx || allowClip || !games.has(src.scene?.game)) return original(...args);
  const buffer = src.commandBuffer as number[];
  if (buffer.length === 0) return;
  const state = stateOf(src);
  const commands = `${state.clears}:${buffer.length}`;
  if (state.unbakeable === commands) return original(...args);
  const ctx = renderer.currentContext;
  if (!Phaser.Renderer.Canvas.SetTransform(renderer, ctx, src, camera, parentMatrix)) return;
  const m = ctx.getTransform();
  const turned = m.b !== 0 || m.c !== 0 || m.a <= 0 || m.d <= 0;
  const blended = ctx.globalCompositeOperation !== 'source-over';
  const look: Look = { commands, scaleX: m.a, scaleY: m.d, alpha: ctx.globalAlpha };
  const plan = turned || blended ? 'vector' : planShape(state.previous, look, state.bake?.look ?? null);
  state.previous = look;
  if (plan === 'bake') {
    const box = shapeBounds(buffer);
    state.bake = box ? bake(src, look, m, box) : null;
    // Drawn as before until its commands change (a shape too large, or commands not replayed here).
    if (!state.bake) state.unbakeable = commands;
  }
  const baked = state.bake;
  if (plan === 'vector' || !baked || !sameLook(baked.look, look)) {
    ctx.restore();
    original(...args);
    return;
  }
  camera.addToRenderList(src);
  const x = Math.round(m.e + m.a * baked.x - baked.fx);
  const y = Math.round(m.f + m.d * baked.y - baked.fy);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.drawImage(baked.canvas, x, y);
  ctx.restore();
}

/**
 * For a game on the Canvas renderer: its Graphics objects are drawn from bakes while they hold still.
 * (Phaser's Graphics renderer is wrapped once; games that did not ask are drawn as before.)
 */
export function bakeStillShapes(scene: Phaser.Scene): void {
  games.add(scene.game);
  if (installed) return;
  installed = true;
  const proto = Phaser.GameObjects.Graphics.prototype as unknown as {
    renderCanvas: CanvasRender;
    clear: () => Phaser.GameObjects.Graphics;
  };
  const original = proto.renderCanvas;
  proto.renderCanvas = function renderCanvas(...args: Parameters<CanvasRender>): void {
    renderBaked(original, ...args);
  };
  const clear = proto.clear;
  proto.clear = function (this: Phaser.GameObjects.Graphics) {
    stateOf(this).clears++;
    return clear.call(this);
  };
}
