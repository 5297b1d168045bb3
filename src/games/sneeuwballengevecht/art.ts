/** The snowball fight's art, painted once per game onto canvas textures (no downloads). */
import type Phaser from 'phaser';
import { canvasTexture } from '../kit/art';

export const TEX = {
  ball: 'sb-ball',
  brick: 'sb-brick',
  snowman: 'sb-snowman',
  hat: 'sb-hat',
  topHat: 'sb-tophat',
  flake: 'sb-flake',
  penguin: 'sb-penguin',
  flag: 'sb-flag',
} as const;

export function paintTextures(scene: Phaser.Scene): void {
  canvasTexture(scene, TEX.ball, 64, 64, (ctx, w, h) => {
    const g = ctx.createRadialGradient(w * 0.38, h * 0.34, w * 0.05, w / 2, h / 2, w / 2);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(0.7, '#f1f7fd');
    g.addColorStop(1, '#b9d3ea');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(w / 2, h / 2, w / 2 - 1, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = 'rgba(90,140,190,0.55)';
    ctx.lineWidth = w * 0.03;
    ctx.stroke();
  });
  canvasTexture(scene, TEX.brick, 80, 50, (ctx, w, h) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#ffffff');
    g.addColorStop(1, '#d4e6f6');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.roundRect(w * 0.03, h * 0.05, w * 0.94, h * 0.9, h * 0.22);
    ctx.fill();
    ctx.strokeStyle = '#8db6dc';
    ctx.lineWidth = w * 0.035;
    ctx.stroke();
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    ctx.beginPath();
    ctx.roundRect(w * 0.1, h * 0.14, w * 0.5, h * 0.12, h * 0.06);
    ctx.fill();
  });
  canvasTexture(scene, TEX.snowman, 120, 180, (ctx, w) => {
    const s = w / 120;
    const ball = (x: number, y: number, r: number): void => {
      const g = ctx.createRadialGradient(
        (x - r * 0.3) * s,
        (y - r * 0.3) * s,
        r * 0.1 * s,
        x * s,
        y * s,
        r * s,
      );
      g.addColorStop(0, '#ffffff');
      g.addColorStop(0.75, '#f2f8fd');
      g.addColorStop(1, '#bcd5ec');
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(x * s, y * s, r * s, 0, Math.PI * 2);
      ctx.fill();
    };
    // Stick arms, waving.
    ctx.strokeStyle = '#7a4b25';
    ctx.lineWidth = 5 * s;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(40 * s, 92 * s);
    ctx.lineTo(8 * s, 66 * s);
    ctx.moveTo(16 * s, 73 * s);
    ctx.lineTo(6 * s, 78 * s);
    ctx.moveTo(80 * s, 92 * s);
    ctx.lineTo(112 * s, 62 * s);
    ctx.moveTo(104 * s, 70 * s);
    ctx.lineTo(114 * s, 76 * s);
    ctx.stroke();
    ball(60, 140, 38);
    ball(60, 88, 28);
    ball(60, 44, 22);
    // Scarf.
    ctx.fillStyle = '#ff6b6b';
    ctx.beginPath();
    ctx.roundRect(38 * s, 60 * s, 44 * s, 10 * s, 5 * s);
    ctx.fill();
    ctx.fillRect(68 * s, 64 * s, 10 * s, 24 * s);
    // Face: coal eyes, a carrot nose, a smile of coal.
    ctx.fillStyle = '#1b2a3a';
    for (const [x, y, r] of [
      [52, 38, 3.5],
      [68, 38, 3.5],
      [50, 51, 2],
      [55, 54, 2],
      [60, 55, 2],
      [65, 54, 2],
      [70, 51, 2],
      [60, 84, 3],
      [60, 98, 3],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x * s, y * s, r * s, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#ff9f43';
    ctx.beginPath();
    ctx.moveTo(60 * s, 42 * s);
    ctx.lineTo(84 * s, 46 * s);
    ctx.lineTo(60 * s, 48 * s);
    ctx.closePath();
    ctx.fill();
  });
  // The child's woolly hat with a bobble.
  canvasTexture(scene, TEX.hat, 100, 70, (ctx, w, h) => {
    ctx.fillStyle = '#ff6b6b';
    ctx.beginPath();
    ctx.moveTo(w * 0.08, h * 0.85);
    ctx.quadraticCurveTo(w * 0.5, -h * 0.2, w * 0.92, h * 0.85);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.roundRect(w * 0.04, h * 0.72, w * 0.92, h * 0.24, h * 0.1);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.45)';
    for (let x = 0.25; x < 0.8; x += 0.17) ctx.fillRect(w * x, h * 0.3, w * 0.05, h * 0.42);
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(w * 0.5, h * 0.14, h * 0.13, 0, Math.PI * 2);
    ctx.fill();
  });
  canvasTexture(scene, TEX.topHat, 70, 56, (ctx, w, h) => {
    ctx.fillStyle = '#1b2a3a';
    ctx.beginPath();
    ctx.roundRect(w * 0.22, 0, w * 0.56, h * 0.8, w * 0.05);
    ctx.fill();
    ctx.beginPath();
    ctx.roundRect(0, h * 0.76, w, h * 0.2, h * 0.08);
    ctx.fill();
    ctx.fillStyle = '#9b6bff';
    ctx.fillRect(w * 0.22, h * 0.56, w * 0.56, h * 0.14);
  });
  canvasTexture(scene, TEX.flake, 12, 12, (ctx, w, h) => {
    const g = ctx.createRadialGradient(w / 2, h / 2, 0, w / 2, h / 2, w / 2);
    g.addColorStop(0, 'rgba(255,255,255,1)');
    g.addColorStop(0.6, 'rgba(255,255,255,0.9)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  });
  canvasTexture(scene, TEX.penguin, 90, 110, (ctx, w) => {
    const s = w / 90;
    const ellipse = (x: number, y: number, rx: number, ry: number, fill: string): void => {
      ctx.fillStyle = fill;
      ctx.beginPath();
      ctx.ellipse(x * s, y * s, rx * s, ry * s, 0, 0, Math.PI * 2);
      ctx.fill();
    };
    ellipse(45, 62, 34, 44, '#1b2a3a');
    ellipse(45, 70, 24, 34, '#ffffff');
    ellipse(12, 66, 8, 22, '#1b2a3a');
    ellipse(78, 58, 8, 22, '#1b2a3a');
    ellipse(36, 40, 6, 7, '#ffffff');
    ellipse(54, 40, 6, 7, '#ffffff');
    ellipse(37, 41, 3, 3.5, '#1b2a3a');
    ellipse(53, 41, 3, 3.5, '#1b2a3a');
    ctx.fillStyle = '#ff9f43';
    ctx.beginPath();
    ctx.moveTo(38 * s, 50 * s);
    ctx.lineTo(52 * s, 50 * s);
    ctx.lineTo(45 * s, 60 * s);
    ctx.closePath();
    ctx.fill();
    ellipse(32, 104, 12, 5, '#ff9f43');
    ellipse(58, 104, 12, 5, '#ff9f43');
    // A little bobble hat, like the child's.
    ctx.fillStyle = '#4aa8ff';
    ctx.beginPath();
    ctx.moveTo(24 * s, 28 * s);
    ctx.quadraticCurveTo(45 * s, -4 * s, 66 * s, 28 * s);
    ctx.closePath();
    ctx.fill();
    ellipse(45, 6, 6, 6, '#ffffff');
  });
  canvasTexture(scene, TEX.flag, 90, 120, (ctx, w) => {
    const s = w / 90;
    ctx.fillStyle = '#7a4b25';
    ctx.fillRect(8 * s, 4 * s, 6 * s, 116 * s);
    const colors = ['#ff6b6b', '#ffd23f', '#4aa8ff'];
    colors.forEach((color, i) => {
      ctx.fillStyle = color;
      ctx.fillRect(14 * s, (8 + i * 14) * s, 70 * s, 14 * s);
    });
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(48 * s, 29 * s, 9 * s, 0, Math.PI * 2);
    ctx.fill();
  });
}
