import type { SumId } from '../sums/types';
import type { AttemptRecord } from './fluency';
import { newRating } from './ratings';
import type { Rating } from './ratings';

/** Longest answer history kept per fact (enough for any fluency window). */
export const FACT_HISTORY = 8;

/**
 * What one student did with one fact (sum). A fact belongs to the student, not to a task: 3 x 4 has
 * one history whether it was practised in the 3-table task, a mixed-tables task or a fluency test.
 */
export interface FactState {
  readonly sumId: SumId;
  readonly answers: number;
  readonly correctAnswers: number;
  /** Latest answers, oldest first, at most FACT_HISTORY. */
  readonly recent: readonly AttemptRecord[];
  /** Epoch ms of the latest answer. */
  readonly lastAnsweredAt: number;
  /** The student's answer clock (`StudentTaskState.answerClock`) at the latest answer: recency. */
  readonly lastAnswerIndex: number;
  /** Leitner box (see `spacing`). */
  readonly box: number;
  /** Epoch ms when the fact is due for review. */
  readonly dueAt: number;
}

/**
 * One student's state on one practice task: ability rating, the drill in progress, and the student's
 * facts of the task's bank (shared with every other task that holds them). Plain data; every engine
 * function returns a new object.
 */
export interface StudentTaskState {
  readonly studentId: string;
  readonly practiceTaskId: string;
  /** Ability theta on this task. */
  readonly rating: Rating;
  /** Answers given on this task so far. */
  readonly answerCount: number;
  /**
   * Answers the student gave over all tasks (and fluency tests): the clock `FactState.lastAnswerIndex`
   * is read on, since a fact is shared by tasks. Equals `answerCount` for a student with one task.
   */
  readonly answerClock: number;
  readonly roundsPlayed: number;
  /** Whether the intake (instaptoets) has placed the student. */
  readonly intakeDone: boolean;
  /** The new fact being drilled on its own before it joins the mix; null when none. */
  readonly introducing: SumId | null;
  /** The student's facts (at least those of the task's bank that were ever answered), by sum id. */
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
    answerClock: 0,
    roundsPlayed: 0,
    intakeDone: false,
    introducing: null,
    facts: {},
    recentRoundAccuracy: [],
  };
}

/** Item difficulty ratings (beta) by sum id; shared by all students. */
export type ItemRatings = Readonly<Record<SumId, Rating>>;
