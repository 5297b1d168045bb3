import type { Locale } from '../../domain/constants';
import type { AnswerSubmission, AnswerValue, ErrorPattern, Sum, SumWindow } from '../../domain/sums/types';
import type { GameId } from '../catalog';
import type { GameTexts } from '../texts';
import type { Emitter } from './emitter';

/** How the child mostly points: decides the minimum size of targets and the pace of moving ones. */
export type InputMethod = 'touch' | 'mouse' | 'whiteboard';

/** Settings a game starts with; the host reads them from the device and the child's preferences. */
export interface GameSettings {
  sound: boolean;
  inputMethod: InputMethod;
  reducedMotion: boolean;
  /** Offer a button that reads the sum aloud (speechSynthesis); silently absent when unsupported. */
  readAloud: boolean;
  locale: Locale;
  /** Renderer: `auto` picks WebGL unless it runs in software, where Canvas is faster. */
  renderer?: 'auto' | 'webgl' | 'canvas';
  /** The game's tempo as published (office staff's games settings): scales its motion; 1 or absent: as made. */
  speed?: number;
  /** The level the round is played at (games with levels): its params, as the game's schema defines them. */
  level?: GameLevelSettings | null;
}

/** A level as a game gets it: the game checks `params` with its own schema (domain/content/games.ts). */
export interface GameLevelSettings {
  id: string;
  position: number;
  params: Readonly<Record<string, unknown>>;
}

/** Where the game is in its round; mirrored on the test hook. */
export type GameState = 'loading' | 'intro' | 'question' | 'feedback' | 'ended';

/**
 * One answer as the game emits it: the submission for the answer queue (with the planned position it
 * belongs to and its kind, as the round knows them) plus the local check.
 */
export interface GameAnswer extends AnswerSubmission {
  readonly correct: boolean;
  readonly pattern: ErrorPattern | null;
}

/** Summary of a finished round, shown on the end screen and emitted to the host. */
export interface RoundResult {
  readonly sumWindowId: string;
  readonly gameId: GameId;
  /** Answers given, retries of missed sums included. */
  readonly answered: number;
  readonly correct: number;
  /** Planned positions of the window answered right at the first try (a sum planned twice counts twice). */
  readonly firstTimeRight: number;
  /** Planned positions of the window (reserve sums not counted). */
  readonly total: number;
  /** Correct answers given within the window's fluency threshold. */
  readonly fluent: number;
  readonly points: number;
  /** 1 to 3: effort always earns a star. */
  readonly stars: 1 | 2 | 3;
  readonly durationMs: number;
  /** The fluency test ends early after too many errors. */
  readonly stoppedEarly: boolean;
}

/** What the end card says; the host's live region reads it out. */
export interface EndTexts {
  title: string;
  lines: string[];
  /** What the game shows beside the card (its end-of-round surprise), read out after the lines. */
  surprise?: string;
}

export interface GameEvents {
  ready: { gameId: GameId; renderer: 'webgl' | 'canvas' };
  state: GameState;
  answer: GameAnswer;
  roundComplete: RoundResult;
  /** The end card is up, with these texts. */
  endCard: EndTexts;
  /** The child chose on the end screen: play again or leave. */
  exit: { reason: 'again' | 'done' };
}

/**
 * What the test hook can do in a game: each method goes through the same input path a child's tap
 * or key press takes (the game's own handlers), never around it.
 */
export interface GameDriver {
  currentSum(): Sum | null;
  /** Answer values a choice game shows right now (bubbles, asteroids); empty for typed input. */
  choices(): AnswerValue[];
  /** Presses the start button of the intro screen. */
  start(): boolean;
  /** What the progress in the HUD shows ("3 van 10"). */
  progress(): { done: number; total: number };
  /** Gives this answer through the game's controls; false when the game is not waiting for one. */
  answer(value: AnswerValue): boolean;
  /** Presses a button of the end screen. */
  finish(reason: 'again' | 'done'): boolean;
  /** What the child has collected this round, as the game shows it (a game without a collection: none). */
  collection(): readonly string[];
  /** Every thing that answers a tap now, where it is drawn (page CSS pixels). */
  targets(): GameTarget[];
  /**
   * Holds the world still (no frames, no motion) or lets it go on. A tap still reaches the game at
   * once, so a test can tap a drifting target exactly where `targets()` says it is.
   */
  hold(still: boolean): void;
}

/**
 * A thing that answers a tap, as the test hook reports it: the box of its hit area in page CSS pixels
 * (the art the child sees, or the smallest safe tap size around smaller art). `role` 'start' is the
 * intro's play button, 'answer' a target that gives `value`, 'key' a number pad key (`label` "7", the
 * OK key's word, "⌫"), 'button' anything else (end card, HUD, steppers, a slot that takes a card).
 */
export interface GameTarget {
  role: 'start' | 'answer' | 'key' | 'button';
  label: string;
  value?: AnswerValue;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A round resumed after a reload: what the child did before in this window. The game gets the whole
 * window; the round does not ask the planned positions answered before again, and progress, the end
 * card and the result count them.
 */
export interface RoundSoFar {
  /**
   * The first try at each planned position answered before (the position is the sum's index in the
   * window's `sums`: a sum planned twice has two), in position order.
   */
  readonly firstTries: readonly { readonly position: number; readonly correct: boolean }[];
  /** Answers given before, retries and easier sums included. */
  readonly answered: number;
  /** Correct answers within the window's fluency threshold. */
  readonly fluent: number;
  /**
   * The answers right before (the count of correct ones): their sums in answer order, each with its
   * planned position (null: an easier sum) and kind, so a game can put back what the child collected
   * (`showingSeed` gives the seed the showing had).
   */
  readonly right: readonly {
    readonly sum: Sum;
    readonly position: number | null;
    readonly kind: 'planned' | 'easier' | 'comeback';
  }[];
}

/** The data handed to the first scene's `init(data)`. */
export interface GameLaunch {
  gameId: GameId;
  window: SumWindow;
  /** Set when the round resumes after a reload. */
  soFar?: RoundSoFar;
  settings: GameSettings;
  texts: GameTexts;
  events: Emitter<GameEvents>;
  /** The game registers its driver here (used by the test hook; harmless otherwise). */
  registerDriver(driver: GameDriver): void;
  /** A clock in ms (performance.now in the browser); injectable for tests. */
  now(): number;
  /**
   * Test builds only: how many times faster than real time the game runs (its clock, timers and
   * tweens), so end-to-end tests play whole rounds quickly. Absent: real time.
   */
  tempo?: number;
}

/** A mounted game; `destroy` is safe to call more than once. */
export interface MountedGame {
  destroy(): void;
}

/** What each game's lazy chunk exports. */
export interface GameModule {
  mount(parent: HTMLElement, launch: GameLaunch): MountedGame;
}
