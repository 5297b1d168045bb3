/**
 * Scattered answer targets on the canvas (the rules are `scatter.ts`): the targets with their answers,
 * a tap or the keyboard to choose one (the arrows walk a yellow aim ring over them, Enter or Space
 * chooses), and after the answer the others dimmed and, when it was wrong, a green ring round the right
 * one. The game draws each target's picture and plays what follows a choice (blow the leaf, drive the
 * robot). `ScatterScene` makes them and passes on the keys and the test hook.
 */
import type Phaser from 'phaser';
import type { AnswerValue } from '../../domain/sums/types';
import { aimKey } from './aim';
import { AnswerTarget, sameValue } from './AnswerTarget';
import { scatterRowLength, type ScatterPlan } from './scatter';
import type { SoundKit } from './sound';
import type { TapShape } from './tappable';
import { COLORS, label } from './ui';

/** One target lying on the field: `index` is its place in the choices. */
export interface Scattered {
  target: AnswerTarget;
  plan: ScatterPlan;
  index: number;
}

/** How a game's targets look; sizes in units of the plan's radius `r`. */
export interface ScatterLook {
  /** The hit area: a radius, or the art's box (see `AnswerTarget`). */
  hit(r: number): number | TapShape;
  /** The picture under the answer, at (0, 0) of the target. */
  picture(plan: ScatterPlan, index: number): Phaser.GameObjects.Image;
  /** The answer's height on the target, its font size (comparisons get 0.85) and its widest. */
  labelY: number;
  labelSize: number;
  labelWidth: number;
}

export interface ScatterHost {
  reduced: boolean;
  minTarget: number;
  sfx: SoundKit;
  look: ScatterLook;
  /** A choice counts only now (the question phase). */
  canChoose(): boolean;
  /** Answers with the chosen target (the scene's `submitAnswer`), the stars at its top. */
  submit(value: AnswerValue, at: { x: number; y: number }): void;
  /** The keyboard aims at a target: the game turns towards it (the blower, the robot). */
  onAim?(item: Scattered): void;
}

export class ScatterTargets {
  items: Scattered[] = [];
  /** The target chosen for this sum (null while none is, or when the test hook answered). */
  chosen: Scattered | null = null;
  private aim = -1;
  private aimRing: Phaser.GameObjects.Graphics | null = null;
  private rightRing: Phaser.GameObjects.Graphics | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly host: ScatterHost,
  ) {}

  /** Lays a sum's answers at their plans; `text` is an answer as the child reads it. */
  lay(
    values: readonly AnswerValue[],
    plans: readonly ScatterPlan[],
    text: (v: AnswerValue) => string,
  ): Scattered[] {
    this.chosen = null;
    this.aim = -1;
    this.items = values.map((value, i) => this.make(value, plans[i] as ScatterPlan, i, text(value)));
    return this.items;
  }

  private make(value: AnswerValue, plan: ScatterPlan, index: number, text: string): Scattered {
    const { scene, host } = this;
    const { look } = host;
    const r = plan.radius;
    const item: Partial<Scattered> = { plan, index };
    const target = new AnswerTarget(
      scene,
      plan.x,
      plan.y,
      value,
      look.hit(r),
      host.minTarget,
      () => this.choose(item as Scattered),
      text,
    );
    const picture = look.picture(plan, index);
    const answer = label(scene, 0, r * look.labelY, text, {
      size: Math.round(r * (value.kind === 'comparison' ? 0.85 : look.labelSize)),
      color: COLORS.ink,
      stroke: COLORS.white,
      strokeWidth: 8,
    });
    if (answer.width > r * look.labelWidth) answer.setScale((r * look.labelWidth) / answer.width);
    target.add([picture, answer]);
    target.setDepth(10);
    item.target = target;
    return item as Scattered;
  }

  private choose(item: Scattered): void {
    if (!this.host.canChoose()) return;
    this.chosen = item;
    this.aimRing?.setVisible(false);
    this.host.submit(item.target.value, { x: item.target.x, y: item.target.y - item.plan.radius });
  }

  /** A key during the question: arrows aim (two columns on a phone), Enter or Space chooses. */
  key(event: KeyboardEvent, portrait: boolean): void {
    aimKey(event, this.items, this.aim, {
      aimAt: (i) => this.aimAt(i),
      choose: (item) => this.choose(item),
      rowLength: scatterRowLength(this.items.length, portrait),
    });
  }

  /** The target under the keyboard's aim gets a yellow ring. */
  private aimAt(index: number): void {
    const item = this.items[index];
    if (!item) return;
    this.aim = index;
    this.host.sfx.play('click');
    if (!this.aimRing) this.aimRing = this.scene.add.graphics().setDepth(9);
    const g = this.aimRing;
    g.clear();
    g.lineStyle(8, COLORS.yellowDark, 1);
    g.strokeCircle(0, 0, item.plan.radius + 14);
    g.lineStyle(4, COLORS.yellow, 1);
    g.strokeCircle(0, 0, item.plan.radius + 14);
    g.setPosition(item.target.x, item.target.y).setVisible(true);
    this.host.onAim?.(item);
  }

  /** A right answer: no more choosing, the others dimmed. */
  settleRight(): void {
    for (const t of this.items) t.target.setSelectable(false);
    for (const t of this.items) if (t !== this.chosen) t.target.setAlpha(0.45);
  }

  /**
   * A wrong answer: no more choosing, a green ring round the right target (it pulses), the rest but the
   * chosen one dimmed. Returns the right target.
   */
  settleWrong(answer: AnswerValue): Scattered | undefined {
    const { scene, host } = this;
    for (const t of this.items) t.target.setSelectable(false);
    const right = this.items.find((t) => sameValue(t.target.value, answer));
    if (right) {
      right.target.setDepth(12);
      const ring = scene.add.graphics({ x: right.target.x, y: right.target.y }).setDepth(11);
      ring.lineStyle(10, COLORS.green, 1);
      ring.strokeCircle(0, 0, right.plan.radius + 12);
      this.rightRing = ring;
      if (!host.reduced)
        scene.tweens.add({ targets: [right.target, ring], scale: 1.1, duration: 300, yoyo: true, repeat: 2 });
    }
    for (const t of this.items) if (t !== this.chosen && t !== right) t.target.setAlpha(0.45);
    return right;
  }

  /** The answers still to choose from (the test hook's `visibleChoices`). */
  values(): AnswerValue[] {
    return this.items.filter((t) => t.target.selectable).map((t) => t.target.value);
  }

  /** Chooses the target with this answer as a tap would (the test hook's `driveAnswer`). */
  select(value: AnswerValue): boolean {
    const item = this.items.find((t) => sameValue(t.target.value, value));
    return item ? item.target.select() : false;
  }

  /** The sum is over: the targets and rings go. */
  clear(): void {
    for (const t of this.items) t.target.destroy();
    this.items = [];
    this.aimRing?.destroy();
    this.aimRing = null;
    this.rightRing?.destroy();
    this.rightRing = null;
  }
}
