/**
 * Scaling math: every game draws in a logical resolution whose short side is BASE_SHORT units and
 * whose long side follows the container's shape (within limits), so a phone in portrait, a laptop and
 * a 16:9 whiteboard all get a full screen without stretched art. The canvas gets `zoom` device pixels
 * per logical unit (sharp on high-density screens, capped to spare the GPU).
 */
export const BASE_SHORT = 720;
export const MIN_LONG = 960;
export const MAX_LONG = 1600;
export const MAX_ZOOM = 2.5;
/**
 * The zoom cap for Phaser's Canvas renderer (software drawing, on machines without a usable GPU):
 * there every frame's cost grows with the backing store's pixels, so the canvas keeps the logical
 * resolution (a 720-unit short side, sharp enough for a whiteboard seen from the class) and the
 * browser scales it up, instead of drawing up to 2.5 times as many pixels in each direction.
 */
export const CANVAS_MAX_ZOOM = 1;
export const MIN_ZOOM = 0.5;

/**
 * Text the class must read from the back of the room when the game is on the whiteboard, in units:
 * the round's counter in the HUD and numbers on a scale. Sums are 72 to 96 units; at 22 to 26 units
 * (about a third of the sum, 25 to 28 px at 1920x1080) the counter and the gauge's numbers could only
 * be read up close. These are at least 32, about half the sum. Being units, they scale with the layout
 * like everything else (about 18 px on a phone in portrait).
 */
export const BOARD_TEXT_MIN = 32;
export const HUD_TEXT_SIZE = 38;
/** The HUD's white band behind the counter and pips (the HUD itself is 92 units high). */
export const HUD_BAND_HEIGHT = 56;

/**
 * The size of numbers along a scale whose labels stand `spacing` units apart: as big as fits between
 * them, up to the HUD's counter; never below 22 (the old size), so
 * labels that stand very close stay as they were.
 */
export function scaleLabelSize(spacing: number): number {
  return Math.max(22, Math.min(HUD_TEXT_SIZE, Math.floor(spacing * 0.85)));
}

/** A rectangle by its centre and size (logical units): a scene's panel, pad or field. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Viewport {
  /** Logical width and height the scenes lay out in. */
  readonly width: number;
  readonly height: number;
  readonly portrait: boolean;
  /** Device pixels per logical unit: the canvas is width*zoom by height*zoom pixels. */
  readonly zoom: number;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

export function computeViewport(
  containerWidth: number,
  containerHeight: number,
  devicePixelRatio = 1,
  maxZoom = MAX_ZOOM,
): Viewport {
  const cw = containerWidth > 0 ? containerWidth : 1280;
  const ch = containerHeight > 0 ? containerHeight : 720;
  const portrait = ch > cw;
  const aspect = portrait ? ch / cw : cw / ch;
  const long = Math.round(clamp(BASE_SHORT * aspect, MIN_LONG, MAX_LONG));
  const width = portrait ? BASE_SHORT : long;
  const height = portrait ? long : BASE_SHORT;
  // CSS pixels per logical unit once FIT has scaled the canvas into the container.
  const cssScale = Math.min(cw / width, ch / height);
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const zoom = Math.round(clamp(cssScale * dpr, MIN_ZOOM, maxZoom) * 100) / 100;
  return { width, height, portrait, zoom };
}

/**
 * Smallest size (logical units) of a tap target, so it is at least `minCss` CSS pixels on screen:
 * 48 for touch (WCAG 2.5.5 enhanced is 44), more on a whiteboard where a whole hand taps.
 */
export function minTargetSize(
  viewport: Viewport,
  containerWidth: number,
  containerHeight: number,
  minCss: number,
): number {
  const cssScale = Math.min(containerWidth / viewport.width, containerHeight / viewport.height);
  return cssScale > 0 ? Math.ceil(minCss / cssScale) : minCss;
}

/** Positions of `count` items spread evenly over [start, end], centred in equal cells. */
export function spread(count: number, start: number, end: number): number[] {
  if (count <= 0) return [];
  const cell = (end - start) / count;
  return Array.from({ length: count }, (_, i) => start + cell * (i + 0.5));
}

/** Columns and rows of a grid of `count` cells that best fills a w by h box (cells near square). */
export function gridFor(count: number, w: number, h: number): { cols: number; rows: number } {
  let best = { cols: count, rows: 1, score: -Infinity };
  for (let cols = 1; cols <= count; cols++) {
    const rows = Math.ceil(count / cols);
    const cell = Math.min(w / cols, h / rows);
    const score = cell - (cols * rows - count) * 0.01;
    if (score > best.score) best = { cols, rows, score };
  }
  return { cols: best.cols, rows: best.rows };
}

/** WebGL text stays sharp up to this many texture pixels per unit (the canvas zoom goes up to 2.5). */
export const MAX_TEXT_RESOLUTION = 3;

/**
 * Texture pixels per logical unit a Text is rasterised at. With WebGL: the camera zoom, at least 1
 * (sharp however the GPU scales it). With the Canvas renderer (`deviceZoom` set): exactly the device
 * zoom, so a Text drawn at its own size is copied onto the canvas pixel for pixel instead of being
 * rasterised at 1 px per unit and shrunk through the filter every frame.
 */
export function textResolutionFor(cameraZoom: number, deviceZoom?: number): number {
  if (deviceZoom !== undefined && deviceZoom > 0) return deviceZoom;
  return Math.max(1, Math.min(MAX_TEXT_RESOLUTION, cameraZoom));
}
