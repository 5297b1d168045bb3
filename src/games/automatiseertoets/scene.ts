import type Phaser from 'phaser';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { EndTexts, GameAnswer, RoundResult } from '../runtime/contract';
import { backdrop, fillVertical } from '../kit/backdrop';
import { GameScene, HUD_HEIGHT } from '../kit/GameScene';
import { NumberPad } from '../kit/NumberPad';
import { starsFor, type RoundOptions, type Showing } from '../kit/round';
import type { SumLine } from '../kit/SumLine';
import { sumPanel, whitePanel } from '../kit/SumPanel';
import { fluencyTestSequencer, testEndTexts, timedOut, type FluencyTestSequencer } from './rules';
import type { TextsOf } from '../manifest';
import type { manifest } from './manifest';

/** Answers have at most this many digits. */
const MAX_DIGITS = 4;

/**
 * The fluency test: calm on purpose. A plain card with the sum, the number pad, the progress on top,
 * no per-sum right/wrong, no moving decoration; a kind result at the end.
 */
export class AutomatiseertoetsScene extends GameScene<TextsOf<typeof manifest>> {
  private pad: NumberPad | null = null;
  private sumLine: SumLine | null = null;
  private card: Phaser.GameObjects.Graphics | null = null;
  private shownAt = 0;
  private shownSeed = -1;

  protected override celebrate = false;

  /** The test shows progress, never right or wrong. */
  protected override revealResults = false;

  private sequencer: FluencyTestSequencer | null = null;

  protected override roundOptions(): Partial<RoundOptions> {
    this.sequencer = fluencyTestSequencer(this.launch.window);
    return { sequencer: this.sequencer };
  }

  /** A test the server keeps is taken once: the end card only has "done". */
  protected override offerAgain(): boolean {
    return !this.launch.window.fluencyTest;
  }

  /** The whole test counts (answers before a reload too), scored by the engine; effort earns a star. */
  protected override finalResult(result: RoundResult): RoundResult {
    if (!this.sequencer) return result;
    const test = this.sequencer.result();
    return {
      ...result,
      answered: test.answered,
      correct: test.correct,
      firstTimeRight: test.correct,
      fluent: test.fluent,
      total: this.sequencer.progress().total,
      stars: starsFor(test.correct, test.answered),
    };
  }

  protected override feedbackMs(): number {
    return 450;
  }

  protected buildWorld(): void {
    const { W, H } = this;
    backdrop(this, 'at-world', W, H, (ctx, w, h) => {
      fillVertical(ctx, w, h, [
        [0, '#eaf4fb'],
        [1, '#d7eaf7'],
      ]);
      ctx.fillStyle = 'rgba(255,255,255,0.5)';
      for (let i = 0; i < 6; i++) {
        ctx.beginPath();
        ctx.arc(((i * 0.23 + 0.05) % 1) * w, ((i * 0.37 + 0.2) % 1) * h, 60 + i * 18, 0, Math.PI * 2);
        ctx.fill();
      }
    });
    const layout = this.layout();
    this.pad = new NumberPad(this, {
      x: layout.pad.x,
      y: layout.pad.y,
      width: layout.pad.w,
      height: layout.pad.h,
      maxDigits: MAX_DIGITS,
      okText: this.texts.ok,
      click: () => this.sfx.play('click'),
      onChange: (text) => this.sumLine?.setTyped(text),
      onSubmit: (value) =>
        this.submitAnswer({ kind: 'number', value }, { x: layout.card.x, y: layout.card.y }),
    });
    this.pad.setEnabled(false);
  }

  private layout(): {
    card: { x: number; y: number; w: number; h: number };
    pad: { x: number; y: number; w: number; h: number };
  } {
    const { W, H } = this;
    const top = HUD_HEIGHT + 16;
    if (this.portrait) {
      // Phones: a big pad, the sum card in the space above it.
      const padH = Math.min(720, H * 0.48);
      const padW = Math.min(W - 48, padH * 0.85);
      return {
        card: {
          x: W / 2,
          y: top + (H - top - padH - 40) / 2,
          w: W - 48,
          h: Math.min(320, H - top - padH - 80),
        },
        pad: { x: W / 2, y: H - padH / 2 - 24, w: padW, h: padH },
      };
    }
    const padH = H - top - 32;
    const padW = Math.min(padH * 0.8, W * 0.34);
    const cardW = W - padW - 96;
    return {
      card: { x: 32 + cardW / 2, y: top + (H - top) / 2 - 8, w: cardW, h: Math.min(360, H - top - 80) },
      pad: { x: W - padW / 2 - 32, y: top + (H - top) / 2 - 8, w: padW, h: padH },
    };
  }

  protected showSum(showing: Showing): void {
    const { card } = this.layout();
    const shown = sumPanel(this, card.x, card.y, showing.sum, this.launch.settings.locale, {
      width: card.w,
      height: card.h,
      fontSize: 96,
      paint: whitePanel(1, 32),
    });
    this.card = shown.panel;
    this.sumLine = shown.line;
    this.pad?.clear();
    this.pad?.setEnabled(true);
    this.shownAt = this.now();
    this.shownSeed = showing.seed;
    const seed = showing.seed;
    this.after(this.launch.window.timeLimitMs, () => {
      if (
        this.phase === 'question' &&
        this.shownSeed === seed &&
        timedOut(this.now() - this.shownAt, this.launch.window)
      ) {
        this.submitAnswer(null);
      }
    });
  }

  protected override onKey(event: KeyboardEvent): void {
    this.pad?.pressKeyboard(event.key);
  }

  protected override onRight(): void {
    this.settle();
  }

  protected onWrong(_answer: GameAnswer, _sum: Sum): void {
    this.settle();
  }

  /** Calm: the typed answer stays, the pad rests; no right or wrong is shown during the test. */
  private settle(): void {
    this.pad?.setEnabled(false);
    this.sumLine?.setAlpha(0.6);
  }

  protected clearSum(): void {
    this.sumLine?.destroy();
    this.card?.destroy();
    this.sumLine = null;
    this.card = null;
  }

  protected driveAnswer(value: AnswerValue): boolean {
    if (value.kind !== 'number' || !this.pad) return false;
    return this.pad.typeAndSubmit(value.value);
  }

  protected override endTexts(result: RoundResult): EndTexts {
    return testEndTexts(result, this.texts.game);
  }
}
