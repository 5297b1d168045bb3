/**
 * An answer target (a bubble, an asteroid, a card): a container carrying an answer value, whose hit
 * area is the shape the child sees (`kit/tappable.ts`), at least as big as the smallest safe tap target
 * even when the art is smaller. Moving or fixed: the game moves the container; the hit area moves with it.
 */
import Phaser from 'phaser';
import type { AnswerValue } from '../../domain/sums/types';
import { makeTappable, type TapShape } from './tappable';

export class AnswerTarget extends Phaser.GameObjects.Container {
  readonly value: AnswerValue;
  private readonly onSelect: (target: AnswerTarget) => void;
  private active_ = true;

  /**
   * `shape`: a number is a round target of that radius; else the art's box (round: an ellipse in it).
   * `label`: the answer as the child reads it on the target.
   */
  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    value: AnswerValue,
    shape: number | TapShape,
    minTarget: number,
    onSelect: (target: AnswerTarget) => void,
    label: string = '',
  ) {
    super(scene, x, y);
    this.value = value;
    this.onSelect = onSelect;
    const art = typeof shape === 'number' ? { width: shape * 2, height: shape * 2, round: true } : shape;
    makeTappable(
      this,
      { ...art, width: Math.max(art.width, minTarget), height: Math.max(art.height, minTarget) },
      () => (this.active_ ? { role: 'answer', label, value } : null),
    );
    this.on('pointerdown', () => this.select());
    scene.add.existing(this);
  }

  get selectable(): boolean {
    return this.active_ && this.visible;
  }

  setSelectable(on: boolean): this {
    this.active_ = on;
    if (!on) this.disableInteractive();
    return this;
  }

  /** The one path for taps and the test hook. */
  select(): boolean {
    if (!this.selectable) return false;
    this.onSelect(this);
    return true;
  }
}

export function sameValue(a: AnswerValue, b: AnswerValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
