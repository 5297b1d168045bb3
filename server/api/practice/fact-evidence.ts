import { DEFAULT_FLUENCY_RULE, recordFactAnswer } from '../../../src/domain';
import type { Database } from '../../db/connection';
import { loadFacts, lockStudentPractice, saveAnswerClock, saveFacts, toFact } from './state';
import type { StudentKey } from './state';

/**
 * A fluency-test answer is evidence of the fact like a practice answer: it joins the fact's history
 * (fluency, "a fact is automated when answered correctly within the threshold repeatedly"), moves
 * its review box, and ticks the student's answer clock. It rates nothing: ratings are per practice
 * task (theta) and the test belongs to no task, so there is no theta to pit the item's beta against.
 * Takes the student's practice lock, which guards the facts and the clock.
 */
export async function recordTestAnswer(
  db: Database,
  who: StudentKey,
  answer: {
    readonly sumId: string;
    readonly correct: boolean;
    readonly responseTimeMs: number;
    /** Epoch ms. */
    readonly answeredAt: number;
    /** The test's fluency threshold (ms). */
    readonly thresholdMs: number;
  },
): Promise<void> {
  const practice = await lockStudentPractice(db, who);
  const [row] = await loadFacts(db, who, [answer.sumId]);
  const fact = recordFactAnswer(row ? toFact(row) : undefined, answer, practice.answerCount, {
    ...DEFAULT_FLUENCY_RULE,
    thresholdMs: answer.thresholdMs,
  });
  await saveFacts(db, who, [fact]);
  await saveAnswerClock(db, who, practice.answerCount + 1);
}
