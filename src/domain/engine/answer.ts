import { checkAnswer } from '../sums/check';
import type { AnswerSubmission, CheckResult, Sum, SumId } from '../sums/types';
import { DEFAULT_FLUENCY_RULE, fluencyStatus, isFluent } from './fluency';
import type { FluencyRule } from './fluency';
import { DEFAULT_RATING_CONFIG, updateRatings } from './ratings';
import type { Rating, RatingConfig } from './ratings';
import { dueAt, nextBox } from './spacing';
import { FACT_HISTORY } from './state';
import type { FactState, StudentTaskState } from './state';

/** One checked answer, as the engine consumes it. */
export interface ScoredAnswer {
  readonly sumId: SumId;
  readonly correct: boolean;
  readonly responseTimeMs: number;
  /** Epoch ms. */
  readonly answeredAt: number;
}

export interface AnswerEffect {
  readonly student: StudentTaskState;
  readonly item: Rating;
  readonly score: number;
  readonly expected: number;
}

/** Correct answers in a row that end the drill of a new fact. */
export const DRILL_STREAK_TO_GRADUATE = 2;
/**
 * Answers after which a drill ends even without that streak: the fact then joins the mix, where it
 * is chosen by its rating, and the next new fact gets a turn instead of one fact blocking the rest.
 */
export const DRILL_MAX_ANSWERS = 6;

function trailingCorrect(fact: FactState): number {
  let streak = 0;
  for (let i = fact.recent.length - 1; i >= 0 && fact.recent[i]?.correct; i--) streak++;
  return streak;
}

/**
 * A fact's history after one more answer: the answer joins the recent attempts (fluency), the fact
 * moves between review boxes (spacing), and `clock` (the student's answer clock) marks its recency.
 * Used for practice answers and for fluency-test answers alike: both are evidence of the fact.
 */
export function recordFactAnswer(
  previous: FactState | undefined,
  answer: ScoredAnswer,
  clock: number,
  rule: FluencyRule = DEFAULT_FLUENCY_RULE,
): FactState {
  const attempt = { correct: answer.correct, ms: answer.responseTimeMs };
  const box = nextBox(previous?.box ?? 0, answer.correct, isFluent(attempt, rule));
  return {
    sumId: answer.sumId,
    answers: (previous?.answers ?? 0) + 1,
    correctAnswers: (previous?.correctAnswers ?? 0) + (answer.correct ? 1 : 0),
    recent: [...(previous?.recent ?? []), attempt].slice(-FACT_HISTORY),
    lastAnsweredAt: answer.answeredAt,
    lastAnswerIndex: clock,
    box,
    dueAt: dueAt(box, answer.answeredAt),
  };
}

/**
 * Applies one answer: updates theta and beta (high-speed-high-stakes Elo), the fact's history,
 * its review box, and ends the drill of a new fact once it is answered correctly twice in a row.
 */
export function applyAnswer(
  student: StudentTaskState,
  item: Rating,
  answer: ScoredAnswer,
  options: { readonly fluency?: FluencyRule; readonly rating?: RatingConfig } = {},
): AnswerEffect {
  const rule = options.fluency ?? DEFAULT_FLUENCY_RULE;
  const update = updateRatings(
    student.rating,
    item,
    answer,
    answer.answeredAt,
    options.rating ?? DEFAULT_RATING_CONFIG,
  );
  const fact = recordFactAnswer(student.facts[answer.sumId], answer, student.answerClock, rule);
  const drillEnds =
    student.introducing === answer.sumId &&
    (trailingCorrect(fact) >= DRILL_STREAK_TO_GRADUATE ||
      fluencyStatus(fact.recent, rule) === 'automated' ||
      fact.answers >= DRILL_MAX_ANSWERS);
  return {
    student: {
      ...student,
      rating: update.player,
      answerCount: student.answerCount + 1,
      answerClock: student.answerClock + 1,
      introducing: drillEnds ? null : student.introducing,
      facts: { ...student.facts, [answer.sumId]: fact },
    },
    item: update.item,
    score: update.score,
    expected: update.expected,
  };
}

/** Applies a batch of answers in order; returns the final student state and the updated items. */
export function applyAnswers(
  student: StudentTaskState,
  items: Readonly<Record<SumId, Rating>>,
  answers: readonly ScoredAnswer[],
  initialItem: (sumId: SumId) => Rating,
  options: { readonly fluency?: FluencyRule; readonly rating?: RatingConfig } = {},
): { student: StudentTaskState; items: Record<SumId, Rating> } {
  let current = student;
  const updated: Record<SumId, Rating> = {};
  for (const answer of answers) {
    const item = updated[answer.sumId] ?? items[answer.sumId] ?? initialItem(answer.sumId);
    const effect = applyAnswer(current, item, answer, options);
    current = effect.student;
    updated[answer.sumId] = effect.item;
  }
  return { student: current, items: updated };
}

/**
 * Checks a submitted answer against its sum and turns it into what the engine consumes. The sum is
 * rebuilt by the caller from `submission.sumId` (see `sumFromKey`), never trusted from the client.
 */
export function scoreSubmission(
  sum: Sum,
  submission: AnswerSubmission,
): ScoredAnswer & { readonly check: CheckResult } {
  if (sum.id !== submission.sumId)
    throw new Error(`submission for ${submission.sumId} checked against ${sum.id}`);
  const check = checkAnswer(sum, submission.given);
  return {
    sumId: sum.id,
    correct: check.correct,
    responseTimeMs: submission.responseTimeMs,
    answeredAt: Date.parse(submission.answeredAt),
    check,
  };
}
