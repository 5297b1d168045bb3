import type Phaser from 'phaser';
import type { AnswerValue, NumberLineDisplay, Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../runtime/contract';
import type { Box } from '../kit/scaling';
import { throwArc } from '../kit/flight';
import { backdrop, fillVertical } from '../kit/backdrop';
import { blobImage, paintedImage } from '../kit/art';
import { popText, shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import { NumberPad } from '../kit/NumberPad';
import type { Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel, whitePanel } from '../kit/SumPanel';
import { COLORS, label } from '../kit/ui';
import { seededRandom } from '../kit/random';
import { paintTextures, TEX } from './art';
import {
  bricksBuilt,
  fortColumns,
  fortPlan,
  fortRows,
  padFor,
  shortLanding,
  showsPrompt,
  snowballRadius,
  surpriseFor,
  type BrickSlot,
} from './rules';
import type { TextsOf } from '../manifest';
import type { manifest } from './manifest';

interface Layout {
  panel: Box;
  pad: Box;
  /** Where feet stand on the snow. */
  groundY: number;
  horizonY: number;
  child: { x: number; y: number; size: number };
  hand: { x: number; y: number };
  fort: { x: number; baseY: number; brickW: number; brickH: number };
  snowman: { x: number; y: number; scale: number };
  prompt: { x: number; y: number; w: number };
}

/** The throw's flight time; the brick settles after it. */
const FLIGHT_MS = 520;

/**
 * Snowball fight: the child types the answer on the number pad (or the keyboard); the snowball in
 * their hands grows with every digit and is thrown at the snowmen's fort across the field. A right
 * answer lands as a brick with its number (the fort grows brick by brick); a miss falls short in the
 * snow, and the sum shows the right answer. At the end the fort is finished and a surprise appears.
 */
export class SneeuwballengevechtScene extends GameScene<TextsOf<typeof manifest>> {
  private L!: Layout;
  private slots: BrickSlot[] = [];
  private bricks: Phaser.GameObjects.Container[] = [];
  private pad: NumberPad | null = null;
  private padMoney: boolean | null = null;
  private sumLine: SumLine | null = null;
  private panel: Phaser.GameObjects.Graphics | null = null;
  private promptText: Phaser.GameObjects.Text | null = null;
  private lineArt: Phaser.GameObjects.Graphics | null = null;
  private lineLabels: Phaser.GameObjects.Text[] = [];
  private ball: Phaser.GameObjects.Container | null = null;
  private ballImage: Phaser.GameObjects.Image | null = null;
  private ballText: Phaser.GameObjects.Text | null = null;
  private fallen: Phaser.GameObjects.Container[] = [];
  private snowmen: Phaser.GameObjects.Image[] = [];
  private child: Phaser.GameObjects.Container | null = null;
  private finale = false;
  private capacity = 0;

  private layout(): Layout {
    const { W, H } = this;
    if (this.portrait) {
      const padH = Math.min(560, H * 0.36);
      const padW = Math.min(W - 140, padH * 0.85);
      const groundY = H - padH - 90;
      const cols = fortColumns(this.capacity);
      const rows = Math.max(1, fortRows(this.capacity));
      // The fort stands further back on the field (higher up), the child in front.
      const fortBase = groundY - Math.min(170, (groundY - HUD_HEIGHT - 420) * 0.6);
      const brickW = Math.min(84, 340 / cols, ((fortBase - HUD_HEIGHT - 260) / rows) * 1.6);
      const fortX = W - 50 - (cols * brickW) / 2;
      return {
        panel: { x: W / 2, y: HUD_HEIGHT + 84, w: W - 60, h: 140 },
        pad: { x: W / 2, y: H - padH / 2 - 36, w: padW, h: padH },
        groundY,
        horizonY: Math.min(fortBase - 90, groundY - 170),
        child: { x: 100, y: groundY - 56, size: 130 },
        hand: { x: 170, y: groundY - 110 },
        fort: { x: fortX, baseY: fortBase, brickW, brickH: brickW * 0.62 },
        snowman: { x: fortX - (cols * brickW) / 2 - 50, y: fortBase - 70, scale: 0.8 },
        prompt: { x: W / 2, y: HUD_HEIGHT + 184, w: W - 60 },
      };
    }
    const padW = Math.min(300, W * 0.25);
    const padH = Math.min(H - HUD_HEIGHT - 70, padW * 1.4);
    const fieldRight = W - padW - 64;
    const groundY = H - 64;
    const fieldTop = HUD_HEIGHT + 230;
    const cols = fortColumns(this.capacity);
    const rows = Math.max(1, fortRows(this.capacity));
    const brickW = Math.min(100, (fieldRight - 420) / cols, ((groundY - fieldTop) / rows) * 1.6);
    const fortX = fieldRight - 40 - (cols * brickW) / 2;
    return {
      panel: { x: fieldRight / 2 + 12, y: HUD_HEIGHT + 80, w: Math.min(fieldRight - 40, 680), h: 136 },
      pad: { x: W - padW / 2 - 36, y: HUD_HEIGHT + (H - HUD_HEIGHT) / 2 + 4, w: padW, h: padH },
      groundY,
      horizonY: H * 0.5,
      child: { x: 110, y: groundY - 62, size: 140 },
      hand: { x: 186, y: groundY - 118 },
      fort: { x: fortX, baseY: groundY - 6, brickW, brickH: brickW * 0.62 },
      snowman: { x: fortX - (cols * brickW) / 2 - 62, y: groundY - 84, scale: 0.9 },
      prompt: { x: fieldRight / 2 + 12, y: HUD_HEIGHT + 176, w: fieldRight - 40 },
    };
  }

  protected buildWorld(): void {
    const { W, H } = this;
    this.capacity = Math.max(1, this.round.progress.total);
    this.slots = fortPlan(this.capacity);
    const L = this.layout();
    this.L = L;
    paintTextures(this);
    backdrop(this, 'sb-world', W, H, (ctx, w, h) => {
      fillVertical(ctx, w, h, [
        [0, '#9fd4ff'],
        [0.55, '#dff0ff'],
        [1, '#ffffff'],
      ]);
      const rnd = seededRandom(7);
      // Far hills and pines.
      const hill = (base: number, amp: number, freq: number, color: string): void => {
        ctx.beginPath();
        ctx.moveTo(0, h);
        for (let x = 0; x <= w; x += 12) ctx.lineTo(x, base - Math.sin(x * freq + base) * amp);
        ctx.lineTo(w, h);
        ctx.closePath();
        ctx.fillStyle = color;
        ctx.fill();
      };
      hill(L.horizonY - 30, 34, 0.004, '#c9def2');
      for (let x = 20; x < w; x += 70 + rnd() * 90) {
        const base = L.horizonY + 6 + rnd() * 14;
        const th = 50 + rnd() * 40;
        ctx.fillStyle = '#5c8f7b';
        ctx.beginPath();
        ctx.moveTo(x, base - th);
        ctx.lineTo(x + th * 0.38, base);
        ctx.lineTo(x - th * 0.38, base);
        ctx.closePath();
        ctx.fill();
        ctx.fillStyle = '#ffffff';
        ctx.beginPath();
        ctx.moveTo(x, base - th);
        ctx.lineTo(x + th * 0.14, base - th * 0.62);
        ctx.lineTo(x - th * 0.14, base - th * 0.62);
        ctx.closePath();
        ctx.fill();
      }
      hill(L.horizonY + 16, 10, 0.007, '#f4f9ff');
      // The snowfield, with soft drifts and a trail of footprints.
      const snow = ctx.createLinearGradient(0, L.horizonY, 0, h);
      snow.addColorStop(0, '#f4f9ff');
      snow.addColorStop(1, '#e2eef9');
      ctx.fillStyle = snow;
      ctx.fillRect(0, L.horizonY + 16, w, h - L.horizonY);
      ctx.fillStyle = 'rgba(160,195,228,0.35)';
      for (let i = 0; i < 7; i++) {
        ctx.beginPath();
        ctx.ellipse(
          rnd() * w,
          L.horizonY + 40 + rnd() * (h - L.horizonY - 40),
          70 + rnd() * 90,
          9,
          0,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
      // The snowbank the child stands behind, and the fort's mound.
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.ellipse(L.child.x + 10, L.groundY + 6, 120, 26, 0, 0, Math.PI * 2);
      ctx.ellipse(
        L.fort.x,
        L.fort.baseY + 8,
        (fortColumns(this.capacity) * L.fort.brickW) / 2 + 40,
        20,
        0,
        0,
        Math.PI * 2,
      );
      ctx.fill();
      ctx.strokeStyle = 'rgba(140,180,220,0.6)';
      ctx.lineWidth = 3;
      ctx.stroke();
      // A board behind the pad, so its white keys stand out on the snow.
      ctx.fillStyle = 'rgba(42,116,196,0.9)';
      ctx.beginPath();
      ctx.roundRect(L.pad.x - L.pad.w / 2 - 16, L.pad.y - L.pad.h / 2 - 16, L.pad.w + 32, L.pad.h + 32, 28);
      ctx.fill();
    });

    // The friends across the field, and the child with a snowball in hand.
    const man = paintedImage(this, L.snowman.x, L.snowman.y, TEX.snowman)
      .setScale(L.snowman.scale / 2)
      .setDepth(3);
    this.snowmen = [man];
    const child = this.add.container(L.child.x, L.child.y).setDepth(6);
    const body = blobImage(this, 0, 0, L.child.size, COLORS.blue, 'happy');
    const hat = paintedImage(this, 2, -L.child.size * 0.42, TEX.hat).setScale((L.child.size / 150) * 0.55);
    child.add([body, hat]);
    this.child = child;
    if (!this.reduced) {
      this.tweens.add({
        targets: child,
        y: child.y - 5,
        duration: 900,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
      // Light snowfall: few flakes, drawn from one small texture.
      this.add
        .particles(0, -10, TEX.flake, {
          x: { min: 0, max: W },
          speedY: { min: 28, max: 60 },
          speedX: { min: -14, max: 14 },
          scale: { min: 0.6, max: 1.3 },
          lifespan: Math.round(((H + 20) / 28) * 1000),
          frequency: 320,
          quantity: 1,
        })
        .setDepth(25);
    }
    // A resumed round keeps the bricks it built before the reload.
    const before = bricksBuilt(this.launch.soFar?.right.length ?? 0, this.capacity);
    for (let i = 0; i < before; i++) this.addBrick(i, null);
  }

  /** Where brick `i` sits on screen. */
  private brickPoint(i: number): { x: number; y: number } {
    const slot = this.slots[i] ?? { x: 0, row: fortRows(this.capacity) };
    const { fort } = this.L;
    return { x: fort.x + slot.x * fort.brickW, y: fort.baseY - fort.brickH * (slot.row + 0.5) };
  }

  private addBrick(i: number, value: string | null): Phaser.GameObjects.Container {
    const { brickW, brickH } = this.L.fort;
    const p = this.brickPoint(i);
    const brick = this.add.container(p.x, p.y).setDepth(5);
    const img = this.add.image(0, 0, TEX.brick).setDisplaySize(brickW, brickH);
    brick.add(img);
    if (value) {
      const t = label(this, 0, 1, value, { size: Math.round(brickH * 0.56), color: COLORS.blueDark });
      if (t.width > brickW - 10) t.setScale((brickW - 10) / t.width);
      brick.add(t);
    }
    this.bricks.push(brick);
    return brick;
  }

  private makeBall(): void {
    const { hand } = this.L;
    const ball = this.add.container(hand.x, hand.y).setDepth(20);
    this.ballImage = this.add.image(0, 0, TEX.ball);
    this.ballText = label(this, 0, 1, '', { size: 34, color: COLORS.blueDark });
    ball.add([this.ballImage, this.ballText]);
    this.ball = ball;
    this.sizeBall('');
  }

  private sizeBall(typed: string): void {
    const r = snowballRadius(typed);
    this.ballImage?.setDisplaySize(r * 2, r * 2);
    const t = this.ballText;
    if (!t) return;
    t.setText(typed).setScale(1);
    if (t.width > r * 1.7) t.setScale((r * 1.7) / t.width);
  }

  protected showSum(showing: Showing): void {
    const L = this.L;
    const sum = showing.sum;
    const locale = this.launch.settings.locale;
    const shown = sumPanel(this, L.panel.x, L.panel.y, sum, locale, {
      width: L.panel.w,
      height: L.panel.h,
      fontSize: 80,
      paint: whitePanel(0.96, 30),
      depth: 30,
    });
    this.panel = shown.panel;
    this.sumLine = shown.line;
    const line = sum.display.numberLine;
    if (line && sum.features.form === 'readPosition') this.drawLine(line, sum.answer);
    else if (showsPrompt(sum))
      this.promptText = label(this, L.prompt.x, L.prompt.y, this.prompt(sum), {
        size: 28,
        color: COLORS.ink,
        stroke: COLORS.white,
        strokeWidth: 8,
        wrapWidth: L.prompt.w,
      }).setDepth(30);

    const mode = padFor(sum);
    if (!this.pad || this.padMoney !== mode.money) {
      this.pad?.destroy();
      this.pad = new NumberPad(this, {
        x: L.pad.x,
        y: L.pad.y,
        width: L.pad.w,
        height: L.pad.h,
        money: mode.money,
        maxDigits: mode.maxDigits,
        okText: this.texts.game.throw,
        click: () => this.sfx.play('click'),
        onChange: (text) => {
          this.sumLine?.setTyped(text);
          this.sizeBall(text);
        },
        onSubmit: (value) =>
          this.submitAnswer({ kind: 'number', value }, { x: this.L.hand.x, y: this.L.hand.y - 40 }),
      });
      this.pad.root.setDepth(30);
      this.padMoney = mode.money;
    }
    this.makeBall();
    this.pad.clear();
    this.pad.setEnabled(true);
    if (!this.reduced && this.ball) {
      this.ball.setScale(0.2);
      this.tweens.add({ targets: this.ball, scale: 1, duration: 220, ease: 'Back.easeOut' });
    }
  }

  /** A number line under the sum, with the arrow at the number to read. */
  private drawLine(line: NumberLineDisplay, answer: AnswerValue): void {
    const L = this.L;
    const w = Math.min(L.prompt.w, 620);
    const y = L.prompt.y + 20;
    const left = L.prompt.x - w / 2;
    const at = (v: number): number => left + ((v - line.min) / (line.max - line.min)) * w;
    const g = this.add.graphics().setDepth(30);
    g.fillStyle(COLORS.white, 0.92);
    g.fillRoundedRect(left - 30, y - 58, w + 60, 112, 20);
    g.lineStyle(5, COLORS.ink, 1);
    g.lineBetween(left, y, left + w, y);
    for (let v = line.min; v <= line.max; v += line.tick) {
      const big = line.labels.includes(v);
      g.lineBetween(at(v), y - (big ? 14 : 8), at(v), y + (big ? 14 : 8));
    }
    if (answer.kind === 'number') {
      const x = at(answer.value);
      g.fillStyle(COLORS.red, 1);
      g.fillTriangle(x - 14, y - 46, x + 14, y - 46, x, y - 18);
    }
    this.lineArt = g;
    this.lineLabels = line.labels.map((v) =>
      label(this, at(v), y + 32, String(v), { size: 22, color: COLORS.ink }).setDepth(31),
    );
  }

  protected override onKey(event: KeyboardEvent): void {
    this.pad?.pressKeyboard(event.key);
  }

  /** Flies the snowball in an arc to `to`, then calls `land`. */
  private throwBall(to: { x: number; y: number }, land: (ball: Phaser.GameObjects.Container) => void): void {
    const ball = this.ball;
    if (!ball) return;
    // The thrown ball no longer follows the pad.
    this.ball = null;
    this.ballImage = null;
    this.ballText = null;
    this.sfx.play('whoosh');
    if (this.child && !this.reduced)
      this.tweens.add({ targets: this.child, angle: 8, duration: 110, yoyo: true });
    if (this.reduced) {
      ball.setPosition(to.x, to.y);
      land(ball);
      return;
    }
    const from = { x: ball.x, y: ball.y };
    const lift = Math.max(120, from.y - to.y + 120);
    this.tweens.addCounter({
      from: 0,
      to: 1,
      duration: FLIGHT_MS,
      onUpdate: (tween) => {
        const p = throwArc(from, to, tween.getValue() ?? 0, lift);
        ball.setPosition(p.x, p.y);
        ball.setAngle(ball.angle + 9);
      },
      onComplete: () => land(ball),
    });
  }

  /** A puff of snow where a ball lands. */
  private puff(x: number, y: number): void {
    this.sfx.play('pop', 0.55);
    if (this.reduced) return;
    const burst = this.add.particles(x, y, TEX.flake, {
      speed: { min: 60, max: 220 },
      angle: { min: 190, max: 350 },
      scale: { start: 1.6, end: 0.2 },
      alpha: { start: 1, end: 0 },
      gravityY: 400,
      lifespan: 520,
      emitting: false,
    });
    burst.setDepth(22);
    burst.explode(14);
    this.time.delayedCall(700, () => burst.destroy());
  }

  protected override onRight(answer: GameAnswer, sum: Sum): void {
    this.pad?.setEnabled(false);
    if (this.round.endsAfterThis) this.finale = true;
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const index = this.bricks.length;
    const text = this.answerText(sum, answer.given ?? sum.answer);
    const full = index >= this.capacity;
    // A full fort: the snowball lands on top of the wall as a decoration.
    const to = full ? this.topOfFort(index - this.capacity) : this.brickPoint(index);
    this.throwBall(to, (ball) => {
      this.puff(to.x, to.y);
      ball.destroy();
      if (full) {
        const extra = this.add.image(to.x, to.y, TEX.ball).setDisplaySize(34, 34).setDepth(5);
        this.bricks.push(this.add.container(0, 0, [extra]));
      } else {
        const brick = this.addBrick(index, text);
        if (!this.reduced) {
          brick.setScale(1.25, 0.7);
          this.tweens.add({ targets: brick, scaleX: 1, scaleY: 1, duration: 260, ease: 'Back.easeOut' });
        }
      }
      this.cheer();
      if (this.finale) this.playFinale();
    });
  }

  /** Spots along the finished wall's top for extra snowballs. */
  private topOfFort(n: number): { x: number; y: number } {
    const top = this.brickPoint(this.capacity - 1);
    const cols = fortColumns(this.capacity);
    const step = this.L.fort.brickW * 0.45;
    const x = this.L.fort.x + ((n % (cols * 2)) - cols + 0.5) * step;
    return { x, y: top.y - this.L.fort.brickH * 0.6 - Math.floor(n / (cols * 2)) * 26 };
  }

  private cheer(): void {
    if (this.reduced) return;
    for (const man of this.snowmen)
      this.tweens.add({ targets: man, y: man.y - 18, duration: 160, yoyo: true, repeat: 1 });
  }

  protected onWrong(answer: GameAnswer, sum: Sum): void {
    this.pad?.setEnabled(false);
    if (this.round.endsAfterThis) this.finale = true;
    const L = this.L;
    const to = shortLanding(L.hand, L.fort.x, L.groundY - 24);
    this.throwBall(to, (ball) => {
      this.puff(to.x, to.y);
      // The ball stays where it fell, with the number typed; the sum shows the right answer.
      ball.setDepth(8).setAngle(0);
      if (!this.reduced) this.tweens.add({ targets: ball, scaleY: 0.8, duration: 160 });
      this.fallen.push(ball);
      this.sumLine?.showAnswer(this.answerText(sum), true);
      if (this.sumLine) shake(this, this.sumLine, this.reduced);
      if (this.finale) this.playFinale();
    });
    if (answer.given === null) this.sumLine?.showAnswer(this.answerText(sum), true);
  }

  protected override feedbackMs(correct: boolean): number {
    // The last answer gets time for the fort's finale before the end card.
    const base = correct ? FLIGHT_MS + 700 : FLIGHT_MS + 1900;
    return this.finale ? base + 2600 : base;
  }

  /** The round is over: the snowmen put in the last bricks, get their hats, and the surprise comes out. */
  private playFinale(): void {
    const t = this.texts.game;
    const missing = this.capacity - Math.min(this.bricks.length, this.capacity);
    const L = this.L;
    if (missing > 0) {
      popText(this, L.panel.x, L.panel.y + L.panel.h / 2 + 60, t.helpers, COLORS.blueDark, this.reduced, 36);
      for (let k = 0; k < missing; k++) {
        const i = this.bricks.length;
        const brick = this.addBrick(i, null);
        if (!this.reduced) {
          brick.setAlpha(0).setY(brick.y - 40);
          this.tweens.add({ targets: brick, alpha: 1, y: brick.y + 40, delay: 150 * k, duration: 200 });
        }
      }
    }
    const delay = this.reduced ? 0 : 400 + missing * 150;
    this.time.delayedCall(delay, () => this.surprise());
  }

  protected override endSurprise(): string {
    const t = this.texts.game;
    return { flag: t.flag, penguin: t.penguin, lights: t.lights }[surpriseFor(this.launch.window.id)];
  }

  private surprise(): void {
    const t = this.texts.game;
    const L = this.L;
    const kind = surpriseFor(this.launch.window.id);
    const top = this.brickPoint(this.capacity - 1).y - L.fort.brickH / 2;
    this.sfx.play('coin');
    // The snowmen get a hat for the party.
    for (const man of this.snowmen) {
      const hat = paintedImage(this, man.x + 2, man.y - 78 * L.snowman.scale, TEX.topHat)
        .setScale(L.snowman.scale / 2)
        .setDepth(4);
      if (!this.reduced) {
        hat.setY(hat.y - 120).setAlpha(0);
        this.tweens.add({ targets: hat, y: hat.y + 120, alpha: 1, duration: 420, ease: 'Bounce.easeOut' });
      }
    }
    let text: string;
    if (kind === 'flag') {
      const flag = paintedImage(this, L.fort.x + 30, top - 58, TEX.flag).setDepth(4);
      text = t.flag;
      if (!this.reduced) {
        flag.setY(top + 40);
        this.tweens.add({ targets: flag, y: top - 58, duration: 700, ease: 'Back.easeOut' });
      }
    } else if (kind === 'penguin') {
      const penguin = paintedImage(this, L.fort.x, top - 40, TEX.penguin).setDepth(4);
      text = t.penguin;
      if (!this.reduced) {
        penguin.setY(top + 50);
        this.tweens.add({ targets: penguin, y: top - 40, duration: 500, ease: 'Back.easeOut' });
        this.tweens.add({
          targets: penguin,
          angle: { from: -8, to: 8 },
          delay: 500,
          duration: 260,
          yoyo: true,
          repeat: 3,
        });
      }
    } else {
      text = t.lights;
      const g = this.add.graphics().setDepth(6);
      const colors = [COLORS.red, COLORS.yellow, COLORS.green, COLORS.blue, COLORS.pink];
      this.bricks.slice(0, this.capacity).forEach((brick, i) => {
        g.fillStyle(colors[i % colors.length] ?? COLORS.yellow, 1);
        g.fillCircle(brick.x - L.fort.brickW * 0.32, brick.y - L.fort.brickH * 0.42, 7);
      });
      if (!this.reduced) this.tweens.add({ targets: g, alpha: 0.35, duration: 300, yoyo: true, repeat: 5 });
    }
    popText(this, L.panel.x, L.panel.y + L.panel.h / 2 + 120, text, COLORS.purple, this.reduced, 40);
  }

  protected clearSum(): void {
    this.sumLine?.destroy();
    this.sumLine = null;
    this.panel?.destroy();
    this.panel = null;
    this.promptText?.destroy();
    this.promptText = null;
    this.lineArt?.destroy();
    this.lineArt = null;
    this.lineLabels.forEach((t) => t.destroy());
    this.lineLabels = [];
    this.ball?.destroy();
    this.ball = null;
    this.ballImage = null;
    this.ballText = null;
    // Missed snowballs melt away before the next sum.
    this.fallen.forEach((b) => b.destroy());
    this.fallen = [];
  }

  protected driveAnswer(value: AnswerValue): boolean {
    if (value.kind !== 'number' || !this.pad) return false;
    return this.pad.typeAndSubmit(value.value);
  }
}
