import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { GameAnswer, GameState, RoundResult } from '../runtime/contract';
import { KeyboardAim } from '../kit/aim';
import { besideEndCard } from '../kit/besideEndCard';
import { blobImage, paintedImage } from '../kit/art';
import { AnswerTarget, sameValue } from '../kit/AnswerTarget';
import { choiceCount } from '../kit/choices';
import { popText, shake } from '../kit/feedback';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import { showingSeed, type Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel } from '../kit/SumPanel';
import { COLORS, label } from '../kit/ui';
import type { TextsOf } from '../manifest';
import { fill } from '../texts';
import type { manifest } from './manifest';
import { paintCatch, paintMeadow, surpriseTexture } from './art';
import {
  BUG_KINDS,
  bugChoices,
  bugKinds,
  bugPose,
  bugSeed,
  caughtKind,
  collect,
  jarSpot,
  planBugs,
  surpriseFor,
  type BugPlan,
  type Meadow,
  type Surprise,
} from './rules';

interface Bug {
  target: AnswerTarget;
  plan: BugPlan;
  kind: number;
  image: Phaser.GameObjects.Image;
  /** The image's scale with its wings spread. */
  scale: number;
}

/** Milliseconds of the net's swoop to a bug (none with reduced motion). */
const SWOOP_MS = 200;
/** Milliseconds of a caught bug's trip from the net into the jar. */
const TO_JAR_MS = 520;

export class BeestjesvangenScene extends GameScene<TextsOf<typeof manifest>> {
  private meadow: Meadow = { left: 0, right: 0, top: 0, bottom: 0 };
  private bugs: Bug[] = [];
  private chosen: Bug | null = null;
  private shownAt = 0;
  private fluttering = false;
  private readonly aim = new KeyboardAim(() => {
    this.sfx.play('click');
    this.placeRing();
  });
  private ring: Phaser.GameObjects.Image | null = null;
  private rightRing: Phaser.GameObjects.Image | null = null;
  private sign: Phaser.GameObjects.Graphics | null = null;
  private sumLine: SumLine | null = null;
  private net: Phaser.GameObjects.Image | null = null;
  private netHome = { x: 0, y: 0 };
  private jar = { x: 0, y: 0, w: 0, h: 0 };
  /** The jar, its label and the bugs in it: it moves beside the end card at the end. */
  private jarLayer: Phaser.GameObjects.Container | null = null;
  private jarLabel: Phaser.GameObjects.Text | null = null;
  private icons: Phaser.GameObjects.Image[] = [];
  private seen: boolean[] = BUG_KINDS.map(() => false);
  /** The kinds in the jar, in the order they were caught. */
  private jarKinds: number[] = [];
  private surprise: Surprise | null = null;

  protected buildWorld(): void {
    const { W, H, portrait } = this;
    const grassY = H - (portrait ? 250 : 140);
    paintMeadow(this, W, H, grassY);
    // On the software canvas (backing store at one pixel a unit) the art needs no more texels than that.
    paintCatch(this, this.launch.renderer === 'canvas' ? 1 : 2);
    const signH = portrait ? 140 : 110;
    this.meadow = {
      left: portrait ? 24 : 60,
      right: W - (portrait ? 24 : 60),
      top: HUD_HEIGHT + signH + (portrait ? 50 : 30),
      bottom: grassY - (portrait ? 90 : 10),
    };

    // The catcher: a blob with its net, bottom left.
    const blobSize = portrait ? 150 : 110;
    const bx = blobSize * 0.7;
    const by = H - blobSize * 0.55 - (portrait ? 40 : 0);
    blobImage(this, bx, by, blobSize, COLORS.orange, 'happy').setDepth(22);
    this.netHome = { x: bx + blobSize * 0.55, y: by - blobSize * 0.55 };
    const netH = portrait ? 190 : 150;
    this.net = this.add
      .image(this.netHome.x, this.netHome.y, 'bv-net')
      .setOrigin(0.4, 0.26)
      .setDisplaySize(netH * (160 / 220), netH)
      .setDepth(23);

    // The jar, bottom right, with its label; the collection card's five kinds between catcher and jar.
    const jarH = portrait ? 190 : 140;
    const jarW = jarH * 0.8;
    this.jar = {
      x: W - jarW / 2 - (portrait ? 24 : 40),
      y: H - jarH / 2 - (portrait ? 40 : 14),
      w: jarW,
      h: jarH,
    };
    this.jarLayer = this.add.container(this.jar.x, this.jar.y).setDepth(21);
    this.jarLayer.add(this.add.image(0, 0, 'bv-jar').setDisplaySize(jarW, jarH));
    this.jarLabel = label(this, this.jar.x, this.jar.y - jarH / 2 - 18, this.texts.game.jar, {
      size: portrait ? 28 : 24,
      color: COLORS.white,
      stroke: COLORS.ink,
      strokeWidth: 7,
    }).setDepth(22);
    // The collection card: between the net and the jar on a wide screen; on a phone, where that gap
    // is narrow, in a row of its own above them, at the meadow's foot.
    const from = portrait ? W / 2 - 200 : this.netHome.x + netH * 0.5;
    const to = portrait ? W / 2 + 200 : this.jar.x - jarW / 2 - 12;
    const gap = Math.min(portrait ? 80 : 64, (to - from) / BUG_KINDS.length);
    const icon = gap * 0.82;
    const left = (from + to) / 2 - (gap * (BUG_KINDS.length - 1)) / 2;
    const iconY = portrait ? grassY - 40 : H - icon / 2 - 18;
    this.add
      .graphics()
      .fillStyle(COLORS.white, 0.55)
      .fillRoundedRect(left - gap / 2, iconY - icon / 2 - 6, gap * BUG_KINDS.length, icon + 12, 16)
      .setDepth(20);
    this.icons = BUG_KINDS.map((_, kind) =>
      this.add
        .image(left + kind * gap, iconY, `bv-bug-${kind}`)
        .setDisplaySize(icon, icon)
        .setAlpha(0.3)
        .setDepth(21),
    );
    this.ring = paintedImage(this, 0, 0, 'bv-aim').setDepth(9).setVisible(false);

    // Catches before a reload are in the jar already, and their kinds on the card: the bug that carried
    // each right answer, as the showing's seed laid it out (an easier sum's seed is not known: a kind
    // in turn).
    const windowSize = this.launch.window.sums.length;
    for (const [i, right] of (this.launch.soFar?.right ?? []).entries()) {
      const { sum } = right;
      const kind =
        right.position === null
          ? i % BUG_KINDS.length
          : caughtKind(
              sum,
              choiceCount(sum, this.launch.settings.inputMethod, this.portrait),
              bugSeed(this.launch.window.id, showingSeed(right, windowSize, 0)),
            );
      this.seen = collect(this.seen, kind);
      this.icons[kind]?.setAlpha(1);
      this.addToJar(kind);
    }
  }

  protected showSum(showing: Showing): void {
    const { W, portrait } = this;
    const { sum } = showing;
    const signH = portrait ? 140 : 110;
    const { panel, line } = sumPanel(
      this,
      W / 2,
      HUD_HEIGHT + signH / 2 + 8,
      sum,
      this.launch.settings.locale,
      {
        width: Math.min(W - 60, 720),
        height: signH,
        fontSize: portrait ? 76 : 66,
        depth: 30,
        paint: (g, w, h) => {
          // A wooden sign on two posts stuck in the meadow.
          g.fillStyle(0x6b4422, 1);
          g.fillRect(-w / 2 + 40, h / 2 - 4, 16, 20);
          g.fillRect(w / 2 - 56, h / 2 - 4, 16, 20);
          g.fillStyle(0x000000, 0.18);
          g.fillRoundedRect(-w / 2 + 5, -h / 2 + 7, w, h, 18);
          g.fillStyle(0xf3d9a4, 1);
          g.fillRoundedRect(-w / 2, -h / 2, w, h, 18);
          g.lineStyle(6, 0x9a6a3a, 1);
          g.strokeRoundedRect(-w / 2 + 3, -h / 2 + 3, w - 6, h - 6, 16);
          g.fillStyle(0x3f9a3c, 1);
          g.fillEllipse(-w / 2 + 26, -h / 2 + 10, 34, 16);
          g.fillEllipse(w / 2 - 26, -h / 2 + 10, 34, 16);
        },
      },
    );
    this.sign = panel;
    this.sumLine = line;

    const count = choiceCount(sum, this.launch.settings.inputMethod, portrait);
    const seed = bugSeed(this.launch.window.id, showing.seed);
    const choices = bugChoices(sum, count, seed);
    const kinds = bugKinds(choices.length, seed);
    const plans = planBugs(choices.length, this.meadow, this.minTarget, portrait ? 2 : choices.length);
    this.chosen = null;
    this.bugs = choices.map((value, i) => this.makeBug(value, plans[i] as BugPlan, kinds[i] as number, sum));
    this.shownAt = this.time.now;
    this.fluttering = !this.reduced;
    this.aim.reset(this.bugs.length);
    this.moveBugs();
    if (!this.reduced) this.sfx.play('whoosh', 0.7);
  }

  private makeBug(value: AnswerValue, plan: BugPlan, kind: number, sum: Sum): Bug {
    const holder: Partial<Bug> = { plan, kind };
    const r = plan.radius;
    const target = new AnswerTarget(
      this,
      plan.x,
      plan.y,
      value,
      r,
      this.minTarget,
      () => this.swing(holder as Bug),
      this.answerText(sum, value),
    );
    const image = this.add.image(0, 0, `bv-bug-${kind}`);
    const scale = (r * 2.3) / image.width;
    image.setScale(scale);
    const text = label(this, 0, r * 0.05, this.answerText(sum, value), {
      size: Math.round(r * (value.kind === 'comparison' ? 0.9 : 0.62)),
      color: COLORS.white,
      stroke: COLORS.ink,
      strokeWidth: 10,
    });
    if (text.width > r * 1.8) text.setScale((r * 1.8) / text.width);
    target.add([image, text]).setDepth(10);
    Object.assign(holder, { target, image, scale });
    return holder as Bug;
  }

  /** Each frame of a sum: the bugs flutter (only transforms change: nothing is redrawn). */
  private moveBugs(): void {
    const t = (this.time.now - this.shownAt) / 1000;
    for (const bug of this.bugs) {
      const pose = bugPose(bug.plan, t, this.fluttering, this.W);
      bug.target.setPosition(pose.x, pose.y);
      bug.image.setScale(bug.scale * pose.wings, bug.scale);
    }
    this.placeRing();
  }

  /** The keyboard's ring around the aimed bug. */
  private placeRing(): void {
    const ring = this.ring;
    if (!ring) return;
    const bug = this.aim.at(this.bugs);
    const show = bug !== undefined && this.phase === 'question' && bug.target.selectable;
    ring.setVisible(show);
    if (show && bug)
      ring
        .setPosition(bug.target.x, bug.target.y)
        .setDisplaySize(bug.plan.radius * 2.6, bug.plan.radius * 2.6);
  }

  override update(): void {
    if (this.phase === 'question' && this.fluttering) this.moveBugs();
  }

  protected override onKey(event: KeyboardEvent): void {
    this.aim.key(event, this.bugs, (bug) => bug.target.select());
  }

  /** A tap (or Enter) on a bug: the bugs hold still where they are, and the net swings. */
  private swing(bug: Bug): void {
    if (this.phase !== 'question') return;
    this.chosen = bug;
    this.aim.index = this.bugs.indexOf(bug);
    this.fluttering = false;
    this.ring?.setVisible(false);
    for (const b of this.bugs) {
      b.target.setSelectable(false);
      b.image.setScale(b.scale);
      // A bug still flying in settles on its flower, so none stays half off the screen.
      if (this.reduced) b.target.setPosition(b.plan.x, b.plan.y).setAngle(0);
      else this.tweens.add({ targets: b.target, x: b.plan.x, y: b.plan.y, angle: 0, duration: SWOOP_MS });
    }
    this.sfx.play('whoosh', 1.3);
    this.submitAnswer(bug.target.value, { x: bug.plan.x, y: bug.plan.y });
  }

  protected override feedbackMs(correct: boolean): number {
    return (correct ? 1200 : 2400) + (this.reduced ? 0 : SWOOP_MS + (correct ? TO_JAR_MS : 0));
  }

  /** The net swoops over `bug`; `then` runs when it is there. */
  private swoop(bug: Bug, then: () => void): void {
    const net = this.net;
    if (!net || this.reduced) return then();
    this.tweens.killTweensOf(net);
    this.tweens.add({
      targets: net,
      x: bug.plan.x,
      y: bug.plan.y,
      angle: -25,
      duration: SWOOP_MS,
      ease: 'Quad.easeOut',
      onComplete: then,
    });
  }

  private netBack(delay: number): void {
    const net = this.net;
    if (!net) return;
    if (this.reduced) {
      net.setPosition(this.netHome.x, this.netHome.y).setAngle(0);
      return;
    }
    this.tweens.add({ targets: net, x: this.netHome.x, y: this.netHome.y, angle: 0, delay, duration: 300 });
  }

  protected override onRight(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const bug = this.chosen;
    for (const b of this.bugs) if (b !== bug) this.flyOff(b);
    if (!bug) return;
    const newKind = this.seen[bug.kind] !== true;
    this.seen = collect(this.seen, bug.kind);
    const index = this.jarKinds.length;
    this.swoop(bug, () => {
      const spot = this.jarPoint(index);
      const landed = (): void => {
        bug.target.setVisible(false);
        this.addToJar(bug.kind);
        this.sfx.play('pop', 0.8);
        this.collected(bug.kind, newKind);
      };
      if (this.reduced) return landed();
      this.tweens.add({
        targets: bug.target,
        x: spot.x,
        y: spot.y,
        scale: (this.jar.w * 0.3) / (bug.plan.radius * 2.3),
        angle: 0,
        duration: TO_JAR_MS,
        ease: 'Quad.easeIn',
        onComplete: landed,
      });
      this.tweens.add({
        targets: this.net,
        x: this.jar.x,
        y: this.jar.y - this.jar.h * 0.7,
        duration: TO_JAR_MS,
      });
      this.netBack(TO_JAR_MS + 60);
    });
    if (this.reduced) this.netBack(0);
  }

  /** The collection card: a kind seen for the first time this round lights up, with its name. */
  private collected(kind: number, isNew: boolean): void {
    if (!isNew) return;
    const icon = this.icons[kind];
    if (!icon) return;
    icon.setAlpha(1);
    this.sfx.play('coin');
    const name = this.texts.game.kinds.split('|')[kind] ?? '';
    popText(
      this,
      icon.x,
      icon.y - (this.portrait ? 80 : 64),
      fill(this.texts.game.newKind, { kind: name }),
      COLORS.blueDark,
      this.reduced,
      this.portrait ? 40 : 34,
    );
    if (!this.reduced) this.tweens.add({ targets: icon, scale: icon.scale * 1.4, duration: 200, yoyo: true });
  }

  /** The jar's `index`-th place, on screen. */
  private jarPoint(index: number): { x: number; y: number } {
    const capacity = Math.max(this.round.progress.total, index + 1);
    const spot = jarSpot(index, capacity);
    const inner = { w: this.jar.w * 0.62, h: this.jar.h * 0.62 };
    return {
      x: this.jar.x - inner.w / 2 + spot.x * inner.w,
      y: this.jar.y + this.jar.h * 0.38 - spot.y * inner.h,
    };
  }

  private addToJar(kind: number): void {
    const at = this.jarPoint(this.jarKinds.length);
    const size = this.jar.w * 0.3;
    this.jarLayer?.add(
      this.add
        .image(at.x - this.jar.x, at.y - this.jar.y, `bv-bug-${kind}`)
        .setDisplaySize(size, size)
        .setAngle(((this.jarKinds.length * 53) % 60) - 30),
    );
    this.jarKinds.push(kind);
  }

  /** The jar's bugs and the kinds lit on the collection card. */
  protected override collection(): readonly string[] {
    return [
      ...this.jarKinds.map((kind) => `jar:${BUG_KINDS[kind]}`),
      ...this.icons.flatMap((icon, kind) => (icon.alpha === 1 ? [`card:${BUG_KINDS[kind]}`] : [])),
    ];
  }

  /** The other bugs flutter away up out of the meadow (fade, with reduced motion). */
  private flyOff(bug: Bug): void {
    if (this.reduced) {
      bug.target.setAlpha(0.35);
      return;
    }
    this.tweens.add({
      targets: bug.target,
      y: -bug.plan.radius * 2,
      x: bug.target.x + bug.plan.from * bug.plan.radius * 1.5,
      delay: 200,
      duration: 900,
      ease: 'Quad.easeIn',
    });
  }

  protected onWrong(_answer: GameAnswer, sum: Sum): void {
    this.sumLine?.showAnswer(this.answerText(sum), true);
    const chosen = this.chosen;
    const right = this.bugs.find((b) => sameValue(b.target.value, sum.answer));
    const showRight = (): void => {
      if (!right) return;
      right.target.setDepth(13);
      this.rightRing = paintedImage(this, right.plan.x, right.plan.y, 'bv-right')
        .setDisplaySize(right.plan.radius * 2.6, right.plan.radius * 2.6)
        .setDepth(12);
      if (!this.reduced)
        this.tweens.add({ targets: right.target, scale: 1.12, duration: 300, yoyo: true, repeat: 2 });
    };
    if (!chosen) return showRight();
    // The bug slips out under the net's rim: no harm done, it stays in the meadow.
    this.swoop(chosen, () => {
      chosen.target.setAlpha(0.6);
      shake(this, chosen.target, this.reduced, 'angle');
      this.netBack(250);
      showRight();
    });
  }

  protected clearSum(): void {
    for (const b of this.bugs) {
      this.tweens.killTweensOf(b.target);
      b.target.destroy();
    }
    this.bugs = [];
    this.ring?.setVisible(false);
    this.rightRing?.destroy();
    this.rightRing = null;
    this.sign?.destroy();
    this.sign = null;
    this.sumLine?.destroy();
    this.sumLine = null;
  }

  protected override finalResult(result: RoundResult): RoundResult {
    this.surprise = surpriseFor(result.firstTimeRight, result.total, this.seen.filter(Boolean).length);
    return result;
  }

  protected override setGameState(state: GameState): void {
    super.setGameState(state);
    if (state === 'ended') this.after(0, () => this.showSurprise());
  }

  protected override endSurprise(): string | null {
    const texts = this.texts.game;
    const captions = {
      goldenButterfly: texts.surpriseGoldenButterfly,
      fireflies: texts.surpriseFireflies,
      caterpillar: texts.surpriseCaterpillar,
    };
    return this.surprise ? captions[this.surprise] : null;
  }

  /** Beside (or below) the end card: the full jar and the round's surprise. */
  private showSurprise(): void {
    const surprise = this.surprise;
    const jar = this.jarLayer;
    if (!surprise || !jar) return;
    const size = this.portrait ? 190 : 160;
    const place = besideEndCard(this.W, this.H, size, { lower: 30, bottom: 90 });
    const side = place.side;
    // Beside the card: the texts above and below the jar; under it (a phone): the texts right of the jar.
    const x = side ? place.x : this.W * 0.27;
    const textX = side ? 0 : this.W * 0.38;
    const y = place.y;
    this.jarLabel?.setVisible(false);
    const scale = size / this.jar.h;
    jar.setDepth(101);
    const layer = this.add.container(x, y).setDepth(102);
    const key = surpriseTexture(this, surprise);
    if (surprise === 'fireflies') {
      for (let i = 0; i < 7; i++) {
        const glow = this.add
          .image(((i * 37) % 60) - 30, size * 0.3 - ((i * 23) % 90), key)
          .setDisplaySize(34, 34);
        layer.add(glow);
        if (!this.reduced)
          this.tweens.add({ targets: glow, alpha: 0.3, duration: 500 + i * 90, yoyo: true, repeat: -1 });
      }
    } else if (surprise === 'goldenButterfly') {
      layer.add(this.add.image(0, -size * 0.55, key).setDisplaySize(size * 0.7, size * 0.7));
    } else {
      layer.add(
        this.add
          .image((side ? 1 : -1) * size * 0.55, size * 0.4, key)
          .setDisplaySize(size * 0.6, size * 0.42),
      );
    }
    const wrap = side ? place.wrap : this.W * 0.44;
    const texts = this.texts.game;
    const caption = this.endSurprise() ?? '';
    const captionY = side ? -size * (surprise === 'goldenButterfly' ? 0.9 : 0.58) : -6;
    const top = label(this, textX, captionY, caption, {
      size: 26,
      color: COLORS.ink,
      stroke: COLORS.white,
      strokeWidth: 8,
      wrapWidth: wrap,
    }).setOrigin(0.5, 1);
    const kinds = this.seen.filter(Boolean).length;
    const count = label(
      this,
      textX,
      side ? size * 0.58 : 6,
      fill(texts.caught, { n: this.jarKinds.length, k: kinds }),
      {
        size: 22,
        color: COLORS.ink,
        stroke: COLORS.white,
        strokeWidth: 7,
        wrapWidth: wrap,
      },
    ).setOrigin(0.5, 0);
    layer.add([top, count]);
    if (this.reduced) {
      jar.setPosition(x, y).setScale(scale);
      return;
    }
    this.tweens.add({ targets: jar, x, y, scale, delay: 600, duration: 500, ease: 'Quad.easeInOut' });
    layer.setScale(0);
    this.tweens.add({ targets: layer, scale: 1, delay: 1000, duration: 450, ease: 'Back.easeOut' });
  }

  protected override visibleChoices(): AnswerValue[] {
    return this.bugs.filter((b) => b.target.selectable).map((b) => b.target.value);
  }

  protected driveAnswer(value: AnswerValue): boolean {
    const bug = this.bugs.find((b) => sameValue(b.target.value, value));
    return bug ? bug.target.select() : false;
  }
}
