/**
 * Device-size copies of painted textures, for Phaser's Canvas renderer (software drawing).
 *
 * Textures are painted at `TEXTURE_SCALE` texture pixels per logical unit, sharp under WebGL's zoom.
 * The Canvas renderer draws every image again each frame, and on a canvas of at most one device pixel
 * per unit (`CANVAS_MAX_ZOOM`) each image is shrunk as it is drawn: Skia resamples every pixel through
 * its filtered path, which is most of a frame's cost. So the kit keeps, beside each painted texture, a
 * copy at the canvas's own resolution, and the game canvas's `drawImage` draws from the copy whenever
 * it has pixels enough for that draw (a mip level chosen per draw). An image shown at its painted size
 * is then copied one to one; one blown up by a tween or particle still draws from the full texture.
 * A texture drawn steadily at another scale (an image in a scaled container) gets a copy at that scale
 * too (`ScaleCopies`), and a Text rasterised at the device zoom is its own copy (`keepOwnDeviceCopy`).
 * Games and Phaser see the same textures and sizes as before.
 */
import type Phaser from 'phaser';

interface DeviceCopy {
  canvas: HTMLCanvasElement;
  /** Copy pixels per texture pixel (below 1). */
  factor: number;
  /** Copies at the scales it is steadily drawn at besides `factor` (a scaled container's images). */
  scaled?: ScaleCopies<HTMLCanvasElement>;
}

const copies = new WeakMap<CanvasImageSource, DeviceCopy>();
const wrapped = new WeakSet<CanvasRenderingContext2D>();
/** The game's device pixels per logical unit, in its registry while it draws from copies. */
const DEVICE_ZOOM_KEY = 'kit:deviceCopiesZoom';
/** A draw may magnify the copy this much before the full texture looks sharper. */
const MAGNIFY_TOLERANCE = 1.02;
/** A draw within this of the copy's own size is drawn at exactly that size (at most 1 px in 100). */
const ONE_TO_ONE = 0.01;
/** Copies that would save less than this are not worth their memory. */
const MIN_SAVING = 0.9;

/** Draws at one scale before that scale gets a copy of its own (a tween passes through scales). */
const SCALE_SETTLE_DRAWS = 30;
/** Copies at other scales per texture, and scales watched for one. */
const MAX_SCALE_COPIES = 2;
const MAX_SCALE_CANDIDATES = 4;

const near = (value: number, target: number, tolerance: number): boolean =>
  Math.abs(value - target) <= tolerance;

/**
 * The scale (device pixels per texture pixel) of an unturned, unmirrored draw of `source` into `dest`
 * under `m` that shrinks the texture the same both ways; undefined for any other draw.
 */
export function steadyScale(m: Transform, source: Rect, dest: Rect): number | undefined {
  const [, , sw, sh] = source;
  const [, , dw, dh] = dest;
  if ((m.b ?? 0) !== 0 || (m.c ?? 0) !== 0 || sw <= 0 || sh <= 0) return undefined;
  const kx = ((m.a ?? 1) * dw) / sw;
  const ky = ((m.d ?? 1) * dh) / sh;
  if (!(kx > 0 && ky > 0) || !near(ky / kx, 1, ONE_TO_ONE / 4)) return undefined;
  return kx < 1 - ONE_TO_ONE ? kx : undefined;
}

/**
 * Copies of one texture at the scales it is drawn at steadily (pure bookkeeping; `make` paints one).
 * A scale gets a copy once it has been drawn SCALE_SETTLE_DRAWS times, at most MAX_SCALE_COPIES per
 * texture; scales met in passing (a tween, a pop) are watched among a few candidates and dropped.
 */
export class ScaleCopies<C> {
  private readonly made: { factor: number; copy: C }[] = [];
  private readonly watched: { factor: number; draws: number }[] = [];

  constructor(private readonly make: (factor: number) => C | undefined) {}

  /** The copy for a draw at `scale`, once that scale has settled; undefined until then. */
  copyFor(scale: number): { factor: number; copy: C } | undefined {
    const made = this.made.find((m) => near(scale / m.factor, 1, ONE_TO_ONE));
    if (made) return made;
    if (this.made.length >= MAX_SCALE_COPIES) return undefined;
    let seen = this.watched.find((w) => near(scale / w.factor, 1, ONE_TO_ONE / 2));
    if (!seen) {
      if (this.watched.length >= MAX_SCALE_CANDIDATES) this.watched.shift();
      seen = { factor: scale, draws: 0 };
      this.watched.push(seen);
    }
    if (++seen.draws < SCALE_SETTLE_DRAWS) return undefined;
    this.watched.splice(this.watched.indexOf(seen), 1);
    const copy = this.make(seen.factor);
    if (copy === undefined) return undefined;
    const entry = { factor: seen.factor, copy };
    this.made.push(entry);
    return entry;
  }
}

/** `source` drawn at `factor` of its size (high-quality resampling, once). */
function resampled(source: HTMLCanvasElement, factor: number): HTMLCanvasElement | undefined {
  const width = Math.max(1, Math.round(source.width * factor));
  const height = Math.max(1, Math.round(source.height * factor));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  return canvas;
}

/** Forgets `source`'s copy (a Text's canvas goes back to Phaser's pool when the Text is destroyed). */
export function forgetDeviceCopy(source: HTMLCanvasElement): void {
  copies.delete(source);
}

/**
 * Keeps a copy of `source` at `factor` of its size (no copy when that saves next to nothing). A
 * texture already painted at the canvas's resolution is its own copy: its unturned draws still land
 * on whole device pixels (a layer that scrolls by fractions of a pixel is otherwise resampled whole).
 */
export function keepDeviceCopy(source: HTMLCanvasElement, factor: number): void {
  if (near(factor, 1, ONE_TO_ONE)) {
    copies.set(source, { canvas: source, factor: 1 });
    return;
  }
  if (!(factor > 0 && factor < MIN_SAVING)) {
    // A pooled canvas may come back as another texture: no copy left over from its last use.
    copies.delete(source);
    return;
  }
  const canvas = resampled(source, factor);
  if (!canvas) return;
  copies.set(source, {
    canvas,
    factor: canvas.width / source.width,
    // Painted once (canvasTexture), so copies at other scales stay true; a Text's canvas is its own copy.
    scaled: new ScaleCopies((f) => resampled(source, f)),
  });
}

type Rect = readonly [x: number, y: number, w: number, h: number];
type Transform = Pick<DOMMatrix2DInit, 'a' | 'b' | 'c' | 'd' | 'e' | 'f'>;

export type CopyDraw =
  /** Onto whole device pixels with no transform: the copy's pixels copied, not resampled. */
  | { kind: 'device-pixels'; source: Rect; at: readonly [x: number, y: number] }
  /** From the copy, through the current transform (it still has pixels enough). */
  | { kind: 'copy'; source: Rect }
  /** From the full texture: the draw magnifies beyond the copy. */
  | { kind: 'texture' };

/**
 * How to draw the source rectangle `source` of a texture into `dest` (logical units, under transform
 * `m`) when the texture has a copy at `factor` of its size.
 */
export function planCopyDraw(m: Transform, factor: number, source: Rect, dest: Rect): CopyDraw {
  const [sx, sy, sw, sh] = source;
  const [dx, dy, dw, dh] = dest;
  const a = m.a ?? 1;
  const b = m.b ?? 0;
  const c = m.c ?? 0;
  const d = m.d ?? 1;
  if (sw === 0 || sh === 0) return { kind: 'texture' };
  const inCopy: Rect = [sx * factor, sy * factor, sw * factor, sh * factor];
  const scaleX = (a * dw) / inCopy[2];
  const scaleY = (d * dh) / inCopy[3];
  if (b === 0 && c === 0 && near(scaleX, 1, ONE_TO_ONE) && near(scaleY, 1, ONE_TO_ONE)) {
    return {
      kind: 'device-pixels',
      source: [Math.round(inCopy[0]), Math.round(inCopy[1]), Math.round(inCopy[2]), Math.round(inCopy[3])],
      at: [Math.round((m.e ?? 0) + a * dx), Math.round((m.f ?? 0) + d * dy)],
    };
  }
  if (Math.hypot(a, b) * Math.abs(dw / sw) <= factor * MAGNIFY_TOLERANCE)
    return { kind: 'copy', source: inCopy };
  return { kind: 'texture' };
}

/**
 * Makes `ctx` (the game canvas's context) draw kept textures from their copies. Phaser's sprite,
 * particle and blitter renderers all use the nine-argument form; other forms pass through unchanged.
 */
export function drawFromDeviceCopies(ctx: CanvasRenderingContext2D): void {
  if (wrapped.has(ctx)) return;
  wrapped.add(ctx);
  const draw = ctx.drawImage.bind(ctx) as (...args: unknown[]) => void;
  ctx.drawImage = function drawImage(...args: unknown[]): void {
    const copy = args.length === 9 ? copies.get(args[0] as CanvasImageSource) : undefined;
    if (!copy) {
      draw(...args);
      return;
    }
    const [sx, sy, sw, sh, dx, dy, dw, dh] = args.slice(1) as number[];
    const source: Rect = [sx!, sy!, sw!, sh!];
    const dest: Rect = [dx!, dy!, dw!, dh!];
    const m = ctx.getTransform();
    let canvas = copy.canvas;
    let plan = planCopyDraw(m, copy.factor, source, dest);
    if (plan.kind !== 'device-pixels' && copy.scaled) {
      // Drawn steadily at another scale (an image in a scaled container): from a copy at that scale.
      const scale = steadyScale(m, source, dest);
      const other = scale === undefined ? undefined : copy.scaled.copyFor(scale);
      if (other) {
        canvas = other.copy;
        plan = planCopyDraw(m, other.copy.width / (args[0] as HTMLCanvasElement).width, source, dest);
      }
    }
    if (plan.kind === 'device-pixels') {
      const [x, y] = plan.at;
      // A Text's frame is fractional (its size times its resolution) and its canvas the whole pixels of it.
      const [cx, cy] = plan.source;
      const cw = Math.min(plan.source[2], canvas.width - cx);
      const ch = Math.min(plan.source[3], canvas.height - cy);
      if (cw <= 0 || ch <= 0) return;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      draw(canvas, cx, cy, cw, ch, x, y, cw, ch);
      ctx.setTransform(m);
    } else if (plan.kind === 'copy') draw(canvas, ...plan.source, dx, dy, dw, dh);
    else draw(...args);
  } as CanvasRenderingContext2D['drawImage'];
}

/** For a game on the Canvas renderer: its textures get copies at `zoom` device pixels per unit. */
export function drawWithDeviceCopies(scene: Phaser.Scene, zoom: number): void {
  scene.registry.set(DEVICE_ZOOM_KEY, zoom);
  drawFromDeviceCopies(scene.game.context as CanvasRenderingContext2D);
}

/** The game's device pixels per unit when it draws from device copies (the Canvas renderer), else undefined. */
export function deviceZoom(scene: Phaser.Scene): number | undefined {
  const zoom: unknown = scene.registry.get(DEVICE_ZOOM_KEY);
  return typeof zoom === 'number' ? zoom : undefined;
}

/**
 * A canvas painted at the device resolution (a Text rasterised at the device zoom) is its own copy, so
 * its unturned draws at their painted size land on whole device pixels; forgotten when `owner` goes.
 */
export function keepOwnDeviceCopy(owner: Phaser.GameObjects.GameObject, canvas: HTMLCanvasElement): void {
  keepDeviceCopy(canvas, 1);
  owner.once('destroy', () => forgetDeviceCopy(canvas));
}

/** Keeps a device-size copy of a texture painted at `scale` pixels per unit, if the game uses them. */
export function keepDeviceCopyOf(scene: Phaser.Scene, source: HTMLCanvasElement, scale: number): void {
  const zoom = deviceZoom(scene);
  if (zoom !== undefined) keepDeviceCopy(source, zoom / scale);
}
