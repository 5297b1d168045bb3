import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer, GameState, RoundResult } from '../runtime/contract';
import { throwArc } from '../kit/flight';
import { blobImage, canvasTexture, paintedImage } from '../kit/art';
import { AnswerTarget, sameValue } from '../kit/AnswerTarget';
import { shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import type { Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel } from '../kit/SumPanel';
import { COLORS, label } from '../kit/ui';
import type { TextsOf } from '../manifest';
import type { manifest } from './manifest';
import { paintProps, paintStudio, paintSurprise, rainbowBands, strokeBand } from './art';
import {
  bandsPainted,
  canvasChoices,
  planEasels,
  RAINBOW,
  studioLayout,
  surpriseFor,
  type EaselPlan,
  type StudioLayout,
  type Surprise,
} from './rules';
import { KeyboardAim } from '../kit/aim';
import { surpriseBesideEndCard } from '../kit/endSurprise';
import { choiceCount } from '../kit/choices';

interface Easel {
  target: AnswerTarget;
  plan: EaselPlan;
  text: Phaser.GameObjects.Text;
}

/** Milliseconds of the balloon's flight (none with reduced motion). */
const FLIGHT_MS = 380;

const colorNumber = (css: string): number => parseInt(css.slice(1), 16);

export class VerfgooienScene extends GameScene<TextsOf<typeof manifest>> {
  private layout!: StudioLayout;
  private easels: Easel[] = [];
  private chosen: Easel | null = null;
  private readonly aim = new KeyboardAim(() => {
    this.sfx.play('click');
    this.showPick();
  });
  private marker: Phaser.GameObjects.Image | null = null;
  private ring: Phaser.GameObjects.Image | null = null;
  private balloon: Phaser.GameObjects.Image | null = null;
  private floorSplat: Phaser.GameObjects.Image | null = null;
  private blob: Phaser.GameObjects.Image | null = null;
  private sumLine: SumLine | null = null;
  private sign: Phaser.GameObjects.Graphics | null = null;
  private rainbow: Phaser.GameObjects.Image | null = null;
  private throws = 0;
  private hits = 0;
  private bands = 0;

  protected buildWorld(): void {
    const { W, H } = this;
    this.layout = studioLayout(W, H, this.portrait, HUD_HEIGHT);
    paintStudio(this, W, H, this.layout);
    paintProps(this);
    const { balloonX, balloonY } = this.layout;
    this.rainbow = this.add.image(0, 0, '__DEFAULT').setDepth(4).setVisible(false);
    this.balloon = paintedImage(this, balloonX, balloonY, 'vg-balloon-0').setDepth(30);
    const blobSize = this.portrait ? 140 : 120;
    this.blob = blobImage(
      this,
      this.portrait ? W * 0.16 : Math.max(blobSize * 0.7, Math.min(W * 0.18, balloonX - 260)),
      balloonY - 6,
      blobSize,
      COLORS.orange,
      'happy',
    ).setDepth(25);
    this.marker = paintedImage(this, 0, 0, 'vg-arrow').setDepth(20).setVisible(false);
    // Hits before a reload have coloured the rainbow already.
    this.hits = this.launch.soFar?.right.length ?? 0;
    this.paintRainbow(bandsPainted(this.hits, this.round.progress.total));
  }

  /**
   * Colours the painting's rainbow up to `count` bands: an image of the bands painted so far (repainted
   * only when a band is added), so software drawing does not stroke seven arcs every frame.
   */
  private paintRainbow(count: number): void {
    const image = this.rainbow;
    if (!image || count === this.bands) return;
    this.bands = count;
    const p = this.layout.painting;
    const key = canvasTexture(this, `vg-rainbow-${count}`, p.w, p.h, (ctx, w) => {
      ctx.scale(w / p.w, w / p.w);
      const bands = rainbowBands(10, 10, p.w - 20, p.h - 20);
      for (let i = 0; i < count; i++) strokeBand(ctx, bands, i, RAINBOW[i] as string);
    });
    image
      .setTexture(key)
      .setDisplaySize(p.w, p.h)
      .setPosition(p.x, p.y)
      .setVisible(count > 0);
  }

  protected showSum(showing: Showing): void {
    const { W } = this;
    const { sum } = showing;
    const { panel, line } = sumPanel(this, W / 2, this.layout.signY, sum, this.launch.settings.locale, {
      width: Math.min(W - 60, 720),
      height: this.layout.signH,
      fontSize: this.portrait ? 76 : 66,
      depth: 30,
      paint: (g, w, h) => {
        g.fillStyle(0x000000, 0.2);
        g.fillRoundedRect(-w / 2 + 6, -h / 2 + 8, w, h, 22);
        g.fillStyle(0xffffff, 1);
        g.fillRoundedRect(-w / 2, -h / 2, w, h, 22);
        RAINBOW.forEach((c, i) => {
          g.fillStyle(colorNumber(c), 1);
          g.fillRect(-w / 2 + 22 + i * ((w - 44) / RAINBOW.length), h / 2 - 14, (w - 44) / RAINBOW.length, 8);
        });
        g.lineStyle(5, 0x8a5631, 1);
        g.strokeRoundedRect(-w / 2 + 3, -h / 2 + 3, w - 6, h - 6, 20);
      },
    });
    this.sign = panel;
    this.sumLine = line;

    const count = choiceCount(sum, this.launch.settings.inputMethod, this.portrait);
    const choices = canvasChoices(sum, count, `${this.launch.window.id}:${showing.seed}`);
    const plans = planEasels(
      choices.length,
      30,
      W - 30,
      this.layout.rows,
      this.layout.easelMax,
      this.minTarget,
    );
    this.chosen = null;
    this.easels = choices.map((value, i) => this.makeEasel(value, plans[i] as EaselPlan, sum));
    this.aim.reset(this.easels.length);
    this.showPick();
    this.balloon
      ?.setTexture(`vg-balloon-${this.throws % RAINBOW.length}`)
      .setVisible(true)
      .setPosition(this.layout.balloonX, this.layout.balloonY)
      .setScale(0.6)
      .setAngle(0)
      .setAlpha(1);
    if (!this.reduced) {
      this.easels.forEach((e, i) => {
        e.target.setAlpha(0).setScale(0.9);
        this.tweens.add({ targets: e.target, alpha: 1, scale: 1, duration: 220, delay: i * 50 });
      });
    }
  }

  private makeEasel(value: AnswerValue, plan: EaselPlan, sum: Sum): Easel {
    const holder: Partial<Easel> = { plan };
    const { w, h } = plan;
    const target = new AnswerTarget(
      this,
      plan.x,
      plan.y,
      value,
      { width: w, height: h },
      this.minTarget,
      () => this.throwAt(holder as Easel),
      this.answerText(sum, value),
    );
    // The easel's legs reach from behind the board's top down to the floor (h below the board's centre).
    const legs = this.add.image(0, h * 0.225, 'vg-easel').setDisplaySize(w * 1.05, h * 1.55);
    const board = this.add.image(0, -h * 0.03, 'vg-board').setDisplaySize(w, h);
    const text = label(this, 0, -h * 0.05, this.answerText(sum, value), {
      size: Math.round(Math.min(h * 0.5, w * 0.4) * (value.kind === 'comparison' ? 1.3 : 1)),
      color: COLORS.ink,
      stroke: COLORS.white,
      strokeWidth: 6,
    });
    if (text.width > w * 0.84) text.setScale((w * 0.84) / text.width);
    target.add([legs, board, text]).setDepth(10);
    Object.assign(holder, { target, text });
    return holder as Easel;
  }

  private showPick(): void {
    const marker = this.marker;
    if (!marker) return;
    this.tweens.killTweensOf(marker);
    const easel = this.aim.at(this.easels);
    if (!easel || this.phase !== 'question') {
      marker.setVisible(false);
      return;
    }
    this.pointAt(easel);
  }

  private pointAt(easel: Easel): void {
    const marker = this.marker;
    if (!marker) return;
    const y = easel.plan.y - easel.plan.h / 2 - 30;
    marker.setVisible(true).setPosition(easel.plan.x, y);
    if (!this.reduced) this.tweens.add({ targets: marker, y: y - 12, duration: 380, yoyo: true, repeat: -1 });
  }

  protected override onKey(event: KeyboardEvent): void {
    this.aim.key(event, this.easels, (easel) => easel.target.select());
  }

  private throwAt(easel: Easel): void {
    if (this.phase !== 'question') return;
    this.chosen = easel;
    this.aim.index = this.easels.indexOf(easel);
    this.marker?.setVisible(false);
    for (const e of this.easels) e.target.setSelectable(false);
    this.sfx.play('whoosh', 1.2);
    this.submitAnswer(easel.target.value, { x: easel.plan.x, y: easel.plan.y - easel.plan.h / 2 });
  }

  protected override feedbackMs(correct: boolean): number {
    return (correct ? 1100 : 2400) + (this.reduced ? 0 : FLIGHT_MS);
  }

  /** The balloon flies to `to`, then `land` runs. */
  private fly(to: { x: number; y: number }, land: () => void): void {
    const balloon = this.balloon;
    this.throws += 1;
    if (!balloon) return land();
    const from = { x: this.layout.balloonX, y: this.layout.balloonY };
    if (this.blob && !this.reduced)
      this.tweens.add({ targets: this.blob, y: this.blob.y - 18, duration: 120, yoyo: true });
    const done = (): void => {
      balloon.setVisible(false);
      land();
    };
    if (this.reduced) return done();
    const lift = Math.max(120, (from.y - to.y) * 0.5);
    this.tweens.addCounter({
      from: 0,
      to: 1,
      duration: FLIGHT_MS,
      onUpdate: (tween) => {
        const t = tween.getValue() ?? 0;
        const p = throwArc(from, to, t, lift, 0.35);
        balloon
          .setPosition(p.x, p.y)
          .setScale(p.scale * 0.6)
          .setAngle(t * 200);
      },
      onComplete: done,
    });
  }

  protected override onRight(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const easel = this.chosen;
    if (!easel) return;
    const colour = this.throws % RAINBOW.length;
    this.fly({ x: easel.plan.x, y: easel.plan.y }, () => this.splat(easel, colour));
    for (const e of this.easels) if (e !== easel) e.target.setAlpha(this.reduced ? 0.5 : 1);
    if (!this.reduced)
      for (const e of this.easels)
        if (e !== easel) this.tweens.add({ targets: e.target, alpha: 0.5, delay: FLIGHT_MS, duration: 300 });
  }

  /** The balloon bursts on the canvas: a splat of colour, and the rainbow gets its next band. */
  private splat(easel: Easel, colour: number): void {
    this.sfx.play('pop', 0.6);
    const { w, h } = easel.plan;
    const size = Math.min(w, h) * 0.95;
    const splat = this.add
      .image(0, -h * 0.04, `vg-splat-${colour}`)
      .setDisplaySize(size, size)
      .setAngle(colour * 47);
    easel.target.addAt(splat, 2);
    this.hits += 1;
    const before = this.bands;
    this.paintRainbow(bandsPainted(this.hits, this.round.progress.total));
    if (this.bands > before) this.sfx.play('coin');
    if (this.reduced) return;
    splat.setScale(0.01);
    this.tweens.add({
      targets: splat,
      scaleX: size / splat.width,
      scaleY: size / splat.height,
      duration: 200,
      ease: 'Back.easeOut',
    });
    this.tweens.add({ targets: easel.target, angle: 4, duration: 90, yoyo: true, repeat: 1 });
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const easel = this.chosen;
    const right = this.easels.find((e) => sameValue(e.target.value, sum.answer));
    const showRight = (): void => {
      if (!right) return;
      const { w, h } = right.plan;
      this.ring = this.add
        .image(right.plan.x, right.plan.y + h * 0.1, 'vg-ring')
        .setDisplaySize(w * 1.5, h * 1.75)
        .setDepth(12);
      right.target.setDepth(13);
      this.pointAt(right);
      if (!this.reduced)
        this.tweens.add({ targets: [right.target], scale: 1.06, duration: 300, yoyo: true, repeat: 2 });
    };
    if (!easel) return showRight();
    // The balloon lands on the floor in front of the canvas and bursts there: no harm done.
    const floorY = easel.plan.y + easel.plan.h + 14;
    const colour = this.throws % RAINBOW.length;
    this.fly({ x: easel.plan.x + easel.plan.w * 0.2, y: floorY }, () => {
      this.sfx.play('pop', 0.4);
      const size = Math.min(easel.plan.w * 0.7, 140);
      this.floorSplat = this.add
        .image(easel.plan.x + easel.plan.w * 0.2, floorY, `vg-splat-${colour}`)
        .setDisplaySize(size, size * 0.3)
        .setAlpha(0.85)
        .setDepth(9);
      shake(this, easel.target, this.reduced, 'angle');
      showRight();
    });
  }

  protected clearSum(): void {
    for (const e of this.easels) {
      this.tweens.killTweensOf([e.target, e.text]);
      e.target.destroy();
    }
    this.easels = [];
    this.ring?.destroy();
    this.ring = null;
    this.floorSplat?.destroy();
    this.floorSplat = null;
    if (this.marker) {
      this.tweens.killTweensOf(this.marker);
      this.marker.setVisible(false);
    }
    if (this.balloon) this.tweens.killTweensOf(this.balloon);
    this.sign?.destroy();
    this.sign = null;
    this.sumLine?.destroy();
    this.sumLine = null;
  }

  private surpriseChoice: Surprise | null = null;

  /** The round's result, as the end card shows it: picks the surprise. */
  protected override finalResult(result: RoundResult): RoundResult {
    this.surpriseChoice = surpriseFor(result.firstTimeRight, result.total);
    return result;
  }

  protected override setGameState(state: GameState): void {
    super.setGameState(state);
    if (state === 'ended') this.after(0, () => this.showSurprise());
  }

  protected override endSurprise(): string | null {
    const choice = this.surpriseChoice;
    if (!choice) return null;
    return choice === 'gold' ? this.texts.game.surpriseGold : this.texts.game.surprise;
  }

  /** The finished painting stands beside (or below) the end card. */
  private showSurprise(): void {
    const choice = this.surpriseChoice;
    if (!choice) return;
    this.paintRainbow(RAINBOW.length);
    const size = this.portrait ? 220 : 190;
    surpriseBesideEndCard(this, this.W, this.H, {
      key: paintSurprise(this, choice),
      width: size,
      height: size * 0.8,
      caption: this.endSurprise() ?? '',
      count: this.texts.game.splats.replace('{n}', String(this.hits)),
      reduced: this.reduced,
      tilt: -12,
    });
  }

  protected override visibleChoices(): AnswerValue[] {
    return this.easels.filter((e) => e.target.selectable).map((e) => e.target.value);
  }

  protected driveAnswer(value: AnswerValue): boolean {
    const easel = this.easels.find((e) => sameValue(e.target.value, value));
    return easel ? easel.target.select() : false;
  }
}
