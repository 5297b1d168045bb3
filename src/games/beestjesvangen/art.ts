/**
 * The art of Beestjes vangen, painted once onto canvas textures: the summer meadow, the five kinds of
 * bug, the net, the jar, the keyboard's ring and the surprises.
 */
import type Phaser from 'phaser';
import { backdrop, fillVertical } from '../kit/backdrop';
import { canvasTexture } from '../kit/art';
import { seededRandom } from '../kit/random';
import { BUG_KINDS, type Surprise } from './rules';

const TAU = Math.PI * 2;

/** Sky, sun, hills, the meadow with flowers, and tall grass in front. */
export function paintMeadow(scene: Phaser.Scene, W: number, H: number, grassY: number): void {
  backdrop(scene, 'bv-meadow', W, H, (ctx, w, h) => {
    fillVertical(ctx, w, h, [
      [0, '#5ab8f0'],
      [0.4, '#bfe8ff'],
      [0.41, '#bfe8ff'],
      [1, '#bfe8ff'],
    ]);
    // The sun with a soft glow.
    const sx = w * 0.86;
    const sy = h * 0.2;
    const glow = ctx.createRadialGradient(sx, sy, 30, sx, sy, 170);
    glow.addColorStop(0, 'rgba(255,244,180,0.9)');
    glow.addColorStop(1, 'rgba(255,244,180,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(sx - 170, sy - 170, 340, 340);
    ctx.fillStyle = '#ffe066';
    ctx.beginPath();
    ctx.arc(sx, sy, 52, 0, TAU);
    ctx.fill();
    // Clouds.
    const rnd = seededRandom(5);
    for (const cx of [w * 0.12, w * 0.47]) {
      ctx.fillStyle = 'rgba(255,255,255,0.9)';
      for (let i = 0; i < 4; i++) {
        ctx.beginPath();
        ctx.ellipse(cx + i * 34, h * 0.16 + (i % 2) * -14, 40 + rnd() * 10, 26, 0, 0, TAU);
        ctx.fill();
      }
    }
    // Far hills, then the meadow.
    const horizon = grassY - (h - grassY) * 1.6 - 120;
    ctx.fillStyle = '#8fcf6a';
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let x = 0; x <= w; x += 20)
      ctx.lineTo(x, horizon + Math.sin(x * 0.006) * 30 + Math.sin(x * 0.017) * 12);
    ctx.lineTo(w, h);
    ctx.fill();
    const meadow = ctx.createLinearGradient(0, horizon + 40, 0, h);
    meadow.addColorStop(0, '#7cc95a');
    meadow.addColorStop(1, '#3f9a3c');
    ctx.fillStyle = meadow;
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let x = 0; x <= w; x += 20) ctx.lineTo(x, horizon + 60 + Math.sin(x * 0.004 + 1) * 24);
    ctx.lineTo(w, h);
    ctx.fill();
    // Flowers scattered over the meadow, smaller far away.
    const colours = ['#ffffff', '#ffd23f', '#ff7eb6', '#9b6bff', '#ff6b6b'];
    for (let i = 0; i < 120; i++) {
      const y = horizon + 80 + rnd() * (h - horizon - 80);
      const x = rnd() * w;
      const size = 2 + ((y - horizon) / (h - horizon)) * 8;
      ctx.fillStyle = colours[i % colours.length] as string;
      for (let p = 0; p < 5; p++) {
        const a = (p / 5) * TAU;
        ctx.beginPath();
        ctx.arc(x + Math.cos(a) * size, y + Math.sin(a) * size, size * 0.7, 0, TAU);
        ctx.fill();
      }
      ctx.fillStyle = '#ffb000';
      ctx.beginPath();
      ctx.arc(x, y, size * 0.6, 0, TAU);
      ctx.fill();
    }
    // Tall grass along the bottom, where the catcher and the jar stand.
    ctx.fillStyle = '#2f7d32';
    ctx.fillRect(0, grassY + 30, w, h - grassY);
    for (let x = -10; x < w + 10; x += 9) {
      const tall = 40 + rnd() * 50;
      ctx.fillStyle = rnd() < 0.5 ? '#2f7d32' : '#3f9a3c';
      ctx.beginPath();
      ctx.moveTo(x, grassY + 40);
      ctx.quadraticCurveTo(
        x + 4 + rnd() * 8,
        grassY + 30 - tall * 0.5,
        x + (rnd() - 0.5) * 22,
        grassY + 30 - tall,
      );
      ctx.lineTo(x + 10, grassY + 40);
      ctx.fill();
    }
  });
}

interface WingLook {
  fore: string;
  hind: string;
  edge: string;
  spot?: string;
}

const BUTTERFLIES: Record<number, WingLook> = {
  0: { fore: '#5ab0ff', hind: '#8fc8ff', edge: '#1f4f9a' },
  1: { fore: '#fff06a', hind: '#f2de3a', edge: '#b59a00', spot: '#ff9f43' },
  2: { fore: '#e2502e', hind: '#c8401f', edge: '#4a2215', spot: '#3a6ad8' },
};

function butterfly(ctx: CanvasRenderingContext2D, s: number, look: WingLook): void {
  const c = s / 2;
  ctx.lineWidth = s * 0.02;
  ctx.strokeStyle = look.edge;
  for (const side of [-1, 1]) {
    // Forewing, big and high; hindwing, rounder and lower.
    ctx.fillStyle = look.fore;
    ctx.beginPath();
    ctx.ellipse(c + side * s * 0.22, c - s * 0.1, s * 0.24, s * 0.2, side * -0.5, 0, TAU);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = look.hind;
    ctx.beginPath();
    ctx.ellipse(c + side * s * 0.17, c + s * 0.17, s * 0.16, s * 0.15, side * 0.4, 0, TAU);
    ctx.fill();
    ctx.stroke();
    if (look.spot) {
      ctx.fillStyle = look.spot;
      ctx.beginPath();
      ctx.arc(c + side * s * 0.3, c - s * 0.18, s * 0.06, 0, TAU);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(c + side * s * 0.3, c - s * 0.18, s * 0.022, 0, TAU);
      ctx.fill();
    }
  }
  // Body and feelers.
  ctx.fillStyle = '#2b2b3a';
  ctx.beginPath();
  ctx.ellipse(c, c + s * 0.03, s * 0.035, s * 0.2, 0, 0, TAU);
  ctx.fill();
  ctx.strokeStyle = '#2b2b3a';
  ctx.lineWidth = s * 0.012;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(c, c - s * 0.15);
    ctx.quadraticCurveTo(c + side * s * 0.05, c - s * 0.3, c + side * s * 0.1, c - s * 0.34);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(c + side * s * 0.1, c - s * 0.34, s * 0.018, 0, TAU);
    ctx.fill();
  }
}

function ladybird(ctx: CanvasRenderingContext2D, s: number): void {
  const c = s / 2;
  ctx.fillStyle = '#1b1b24';
  ctx.beginPath();
  ctx.arc(c, c - s * 0.26, s * 0.12, 0, TAU);
  ctx.fill();
  const shell = ctx.createRadialGradient(c - s * 0.1, c - s * 0.1, s * 0.04, c, c, s * 0.34);
  shell.addColorStop(0, '#ff8a80');
  shell.addColorStop(0.3, '#e62e2e');
  shell.addColorStop(1, '#a51616');
  ctx.fillStyle = shell;
  ctx.beginPath();
  ctx.arc(c, c + s * 0.04, s * 0.33, 0, TAU);
  ctx.fill();
  ctx.strokeStyle = '#1b1b24';
  ctx.lineWidth = s * 0.02;
  ctx.beginPath();
  ctx.moveTo(c, c - s * 0.28);
  ctx.lineTo(c, c + s * 0.37);
  ctx.stroke();
  ctx.fillStyle = '#1b1b24';
  for (const [dx, dy] of [
    [-0.2, -0.12],
    [0.2, -0.12],
    [-0.24, 0.12],
    [0.24, 0.12],
    [-0.1, 0.26],
    [0.1, 0.26],
  ] as const) {
    ctx.beginPath();
    ctx.arc(c + dx * s, c + dy * s, s * 0.045, 0, TAU);
    ctx.fill();
  }
}

function bee(ctx: CanvasRenderingContext2D, s: number): void {
  const c = s / 2;
  ctx.fillStyle = 'rgba(230,245,255,0.85)';
  ctx.strokeStyle = 'rgba(90,130,170,0.9)';
  ctx.lineWidth = s * 0.012;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(c + side * s * 0.2, c - s * 0.2, s * 0.2, s * 0.12, side * -0.6, 0, TAU);
    ctx.fill();
    ctx.stroke();
  }
  ctx.save();
  ctx.beginPath();
  ctx.ellipse(c, c + s * 0.04, s * 0.3, s * 0.24, 0, 0, TAU);
  ctx.clip();
  ctx.fillStyle = '#ffc21a';
  ctx.fillRect(0, 0, s, s);
  ctx.fillStyle = '#2b2b24';
  for (const x of [-0.16, 0.02, 0.2]) ctx.fillRect(c + x * s - s * 0.04, 0, s * 0.08, s);
  ctx.restore();
  ctx.fillStyle = '#2b2b24';
  ctx.beginPath();
  ctx.arc(c - s * 0.32, c + s * 0.02, s * 0.1, 0, TAU);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(c + s * 0.3, c + s * 0.04);
  ctx.lineTo(c + s * 0.42, c + s * 0.06);
  ctx.lineTo(c + s * 0.3, c + s * 0.12);
  ctx.fill();
}

function paintBug(ctx: CanvasRenderingContext2D, s: number, kind: number): void {
  const look = BUTTERFLIES[kind];
  if (look) butterfly(ctx, s, look);
  else if (kind === 3) ladybird(ctx, s);
  else bee(ctx, s);
}

/** The bugs (`bv-bug-<kind>`), the net, the jar, the rings and a firefly's glow. */
export function paintCatch(scene: Phaser.Scene, scale: number): void {
  BUG_KINDS.forEach((_, kind) =>
    canvasTexture(scene, `bv-bug-${kind}`, 200, 200, (ctx, w) => paintBug(ctx, w, kind)),
  );
  canvasTexture(
    scene,
    'bv-bug-gold',
    200,
    200,
    (ctx, w) => butterfly(ctx, w, { fore: '#ffd23f', hind: '#ffe98a', edge: '#b37a00', spot: '#fff7c0' }),
    scale,
  );
  // The net: a hoop with a mesh bag on a wooden handle, the hoop at the top left.
  canvasTexture(
    scene,
    'bv-net',
    160,
    220,
    (ctx, w, h) => {
      const hx = w * 0.4;
      const hy = h * 0.26;
      const r = w * 0.34;
      ctx.strokeStyle = '#9a6a3a';
      ctx.lineWidth = w * 0.06;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(hx + r * 0.7, hy + r * 0.7);
      ctx.lineTo(w * 0.94, h * 0.97);
      ctx.stroke();
      ctx.fillStyle = 'rgba(255,255,255,0.55)';
      ctx.beginPath();
      ctx.ellipse(hx - r * 0.1, hy + r * 0.6, r * 0.8, r * 1.1, 0.3, 0, TAU);
      ctx.fill();
      ctx.strokeStyle = 'rgba(120,140,160,0.6)';
      ctx.lineWidth = w * 0.01;
      for (let i = -3; i <= 3; i++) {
        ctx.beginPath();
        ctx.moveTo(hx + i * r * 0.25, hy);
        ctx.lineTo(hx - r * 0.1 + i * r * 0.12, hy + r * 1.6);
        ctx.stroke();
      }
      ctx.strokeStyle = '#e0e4ea';
      ctx.lineWidth = w * 0.045;
      ctx.beginPath();
      ctx.arc(hx, hy, r, 0, TAU);
      ctx.stroke();
    },
    scale,
  );
  // The jar: glass with a shine and a lid with air holes.
  canvasTexture(
    scene,
    'bv-jar',
    160,
    200,
    (ctx, w, h) => {
      const x = w * 0.1;
      const y = h * 0.14;
      const jw = w * 0.8;
      const jh = h * 0.82;
      ctx.fillStyle = 'rgba(220,245,255,0.45)';
      ctx.strokeStyle = 'rgba(255,255,255,0.95)';
      ctx.lineWidth = w * 0.03;
      ctx.beginPath();
      ctx.roundRect(x, y, jw, jh, w * 0.12);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = 'rgba(255,255,255,0.6)';
      ctx.fillRect(x + jw * 0.1, y + jh * 0.1, jw * 0.08, jh * 0.7);
      ctx.fillStyle = '#d23c3c';
      ctx.beginPath();
      ctx.roundRect(w * 0.06, 0, w * 0.88, h * 0.14, w * 0.04);
      ctx.fill();
      ctx.fillStyle = '#7a1f1f';
      for (const hx of [0.3, 0.5, 0.7]) {
        ctx.beginPath();
        ctx.arc(w * hx, h * 0.07, w * 0.025, 0, TAU);
        ctx.fill();
      }
    },
    scale,
  );
  ring(scene, 'bv-aim', '#ffd23f', true, scale);
  ring(scene, 'bv-right', '#3ccf6e', false, scale);
  canvasTexture(scene, 'bv-glow', 60, 60, (ctx, w) => {
    const g = ctx.createRadialGradient(w / 2, w / 2, 1, w / 2, w / 2, w / 2);
    g.addColorStop(0, 'rgba(255,255,200,1)');
    g.addColorStop(0.3, 'rgba(220,255,90,0.8)');
    g.addColorStop(1, 'rgba(200,255,80,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, w);
  });
}

function ring(scene: Phaser.Scene, key: string, colour: string, dashed: boolean, scale: number): void {
  canvasTexture(
    scene,
    key,
    200,
    200,
    (ctx, w) => {
      ctx.strokeStyle = colour;
      ctx.lineWidth = w * 0.05;
      if (dashed) ctx.setLineDash([w * 0.08, w * 0.05]);
      ctx.beginPath();
      ctx.arc(w / 2, w / 2, w / 2 - w * 0.04, 0, TAU);
      ctx.stroke();
      if (dashed) return;
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = w * 0.015;
      ctx.stroke();
    },
    scale,
  );
}

/** The caterpillar surprise: a green caterpillar on a leaf. */
export function paintCaterpillar(scene: Phaser.Scene): string {
  return canvasTexture(scene, 'bv-caterpillar', 200, 140, (ctx, w, h) => {
    ctx.fillStyle = '#3f9a3c';
    ctx.beginPath();
    ctx.ellipse(w / 2, h * 0.7, w * 0.46, h * 0.22, -0.1, 0, TAU);
    ctx.fill();
    for (let i = 0; i < 6; i++) {
      const x = w * (0.2 + i * 0.11);
      const y = h * 0.52 - Math.sin(i * 0.9) * h * 0.08;
      ctx.fillStyle = i === 5 ? '#8fd14f' : i % 2 === 0 ? '#a6e05a' : '#7cc43f';
      ctx.beginPath();
      ctx.arc(x, y, w * (i === 5 ? 0.09 : 0.075), 0, TAU);
      ctx.fill();
    }
    ctx.fillStyle = '#1b2a3a';
    ctx.beginPath();
    ctx.arc(w * 0.78, h * 0.38, w * 0.015, 0, TAU);
    ctx.fill();
  });
}

/** The texture of a surprise (the golden butterfly, the jar of fireflies' glow, the caterpillar). */
export function surpriseTexture(scene: Phaser.Scene, surprise: Surprise): string {
  if (surprise === 'goldenButterfly') return 'bv-bug-gold';
  if (surprise === 'fireflies') return 'bv-glow';
  return paintCaterpillar(scene);
}
