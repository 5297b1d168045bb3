import type { SumId } from '../sums/types';
import type { AttemptRecord } from './fluency';
import { newRating } from './ratings';
import type { Rating } from './ratings';

/** Longest answer history kept per fact (enough for any fluency window). */
export const FACT_HISTORY = 8;

/** What one student did with one fact (sum) within a practice task. */
export interface FactState {
  readonly sumId: SumId;
  readonly answers: number;
  readonly correctAnswers: number;
  /** Latest answers, oldest first, at most FACT_HISTORY. */
  readonly recent: readonly AttemptRecord[];
  /** Epoch ms of the latest answer. */
  readonly lastAnsweredAt: number;
  /** The student's answer counter on this task at the latest answer (recency within and across rounds). */
  readonly lastAnswerIndex: number;
  /** Leitner box (see `spacing`). */
  readonly box: number;
  /** Epoch ms when the fact is due for review. */
  readonly dueAt: number;
}

/**
 * One student's state on one practice task: ability rating, per-fact history and the drill in
 * progress. Plain data; every engine function returns a new object.
 */
export interface StudentTaskState {
  readonly studentId: string;
  readonly practiceTaskId: string;
  /** Ability theta on this task. */
  readonly rating: Rating;
  /** Answers given on this task so far. */
  readonly answerCount: number;
  readonly roundsPlayed: number;
  /** Whether the intake (instaptoets) has placed the student. */
  readonly intakeDone: boolean;
  /** The new fact being drilled on its own before it joins the mix; null when none. */
  readonly introducing: SumId | null;
  readonly facts: Readonly<Record<SumId, FactState>>;
  /** Accuracy of recent rounds, oldest first (for move-on decisions), at most 5. */
  readonly recentRoundAccuracy: readonly number[];
}

export function newStudentTaskState(studentId: string, practiceTaskId: string): StudentTaskState {
  return {
    studentId,
    practiceTaskId,
    rating: newRating(0),
    answerCount: 0,
    roundsPlayed: 0,
    intakeDone: false,
    introducing: null,
    facts: {},
    recentRoundAccuracy: [],
  };
}

/** Item difficulty ratings (beta) by sum id; shared by all students. */
export type ItemRatings = Readonly<Record<SumId, Rating>>;
