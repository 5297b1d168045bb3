import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../runtime/contract';
import { backdrop, fillVertical } from '../kit/backdrop';
import { seededRandom } from '../kit/random';
import { canvasTexture, paintedImage, TEXTURE_SCALE } from '../kit/art';
import { AnswerTarget, sameValue } from '../kit/AnswerTarget';
import { shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import type { Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel } from '../kit/SumPanel';
import { COLORS, label } from '../kit/ui';
import { KeyboardAim, leftToRight } from '../kit/aim';
import {
  aimAngle,
  asteroidChoices,
  asteroidCount,
  asteroidPosition,
  planAsteroids,
  SHIELD_MAX,
  shieldAfter,
  type AsteroidPlan,
  type Field,
} from './rules';

interface Asteroid {
  target: AnswerTarget;
  rock: Phaser.GameObjects.Image;
  plan: AsteroidPlan;
  moving: boolean;
}

export class RuimteschietenScene extends GameScene {
  private asteroids: Asteroid[] = [];
  private field: Field = { left: 0, right: 0, top: 0, bottom: 0 };
  private ship: Phaser.GameObjects.Container | null = null;
  private flame: Phaser.GameObjects.Image | null = null;
  private shieldRing: Phaser.GameObjects.Arc | null = null;
  private shield = SHIELD_MAX;
  private stars: Phaser.GameObjects.Image[] = [];
  private sumLine: SumLine | null = null;
  private display: Phaser.GameObjects.Graphics | null = null;
  private shownAt = 0;
  private chosen: Asteroid | null = null;
  private reticle: Phaser.GameObjects.Graphics | null = null;
  /**
   * The keyboard's aim: the arrows step through the asteroids in the order they drift across the
   * screen at the key press (left to right); the aim stays on its asteroid as it drifts on.
   */
  private readonly aim = new KeyboardAim(() => {
    this.sfx.play('click');
    this.showAim();
  });
  /** The yellow crosshair on the aimed asteroid; the ship turns to it. */
  private crosshair: Phaser.GameObjects.Graphics | null = null;

  protected buildWorld(): void {
    const { W, H } = this;
    backdrop(this, 'rs-space', W, H, (ctx, w, h) => {
      fillVertical(ctx, w, h, [
        [0, '#060818'],
        [1, '#1a1446'],
      ]);
      // Nebulae.
      for (const [x, y, r, color] of [
        [0.2, 0.35, 0.35, 'rgba(155,107,255,0.22)'],
        [0.8, 0.6, 0.4, 'rgba(74,168,255,0.18)'],
        [0.55, 0.15, 0.25, 'rgba(255,126,182,0.14)'],
      ] as const) {
        const n = ctx.createRadialGradient(x * w, y * h, 0, x * w, y * h, r * Math.max(w, h));
        n.addColorStop(0, color);
        n.addColorStop(1, 'rgba(0,0,0,0)');
        ctx.fillStyle = n;
        ctx.fillRect(0, 0, w, h);
      }
      // A planet with a ring.
      const px = w * 0.88;
      const py = h * 0.78;
      const planet = ctx.createRadialGradient(px - 30, py - 30, 10, px, py, 80);
      planet.addColorStop(0, '#ffcf8a');
      planet.addColorStop(1, '#c0562f');
      ctx.fillStyle = planet;
      ctx.beginPath();
      ctx.arc(px, py, 70, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = 'rgba(255,230,180,0.7)';
      ctx.lineWidth = 8;
      ctx.beginPath();
      ctx.ellipse(px, py, 120, 26, -0.3, 0, Math.PI * 2);
      ctx.stroke();
      paintStars(ctx, w, h, 0);
    });
    // The near stars drift past the still far ones (painted into the backdrop): two copies scroll and
    // wrap. One moving layer keeps the frame cheap on software drawing.
    canvasTexture(this, 'rs-stars', W, H, (ctx, w, h) => paintStars(ctx, w, h, 1), 1);
    this.stars.push(this.add.image(W / 2, H / 2, 'rs-stars'), this.add.image(W / 2, -H / 2, 'rs-stars'));
    canvasTexture(this, 'rs-ship', 120, 150, (ctx, w) => {
      const s = w / 120;
      // Wings.
      ctx.fillStyle = '#ff6b6b';
      ctx.beginPath();
      ctx.moveTo(60 * s, 60 * s);
      ctx.lineTo(112 * s, 124 * s);
      ctx.lineTo(100 * s, 138 * s);
      ctx.lineTo(60 * s, 116 * s);
      ctx.lineTo(20 * s, 138 * s);
      ctx.lineTo(8 * s, 124 * s);
      ctx.closePath();
      ctx.fill();
      // Body.
      const body = ctx.createLinearGradient(30 * s, 0, 90 * s, 0);
      body.addColorStop(0, '#c9d6e2');
      body.addColorStop(0.5, '#ffffff');
      body.addColorStop(1, '#aab9c8');
      ctx.fillStyle = body;
      ctx.beginPath();
      ctx.moveTo(60 * s, 4 * s);
      ctx.quadraticCurveTo(96 * s, 50 * s, 84 * s, 132 * s);
      ctx.lineTo(36 * s, 132 * s);
      ctx.quadraticCurveTo(24 * s, 50 * s, 60 * s, 4 * s);
      ctx.fill();
      // Window with a blob pilot.
      ctx.fillStyle = '#4aa8ff';
      ctx.beginPath();
      ctx.arc(60 * s, 58 * s, 17 * s, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#3ccf6e';
      ctx.beginPath();
      ctx.arc(60 * s, 64 * s, 11 * s, Math.PI, 0);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(56 * s, 58 * s, 3 * s, 0, Math.PI * 2);
      ctx.arc(64 * s, 58 * s, 3 * s, 0, Math.PI * 2);
      ctx.fill();
    });
    canvasTexture(this, 'rs-flame', 40, 60, (ctx, w, h) => {
      const g = ctx.createLinearGradient(0, 0, 0, h);
      g.addColorStop(0, '#fff6c2');
      g.addColorStop(0.4, '#ffd23f');
      g.addColorStop(1, 'rgba(255,94,58,0)');
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.moveTo(w * 0.15, 0);
      ctx.quadraticCurveTo(w / 2, h * 1.2, w * 0.85, 0);
      ctx.fill();
    });
    for (let v = 0; v < 3; v++) {
      canvasTexture(this, `rs-rock-${v}`, 160, 160, (ctx, w, h) => {
        const rnd = seededRandom(31 + v * 97);
        ctx.translate(w / 2, h / 2);
        const r = w * 0.46;
        ctx.beginPath();
        for (let i = 0; i < 12; i++) {
          const a = (i / 12) * Math.PI * 2;
          const rr = r * (0.82 + rnd() * 0.18);
          if (i === 0) ctx.moveTo(Math.cos(a) * rr, Math.sin(a) * rr);
          else ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
        }
        ctx.closePath();
        const g = ctx.createRadialGradient(-r * 0.3, -r * 0.3, r * 0.1, 0, 0, r);
        g.addColorStop(0, ['#c8a98a', '#b7b1a8', '#b89a7a'][v] ?? '#c8a98a');
        g.addColorStop(1, ['#6e5842', '#5f5a55', '#6b4e36'][v] ?? '#6e5842');
        ctx.fillStyle = g;
        ctx.fill();
        ctx.strokeStyle = 'rgba(0,0,0,0.35)';
        ctx.lineWidth = w * 0.02;
        ctx.stroke();
        ctx.fillStyle = 'rgba(0,0,0,0.18)';
        for (let i = 0; i < 4; i++) {
          ctx.beginPath();
          ctx.arc((rnd() - 0.5) * r, (rnd() - 0.5) * r, r * (0.1 + rnd() * 0.12), 0, Math.PI * 2);
          ctx.fill();
        }
      });
    }

    const shipY = H - 90;
    const ship = this.add.container(W / 2, shipY).setDepth(20);
    this.shieldRing = this.add.circle(0, 0, 86, COLORS.blue, 0.12).setStrokeStyle(4, 0x7fd3ff, 0.8);
    this.flame = paintedImage(this, 0, 80, 'rs-flame');
    const body = paintedImage(this, 0, 0, 'rs-ship');
    ship.add([this.shieldRing, this.flame, body]);
    this.ship = ship;
    if (!this.reduced) {
      this.tweens.add({
        targets: this.flame,
        scaleY: 0.8 / TEXTURE_SCALE,
        duration: 90,
        yoyo: true,
        repeat: -1,
      });
      this.tweens.add({
        targets: ship,
        y: shipY - 8,
        duration: 900,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    }
    this.crosshair = this.add.graphics().setDepth(12).setVisible(false).setName('aim');
    const displayH = this.portrait ? 130 : 110;
    this.field = {
      left: 20,
      right: W - 20,
      top: HUD_HEIGHT + displayH + 20,
      bottom: H - 170,
    };
  }

  protected showSum(showing: Showing): void {
    const { W } = this;
    const sum = showing.sum;
    const displayW = Math.min(W - 40, 720);
    const displayH = this.portrait ? 130 : 110;
    const dy = HUD_HEIGHT + displayH / 2 + 4;
    const { panel, line } = sumPanel(this, W / 2, dy, sum, this.launch.settings.locale, {
      width: displayW,
      height: displayH,
      fontSize: this.portrait ? 72 : 64,
      color: COLORS.white,
      depth: 30,
      paint: (g, w, h) => {
        g.fillStyle(0x0b1a3a, 0.85);
        g.fillRoundedRect(-w / 2, -h / 2, w, h, 24);
        g.lineStyle(4, 0x7fd3ff, 1);
        g.strokeRoundedRect(-w / 2, -h / 2, w, h, 24);
      },
    });
    this.display = panel;
    this.sumLine = line;

    const count =
      sum.answer.kind === 'comparison' ? 3 : asteroidCount(this.launch.settings.inputMethod, this.portrait);
    const choices = asteroidChoices(sum, count, `${this.launch.window.id}:${showing.seed}`);
    const plans = planAsteroids(
      choices.length,
      this.field,
      this.minTarget,
      this.launch.settings.inputMethod,
      Math.random,
    );
    this.shownAt = this.time.now;
    this.chosen = null;
    this.asteroids = choices.map((value, i) => this.makeAsteroid(value, plans[i] as AsteroidPlan, sum));
    this.aim.reset(this.asteroids.length);
    this.moveAsteroids();
    if (!this.reduced) {
      this.asteroids.forEach((a, i) => {
        a.target.setScale(0);
        this.tweens.add({ targets: a.target, scale: 1, duration: 300, delay: i * 70, ease: 'Back.easeOut' });
      });
    }
  }

  private makeAsteroid(value: AnswerValue, plan: AsteroidPlan, sum: Sum): Asteroid {
    const holder: Partial<Asteroid> = { plan, moving: !this.reduced };
    const target = new AnswerTarget(
      this,
      plan.x,
      plan.y,
      value,
      plan.radius,
      this.minTarget,
      () => this.fire(holder as Asteroid),
      this.answerText(sum, value),
    );
    const rock = this.add
      .image(0, 0, `rs-rock-${plan.variant}`)
      .setDisplaySize(plan.radius * 2, plan.radius * 2);
    const text = label(this, 0, 0, this.answerText(sum, value), {
      size: Math.round(plan.radius * (value.kind === 'comparison' ? 0.9 : 0.6)),
      color: COLORS.white,
      stroke: 0x1b1030,
      strokeWidth: 8,
    });
    if (text.width > plan.radius * 1.6) text.setScale((plan.radius * 1.6) / text.width);
    target.add([rock, text]).setDepth(10);
    holder.target = target;
    holder.rock = rock;
    return holder as Asteroid;
  }

  private moveAsteroids(): void {
    const t = (this.time.now - this.shownAt) / 1000;
    for (const a of this.asteroids) {
      if (!a.moving) continue;
      const p = asteroidPosition(a.plan, this.field, t, true);
      a.target.setPosition(p.x, p.y);
      a.rock.setAngle(p.angle);
    }
    this.showAim();
  }

  /** The crosshair on the asteroid the keys aim at, where it is now; the ship points at it. */
  private showAim(): void {
    const mark = this.crosshair;
    if (!mark) return;
    const aimed = this.aim.at(this.asteroids);
    const show = aimed !== undefined && this.phase === 'question' && aimed.target.selectable;
    mark.setVisible(show);
    if (!show || !aimed) return;
    const r = aimed.plan.radius + 12;
    if (mark.getData('r') !== r) {
      mark.clear();
      for (const [width, color] of [
        [10, COLORS.yellowDark],
        [5, COLORS.yellow],
      ] as const) {
        mark.lineStyle(width, color, 1);
        mark.strokeCircle(0, 0, r);
        mark.lineBetween(-r - 16, 0, -r + 14, 0);
        mark.lineBetween(r - 14, 0, r + 16, 0);
        mark.lineBetween(0, -r - 16, 0, -r + 14);
        mark.lineBetween(0, r - 14, 0, r + 16);
      }
      mark.setData('r', r);
    }
    mark.setPosition(aimed.target.x, aimed.target.y);
    if (this.ship) this.ship.setRotation(aimAngle(this.ship, aimed.target));
  }

  protected override onKey(event: KeyboardEvent): void {
    const order = leftToRight(this.asteroids.map((a) => a.target.x));
    this.aim.key(event, this.asteroids, (asteroid) => asteroid.target.select(), order);
  }

  override update(_time: number, delta: number): void {
    if (this.phase === 'question') this.moveAsteroids();
    if (this.reduced) return;
    const H = this.H;
    this.stars.forEach((star) => {
      star.y += 0.05 * delta;
      if (star.y >= H * 1.5) star.y -= H * 2;
    });
  }

  private fire(asteroid: Asteroid): void {
    if (this.phase !== 'question') return;
    this.chosen = asteroid;
    this.aim.index = this.asteroids.indexOf(asteroid);
    this.crosshair?.setVisible(false);
    asteroid.moving = false;
    const ship = this.ship;
    if (ship) {
      const angle = aimAngle(ship, asteroid.target);
      if (this.reduced) ship.setRotation(angle);
      else this.tweens.add({ targets: ship, rotation: angle, duration: 120 });
      this.laser(ship, asteroid.target);
    }
    this.sfx.play('laser');
    this.submitAnswer(asteroid.target.value, { x: asteroid.target.x, y: asteroid.target.y });
  }

  private laser(from: { x: number; y: number }, to: { x: number; y: number }): void {
    const beam = this.add.graphics().setDepth(15);
    beam.lineStyle(10, 0xff5e7a, 0.5);
    beam.lineBetween(from.x, from.y - 40, to.x, to.y);
    beam.lineStyle(4, 0xfff0f3, 1);
    beam.lineBetween(from.x, from.y - 40, to.x, to.y);
    if (this.reduced) this.time.delayedCall(250, () => beam.destroy());
    else this.tweens.add({ targets: beam, alpha: 0, duration: 300, onComplete: () => beam.destroy() });
  }

  protected override onRight(_answer: GameAnswer, sum: Sum): void {
    this.shield = shieldAfter(this.shield, true);
    this.paintShield();
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const hit = this.chosen;
    this.sfx.play('boom');
    for (const a of this.asteroids) a.target.setSelectable(false);
    if (!hit) return;
    const { x, y } = hit.target;
    const debris = this.add.particles(x, y, 'spark', {
      speed: { min: 80, max: 380 },
      scale: { start: 1.4, end: 0 },
      alpha: { start: 1, end: 0 },
      lifespan: 600,
      frame: ['0', '2'],
      emitting: false,
    });
    debris.setDepth(25);
    debris.explode(this.reduced ? 8 : 30);
    this.time.delayedCall(800, () => debris.destroy());
    if (this.reduced) hit.target.setVisible(false);
    else
      this.tweens.add({
        targets: hit.target,
        scale: 1.6,
        alpha: 0,
        duration: 220,
        onComplete: () => hit.target.setVisible(false),
      });
    for (const a of this.asteroids) {
      if (a === hit) continue;
      a.moving = false;
      if (!this.reduced) this.tweens.add({ targets: a.target, alpha: 0.25, duration: 400 });
    }
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    this.shield = shieldAfter(this.shield, false);
    this.paintShield();
    this.sumLine?.showAnswer(this.answerText(sum), true);
    for (const a of this.asteroids) {
      a.moving = false;
      a.target.setSelectable(false);
    }
    if (this.chosen) shake(this, this.chosen.target, this.reduced);
    const right = this.asteroids.find((a) => sameValue(a.target.value, sum.answer));
    if (right) {
      const ring = this.add.graphics({ x: right.target.x, y: right.target.y }).setDepth(12);
      const r = right.plan.radius + 14;
      ring.lineStyle(6, COLORS.green, 1);
      ring.strokeCircle(0, 0, r);
      ring.lineBetween(-r - 14, 0, -r + 12, 0);
      ring.lineBetween(r - 12, 0, r + 14, 0);
      ring.lineBetween(0, -r - 14, 0, -r + 12);
      ring.lineBetween(0, r - 12, 0, r + 14);
      this.reticle = ring;
      if (!this.reduced)
        this.tweens.add({
          targets: ring,
          angle: 90,
          scale: { from: 1.3, to: 1 },
          duration: 500,
          ease: 'Back.easeOut',
        });
    }
  }

  private paintShield(): void {
    const ring = this.shieldRing;
    if (!ring) return;
    const share = this.shield / SHIELD_MAX;
    ring.setFillStyle(COLORS.blue, 0.05 + 0.12 * share);
    ring.setStrokeStyle(4, 0x7fd3ff, 0.2 + 0.7 * share);
    if (!this.reduced && this.ship)
      this.tweens.add({ targets: this.ship, rotation: 0, delay: 500, duration: 300 });
    else this.ship?.setRotation(0);
  }

  protected clearSum(): void {
    for (const a of this.asteroids) a.target.destroy();
    this.asteroids = [];
    this.crosshair?.setVisible(false);
    this.sumLine?.destroy();
    this.sumLine = null;
    this.display?.destroy();
    this.display = null;
    this.reticle?.destroy();
    this.reticle = null;
  }

  protected override visibleChoices(): AnswerValue[] {
    return this.asteroids.filter((a) => a.target.selectable).map((a) => a.target.value);
  }

  protected driveAnswer(value: AnswerValue): boolean {
    const asteroid = this.asteroids.find((a) => sameValue(a.target.value, value));
    return asteroid ? asteroid.target.select() : false;
  }
}

/** A layer of stars: 0 the many small far ones, 1 the fewer bigger near ones. */
function paintStars(ctx: CanvasRenderingContext2D, w: number, h: number, layer: 0 | 1): void {
  const rnd = seededRandom(7 + layer * 13);
  ctx.save();
  ctx.fillStyle = '#ffffff';
  for (let i = 0; i < (layer === 0 ? 140 : 60); i++) {
    ctx.globalAlpha = 0.4 + rnd() * 0.6;
    ctx.beginPath();
    ctx.arc(rnd() * w, rnd() * h, layer === 0 ? 1 + rnd() : 1.5 + rnd() * 1.5, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}
