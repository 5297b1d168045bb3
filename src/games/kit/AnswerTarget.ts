/**
 * An answer target (a bubble, an asteroid, a card): a container carrying an answer value, with a hit
 * area at least as big as the smallest safe tap target even when the art is smaller. Moving or fixed:
 * the game moves the container; the hit area moves with it.
 */
import Phaser from 'phaser';
import type { AnswerValue } from '../../domain/sums/types';

export class AnswerTarget extends Phaser.GameObjects.Container {
  readonly value: AnswerValue;
  private readonly onSelect: (target: AnswerTarget) => void;
  private active_ = true;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    value: AnswerValue,
    radius: number,
    minTarget: number,
    onSelect: (target: AnswerTarget) => void,
  ) {
    super(scene, x, y);
    this.value = value;
    this.onSelect = onSelect;
    const hit = Math.max(radius, minTarget / 2);
    this.setSize(hit * 2, hit * 2);
    this.setInteractive({
      hitArea: new Phaser.Geom.Circle(0, 0, hit),
      hitAreaCallback: Phaser.Geom.Circle.Contains,
      useHandCursor: true,
    });
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
