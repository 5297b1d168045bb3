import { describeTarget, type TargetInfo } from '../kit/tappable';
import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../runtime/contract';
import { backdrop, fillVertical } from '../kit/backdrop';
import { blobImage, canvasTexture } from '../kit/art';
import { shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import { scaleLabelSize, type Box } from '../kit/scaling';
import { seededRandom } from '../kit/random';
import type { Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel, whitePanel } from '../kit/SumPanel';
import { Button, COLORS, label } from '../kit/ui';
import { fill } from '../texts';
import {
  depthLine,
  depthOf,
  FISH_COLORS,
  keysToward,
  lineLabels,
  moveHook,
  needsPrompt,
  tankGrid,
  valueAtDepth,
  type DepthLine,
} from './rules';
import type { TextsOf } from '../manifest';
import type { manifest } from './manifest';

interface Layout {
  panel: Box;
  surfaceY: number;
  /** The number line: x, and the depths of its start and end. */
  lineX: number;
  top: number;
  bottom: number;
  /** The rod's tip above the water, where the fishing line starts. */
  rodTip: { x: number; y: number };
  hookX: number;
  fisher: { x: number; y: number };
  tank: Box;
  buttons: { up: { x: number; y: number }; down: { x: number; y: number }; catch: { x: number; y: number } };
  buttonH: number;
}

const FISH_W = 120;
const FISH_H = 70;

/**
 * Fishing hook: the water's depth is a vertical number line, 0 at the surface. The child lowers the
 * hook to the depth of the answer (arrow keys, Page keys or Shift for tens; a tap or a drag in the
 * water; the up and down buttons) and presses "catch" (or Enter). At the right number a fish with the
 * answer bites and goes into the aquarium; a miss brings the hook up empty and the fish with the right
 * number shows where it swims.
 */
export class VishaakScene extends GameScene<TextsOf<typeof manifest>> {
  private L!: Layout;
  private line: DepthLine | null = null;
  private value = 0;
  private hook: Phaser.GameObjects.Container | null = null;
  private cord: Phaser.GameObjects.Graphics | null = null;
  private marks: Phaser.GameObjects.Graphics | null = null;
  private markLabels: Phaser.GameObjects.Text[] = [];
  private pointer: Phaser.GameObjects.Graphics | null = null;
  private sumLine: SumLine | null = null;
  private panel: Phaser.GameObjects.Graphics | null = null;
  private promptText: Phaser.GameObjects.Text | null = null;
  private feedbackObjects: Phaser.GameObjects.GameObject[] = [];
  private water: Phaser.GameObjects.Zone | null = null;
  private dragging = false;
  private buttons: Button[] = [];
  private catchButton: Button | null = null;
  private caught = 0;
  private capacity = 1;
  private tankText: Phaser.GameObjects.Text | null = null;

  private layout(): Layout {
    const { W, H } = this;
    const buttonH = Math.max(84, this.minTarget);
    if (this.portrait) {
      const surfaceY = HUD_HEIGHT + 250;
      const bottomBar = H - buttonH / 2 - 30;
      return {
        panel: { x: W / 2, y: HUD_HEIGHT + 80, w: W - 60, h: 130 },
        surfaceY,
        lineX: 110,
        top: surfaceY + 40,
        bottom: bottomBar - buttonH / 2 - 60,
        rodTip: { x: 230, y: surfaceY - 50 },
        hookX: 230,
        fisher: { x: 330, y: surfaceY - 50 },
        tank: { x: W - 130, y: surfaceY + 250, w: 220, h: 300 },
        buttons: {
          up: { x: 90, y: bottomBar },
          down: { x: 90 + buttonH + 90, y: bottomBar },
          catch: { x: W - 170, y: bottomBar },
        },
        buttonH,
      };
    }
    const surfaceY = HUD_HEIGHT + 150;
    const tankW = Math.min(340, W * 0.24);
    const controlsY = H - buttonH / 2 - 24;
    return {
      // The sum hangs in the sky right of the fisher.
      panel: { x: (380 + 90 + W - 24) / 2, y: HUD_HEIGHT + 72, w: Math.min(680, W - 380 - 130), h: 116 },
      surfaceY,
      lineX: 150,
      top: surfaceY + 30,
      bottom: H - 50,
      rodTip: { x: 270, y: surfaceY - 60 },
      hookX: 270,
      fisher: { x: 380, y: surfaceY - 56 },
      tank: {
        x: W - tankW / 2 - 30,
        y: surfaceY + 30 + (controlsY - buttonH / 2 - surfaceY - 40) / 2,
        w: tankW,
        h: controlsY - buttonH / 2 - surfaceY - 70,
      },
      buttons: {
        up: { x: W - tankW - 30 + buttonH / 2, y: controlsY },
        down: { x: W - tankW - 30 + buttonH * 1.5 + 14, y: controlsY },
        catch: { x: W - 30 - Math.max(150, tankW - buttonH * 2 - 28) / 2, y: controlsY },
      },
      buttonH,
    };
  }

  protected buildWorld(): void {
    const { W, H } = this;
    const L = this.layout();
    this.L = L;
    this.capacity = Math.max(1, this.round.progress.total);
    this.caught = Math.min(this.launch.soFar?.right.length ?? 0, this.capacity);
    this.paintFish();
    backdrop(this, 'vh-world', W, H, (ctx, w, h) => {
      fillVertical(ctx, w, h, [
        [0, '#bfe8ff'],
        [L.surfaceY / h, '#e8f7ff'],
        [L.surfaceY / h + 0.001, '#5ab8ec'],
        [1, '#123f78'],
      ]);
      // Light from above, sand and weed at the bottom.
      ctx.fillStyle = 'rgba(255,255,255,0.08)';
      for (let i = 0; i < 5; i++) {
        ctx.beginPath();
        ctx.moveTo(300 + i * 220, L.surfaceY);
        ctx.lineTo(380 + i * 220, L.surfaceY);
        ctx.lineTo(200 + i * 260, h);
        ctx.lineTo(120 + i * 260, h);
        ctx.closePath();
        ctx.fill();
      }
      const rnd = seededRandom(5);
      ctx.fillStyle = '#d9b77a';
      ctx.beginPath();
      ctx.moveTo(0, h);
      for (let x = 0; x <= w; x += 20) ctx.lineTo(x, h - 22 - Math.sin(x * 0.01) * 8);
      ctx.lineTo(w, h);
      ctx.fill();
      for (let i = 0; i < 14; i++) {
        const x = rnd() * w;
        const tall = 40 + rnd() * 70;
        ctx.strokeStyle = rnd() < 0.5 ? '#2e9c5a' : '#3fbf6e';
        ctx.lineWidth = 6;
        ctx.beginPath();
        ctx.moveTo(x, h - 16);
        ctx.bezierCurveTo(x - 14, h - tall * 0.4, x + 14, h - tall * 0.7, x, h - tall);
        ctx.stroke();
      }
      // Waves at the surface.
      ctx.fillStyle = '#e8f7ff';
      for (let x = 0; x < w; x += 40) {
        ctx.beginPath();
        ctx.arc(x + 20, L.surfaceY, 20, 0, Math.PI);
        ctx.fill();
      }
      // The jetty the fisher sits on.
      ctx.fillStyle = '#a0703c';
      ctx.fillRect(L.lineX - 60, L.surfaceY - 26, L.fisher.x + 110 - (L.lineX - 60), 18);
      ctx.fillStyle = '#7a4b25';
      for (const x of [L.lineX - 40, L.fisher.x + 60]) ctx.fillRect(x, L.surfaceY - 10, 14, 60);
      // The aquarium: a glass tank on the right.
      const t = L.tank;
      ctx.fillStyle = 'rgba(220,245,255,0.92)';
      ctx.beginPath();
      ctx.roundRect(t.x - t.w / 2, t.y - t.h / 2, t.w, t.h, 18);
      ctx.fill();
      const tankWater = ctx.createLinearGradient(0, t.y - t.h / 2, 0, t.y + t.h / 2);
      tankWater.addColorStop(0, '#8fdcff');
      tankWater.addColorStop(1, '#3f9fe0');
      ctx.fillStyle = tankWater;
      ctx.beginPath();
      ctx.roundRect(t.x - t.w / 2 + 8, t.y - t.h / 2 + 44, t.w - 16, t.h - 52, 12);
      ctx.fill();
      ctx.fillStyle = '#f3dca6';
      ctx.fillRect(t.x - t.w / 2 + 8, t.y + t.h / 2 - 22, t.w - 16, 14);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 6;
      ctx.beginPath();
      ctx.roundRect(t.x - t.w / 2, t.y - t.h / 2, t.w, t.h, 18);
      ctx.stroke();
      // The depth gauge's white band, so its marks read on dark water.
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.beginPath();
      ctx.roundRect(L.lineX - 100, L.top - 26, 128, L.bottom - L.top + 52, 18);
      ctx.fill();
    });
    this.tankText = label(this, L.tank.x, L.tank.y - L.tank.h / 2 + 24, '', {
      size: 22,
      color: COLORS.blueDark,
    }).setDepth(6);
    this.updateTankText();
    for (let i = 0; i < this.caught; i++) this.placeInTank(i, null);

    // The fisher with the rod.
    const fisher = blobImage(this, L.fisher.x, L.fisher.y, 110, COLORS.orange, 'happy').setDepth(3);
    const rod = this.add.graphics().setDepth(4);
    rod.lineStyle(6, 0x7a4b25, 1);
    rod.lineBetween(L.fisher.x - 30, L.fisher.y + 10, L.rodTip.x, L.rodTip.y);
    if (!this.reduced)
      this.tweens.add({
        targets: fisher,
        y: fisher.y - 4,
        duration: 1000,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    this.ambientFish();

    this.cord = this.add.graphics().setDepth(8);
    this.hook = this.add.container(L.hookX, L.top).setDepth(9);
    const hookArt = this.add.graphics();
    hookArt.lineStyle(5, 0x5c6b7a, 1);
    hookArt.beginPath();
    hookArt.arc(0, 10, 11, 0, Math.PI, false);
    hookArt.strokePath();
    hookArt.lineBetween(11, 10, 11, -10);
    hookArt.fillStyle(COLORS.red, 1);
    hookArt.fillCircle(11, -18, 8);
    this.hook.add(hookArt);
    this.pointer = this.add.graphics().setDepth(7);

    // Taps and drags in the water put the hook at that depth.
    const zoneLeft = L.lineX - 100;
    const zoneRight = this.portrait ? L.tank.x - L.tank.w / 2 - 10 : L.buttons.up.x - L.buttonH / 2 - 20;
    this.water = this.add
      .zone((zoneLeft + zoneRight) / 2, (L.top + L.bottom) / 2, zoneRight - zoneLeft, L.bottom - L.top + 60)
      .setInteractive({ useHandCursor: true })
      .setDepth(2);
    // For the test hook: each whole-number depth is a band of the water that puts the hook there.
    describeTarget(this.water, () => this.depthBands());
    this.water.on('pointerdown', (p: Phaser.Input.Pointer) => {
      this.dragging = true;
      this.hookToPointer(p);
    });
    this.water.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (this.dragging && p.isDown) this.hookToPointer(p);
    });
    this.input.on('pointerup', () => (this.dragging = false));

    const t = this.texts.game;
    const bh = L.buttonH;
    const arrow = (dir: 'up' | 'down'): Button => {
      const button = new Button(this, L.buttons[dir].x, L.buttons[dir].y, {
        width: bh,
        height: bh,
        text: '',
        color: COLORS.white,
        shade: 0xb8c6d6,
        click: () => this.sfx.play('click'),
        onPress: () => this.moveBy(dir === 'up' ? 'ArrowUp' : 'ArrowDown'),
      }).setDepth(30);
      // A drawn arrow (not a character a school computer's font may lack).
      const a = this.add.graphics();
      const s = bh * 0.2;
      a.fillStyle(COLORS.blueDark, 1);
      if (dir === 'up') a.fillTriangle(-s, s * 0.5 - 4, s, s * 0.5 - 4, 0, -s * 0.9 - 4);
      else a.fillTriangle(-s, -s * 0.5 - 4, s, -s * 0.5 - 4, 0, s * 0.9 - 4);
      button.add(a);
      return button;
    };
    const up = arrow('up');
    const down = arrow('down');
    const catchW = this.portrait ? 260 : Math.max(150, L.tank.w - bh * 2 - 28);
    this.catchButton = new Button(this, L.buttons.catch.x, L.buttons.catch.y, {
      width: catchW,
      height: bh,
      text: t.catch,
      color: COLORS.green,
      shade: COLORS.greenDark,
      textColor: COLORS.white,
      click: () => this.sfx.play('click'),
      onPress: () => this.catchFish(),
    }).setDepth(30);
    this.buttons = [up, down, this.catchButton];
    this.setControls(false);
  }

  private paintFish(): void {
    FISH_COLORS.forEach((color, i) =>
      canvasTexture(this, `vh-fish-${i}`, FISH_W, FISH_H, (ctx, w, h) => {
        const s = w / FISH_W;
        ctx.fillStyle = color;
        ctx.beginPath();
        ctx.moveTo(96 * s, 35 * s);
        ctx.lineTo(118 * s, 12 * s);
        ctx.lineTo(118 * s, 58 * s);
        ctx.closePath();
        ctx.fill();
        ctx.beginPath();
        ctx.ellipse(52 * s, 35 * s, 48 * s, 28 * s, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = 'rgba(255,255,255,0.85)';
        ctx.beginPath();
        ctx.ellipse(56 * s, 38 * s, 28 * s, 18 * s, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#ffffff';
        ctx.beginPath();
        ctx.arc(18 * s, 28 * s, 8 * s, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#1b2a3a';
        ctx.beginPath();
        ctx.arc(16 * s, 28 * s, 4 * s, 0, Math.PI * 2);
        ctx.fill();
        void h;
      }),
    );
  }

  /** A few fish swim to and fro: scenery only, at depths that say nothing about the answer. */
  private ambientFish(): void {
    if (this.reduced) return;
    const L = this.L;
    const rnd = seededRandom(3);
    const left = L.hookX + 80;
    const right = this.portrait ? this.W - 40 : L.tank.x - L.tank.w / 2 - 40;
    // On a phone they swim below the aquarium.
    const high = this.portrait ? L.tank.y + L.tank.h / 2 + 40 : L.top + 40;
    for (let i = 0; i < 3; i++) {
      const y = high + rnd() * (L.bottom - 40 - high);
      const fish = this.add
        .image(left + rnd() * (right - left), y, `vh-fish-${(i + 3) % FISH_COLORS.length}`)
        .setScale(0.28)
        .setAlpha(0.55)
        .setDepth(1);
      const swim = (toRight: boolean): void => {
        fish.setFlipX(toRight);
        this.tweens.add({
          targets: fish,
          x: toRight ? right : left,
          duration: 5000 + rnd() * 4000,
          onComplete: () => swim(!toRight),
        });
      };
      swim(rnd() < 0.5);
    }
  }

  private setControls(on: boolean): void {
    for (const b of this.buttons) b.setEnabled(on);
  }

  private updateTankText(): void {
    this.tankText?.setText(fill(this.texts.game.caught, { n: this.caught }));
    const t = this.tankText;
    if (t && t.width > this.L.tank.w - 20) t.setScale((this.L.tank.w - 20) / t.width);
  }

  /** A fish in the aquarium's place `i`. */
  private placeInTank(i: number, value: string | null): Phaser.GameObjects.Container {
    const t = this.L.tank;
    const inner = { x: t.x - t.w / 2 + 14, y: t.y - t.h / 2 + 50, w: t.w - 28, h: t.h - 80 };
    const { cols, rows } = tankGrid(this.capacity, inner.w, inner.h);
    const cellW = inner.w / cols;
    const cellH = inner.h / rows;
    const col = i % cols;
    const row = Math.floor(i / cols) % rows;
    const scale = Math.min(cellW / FISH_W, (cellH * 1.6) / FISH_W, 0.6) * 0.9;
    const fish = this.add.container(inner.x + cellW * (col + 0.5), inner.y + cellH * (row + 0.5)).setDepth(6);
    const img = this.add.image(0, 0, `vh-fish-${i % FISH_COLORS.length}`).setScale(scale / 2);
    img.setFlipX(row % 2 === 1);
    fish.add(img);
    if (value)
      fish.add(label(this, 4 * scale, 3 * scale, value, { size: Math.round(30 * scale), color: COLORS.ink }));
    return fish;
  }

  protected showSum(showing: Showing): void {
    const L = this.L;
    const sum = showing.sum;
    const shown = sumPanel(this, L.panel.x, L.panel.y, sum, this.launch.settings.locale, {
      width: L.panel.w,
      height: L.panel.h,
      fontSize: 72,
      paint: whitePanel(0.96, 30),
      depth: 30,
    });
    this.panel = shown.panel;
    this.sumLine = shown.line;
    if (needsPrompt(sum)) {
      // In the water right of the hook, above the aquarium (landscape: left of it).
      const left = L.hookX + 40;
      const right = this.portrait ? this.W - 20 : L.tank.x - L.tank.w / 2 - 16;
      this.promptText = label(this, (left + right) / 2, L.surfaceY + 40, this.prompt(sum), {
        size: 26,
        color: COLORS.white,
        stroke: COLORS.ink,
        strokeWidth: 6,
        wrapWidth: right - left,
      }).setDepth(30);
    }
    const line = depthLine(sum);
    this.line = line;
    this.drawMarks(line);
    this.setHook(line.min, false);
    this.setControls(true);
  }

  /** The depth gauge of this sum: small marks, numbers at the big ones. */
  private drawMarks(line: DepthLine): void {
    const L = this.L;
    const g = this.add.graphics().setDepth(5);
    g.lineStyle(4, COLORS.ink, 1);
    g.lineBetween(L.lineX, L.top, L.lineX, L.bottom);
    const count = Math.round((line.max - line.min) / line.minor);
    for (let i = 0; i <= count; i++) {
      const v = line.min + i * line.minor;
      const y = depthOf(line, v, L.top, L.bottom);
      const big = (v - line.min) % line.major === 0;
      const half = !big && (v - line.min) % (line.major / 2) === 0 && line.major % 2 === 0;
      g.lineStyle(big ? 4 : 2, COLORS.ink, big ? 1 : 0.7);
      g.lineBetween(L.lineX - (big ? 18 : half ? 12 : 7), y, L.lineX + (big ? 18 : half ? 12 : 7), y);
    }
    this.marks = g;
    // As big as the room between them allows, to be read from the back of the class (scaling.ts); a
    // long one (money, 1000) shrinks to stay on the gauge's white panel (from lineX - 100).
    const values = lineLabels(line);
    const spacing = Math.min(
      ...values
        .slice(1)
        .map((v, i) => depthOf(line, v, L.top, L.bottom) - depthOf(line, values[i]!, L.top, L.bottom)),
    );
    const size = scaleLabelSize(Number.isFinite(spacing) ? spacing : L.bottom - L.top);
    const room = 100 - 26 - 6;
    this.markLabels = values.map((v) => {
      const text = label(this, L.lineX - 26, depthOf(line, v, L.top, L.bottom), this.valueText(v), {
        size,
        color: COLORS.ink,
      })
        .setOrigin(1, 0.5)
        .setDepth(5);
      if (text.width > room) text.setScale(room / text.width);
      return text;
    });
  }

  private valueText(v: number): string {
    const sum = this.round.current?.sum;
    return sum ? this.answerText(sum, { kind: 'number', value: v }) : String(v);
  }

  /** Puts the hook at a value: the cord and the pointer on the gauge follow. */
  private setHook(value: number, sound = true): void {
    const line = this.line;
    const hook = this.hook;
    if (!line || !hook) return;
    if (sound && value !== this.value) this.sfx.play('click', 0.7);
    this.value = value;
    const L = this.L;
    const y = depthOf(line, value, L.top, L.bottom);
    hook.setY(y);
    this.drawCord(y);
    const g = this.pointer;
    if (g) {
      g.clear();
      g.lineStyle(3, COLORS.red, 0.9);
      g.lineBetween(L.lineX + 10, y, L.hookX - 16, y);
      g.fillStyle(COLORS.red, 1);
      g.fillTriangle(L.lineX + 4, y, L.lineX + 22, y - 10, L.lineX + 22, y + 10);
    }
  }

  private drawCord(y: number): void {
    const c = this.cord;
    if (!c) return;
    c.clear();
    c.lineStyle(2, 0x1b2a3a, 0.8);
    c.lineBetween(this.L.rodTip.x, this.L.rodTip.y, this.L.hookX, y - 26);
  }

  /** The water's bands, one per depth the hook snaps to, in units centred on the water zone. */
  private depthBands(): TargetInfo[] | null {
    const line = this.line;
    const water = this.water;
    if (this.phase !== 'question' || !line || !water) return null;
    const { top, bottom } = this.L;
    const band = ((bottom - top) * line.step) / (line.max - line.min);
    const bands: TargetInfo[] = [];
    for (let v = line.min; v <= line.max; v += line.step) {
      const y = depthOf(line, v, top, bottom) - water.y;
      bands.push({
        role: 'answer',
        label: String(v),
        value: { kind: 'number', value: v },
        part: { x: -water.width / 2, y: y - band / 2, width: water.width, height: band },
      });
    }
    return bands;
  }

  private hookToPointer(p: Phaser.Input.Pointer): void {
    if (this.phase !== 'question' || !this.line) return;
    const world = this.cameras.main.getWorldPoint(p.x, p.y);
    this.setHook(valueAtDepth(this.line, world.y, this.L.top, this.L.bottom));
  }

  private moveBy(key: string, shift = false): boolean {
    if (this.phase !== 'question' || !this.line) return false;
    const next = moveHook(this.line, this.value, key, shift);
    if (next === null) return false;
    this.setHook(next);
    return true;
  }

  protected override onKey(event: KeyboardEvent): void {
    if (event.key === 'Enter' || event.key === ' ') {
      this.catchButton?.press();
      return;
    }
    if (this.moveBy(event.key, event.shiftKey)) event.preventDefault();
  }

  private catchFish(): void {
    if (this.phase !== 'question' || !this.line || !this.hook) return;
    this.setControls(false);
    this.submitAnswer({ kind: 'number', value: this.value }, { x: this.hook.x + 60, y: this.hook.y });
  }

  /** Brings the hook (and what hangs on it) up to the surface. */
  private reelUp(extra: Phaser.GameObjects.Components.Transform[] = [], done?: () => void): void {
    const hook = this.hook;
    if (!hook) return;
    const top = this.L.surfaceY - 20;
    if (this.reduced) {
      hook.setY(top);
      this.drawCord(top);
      done?.();
      return;
    }
    this.sfx.play('whoosh');
    const from = hook.y;
    const offsets = extra.map((o) => o.y - from);
    this.tweens.addCounter({
      from: from,
      to: top,
      duration: 520,
      ease: 'Quad.easeIn',
      onUpdate: (tween) => {
        const y = tween.getValue() ?? top;
        hook.setY(y);
        this.drawCord(y);
        extra.forEach((o, i) => o.setY(y + (offsets[i] ?? 0)));
      },
      onComplete: () => done?.(),
    });
  }

  protected override onRight(answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const hook = this.hook;
    if (!hook) return;
    this.sfx.play('pop');
    const index = this.caught;
    this.caught++;
    const text = this.answerText(sum, answer.given ?? sum.answer);
    const fish = this.add.container(hook.x + 44, hook.y + 26).setDepth(10);
    fish.add([
      this.add
        .image(0, 0, `vh-fish-${index % FISH_COLORS.length}`)
        .setScale(0.34)
        .setAngle(-70),
      label(this, 0, 0, text, { size: 24, color: COLORS.ink, stroke: COLORS.white, strokeWidth: 5 }),
    ]);
    this.feedbackObjects.push(fish);
    this.reelUp([fish], () => {
      const slot = this.placeInTank(index, text);
      this.sfx.play('coin');
      this.updateTankText();
      if (this.reduced) {
        fish.destroy();
        return;
      }
      slot.setAlpha(0);
      this.tweens.add({
        targets: fish,
        x: slot.x,
        y: slot.y,
        scale: 0.6,
        duration: 450,
        ease: 'Quad.easeInOut',
        onComplete: () => {
          slot.setAlpha(1);
          fish.destroy();
        },
      });
    });
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    const line = this.line;
    const L = this.L;
    if (this.sumLine) shake(this, this.sumLine, this.reduced);
    this.sumLine?.showAnswer(this.answerText(sum), true);
    if (!line || sum.answer.kind !== 'number') return;
    // Where the hook was, in orange; where the fish swims, in green with its number.
    const given = this.value;
    const g = this.add.graphics().setDepth(7);
    const at = (v: number): number => depthOf(line, v, L.top, L.bottom);
    g.lineStyle(6, COLORS.orange, 1);
    g.lineBetween(L.lineX - 22, at(given), L.lineX + 22, at(given));
    g.lineStyle(8, COLORS.green, 1);
    const right = at(sum.answer.value);
    g.lineBetween(L.lineX - 26, right, L.lineX + 26, right);
    const fish = this.add.container(L.hookX + 90, right).setDepth(10);
    fish.add([
      this.add.image(0, 0, 'vh-fish-3').setScale(0.4),
      label(this, 6, 2, this.answerText(sum), { size: 28, color: COLORS.ink }),
    ]);
    const tag = label(this, L.lineX + 34, right, this.answerText(sum), {
      size: 26,
      color: COLORS.greenDark,
      stroke: COLORS.white,
      strokeWidth: 6,
    })
      .setOrigin(0, 0.5)
      .setDepth(11);
    this.feedbackObjects.push(g, fish, tag);
    this.reelUp();
    if (!this.reduced) {
      fish.setAlpha(0).setX(fish.x + 120);
      this.tweens.add({ targets: fish, alpha: 1, x: L.hookX + 90, duration: 500, ease: 'Quad.easeOut' });
    }
  }

  protected override feedbackMs(correct: boolean): number {
    return correct ? 1300 : 2600;
  }

  protected clearSum(): void {
    this.sumLine?.destroy();
    this.sumLine = null;
    this.panel?.destroy();
    this.panel = null;
    this.promptText?.destroy();
    this.promptText = null;
    this.marks?.destroy();
    this.marks = null;
    this.markLabels.forEach((t) => t.destroy());
    this.markLabels = [];
    this.feedbackObjects.forEach((o) => o.destroy());
    this.feedbackObjects = [];
    this.pointer?.clear();
    this.line = null;
  }

  /** The test hook: walks the hook there with the keys a child would press, then catches. */
  protected driveAnswer(value: AnswerValue): boolean {
    const line = this.line;
    if (value.kind !== 'number' || !line || value.value < line.min || value.value > line.max) return false;
    for (const key of keysToward(line, this.value, value.value)) this.moveBy(key);
    if (this.value !== value.value) return false;
    return this.catchButton?.press() ?? false;
  }
}
