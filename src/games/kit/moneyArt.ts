/**
 * Euro coins and notes drawn in code: copper, gold and two-colour coins with their value, notes in
 * their colours. Sized relative to each other roughly like the real ones, but big enough to tap.
 */
import type Phaser from 'phaser';
import { isNote } from '../../domain/sums/money';
import { canvasTexture } from './art';
import { pieceLabel } from './money';

/** Logical size of a piece: coin diameter, or note width and height. */
export function pieceSize(cents: number): { w: number; h: number } {
  if (isNote(cents)) return { w: 150, h: 80 };
  const diameters: Record<number, number> = { 1: 56, 2: 62, 5: 68, 10: 64, 20: 70, 50: 78, 100: 74, 200: 82 };
  const d = diameters[cents] ?? 70;
  return { w: d, h: d };
}

const NOTE_COLORS: Record<number, [string, string]> = {
  500: ['#c9c9c9', '#8a8a8a'],
  1000: ['#f28b82', '#b84a44'],
  2000: ['#8ab4f8', '#3f6fb6'],
  5000: ['#ffb36b', '#c46a14'],
  10000: ['#7ecf9a', '#2f8f52'],
  20000: ['#ffe27a', '#b8951a'],
};

function coinColors(cents: number): { ring: string; center: string; edge: string } {
  if (cents <= 5) return { ring: '#d08a55', center: '#e8a874', edge: '#8f5226' };
  if (cents <= 50) return { ring: '#e9c34f', center: '#f6d970', edge: '#a8831a' };
  if (cents === 100) return { ring: '#e9c34f', center: '#d9dde2', edge: '#8a8f96' };
  return { ring: '#d9dde2', center: '#e9c34f', edge: '#8a8f96' };
}

export function moneyTexture(scene: Phaser.Scene, cents: number): string {
  const { w, h } = pieceSize(cents);
  const text = pieceLabel(cents);
  return canvasTexture(scene, `money-${cents}`, w, h, (ctx, cw, ch) => {
    if (isNote(cents)) {
      const [fill, dark] = NOTE_COLORS[cents] ?? ['#dddddd', '#888888'];
      ctx.fillStyle = fill;
      ctx.beginPath();
      ctx.roundRect(2, 2, cw - 4, ch - 4, ch * 0.08);
      ctx.fill();
      ctx.strokeStyle = dark;
      ctx.lineWidth = ch * 0.04;
      ctx.stroke();
      // An arch, like the real notes' windows and doorways.
      ctx.strokeStyle = 'rgba(255,255,255,0.55)';
      ctx.lineWidth = ch * 0.06;
      ctx.beginPath();
      ctx.arc(cw * 0.28, ch * 0.8, ch * 0.35, Math.PI, 0);
      ctx.stroke();
      ctx.fillStyle = 'rgba(255,255,255,0.35)';
      ctx.beginPath();
      ctx.arc(cw * 0.8, ch * 0.3, ch * 0.16, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = dark;
      ctx.font = `bold ${Math.round(ch * 0.42)}px "DejaVu Sans", Verdana, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, cw * 0.62, ch * 0.58);
      return;
    }
    const c = coinColors(cents);
    const r = cw / 2 - 2;
    ctx.fillStyle = c.edge;
    ctx.beginPath();
    ctx.arc(cw / 2, ch / 2, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = c.ring;
    ctx.beginPath();
    ctx.arc(cw / 2, ch / 2, r * 0.92, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = c.center;
    ctx.beginPath();
    ctx.arc(cw / 2, ch / 2, cents >= 100 ? r * 0.66 : r * 0.8, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    ctx.beginPath();
    ctx.ellipse(cw * 0.38, ch * 0.32, r * 0.3, r * 0.14, -0.6, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#3b2a10';
    ctx.font = `bold ${Math.round(r * (text.length > 3 ? 0.62 : 0.72))}px "DejaVu Sans", Verdana, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, cw / 2, ch / 2 + r * 0.04);
  });
}

export function moneyImage(
  scene: Phaser.Scene,
  x: number,
  y: number,
  cents: number,
  scale = 1,
): Phaser.GameObjects.Image {
  const { w, h } = pieceSize(cents);
  return scene.add.image(x, y, moneyTexture(scene, cents)).setDisplaySize(w * scale, h * scale);
}
