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
 * same objects; WebGL is not touched. The pure half (bounds, replay, plan, placement) is shapeBake.ts.
 *
 * The bake is painted with the alpha the object is drawn with and drawn over the scene at full alpha:
 * source-over compositing is associative, so a faded panel looks as it did, overlaps included.
 */
import Phaser from 'phaser';
import {
  bakeOrigin,
  MAX_SIDE,
  placeBake,
  planShape,
  replayCommands,
  sameLook,
  shapeBounds,
  type Bounds,
  type CommandBuffer,
  type Look,
} from './shapeBake';

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
  const { width, height, fx, fy, transform } = placeBake(m, box);
  if (width > MAX_SIDE || height > MAX_SIDE) return null;
  const old = states.get(g)?.bake?.canvas;
  const canvas = old && old.width === width && old.height === height ? old : document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(...transform);
  ctx.globalAlpha = look.alpha;
  replayCommands(ctx, g.commandBuffer as CommandBuffer);
  return { look, canvas, x: box.x, y: box.y, fx, fy };
}

function renderBaked(original: CanvasRender, ...args: Parameters<CanvasRender>): void {
  const [renderer, src, camera, parentMatrix, renderTargetCtx, allowClip] = args;
  // Masks (clip paths), other targets and other games: as Phaser does.
  if (renderTargetCtx || allowClip || !games.has(src.scene?.game)) return original(...args);
  const buffer = src.commandBuffer as CommandBuffer;
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
  const [x, y] = bakeOrigin(m, baked);
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
