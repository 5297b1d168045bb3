/**
 * Art made in code: textures painted on canvases (gradients and shading that Phaser graphics cannot do)
 * and the blob mascot drawn with Phaser graphics. Textures belong to one Phaser.Game, so every mounted
 * game paints its own.
 */
import type Phaser from 'phaser';
import { keepDeviceCopyOf } from './deviceCopies';
import { COLORS } from './ui';

/** Paints a texture once per game at `scale` times its logical size (sharp when the camera zooms). */
export function canvasTexture(
  scene: Phaser.Scene,
  key: string,
  width: number,
  height: number,
  paint: (ctx: CanvasRenderingContext2D, w: number, h: number) => void,
  scale = 2,
): string {
  if (scene.textures.exists(key)) return key;
  const w = Math.ceil(width * scale);
  const h = Math.ceil(height * scale);
  const texture = scene.textures.createCanvas(key, w, h);
  if (!texture) return key;
  const ctx = texture.getContext();
  paint(ctx, w, h);
  texture.refresh();
  keepDeviceCopyOf(scene, texture.getCanvas(), scale);
  return key;
}

export const TEXTURE_SCALE = 2;

/** An image of a canvas texture shown at its logical size. */
export function paintedImage(
  scene: Phaser.Scene,
  x: number,
  y: number,
  key: string,
): Phaser.GameObjects.Image {
  return scene.add.image(x, y, key).setScale(1 / TEXTURE_SCALE);
}

function starPath(ctx: CanvasRenderingContext2D, cx: number, cy: number, outer: number, inner: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** Shared textures: `star` (a golden star), `star-empty`, `spark` (soft dot), `confetti`. */
export function ensureKitTextures(scene: Phaser.Scene): void {
  canvasTexture(scene, 'star', 64, 64, (ctx, w, h) => {
    const g = ctx.createRadialGradient(w / 2, h * 0.4, 2, w / 2, h / 2, w / 2);
    g.addColorStop(0, '#fff7b0');
    g.addColorStop(0.5, '#ffd23f');
    g.addColorStop(1, '#f5a300');
    starPath(ctx, w / 2, h / 2 + 2, w * 0.47, w * 0.2);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.lineWidth = w * 0.04;
    ctx.strokeStyle = '#c77d00';
    ctx.stroke();
  });
  canvasTexture(scene, 'star-empty', 64, 64, (ctx, w, h) => {
    starPath(ctx, w / 2, h / 2 + 2, w * 0.47, w * 0.2);
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    ctx.fill();
    ctx.lineWidth = w * 0.04;
    ctx.strokeStyle = 'rgba(27,42,58,0.35)';
    ctx.stroke();
  });
  framedTexture(scene, 'spark', 32, 32, SPARK_COLORS, (ctx, x, w, h, color) => {
    const g = ctx.createRadialGradient(x + w / 2, h / 2, 0, x + w / 2, h / 2, w / 2);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(0.35, color);
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(x, 0, w, h);
  });
  framedTexture(scene, 'confetti', 12, 20, CONFETTI_COLORS, (ctx, x, w, h, color) => {
    ctx.fillStyle = color;
    ctx.fillRect(x + 1, 1, w - 2, h - 2);
  });
}

/** Colours of the `spark` frames ('0'..'3'): yellow, white, orange, light blue. */
export const SPARK_COLORS = ['#ffd23f', '#ffffff', '#ff9f43', '#9fdcff'];
/** Colours of the `confetti` frames. */
export const CONFETTI_COLORS = ['#ffd23f', '#ff6b6b', '#4aa8ff', '#3ccf6e', '#9b6bff', '#ff7eb6'];

/** Frame names '0', '1', ... of a framed texture. */
export function frameNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => String(i));
}

/**
 * A texture of equal cells side by side, one per colour, each a frame named by its index. Particles
 * pick random frames, which works on both renderers (Canvas cannot tint).
 */
export function framedTexture(
  scene: Phaser.Scene,
  key: string,
  cellW: number,
  cellH: number,
  colors: readonly string[],
  paint: (ctx: CanvasRenderingContext2D, x: number, w: number, h: number, color: string) => void,
): string {
  if (scene.textures.exists(key)) return key;
  const w = cellW * TEXTURE_SCALE;
  const h = cellH * TEXTURE_SCALE;
  canvasTexture(scene, key, cellW * colors.length, cellH, (ctx) =>
    colors.forEach((color, i) => paint(ctx, i * w, w, h, color)),
  );
  const texture = scene.textures.get(key);
  colors.forEach((_, i) => texture.add(String(i), 0, i * w, 0, w, h));
  return key;
}

export type BlobMood = 'happy' | 'wow' | 'sad' | 'calm';

const hex = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

/** Paints the Rekenblobs mascot: a soft blob with big eyes, in a 100x100 box scaled to the canvas. */
function paintBlob(ctx: CanvasRenderingContext2D, w: number, color: number, mood: BlobMood): void {
  const s = w / 100;
  const c = (x: number): number => 50 * s + x * s;
  const ellipse = (x: number, y: number, rx: number, ry: number, fill: string): void => {
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.ellipse(c(x), c(y), rx * s, ry * s, 0, 0, Math.PI * 2);
    ctx.fill();
  };
  ellipse(0, 44, 38, 6, 'rgba(0,0,0,0.15)');
  const body = ctx.createRadialGradient(c(-14), c(-20), 4 * s, c(0), c(4), 52 * s);
  body.addColorStop(0, '#ffffff');
  body.addColorStop(0.12, hex(color));
  body.addColorStop(1, hex(color));
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.ellipse(c(0), c(8), 46 * s, 36 * s, 0, 0, Math.PI * 2);
  ctx.arc(c(-26), c(-12), 20 * s, 0, Math.PI * 2);
  ctx.moveTo(c(48), c(-16));
  ctx.arc(c(22), c(-16), 24 * s, 0, Math.PI * 2);
  ctx.moveTo(c(20), c(-24));
  ctx.arc(c(0), c(-24), 20 * s, 0, Math.PI * 2);
  ctx.fill();
  ellipse(-30, 36, 13, 8, hex(color));
  ellipse(30, 36, 13, 8, hex(color));
  ctx.globalAlpha = 0.1;
  ellipse(0, 30, 40, 12, '#000000');
  ctx.globalAlpha = 1;
  for (const ex of [-16, 16]) {
    ellipse(ex, -6, 11, mood === 'wow' ? 14 : 12, '#ffffff');
    ellipse(ex + 2, mood === 'sad' ? -2 : -4, 6, 6, hex(COLORS.ink));
    ellipse(ex + 4, -7, 2, 2, '#ffffff');
  }
  ctx.globalAlpha = 0.55;
  ellipse(-30, 12, 6, 3.5, hex(COLORS.pink));
  ellipse(30, 12, 6, 3.5, hex(COLORS.pink));
  ctx.globalAlpha = 1;
  ctx.strokeStyle = hex(COLORS.ink);
  ctx.lineWidth = 4 * s;
  ctx.lineCap = 'round';
  ctx.beginPath();
  if (mood === 'happy') {
    ctx.arc(c(0), c(10), 12 * s, 0.15 * Math.PI, 0.85 * Math.PI);
    ctx.stroke();
  } else if (mood === 'wow') {
    ellipse(0, 18, 6, 7, hex(COLORS.ink));
  } else if (mood === 'sad') {
    ctx.arc(c(0), c(26), 10 * s, 1.2 * Math.PI, 1.8 * Math.PI);
    ctx.stroke();
  } else {
    ctx.moveTo(c(-8), c(16));
    ctx.lineTo(c(8), c(16));
    ctx.stroke();
  }
}

/** The mascot as an image of `size` logical units. */
export function blobImage(
  scene: Phaser.Scene,
  x: number,
  y: number,
  size: number,
  color: number = COLORS.green,
  mood: BlobMood = 'happy',
): Phaser.GameObjects.Image {
  const key = canvasTexture(
    scene,
    `blob-${color}-${mood}`,
    100,
    100,
    (ctx, w) => paintBlob(ctx, w, color, mood),
    3,
  );
  return scene.add.image(x, y, key).setDisplaySize(size, size);
}
