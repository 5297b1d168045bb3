import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer, GameState, RoundResult } from '../runtime/contract';
import { throwArc } from '../kit/flight';
import { paintedImage, blobImage } from '../kit/art';
import { AnswerTarget, sameValue } from '../kit/AnswerTarget';
import { shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import type { Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel } from '../kit/SumPanel';
import { COLORS, label } from '../kit/ui';
import { fill } from '../texts';
import type { TextsOf } from '../manifest';
import type { manifest } from './manifest';
import { paintCans, paintPrizes, paintStall, paintSurprise } from './art';
import {
  planStacks,
  PRIZES,
  prizeAt,
  shelfSlots,
  stackChoices,
  stallLayout,
  surpriseFor,
  type StackPlan,
  type StallLayout,
} from './rules';
import { KeyboardAim } from '../kit/aim';
import { surpriseBesideEndCard } from '../kit/endSurprise';
import { choiceCount } from '../kit/choices';

interface Stack {
  target: AnswerTarget;
  plan: StackPlan;
  cans: Phaser.GameObjects.Image[];
  tag: Phaser.GameObjects.Image;
  text: Phaser.GameObjects.Text;
}

/** Seconds of the ball's flight (none with reduced motion). */
const FLIGHT_MS = 360;

export class BallengooienScene extends GameScene<TextsOf<typeof manifest>> {
  private layout!: StallLayout;
  private stacks: Stack[] = [];
  private chosen: Stack | null = null;
  private readonly aim = new KeyboardAim(() => {
    this.sfx.play('click');
    this.showPick();
  });
  private marker: Phaser.GameObjects.Image | null = null;
  private ring: Phaser.GameObjects.Image | null = null;
  private ball: Phaser.GameObjects.Image | null = null;
  private blob: Phaser.GameObjects.Image | null = null;
  private sumLine: SumLine | null = null;
  private sign: Phaser.GameObjects.Graphics | null = null;
  private prizes: Phaser.GameObjects.Image[] = [];
  private won = 0;

  protected buildWorld(): void {
    const { W, H } = this;
    this.layout = stallLayout(W, H, this.portrait, HUD_HEIGHT);
    paintStall(this, W, H, HUD_HEIGHT, this.layout);
    paintCans(this);
    paintPrizes(this, PRIZES);
    const { ballX, ballY } = this.layout;
    this.ball = paintedImage(this, ballX, ballY, 'bg-ball').setDepth(30);
    const blobSize = this.portrait ? 150 : 130;
    this.blob = blobImage(
      this,
      this.portrait ? W * 0.2 : Math.max(blobSize * 0.7, ballX - 240),
      ballY - (this.portrait ? 10 : 4),
      blobSize,
      COLORS.green,
      'happy',
    ).setDepth(25);
    this.marker = paintedImage(this, 0, 0, 'bg-arrow').setDepth(20).setVisible(false);
    // Prizes won before a reload stand on the shelf already.
    const before = this.launch.soFar?.right.length ?? 0;
    for (let i = 0; i < before; i++) this.addPrize();
    this.layoutShelf();
  }

  /** Places on the shelf for the whole round, more when retries won extra prizes. */
  private layoutShelf(): void {
    const { xs, size } = shelfSlots(Math.max(this.round.progress.total, this.prizes.length), 44, this.W - 44);
    this.prizes.forEach((prize, i) => {
      prize.setDisplaySize(size, size).setPosition(xs[i] ?? 0, this.layout.shelfY - size / 2 + 2);
    });
  }

  private addPrize(): Phaser.GameObjects.Image {
    const prize = this.add.image(0, 0, `bg-prize-${prizeAt(this.prizes.length)}`).setDepth(5);
    this.prizes.push(prize);
    this.won += 1;
    return prize;
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
        g.fillStyle(0x000000, 0.25);
        g.fillRoundedRect(-w / 2 + 6, -h / 2 + 8, w, h, 20);
        g.fillStyle(0xfff4e6, 1);
        g.fillRoundedRect(-w / 2, -h / 2, w, h, 20);
        g.lineStyle(8, 0xe84545, 1);
        g.strokeRoundedRect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, 18);
      },
    });
    this.sign = panel;
    this.sumLine = line;

    const count = choiceCount(sum, this.launch.settings.inputMethod, this.portrait);
    const choices = stackChoices(sum, count, `${this.launch.window.id}:${showing.seed}`);
    const { rows, stackMax } = this.layout;
    const plans = planStacks(
      choices.length,
      40,
      W - 40,
      rows.map((y) => y + 6),
      stackMax,
      this.minTarget,
    );
    this.chosen = null;
    this.stacks = choices.map((value, i) => this.makeStack(value, plans[i] as StackPlan, sum, i));
    this.aim.reset(this.stacks.length);
    this.showPick();
    this.ball?.setVisible(true).setPosition(this.layout.ballX, this.layout.ballY).setScale(0.5).setAlpha(1);
    if (!this.reduced) {
      this.stacks.forEach((s, i) => {
        const y = s.target.y;
        s.target.setY(y - 60).setAlpha(0);
        this.tweens.add({
          targets: s.target,
          y,
          alpha: 1,
          duration: 260,
          delay: i * 60,
          ease: 'Bounce.easeOut',
        });
      });
    }
  }

  private makeStack(value: AnswerValue, plan: StackPlan, sum: Sum, index: number): Stack {
    const holder: Partial<Stack> = { plan };
    const { canW, canH } = plan;
    const target = new AnswerTarget(
      this,
      plan.x,
      plan.y,
      value,
      { width: canW * 2, height: canH * 2 },
      this.minTarget,
      () => this.throwAt(holder as Stack),
      this.answerText(sum, value),
    );
    const color = (i: number): string => `bg-can-${(index + i) % 3}`;
    const cans = [
      this.add.image(-canW / 2, canH / 2, color(0)),
      this.add.image(canW / 2, canH / 2, color(1)),
      this.add.image(0, -canH / 2, color(2)),
    ].map((can) => can.setDisplaySize(canW * 0.98, canH * 0.98));
    const tagW = canW * 1.9;
    const tagH = Math.max(canH * 0.7, 56);
    const tag = this.add.image(0, canH * 0.45, 'bg-tag').setDisplaySize(tagW, tagH);
    const text = label(this, 0, canH * 0.45 - tagH * 0.04, this.answerText(sum, value), {
      size: Math.round(Math.min(tagH * 0.72, canW * 0.62) * (value.kind === 'comparison' ? 1.25 : 1)),
      color: COLORS.ink,
    });
    if (text.width > tagW * 0.84) text.setScale((tagW * 0.84) / text.width);
    target.add([...cans, tag, text]).setDepth(10);
    Object.assign(holder, { target, cans, tag, text });
    return holder as Stack;
  }

  private showPick(): void {
    const marker = this.marker;
    if (!marker) return;
    this.tweens.killTweensOf(marker);
    const stack = this.aim.at(this.stacks);
    if (!stack || this.phase !== 'question') {
      marker.setVisible(false);
      return;
    }
    const y = stack.plan.y - stack.plan.canH - 46;
    marker.setVisible(true).setPosition(stack.plan.x, y);
    if (!this.reduced) this.tweens.add({ targets: marker, y: y - 12, duration: 380, yoyo: true, repeat: -1 });
  }

  protected override onKey(event: KeyboardEvent): void {
    this.aim.key(event, this.stacks, (stack) => stack.target.select());
  }

  private throwAt(stack: Stack): void {
    if (this.phase !== 'question') return;
    this.chosen = stack;
    this.aim.index = this.stacks.indexOf(stack);
    this.marker?.setVisible(false);
    for (const s of this.stacks) s.target.setSelectable(false);
    this.sfx.play('whoosh', 1.4);
    this.submitAnswer(stack.target.value, { x: stack.plan.x, y: stack.plan.y - stack.plan.canH });
  }

  protected override feedbackMs(correct: boolean): number {
    return (correct ? 1100 : 2400) + (this.reduced ? 0 : FLIGHT_MS);
  }

  /** The ball flies to the stack, then `land` runs. */
  private fly(stack: Stack, land: () => void): void {
    const ball = this.ball;
    if (!ball) return land();
    const from = { x: this.layout.ballX, y: this.layout.ballY };
    const to = { x: stack.plan.x, y: stack.plan.y };
    if (this.blob && !this.reduced)
      this.tweens.add({ targets: this.blob, y: this.blob.y - 18, duration: 120, yoyo: true });
    if (this.reduced) {
      ball.setPosition(to.x, to.y).setScale(0.3);
      land();
      return;
    }
    const lift = Math.max(120, (from.y - to.y) * 0.6);
    this.tweens.addCounter({
      from: 0,
      to: 1,
      duration: FLIGHT_MS,
      onUpdate: (tween) => {
        const p = throwArc(from, to, tween.getValue() ?? 0, lift, 0.4);
        ball.setPosition(p.x, p.y).setScale(p.scale / 2);
      },
      onComplete: land,
    });
  }

  protected override onRight(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const stack = this.chosen;
    if (!stack) return;
    this.fly(stack, () => this.knockOver(stack));
    for (const s of this.stacks) if (s !== stack) s.target.setAlpha(this.reduced ? 0.5 : 1);
    if (!this.reduced)
      for (const s of this.stacks)
        if (s !== stack) this.tweens.add({ targets: s.target, alpha: 0.5, delay: FLIGHT_MS, duration: 300 });
  }

  /** The cans fly off the counter and a prize goes to the shelf. */
  private knockOver(stack: Stack): void {
    this.sfx.play('clunk', 1.3);
    this.sfx.play('pop', 0.7);
    const { canW } = stack.plan;
    if (this.reduced) {
      for (const can of stack.cans) can.setVisible(false);
      stack.tag.setAlpha(0.4);
      stack.text.setAlpha(0.4);
      this.ball?.setVisible(false);
    } else {
      stack.cans.forEach((can, i) => {
        const dir = i === 0 ? -1 : i === 1 ? 1 : i % 2 === 0 ? 0.3 : -0.3;
        this.tweens.add({
          targets: can,
          x: can.x + dir * canW * 1.6,
          y: can.y - canW * (i === 2 ? 1.2 : 0.6),
          angle: dir * 160 + 40,
          duration: 260,
          ease: 'Quad.easeOut',
          onComplete: () =>
            this.tweens.add({
              targets: can,
              y: can.y + canW * 3,
              alpha: 0,
              angle: can.angle + dir * 120,
              duration: 420,
              ease: 'Quad.easeIn',
            }),
        });
      });
      this.tweens.add({
        targets: [stack.tag, stack.text],
        y: `+=${canW * 0.5}`,
        angle: 12,
        alpha: 0.5,
        duration: 300,
        ease: 'Bounce.easeOut',
      });
      const ball = this.ball;
      if (ball)
        this.tweens.add({ targets: ball, y: ball.y - 60, alpha: 0, scale: ball.scale * 0.7, duration: 350 });
    }
    this.winPrize(stack);
  }

  private winPrize(stack: Stack): void {
    const prize = this.addPrize();
    this.layoutShelf();
    const endX = prize.x;
    const endY = prize.y;
    const size = prize.displayWidth;
    if (this.reduced) {
      this.sfx.play('coin');
      return;
    }
    prize.setPosition(stack.plan.x, stack.plan.y - stack.plan.canH).setDisplaySize(size * 1.8, size * 1.8);
    this.tweens.add({
      targets: prize,
      x: endX,
      y: endY,
      displayWidth: size,
      displayHeight: size,
      delay: 250,
      duration: 520,
      ease: 'Cubic.easeInOut',
      onComplete: () => this.sfx.play('coin'),
    });
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const stack = this.chosen;
    const right = this.stacks.find((s) => sameValue(s.target.value, sum.answer));
    const showRight = (): void => {
      if (!right) return;
      const { canW, canH } = right.plan;
      this.ring = this.add
        .image(right.plan.x, right.plan.y, 'bg-ring')
        .setDisplaySize(canW * 2.6, canH * 2.7)
        .setDepth(12);
      right.target.setDepth(13);
      const marker = this.marker;
      if (marker) {
        const y = right.plan.y - canH - 46;
        marker.setVisible(true).setPosition(right.plan.x, y);
        if (!this.reduced)
          this.tweens.add({ targets: marker, y: y - 12, duration: 380, yoyo: true, repeat: -1 });
      }
      if (!this.reduced)
        this.tweens.add({ targets: [right.target], scale: 1.08, duration: 300, yoyo: true, repeat: 2 });
    };
    if (!stack) return showRight();
    this.fly(stack, () => {
      // The ball bounces off: the cans wobble but stay standing.
      this.sfx.play('clunk', 0.8);
      shake(this, stack.target, this.reduced, 'angle');
      stack.tag.setAlpha(0.6);
      const ball = this.ball;
      if (ball && !this.reduced)
        this.tweens.add({
          targets: ball,
          y: stack.plan.y + stack.plan.canH - 4,
          x: ball.x + 40,
          duration: 380,
          ease: 'Bounce.easeOut',
        });
      else ball?.setVisible(false);
      showRight();
    });
  }

  protected clearSum(): void {
    for (const s of this.stacks) {
      this.tweens.killTweensOf([s.target, s.tag, s.text, ...s.cans]);
      s.target.destroy();
    }
    this.stacks = [];
    this.ring?.destroy();
    this.ring = null;
    if (this.marker) {
      this.tweens.killTweensOf(this.marker);
      this.marker.setVisible(false);
    }
    if (this.ball) this.tweens.killTweensOf(this.ball);
    this.sign?.destroy();
    this.sign = null;
    this.sumLine?.destroy();
    this.sumLine = null;
  }

  private surpriseChoice: ReturnType<typeof surpriseFor> | null = null;

  private prizeName(surprise: ReturnType<typeof surpriseFor>): string {
    const { prizeCup, prizeBear, prizeUnicorn } = this.texts.game;
    return surprise === 'cup' ? prizeCup : surprise === 'bear' ? prizeBear : prizeUnicorn;
  }

  /** The round's result, as the end card shows it: picks the surprise. */
  protected override finalResult(result: RoundResult): RoundResult {
    this.surpriseChoice = surpriseFor(result.firstTimeRight, result.total, Math.floor(Math.random() * 1000));
    return result;
  }

  protected override setGameState(state: GameState): void {
    super.setGameState(state);
    if (state === 'ended') this.after(0, () => this.showSurprise());
  }

  protected override endSurprise(): string | null {
    const choice = this.surpriseChoice;
    return choice ? fill(this.texts.game.surprise, { prize: this.prizeName(choice) }) : null;
  }

  /** The surprise prize stands beside (or below) the end card. */
  private showSurprise(): void {
    const choice = this.surpriseChoice;
    if (!choice) return;
    const size = this.portrait ? 190 : 170;
    surpriseBesideEndCard(this, this.W, this.H, {
      key: paintSurprise(this, choice),
      width: size,
      height: size,
      caption: this.endSurprise() ?? '',
      captionSize: 30,
      count: fill(this.texts.game.prizes, { n: this.won }),
      reduced: this.reduced,
      tilt: -20,
    });
  }

  protected override visibleChoices(): AnswerValue[] {
    return this.stacks.filter((s) => s.target.selectable).map((s) => s.target.value);
  }

  protected driveAnswer(value: AnswerValue): boolean {
    const stack = this.stacks.find((s) => sameValue(s.target.value, value));
    return stack ? stack.target.select() : false;
  }
}
