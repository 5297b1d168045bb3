/**
 * Between the fluency test's API and the automatiseertoets game: the answers the test has so far
 * (the server's plus those still in the queue, so a reload resumes at the right sum), the window the
 * game plays, and how a game answer becomes the test's answer body.
 */
import {
  wireResponseTimeMs,
  type FluencyTestAnswerBody,
  type FluencyTestResponse,
} from '../../domain/contracts/practice';
import {
  FluencyTestReplayError,
  resumeFluencyTest,
  type FluencyTestRecordedAnswer,
  type FluencyTestState,
} from '../../domain/engine/fluency-test';
import { checkAnswer } from '../../domain/sums/check';
import type { SumWindow } from '../../domain/sums/types';
import type { GameAnswer } from '../../games/runtime/contract';
import type { QueuedTestAnswer } from '../answer-queue/queue';

/** What the page knows of a test: the server's view of it and the answers still on their way. */
export interface KnownTest {
  readonly test: FluencyTestResponse;
  /** The answers to replay: the server's, then the queued ones it does not have yet. */
  readonly answered: readonly FluencyTestRecordedAnswer[];
  /** The test where the child is: the engine over the server's ladder with those answers. */
  readonly state: FluencyTestState;
}

/**
 * The server's answers followed by the queued answers it does not have yet (read the queue BEFORE
 * fetching the test: an answer sent in between is then in both lists, never in neither). A queued
 * answer is checked against its sum of the ladder here, as the server will. When the queued answers
 * do not fit the test (the server would refuse them), the server's answers alone count.
 */
export function knownTest(test: FluencyTestResponse, queued: readonly QueuedTestAnswer[]): KnownTest {
  const stored: FluencyTestRecordedAnswer[] = test.answers.map(({ sumId, correct, responseTimeMs }) => ({
    sumId,
    correct,
    responseTimeMs,
  }));
  const storedIds = new Set(test.answers.map((a) => a.clientAnswerId));
  const storedSums = new Set(test.answers.map((a) => a.sumId));
  const sums = new Map(test.ladder.map((s) => [s.id, s]));
  const waiting: FluencyTestRecordedAnswer[] = [];
  for (const q of queued) {
    if (q.testId !== test.testId || storedIds.has(q.clientAnswerId) || storedSums.has(q.body.sumId)) continue;
    const sum = sums.get(q.body.sumId);
    if (!sum) break;
    waiting.push({
      sumId: q.body.sumId,
      correct: checkAnswer(sum, q.body.answer).correct,
      responseTimeMs: q.body.responseTimeMs,
    });
  }
  const answered = [...stored, ...waiting];
  try {
    return { test, answered, state: resumeFluencyTest(test.ladder, test.config, answered) };
  } catch (error) {
    if (!(error instanceof FluencyTestReplayError) || waiting.length === 0) throw error;
    return { test, answered: stored, state: resumeFluencyTest(test.ladder, test.config, stored) };
  }
}

/** The window the game plays: the server's ladder in its order, its rules and the answers so far. */
export function fluencyTestWindow(
  known: KnownTest,
  ids: { leerlingId: string; oefentaakId: string },
): SumWindow {
  const { test, answered } = known;
  return {
    id: test.testId,
    studentId: ids.leerlingId,
    practiceTaskId: ids.oefentaakId,
    gameId: 'automatiseertoets',
    purpose: 'fluencyTest',
    sums: test.ladder,
    reserve: [],
    fluencyThresholdMs: test.config.thresholdMs,
    timeLimitMs: test.settings.timeLimitMs,
    createdAt: test.startedAt,
    fluencyTest: { config: test.config, answered },
  };
}

/** The answer body of a game answer (the time as the game's sequencer counted it). */
export function toTestAnswerBody(answer: GameAnswer): FluencyTestAnswerBody {
  return {
    clientAnswerId: answer.clientAnswerId,
    sumId: answer.sumId,
    answer: answer.given,
    responseTimeMs: wireResponseTimeMs(answer.responseTimeMs),
  };
}
