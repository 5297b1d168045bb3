/**
 * The race's art, painted once per game on canvases: the scenery (grass verges with trees and
 * flowers, the asphalt with its kerbs) and top-down race cars with a blob at the wheel.
 */
import type Phaser from 'phaser';
import { canvasTexture } from '../kit/art';
import type { Road } from './rules';
import { seededRandom } from '../kit/random';

export interface CarColours {
  body: string;
  dark: string;
  stripe: string;
  driver: string;
}

export const PLAYER_CAR: CarColours = {
  body: '#ff5a4f',
  dark: '#b8322b',
  stripe: '#ffd23f',
  driver: '#3ccf6e',
};
export const RIVAL_CARS: readonly CarColours[] = [
  { body: '#4aa8ff', dark: '#2a74c4', stripe: '#ffffff', driver: '#ff9f43' },
  { body: '#ffc93c', dark: '#c79a00', stripe: '#1b2a3a', driver: '#9b6bff' },
  { body: '#9b6bff', dark: '#6a3fd0', stripe: '#7ff0c0', driver: '#ff7eb6' },
];

/** Logical size of a car texture; cars are shown scaled to fit their lane. */
export const CAR_W = 100;
export const CAR_H = 160;

/** Grass, trees and flowers on the verges and the asphalt with kerbs; tiles seamlessly top to bottom. */
export function paintScenery(scene: Phaser.Scene, key: string, w: number, h: number, road: Road): string {
  return canvasTexture(
    scene,
    key,
    w,
    h,
    (ctx, cw, ch) => {
      const sx = cw / w;
      ctx.fillStyle = '#63c05a';
      ctx.fillRect(0, 0, cw, ch);
      const random = seededRandom(11);
      // Mown stripes.
      ctx.fillStyle = 'rgba(255,255,255,0.06)';
      for (let y = 0; y < ch; y += 120 * sx) ctx.fillRect(0, y, cw, 60 * sx);
      const left = road.left * sx;
      const right = road.right * sx;
      const verge = (x: number) => x < left - 40 * sx || x > right + 40 * sx;
      // Each decoration is painted again one screen up and down, so the texture wraps seamlessly.
      const wrapped = (y: number, paint: (y: number) => void) => {
        for (const dy of [-ch, 0, ch]) paint(y + dy);
      };
      for (let i = 0; i < 260; i++) {
        const x = random() * cw;
        const y = random() * ch;
        if (!verge(x)) continue;
        wrapped(y, (yy) => {
          ctx.fillStyle = random() < 0.5 ? 'rgba(40,120,50,0.5)' : 'rgba(150,220,120,0.5)';
          ctx.fillRect(x, yy, 3 * sx, 7 * sx);
        });
      }
      for (let i = 0; i < 60; i++) {
        const x = random() * cw;
        const y = random() * ch;
        const colour = ['#ffffff', '#ffd23f', '#ff7eb6'][i % 3] ?? '#ffffff';
        if (!verge(x)) continue;
        wrapped(y, (yy) => {
          ctx.fillStyle = colour;
          for (let p = 0; p < 5; p++) {
            const a = (p / 5) * Math.PI * 2;
            ctx.beginPath();
            ctx.arc(x + Math.cos(a) * 4 * sx, yy + Math.sin(a) * 4 * sx, 3 * sx, 0, Math.PI * 2);
            ctx.fill();
          }
          ctx.fillStyle = '#ff9f43';
          ctx.beginPath();
          ctx.arc(x, yy, 2.5 * sx, 0, Math.PI * 2);
          ctx.fill();
        });
      }
      // Round trees seen from above, on both verges.
      const treeSpots: [number, number][] = [];
      for (let y = 60; y < h; y += 150) {
        if (road.left > 120) treeSpots.push([road.left / 2 + (random() - 0.5) * road.left * 0.6, y]);
        if (w - road.right > 120)
          treeSpots.push([
            road.right + (w - road.right) / 2 + (random() - 0.5) * (w - road.right) * 0.6,
            y + 70,
          ]);
      }
      for (const [tx, ty] of treeSpots) {
        const r = (34 + random() * 22) * sx;
        wrapped(ty * sx, (yy) => {
          const x = tx * sx;
          ctx.fillStyle = 'rgba(0,0,0,0.18)';
          ctx.beginPath();
          ctx.arc(x + r * 0.25, yy + r * 0.3, r, 0, Math.PI * 2);
          ctx.fill();
          const g = ctx.createRadialGradient(x - r * 0.35, yy - r * 0.35, r * 0.1, x, yy, r);
          g.addColorStop(0, '#7fdc6a');
          g.addColorStop(1, '#2f8a3c');
          ctx.fillStyle = g;
          ctx.beginPath();
          for (let p = 0; p < 7; p++) {
            const a = (p / 7) * Math.PI * 2;
            ctx.arc(x + Math.cos(a) * r * 0.45, yy + Math.sin(a) * r * 0.45, r * 0.6, 0, Math.PI * 2);
          }
          ctx.fill();
        });
      }
      // Asphalt with grit.
      const asphalt = ctx.createLinearGradient(left, 0, right, 0);
      asphalt.addColorStop(0, '#4b5563');
      asphalt.addColorStop(0.5, '#5b6574');
      asphalt.addColorStop(1, '#4b5563');
      ctx.fillStyle = asphalt;
      ctx.fillRect(left, 0, right - left, ch);
      for (let i = 0; i < 900; i++) {
        ctx.fillStyle = random() < 0.5 ? 'rgba(255,255,255,0.07)' : 'rgba(0,0,0,0.12)';
        ctx.fillRect(left + random() * (right - left), random() * ch, 2 * sx, 2 * sx);
      }
      // Kerbs: red and white blocks along both edges (a whole number of blocks, so they wrap).
      const kerb = 16 * sx;
      const blocks = Math.max(2, Math.round(ch / (40 * sx)) * 2);
      const block = ch / blocks;
      for (let i = 0; i < blocks; i++) {
        ctx.fillStyle = i % 2 === 0 ? '#e94b3c' : '#ffffff';
        ctx.fillRect(left - kerb, i * block, kerb, block);
        ctx.fillRect(right, i * block, kerb, block);
      }
      // White edge lines.
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.fillRect(left + 8 * sx, 0, 5 * sx, ch);
      ctx.fillRect(right - 13 * sx, 0, 5 * sx, ch);
    },
    1,
  );
}

/** A race car from above, nose up, with an open cockpit and a blob driver. */
export function paintCar(scene: Phaser.Scene, key: string, colours: CarColours): string {
  return canvasTexture(scene, key, CAR_W, CAR_H, (ctx, w) => {
    const s = w / CAR_W;
    const rr = (x: number, y: number, rw: number, rh: number, r: number) => {
      ctx.beginPath();
      ctx.roundRect(x * s, y * s, rw * s, rh * s, r * s);
    };
    // Shadow.
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    rr(14, 14, 80, 144, 24);
    ctx.fill();
    // Wheels.
    ctx.fillStyle = '#1f2430';
    for (const [x, y] of [
      [4, 26],
      [78, 26],
      [2, 104],
      [80, 104],
    ] as const) {
      rr(x, y, 18, 36, 6);
      ctx.fill();
    }
    ctx.fillStyle = '#5b6170';
    for (const [x, y] of [
      [8, 32],
      [82, 32],
      [6, 110],
      [84, 110],
    ] as const) {
      rr(x, y, 10, 24, 3);
      ctx.fill();
    }
    // Front wing and rear spoiler.
    ctx.fillStyle = colours.dark;
    rr(10, 8, 80, 14, 6);
    ctx.fill();
    rr(6, 140, 88, 16, 6);
    ctx.fill();
    // Body: narrow nose, wide rear.
    const body = ctx.createLinearGradient(18 * s, 0, 82 * s, 0);
    body.addColorStop(0, colours.dark);
    body.addColorStop(0.35, colours.body);
    body.addColorStop(0.65, colours.body);
    body.addColorStop(1, colours.dark);
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.moveTo(38 * s, 6 * s);
    ctx.quadraticCurveTo(50 * s, 0, 62 * s, 6 * s);
    ctx.lineTo(68 * s, 56 * s);
    ctx.quadraticCurveTo(84 * s, 70 * s, 82 * s, 140 * s);
    ctx.lineTo(18 * s, 140 * s);
    ctx.quadraticCurveTo(16 * s, 70 * s, 32 * s, 56 * s);
    ctx.closePath();
    ctx.fill();
    ctx.lineWidth = 2.5 * s;
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.stroke();
    // Racing stripe.
    ctx.fillStyle = colours.stripe;
    rr(45, 8, 10, 50, 4);
    ctx.fill();
    rr(45, 118, 10, 20, 4);
    ctx.fill();
    // Cockpit with the blob driver looking ahead.
    ctx.fillStyle = '#1f2430';
    ctx.beginPath();
    ctx.ellipse(50 * s, 90 * s, 22 * s, 28 * s, 0, 0, Math.PI * 2);
    ctx.fill();
    const blob = ctx.createRadialGradient(44 * s, 82 * s, 3 * s, 50 * s, 90 * s, 20 * s);
    blob.addColorStop(0, '#ffffff');
    blob.addColorStop(0.25, colours.driver);
    blob.addColorStop(1, colours.driver);
    ctx.fillStyle = blob;
    ctx.beginPath();
    ctx.arc(50 * s, 92 * s, 18 * s, 0, Math.PI * 2);
    ctx.fill();
    // Helmet visor band and eyes peeking forward.
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(43 * s, 82 * s, 5 * s, 0, Math.PI * 2);
    ctx.arc(57 * s, 82 * s, 5 * s, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1b2a3a';
    ctx.beginPath();
    ctx.arc(43 * s, 80 * s, 2.5 * s, 0, Math.PI * 2);
    ctx.arc(57 * s, 80 * s, 2.5 * s, 0, Math.PI * 2);
    ctx.fill();
    // Shine on the nose.
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    rr(36, 14, 6, 36, 3);
    ctx.fill();
  });
}

/** A flame out of the exhaust, for the boost. */
export function paintFlame(scene: Phaser.Scene, key: string): string {
  return canvasTexture(scene, key, 30, 56, (ctx, w, h) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#fff6c2');
    g.addColorStop(0.35, '#ffd23f');
    g.addColorStop(0.7, '#ff7b3a');
    g.addColorStop(1, 'rgba(255,94,58,0)');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(w * 0.1, 0);
    ctx.quadraticCurveTo(w / 2, h * 1.25, w * 0.9, 0);
    ctx.closePath();
    ctx.fill();
  });
}

/** A chequered band across the road (start and finish), `rows` squares high. */
export function paintChequer(
  scene: Phaser.Scene,
  key: string,
  width: number,
  square: number,
  rows = 2,
): string {
  return canvasTexture(scene, key, width, square * rows, (ctx, w, h) => {
    const cell = h / rows;
    const cols = Math.ceil(w / cell);
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        ctx.fillStyle = (r + c) % 2 === 0 ? '#ffffff' : '#1b2a3a';
        ctx.fillRect(c * cell, r * cell, cell, cell);
      }
  });
}
