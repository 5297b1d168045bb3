/**
 * The round every game plays, without any drawing: which sum is shown, checking and timing the
 * answer, what comes next, and the result. Games add their own rules (which targets are on screen,
 * how they move) on top.
 *
 * Which sum comes next is a sequencer's job. Practice rounds use the domain engine's round flow
 * (engine/round-flow: a missed sum is followed by an easier sum from the reserve, then comes straight
 * back, once); the fluency test uses the engine's fluency-test ladder (see automatiseertoets/rules).
 */
import {
  answerInRound,
  currentRoundItem,
  startRound,
  type RoundFlowState,
  type RoundItemKind,
} from '../../domain/engine/round-flow';
import { checkAnswer, fluentCount } from '../../domain/sums/check';
import type { AnswerValue, Sum, SumWindow } from '../../domain/sums/types';
import type { GameId } from '../catalog';
import type { GameAnswer, RoundResult, RoundSoFar } from '../runtime/contract';
import { ResponseTimer } from './timer';

export type RoundPhase = 'intro' | 'question' | 'feedback' | 'ended';

export interface Showing {
  readonly sum: Sum;
  /**
   * The planned position on screen: the sum's index in the window's `sums` (a comeback keeps the
   * position it comes back for), null for an easier sum. The answer belongs to this position, not to
   * the sum: a window may plan one sum at two positions.
   */
  readonly position: number | null;
  readonly kind: RoundItemKind;
  /** A missed sum shown again (kind `comeback`). */
  readonly retry: boolean;
  /** An easy sum from the window's reserve, inserted after a miss (kind `easier`). */
  readonly reserve: boolean;
  /** The number a game seeds this showing's choices and art with (`showingSeed`). */
  readonly seed: number;
}

/**
 * The seed number of a showing: a first try's planned position (so it is the same after a reload, and
 * a game can rebuild what a right answer collected), a comeback's past the window's sums (a sum shown
 * again is laid out anew), an easier sum's past those (`shown`: the showings of the round before it).
 */
export function showingSeed(
  showing: { kind: RoundItemKind; position: number | null },
  windowSize: number,
  shown: number,
): number {
  if (showing.position === null) return 2 * windowSize + shown;
  return showing.kind === 'comeback' ? windowSize + showing.position : showing.position;
}

export interface RoundStats {
  readonly answered: number;
  readonly correct: number;
  readonly wrong: number;
  /** Wrong answers in a row, up to the last one. */
  readonly wrongInARow: number;
}

/**
 * What the sequencer says is on: a planned sum, an easier one after a miss, or a comeback, with the
 * planned position it stands for (its index in the window's `sums`; null for an easier sum).
 */
export interface SequencedSum {
  readonly sum: Sum;
  readonly kind: RoundItemKind;
  readonly position: number | null;
}

/** Decides the order of sums in a round; told about every answer. */
export interface Sequencer {
  current(): SequencedSum | null;
  answer(outcome: { correct: boolean; responseTimeMs: number }): void;
  /** The round ended before its sums ran out (the fluency test's error rule). */
  readonly stoppedEarly: boolean;
  /** Progress when it is not "window sums answered" (a resumed fluency test counts all its answers). */
  progress?(): { done: number; total: number };
}

/**
 * The practice sequencer: the domain engine's round flow. `answered`: the planned positions done
 * before a reload, which it does not ask again.
 */
export function roundFlowSequencer(
  window: Pick<SumWindow, 'sums' | 'reserve'>,
  answered: ReadonlySet<number> = new Set(),
): Sequencer {
  let state: RoundFlowState = startRound(window, answered);
  return {
    current: () => currentRoundItem(state),
    answer: ({ correct }) => {
      state = answerInRound(state, correct);
    },
    stoppedEarly: false,
  };
}

export interface RoundOptions {
  gameId: GameId;
  /** Order of the sums; the engine's practice round flow by default. */
  sequencer?: Sequencer;
  /** Unique id per answer; crypto.randomUUID by default. */
  newId?: () => string;
  /** ISO time of answering; the wall clock by default. */
  isoNow?: () => string;
  /**
   * A resumed round: the planned positions answered before the reload are not asked again, and the
   * answers before it count in progress and result.
   */
  soFar?: RoundSoFar;
}

const NOTHING_SO_FAR: RoundSoFar = { firstTries: [], answered: 0, fluent: 0, right: [] };

export const POINTS_CORRECT = 10;
export const POINTS_FLUENT_BONUS = 5;

function defaultId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `a-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Stars for a share of sums right the first time: effort always earns one. */
export function starsFor(firstTimeRight: number, total: number): 1 | 2 | 3 {
  if (total <= 0) return 1;
  const share = firstTimeRight / total;
  if (share >= 0.9) return 3;
  if (share >= 0.6) return 2;
  return 1;
}

export class RoundMachine {
  phase: RoundPhase = 'intro';
  readonly window: SumWindow;
  private readonly options: Required<Omit<RoundOptions, 'sequencer'>>;
  private readonly sequencer: Sequencer;
  private showing: Showing | null = null;
  /** Showings of the round so far (before a reload too): an easier sum's seed. */
  private shown: number;
  private readonly timer = new ResponseTimer();
  private readonly answers: GameAnswer[] = [];
  /** The first try at each planned position, before a reload (soFar) and since. */
  private readonly firstTry = new Map<number, boolean>();
  private readonly firstTryBefore: ReadonlySet<number>;
  private startedAt = 0;
  private endedAt = 0;
  private wrongInARow = 0;

  constructor(window: SumWindow, options: RoundOptions) {
    this.window = window;
    this.options = {
      gameId: options.gameId,
      newId: options.newId ?? defaultId,
      isoNow: options.isoNow ?? (() => new Date().toISOString()),
      soFar: options.soFar ?? NOTHING_SO_FAR,
    };
    for (const { position, correct } of this.options.soFar.firstTries) this.firstTry.set(position, correct);
    this.firstTryBefore = new Set(this.firstTry.keys());
    this.shown = this.options.soFar.answered;
    this.sequencer = options.sequencer ?? roundFlowSequencer(window, this.firstTryBefore);
  }

  get current(): Showing | null {
    return this.showing;
  }

  get given(): readonly GameAnswer[] {
    return this.answers;
  }

  /** Planned positions finished (answered at least once, before a reload too), for the progress bar. */
  get progress(): { done: number; total: number } {
    return this.sequencer.progress?.() ?? { done: this.firstTry.size, total: this.window.sums.length };
  }

  /** The first try at each planned position answered so far (before a reload too), by position. */
  get firstTries(): ReadonlyMap<number, boolean> {
    return this.firstTry;
  }

  /** After an answer: whether the round ends with it (nothing comes next), so a game can play its finale. */
  get endsAfterThis(): boolean {
    return this.phase === 'feedback' && this.sequencer.current() === null;
  }

  get stats(): RoundStats {
    const correct = this.answers.filter((a) => a.correct).length;
    return {
      answered: this.answers.length,
      correct,
      wrong: this.answers.length - correct,
      wrongInARow: this.wrongInARow,
    };
  }

  /** The intro is over: shows the first sum. Returns null for an empty window (the round ends). */
  start(now: number): Showing | null {
    if (this.phase !== 'intro') return this.showing;
    this.startedAt = now;
    return this.advance(now);
  }

  /** Pauses the answer clock (hidden tab, sum being read aloud). */
  pause(now: number): void {
    this.timer.pause(now);
  }

  resume(now: number): void {
    this.timer.resume(now);
  }

  /**
   * Checks and records an answer to the sum on screen (null: time ran out). Returns null when the
   * round is not waiting for an answer, so a double tap cannot answer twice.
   */
  answer(given: AnswerValue | null, now: number): GameAnswer | null {
    if (this.phase !== 'question' || !this.showing) return null;
    const { sum, position, kind } = this.showing;
    const responseTimeMs = this.timer.stop(now);
    const check = checkAnswer(sum, given);
    const record: GameAnswer = {
      clientAnswerId: this.options.newId(),
      sumWindowId: this.window.id,
      sumId: sum.id,
      position,
      kind,
      given,
      responseTimeMs,
      answeredAt: this.options.isoNow(),
      correct: check.correct,
      pattern: check.pattern,
    };
    this.answers.push(record);
    this.wrongInARow = check.correct ? 0 : this.wrongInARow + 1;
    if (kind === 'planned' && position !== null && !this.firstTry.has(position))
      this.firstTry.set(position, check.correct);
    this.sequencer.answer({ correct: check.correct, responseTimeMs });
    this.phase = 'feedback';
    return record;
  }

  /** Feedback is over: shows the next sum, or ends the round (returns null). */
  next(now: number): Showing | null {
    if (this.phase !== 'feedback') return this.showing;
    return this.advance(now);
  }

  /** The whole round's result: a resumed round counts the answers before the reload too. */
  result(): RoundResult {
    const before = this.options.soFar;
    const correct = before.right.length + this.answers.filter((a) => a.correct).length;
    const fluent = before.fluent + fluentCount(this.answers, this.window.fluencyThresholdMs);
    const firstTimeRight = [...this.firstTry.values()].filter(Boolean).length;
    const total = this.window.sums.length;
    return {
      sumWindowId: this.window.id,
      gameId: this.options.gameId,
      answered: before.answered + this.answers.length,
      correct,
      firstTimeRight,
      total,
      fluent,
      points: correct * POINTS_CORRECT + fluent * POINTS_FLUENT_BONUS,
      stars: starsFor(firstTimeRight, total),
      durationMs: this.phase === 'ended' ? Math.max(0, Math.round(this.endedAt - this.startedAt)) : 0,
      stoppedEarly: this.sequencer.stoppedEarly,
    };
  }

  private advance(now: number): Showing | null {
    const item = this.sequencer.current();
    if (!item) {
      this.showing = null;
      this.phase = 'ended';
      this.endedAt = now;
      return null;
    }
    this.showing = {
      sum: item.sum,
      position: item.position,
      kind: item.kind,
      retry: item.kind === 'comeback',
      reserve: item.kind === 'easier',
      seed: showingSeed(item, this.window.sums.length, this.shown++),
    };
    this.phase = 'question';
    this.timer.start(now);
    return this.showing;
  }
}
