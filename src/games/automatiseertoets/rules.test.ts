import { describe, expect, it } from 'vitest';
import { wireResponseTimeMs } from '../../domain/contracts/practice';
import {
  answerFluencyTest,
  fluencyTestResult,
  resumeFluencyTest,
  type FluencyTestRecordedAnswer,
} from '../../domain/engine/fluency-test';
import { checkAnswer } from '../../domain/sums/check';
import type { AnswerValue, Sum, SumWindow } from '../../domain/sums/types';
import { RoundMachine } from '../kit/round';
import { windowOf } from '../kit/testing';
import { manifest } from './manifest';
import { fluencyTestSequencer, testEndTexts, testLength, timedOut } from './rules';

const keys = ['mul:7x8', 'add:1+1', 'mul:6x9', 'add:2+3', 'mul:2x5', 'add:4+4', 'mul:3x3', 'add:9+9'];

describe('fluency test rules', () => {
  it('starts with an easy sum (the engine’s ladder) and asks every sum once', () => {
    const w = windowOf(keys, { fluencyThresholdMs: 3000 });
    const round = new RoundMachine(w, {
      gameId: 'automatiseertoets',
      sequencer: fluencyTestSequencer(w, 'seed'),
    });
    expect(round.start(0)?.sum.features.operation).toBe('add');
    const seen: string[] = [];
    let now = 0;
    for (let showing = round.current; showing; showing = round.next((now += 100))) {
      seen.push(showing.sum.id);
      round.answer(showing.sum.answer, (now += 1000));
    }
    expect([...seen].sort()).toEqual([...keys].sort());
    expect(round.result()).toMatchObject({ correct: keys.length, fluent: keys.length, stoppedEarly: false });
  });

  it('stops itself after three errors in a row, never bringing a sum back', () => {
    const w = windowOf(keys);
    const round = new RoundMachine(w, {
      gameId: 'automatiseertoets',
      sequencer: fluencyTestSequencer(w, 's'),
    });
    const seen: string[] = [];
    let now = 0;
    for (let showing = round.start(0); showing; showing = round.next((now += 10))) {
      seen.push(showing.sum.id);
      round.answer(null, (now += 20000));
    }
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    expect(round.result()).toMatchObject({ answered: 3, correct: 0, stoppedEarly: true });
  });

  it('counts a test that stopped as complete: the bar ends at 3 of 3, as the end card counts, not 3 of 8', () => {
    const w = windowOf(keys);
    const sequencer = fluencyTestSequencer(w, 's');
    expect(sequencer.progress()).toEqual({ done: 0, total: keys.length });
    sequencer.answer({ correct: false, responseTimeMs: 20000 });
    sequencer.answer({ correct: false, responseTimeMs: 20000 });
    expect(sequencer.progress()).toEqual({ done: 2, total: keys.length });
    sequencer.answer({ correct: false, responseTimeMs: 20000 });
    expect(sequencer.current()).toBeNull();
    expect(sequencer.progress()).toEqual({ done: 3, total: 3 });
    expect(sequencer.result().answered).toBe(3);
  });

  it('exposes the engine’s scored result', () => {
    const sequencer = fluencyTestSequencer(windowOf(keys), 's');
    expect(sequencer.current()).not.toBeNull();
    sequencer.answer({ correct: true, responseTimeMs: 1200 });
    expect(sequencer.result()).toMatchObject({ answered: 1, correct: 1, fluent: 1 });
  });

  it('asks at most 50 sums and moves on without an answer after the time limit', () => {
    expect(testLength(windowOf(Array.from({ length: 60 }, (_, i) => `add:${i}+1`)))).toBe(50);
    const w = windowOf(['add:1+1'], { timeLimitMs: 20000 });
    expect(timedOut(19999, w)).toBe(false);
    expect(timedOut(20000, w)).toBe(true);
  });

  describe('a test the server started', () => {
    // The server's ladder: its own order (easy to hard by its item ratings), not one the game makes.
    const ladderKeys = Array.from({ length: 64 }, (_, i) => `add:${(i % 8) + 1}+${Math.floor(i / 8) + 1}`);
    const config = { maxSums: 30, maxErrors: 5, maxConsecutiveErrors: 3, thresholdMs: 3000, climbSteps: 12 };
    const serverWindow = (answered: readonly FluencyTestRecordedAnswer[] = []): SumWindow =>
      windowOf(ladderKeys, {
        gameId: 'automatiseertoets',
        purpose: 'fluencyTest',
        fluencyThresholdMs: 3000,
        fluencyTest: { config, answered },
      });
    /** What the child does with the i-th sum: wrong now and then, slow now and then, some right at the edge. */
    const play = (i: number, sum: Sum): { given: AnswerValue | null; ms: number } => {
      const wrong = i % 6 === 5;
      const given =
        sum.answer.kind === 'number' && wrong
          ? { kind: 'number' as const, value: sum.answer.value + 1 }
          : sum.answer;
      return { given: i === 8 ? null : given, ms: [1200, 3000.4, 4100, 2999.6][i % 4]! };
    };

    /** The server: restores the test from ladder and stored answers, checks each answer and walks on. */
    function serverRun(
      from: readonly FluencyTestRecordedAnswer[],
      sent: { sumId: string; given: AnswerValue | null; ms: number }[],
    ) {
      const sums = serverWindow().sums;
      const stored = [...from];
      const next: (string | null)[] = [];
      for (const body of sent) {
        const state = resumeFluencyTest(sums, config, stored);
        expect(body.sumId).toBe(state.current?.id); // else 409 notCurrentSum
        const { correct } = checkAnswer(state.current!, body.given);
        const after = answerFluencyTest(state, { correct, responseTimeMs: wireResponseTimeMs(body.ms) });
        stored.push({ sumId: body.sumId, correct, responseTimeMs: wireResponseTimeMs(body.ms) });
        next.push(after.current?.id ?? null);
      }
      return { stored, next, final: resumeFluencyTest(sums, config, stored) };
    }

    function clientRun(window: SumWindow, offset = 0, limit = Infinity) {
      const round = new RoundMachine(window, {
        gameId: 'automatiseertoets',
        sequencer: fluencyTestSequencer(window),
      });
      const sent: { sumId: string; given: AnswerValue | null; ms: number }[] = [];
      const next: (string | null)[] = [];
      let now = 0;
      let showing = round.start(now);
      while (showing && sent.length < limit) {
        const { given, ms } = play(offset + sent.length, showing.sum);
        const record = round.answer(given, (now += ms))!;
        sent.push({ sumId: record.sumId, given, ms: record.responseTimeMs });
        showing = round.next((now += 10));
        next.push(showing?.sum.id ?? null);
      }
      return { round, sent, next };
    }

    it('shows every next sum the server will ask, to the end, with the same result', () => {
      const client = clientRun(serverWindow());
      const server = serverRun([], client.sent);
      expect(client.next).toEqual(server.next);
      expect(client.round.phase).toBe('ended');
      expect(server.final.finished).toBe(true);
      expect(client.round.result().stoppedEarly).toBe(server.final.stopReason === 'tooManyErrors');
    });

    it('resumes after a reload at the sum the server is on, counting the answers before', () => {
      const first = serverRun([], clientRun(serverWindow(), 0, 7).sent);
      const window = serverWindow(first.stored);
      const sequencer = fluencyTestSequencer(window);
      expect(sequencer.current()?.sum.id).toBe(first.final.current?.id);
      expect(sequencer.progress()).toEqual({ done: 7, total: 30 });
      const rest = clientRun(window, 7);
      const server = serverRun(first.stored, rest.sent);
      expect(rest.next).toEqual(server.next);
      expect(fluencyTestResult(server.final).answered).toBe(7 + rest.sent.length);
    });
  });

  describe('the end card', () => {
    const t = manifest.texts.nl;

    it('says how many sums the child did, not how many the test could have asked', () => {
      const stopped = { answered: 3, correct: 0, fluent: 0, stoppedEarly: true };
      expect(testEndTexts(stopped, t)).toEqual({
        title: 'Je bent klaar met de toets!',
        lines: ['Je hebt 3 sommen gemaakt.', 'We stoppen hier: deze sommen oefenen we eerst nog.'],
      });
    });

    it('adds the right and fluent ones when there are any', () => {
      const done = { answered: 29, correct: 25, fluent: 20, stoppedEarly: false };
      expect(testEndTexts(done, manifest.texts.en).lines).toEqual([
        'You did 29 sums.',
        'You got 25 sums right, and you knew 20 of them straight away.',
      ]);
    });
  });
});
