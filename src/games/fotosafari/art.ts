/**
 * The safari's painted art: animal faces (one texture a kind, painted once), the album's photos
 * (one small canvas each, the animals drawn in rows, so a photo costs one image a frame) and the rare
 * animals of the surprise.
 */
import type Phaser from 'phaser';
import { canvasTexture } from '../kit/art';
import type { Animal, RareAnimal } from './rules';

export function faceKey(animal: Animal): string {
  return `fs-face-${animal}`;
}

type Ctx = CanvasRenderingContext2D;

function circle(ctx: Ctx, x: number, y: number, r: number, color: string): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

function oval(ctx: Ctx, x: number, y: number, rx: number, ry: number, color: string, rot = 0): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rot, 0, Math.PI * 2);
  ctx.fill();
}

/** Two friendly eyes with a shine. */
function eyes(ctx: Ctx, s: number, y: number, gap: number, r: number): void {
  for (const dx of [-gap, gap]) {
    circle(ctx, s / 2 + dx, y, r, '#1b2a3a');
    circle(ctx, s / 2 + dx + r * 0.35, y - r * 0.35, r * 0.38, '#ffffff');
  }
}

/** One animal's face filling an s x s canvas. */
export function paintFace(ctx: Ctx, kind: Animal | 'cheetah' | 'rhino', s: number): void {
  const c = s / 2;
  ctx.lineWidth = s * 0.03;
  ctx.strokeStyle = 'rgba(27,42,58,0.55)';
  switch (kind) {
    case 'zebra': {
      oval(ctx, c - s * 0.22, s * 0.2, s * 0.08, s * 0.14, '#f4f4f4', -0.4);
      oval(ctx, c + s * 0.22, s * 0.2, s * 0.08, s * 0.14, '#f4f4f4', 0.4);
      oval(ctx, c, s * 0.52, s * 0.3, s * 0.4, '#f7f7f7');
      ctx.stroke();
      ctx.fillStyle = '#262626';
      for (let i = 0; i < 4; i++) {
        const y = s * (0.24 + i * 0.1);
        ctx.fillRect(c - s * 0.28, y, s * 0.13, s * 0.035);
        ctx.fillRect(c + s * 0.15, y, s * 0.13, s * 0.035);
      }
      oval(ctx, c, s * 0.13, s * 0.07, s * 0.1, '#262626');
      oval(ctx, c, s * 0.76, s * 0.2, s * 0.14, '#4a4a4a');
      circle(ctx, c - s * 0.08, s * 0.76, s * 0.03, '#1b1b1b');
      circle(ctx, c + s * 0.08, s * 0.76, s * 0.03, '#1b1b1b');
      eyes(ctx, s, s * 0.44, s * 0.13, s * 0.05);
      break;
    }
    case 'lion':
    case 'cheetah': {
      const lion = kind === 'lion';
      if (lion) {
        for (let i = 0; i < 12; i++) {
          const a = (i / 12) * Math.PI * 2;
          circle(ctx, c + Math.cos(a) * s * 0.32, c + Math.sin(a) * s * 0.32, s * 0.15, '#b5651d');
        }
        circle(ctx, c, c, s * 0.36, '#c8772a');
      } else {
        circle(ctx, c - s * 0.27, s * 0.2, s * 0.1, '#e8b24a');
        circle(ctx, c + s * 0.27, s * 0.2, s * 0.1, '#e8b24a');
      }
      circle(ctx, c, c + s * 0.02, s * 0.3, lion ? '#f2b84b' : '#f0c05a');
      ctx.stroke();
      if (!lion) {
        ctx.fillStyle = '#3a2a1a';
        for (const [x, y] of [
          [-0.16, 0.3],
          [0.14, 0.28],
          [-0.22, 0.5],
          [0.22, 0.52],
          [0, 0.27],
          [-0.1, 0.62],
          [0.12, 0.64],
        ])
          circle(ctx, c + (x ?? 0) * s, (y ?? 0) * s, s * 0.025, '#3a2a1a');
        // Tear lines under the eyes.
        ctx.strokeStyle = '#3a2a1a';
        ctx.lineWidth = s * 0.025;
        ctx.beginPath();
        ctx.moveTo(c - s * 0.12, s * 0.5);
        ctx.lineTo(c - s * 0.09, s * 0.66);
        ctx.moveTo(c + s * 0.12, s * 0.5);
        ctx.lineTo(c + s * 0.09, s * 0.66);
        ctx.stroke();
      }
      oval(ctx, c, s * 0.64, s * 0.14, s * 0.1, '#fbe3b0');
      oval(ctx, c, s * 0.58, s * 0.06, s * 0.04, '#6b3a1f');
      eyes(ctx, s, s * 0.44, s * 0.11, s * 0.045);
      break;
    }
    case 'elephant':
    case 'rhino': {
      const grey = kind === 'elephant' ? '#9aa5b1' : '#8d8f93';
      if (kind === 'elephant') {
        oval(ctx, c - s * 0.3, s * 0.45, s * 0.2, s * 0.26, '#8893a0');
        oval(ctx, c + s * 0.3, s * 0.45, s * 0.2, s * 0.26, '#8893a0');
        oval(ctx, c - s * 0.3, s * 0.45, s * 0.12, s * 0.17, '#e6a9b5');
        oval(ctx, c + s * 0.3, s * 0.45, s * 0.12, s * 0.17, '#e6a9b5');
      } else {
        oval(ctx, c - s * 0.22, s * 0.18, s * 0.06, s * 0.1, grey, -0.5);
        oval(ctx, c + s * 0.22, s * 0.18, s * 0.06, s * 0.1, grey, 0.5);
      }
      oval(ctx, c, s * 0.44, s * 0.25, s * 0.28, grey);
      ctx.stroke();
      if (kind === 'elephant') {
        ctx.fillStyle = grey;
        ctx.beginPath();
        ctx.roundRect(c - s * 0.08, s * 0.55, s * 0.16, s * 0.36, s * 0.08);
        ctx.fill();
        ctx.stroke();
      } else {
        oval(ctx, c, s * 0.66, s * 0.19, s * 0.15, '#9ea1a6');
        ctx.fillStyle = '#efe6d2';
        ctx.beginPath();
        ctx.moveTo(c - s * 0.08, s * 0.56);
        ctx.lineTo(c, s * 0.3);
        ctx.lineTo(c + s * 0.08, s * 0.56);
        ctx.closePath();
        ctx.fill();
        ctx.stroke();
      }
      eyes(ctx, s, s * 0.4, s * 0.12, s * 0.04);
      break;
    }
    case 'giraffe': {
      ctx.strokeStyle = '#8a5a24';
      ctx.lineWidth = s * 0.04;
      ctx.beginPath();
      ctx.moveTo(c - s * 0.1, s * 0.22);
      ctx.lineTo(c - s * 0.12, s * 0.06);
      ctx.moveTo(c + s * 0.1, s * 0.22);
      ctx.lineTo(c + s * 0.12, s * 0.06);
      ctx.stroke();
      circle(ctx, c - s * 0.12, s * 0.06, s * 0.05, '#6b3f12');
      circle(ctx, c + s * 0.12, s * 0.06, s * 0.05, '#6b3f12');
      oval(ctx, c - s * 0.3, s * 0.3, s * 0.11, s * 0.05, '#f0bf4c', 0.3);
      oval(ctx, c + s * 0.3, s * 0.3, s * 0.11, s * 0.05, '#f0bf4c', -0.3);
      oval(ctx, c, s * 0.46, s * 0.24, s * 0.3, '#f6c453');
      ctx.strokeStyle = 'rgba(27,42,58,0.55)';
      ctx.lineWidth = s * 0.03;
      ctx.stroke();
      for (const [x, y, r] of [
        [-0.13, 0.3, 0.05],
        [0.12, 0.27, 0.045],
        [0.15, 0.46, 0.04],
        [-0.16, 0.5, 0.04],
      ])
        circle(ctx, c + (x ?? 0) * s, (y ?? 0) * s, (r ?? 0) * s, '#b86f22');
      oval(ctx, c, s * 0.7, s * 0.17, s * 0.14, '#f3dca0');
      circle(ctx, c - s * 0.06, s * 0.7, s * 0.022, '#6b3f12');
      circle(ctx, c + s * 0.06, s * 0.7, s * 0.022, '#6b3f12');
      eyes(ctx, s, s * 0.42, s * 0.11, s * 0.045);
      break;
    }
    case 'hippo': {
      circle(ctx, c - s * 0.22, s * 0.2, s * 0.08, '#8e7aa8');
      circle(ctx, c + s * 0.22, s * 0.2, s * 0.08, '#8e7aa8');
      oval(ctx, c, s * 0.4, s * 0.28, s * 0.24, '#a08bbb');
      ctx.stroke();
      oval(ctx, c, s * 0.68, s * 0.36, s * 0.22, '#b29dcc');
      ctx.stroke();
      oval(ctx, c - s * 0.12, s * 0.64, s * 0.04, s * 0.05, '#5e4b78');
      oval(ctx, c + s * 0.12, s * 0.64, s * 0.04, s * 0.05, '#5e4b78');
      eyes(ctx, s, s * 0.34, s * 0.12, s * 0.045);
      break;
    }
  }
}

/**
 * Paints the faces of the round's animals at the size they are shown (`size` units, `scale` pixels a
 * unit: the camera's zoom), so the Canvas renderer copies them one to one instead of scaling 100
 * pictures a frame.
 */
export function paintFaces(scene: Phaser.Scene, kinds: readonly Animal[], size: number, scale: number): void {
  for (const kind of kinds)
    canvasTexture(scene, faceKey(kind), size, size, (ctx, w) => paintFace(ctx, kind, w), scale);
}

/**
 * A photo for the album: a white print with the savanna behind the animals standing in rows.
 * One canvas a photo (the animals drawn into it), so the album costs one image a photo a frame.
 */
export function paintPhoto(
  scene: Phaser.Scene,
  key: string,
  animal: Animal,
  rows: number,
  cols: number,
  size: number,
  scale: number,
): string {
  const face = scene.textures.get(faceKey(animal)).getSourceImage() as CanvasImageSource;
  return canvasTexture(
    scene,
    key,
    size,
    size * 1.15,
    (ctx, w, h) => {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, w, h);
      const m = w * 0.07;
      const pw = w - m * 2;
      const ph = pw;
      const sky = ctx.createLinearGradient(0, m, 0, m + ph);
      sky.addColorStop(0, '#8fd3ff');
      sky.addColorStop(0.45, '#d9f1ff');
      sky.addColorStop(0.46, '#d9c36a');
      sky.addColorStop(1, '#b8a048');
      ctx.fillStyle = sky;
      ctx.fillRect(m, m, pw, ph);
      const cell = Math.min(pw / cols, ph / rows) * 0.95;
      const left = m + (pw - cell * cols) / 2;
      const top = m + (ph - cell * rows) / 2;
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++) ctx.drawImage(face, left + c * cell, top + r * cell, cell, cell);
      ctx.strokeStyle = 'rgba(27,42,58,0.25)';
      ctx.lineWidth = 2;
      ctx.strokeRect(1, 1, w - 2, h - 2);
    },
    scale,
  );
}

/** The rare animal's big photo at the end. */
export function paintRarePhoto(scene: Phaser.Scene, kind: RareAnimal, size: number, scale: number): string {
  const key = `fs-rare-${kind}`;
  return canvasTexture(
    scene,
    key,
    size,
    size * 1.15,
    (ctx, w, h) => {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, w, h);
      const m = w * 0.06;
      const pw = w - m * 2;
      const sky = ctx.createLinearGradient(0, m, 0, m + pw);
      sky.addColorStop(0, '#ffb36b');
      sky.addColorStop(0.5, '#ffe2a8');
      sky.addColorStop(0.51, '#d9c36a');
      sky.addColorStop(1, '#a68f3c');
      ctx.fillStyle = sky;
      ctx.fillRect(m, m, pw, pw);
      circle(ctx, m + pw * 0.78, m + pw * 0.3, pw * 0.1, '#fff2c2');
      if (kind === 'flamingo') {
        const x = m + pw / 2;
        const y = m + pw * 0.6;
        ctx.strokeStyle = '#e8709a';
        ctx.lineWidth = pw * 0.02;
        ctx.beginPath();
        ctx.moveTo(x - pw * 0.03, y + pw * 0.05);
        ctx.lineTo(x - pw * 0.03, y + pw * 0.36);
        ctx.moveTo(x + pw * 0.04, y + pw * 0.05);
        ctx.lineTo(x + pw * 0.04, y + pw * 0.2);
        ctx.lineTo(x - pw * 0.03, y + pw * 0.24);
        ctx.stroke();
        oval(ctx, x, y, pw * 0.2, pw * 0.12, '#ff8fb8', -0.15);
        ctx.strokeStyle = '#ff8fb8';
        ctx.lineWidth = pw * 0.045;
        ctx.beginPath();
        ctx.moveTo(x + pw * 0.15, y - pw * 0.04);
        ctx.bezierCurveTo(
          x + pw * 0.3,
          y - pw * 0.25,
          x + pw * 0.05,
          y - pw * 0.3,
          x + pw * 0.12,
          y - pw * 0.42,
        );
        ctx.stroke();
        circle(ctx, x + pw * 0.14, y - pw * 0.44, pw * 0.05, '#ff8fb8');
        ctx.fillStyle = '#1b2a3a';
        ctx.beginPath();
        ctx.moveTo(x + pw * 0.18, y - pw * 0.45);
        ctx.lineTo(x + pw * 0.27, y - pw * 0.38);
        ctx.lineTo(x + pw * 0.18, y - pw * 0.41);
        ctx.fill();
        circle(ctx, x + pw * 0.13, y - pw * 0.46, pw * 0.012, '#1b2a3a');
      } else {
        const s = pw * 0.7;
        ctx.save();
        ctx.translate(m + (pw - s) / 2, m + pw * 0.25);
        paintFace(ctx, kind, s);
        ctx.restore();
        if (kind === 'rhino') {
          ctx.save();
          ctx.translate(m + pw * 0.66, m + pw * 0.62);
          paintFace(ctx, 'rhino', pw * 0.3);
          ctx.restore();
        }
      }
    },
    scale,
  );
}
