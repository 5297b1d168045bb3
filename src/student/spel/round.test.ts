import { describe, expect, it } from 'vitest';
import type { SumWindowResponse } from '../../domain/contracts/practice';
import { sumFromKey } from '../../domain/sums/build';
import type { Sum } from '../../domain/sums/types';
import type { GameAnswer } from '../../games/runtime/contract';
import { answeredPositions, playableWindow, queuedAnswer, roundSoFar, toBatchItem } from './round';

const sum = (key: string): Sum => sumFromKey(key)!;
const window: SumWindowResponse = {
  id: '11111111-1111-4111-8111-111111111111',
  studentId: '22222222-2222-4222-8222-222222222222',
  takenlijsttaakId: '33333333-3333-4333-8333-333333333333',
  practiceTaskId: 'ot-1',
  gameId: 'bellenprikken',
  purpose: 'practice',
  sums: [sum('add:1+1'), sum('add:2+2'), sum('add:3+3')],
  reserve: [sum('add:1+0')],
  fluencyThresholdMs: 3000,
  timeLimitMs: 10000,
  createdAt: '2026-11-22T08:00:00.000Z',
  settings: {
    fluencyThresholdMs: 3000,
    timeLimitMs: 10000,
    sound: true,
    speech: false,
    inputMethod: 'choice',
    roundLength: 3,
  },
  answered: [],
  completedAt: null,
};

function answer(sumId: string, correct: boolean): GameAnswer {
  return {
    clientAnswerId: crypto.randomUUID(),
    sumWindowId: window.id,
    sumId,
    position: 7,
    given: { kind: 'number', value: 2 },
    responseTimeMs: 1234.6,
    answeredAt: '2026-11-22T08:01:00.000Z',
    correct,
    pattern: null,
  };
}

describe('game answers as batch items', () => {
  it('gives planned sums their index, a missed sum coming back the kind comeback, reserve sums no position', () => {
    const seen = new Set<string>();
    const first = toBatchItem(answer('add:2+2', false), window, seen);
    const easier = toBatchItem(answer('add:1+0', true), window, seen);
    const back = toBatchItem(answer('add:2+2', true), window, seen);
    expect([first.position, first.kind]).toEqual([1, 'planned']);
    expect([easier.position, easier.kind]).toEqual([undefined, 'easier']);
    expect([back.position, back.kind]).toEqual([1, 'comeback']);
    expect(first.responseTimeMs).toBe(1235);
    expect(first.somvensterId).toBe(window.id);
    expect(first.answer).toEqual({ kind: 'number', value: 2 });
  });

  it('resumes a reloaded round with the planned sums nobody answered yet', () => {
    const given = [
      { sumId: 'add:1+1', position: 0, kind: 'planned' as const, correct: true, responseTimeMs: 900 },
      { sumId: 'add:1+0', kind: 'easier' as const, correct: true, responseTimeMs: 900 },
      { sumId: 'add:3+3', position: null, correct: true, responseTimeMs: 900 },
    ];
    expect([...answeredPositions(window, given)].sort()).toEqual([0, 2]);
    const resumed = playableWindow(window, given);
    expect(resumed.sums.map((s) => s.id)).toEqual(['add:2+2']);
    expect(resumed.reserve).toEqual(window.reserve);
    expect(resumed.id).toBe(window.id);
  });

  it('counts what a resumed round did before the reload: first tries in window order, answers, fluent', () => {
    const given = [
      // From the server: the third sum missed, an easier sum, the third sum back (right, slow).
      { sumId: 'add:3+3', position: 2, correct: false, responseTimeMs: 2000 },
      { sumId: 'add:1+0', position: null, correct: true, responseTimeMs: 1000 },
      { sumId: 'add:3+3', position: 2, correct: true, responseTimeMs: 5000 },
      // Still in the queue: the first sum, right and fluent.
      queuedAnswer(window, {
        clientAnswerId: crypto.randomUUID(),
        somvensterId: window.id,
        sumId: 'add:1+1',
        answer: { kind: 'number', value: 2 },
        responseTimeMs: 1500,
        answeredAt: '2026-11-22T08:02:00.000Z',
        position: 0,
        kind: 'planned',
      }),
    ];
    expect(given[3]).toMatchObject({ correct: true, position: 0, kind: 'planned' });
    expect(roundSoFar(window, given)).toEqual({
      firstTries: [true, false],
      answered: 4,
      fluent: 2,
      right: [
        { sum: sum('add:1+0'), position: null },
        { sum: sum('add:3+3'), position: 2 },
        { sum: sum('add:1+1'), position: 0 },
      ],
    });
    expect(playableWindow(window, given).sums.map((s) => s.id)).toEqual(['add:2+2']);
    expect(roundSoFar(window, [])).toBeUndefined();
  });

  it('checks a queued answer against the window’s sum (a wrong one stays wrong)', () => {
    const item = {
      clientAnswerId: crypto.randomUUID(),
      somvensterId: window.id,
      sumId: 'add:2+2',
      answer: { kind: 'number', value: 5 } as const,
      responseTimeMs: 800,
      answeredAt: '2026-11-22T08:02:00.000Z',
      position: 1,
      kind: 'planned' as const,
    };
    expect(queuedAnswer(window, item).correct).toBe(false);
  });
});
