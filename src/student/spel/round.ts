/**
 * Between a game's answers and the answer API: which planned sums of a window are still to play (a
 * reloaded round resumes), and how a game's answer becomes an item of the answer batch.
 */
import {
  RESPONSE_TIME_MAX_MS,
  type AnswerBatchItem,
  type SumWindowResponse,
} from '../../domain/contracts/practice';
import { checkAnswer, fluentCount } from '../../domain/sums/check';
import type { Sum, SumWindow } from '../../domain/sums/types';
import type { GameAnswer, RoundSoFar } from '../../games/runtime/contract';

/** Answers already given in this window: those the server has plus those still in the queue. */
export interface GivenAnswer {
  sumId: string;
  position?: number | null;
  kind?: AnswerBatchItem['kind'];
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

/** Per planned sum answered already (by index): whether its first answer was right. */
function firstTries(window: SumWindowResponse, given: readonly GivenAnswer[]): Map<number, boolean> {
  const first = new Map<number, boolean>();
  for (const a of given) {
    if (a.kind === 'easier') continue;
    const index =
      typeof a.position === 'number'
        ? a.position
        : window.sums.findIndex((s, i) => s.id === a.sumId && !first.has(i));
    if (index >= 0 && !first.has(index)) first.set(index, a.correct);
  }
  return first;
}

/** Indexes of planned sums that have an answer already (their first showing). */
export function answeredPositions(window: SumWindowResponse, given: readonly GivenAnswer[]): Set<number> {
  return new Set(firstTries(window, given).keys());
}

/** What a resumed round did before the reload, for the game's progress and end card; none for a fresh one. */
export function roundSoFar(window: SumWindowResponse, given: readonly GivenAnswer[]): RoundSoFar | undefined {
  if (given.length === 0) return undefined;
  return {
    firstTries: [...firstTries(window, given).entries()].sort(([a], [b]) => a - b).map(([, ok]) => ok),
    answered: given.length,
    fluent: fluentCount(given, window.fluencyThresholdMs),
    right: given.flatMap((a) => {
      const sum = a.correct ? sumOfWindow(window, a.sumId) : undefined;
      return sum ? [{ sum, position: a.kind === 'easier' ? null : (a.position ?? null) }] : [];
    }),
  };
}

/** The window as the game plays it: the planned sums not answered yet, the reserve unchanged. */
export function playableWindow(window: SumWindowResponse, given: readonly GivenAnswer[]): SumWindow {
  const done = answeredPositions(window, given);
  return {
    id: window.id,
    studentId: window.studentId,
    practiceTaskId: window.practiceTaskId,
    gameId: window.gameId,
    purpose: window.purpose,
    sums: window.sums.filter((_, i) => !done.has(i)),
    reserve: window.reserve,
    fluencyThresholdMs: window.fluencyThresholdMs,
    timeLimitMs: window.timeLimitMs,
    createdAt: window.createdAt,
  };
}

/**
 * The batch item of a game's answer. `seen` holds the planned sums answered before in this round
 * (updated here): a planned sum seen before is the missed sum coming back; a sum only in the reserve
 * is an easier sum and has no position.
 */
export function toBatchItem(
  answer: GameAnswer,
  window: SumWindowResponse,
  seen: Set<string>,
): AnswerBatchItem {
  const index = window.sums.findIndex((s) => s.id === answer.sumId);
  const base = {
    clientAnswerId: answer.clientAnswerId,
    somvensterId: window.id,
    sumId: answer.sumId,
    // A plain copy: the game's values are readonly, the wire type is not.
    answer: answer.given === null ? null : (structuredClone(answer.given) as AnswerBatchItem['answer']),
    responseTimeMs: Math.min(RESPONSE_TIME_MAX_MS, Math.max(0, Math.round(answer.responseTimeMs))),
    answeredAt: answer.answeredAt,
  };
  if (index < 0) return { ...base, kind: 'easier' };
  const kind = seen.has(answer.sumId) ? 'comeback' : 'planned';
  seen.add(answer.sumId);
  return { ...base, position: index, kind };
}
