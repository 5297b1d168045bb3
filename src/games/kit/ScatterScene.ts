/**
 * The scene of a game with scattered answer targets (`scatter.ts`, `ScatterTargets`): the sum on a panel
 * at the top in the game's look, the answers lying on `field`, the keys and the test hook passed to the
 * targets, and a longer pause after an answer that brought the round's surprise out. The game builds
 * its world (sets `field`, calls `makeScattered` with its targets' look), plays what follows a choice
 * and draws its reward.
 */
import type Phaser from 'phaser';
import type { AnswerValue } from '../../domain/sums/types';
import type { OwnGameTexts } from '../manifest';
import { GameScene, HUD_HEIGHT } from './GameScene';
import type { Showing } from './round';
import { planScatter, scatterChoices, type Field, type ScatterOptions } from './scatter';
import { ScatterTargets, type Scattered, type ScatterLook } from './ScatterTargets';
import type { SumLine } from './SumLine';
import { sumPanel, type PanelPainter } from './SumPanel';

export abstract class ScatterScene<T extends OwnGameTexts = OwnGameTexts> extends GameScene<T> {
  /** The answer targets of the sum shown. */
  protected scattered!: ScatterTargets;
  /** Where they lie. */
  protected field: Field = { left: 0, right: 0, top: 0, bottom: 0 };
  protected sumLine: SumLine | null = null;
  private panelGraphics: Phaser.GameObjects.Graphics | null = null;
  /** Extra time for the next feedback (the surprise just came out: let the child see it). */
  protected holdFeedback = 0;

  /** Makes the targets (in `buildWorld`): `look`, how they look; `onAim`, the game turns to the aimed one. */
  protected makeScattered(look: ScatterLook, onAim?: (item: Scattered) => void): void {
    this.scattered = new ScatterTargets(this, {
      reduced: this.reduced,
      minTarget: this.minTarget,
      sfx: this.sfx,
      look,
      canChoose: () => this.phase === 'question',
      submit: (value, at) => this.submitAnswer(value, at),
      onAim,
    });
  }

  /** Shows the sum on the game's panel and lays its answers; `planSeed` from the showing's seed. */
  protected showScattered(
    showing: Showing,
    paint: PanelPainter,
    planSeed: number,
    options?: ScatterOptions,
  ): Scattered[] {
    const { W, portrait } = this;
    const sum = showing.sum;
    const built = sumPanel(this, W / 2, HUD_HEIGHT + (portrait ? 80 : 70), sum, this.launch.settings.locale, {
      width: Math.min(W - 40, 760),
      height: portrait ? 140 : 120,
      fontSize: portrait ? 76 : 70,
      paint,
      depth: 5,
    });
    this.panelGraphics = built.panel;
    this.sumLine = built.line;
    const choices = scatterChoices(sum, `${this.launch.window.id}:${showing.seed}`);
    const plans = planScatter(choices.length, this.field, this.minTarget, portrait, planSeed, options);
    return this.scattered.lay(choices, plans, (value) => this.answerText(sum, value));
  }

  /** The sum is over: targets, rings and panel go. */
  protected clearScattered(): void {
    this.scattered.clear();
    this.panelGraphics?.destroy();
    this.panelGraphics = null;
    this.sumLine?.destroy();
    this.sumLine = null;
  }

  protected override onKey(event: KeyboardEvent): void {
    this.scattered.key(event, this.portrait);
  }

  protected override feedbackMs(correct: boolean): number {
    const extra = this.holdFeedback;
    this.holdFeedback = 0;
    return super.feedbackMs(correct) + extra;
  }

  protected override visibleChoices(): AnswerValue[] {
    return this.scattered.values();
  }

  protected driveAnswer(value: AnswerValue): boolean {
    return this.scattered.select(value);
  }
}
