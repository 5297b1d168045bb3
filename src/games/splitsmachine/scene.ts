import { describeTarget } from '../kit/tappable';
import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../runtime/contract';
import { backdrop, fillVertical } from '../kit/backdrop';
import { canvasTexture, paintedImage, TEXTURE_SCALE } from '../kit/art';
import { shake, starBurst } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import { NumberPad } from '../kit/NumberPad';
import type { Showing } from '../kit/round';
import { SplitState, type PartIndex } from '../kit/split';
import { COLORS, css, label } from '../kit/ui';
import { correctSplit, splitPlan, toyFor, type Toy } from './rules';
import type { TextsOf } from '../manifest';
import type { manifest } from './manifest';

interface Bin {
  box: Phaser.GameObjects.Graphics;
  text: Phaser.GameObjects.Text;
  zone: Phaser.GameObjects.Zone;
  x: number;
  y: number;
}

interface Layout {
  machine: { x: number; y: number };
  scale: number;
  bins: [{ x: number; y: number }, { x: number; y: number }];
  binW: number;
  binH: number;
  pad: { x: number; y: number; w: number; h: number };
  belt: number;
  prompt: { x: number; y: number; w: number };
}

const MACHINE_W = 380;
const MACHINE_H = 300;

export class SplitsmachineScene extends GameScene<TextsOf<typeof manifest>> {
  private pad: NumberPad | null = null;
  private split: SplitState | null = null;
  private bins: Bin[] = [];
  private wholeBall: Phaser.GameObjects.Container | null = null;
  private gears: Phaser.GameObjects.Image[] = [];
  private lamps: Phaser.GameObjects.Arc[] = [];
  private machine: Phaser.GameObjects.Container | null = null;
  private promptText: Phaser.GameObjects.Text | null = null;
  private toysMade = 0;
  private blinkAt = 0;
  private L!: Layout;

  private layout(): Layout {
    const { W, H } = this;
    if (this.portrait) {
      const padH = Math.min(460, H * 0.34);
      const padW = Math.min(W - 64, padH * 1.05);
      const scale = Math.min(1.15, (W - 60) / 520);
      const my = HUD_HEIGHT + 120 + (MACHINE_H * scale) / 2;
      const binY = my + (MACHINE_H * scale) / 2 + 110;
      return {
        machine: { x: W / 2, y: my },
        scale,
        bins: [
          { x: W / 2 - 150, y: binY },
          { x: W / 2 + 150, y: binY },
        ],
        binW: 200,
        binH: 150,
        pad: { x: W / 2, y: H - padH / 2 - 24, w: padW, h: padH },
        belt: binY + 110,
        prompt: { x: W / 2, y: HUD_HEIGHT + 40, w: W - 60 },
      };
    }
    const padH = H - HUD_HEIGHT - 40;
    const padW = Math.min(padH * 0.78, W * 0.3);
    const areaW = W - padW - 64;
    const cx = 24 + areaW / 2;
    const scale = Math.min(1.3, (H - HUD_HEIGHT - 250) / MACHINE_H);
    const my = HUD_HEIGHT + 60 + (MACHINE_H * scale) / 2;
    const binY = my + (MACHINE_H * scale) / 2 + 80;
    return {
      machine: { x: cx, y: my },
      scale,
      bins: [
        { x: cx - 190 * scale, y: binY },
        { x: cx + 190 * scale, y: binY },
      ],
      binW: 190,
      binH: 130,
      pad: { x: W - padW / 2 - 32, y: HUD_HEIGHT + 20 + padH / 2, w: padW, h: padH },
      belt: H - 40,
      prompt: { x: cx, y: HUD_HEIGHT + 30, w: areaW },
    };
  }

  protected buildWorld(): void {
    const { W, H } = this;
    this.L = this.layout();
    const L = this.L;
    backdrop(this, 'sm-world', W, H, (ctx, w, h) => {
      fillVertical(ctx, w, h, [
        [0, '#34495e'],
        [1, '#22313f'],
      ]);
      // Bricks.
      ctx.strokeStyle = 'rgba(255,255,255,0.05)';
      ctx.lineWidth = 2;
      for (let y = 0, row = 0; y < h; y += 40, row++) {
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.lineTo(w, y);
        ctx.stroke();
        for (let x = row % 2 === 0 ? 0 : 40; x < w; x += 80) {
          ctx.beginPath();
          ctx.moveTo(x, y);
          ctx.lineTo(x, y + 40);
          ctx.stroke();
        }
      }
      // Pipes along the ceiling.
      for (const [y, color] of [
        [HUD_HEIGHT + 6, '#7f8c8d'],
        [HUD_HEIGHT + 26, '#95a5a6'],
      ] as const) {
        ctx.fillStyle = color;
        ctx.fillRect(0, y, w, 12);
        ctx.fillStyle = 'rgba(0,0,0,0.25)';
        for (let x = 60; x < w; x += 220) ctx.fillRect(x, y - 3, 14, 18);
      }
      // Conveyor belt.
      const beltY = L.belt;
      ctx.fillStyle = '#2c2c2c';
      ctx.fillRect(0, beltY, w, 26);
      ctx.fillStyle = '#555';
      for (let x = 10; x < w; x += 40) {
        ctx.beginPath();
        ctx.arc(x, beltY + 13, 9, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.fillStyle = '#1b1b1b';
      ctx.fillRect(0, beltY + 26, w, h - beltY - 26);
    });

    canvasTexture(this, 'sm-machine', MACHINE_W, MACHINE_H, (ctx, w) => {
      const s = w / MACHINE_W;
      // Hopper.
      ctx.fillStyle = '#bdc3c7';
      ctx.beginPath();
      ctx.moveTo(110 * s, 0);
      ctx.lineTo(270 * s, 0);
      ctx.lineTo(230 * s, 60 * s);
      ctx.lineTo(150 * s, 60 * s);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = '#7f8c8d';
      ctx.lineWidth = 6 * s;
      ctx.stroke();
      // Chutes.
      ctx.fillStyle = '#95a5a6';
      ctx.beginPath();
      ctx.moveTo(60 * s, 240 * s);
      ctx.lineTo(110 * s, 240 * s);
      ctx.lineTo(60 * s, 300 * s);
      ctx.lineTo(10 * s, 300 * s);
      ctx.closePath();
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(270 * s, 240 * s);
      ctx.lineTo(320 * s, 240 * s);
      ctx.lineTo(370 * s, 300 * s);
      ctx.lineTo(320 * s, 300 * s);
      ctx.closePath();
      ctx.fill();
      // Body.
      const body = ctx.createLinearGradient(0, 60 * s, 0, 250 * s);
      body.addColorStop(0, '#ffb35c');
      body.addColorStop(1, '#e67e22');
      ctx.fillStyle = body;
      ctx.beginPath();
      ctx.roundRect(30 * s, 56 * s, 320 * s, 190 * s, 28 * s);
      ctx.fill();
      ctx.strokeStyle = '#b85f12';
      ctx.lineWidth = 6 * s;
      ctx.stroke();
      // Rivets.
      ctx.fillStyle = '#b85f12';
      for (const [x, y] of [
        [48, 74],
        [332, 74],
        [48, 228],
        [332, 228],
      ] as const) {
        ctx.beginPath();
        ctx.arc(x * s, y * s, 6 * s, 0, Math.PI * 2);
        ctx.fill();
      }
      // Screen for the whole number.
      ctx.fillStyle = '#1e3a2f';
      ctx.beginPath();
      ctx.roundRect(120 * s, 84 * s, 140 * s, 96 * s, 16 * s);
      ctx.fill();
      ctx.strokeStyle = '#0f241c';
      ctx.lineWidth = 5 * s;
      ctx.stroke();
      // Split arrow on the front.
      ctx.strokeStyle = '#fff3d6';
      ctx.lineWidth = 8 * s;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(190 * s, 196 * s);
      ctx.lineTo(190 * s, 212 * s);
      ctx.lineTo(120 * s, 232 * s);
      ctx.moveTo(190 * s, 212 * s);
      ctx.lineTo(260 * s, 232 * s);
      ctx.stroke();
    });
    canvasTexture(this, 'sm-gear', 90, 90, (ctx, w, h) => {
      ctx.translate(w / 2, h / 2);
      ctx.fillStyle = '#95a5a6';
      for (let i = 0; i < 10; i++) {
        ctx.rotate(Math.PI / 5);
        ctx.fillRect(-w * 0.07, -w * 0.5, w * 0.14, w * 0.2);
      }
      ctx.beginPath();
      ctx.arc(0, 0, w * 0.36, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#7f8c8d';
      ctx.beginPath();
      ctx.arc(0, 0, w * 0.12, 0, Math.PI * 2);
      ctx.fill();
    });
    this.paintToys();

    const m = this.add.container(L.machine.x, L.machine.y).setScale(L.scale);
    const gearL = paintedImage(this, -MACHINE_W / 2 + 8, -10, 'sm-gear');
    const gearR = paintedImage(this, MACHINE_W / 2 - 8, 40, 'sm-gear').setScale(0.7 / TEXTURE_SCALE);
    this.gears = [gearL, gearR];
    const body = paintedImage(this, 0, 0, 'sm-machine');
    const lightBar = [-56, -24, 8].map((dy, i) =>
      this.add.circle(-112, dy, 10, [COLORS.red, COLORS.yellow, COLORS.green][i] ?? COLORS.yellow),
    );
    this.lamps = lightBar;
    m.add([gearL, gearR, body, ...lightBar]);
    this.machine = m;

    this.bins = ([0, 1] as const).map((i) => this.makeBin(i));
    this.pad = new NumberPad(this, {
      x: L.pad.x,
      y: L.pad.y,
      width: L.pad.w,
      height: L.pad.h,
      okText: this.texts.ok,
      sink: { press: (key) => this.split?.press(key) ?? 'ignored' },
      click: () => this.sfx.play('click'),
      onChange: () => this.refreshBins(),
      onSubmit: () => this.submitSplit(),
    });
    this.pad.setEnabled(false);
  }

  private makeBin(i: PartIndex): Bin {
    const L = this.L;
    const { x, y } = L.bins[i];
    const box = this.add.graphics({ x, y });
    const text = label(this, x, y + 6, '', { size: 72, color: COLORS.ink });
    const zone = this.add
      .zone(x, y, Math.max(L.binW, this.minTarget), Math.max(L.binH, this.minTarget))
      .setInteractive({ useHandCursor: true });
    // A given part cannot take the focus: only the parts to fill are targets.
    describeTarget(zone, () =>
      this.phase === 'question' && this.split?.editable(i)
        ? { role: 'button', label: `part ${i + 1}` }
        : null,
    );
    zone.on('pointerdown', () => {
      if (this.phase === 'question' && this.split?.focus(i)) {
        this.sfx.play('click');
        this.refreshBins();
      }
    });
    return { box, text, zone, x, y };
  }

  private paintBin(bin: Bin, state: 'idle' | 'active' | 'given' | 'right' | 'wrong'): void {
    const { binW: w, binH: h } = this.L;
    const fill = { idle: 0xffffff, active: 0xffffff, given: 0xfff3d6, right: 0xe3fbe9, wrong: 0xffecec }[
      state
    ];
    const stroke = {
      idle: 0x95a5a6,
      active: COLORS.blue,
      given: COLORS.orange,
      right: COLORS.green,
      wrong: COLORS.red,
    }[state];
    bin.box.clear();
    bin.box.fillStyle(COLORS.shadow, 0.3);
    bin.box.fillRoundedRect(-w / 2 + 4, -h / 2 + 8, w, h, 22);
    bin.box.fillStyle(fill, 1);
    bin.box.fillRoundedRect(-w / 2, -h / 2, w, h, 22);
    bin.box.lineStyle(state === 'active' ? 9 : 6, stroke, 1);
    bin.box.strokeRoundedRect(-w / 2, -h / 2, w, h, 22);
    // A box's front lip.
    bin.box.fillStyle(stroke, 0.18);
    bin.box.fillRoundedRect(-w / 2, h / 2 - 26, w, 26, { tl: 0, tr: 0, bl: 22, br: 22 });
  }

  private refreshBins(): void {
    const split = this.split;
    if (!split) return;
    ([0, 1] as const).forEach((i) => {
      const bin = this.bins[i];
      if (!bin) return;
      const text = split.text(i);
      const editable = split.editable(i);
      bin.text
        .setText(text === '' ? '?' : text)
        .setColor(text === '' ? css(0x95a5a6) : editable ? css(COLORS.blueDark) : css(COLORS.ink));
      this.paintBin(
        bin,
        !editable ? 'given' : split.active === i && this.phase === 'question' ? 'active' : 'idle',
      );
    });
  }

  protected showSum(showing: Showing): void {
    const sum = showing.sum;
    const plan = splitPlan(sum);
    this.split = new SplitState(plan.whole, plan.given, plan.maxDigits);
    const L = this.L;
    this.promptText?.destroy();
    this.promptText = label(
      this,
      L.prompt.x,
      L.prompt.y,
      plan.given === null ? this.texts.game.free : this.prompt(sum),
      {
        size: 30,
        color: COLORS.white,
        wrapWidth: L.prompt.w - 40,
      },
    );
    // The whole number drops into the hopper and shows on the machine's screen.
    const screenY = L.machine.y + (-MACHINE_H / 2 + 132) * L.scale;
    const ball = this.add.container(L.machine.x, screenY);
    ball.add(label(this, 0, 0, String(plan.whole), { size: 84, color: 0x7dffb0 }));
    ball.setScale(L.scale);
    this.wholeBall = ball;
    if (!this.reduced) {
      ball.setY(screenY - 190 * L.scale).setAlpha(0);
      this.tweens.add({ targets: ball, y: screenY, alpha: 1, duration: 260, ease: 'Bounce.easeOut' });
      this.spinGears(600);
    }
    this.sfx.play('clunk');
    this.refreshBins();
    this.pad?.setEnabled(true);
  }

  private spinGears(duration: number): void {
    if (this.reduced) return;
    this.gears.forEach((gear, i) =>
      this.tweens.add({
        targets: gear,
        angle: gear.angle + (i === 0 ? 180 : -240),
        duration,
        ease: 'Cubic.easeOut',
      }),
    );
    if (this.machine) {
      const y = this.machine.y;
      this.tweens.add({
        targets: this.machine,
        y: y - 4,
        duration: 60,
        yoyo: true,
        repeat: 3,
        onComplete: () => this.machine?.setY(y),
      });
    }
  }

  override update(): void {
    if (this.reduced) return;
    const now = this.time.now;
    if (now - this.blinkAt > 450) {
      this.blinkAt = now;
      const on = Math.floor(now / 450) % 3;
      this.lamps.forEach((light, i) => light.setAlpha(i === on ? 1 : 0.35));
    }
  }

  private submitSplit(): void {
    const answer = this.split?.answer();
    if (!answer) return;
    const bin = this.bins[1];
    this.submitAnswer(answer, bin ? { x: bin.x, y: bin.y - 40 } : undefined);
  }

  protected override onKey(event: KeyboardEvent): void {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Tab') {
      const target: PartIndex =
        event.key === 'ArrowLeft' ? 0 : event.key === 'ArrowRight' ? 1 : this.split?.active === 0 ? 1 : 0;
      if (this.split?.focus(target)) this.refreshBins();
      event.preventDefault();
      return;
    }
    this.pad?.pressKeyboard(event.key);
  }

  protected override onRight(_answer: GameAnswer, _sum: Sum): void {
    this.pad?.setEnabled(false);
    this.bins.forEach((bin) => this.paintBin(bin, 'right'));
    this.spinGears(900);
    this.makeToy();
  }

  protected onWrong(answer: GameAnswer, sum: Sum): void {
    this.pad?.setEnabled(false);
    const fix = correctSplit(sum, answer.given);
    const given = answer.given?.kind === 'split' ? answer.given.parts : null;
    ([0, 1] as const).forEach((i) => {
      const bin = this.bins[i];
      if (!bin) return;
      const wrongHere = given !== null && given[i] !== fix[i];
      if (wrongHere) {
        this.paintBin(bin, 'wrong');
        shake(this, bin.text, this.reduced);
        this.after(650, () => {
          bin.text.setText(String(fix[i])).setColor(css(COLORS.greenDark));
          this.paintBin(bin, 'right');
        });
      } else {
        bin.text.setText(String(fix[i]));
        this.paintBin(bin, i === 0 && this.split?.given !== null ? 'given' : 'right');
      }
    });
  }

  /** A toy rolls out of the machine onto the belt, as a reward for a right split. */
  private makeToy(): void {
    const L = this.L;
    const toy = toyFor(this.toysMade++);
    const img = paintedImage(this, L.machine.x, L.machine.y, `sm-toy-${toy}`).setDepth(30);
    const beltY = L.belt - 36;
    if (this.reduced) {
      img.setPosition(L.machine.x + 220, beltY);
      this.after(900, () => img.destroy());
      return;
    }
    img.setScale(0.1 / TEXTURE_SCALE);
    this.tweens.add({
      targets: img,
      scale: 1 / TEXTURE_SCALE,
      y: beltY,
      duration: 420,
      ease: 'Back.easeOut',
    });
    this.tweens.add({
      targets: img,
      x: this.W + 80,
      delay: 480,
      duration: 1300,
      ease: 'Sine.easeIn',
      onComplete: () => img.destroy(),
    });
    starBurst(this, L.machine.x, L.machine.y - 40, false);
  }

  private paintToys(): void {
    const paint: Record<Toy, (ctx: CanvasRenderingContext2D, w: number, h: number) => void> = {
      car: (ctx, w, h) => {
        ctx.fillStyle = '#ff6b6b';
        ctx.beginPath();
        ctx.roundRect(w * 0.08, h * 0.42, w * 0.84, h * 0.3, h * 0.08);
        ctx.fill();
        ctx.beginPath();
        ctx.roundRect(w * 0.26, h * 0.24, w * 0.46, h * 0.24, h * 0.08);
        ctx.fill();
        ctx.fillStyle = '#bfe8ff';
        ctx.fillRect(w * 0.32, h * 0.29, w * 0.15, h * 0.14);
        ctx.fillRect(w * 0.51, h * 0.29, w * 0.15, h * 0.14);
        ctx.fillStyle = '#1b2a3a';
        for (const x of [0.28, 0.72]) {
          ctx.beginPath();
          ctx.arc(w * x, h * 0.74, h * 0.11, 0, Math.PI * 2);
          ctx.fill();
        }
      },
      robot: (ctx, w, h) => {
        ctx.fillStyle = '#95a5a6';
        ctx.fillRect(w * 0.3, h * 0.2, w * 0.4, h * 0.3);
        ctx.fillRect(w * 0.25, h * 0.52, w * 0.5, h * 0.36);
        ctx.fillStyle = '#4aa8ff';
        ctx.beginPath();
        ctx.arc(w * 0.42, h * 0.34, h * 0.05, 0, Math.PI * 2);
        ctx.arc(w * 0.58, h * 0.34, h * 0.05, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#7f8c8d';
        ctx.lineWidth = w * 0.03;
        ctx.beginPath();
        ctx.moveTo(w * 0.5, h * 0.2);
        ctx.lineTo(w * 0.5, h * 0.08);
        ctx.stroke();
        ctx.fillStyle = '#ff6b6b';
        ctx.beginPath();
        ctx.arc(w * 0.5, h * 0.07, h * 0.05, 0, Math.PI * 2);
        ctx.fill();
      },
      ball: (ctx, w, h) => {
        ctx.fillStyle = '#ffd23f';
        ctx.beginPath();
        ctx.arc(w / 2, h * 0.55, w * 0.34, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#4aa8ff';
        ctx.lineWidth = w * 0.08;
        ctx.beginPath();
        ctx.arc(w / 2, h * 0.55, w * 0.34, -0.6, 0.6);
        ctx.stroke();
        ctx.strokeStyle = '#ff6b6b';
        ctx.beginPath();
        ctx.arc(w / 2, h * 0.55, w * 0.34, Math.PI - 0.6, Math.PI + 0.6);
        ctx.stroke();
      },
      duck: (ctx, w, h) => {
        ctx.fillStyle = '#ffd23f';
        ctx.beginPath();
        ctx.ellipse(w * 0.5, h * 0.66, w * 0.34, h * 0.2, 0, 0, Math.PI * 2);
        ctx.fill();
        ctx.beginPath();
        ctx.arc(w * 0.62, h * 0.38, w * 0.17, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#ff9f43';
        ctx.beginPath();
        ctx.moveTo(w * 0.76, h * 0.38);
        ctx.lineTo(w * 0.92, h * 0.42);
        ctx.lineTo(w * 0.76, h * 0.46);
        ctx.fill();
        ctx.fillStyle = '#1b2a3a';
        ctx.beginPath();
        ctx.arc(w * 0.66, h * 0.34, w * 0.03, 0, Math.PI * 2);
        ctx.fill();
      },
    };
    for (const [toy, painter] of Object.entries(paint)) canvasTexture(this, `sm-toy-${toy}`, 90, 90, painter);
  }

  protected clearSum(): void {
    this.wholeBall?.destroy();
    this.wholeBall = null;
    this.split = null;
  }

  protected driveAnswer(value: AnswerValue): boolean {
    const split = this.split;
    if (value.kind !== 'split' || !split || !this.pad) return false;
    if (split.given === null) split.focus(0);
    else split.focus(1);
    let accepted = false;
    for (const key of split.keysFor(value.parts)) accepted = this.pad.press(key) || accepted;
    return accepted && this.phase !== 'question';
  }
}
