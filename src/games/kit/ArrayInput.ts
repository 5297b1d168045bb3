/**
 * The array input of the group games: a grid of empty places, a frame whose corner the child moves
 * (drag it, tap a place, the arrow keys, or the − and + steppers for rows and columns), and a picture
 * (the game's texture) in every place inside the frame, so the child sees the equal groups and can
 * count them. Rules (which array a sum stands for, the keys, the geometry) are in `array.ts`.
 */
import { describeTarget } from './tappable';
import type Phaser from 'phaser';
import { arrayAtPoint, ArrayState, cellCentre, inputGrid, stepperSize, type ArrayGrid } from './array';
import { canvasTexture } from './art';
import { COLORS } from './ui';

export interface ArrayInputOptions {
  /** The box the input fills (grid and steppers), centred on (x, y). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Smallest tap target (the steppers are at least this big). */
  minTarget: number;
  /** The picture in each place inside the frame. */
  texture: string;
  maxRows?: number;
  maxCols?: number;
  /** The game paints the empty places into its backdrop with `paintSlots` (cheaper on Canvas). */
  slotsInBackdrop?: boolean;
  /** Colour of the empty places and the frame. */
  slotColor?: number;
  frameColor?: number;
  reducedMotion: boolean;
  onChange: (rows: number, cols: number) => void;
  click?: () => void;
}

/** A white key with a grey edge and a − or + on it, `size` units square (painted at the camera's zoom). */
function paintStepper(scene: Phaser.Scene, size: number, plus: boolean): string {
  return canvasTexture(
    scene,
    `array-stepper-${plus ? 'plus' : 'minus'}-${size}`,
    size,
    size,
    (ctx, w, h) => {
      const r = w * 0.28;
      const edge = h * 0.09;
      ctx.fillStyle = 'rgba(0,0,0,0.18)';
      ctx.beginPath();
      ctx.roundRect(w * 0.03, edge + h * 0.03, w * 0.94, h * 0.94 - edge, r);
      ctx.fill();
      ctx.fillStyle = '#b8c6d6';
      ctx.beginPath();
      ctx.roundRect(w * 0.03, edge, w * 0.94, h * 0.94 - edge, r);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.roundRect(w * 0.03, h * 0.02, w * 0.94, h * 0.94 - edge, r);
      ctx.fill();
      const cx = w / 2;
      const cy = h * 0.02 + (h * 0.94 - edge) / 2;
      const arm = w * 0.2;
      const thick = w * 0.08;
      ctx.fillStyle = '#1b2a3a';
      ctx.fillRect(cx - arm, cy - thick / 2, arm * 2, thick);
      if (plus) ctx.fillRect(cx - thick / 2, cy - arm, thick, arm * 2);
    },
    Math.max(1, scene.cameras.main.zoom),
  );
}

function slotRadius(grid: ArrayGrid): number {
  return grid.cell * 0.14;
}

/** Paints the grid's empty places (a soft dot each) on a backdrop's canvas of `scale` pixels a unit. */
export function paintSlots(ctx: CanvasRenderingContext2D, grid: ArrayGrid, color: string, scale = 1): void {
  ctx.fillStyle = color;
  for (let r = 0; r < grid.rows; r++)
    for (let c = 0; c < grid.cols; c++) {
      const p = cellCentre(grid, r, c);
      ctx.beginPath();
      ctx.arc(p.x * scale, p.y * scale, slotRadius(grid) * scale, 0, Math.PI * 2);
      ctx.fill();
    }
}

export class ArrayInput {
  readonly state: ArrayState;
  readonly root: Phaser.GameObjects.Container;
  readonly grid: ArrayGrid;
  private readonly scene: Phaser.Scene;
  private readonly options: ArrayInputOptions;
  private readonly pictures: Phaser.GameObjects.Image[] = [];
  private readonly frame: Phaser.GameObjects.Graphics;
  private readonly steppers: Phaser.GameObjects.Image[] = [];
  private enabled = true;
  private dragging = false;
  private frameColor: number;
  /** Where a caption (what the frame holds) fits: the free left part of the steppers' row. */
  captionAt = { x: 0, y: 0 };
  /** The box the grid and its steppers take. */
  outline = { x: 0, y: 0, w: 0, h: 0 };

  constructor(scene: Phaser.Scene, options: ArrayInputOptions) {
    this.scene = scene;
    this.options = options;
    this.state = new ArrayState(options.maxRows, options.maxCols);
    this.frameColor = options.frameColor ?? COLORS.white;
    const { step, gap } = stepperSize(options.minTarget);
    this.grid = inputGrid(options, options.minTarget, this.state.maxRows, this.state.maxCols);
    this.root = scene.add.container(0, 0);

    const g = this.grid;
    // The empty places never move: a game paints them into its backdrop (`paintSlots`), which costs
    // nothing a frame; otherwise they are drawn here.
    if (options.slotsInBackdrop !== true) {
      const slots = scene.add.graphics();
      slots.fillStyle(options.slotColor ?? COLORS.white, 0.35);
      for (let r = 0; r < g.rows; r++)
        for (let c = 0; c < g.cols; c++) {
          const p = cellCentre(g, r, c);
          slots.fillCircle(p.x, p.y, slotRadius(g));
        }
      this.root.add(slots);
    }
    for (let r = 0; r < g.rows; r++)
      for (let c = 0; c < g.cols; c++) {
        const p = cellCentre(g, r, c);
        const img = scene.add.image(p.x, p.y, options.texture).setVisible(false);
        img.setDisplaySize(g.cell * 0.9, g.cell * 0.9);
        this.pictures.push(img);
      }
    this.root.add(this.pictures);
    this.frame = scene.add.graphics();
    this.root.add(this.frame);

    // The grid takes taps and drags (a cell's margin around it too, for a corner at the edge).
    const zone = scene.add
      .zone(g.left - g.cell / 2, g.top - g.cell / 2, g.cell * (g.cols + 1), g.cell * (g.rows + 1))
      .setOrigin(0, 0)
      .setInteractive({ useHandCursor: true });
    describeTarget(zone, () => (this.enabled ? { role: 'button', label: 'grid' } : null));
    zone.on('pointerdown', (p: Phaser.Input.Pointer) => {
      if (!this.enabled) return;
      this.dragging = true;
      this.fromPoint(p);
    });
    scene.input.on('pointermove', this.onMove, this);
    scene.input.on('pointerup', this.onUp, this);
    this.root.add(zone);

    // The steppers are painted once (a − and a + key), so they cost one image a frame each.
    const keys = { minus: paintStepper(scene, step, false), plus: paintStepper(scene, step, true) };
    const stepper = (x: number, y: number, plus: boolean, press: () => void, name: string): void => {
      const key = scene.add.image(x, y, plus ? keys.plus : keys.minus).setDisplaySize(step, step);
      key.setInteractive({ useHandCursor: true });
      describeTarget(key, () => (this.enabled ? { role: 'button', label: name } : null));
      const scale = key.scaleX;
      key.on('pointerdown', () => {
        if (!this.enabled) return;
        key.setScale(scale * 0.94);
        press();
      });
      const up = (): void => {
        key.setScale(scale);
      };
      key.on('pointerup', up);
      key.on('pointerout', up);
      this.steppers.push(key);
      this.root.add(key);
    };
    const sx = g.left - gap - step / 2;
    const midY = g.top + (g.cell * g.rows) / 2;
    stepper(sx, midY - step / 2 - 8, false, () => this.step('ArrowUp'), 'rows −');
    stepper(sx, midY + step / 2 + 8, true, () => this.step('ArrowDown'), 'rows +');
    // Column steppers under the grid's right end; the left of that row is free for a caption.
    const sy = g.top + g.cell * g.rows + gap + step / 2;
    const right = g.left + g.cell * g.cols;
    stepper(right - step * 1.5 - 16, sy, false, () => this.step('ArrowLeft'), 'columns −');
    stepper(right - step / 2, sy, true, () => this.step('ArrowRight'), 'columns +');
    this.captionAt = { x: (sx - step / 2 + right - step * 2 - 16) / 2, y: sy };
    this.outline = {
      x: sx - step / 2,
      y: g.top,
      w: right - (sx - step / 2),
      h: g.cell * g.rows + gap + step,
    };
    this.draw(null);
  }

  private onMove(p: Phaser.Input.Pointer): void {
    if (this.dragging && p.isDown) this.fromPoint(p);
  }

  private onUp(): void {
    this.dragging = false;
  }

  private fromPoint(p: Phaser.Input.Pointer): void {
    const at = arrayAtPoint(this.grid, p.worldX, p.worldY, this.dragging);
    if (at) this.change(at.rows, at.cols);
  }

  private step(key: string): void {
    if (this.enabled) this.pressKeyboard(key);
  }

  private change(rows: number, cols: number): void {
    const before = { rows: this.state.rows, cols: this.state.cols };
    if (!this.state.set(rows, cols)) return;
    this.options.click?.();
    this.draw(before);
    this.options.onChange(this.state.rows, this.state.cols);
  }

  /** Arrow keys (and Home); false for any other key, which is the number pad's. */
  pressKeyboard(key: string): boolean {
    if (!this.enabled) return false;
    const before = { rows: this.state.rows, cols: this.state.cols };
    const changed = this.state.pressKey(key);
    if (changed === null) return false;
    if (changed) {
      this.options.click?.();
      this.draw(before);
      this.options.onChange(this.state.rows, this.state.cols);
    }
    return true;
  }

  /** Walks the frame to `rows` x `cols` with the arrow keys, as a child would (the test hook). */
  driveTo(rows: number, cols: number): void {
    for (const key of this.state.keysTo(rows, cols)) this.pressKeyboard(key);
  }

  /** Shows an array without the child (the right one after an answer), in `frameColor`. */
  show(rows: number, cols: number, frameColor: number): void {
    const before = { rows: this.state.rows, cols: this.state.cols };
    this.state.set(rows, cols);
    this.frameColor = frameColor;
    this.draw(before);
  }

  /** Back to one picture with a new texture and the normal frame, for the next sum. */
  reset(texture: string): void {
    this.pictures.forEach((img) =>
      img.setTexture(texture).setDisplaySize(this.grid.cell * 0.9, this.grid.cell * 0.9),
    );
    this.state.set(1, 1);
    this.frameColor = this.options.frameColor ?? COLORS.white;
    this.draw(null);
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.dragging = false;
    this.steppers.forEach((b) => b.setAlpha(enabled ? 1 : 0.45));
  }

  /** Bounds of the current frame (for effects such as a camera flash). */
  frameBounds(): { x: number; y: number; w: number; h: number } {
    const g = this.grid;
    return { x: g.left, y: g.top, w: this.state.cols * g.cell, h: this.state.rows * g.cell };
  }

  private draw(before: { rows: number; cols: number } | null): void {
    const { rows, cols } = this.state;
    const g = this.grid;
    const size = g.cell * 0.9;
    this.pictures.forEach((img, i) => {
      const r = Math.floor(i / g.cols);
      const c = i % g.cols;
      const inside = r < rows && c < cols;
      const wasInside = before !== null && r < before.rows && c < before.cols;
      img.setVisible(inside);
      if (inside && !wasInside && !this.options.reducedMotion) {
        img.setDisplaySize(size * 0.2, size * 0.2);
        this.scene.tweens.add({
          targets: img,
          displayWidth: size,
          displayHeight: size,
          duration: 140,
          ease: 'Back.easeOut',
        });
      } else if (inside) img.setDisplaySize(size, size);
    });
    // A viewfinder: corner brackets round the frame and a round handle on the corner to drag.
    const f = this.frame;
    const pad = g.cell * 0.06;
    const x0 = g.left - pad;
    const y0 = g.top - pad;
    const x1 = g.left + cols * g.cell + pad;
    const y1 = g.top + rows * g.cell + pad;
    const arm = Math.min(g.cell * 0.7, (x1 - x0) / 2, (y1 - y0) / 2);
    f.clear();
    f.lineStyle(4, this.frameColor, 0.9);
    f.strokeRoundedRect(x0, y0, x1 - x0, y1 - y0, 8);
    f.lineStyle(9, this.frameColor, 1);
    f.beginPath();
    f.moveTo(x0, y0 + arm);
    f.lineTo(x0, y0);
    f.lineTo(x0 + arm, y0);
    f.moveTo(x1 - arm, y0);
    f.lineTo(x1, y0);
    f.lineTo(x1, y0 + arm);
    f.moveTo(x0, y1 - arm);
    f.lineTo(x0, y1);
    f.lineTo(x0 + arm, y1);
    f.strokePath();
    const handle = Math.max(16, g.cell * 0.3);
    f.fillStyle(COLORS.ink, 0.25);
    f.fillCircle(x1 + 2, y1 + 4, handle);
    f.fillStyle(this.frameColor, 1);
    f.fillCircle(x1, y1, handle);
    f.lineStyle(4, COLORS.ink, 0.6);
    f.strokeCircle(x1, y1, handle);
  }

  destroy(): void {
    this.scene.input.off('pointermove', this.onMove, this);
    this.scene.input.off('pointerup', this.onUp, this);
    this.root.destroy();
  }
}
