import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../runtime/contract';
import { backdrop, fillVertical } from '../kit/backdrop';
import { blobImage, canvasTexture, paintedImage } from '../kit/art';
import { AnswerTarget, sameValue } from '../kit/AnswerTarget';
import { shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import type { Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel, whitePanel } from '../kit/SumPanel';
import { COLORS, label } from '../kit/ui';
import { KeyboardAim } from '../kit/aim';
import {
  BUBBLE_SCALE,
  bubbleChoices,
  bubbleCount,
  bubblePosition,
  levelParams,
  planBubbles,
  riseSeconds,
  type BubblePlan,
  type Field,
} from './rules';

interface Bubble {
  target: AnswerTarget;
  plan: BubblePlan;
  image: Phaser.GameObjects.Image;
  moving: boolean;
}

const BUBBLE_TEXTURE = 'bp-bubble';

export class BellenprikkenScene extends GameScene {
  private bubbles: Bubble[] = [];
  private sumLine: SumLine | null = null;
  private field: Field = { left: 0, right: 0, top: 0, bottom: 0 };
  private shownAt = 0;
  private chosen: Bubble | null = null;
  private clouds: Phaser.GameObjects.Image[] = [];
  private wand: Phaser.GameObjects.Container | null = null;
  /** The keyboard's aim: the arrows step through the bubbles left to right (their lanes). */
  private readonly aim = new KeyboardAim(() => {
    this.sfx.play('click');
    this.showAim();
  });
  /** A yellow ring around the aimed bubble; it rises with it. */
  private ring: Phaser.GameObjects.Graphics | null = null;

  private levelRead: { params: ReturnType<typeof levelParams> } | null = null;
  /** The round's level (its checked params, read once), or null: the game as made. */
  private get level() {
    this.levelRead ??= { params: levelParams(this.launch.settings.level) };
    return this.levelRead.params;
  }

  protected buildWorld(): void {
    const { W, H } = this;
    // Everything that never moves is painted once onto one canvas texture: cheap to render.
    backdrop(this, 'bp-world', W, H, (ctx, w, h) => {
      fillVertical(ctx, w, h, [
        [0, '#5ec8ff'],
        [0.65, '#bfeaff'],
        [1, '#e8f9ff'],
      ]);
      const hill = (base: number, amp: number, freq: number, color: string, shift: number): void => {
        ctx.beginPath();
        ctx.moveTo(0, h);
        for (let x = 0; x <= w; x += 10) ctx.lineTo(x, base - Math.sin(x * freq + shift) * amp);
        ctx.lineTo(w, h);
        ctx.closePath();
        ctx.fillStyle = color;
        ctx.fill();
      };
      hill(h - 110, 26, 0.006, '#8fd694', 1);
      hill(h - 60, 18, 0.009, '#5fbf6a', 3);
      const petals = ['#ff7eb6', '#ffd23f', '#ffffff', '#ff9f43'];
      for (let i = 0; i < Math.round(w / 60); i++) {
        const x = 30 + i * 60 + ((i * 37) % 25);
        const y = h - 30 - ((i * 53) % 28);
        ctx.fillStyle = '#3f9a4a';
        ctx.fillRect(x - 1.5, y, 3, 16);
        ctx.fillStyle = petals[i % petals.length] ?? '#ffffff';
        for (let p = 0; p < 5; p++) {
          ctx.beginPath();
          ctx.arc(
            x + Math.cos((p / 5) * Math.PI * 2) * 6,
            y + Math.sin((p / 5) * Math.PI * 2) * 6,
            5,
            0,
            Math.PI * 2,
          );
          ctx.fill();
        }
        ctx.fillStyle = '#ffe066';
        ctx.beginPath();
        ctx.arc(x, y, 4, 0, Math.PI * 2);
        ctx.fill();
      }
    });
    // Sun with slowly turning rays.
    canvasTexture(this, 'bp-rays', 220, 220, (ctx, w, h) => {
      ctx.translate(w / 2, h / 2);
      ctx.fillStyle = 'rgba(255, 243, 160, 0.55)';
      for (let i = 0; i < 12; i++) {
        ctx.rotate(Math.PI / 6);
        ctx.beginPath();
        ctx.moveTo(-w * 0.04, -w * 0.27);
        ctx.lineTo(w * 0.04, -w * 0.27);
        ctx.lineTo(0, -w * 0.48);
        ctx.closePath();
        ctx.fill();
      }
    });
    canvasTexture(this, 'bp-sun', 120, 120, (ctx, w, h) => {
      const g = ctx.createRadialGradient(w * 0.4, h * 0.4, 4, w / 2, h / 2, w / 2);
      g.addColorStop(0, '#fff6c2');
      g.addColorStop(0.5, '#ffe066');
      g.addColorStop(1, '#ffc93c');
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(w / 2, h / 2, w / 2 - 2, 0, Math.PI * 2);
      ctx.fill();
    });
    const sunX = W - 150;
    const sunY = HUD_HEIGHT + 90;
    const rays = paintedImage(this, sunX, sunY, 'bp-rays');
    paintedImage(this, sunX, sunY, 'bp-sun');
    if (!this.reduced) this.tweens.add({ targets: rays, angle: 360, duration: 40000, repeat: -1 });
    // Clouds drifting by.
    canvasTexture(this, 'bp-cloud', 200, 100, (ctx, w, h) => {
      ctx.fillStyle = 'rgba(255,255,255,0.92)';
      const blob = (x: number, y: number, r: number): void => {
        ctx.beginPath();
        ctx.arc(x * w, y * h, r * w, 0, Math.PI * 2);
        ctx.fill();
      };
      ctx.beginPath();
      ctx.ellipse(w / 2, h * 0.68, w * 0.44, h * 0.28, 0, 0, Math.PI * 2);
      ctx.fill();
      blob(0.35, 0.5, 0.17);
      blob(0.58, 0.42, 0.22);
    });
    for (let i = 0; i < 4; i++) {
      const cloud = paintedImage(this, (W / 4) * i + 80, HUD_HEIGHT + 40 + (i % 2) * 110, 'bp-cloud');
      cloud.setScale((0.7 + (i % 3) * 0.25) / 2);
      this.clouds.push(cloud);
    }
    // The blob blowing bubbles, bottom left.
    const blobSize = this.portrait ? 120 : 140;
    const bx = blobSize * 0.7;
    const by = H - blobSize * 0.5 - 10;
    const wand = this.add.container(bx + blobSize * 0.45, by - blobSize * 0.35);
    const stick = this.add.graphics();
    stick.lineStyle(8, 0xb5651d, 1);
    stick.lineBetween(0, 40, 18, -10);
    stick.lineStyle(6, 0xff7eb6, 1);
    stick.strokeCircle(26, -28, 20);
    wand.add(stick);
    this.wand = wand;
    const blob = blobImage(this, bx, by, blobSize, COLORS.green, 'happy');
    if (!this.reduced) {
      this.tweens.add({
        targets: blob,
        scaleY: blob.scaleY * 0.94,
        y: by + 4,
        duration: 700,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    }

    canvasTexture(this, BUBBLE_TEXTURE, 200, 200, (ctx, w, h) => {
      const r = w / 2 - 4;
      const body = ctx.createRadialGradient(w * 0.42, h * 0.38, r * 0.1, w / 2, h / 2, r);
      body.addColorStop(0, 'rgba(255,255,255,0.55)');
      body.addColorStop(0.7, 'rgba(200,235,255,0.45)');
      body.addColorStop(0.92, 'rgba(140,200,255,0.75)');
      body.addColorStop(1, 'rgba(90,160,240,0.9)');
      ctx.fillStyle = body;
      ctx.beginPath();
      ctx.arc(w / 2, h / 2, r, 0, Math.PI * 2);
      ctx.fill();
      // iridescent rim
      const rim = ctx.createLinearGradient(0, 0, w, h);
      rim.addColorStop(0, 'rgba(255,126,182,0.8)');
      rim.addColorStop(0.5, 'rgba(255,230,102,0.7)');
      rim.addColorStop(1, 'rgba(120,220,255,0.9)');
      ctx.strokeStyle = rim;
      ctx.lineWidth = w * 0.035;
      ctx.beginPath();
      ctx.arc(w / 2, h / 2, r - w * 0.02, 0, Math.PI * 2);
      ctx.stroke();
      // highlights
      ctx.fillStyle = 'rgba(255,255,255,0.9)';
      ctx.beginPath();
      ctx.ellipse(w * 0.32, h * 0.28, w * 0.12, h * 0.06, -0.7, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.arc(w * 0.7, h * 0.74, w * 0.03, 0, Math.PI * 2);
      ctx.fill();
    });

    this.ring = this.add.graphics().setDepth(9).setVisible(false).setName('aim');

    const bannerBottom = HUD_HEIGHT + (this.portrait ? 170 : 150);
    this.field = {
      left: this.portrait ? 16 : blobSize * 1.4,
      right: W - 16,
      top: bannerBottom + 8,
      bottom: H - (this.portrait ? 150 : 24),
    };
  }

  protected showSum(showing: Showing): void {
    const { W } = this;
    const sum = showing.sum;
    const bannerW = Math.min(W - 40, 760);
    const bannerY = HUD_HEIGHT + (this.portrait ? 80 : 70);
    const banner = sumPanel(this, W / 2, bannerY, sum, this.launch.settings.locale, {
      width: bannerW,
      height: this.portrait ? 140 : 120,
      fontSize: this.portrait ? 76 : 70,
      paint: whitePanel(0.95, 60),
    });
    banner.line.setData('banner', banner.panel);
    this.sumLine = banner.line;

    const level = this.level;
    const count =
      sum.answer.kind === 'comparison'
        ? 3
        : bubbleCount(this.launch.settings.inputMethod, this.portrait, level);
    const choices = bubbleChoices(sum, count, `${this.launch.window.id}:${showing.seed}`);
    const scale = level ? BUBBLE_SCALE[level.bubbleSize] : 1;
    const plans = planBubbles(choices.length, this.field, this.minTarget, scale);
    this.shownAt = this.time.now;
    this.chosen = null;
    this.bubbles = choices.map((value, i) => this.makeBubble(value, plans[i] as BubblePlan, sum));
    this.aim.reset(this.bubbles.length);
    this.positionBubbles();
    if (!this.reduced) {
      this.bubbles.forEach((b, i) => {
        b.target.setScale(0);
        this.tweens.add({ targets: b.target, scale: 1, duration: 260, delay: i * 60, ease: 'Back.easeOut' });
      });
      if (this.wand)
        this.tweens.add({
          targets: this.wand,
          angle: { from: -12, to: 12 },
          duration: 180,
          yoyo: true,
          repeat: 1,
        });
    }
    this.sfx.play('whoosh');
  }

  private makeBubble(value: AnswerValue, plan: BubblePlan, sum: Sum): Bubble {
    const r = plan.radius;
    const bubble: Partial<Bubble> = { plan, moving: !this.reduced };
    const target = new AnswerTarget(
      this,
      plan.x,
      0,
      value,
      r,
      this.minTarget,
      () => this.pop(bubble as Bubble),
      this.answerText(sum, value),
    );
    const image = this.add.image(0, 0, BUBBLE_TEXTURE).setDisplaySize(r * 2, r * 2);
    const text = label(this, 0, 0, this.answerText(sum, value), {
      size: Math.round(r * (value.kind === 'comparison' ? 0.9 : 0.62)),
      color: COLORS.ink,
      stroke: COLORS.white,
      strokeWidth: 8,
    });
    if (text.width > r * 1.6) text.setScale((r * 1.6) / text.width);
    target.add([image, text]);
    target.setDepth(10);
    bubble.target = target;
    bubble.image = image;
    return bubble as Bubble;
  }

  private positionBubbles(): void {
    const t = (this.time.now - this.shownAt) / 1000;
    const cycle = riseSeconds(this.launch.settings.inputMethod, this.speed * (this.level?.speed ?? 1));
    for (const b of this.bubbles) {
      if (!b.moving) continue;
      const p = bubblePosition(b.plan, this.field, t, cycle, true);
      b.target.setPosition(p.x, p.y);
      b.target.setAlpha(Math.max(0.15, p.alpha));
    }
    if (this.reduced) {
      for (const b of this.bubbles) {
        const p = bubblePosition(b.plan, this.field, 0, cycle, false);
        b.target.setPosition(p.x, p.y).setAlpha(1);
      }
    }
    this.showAim();
  }

  /** The ring around the bubble the keys aim at, where that bubble is now (hidden once one is popped). */
  private showAim(): void {
    const ring = this.ring;
    if (!ring) return;
    const bubble = this.aim.at(this.bubbles);
    const show = bubble !== undefined && this.phase === 'question' && bubble.target.selectable;
    ring.setVisible(show);
    if (!show || !bubble) return;
    const r = bubble.plan.radius + 12;
    if (ring.getData('r') !== r) {
      ring.clear();
      ring.lineStyle(10, COLORS.yellowDark, 1);
      ring.strokeCircle(0, 0, r);
      ring.lineStyle(5, COLORS.yellow, 1);
      ring.strokeCircle(0, 0, r);
      ring.setData('r', r);
    }
    ring.setPosition(bubble.target.x, bubble.target.y);
  }

  protected override onKey(event: KeyboardEvent): void {
    this.aim.key(event, this.bubbles, (bubble) => bubble.target.select());
  }

  override update(): void {
    if (this.phase === 'question') this.positionBubbles();
    for (const cloud of this.clouds) {
      if (this.reduced) break;
      cloud.x += 0.15;
      if (cloud.x > this.W + 120) cloud.x = -120;
    }
  }

  private pop(bubble: Bubble): void {
    if (this.phase !== 'question') return;
    this.chosen = bubble;
    this.aim.index = this.bubbles.indexOf(bubble);
    this.ring?.setVisible(false);
    bubble.moving = false;
    this.submitAnswer(bubble.target.value, { x: bubble.target.x, y: bubble.target.y });
  }

  protected override onRight(_answer: GameAnswer, sum: Sum): void {
    const chosen = this.chosen;
    this.sumLine?.showAnswer(this.answerText(sum), true);
    if (!chosen) return;
    this.sfx.play('pop');
    this.burstBubble(chosen);
    this.driftAway(chosen);
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    const chosen = this.chosen;
    this.sumLine?.showAnswer(this.answerText(sum), true);
    for (const b of this.bubbles) b.moving = false;
    if (chosen) {
      chosen.target.setAlpha(0.55);
      shake(this, chosen.target, this.reduced);
    }
    const right = this.bubbles.find((b) => sameValue(b.target.value, sum.answer));
    if (right) {
      right.target.setAlpha(1).setDepth(12);
      const ring = this.add.graphics({ x: right.target.x, y: right.target.y }).setDepth(11);
      ring.lineStyle(10, COLORS.green, 1);
      ring.strokeCircle(0, 0, right.plan.radius + 10);
      right.target.setData('ring', ring);
      if (!this.reduced)
        this.tweens.add({ targets: [right.target, ring], scale: 1.12, duration: 300, yoyo: true, repeat: 2 });
    }
    for (const b of this.bubbles) b.target.setSelectable(false);
  }

  private burstBubble(b: Bubble): void {
    const { x, y } = b.target;
    const drops = this.add.particles(x, y, 'spark', {
      speed: { min: 120, max: 320 },
      scale: { start: 0.9, end: 0 },
      alpha: { start: 0.9, end: 0 },
      lifespan: 450,
      frame: ['1', '3'],
      emitting: false,
    });
    drops.setDepth(20);
    drops.explode(this.reduced ? 6 : 22);
    this.time.delayedCall(600, () => drops.destroy());
    b.target.setSelectable(false);
    if (this.reduced) {
      b.target.setVisible(false);
    } else {
      this.tweens.add({
        targets: b.target,
        scale: 1.5,
        alpha: 0,
        duration: 160,
        onComplete: () => b.target.setVisible(false),
      });
    }
  }

  private driftAway(except: Bubble): void {
    for (const b of this.bubbles) {
      if (b === except) continue;
      b.moving = false;
      b.target.setSelectable(false);
      if (this.reduced) b.target.setAlpha(0.3);
      else
        this.tweens.add({
          targets: b.target,
          y: b.target.y - 260,
          alpha: 0,
          duration: 700,
          ease: 'Sine.easeIn',
        });
    }
  }

  protected clearSum(): void {
    for (const b of this.bubbles) {
      (b.target.getData('ring') as Phaser.GameObjects.Graphics | undefined)?.destroy();
      b.target.destroy();
    }
    this.bubbles = [];
    this.ring?.setVisible(false);
    (this.sumLine?.getData('banner') as Phaser.GameObjects.Graphics | undefined)?.destroy();
    this.sumLine?.destroy();
    this.sumLine = null;
  }

  protected override visibleChoices(): AnswerValue[] {
    return this.bubbles.filter((b) => b.target.selectable).map((b) => b.target.value);
  }

  protected driveAnswer(value: AnswerValue): boolean {
    const bubble = this.bubbles.find((b) => sameValue(b.target.value, value));
    return bubble ? bubble.target.select() : false;
  }
}
