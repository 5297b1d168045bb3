/**
 * The fairground stall of Ballen gooien, painted once onto canvas textures: the stall (awning, back
 * wall, prize shelf, counter, basket), the cans, the answer tag, the ball, the prizes and the
 * surprise prizes.
 */
import type Phaser from 'phaser';
import { backdrop, fillVertical } from '../kit/backdrop';
import { canvasTexture } from '../kit/art';
import type { Prize, StallLayout, Surprise } from './rules';

export const CAN_COLORS = [
  ['#ff6b6b', '#b83838'],
  ['#4aa8ff', '#2a66b0'],
  ['#3ccf6e', '#1f8a45'],
] as const;

/** The stall behind everything: one image. */
export function paintStall(
  scene: Phaser.Scene,
  W: number,
  H: number,
  hud: number,
  layout: StallLayout,
): void {
  backdrop(scene, 'bg-stall', W, H, (ctx, w, h) => {
    const { counterY, shelfY, ballX, ballY } = layout;
    // Back wall: warm planks.
    fillVertical(ctx, w, h, [
      [0, '#8a5631'],
      [1, '#6b3f22'],
    ]);
    for (let x = 0; x < w; x += 64) {
      ctx.fillStyle = x % 128 === 0 ? 'rgba(255,255,255,0.05)' : 'rgba(0,0,0,0.06)';
      ctx.fillRect(x, 0, 64, counterY);
      ctx.fillStyle = 'rgba(0,0,0,0.18)';
      ctx.fillRect(x, 0, 3, counterY);
    }
    // Awning: red and white stripes with a scalloped edge, and a row of lights.
    const awningH = hud + 4;
    const stripe = 80;
    for (let x = 0, i = 0; x < w; x += stripe, i++) {
      ctx.fillStyle = i % 2 === 0 ? '#e84545' : '#fff4e6';
      ctx.fillRect(x, 0, stripe, awningH);
      ctx.beginPath();
      ctx.arc(x + stripe / 2, awningH, stripe / 2, 0, Math.PI);
      ctx.fill();
    }
    ctx.fillStyle = 'rgba(0,0,0,0.15)';
    ctx.fillRect(0, awningH - 6, w, 6);
    for (let x = stripe / 2; x < w; x += stripe) {
      const glow = ctx.createRadialGradient(x, awningH + stripe / 2 + 6, 1, x, awningH + stripe / 2 + 6, 16);
      glow.addColorStop(0, '#fffbe0');
      glow.addColorStop(0.4, '#ffd23f');
      glow.addColorStop(1, 'rgba(255,210,63,0)');
      ctx.fillStyle = glow;
      ctx.fillRect(x - 16, awningH + stripe / 2 - 10, 32, 32);
    }
    // Posts left and right, striped like a candy stick.
    for (const px of [0, w - 28]) {
      ctx.fillStyle = '#fff4e6';
      ctx.fillRect(px, awningH, 28, counterY - awningH);
      ctx.fillStyle = '#e84545';
      for (let y = awningH; y < counterY; y += 40) {
        ctx.beginPath();
        ctx.moveTo(px, y);
        ctx.lineTo(px + 28, y + 14);
        ctx.lineTo(px + 28, y + 30);
        ctx.lineTo(px, y + 16);
        ctx.closePath();
        ctx.fill();
      }
    }
    // The prize shelf.
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.fillRect(28, shelfY + 14, w - 56, 10);
    const shelf = ctx.createLinearGradient(0, shelfY, 0, shelfY + 16);
    shelf.addColorStop(0, '#e2b07a');
    shelf.addColorStop(1, '#a8743f');
    ctx.fillStyle = shelf;
    ctx.fillRect(28, shelfY, w - 56, 16);
    // On a phone a board above the counter holds the upper row of stacks.
    for (const y of layout.rows.slice(0, -1)) {
      ctx.fillStyle = 'rgba(0,0,0,0.25)';
      ctx.fillRect(28, y + 20, w - 56, 12);
      const board = ctx.createLinearGradient(0, y, 0, y + 22);
      board.addColorStop(0, '#f0c48c');
      board.addColorStop(1, '#b07a44');
      ctx.fillStyle = board;
      ctx.fillRect(28, y, w - 56, 22);
    }
    // The counter: a top board and a striped front.
    const top = ctx.createLinearGradient(0, counterY, 0, counterY + 22);
    top.addColorStop(0, '#f0c48c');
    top.addColorStop(1, '#c08650');
    ctx.fillStyle = top;
    ctx.fillRect(0, counterY, w, 22);
    const frontTop = counterY + 22;
    for (let x = 0, i = 0; x < w; x += 60, i++) {
      ctx.fillStyle = i % 2 === 0 ? '#ffd23f' : '#ff9f43';
      ctx.fillRect(x, frontTop, 60, h - frontTop);
    }
    const shade = ctx.createLinearGradient(0, frontTop, 0, h);
    shade.addColorStop(0, 'rgba(0,0,0,0.28)');
    shade.addColorStop(0.2, 'rgba(0,0,0,0.05)');
    shade.addColorStop(1, 'rgba(0,0,0,0.2)');
    ctx.fillStyle = shade;
    ctx.fillRect(0, frontTop, w, h - frontTop);
    // A basket of balls under the ball that waits to be thrown.
    const bw = 150;
    const by = ballY + 8;
    ctx.fillStyle = '#a0672e';
    ctx.beginPath();
    ctx.moveTo(ballX - bw / 2, by);
    ctx.lineTo(ballX + bw / 2, by);
    ctx.lineTo(ballX + bw / 2 - 16, by + 56);
    ctx.lineTo(ballX - bw / 2 + 16, by + 56);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.25)';
    ctx.lineWidth = 3;
    for (let y = by + 12; y < by + 56; y += 12) {
      ctx.beginPath();
      ctx.moveTo(ballX - bw / 2 + 4, y);
      ctx.lineTo(ballX + bw / 2 - 4, y);
      ctx.stroke();
    }
    for (const [dx, color] of [
      [-44, '#4aa8ff'],
      [44, '#3ccf6e'],
    ] as const) {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(ballX + dx, by - 4, 20, Math.PI, 0);
      ctx.fill();
    }
  });
}

export function paintCans(scene: Phaser.Scene): void {
  CAN_COLORS.forEach(([main, dark], i) =>
    canvasTexture(scene, `bg-can-${i}`, 80, 100, (ctx, w, h) => {
      const body = ctx.createLinearGradient(0, 0, w, 0);
      body.addColorStop(0, dark);
      body.addColorStop(0.3, main);
      body.addColorStop(0.45, '#ffffff');
      body.addColorStop(0.55, main);
      body.addColorStop(1, dark);
      ctx.fillStyle = body;
      ctx.fillRect(w * 0.06, h * 0.08, w * 0.88, h * 0.84);
      // Rims.
      ctx.fillStyle = '#c9d3dc';
      ctx.fillRect(w * 0.04, h * 0.04, w * 0.92, h * 0.08);
      ctx.fillRect(w * 0.04, h * 0.88, w * 0.92, h * 0.08);
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.fillRect(w * 0.1, h * 0.4, w * 0.8, h * 0.18);
      ctx.fillStyle = dark;
      ctx.beginPath();
      ctx.arc(w / 2, h * 0.49, h * 0.06, 0, Math.PI * 2);
      ctx.fill();
    }),
  );
  // The answer's tag hung on the stack.
  canvasTexture(scene, 'bg-tag', 160, 80, (ctx, w, h) => {
    const r = h * 0.3;
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    roundRect(ctx, 4, 8, w - 8, h - 10, r);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    roundRect(ctx, 2, 2, w - 8, h - 10, r);
    ctx.fill();
    ctx.strokeStyle = '#1b2a3a';
    ctx.lineWidth = w * 0.025;
    roundRect(ctx, 4, 4, w - 12, h - 14, r);
    ctx.stroke();
  });
  canvasTexture(scene, 'bg-ball', 60, 60, (ctx, w, h) => {
    const g = ctx.createRadialGradient(w * 0.36, h * 0.32, 2, w / 2, h / 2, w / 2);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(0.2, '#ff8a8a');
    g.addColorStop(1, '#c0392b');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(w / 2, h / 2, w / 2 - 2, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.7)';
    ctx.lineWidth = w * 0.05;
    ctx.beginPath();
    ctx.arc(w / 2, h / 2, w * 0.32, 0.2, Math.PI - 0.2);
    ctx.stroke();
  });
  // The keyboard's pick: a bouncing yellow arrow.
  canvasTexture(scene, 'bg-arrow', 60, 60, (ctx, w, h) => {
    ctx.fillStyle = '#ffd23f';
    ctx.strokeStyle = '#1b2a3a';
    ctx.lineWidth = w * 0.07;
    ctx.beginPath();
    ctx.moveTo(w * 0.3, h * 0.06);
    ctx.lineTo(w * 0.7, h * 0.06);
    ctx.lineTo(w * 0.7, h * 0.45);
    ctx.lineTo(w * 0.94, h * 0.45);
    ctx.lineTo(w / 2, h * 0.94);
    ctx.lineTo(w * 0.06, h * 0.45);
    ctx.lineTo(w * 0.3, h * 0.45);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  });
  // The ring around the right stack after a miss.
  canvasTexture(scene, 'bg-ring', 200, 240, (ctx, w, h) => {
    ctx.strokeStyle = '#3ccf6e';
    ctx.lineWidth = w * 0.05;
    ctx.beginPath();
    ctx.ellipse(w / 2, h / 2, w / 2 - w * 0.04, h / 2 - w * 0.04, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(255,255,255,0.8)';
    ctx.lineWidth = w * 0.015;
    ctx.stroke();
  });
}

function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function circle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, fill: string): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

function eyes(ctx: CanvasRenderingContext2D, x: number, y: number, gap: number, r: number): void {
  circle(ctx, x - gap, y, r, '#1b2a3a');
  circle(ctx, x + gap, y, r, '#1b2a3a');
}

function starShape(
  ctx: CanvasRenderingContext2D,
  cx: number,
  cy: number,
  outer: number,
  inner: number,
): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    if (i === 0) ctx.moveTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    else ctx.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  ctx.closePath();
}

/** The small prizes, 64x64 each, standing on their bottom edge. */
const PRIZE_PAINTERS: Record<Prize, (ctx: CanvasRenderingContext2D, s: number) => void> = {
  duck: (ctx, s) => {
    circle(ctx, 34 * s, 44 * s, 18 * s, '#ffd23f');
    circle(ctx, 24 * s, 24 * s, 12 * s, '#ffd23f');
    ctx.fillStyle = '#ff9f43';
    ctx.beginPath();
    ctx.moveTo(12 * s, 22 * s);
    ctx.lineTo(2 * s, 27 * s);
    ctx.lineTo(13 * s, 29 * s);
    ctx.fill();
    circle(ctx, 22 * s, 21 * s, 2.5 * s, '#1b2a3a');
  },
  star: (ctx, s) => {
    starShape(ctx, 32 * s, 34 * s, 28 * s, 12 * s);
    ctx.fillStyle = '#ffd23f';
    ctx.fill();
    ctx.strokeStyle = '#c79a00';
    ctx.lineWidth = 3 * s;
    ctx.stroke();
    eyes(ctx, 32 * s, 34 * s, 6 * s, 2.5 * s);
  },
  balloon: (ctx, s) => {
    ctx.strokeStyle = '#1b2a3a';
    ctx.lineWidth = 2 * s;
    ctx.beginPath();
    ctx.moveTo(32 * s, 44 * s);
    ctx.quadraticCurveTo(26 * s, 54 * s, 32 * s, 63 * s);
    ctx.stroke();
    ctx.fillStyle = '#ff7eb6';
    ctx.beginPath();
    ctx.ellipse(32 * s, 24 * s, 17 * s, 21 * s, 0, 0, Math.PI * 2);
    ctx.fill();
    circle(ctx, 26 * s, 16 * s, 4 * s, 'rgba(255,255,255,0.7)');
  },
  fish: (ctx, s) => {
    ctx.fillStyle = '#ff9f43';
    ctx.beginPath();
    ctx.ellipse(28 * s, 44 * s, 20 * s, 13 * s, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(46 * s, 44 * s);
    ctx.lineTo(62 * s, 32 * s);
    ctx.lineTo(62 * s, 56 * s);
    ctx.closePath();
    ctx.fill();
    circle(ctx, 18 * s, 41 * s, 3 * s, '#1b2a3a');
  },
  rocket: (ctx, s) => {
    ctx.fillStyle = '#ff6b6b';
    ctx.beginPath();
    ctx.moveTo(20 * s, 62 * s);
    ctx.lineTo(32 * s, 44 * s);
    ctx.lineTo(44 * s, 62 * s);
    ctx.fill();
    ctx.fillStyle = '#e8eef4';
    ctx.beginPath();
    ctx.moveTo(32 * s, 2 * s);
    ctx.quadraticCurveTo(48 * s, 24 * s, 42 * s, 56 * s);
    ctx.lineTo(22 * s, 56 * s);
    ctx.quadraticCurveTo(16 * s, 24 * s, 32 * s, 2 * s);
    ctx.fill();
    circle(ctx, 32 * s, 28 * s, 7 * s, '#4aa8ff');
  },
  heart: (ctx, s) => {
    ctx.fillStyle = '#ff6b6b';
    ctx.beginPath();
    ctx.moveTo(32 * s, 60 * s);
    ctx.bezierCurveTo(0, 38 * s, 6 * s, 10 * s, 32 * s, 22 * s);
    ctx.bezierCurveTo(58 * s, 10 * s, 64 * s, 38 * s, 32 * s, 60 * s);
    ctx.fill();
    circle(ctx, 20 * s, 24 * s, 4 * s, 'rgba(255,255,255,0.6)');
  },
  bear: (ctx, s) => {
    circle(ctx, 20 * s, 16 * s, 8 * s, '#b07a4a');
    circle(ctx, 44 * s, 16 * s, 8 * s, '#b07a4a');
    circle(ctx, 32 * s, 48 * s, 16 * s, '#b07a4a');
    circle(ctx, 32 * s, 26 * s, 15 * s, '#c98e58');
    circle(ctx, 32 * s, 31 * s, 6 * s, '#f0d2b0');
    eyes(ctx, 32 * s, 22 * s, 6 * s, 2.5 * s);
  },
  flower: (ctx, s) => {
    ctx.fillStyle = '#3f9a4a';
    ctx.fillRect(30 * s, 30 * s, 4 * s, 34 * s);
    for (let p = 0; p < 6; p++) {
      const a = (p / 6) * Math.PI * 2;
      circle(ctx, 32 * s + Math.cos(a) * 12 * s, 22 * s + Math.sin(a) * 12 * s, 9 * s, '#9b6bff');
    }
    circle(ctx, 32 * s, 22 * s, 8 * s, '#ffd23f');
  },
};

export function paintPrizes(scene: Phaser.Scene, prizes: readonly Prize[]): void {
  for (const prize of prizes)
    canvasTexture(scene, `bg-prize-${prize}`, 64, 64, (ctx, w) => PRIZE_PAINTERS[prize](ctx, w / 64));
}

/** The surprise at the end, 160x160. */
export function paintSurprise(scene: Phaser.Scene, surprise: Surprise): string {
  return canvasTexture(scene, `bg-surprise-${surprise}`, 160, 160, (ctx, w) => {
    const s = w / 160;
    // A ribbon rosette behind every surprise.
    const glow = ctx.createRadialGradient(80 * s, 80 * s, 10 * s, 80 * s, 80 * s, 80 * s);
    glow.addColorStop(0, 'rgba(255,240,160,0.95)');
    glow.addColorStop(1, 'rgba(255,240,160,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, w, w);
    if (surprise === 'cup') {
      ctx.fillStyle = '#f5b800';
      ctx.beginPath();
      ctx.moveTo(40 * s, 30 * s);
      ctx.lineTo(120 * s, 30 * s);
      ctx.quadraticCurveTo(118 * s, 100 * s, 80 * s, 104 * s);
      ctx.quadraticCurveTo(42 * s, 100 * s, 40 * s, 30 * s);
      ctx.fill();
      ctx.lineWidth = 9 * s;
      ctx.strokeStyle = '#f5b800';
      ctx.beginPath();
      ctx.arc(40 * s, 56 * s, 18 * s, Math.PI * 0.5, Math.PI * 1.5);
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(120 * s, 56 * s, 18 * s, Math.PI * 1.5, Math.PI * 0.5);
      ctx.stroke();
      ctx.fillRect(72 * s, 100 * s, 16 * s, 24 * s);
      ctx.fillStyle = '#c78f00';
      ctx.fillRect(52 * s, 122 * s, 56 * s, 16 * s);
      ctx.fillStyle = 'rgba(255,255,255,0.55)';
      ctx.fillRect(52 * s, 38 * s, 8 * s, 40 * s);
      starShape(ctx, 80 * s, 62 * s, 18 * s, 8 * s);
      ctx.fillStyle = '#fff6c2';
      ctx.fill();
    } else if (surprise === 'bear') {
      circle(ctx, 46 * s, 36 * s, 18 * s, '#9c6a3c');
      circle(ctx, 114 * s, 36 * s, 18 * s, '#9c6a3c');
      circle(ctx, 46 * s, 36 * s, 9 * s, '#f0d2b0');
      circle(ctx, 114 * s, 36 * s, 9 * s, '#f0d2b0');
      circle(ctx, 80 * s, 116 * s, 38 * s, '#9c6a3c');
      circle(ctx, 80 * s, 120 * s, 22 * s, '#f0d2b0');
      circle(ctx, 80 * s, 64 * s, 36 * s, '#b07a4a');
      circle(ctx, 80 * s, 76 * s, 14 * s, '#f0d2b0');
      circle(ctx, 80 * s, 70 * s, 5 * s, '#1b2a3a');
      eyes(ctx, 80 * s, 56 * s, 13 * s, 5 * s);
      ctx.fillStyle = '#ff6b6b';
      ctx.beginPath();
      ctx.moveTo(80 * s, 98 * s);
      ctx.lineTo(58 * s, 86 * s);
      ctx.lineTo(58 * s, 110 * s);
      ctx.closePath();
      ctx.moveTo(80 * s, 98 * s);
      ctx.lineTo(102 * s, 86 * s);
      ctx.lineTo(102 * s, 110 * s);
      ctx.closePath();
      ctx.fill();
    } else {
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.ellipse(86 * s, 104 * s, 44 * s, 28 * s, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillRect(52 * s, 110 * s, 12 * s, 36 * s);
      ctx.fillRect(104 * s, 110 * s, 12 * s, 36 * s);
      ctx.beginPath();
      ctx.ellipse(54 * s, 64 * s, 20 * s, 34 * s, -0.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.ellipse(40 * s, 44 * s, 24 * s, 16 * s, -0.2, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ffd23f';
      ctx.beginPath();
      ctx.moveTo(44 * s, 28 * s);
      ctx.lineTo(56 * s, 2 * s);
      ctx.lineTo(56 * s, 32 * s);
      ctx.closePath();
      ctx.fill();
      for (const [y, c] of [
        [36, '#ff7eb6'],
        [50, '#9b6bff'],
        [64, '#4aa8ff'],
      ] as const) {
        ctx.fillStyle = c;
        ctx.beginPath();
        ctx.ellipse(70 * s, y * s, 12 * s, 6 * s, 0.6, 0, Math.PI * 2);
        ctx.fill();
      }
      circle(ctx, 34 * s, 42 * s, 3.5 * s, '#1b2a3a');
      ctx.strokeStyle = '#ff7eb6';
      ctx.lineWidth = 7 * s;
      ctx.beginPath();
      ctx.moveTo(130 * s, 96 * s);
      ctx.quadraticCurveTo(150 * s, 110 * s, 140 * s, 136 * s);
      ctx.stroke();
    }
  });
}
