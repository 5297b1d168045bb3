import type { AnswerValue, Sum } from '../../domain/sums/types';
import type { EndTexts, GameAnswer, GameState, GameTarget, RoundResult } from './contract';

declare global {
  /** True in test builds (VITE_TEST_HOOKS=1): exposes `window.__game`. Replaced at build time. */
  const __TEST_HOOKS__: boolean;

  interface Window {
    /** Test builds only: play the mounted game through the same controls a child uses. */
    __game?: GameTestHook;
    /** Test builds only: set before the app loads to time-lapse games (`GameLaunch.tempo`). */
    __gameTempo?: number;
  }
}

export interface GameTestHook {
  readonly id: string;
  readonly state: GameState;
  readonly answers: readonly GameAnswer[];
  readonly result: RoundResult | null;
  /** The end card's texts, once it is up. */
  readonly endCard: EndTexts | null;
  /** The renderer the game runs on, once ready. */
  readonly renderer: 'webgl' | 'canvas' | null;
  readonly exits: readonly ('again' | 'done')[];
  currentSum(): Sum | null;
  choices(): AnswerValue[];
  start(): boolean;
  /** The HUD's progress; null before the game is ready. */
  progress(): { done: number; total: number } | null;
  answer(value: AnswerValue): boolean;
  finish(reason: 'again' | 'done'): boolean;
  collection(): readonly string[];
  /** Every thing that answers a tap now, with its box in page CSS pixels. */
  targets(): GameTarget[];
  /** Holds the world still while a test taps (`GameDriver.hold`); taps still reach the game. */
  hold(still: boolean): void;
}
