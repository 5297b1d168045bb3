/**
 * The room's art, painted once per game on canvases: the wall and the wooden floor with a rug and a
 * sofa, the robot vacuum seen from above, fluffy dust piles, crumbs, the big heap in the corner and
 * the golden coin under it.
 */
import type Phaser from 'phaser';
import { canvasTexture } from '../kit/art';
import { fillVertical } from '../kit/backdrop';
import { seededRandom } from '../kit/random';

export const ROBOT = 'sz-robot';
export const PILE = 'sz-pile';
export const CRUMB = 'sz-crumb';
export const HEAP = 'sz-heap';
export const COIN = 'sz-coin';

/** The room: wallpaper down to `floorTop`, a skirting board, oak planks, a round rug, a sofa's edge. */
export function paintRoom(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  floorTop: number,
  portrait: boolean,
): void {
  // Wall with soft stripes.
  fillVertical(ctx, w, floorTop, [
    [0, '#fdf1d6'],
    [1, '#f6e2b8'],
  ]);
  ctx.fillStyle = 'rgba(233, 196, 140, 0.35)';
  for (let x = 0; x < w; x += 56) ctx.fillRect(x, 0, 22, floorTop);
  // A window with a blue sky on the wall (left) and a picture frame (right), when there is room.
  if (floorTop > 200) {
    const wx = portrait ? 40 : 60;
    const wy = 104;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(wx - 8, wy - 8, 156, floorTop - wy - 10);
    const sky = ctx.createLinearGradient(0, wy, 0, floorTop - 26);
    sky.addColorStop(0, '#7cc8ff');
    sky.addColorStop(1, '#cdeeff');
    ctx.fillStyle = sky;
    ctx.fillRect(wx, wy, 140, floorTop - wy - 26);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(wx + 67, wy, 6, floorTop - wy - 26);
  }
  // Skirting board.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, floorTop - 16, w, 16);
  ctx.fillStyle = 'rgba(0,0,0,0.12)';
  ctx.fillRect(0, floorTop, w, 5);
  // Oak planks.
  const rng = seededRandom(11);
  const plankH = 48;
  for (let y = floorTop + 5, row = 0; y < h; y += plankH, row++) {
    let x = -((row * 137) % 240);
    while (x < w) {
      const len = 200 + Math.floor(rng() * 160);
      const tone = 0.9 + rng() * 0.14;
      ctx.fillStyle = `rgb(${Math.round(214 * tone)}, ${Math.round(164 * tone)}, ${Math.round(104 * tone)})`;
      ctx.fillRect(x, y, len, plankH);
      ctx.strokeStyle = 'rgba(120, 78, 36, 0.35)';
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 1, y + 1, len - 2, plankH - 2);
      // Grain.
      ctx.strokeStyle = 'rgba(150, 100, 50, 0.18)';
      ctx.beginPath();
      ctx.moveTo(x + 14, y + plankH * (0.3 + rng() * 0.4));
      ctx.bezierCurveTo(
        x + len * 0.3,
        y + plankH * 0.2,
        x + len * 0.6,
        y + plankH * 0.8,
        x + len - 14,
        y + plankH * 0.5,
      );
      ctx.stroke();
      x += len;
    }
  }
  // A round rug in the middle of the floor.
  const rx = w / 2;
  const ry = floorTop + (h - floorTop) * 0.45;
  const rw = Math.min(w * 0.42, 520);
  const rh = Math.min((h - floorTop) * 0.3, rw * 0.45);
  const rings = ['#5aa0e8', '#f7f1e3', '#ff9f7a', '#f7f1e3', '#5aa0e8'];
  rings.forEach((c, i) => {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.ellipse(rx, ry, rw * (1 - i * 0.17), rh * (1 - i * 0.17), 0, 0, Math.PI * 2);
    ctx.fill();
  });
  // A sofa's corner at the right edge against the wall.
  const sx = w - (portrait ? 150 : 210);
  ctx.fillStyle = '#3f8f7a';
  roundRect(ctx, sx, floorTop - 70, 260, 120, 26);
  ctx.fill();
  ctx.fillStyle = '#4fae93';
  roundRect(ctx, sx + 18, floorTop - 40, 240, 70, 18);
  ctx.fill();
  ctx.fillStyle = 'rgba(0,0,0,0.12)';
  ctx.fillRect(sx + 10, floorTop + 50, 250, 10);
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

/** A cloud of grey fluff: overlapping soft puffs with a few specks; `lumps` changes the shape. */
function paintFluff(ctx: CanvasRenderingContext2D, w: number, h: number, seed: number, lumps: number): void {
  const rng = seededRandom(seed);
  const cx = w / 2;
  const cy = h * 0.55;
  const r = Math.min(w, h) * 0.3;
  // Shadow on the floor.
  ctx.fillStyle = 'rgba(60, 40, 20, 0.25)';
  ctx.beginPath();
  ctx.ellipse(cx, cy + r * 0.55, r * 1.45, r * 0.45, 0, 0, Math.PI * 2);
  ctx.fill();
  for (let i = 0; i < lumps; i++) {
    const a = (i / lumps) * Math.PI * 2 + rng() * 0.4;
    const d = r * (0.45 + rng() * 0.2);
    const pr = r * (0.45 + rng() * 0.2);
    const px = cx + Math.cos(a) * d * 1.25;
    const py = cy + Math.sin(a) * d * 0.8;
    const g = ctx.createRadialGradient(px - pr * 0.3, py - pr * 0.4, pr * 0.1, px, py, pr);
    g.addColorStop(0, '#f1efec');
    g.addColorStop(0.7, '#c9c4bd');
    g.addColorStop(1, 'rgba(160, 152, 144, 0.9)');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(px, py, pr, 0, Math.PI * 2);
    ctx.fill();
  }
  const core = ctx.createRadialGradient(cx - r * 0.2, cy - r * 0.3, r * 0.1, cx, cy, r * 0.85);
  core.addColorStop(0, '#fbfaf8');
  core.addColorStop(1, '#d6d1ca');
  ctx.fillStyle = core;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.8, 0, Math.PI * 2);
  ctx.fill();
  // Specks and a hair or two.
  for (let i = 0; i < 14; i++) {
    ctx.fillStyle = i % 3 === 0 ? '#8a7f73' : '#a89d90';
    ctx.beginPath();
    ctx.arc(cx + (rng() - 0.5) * r * 2.4, cy + (rng() - 0.5) * r * 1.4, 1.5 + rng() * 3, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(110, 100, 90, 0.6)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(cx - r * 1.2, cy + r * 0.2);
  ctx.quadraticCurveTo(cx - r * 0.9, cy - r * 0.4, cx - r * 0.5, cy - r * 0.1);
  ctx.stroke();
}

/** The textures of the robot, the piles, the crumbs, the heap and the coin. */
export function paintThings(scene: Phaser.Scene): void {
  canvasTexture(scene, PILE, 200, 160, (ctx, w, h) => paintFluff(ctx, w, h, 5, 9));
  canvasTexture(scene, HEAP, 240, 200, (ctx, w, h) => paintFluff(ctx, w, h, 17, 13));
  canvasTexture(scene, CRUMB, 40, 30, (ctx, w, h) => {
    const rng = seededRandom(3);
    for (let i = 0; i < 6; i++) {
      ctx.fillStyle = i % 2 === 0 ? '#b08a5a' : '#9c9388';
      ctx.beginPath();
      ctx.arc(w * (0.2 + rng() * 0.6), h * (0.25 + rng() * 0.5), w * (0.05 + rng() * 0.06), 0, Math.PI * 2);
      ctx.fill();
    }
  });
  canvasTexture(scene, ROBOT, 140, 140, (ctx, w, h) => {
    const cx = w / 2;
    const cy = h / 2;
    const r = w * 0.46;
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.beginPath();
    ctx.arc(cx + w * 0.02, cy + h * 0.03, r, 0, Math.PI * 2);
    ctx.fill();
    const body = ctx.createRadialGradient(cx - r * 0.3, cy - r * 0.35, r * 0.1, cx, cy, r);
    body.addColorStop(0, '#ffffff');
    body.addColorStop(0.75, '#dfe6ee');
    body.addColorStop(1, '#9aa8b8');
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fill();
    // Bumper at the front (the top of the texture; the robot turns towards where it goes).
    ctx.strokeStyle = '#2a74c4';
    ctx.lineWidth = w * 0.06;
    ctx.beginPath();
    ctx.arc(cx, cy, r - w * 0.03, Math.PI * 1.15, Math.PI * 1.85);
    ctx.stroke();
    // Face: two eyes and a smile.
    ctx.fillStyle = '#1b2a3a';
    for (const dx of [-0.16, 0.16]) {
      ctx.beginPath();
      ctx.ellipse(cx + dx * w, cy - h * 0.12, w * 0.05, h * 0.065, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#ffffff';
    for (const dx of [-0.14, 0.18]) {
      ctx.beginPath();
      ctx.arc(cx + dx * w, cy - h * 0.14, w * 0.018, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.strokeStyle = '#1b2a3a';
    ctx.lineWidth = w * 0.025;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.arc(cx, cy - h * 0.02, w * 0.1, Math.PI * 0.2, Math.PI * 0.8);
    ctx.stroke();
    // A green light and a round button.
    ctx.fillStyle = '#3ccf6e';
    ctx.beginPath();
    ctx.arc(cx, cy + h * 0.22, w * 0.06, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.15)';
    ctx.lineWidth = w * 0.012;
    ctx.beginPath();
    ctx.arc(cx, cy, r * 0.72, Math.PI * 0.15, Math.PI * 0.85);
    ctx.stroke();
  });
  canvasTexture(scene, COIN, 90, 90, (ctx, w, h) => {
    const cx = w / 2;
    const cy = h / 2;
    const r = w * 0.44;
    const g = ctx.createRadialGradient(cx - r * 0.3, cy - r * 0.3, r * 0.1, cx, cy, r);
    g.addColorStop(0, '#fff7b0');
    g.addColorStop(0.6, '#ffd23f');
    g.addColorStop(1, '#d99a00');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#b07800';
    ctx.lineWidth = w * 0.04;
    ctx.beginPath();
    ctx.arc(cx, cy, r * 0.78, 0, Math.PI * 2);
    ctx.stroke();
    // A star on the coin.
    ctx.fillStyle = '#f5a300';
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const rr = i % 2 === 0 ? r * 0.5 : r * 0.22;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      if (i === 0) ctx.moveTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
      else ctx.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
    }
    ctx.closePath();
    ctx.fill();
  });
}
