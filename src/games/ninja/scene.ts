import Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer, GameState, RoundResult } from '../runtime/contract';
import { blobImage, paintedImage } from '../kit/art';
import { AnswerTarget, sameValue } from '../kit/AnswerTarget';
import { popText, shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import type { Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel } from '../kit/SumPanel';
import { COLORS, label } from '../kit/ui';
import type { TextsOf } from '../manifest';
import { fill } from '../texts';
import type { manifest } from './manifest';
import { paintFruits, paintGarden } from './art';
import {
  beltFor,
  comboAfter,
  fruitChoices,
  fruitPosition,
  planFruits,
  SWIPE_MIN,
  swipeHits,
  type Field,
  type FruitPlan,
} from './rules';
import { KeyboardAim } from '../kit/aim';
import { besideEndCard } from '../kit/besideEndCard';
import { revealBesideEndCard } from '../kit/endSurprise';
import { choiceCount } from '../kit/choices';

interface Fruit {
  target: AnswerTarget;
  plan: FruitPlan;
  image: Phaser.GameObjects.Image;
  moving: boolean;
}

export class NinjaScene extends GameScene<TextsOf<typeof manifest>> {
  private fruits: Fruit[] = [];
  private field: Field = { left: 0, right: 0, top: 0, bottom: 0 };
  private floorY = 0;
  private shownAt = 0;
  private chosen: Fruit | null = null;
  private readonly aim = new KeyboardAim(() => {
    this.sfx.play('click');
    this.moveFruits();
  });
  private ring: Phaser.GameObjects.Image | null = null;
  private rightRing: Phaser.GameObjects.Image | null = null;
  private sumLine: SumLine | null = null;
  private scroll: Phaser.GameObjects.Graphics | null = null;
  private ninja: Phaser.GameObjects.Container | null = null;
  private beltImage: Phaser.GameObjects.Image | null = null;
  private beltText: Phaser.GameObjects.Text | null = null;
  private belt = 0;
  private right = 0;
  private combo = 0;
  private swipeFrom: { x: number; y: number } | null = null;
  private swipeLast: { x: number; y: number } | null = null;

  protected buildWorld(): void {
    const { W, H } = this;
    this.floorY = H - (this.portrait ? 260 : 120);
    paintGarden(this, W, H, this.floorY);
    paintFruits(this);
    const scrollH = this.portrait ? 140 : 110;
    this.field = {
      left: this.portrait ? 24 : 60,
      right: W - (this.portrait ? 24 : 60),
      top: HUD_HEIGHT + scrollH + (this.portrait ? 60 : 24),
      bottom: this.floorY - (this.portrait ? 60 : 40),
    };
    // The ninja blob with its headband and belt, bottom left; the belt's name beside it.
    const size = this.portrait ? 170 : 130;
    const nx = size * 0.75;
    const ny = H - size * 0.55 - (this.portrait ? 60 : 0);
    const ninja = this.add.container(nx, ny).setDepth(25);
    const blob = blobImage(this, 0, 0, size, COLORS.green, 'happy');
    const band = paintedImage(this, size * 0.06, -size * 0.24, 'nj-band').setDisplaySize(
      size * 0.95,
      size * 0.3,
    );
    this.beltImage = paintedImage(this, 0, size * 0.2, 'nj-belt').setDisplaySize(size * 0.9, size * 0.36);
    ninja.add([blob, band, this.beltImage]);
    this.ninja = ninja;
    this.beltText = label(this, nx + size * 0.6, ny + size * 0.1, '', {
      size: this.portrait ? 30 : 26,
      color: COLORS.white,
      stroke: COLORS.ink,
      strokeWidth: 8,
    })
      .setOrigin(0, 0.5)
      .setDepth(25);
    if (!this.reduced)
      this.tweens.add({
        targets: ninja,
        y: ny - 8,
        duration: 800,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    this.ring = paintedImage(this, 0, 0, 'nj-ring').setDepth(9).setVisible(false);
    // Right answers before a reload count towards the belt.
    this.right = this.launch.soFar?.right.length ?? 0;
    this.belt = beltFor(this.right, this.round.progress.total);
    this.showBelt();

    // A swipe through a fruit slices it too (a tap on it is enough).
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      this.swipeFrom = { x: p.worldX, y: p.worldY };
      this.swipeLast = this.swipeFrom;
    });
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => this.onSwipe(p));
    this.input.on(Phaser.Input.Events.POINTER_UP, () => {
      this.swipeFrom = null;
      this.swipeLast = null;
    });
  }

  private onSwipe(p: Phaser.Input.Pointer): void {
    const from = this.swipeFrom;
    const last = this.swipeLast;
    if (!p.isDown || !from || !last || this.phase !== 'question') return;
    const now = { x: p.worldX, y: p.worldY };
    this.swipeLast = now;
    if (Math.hypot(now.x - from.x, now.y - from.y) < SWIPE_MIN) return;
    const hit = this.fruits.find((f) => f.target.selectable && swipeHits(last, now, f.target, f.plan.radius));
    hit?.target.select();
  }

  private showBelt(): void {
    this.beltImage?.setFrame(String(this.belt));
    const names = this.texts.game.belts.split('|');
    this.beltText?.setText(names[this.belt] ?? '');
  }

  protected showSum(showing: Showing): void {
    const { W } = this;
    const { sum } = showing;
    const scrollH = this.portrait ? 140 : 110;
    const { panel, line } = sumPanel(
      this,
      W / 2,
      HUD_HEIGHT + scrollH / 2 + 6,
      sum,
      this.launch.settings.locale,
      {
        width: Math.min(W - 60, 720),
        height: scrollH,
        fontSize: this.portrait ? 76 : 66,
        depth: 30,
        paint: (g, w, h) => {
          g.fillStyle(0xfff4dc, 1);
          g.fillRect(-w / 2 + 14, -h / 2, w - 28, h);
          g.fillStyle(0x8a5631, 1);
          g.fillRoundedRect(-w / 2, -h / 2 - 8, 22, h + 16, 10);
          g.fillRoundedRect(w / 2 - 22, -h / 2 - 8, 22, h + 16, 10);
          g.fillStyle(0xd23c3c, 1);
          g.fillRect(-w / 2 + 30, -h / 2 + 6, 8, h - 12);
          g.fillRect(w / 2 - 38, -h / 2 + 6, 8, h - 12);
        },
      },
    );
    this.scroll = panel;
    this.sumLine = line;

    const count = choiceCount(sum, this.launch.settings.inputMethod, this.portrait);
    const choices = fruitChoices(sum, count, `${this.launch.window.id}:${showing.seed}`);
    const plans = planFruits(
      choices.length,
      this.field,
      this.minTarget,
      showing.seed,
      this.H,
      this.portrait ? 2 : choices.length,
    );
    this.shownAt = this.time.now;
    this.chosen = null;
    this.fruits = choices.map((value, i) => this.makeFruit(value, plans[i] as FruitPlan, sum));
    this.aim.reset(this.fruits.length);
    this.moveFruits();
    if (!this.reduced) this.sfx.play('whoosh', 0.8);
  }

  private makeFruit(value: AnswerValue, plan: FruitPlan, sum: Sum): Fruit {
    const holder: Partial<Fruit> = { plan, moving: !this.reduced };
    const r = plan.radius;
    const target = new AnswerTarget(
      this,
      plan.fromX,
      plan.fromY,
      value,
      r,
      this.minTarget,
      () => this.slice(holder as Fruit),
      this.answerText(sum, value),
    );
    const image = this.add.image(0, 0, `nj-fruit-${plan.kind}-0`).setDisplaySize(r * 2.1, r * 2.1);
    const text = label(this, 0, 0, this.answerText(sum, value), {
      size: Math.round(r * (value.kind === 'comparison' ? 0.95 : 0.66)),
      color: COLORS.white,
      stroke: COLORS.ink,
      strokeWidth: 10,
    });
    if (text.width > r * 1.7) text.setScale((r * 1.7) / text.width);
    target.add([image, text]).setDepth(10);
    Object.assign(holder, { target, image });
    return holder as Fruit;
  }

  private moveFruits(): void {
    const t = (this.time.now - this.shownAt) / 1000;
    for (const f of this.fruits) {
      if (!f.moving && f.target.getData('placed')) continue;
      const p = fruitPosition(f.plan, t, f.moving);
      f.target.setPosition(p.x, p.y);
      f.image.setAngle(p.angle);
      if (!f.moving) f.target.setData('placed', true);
    }
    const picked = this.aim.at(this.fruits);
    if (this.ring) {
      const show = picked !== undefined && this.phase === 'question' && picked.target.selectable;
      this.ring.setVisible(show);
      if (show && picked) {
        this.ring.setPosition(picked.target.x, picked.target.y);
        this.ring.setDisplaySize(picked.plan.radius * 2.5, picked.plan.radius * 2.5);
      }
    }
  }

  override update(): void {
    if (this.phase === 'question') this.moveFruits();
  }

  protected override onKey(event: KeyboardEvent): void {
    this.aim.key(event, this.fruits, (fruit) => fruit.target.select());
  }

  private slice(fruit: Fruit): void {
    if (this.phase !== 'question') return;
    this.chosen = fruit;
    this.aim.index = this.fruits.indexOf(fruit);
    this.ring?.setVisible(false);
    for (const f of this.fruits) {
      f.moving = false;
      f.target.setData('placed', true);
      f.target.setSelectable(false);
    }
    this.sfx.play('whoosh', 2);
    this.slash(fruit);
    this.submitAnswer(fruit.target.value, { x: fruit.target.x, y: fruit.target.y });
  }

  private slash(fruit: Fruit): void {
    const r = fruit.plan.radius;
    const slash = paintedImage(this, fruit.target.x, fruit.target.y, 'nj-slash')
      .setDisplaySize(r * 3, r * 0.6)
      .setAngle(-35)
      .setDepth(15);
    if (this.reduced) {
      this.time.delayedCall(300, () => slash.destroy());
      return;
    }
    slash.setScale(slash.scaleX * 0.2, slash.scaleY);
    this.tweens.add({ targets: slash, scaleX: slash.scaleX * 5, duration: 120, ease: 'Quad.easeOut' });
    this.tweens.add({
      targets: slash,
      alpha: 0,
      delay: 140,
      duration: 220,
      onComplete: () => slash.destroy(),
    });
  }

  protected override feedbackMs(correct: boolean): number {
    return correct ? 1100 : 2400;
  }

  protected override onRight(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const fruit = this.chosen;
    this.right += 1;
    this.combo = comboAfter(this.combo, true);
    if (fruit) this.splitFruit(fruit);
    for (const f of this.fruits) if (f !== fruit) this.dropAway(f);
    const belt = beltFor(this.right, this.round.progress.total);
    if (belt > this.belt) {
      this.belt = belt;
      this.showBelt();
      this.sfx.play('coin');
      if (!this.reduced && this.ninja)
        this.tweens.add({
          targets: this.ninja,
          scale: 1.15,
          duration: 180,
          yoyo: true,
          ease: 'Quad.easeOut',
        });
    }
    if (this.combo >= 2 && this.ninja) {
      popText(
        this,
        this.ninja.x + 120,
        this.ninja.y - 110,
        fill(this.texts.game.combo, { n: this.combo }),
        COLORS.orange,
        this.reduced,
        40,
      );
    }
  }

  /** The fruit falls apart in two halves with a splash of juice. */
  private splitFruit(fruit: Fruit): void {
    const { x, y } = fruit.target;
    const r = fruit.plan.radius;
    this.sfx.play('pop', 0.6);
    fruit.target.setVisible(false);
    const halves = [1, 2].map((half) =>
      this.add
        .image(x, y, `nj-fruit-${fruit.plan.kind}-${half}`)
        .setDisplaySize(r * 2.1, r * 2.1)
        .setDepth(11),
    );
    const juice = this.add.particles(x, y, 'spark', {
      speed: { min: 80, max: 300 },
      scale: { start: 1.2, end: 0 },
      alpha: { start: 0.9, end: 0 },
      lifespan: 500,
      frame: ['0', '2'],
      emitting: false,
    });
    juice.setDepth(12);
    juice.explode(this.reduced ? 6 : 20);
    this.time.delayedCall(700, () => juice.destroy());
    if (this.reduced) {
      halves[0]?.setX(x - r * 0.3);
      halves[1]?.setX(x + r * 0.3);
      this.time.delayedCall(700, () => halves.forEach((h) => h.destroy()));
      return;
    }
    halves.forEach((half, i) => {
      const dir = i === 0 ? -1 : 1;
      this.tweens.add({
        targets: half,
        x: x + dir * r * 1.2,
        y: this.H + r * 2,
        angle: dir * 70,
        duration: 900,
        ease: 'Quad.easeIn',
        onComplete: () => half.destroy(),
      });
    });
  }

  private dropAway(fruit: Fruit): void {
    if (this.reduced) {
      fruit.target.setAlpha(0.35);
      return;
    }
    this.tweens.add({
      targets: fruit.target,
      y: this.H + fruit.plan.radius * 2,
      delay: 250,
      duration: 800,
      ease: 'Quad.easeIn',
    });
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    this.combo = comboAfter(this.combo, false);
    const chosen = this.chosen;
    if (chosen) {
      // The blade bounces off: the fruit wobbles and stays whole.
      this.sfx.play('clunk', 1.2);
      chosen.target.setAlpha(0.55);
      shake(this, chosen.target, this.reduced, 'angle');
    }
    const right = this.fruits.find((f) => sameValue(f.target.value, sum.answer));
    if (right) {
      right.target.setDepth(13);
      this.rightRing = paintedImage(this, right.target.x, right.target.y, 'nj-right')
        .setDisplaySize(right.plan.radius * 2.5, right.plan.radius * 2.5)
        .setDepth(12);
      if (!this.reduced)
        this.tweens.add({ targets: right.target, scale: 1.12, duration: 300, yoyo: true, repeat: 2 });
    }
  }

  protected clearSum(): void {
    for (const f of this.fruits) {
      this.tweens.killTweensOf(f.target);
      f.target.destroy();
    }
    this.fruits = [];
    this.ring?.setVisible(false);
    this.rightRing?.destroy();
    this.rightRing = null;
    this.scroll?.destroy();
    this.scroll = null;
    this.sumLine?.destroy();
    this.sumLine = null;
  }

  protected override setGameState(state: GameState): void {
    super.setGameState(state);
    if (state === 'ended') this.after(0, () => this.showBeltReached());
  }

  protected override finalResult(result: RoundResult): RoundResult {
    // Every answer has been counted; the belt stays what the round earned.
    this.belt = Math.max(this.belt, beltFor(this.right, result.total));
    return result;
  }

  protected override endSurprise(): string {
    const name = this.texts.game.belts.split('|')[this.belt] ?? '';
    return fill(this.texts.game.beltReached, { belt: name });
  }

  /** Beside (or below) the end card: the ninja with the belt the round earned. */
  private showBeltReached(): void {
    const size = this.portrait ? 170 : 150;
    const { x, y, wrap } = besideEndCard(this.W, this.H, size, { lower: 40 });
    // The ninja at the bottom steps onto the end card's side (on a phone it would stand under it).
    this.ninja?.setVisible(false);
    this.beltText?.setVisible(false);
    const layer = this.add.container(x, y).setDepth(101);
    const blob = blobImage(this, 0, 0, size, COLORS.green, 'wow');
    const band = paintedImage(this, size * 0.06, -size * 0.24, 'nj-band').setDisplaySize(
      size * 0.95,
      size * 0.3,
    );
    const belt = paintedImage(this, 0, size * 0.2, 'nj-belt')
      .setFrame(String(this.belt))
      .setDisplaySize(size * 0.9, size * 0.36);
    const text = label(this, 0, -size / 2 - 8, this.endSurprise(), {
      size: 30,
      color: COLORS.white,
      stroke: COLORS.ink,
      strokeWidth: 8,
      wrapWidth: wrap,
    }).setOrigin(0.5, 1);
    layer.add([blob, band, belt, text]);
    revealBesideEndCard(this, layer, [], { reduced: this.reduced });
  }

  protected override visibleChoices(): AnswerValue[] {
    return this.fruits.filter((f) => f.target.selectable).map((f) => f.target.value);
  }

  protected driveAnswer(value: AnswerValue): boolean {
    const fruit = this.fruits.find((f) => sameValue(f.target.value, value));
    return fruit ? fruit.target.select() : false;
  }
}
