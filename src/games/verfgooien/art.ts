/**
 * The painting studio of Verf gooien, painted once onto canvas textures: the studio (wall, floor,
 * the big painting's frame with the rainbow drawn in pencil, a bucket of paint balloons), the easel,
 * the blank canvas, the paint balloons and splats in the rainbow's colours, the keyboard's arrow,
 * the ring after a miss and the finished painting for the surprise.
 */
import type Phaser from 'phaser';
import { backdrop, fillVertical } from '../kit/backdrop';
import { canvasTexture } from '../kit/art';
import { RAINBOW, type StudioLayout, type Surprise } from './rules';

/** The rainbow's bands in a painting of `w` x `h` at (`x`, `y`) its top-left corner: centre and radii. */
export function rainbowBands(
  x: number,
  y: number,
  w: number,
  h: number,
): { cx: number; cy: number; band: number; rx: (i: number) => number; ry: (i: number) => number } {
  const cx = x + w / 2;
  const cy = y + h * 0.92;
  const outerX = w * 0.44;
  const outerY = h * 0.78;
  const band = outerY / (RAINBOW.length + 2.5);
  return {
    cx,
    cy,
    band,
    rx: (i) => outerX - band * i * (outerX / outerY),
    ry: (i) => outerY - band * i,
  };
}

/** Strokes band `i` of the rainbow (an upper half ellipse `band` thick). */
export function strokeBand(
  ctx: CanvasRenderingContext2D,
  bands: ReturnType<typeof rainbowBands>,
  i: number,
  color: string,
): void {
  const { cx, cy, band } = bands;
  ctx.strokeStyle = color;
  ctx.lineWidth = band;
  ctx.beginPath();
  ctx.ellipse(cx, cy, bands.rx(i) - band / 2, bands.ry(i) - band / 2, 0, Math.PI, Math.PI * 2);
  ctx.stroke();
}

/** The studio behind everything: one image (the canvas element's CSS background with Canvas). */
export function paintStudio(scene: Phaser.Scene, W: number, H: number, layout: StudioLayout): void {
  backdrop(scene, 'vg-studio', W, H, (ctx, w, h) => {
    const floor = layout.rows.at(-1) ?? h - 168;
    // The wall: warm cream with paint spots and a skylight's glow.
    fillVertical(ctx, w, h, [
      [0, '#fdf3df'],
      [1, '#ecd9b8'],
    ]);
    const spots = ['#ff6b6b', '#4aa8ff', '#ffd23f', '#3ccf6e', '#9b6bff'];
    for (let i = 0; i < 26; i++) {
      ctx.fillStyle = spots[i % spots.length] as string;
      ctx.globalAlpha = 0.16;
      ctx.beginPath();
      ctx.arc((i * 337) % w, 110 + ((i * 151) % Math.max(1, floor - 140)), 6 + (i % 4) * 5, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    // A picture rail and, on a phone, a low shelf behind the upper row of easels.
    ctx.fillStyle = '#c89b6a';
    ctx.fillRect(0, 96, w, 8);
    for (const y of layout.rows.slice(0, -1)) {
      ctx.fillStyle = 'rgba(120,80,40,0.25)';
      ctx.fillRect(0, y - 4, w, 10);
    }
    // The wooden floor with planks and old paint drips.
    const boards = ctx.createLinearGradient(0, floor, 0, h);
    boards.addColorStop(0, '#c89b6a');
    boards.addColorStop(1, '#9c7044');
    ctx.fillStyle = boards;
    ctx.fillRect(0, floor, w, h - floor);
    ctx.fillStyle = 'rgba(0,0,0,0.2)';
    ctx.fillRect(0, floor, w, 6);
    ctx.strokeStyle = 'rgba(80,50,20,0.25)';
    ctx.lineWidth = 2;
    for (let y = floor + 30; y < h; y += 34) {
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(w, y);
      ctx.stroke();
    }
    for (let i = 0; i < 8; i++) {
      ctx.fillStyle = spots[i % spots.length] as string;
      ctx.globalAlpha = 0.35;
      ctx.beginPath();
      ctx.ellipse(
        (i * 211 + 60) % w,
        floor + 20 + ((i * 53) % Math.max(1, h - floor - 30)),
        16,
        6,
        0,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    // The big painting on the floor, leaning on the wall: a frame, a sky, the rainbow in pencil.
    const p = layout.painting;
    const px = p.x - p.w / 2;
    const py = p.y - p.h / 2;
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.fillRect(px + 6, py + 8, p.w, p.h);
    ctx.fillStyle = '#a0672e';
    ctx.fillRect(px, py, p.w, p.h);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(px + 10, py + 10, p.w - 20, p.h - 20);
    const bands = rainbowBands(px + 10, py + 10, p.w - 20, p.h - 20);
    ctx.setLineDash([4, 5]);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#9aa4ad';
    for (let i = 0; i <= RAINBOW.length; i++) {
      ctx.beginPath();
      ctx.ellipse(bands.cx, bands.cy, bands.rx(i), bands.ry(i), 0, Math.PI, Math.PI * 2);
      ctx.stroke();
    }
    ctx.setLineDash([]);
    // A bucket of paint balloons under the one that waits to be thrown.
    const bx = layout.balloonX;
    const by = layout.balloonY + 22;
    const bw = 130;
    ctx.fillStyle = '#7f8c99';
    ctx.beginPath();
    ctx.moveTo(bx - bw / 2, by);
    ctx.lineTo(bx + bw / 2, by);
    ctx.lineTo(bx + bw / 2 - 14, by + 60);
    ctx.lineTo(bx - bw / 2 + 14, by + 60);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#aab6c2';
    ctx.fillRect(bx - bw / 2, by, bw, 10);
    for (const [dx, color] of [
      [-40, '#4aa8ff'],
      [40, '#3ccf6e'],
      [-4, '#ffd23f'],
    ] as const) {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.ellipse(bx + dx, by - 6, 20, 16, 0, Math.PI, 0);
      ctx.fill();
    }
  });
}

/** The props, each painted once: easel, blank canvas, balloons, splats, arrow, ring. */
export function paintProps(scene: Phaser.Scene): void {
  // Drawn only where the canvas board does not cover it (a peg on top, legs below the ledge), so a
  // faded easel shows no wood through its board.
  canvasTexture(scene, 'vg-easel', 200, 240, (ctx, w, h) => {
    const s = w / 200;
    ctx.fillStyle = '#6b3f22';
    ctx.fillRect(94 * s, 0, 12 * s, 8 * s);
    ctx.lineCap = 'round';
    ctx.lineWidth = 12 * s;
    ctx.strokeStyle = '#8a5631';
    ctx.beginPath();
    ctx.moveTo(52 * s, 158 * s);
    ctx.lineTo(30 * s, h - 8 * s);
    ctx.moveTo(148 * s, 158 * s);
    ctx.lineTo(170 * s, h - 8 * s);
    ctx.stroke();
    ctx.strokeStyle = '#6b3f22';
    ctx.beginPath();
    ctx.moveTo(100 * s, 158 * s);
    ctx.lineTo(100 * s, h - 20 * s);
    ctx.stroke();
    // The ledge the canvas stands on.
    ctx.fillStyle = '#a0672e';
    ctx.fillRect(14 * s, 150 * s, 172 * s, 14 * s);
  });
  canvasTexture(scene, 'vg-board', 200, 160, (ctx, w, h) => {
    ctx.fillStyle = 'rgba(0,0,0,0.22)';
    ctx.fillRect(w * 0.04, h * 0.06, w * 0.96, h * 0.94);
    ctx.fillStyle = '#d8c3a0';
    ctx.fillRect(0, 0, w * 0.96, h * 0.94);
    const g = ctx.createLinearGradient(0, 0, w, h);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(1, '#eef0f2');
    ctx.fillStyle = g;
    ctx.fillRect(w * 0.03, h * 0.035, w * 0.9, h * 0.87);
  });
  RAINBOW.forEach((color, i) => {
    canvasTexture(scene, `vg-balloon-${i}`, 60, 72, (ctx, w, h) => {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.ellipse(w / 2, h * 0.44, w * 0.42, h * 0.4, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(w / 2, h * 0.82);
      ctx.lineTo(w * 0.4, h * 0.96);
      ctx.lineTo(w * 0.6, h * 0.96);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = 'rgba(255,255,255,0.7)';
      ctx.beginPath();
      ctx.ellipse(w * 0.36, h * 0.28, w * 0.09, h * 0.12, -0.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = 'rgba(0,0,0,0.25)';
      ctx.lineWidth = w * 0.04;
      ctx.beginPath();
      ctx.ellipse(w / 2, h * 0.44, w * 0.42, h * 0.4, 0, 0, Math.PI * 2);
      ctx.stroke();
    });
    canvasTexture(scene, `vg-splat-${i}`, 160, 160, (ctx, w) => {
      const s = w / 160;
      ctx.fillStyle = color;
      ctx.beginPath();
      const n = 14;
      for (let k = 0; k <= n; k++) {
        const a = (k / n) * Math.PI * 2;
        const r = (k % 2 === 0 ? 62 : 44 + ((k * 7 + i * 3) % 10)) * s;
        const x = 80 * s + Math.cos(a) * r;
        const y = 80 * s + Math.sin(a) * r;
        if (k === 0) ctx.moveTo(x, y);
        else
          ctx.quadraticCurveTo(
            80 * s + Math.cos(a - 0.2) * r * 1.1,
            80 * s + Math.sin(a - 0.2) * r * 1.1,
            x,
            y,
          );
      }
      ctx.closePath();
      ctx.fill();
      for (const [dx, dy, r] of [
        [-70, -50, 7],
        [68, -40, 6],
        [60, 66, 8],
        [-62, 60, 5],
      ] as const) {
        ctx.beginPath();
        ctx.arc(80 * s + dx * s, 80 * s + dy * s, r * s, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.fillStyle = 'rgba(255,255,255,0.3)';
      ctx.beginPath();
      ctx.ellipse(64 * s, 60 * s, 16 * s, 9 * s, -0.5, 0, Math.PI * 2);
      ctx.fill();
    });
  });
  // The keyboard's pick: a bouncing yellow arrow.
  canvasTexture(scene, 'vg-arrow', 60, 60, (ctx, w, h) => {
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
  // The ring around the right canvas after a miss.
  canvasTexture(scene, 'vg-ring', 240, 200, (ctx, w, h) => {
    ctx.strokeStyle = '#2fb35e';
    ctx.lineWidth = h * 0.06;
    ctx.beginPath();
    ctx.ellipse(w / 2, h / 2, w / 2 - h * 0.05, h / 2 - h * 0.05, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.lineWidth = h * 0.018;
    ctx.stroke();
  });
}

/** The finished painting at the end, 200x160: sun, hills, the whole rainbow; gold frame or wood. */
export function paintSurprise(scene: Phaser.Scene, surprise: Surprise): string {
  return canvasTexture(scene, `vg-surprise-${surprise}`, 200, 160, (ctx, w, h) => {
    const s = w / 200;
    const frame = surprise === 'gold' ? ctx.createLinearGradient(0, 0, w, h) : null;
    if (frame) {
      frame.addColorStop(0, '#fff1a0');
      frame.addColorStop(0.5, '#f5b800');
      frame.addColorStop(1, '#c78f00');
    }
    ctx.fillStyle = frame ?? '#a0672e';
    ctx.fillRect(0, 0, w, h);
    const ix = 12 * s;
    const iw = w - 24 * s;
    const ih = h - 24 * s;
    const sky = ctx.createLinearGradient(0, ix, 0, ix + ih);
    sky.addColorStop(0, '#9fdcff');
    sky.addColorStop(1, '#e6f6ff');
    ctx.fillStyle = sky;
    ctx.fillRect(ix, ix, iw, ih);
    ctx.save();
    ctx.beginPath();
    ctx.rect(ix, ix, iw, ih);
    ctx.clip();
    // The sun with rays.
    ctx.fillStyle = '#ffd23f';
    ctx.beginPath();
    ctx.arc(ix + iw * 0.86, ix + ih * 0.2, 14 * s, 0, Math.PI * 2);
    ctx.fill();
    const bands = rainbowBands(ix, ix, iw, ih);
    RAINBOW.forEach((color, i) => strokeBand(ctx, bands, i, color));
    // Green hills in front.
    ctx.fillStyle = '#3ccf6e';
    ctx.beginPath();
    ctx.ellipse(ix + iw * 0.2, ix + ih * 1.05, iw * 0.4, ih * 0.28, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#2fb35e';
    ctx.beginPath();
    ctx.ellipse(ix + iw * 0.8, ix + ih * 1.08, iw * 0.45, ih * 0.26, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
    if (surprise === 'gold') {
      ctx.strokeStyle = '#fff6c2';
      ctx.lineWidth = 3 * s;
      ctx.strokeRect(4 * s, 4 * s, w - 8 * s, h - 8 * s);
    }
  });
}
