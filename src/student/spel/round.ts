/**
 * Between a game's answers and the answer API: which planned positions of a window are done (a
 * reloaded round resumes), and how a game's answer becomes an item of the answer batch.
 *
 * An answer belongs to a planned position (the sum's index in the window's `sums`), never to a sum: a
 * window may plan one sum twice (a drilled fact, an easier sum that is planned later too), and each of
 * its positions is answered, counted and resumed on its own. The game's round knows the position and
 * the kind of every answer (first try, easier sum, comeback); nothing here guesses them from the sum.
 */
import {
  answerKindOf,
  RESPONSE_TIME_MAX_MS,
  type AnswerBatchItem,
  type AnswerKind,
  type SumWindowResponse,
} from '../../domain/contracts/practice';
import { checkAnswer, fluentCount } from '../../domain/sums/check';
import type { Sum, SumWindow } from '../../domain/sums/types';
import type { GameAnswer, RoundSoFar } from '../../games/runtime/contract';

/** Answers already given in this window: those the server has plus those still in the queue. */
export interface GivenAnswer {
  sumId: string;
  /** The planned position it belongs to (null or absent: an easier sum). */
  position?: number | null;
  /** Null or absent (a copy of an older window response): read from the position (`kindOf`). */
  kind?: AnswerKind | null;
  correct: boolean;
  responseTimeMs: number;
}

/** The window's sum (planned or reserve) with this id. */
const sumOfWindow = (window: SumWindowResponse, sumId: string): Sum | undefined =>
  window.sums.find((s) => s.id === sumId) ?? window.reserve.find((s) => s.id === sumId);

/** A queued answer as a given one (the queue keeps what was sent, not whether it was right). */
export function queuedAnswer(window: SumWindowResponse, item: AnswerBatchItem): GivenAnswer {
  const sum = sumOfWindow(window, item.sumId);
  return {
    sumId: item.sumId,
    position: item.position,
    kind: item.kind,
    correct: sum ? checkAnswer(sum, item.answer).correct : false,
    responseTimeMs: item.responseTimeMs,
  };
}

/** A given answer's kind: as stored, else `planned` with a position and `easier` without one. */
const kindOf = (a: GivenAnswer): AnswerKind => a.kind ?? answerKindOf({ position: a.position ?? undefined });

/** The planned position an answer is the first try at, or null (an easier sum, a comeback). */
function firstTryPosition(window: SumWindowResponse, a: GivenAnswer): number | null {
  const position = a.position ?? null;
  if (kindOf(a) !== 'planned' || position === null) return null;
  return window.sums[position]?.id === a.sumId ? position : null;
}

/** The first try at each planned position answered already (in answer order, the first one counts). */
function firstTries(window: SumWindowResponse, given: readonly GivenAnswer[]): Map<number, boolean> {
  const first = new Map<number, boolean>();
  for (const a of given) {
    const position = firstTryPosition(window, a);
    if (position !== null && !first.has(position)) first.set(position, a.correct);
  }
  return first;
}

/** The planned positions that have an answer already (their first try). */
export function answeredPositions(window: SumWindowResponse, given: readonly GivenAnswer[]): Set<number> {
  return new Set(firstTries(window, given).keys());
}

/** What a resumed round did before the reload, for the game's progress and end card; none for a fresh one. */
export function roundSoFar(window: SumWindowResponse, given: readonly GivenAnswer[]): RoundSoFar | undefined {
  if (given.length === 0) return undefined;
  return {
    firstTries: [...firstTries(window, given).entries()]
      .sort(([a], [b]) => a - b)
      .map(([position, correct]) => ({ position, correct })),
    answered: given.length,
    fluent: fluentCount(given, window.fluencyThresholdMs),
    right: given.flatMap((a) => {
      const sum = a.correct ? sumOfWindow(window, a.sumId) : undefined;
      const kind = kindOf(a);
      return sum ? [{ sum, position: kind === 'easier' ? null : (a.position ?? null), kind }] : [];
    }),
  };
}

/**
 * The window as the game plays it: all its planned sums and the reserve. A resumed round passes
 * `roundSoFar` with it, whose first tries name the positions done: the round asks only the others,
 * so a sum planned twice is asked again at the position not answered yet.
 */
export function playableWindow(window: SumWindowResponse): SumWindow {
  return {
    id: window.id,
    studentId: window.studentId,
    practiceTaskId: window.practiceTaskId,
    gameId: window.gameId,
    purpose: window.purpose,
    sums: window.sums,
    reserve: window.reserve,
    fluencyThresholdMs: window.fluencyThresholdMs,
    timeLimitMs: window.timeLimitMs,
    createdAt: window.createdAt,
  };
}

/**
 * The batch item of a game's answer: its planned position and kind as the game's round gave them
 * (an easier sum has no position).
 */
export function toBatchItem(answer: GameAnswer, window: SumWindowResponse): AnswerBatchItem {
  const base = {
    clientAnswerId: answer.clientAnswerId,
    somvensterId: window.id,
    sumId: answer.sumId,
    // A plain copy: the game's values are readonly, the wire type is not.
    answer: answer.given === null ? null : (structuredClone(answer.given) as AnswerBatchItem['answer']),
    responseTimeMs: Math.min(RESPONSE_TIME_MAX_MS, Math.max(0, Math.round(answer.responseTimeMs))),
    answeredAt: answer.answeredAt,
  };
  if (answer.kind === 'easier' || answer.position === null) return { ...base, kind: 'easier' };
  return { ...base, position: answer.position, kind: answer.kind };
}
