import { describe, expect, it } from 'vitest';
import type { FluencyTestResponse } from '../../domain/contracts/practice';
import { answerFluencyTest, fluencyTestFromLadder } from '../../domain/engine/fluency-test';
import { sumFromKey } from '../../domain/sums/build';
import type { Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../../games/runtime/contract';
import type { QueuedTestAnswer } from '../answer-queue/queue';
import { fluencyTestWindow, knownTest, toTestAnswerBody } from './fluencyTest';

const TEST_ID = '44444444-4444-4444-8444-444444444444';
const ladder: Sum[] = Array.from({ length: 20 }, (_, i) =>
  sumFromKey(`mul:${(i % 10) + 1}x${i < 10 ? 2 : 3}`)!,
);
const config = { maxSums: 12, maxErrors: 5, maxConsecutiveErrors: 3, thresholdMs: 3000, climbSteps: 6 };
const id = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** The server after `n` answers (every third wrong), as GET .../automatiseertoets/:testId gives it. */
function serverTest(n: number): FluencyTestResponse {
  let state = fluencyTestFromLadder(ladder, config);
  for (let i = 0; i < n; i++)
    state = answerFluencyTest(state, { correct: i % 3 !== 2, responseTimeMs: 1500 });
  return {
    testId: TEST_ID,
    answered: n,
    maxSums: config.maxSums,
    thresholdMs: config.thresholdMs,
    ladder,
    config,
    answers: state.answers.map((a, i) => ({
      clientAnswerId: id(i + 1),
      sumId: a.sumId,
      correct: a.correct,
      responseTimeMs: a.responseTimeMs,
    })),
    settings: {
      fluencyThresholdMs: 3000,
      timeLimitMs: 15000,
      sound: true,
      speech: false,
      inputMethod: 'numpad',
      roundLength: 10,
    },
    startedAt: '2026-11-22T08:00:00.000Z',
    sum: state.current,
    finishedAt: null,
    result: null,
  };
}

/** Answers still in the queue for the sums the test asks next (right, or wrong by one). */
function queuedAfter(test: FluencyTestResponse, rights: boolean[], firstId: number): QueuedTestAnswer[] {
  let state = fluencyTestFromLadder(ladder, config);
  for (const a of test.answers) state = answerFluencyTest(state, a);
  return rights.map((right, i) => {
    const sum = state.current!;
    const value = sum.answer.kind === 'number' ? sum.answer.value + (right ? 0 : 1) : 0;
    state = answerFluencyTest(state, { correct: right, responseTimeMs: 2000 });
    return {
      kind: 'fluencyTest',
      clientAnswerId: id(firstId + i),
      leerlingId: 'student-1',
      testId: TEST_ID,
      body: {
        clientAnswerId: id(firstId + i),
        sumId: sum.id,
        answer: { kind: 'number', value },
        responseTimeMs: 2000,
      },
      queuedAt: 1000 + i,
    };
  });
}

describe('the fluency test on the game route', () => {
  it('resumes after the server’s answers and the queued ones, checking the queued ones itself', () => {
    const test = serverTest(4);
    const queued = queuedAfter(test, [true, false], 5);
    const known = knownTest(test, queued);
    expect(known.answered.map((a) => a.correct)).toEqual([true, true, false, true, true, false]);
    expect(known.state.answers).toHaveLength(6);
    // The same place as the server will be once it has them.
    const later = serverTest(6);
    expect(known.state.current?.id).toBe(later.sum?.id);
  });

  it('counts an answer that reached the server while it was still listed in the queue once', () => {
    const before = serverTest(4);
    const queued = queuedAfter(before, [true, false], 5);
    // The first queued answer arrived in between: the server has it (same clientAnswerId).
    const after = serverTest(5);
    const test = {
      ...after,
      answers: after.answers.map((a, i) =>
        i === 4 ? { ...a, clientAnswerId: queued[0]!.clientAnswerId } : a,
      ),
    };
    const known = knownTest(test, queued);
    expect(known.answered).toHaveLength(6);
    expect(known.state.current?.id).toBe(serverTest(6).sum?.id);
  });

  it('falls back to the server’s answers when the queued ones do not fit the test', () => {
    const test = serverTest(3);
    const misfit = queuedAfter(serverTest(5), [true], 9);
    const known = knownTest(test, misfit);
    expect(known.answered).toHaveLength(3);
    expect(known.state.current?.id).toBe(test.sum?.id);
  });

  it('knows a test finished offline: the queued answers end it', () => {
    const test = serverTest(0);
    const known = knownTest(test, queuedAfter(test, [false, false, false], 1));
    expect(known.state.finished).toBe(true);
    expect(known.state.stopReason).toBe('tooManyErrors');
  });

  it('hands the game the server’s ladder, rules, settings and answers', () => {
    const known = knownTest(serverTest(2), []);
    const window = fluencyTestWindow(known, { leerlingId: 'student-1', oefentaakId: 'ot-1' });
    expect(window).toMatchObject({
      id: TEST_ID,
      gameId: 'automatiseertoets',
      purpose: 'fluencyTest',
      timeLimitMs: 15000,
      fluencyThresholdMs: 3000,
      fluencyTest: { config, answered: known.answered },
    });
    expect(window.sums.map((s) => s.id)).toEqual(ladder.map((s) => s.id));
  });

  it('sends a game answer as the test’s answer body', () => {
    const answer: GameAnswer = {
      clientAnswerId: id(77),
      sumWindowId: TEST_ID,
      sumId: 'mul:3x2',
      position: 4,
      kind: 'planned',
      given: { kind: 'number', value: 6 },
      responseTimeMs: 1234.6,
      answeredAt: '2026-11-22T08:01:00.000Z',
      correct: true,
      pattern: null,
    };
    expect(toTestAnswerBody(answer)).toEqual({
      clientAnswerId: id(77),
      sumId: 'mul:3x2',
      answer: { kind: 'number', value: 6 },
      responseTimeMs: 1235,
    });
    expect(toTestAnswerBody({ ...answer, given: null, responseTimeMs: 9e9 })).toMatchObject({
      answer: null,
      responseTimeMs: 600_000,
    });
  });
});
