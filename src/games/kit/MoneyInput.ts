/**
 * Money input on the canvas: a wallet of coins and notes to tap, and a counter where the tapped
 * pieces lie (tap one there to take it back). State is the pure MoneyTray of ./money.
 */
import { describeTarget } from './tappable';
import type Phaser from 'phaser';
import { isNote } from '../../domain/sums/money';
import { MoneyTray } from './money';
import { moneyImage, pieceSize } from './moneyArt';

export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface MoneyInputOptions {
  wallet: readonly number[];
  walletArea: Area;
  trayArea: Area;
  minTarget: number;
  reducedMotion: boolean;
  onChange: (total: number) => void;
  onCoin?: () => void;
}

export class MoneyInput {
  readonly tray = new MoneyTray();
  private readonly scene: Phaser.Scene;
  private readonly options: MoneyInputOptions;
  private readonly walletButtons: {
    cents: number;
    image: Phaser.GameObjects.Image;
    zone: Phaser.GameObjects.Zone;
    x: number;
    y: number;
  }[] = [];
  private trayImages: Phaser.GameObjects.Image[] = [];
  private enabled = true;
  private readonly scale: number;
  /** Pieces on the counter stay at most a little above their own size, so a full counter still fits. */
  private readonly trayScale: number;

  constructor(scene: Phaser.Scene, options: MoneyInputOptions) {
    this.scene = scene;
    this.options = options;
    const { walletArea: a } = options;
    const widths = options.wallet.map((c) => pieceSize(c).w);
    const gap = 14;
    const widthOf = (rows: number, r: number): number => {
      const perRow = Math.ceil(options.wallet.length / rows);
      return widths.slice(r * perRow, (r + 1) * perRow).reduce((s, w) => s + w + gap, -gap);
    };
    const scaleFor = (rows: number): number => {
      const widest = Math.max(...Array.from({ length: rows }, (_, r) => widthOf(rows, r)));
      return Math.min(1.6, a.w / Math.max(1, widest), a.h / rows / 90);
    };
    // One row or two, whichever shows the pieces bigger (a tall wallet on a phone takes two).
    const rows = scaleFor(2) > scaleFor(1) ? 2 : 1;
    const perRow = Math.ceil(options.wallet.length / rows);
    const rowWidth = (r: number): number => widthOf(rows, r);
    this.scale = scaleFor(rows);
    this.trayScale = Math.min(this.scale, 1.2);
    options.wallet.forEach((cents, i) => {
      const r = Math.floor(i / perRow);
      const before = widths.slice(r * perRow, i).reduce((s, w) => s + w + gap, 0);
      const x = a.x - (rowWidth(r) * this.scale) / 2 + (before + (widths[i] ?? 0) / 2) * this.scale;
      const y = a.y - a.h / 2 + (a.h / rows) * (r + 0.5);
      const image = moneyImage(scene, x, y, cents, this.scale).setDepth(20);
      const size = pieceSize(cents);
      const hitW = Math.max(size.w * this.scale, options.minTarget);
      const hitH = Math.max(size.h * this.scale, options.minTarget);
      // A zone gives a generous hit area, whatever the size of the piece.
      const zone = scene.add.zone(x, y, hitW, hitH).setInteractive({ useHandCursor: true }).setDepth(21);
      describeTarget(zone, () =>
        this.enabled
          ? { role: 'answer', label: String(cents), value: { kind: 'money', pieces: [cents] } }
          : null,
      );
      zone.on('pointerdown', () => this.add(cents));
      this.walletButtons.push({ cents, image, zone, x, y });
    });
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    for (const b of this.walletButtons) b.image.setAlpha(enabled ? 1 : 0.5);
  }

  /** Lays a piece on the counter: the path of a tap on the wallet and of the test hook. */
  add(cents: number): boolean {
    if (!this.enabled || !this.tray.add(cents)) return false;
    this.options.onCoin?.();
    const from = this.walletButtons.find((b) => b.cents === cents);
    const image = moneyImage(this.scene, from?.x ?? 0, from?.y ?? 0, cents, this.trayScale).setDepth(22);
    image.setInteractive({ useHandCursor: true });
    describeTarget(image, () => (this.enabled ? { role: 'button', label: `remove ${cents}` } : null));
    image.on('pointerdown', () => this.removeImage(image));
    this.trayImages.push(image);
    this.layoutTray(image);
    this.options.onChange(this.tray.total);
    return true;
  }

  private removeImage(image: Phaser.GameObjects.Image): void {
    if (!this.enabled) return;
    const index = this.trayImages.indexOf(image);
    if (index < 0) return;
    this.tray.removeAt(index);
    this.trayImages.splice(index, 1);
    image.destroy();
    this.layoutTray();
    this.options.onChange(this.tray.total);
  }

  /** Takes everything back. */
  clear(): void {
    this.tray.clear();
    this.trayImages.forEach((i) => i.destroy());
    this.trayImages = [];
    this.options.onChange(0);
  }

  /** Notes in a row at the back, coins in rows in front, left to right. */
  private layoutTray(fresh?: Phaser.GameObjects.Image): void {
    const a = this.options.trayArea;
    const notes = this.trayImages.filter((_, i) => isNote(this.tray.pieces[i] ?? 0));
    const coins = this.trayImages.filter((_, i) => !isNote(this.tray.pieces[i] ?? 0));
    const place = (images: Phaser.GameObjects.Image[], y: number, step: number): void => {
      const perRow = Math.max(1, Math.floor(a.w / step));
      images.forEach((img, i) => {
        const row = Math.floor(i / perRow);
        const inRow = Math.min(perRow, images.length - row * perRow);
        const x = a.x - ((inRow - 1) * step) / 2 + (i % perRow) * step;
        const ty = y + row * step * 0.55;
        // A new layout wins over a piece still flying to its old spot.
        this.scene.tweens.killTweensOf(img);
        if (img === fresh && !this.options.reducedMotion) {
          this.scene.tweens.add({ targets: img, x, y: ty, duration: 220, ease: 'Quad.easeOut' });
        } else {
          img.setPosition(x, ty);
        }
      });
    };
    // Steps a little wider than the biggest coin (82) and note (150), so nothing overlaps until the
    // counter is crowded.
    const scale = this.trayScale;
    const coinStep = Math.min(92 * scale, a.w / 4);
    const noteStep = Math.min(162 * scale, a.w / 2);
    const top = a.y - a.h / 2;
    if (notes.length > 0) {
      place(notes, top + 12 + 40 * scale, noteStep);
      place(coins, top + 24 + (80 + 46) * scale, coinStep);
    } else {
      place(coins, top + 16 + 46 * scale, coinStep);
    }
  }

  destroy(): void {
    this.trayImages.forEach((i) => i.destroy());
    this.walletButtons.forEach((b) => {
      b.image.destroy();
      b.zone.destroy();
    });
    this.trayImages = [];
  }
}
