/**
 * The art of Ninja, painted once onto canvas textures: the evening dojo garden, the fruit (whole and
 * in halves), the slash, the keyboard's ring and the belts.
 */
import type Phaser from 'phaser';
import { backdrop, fillVertical } from '../kit/backdrop';
import { canvasTexture, framedTexture } from '../kit/art';
import { seededRandom } from '../kit/random';
import { BELT_COLORS, FRUIT_KINDS } from './rules';

export function paintGarden(scene: Phaser.Scene, W: number, H: number, floorY: number): void {
  backdrop(scene, 'nj-garden', W, H, (ctx, w, h) => {
    fillVertical(ctx, w, h, [
      [0, '#2b1d4e'],
      [0.45, '#7a3b78'],
      [0.75, '#e0736a'],
      [1, '#ffb36b'],
    ]);
    // The moon.
    const mx = w * 0.78;
    const my = h * 0.3;
    const glow = ctx.createRadialGradient(mx, my, 40, mx, my, 180);
    glow.addColorStop(0, 'rgba(255,240,200,0.5)');
    glow.addColorStop(1, 'rgba(255,240,200,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(mx - 180, my - 180, 360, 360);
    ctx.fillStyle = '#fff3d6';
    ctx.beginPath();
    ctx.arc(mx, my, 64, 0, Math.PI * 2);
    ctx.fill();
    // Mountains far away.
    ctx.fillStyle = 'rgba(60,30,80,0.55)';
    ctx.beginPath();
    ctx.moveTo(0, floorY);
    for (let x = 0; x <= w; x += 40) ctx.lineTo(x, floorY - 120 - Math.abs(Math.sin(x * 0.004) * 140));
    ctx.lineTo(w, floorY);
    ctx.closePath();
    ctx.fill();
    // Bamboo at the sides.
    const rnd = seededRandom(11);
    for (const side of [0, 1]) {
      for (let i = 0; i < 4; i++) {
        const x = side === 0 ? 10 + i * 26 + rnd() * 8 : w - 20 - i * 26 - rnd() * 8;
        const width = 12 + rnd() * 6;
        ctx.fillStyle = i % 2 === 0 ? '#2f7d4a' : '#3f9a5a';
        ctx.fillRect(x, 0, width, floorY);
        ctx.fillStyle = 'rgba(0,0,0,0.25)';
        for (let y = 40 + rnd() * 60; y < floorY; y += 90 + rnd() * 40) ctx.fillRect(x - 2, y, width + 4, 4);
      }
    }
    // Paper lanterns.
    for (const lx of [w * 0.18, w * 0.5]) {
      ctx.strokeStyle = '#1b2a3a';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(lx, 0);
      ctx.lineTo(lx, 96);
      ctx.stroke();
      const lantern = ctx.createRadialGradient(lx, 130, 4, lx, 130, 40);
      lantern.addColorStop(0, '#fff0a0');
      lantern.addColorStop(0.5, '#ff8a5c');
      lantern.addColorStop(1, '#d23c3c');
      ctx.fillStyle = lantern;
      ctx.beginPath();
      ctx.ellipse(lx, 130, 30, 36, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#1b2a3a';
      ctx.fillRect(lx - 14, 92, 28, 6);
      ctx.fillRect(lx - 14, 162, 28, 6);
    }
    // The wooden floor of the dojo.
    const floor = ctx.createLinearGradient(0, floorY, 0, h);
    floor.addColorStop(0, '#c98e58');
    floor.addColorStop(1, '#8a5631');
    ctx.fillStyle = floor;
    ctx.fillRect(0, floorY, w, h - floorY);
    ctx.fillStyle = 'rgba(0,0,0,0.15)';
    for (let y = floorY + 28; y < h; y += 30) ctx.fillRect(0, y, w, 3);
    ctx.fillStyle = 'rgba(0,0,0,0.3)';
    ctx.fillRect(0, floorY, w, 6);
  });
}

interface FruitLook {
  skin: string;
  dark: string;
  flesh: string;
  seeds: string;
}

const FRUITS: readonly FruitLook[] = [
  { skin: '#3f9a4a', dark: '#1f6a2a', flesh: '#ff5e6c', seeds: '#1b2a3a' }, // watermelon
  { skin: '#ff9f1a', dark: '#d86f00', flesh: '#ffc46b', seeds: '#fff4d6' }, // orange
  { skin: '#e23b3b', dark: '#a51f2a', flesh: '#fff2c9', seeds: '#6b3f22' }, // apple
  { skin: '#ffe14a', dark: '#d9b300', flesh: '#fff6b0', seeds: '#f5e27a' }, // lemon
  { skin: '#8e4fc9', dark: '#5e2c8e', flesh: '#ffd166', seeds: '#a0672e' }, // plum
  { skin: '#8a6a3f', dark: '#5e4526', flesh: '#7ac943', seeds: '#1b2a3a' }, // kiwi
];

function paintFruit(
  ctx: CanvasRenderingContext2D,
  w: number,
  look: FruitLook,
  kind: number,
  half: 0 | 1 | 2,
): void {
  const c = w / 2;
  const r = w * 0.44;
  ctx.save();
  if (half !== 0) {
    ctx.beginPath();
    if (half === 1) ctx.rect(0, 0, c, w);
    else ctx.rect(c, 0, c, w);
    ctx.clip();
  }
  const body = ctx.createRadialGradient(c - r * 0.35, c - r * 0.4, r * 0.1, c, c, r);
  body.addColorStop(0, '#ffffff');
  body.addColorStop(0.15, look.skin);
  body.addColorStop(1, look.dark);
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.arc(c, c, r, 0, Math.PI * 2);
  ctx.fill();
  if (kind === 0) {
    // The melon's stripes, inside its skin.
    ctx.save();
    ctx.beginPath();
    ctx.arc(c, c, r, 0, Math.PI * 2);
    ctx.clip();
    ctx.strokeStyle = 'rgba(20,70,30,0.6)';
    ctx.lineWidth = w * 0.03;
    for (let i = -2; i <= 2; i++) {
      ctx.beginPath();
      ctx.ellipse(c + i * r * 0.38, c, r * 0.12, r * 0.95, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.restore();
  }
  if (half === 0) {
    // Stalk and leaf.
    ctx.fillStyle = '#6b3f22';
    ctx.fillRect(c - w * 0.015, c - r - w * 0.06, w * 0.03, w * 0.08);
    ctx.fillStyle = '#3ccf6e';
    ctx.beginPath();
    ctx.ellipse(c + w * 0.06, c - r - w * 0.02, w * 0.07, w * 0.03, -0.5, 0, Math.PI * 2);
    ctx.fill();
  } else {
    // The cut face: flesh and seeds.
    ctx.fillStyle = look.flesh;
    ctx.beginPath();
    ctx.ellipse(c, c, r * 0.2, r * 0.88, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = look.seeds;
    for (let i = -2; i <= 2; i++) {
      ctx.beginPath();
      ctx.ellipse(
        c + (half === 1 ? -1 : 1) * r * 0.04,
        c + i * r * 0.3,
        r * 0.04,
        r * 0.07,
        0,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  }
  ctx.restore();
}

export function paintFruits(scene: Phaser.Scene): void {
  for (let kind = 0; kind < FRUIT_KINDS; kind++) {
    const look = FRUITS[kind] as FruitLook;
    for (const half of [0, 1, 2] as const)
      canvasTexture(scene, `nj-fruit-${kind}-${half}`, 180, 180, (ctx, w) =>
        paintFruit(ctx, w, look, kind, half),
      );
  }
  canvasTexture(scene, 'nj-slash', 300, 60, (ctx, w, h) => {
    const g = ctx.createLinearGradient(0, 0, w, 0);
    g.addColorStop(0, 'rgba(255,255,255,0)');
    g.addColorStop(0.5, 'rgba(255,255,255,1)');
    g.addColorStop(1, 'rgba(180,230,255,0)');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(0, h * 0.7);
    ctx.quadraticCurveTo(w / 2, -h * 0.1, w, h * 0.7);
    ctx.quadraticCurveTo(w / 2, h * 0.35, 0, h * 0.7);
    ctx.fill();
  });
  canvasTexture(scene, 'nj-ring', 200, 200, (ctx, w) => {
    ctx.strokeStyle = '#ffd23f';
    ctx.lineWidth = w * 0.05;
    ctx.setLineDash([w * 0.08, w * 0.05]);
    ctx.beginPath();
    ctx.arc(w / 2, w / 2, w / 2 - w * 0.04, 0, Math.PI * 2);
    ctx.stroke();
  });
  canvasTexture(scene, 'nj-right', 200, 200, (ctx, w) => {
    ctx.strokeStyle = '#3ccf6e';
    ctx.lineWidth = w * 0.06;
    ctx.beginPath();
    ctx.arc(w / 2, w / 2, w / 2 - w * 0.04, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = w * 0.015;
    ctx.stroke();
  });
  // The belts, a frame per colour: a band with a knot and two hanging ends.
  framedTexture(scene, 'nj-belt', 120, 48, BELT_COLORS, (ctx, x, w, h, color) => {
    ctx.fillStyle = color;
    ctx.strokeStyle = 'rgba(27,42,58,0.6)';
    ctx.lineWidth = w * 0.02;
    ctx.fillRect(x + 2, h * 0.1, w - 4, h * 0.32);
    ctx.strokeRect(x + 2, h * 0.1, w - 4, h * 0.32);
    ctx.beginPath();
    ctx.moveTo(x + w * 0.46, h * 0.3);
    ctx.lineTo(x + w * 0.36, h * 0.95);
    ctx.lineTo(x + w * 0.46, h * 0.95);
    ctx.lineTo(x + w * 0.52, h * 0.35);
    ctx.lineTo(x + w * 0.62, h * 0.95);
    ctx.lineTo(x + w * 0.7, h * 0.9);
    ctx.lineTo(x + w * 0.56, h * 0.3);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillRect(x + w * 0.42, h * 0.04, w * 0.16, h * 0.44);
    ctx.strokeRect(x + w * 0.42, h * 0.04, w * 0.16, h * 0.44);
  });
  // The ninja's headband.
  canvasTexture(scene, 'nj-band', 120, 40, (ctx, w, h) => {
    ctx.fillStyle = '#d23c3c';
    ctx.fillRect(0, h * 0.3, w * 0.8, h * 0.36);
    ctx.beginPath();
    ctx.moveTo(w * 0.78, h * 0.45);
    ctx.lineTo(w, h * 0.1);
    ctx.lineTo(w * 0.96, h * 0.5);
    ctx.lineTo(w, h * 0.95);
    ctx.closePath();
    ctx.fill();
  });
}
