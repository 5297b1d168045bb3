/**
 * The garden's art, painted once per game on canvases: an autumn sky, a hedge and the lawn, maple
 * leaves in four colours, the leaf pile, and the hedgehog that lives in it.
 */
import type Phaser from 'phaser';
import { canvasTexture } from '../kit/art';
import { fillVertical } from '../kit/backdrop';
import { seededRandom } from '../kit/random';

export const LEAF_COLOURS: readonly (readonly [string, string])[] = [
  ['#ffb43c', '#e07b00'],
  ['#ff6b3d', '#c23b12'],
  ['#ffd93f', '#c9a200'],
  ['#c8702a', '#8a4512'],
];
export const leafKey = (i: number): string => `bb-leaf-${i % LEAF_COLOURS.length}`;
export const PILE = 'bb-pile';
export const HEDGEHOG = 'bb-hedgehog';

/** A maple leaf: five pointed lobes, veins and a stem, filled with a soft gradient. */
function paintLeaf(ctx: CanvasRenderingContext2D, w: number, h: number, light: string, dark: string): void {
  const cx = w / 2;
  const cy = h * 0.52;
  const R = Math.min(w, h) * 0.46;
  ctx.save();
  ctx.beginPath();
  const steps = 200;
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    // Five lobes, the middle one pointing up; a notch at the stem.
    const lobes = Math.pow(Math.abs(Math.cos((5 / 2) * (a + Math.PI / 2))), 1.4);
    const teeth = Math.pow(Math.abs(Math.cos((15 / 2) * (a + Math.PI / 2))), 3) * 0.08;
    const stemNotch = 1 - 0.35 * Math.exp(-Math.pow((a - Math.PI / 2) / 0.35, 2));
    const r = R * (0.5 + 0.42 * lobes + teeth) * stemNotch;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r * 0.95;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  const g = ctx.createRadialGradient(cx - R * 0.2, cy - R * 0.3, R * 0.1, cx, cy, R);
  g.addColorStop(0, light);
  g.addColorStop(1, dark);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = 'rgba(90, 40, 0, 0.45)';
  ctx.lineWidth = Math.max(1.5, w * 0.012);
  ctx.stroke();
  // Veins from the stem to the lobes' tips.
  ctx.strokeStyle = 'rgba(110, 50, 0, 0.35)';
  ctx.lineWidth = Math.max(1, w * 0.01);
  for (let k = 0; k < 5; k++) {
    const a = -Math.PI / 2 + ((k - 2) * 2 * Math.PI) / 5;
    ctx.beginPath();
    ctx.moveTo(cx, cy + R * 0.35);
    ctx.lineTo(cx + Math.cos(a) * R * 0.8, cy + Math.sin(a) * R * 0.8);
    ctx.stroke();
  }
  // Stem.
  ctx.strokeStyle = dark;
  ctx.lineWidth = Math.max(2, w * 0.025);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(cx, cy + R * 0.35);
  ctx.lineTo(cx + R * 0.08, cy + R * 0.98);
  ctx.stroke();
  ctx.restore();
}

/** The garden: sky, a low sun, a hedge along the back, the lawn with fallen leaves and a tree trunk. */
export function paintGarden(ctx: CanvasRenderingContext2D, w: number, h: number, lawnTop: number): void {
  fillVertical(ctx, w, h, [
    [0, '#9fd3f5'],
    [Math.max(0.05, (lawnTop - 40) / h), '#fde8c4'],
    [Math.min(0.99, lawnTop / h), '#fde8c4'],
    [1, '#fde8c4'],
  ]);
  // Hedge: dark green bumps along the back of the lawn.
  ctx.fillStyle = '#3f7d3a';
  ctx.fillRect(0, lawnTop - 46, w, 60);
  for (let x = -20; x < w + 40; x += 46) {
    ctx.beginPath();
    ctx.arc(x, lawnTop - 44, 34, Math.PI, 0);
    ctx.fill();
  }
  ctx.fillStyle = 'rgba(255,255,255,0.08)';
  for (let x = 0; x < w; x += 46) {
    ctx.beginPath();
    ctx.arc(x + 10, lawnTop - 56, 12, 0, Math.PI * 2);
    ctx.fill();
  }
  // Lawn.
  const lawn = ctx.createLinearGradient(0, lawnTop, 0, h);
  lawn.addColorStop(0, '#8cc65a');
  lawn.addColorStop(1, '#5fa83f');
  ctx.fillStyle = lawn;
  ctx.fillRect(0, lawnTop, w, h - lawnTop);
  const rng = seededRandom(23);
  ctx.strokeStyle = 'rgba(40, 100, 30, 0.35)';
  ctx.lineWidth = 2;
  for (let i = 0; i < (w * (h - lawnTop)) / 900; i++) {
    const x = rng() * w;
    const y = lawnTop + 10 + rng() * (h - lawnTop - 10);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + (rng() - 0.5) * 6, y - 8 - rng() * 6);
    ctx.stroke();
  }
  // Small fallen leaves here and there (scenery, not answers).
  for (let i = 0; i < Math.round(w / 55); i++) {
    const [light, dark] = LEAF_COLOURS[i % LEAF_COLOURS.length] ?? ['#ffb43c', '#e07b00'];
    const x = rng() * w;
    const y = lawnTop + 20 + rng() * (h - lawnTop - 30);
    const s = 22 + rng() * 10;
    ctx.save();
    ctx.globalAlpha = 0.7;
    ctx.translate(x - s / 2, y - s / 2);
    ctx.rotate((rng() - 0.5) * 1.5);
    paintLeaf(ctx, s, s, light, dark);
    ctx.restore();
  }
}

/** The textures of the leaves, the pile and the hedgehog. */
export function paintThings(scene: Phaser.Scene): void {
  LEAF_COLOURS.forEach(([light, dark], i) =>
    canvasTexture(scene, leafKey(i), 120, 120, (ctx, w, h) => paintLeaf(ctx, w, h, light, dark)),
  );
  canvasTexture(scene, PILE, 260, 150, (ctx, w, h) => {
    ctx.fillStyle = 'rgba(50, 70, 20, 0.3)';
    ctx.beginPath();
    ctx.ellipse(w / 2, h * 0.9, w * 0.48, h * 0.1, 0, 0, Math.PI * 2);
    ctx.fill();
    // A mound of leaves: a brown dome covered in leaves.
    ctx.fillStyle = '#a5561f';
    ctx.beginPath();
    ctx.ellipse(w / 2, h * 0.9, w * 0.46, h * 0.72, 0, Math.PI, 0);
    ctx.fill();
    const rng = seededRandom(77);
    for (let i = 0; i < 70; i++) {
      const a = Math.PI + rng() * Math.PI;
      const d = Math.sqrt(rng());
      const x = w / 2 + Math.cos(a) * w * 0.42 * d;
      const y = h * 0.9 + Math.sin(a) * h * 0.66 * d;
      const [light, dark] = LEAF_COLOURS[i % LEAF_COLOURS.length] ?? ['#ffb43c', '#e07b00'];
      const s = w * (0.1 + rng() * 0.06);
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(rng() * Math.PI * 2);
      ctx.translate(-s / 2, -s / 2);
      paintLeaf(ctx, s, s, light, dark);
      ctx.restore();
    }
  });
  canvasTexture(scene, HEDGEHOG, 140, 100, (ctx, w, h) => {
    // Spiky back.
    const cx = w * 0.45;
    const cy = h * 0.75;
    const r = w * 0.34;
    ctx.fillStyle = '#5a3b22';
    ctx.beginPath();
    for (let i = 0; i <= 26; i++) {
      const a = Math.PI + (i / 26) * Math.PI;
      const rr = i % 2 === 0 ? r * 1.18 : r * 0.92;
      const x = cx + Math.cos(a) * rr;
      const y = cy + Math.sin(a) * rr * 0.85;
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#7a5232';
    ctx.beginPath();
    ctx.ellipse(cx, cy, r * 0.85, r * 0.7, 0, Math.PI, 0);
    ctx.fill();
    // Face to the right: a light snout, a black nose and a shiny eye.
    ctx.fillStyle = '#e8c79a';
    ctx.beginPath();
    ctx.ellipse(cx + r * 0.95, cy - r * 0.18, r * 0.45, r * 0.32, -0.2, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1b1b1b';
    ctx.beginPath();
    ctx.arc(cx + r * 1.36, cy - r * 0.3, r * 0.1, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(cx + r * 0.82, cy - r * 0.34, r * 0.08, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(cx + r * 0.84, cy - r * 0.37, r * 0.03, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = 'rgba(255, 120, 120, 0.6)';
    ctx.beginPath();
    ctx.arc(cx + r * 0.95, cy - r * 0.05, r * 0.08, 0, Math.PI * 2);
    ctx.fill();
  });
}
