import { describe, expect, it } from 'vitest';
import type { AnswerBatchItem, SumWindowResponse } from '../../domain/contracts/practice';
import { sumFromKey } from '../../domain/sums/build';
import type { Sum } from '../../domain/sums/types';
import { RoundMachine } from '../../games/kit/round';
import type { GameAnswer, RoundResult } from '../../games/runtime/contract';
import {
  answeredPositions,
  playableWindow,
  queuedAnswer,
  roundSoFar,
  toBatchItem,
  type GivenAnswer,
} from './round';

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

function answer(
  sumId: string,
  correct: boolean,
  position: number | null,
  kind: GameAnswer['kind'] = 'planned',
): GameAnswer {
  return {
    clientAnswerId: crypto.randomUUID(),
    sumWindowId: window.id,
    sumId,
    position,
    kind,
    given: { kind: 'number', value: 2 },
    responseTimeMs: 1234.6,
    answeredAt: '2026-11-22T08:01:00.000Z',
    correct,
    pattern: null,
  };
}

/** A window that plans add:1+1 twice (positions 0 and 3); its reserve holds add:1+0 and add:3+3. */
const twice: SumWindowResponse = {
  ...window,
  sums: ['add:1+1', 'add:2+2', 'add:3+3', 'add:1+1', 'add:4+4'].map(sum),
  reserve: [sum('add:1+0'), sum('add:3+3')],
  settings: { ...window.settings, roundLength: 5 },
};

describe('game answers as batch items', () => {
  it('takes the position and kind from the game’s answer: a comeback keeps its position, an easier sum has none', () => {
    const first = toBatchItem(answer('add:2+2', false, 1), window);
    const easier = toBatchItem(answer('add:1+0', true, null, 'easier'), window);
    const back = toBatchItem(answer('add:2+2', true, 1, 'comeback'), window);
    expect([first.position, first.kind]).toEqual([1, 'planned']);
    expect([easier.position, easier.kind]).toEqual([undefined, 'easier']);
    expect([back.position, back.kind]).toEqual([1, 'comeback']);
    expect(first.responseTimeMs).toBe(1235);
    expect(first.somvensterId).toBe(window.id);
    expect(first.answer).toEqual({ kind: 'number', value: 2 });
  });

  it('a sum planned twice: its second showing is the first try at its own position, not a comeback', () => {
    expect(toBatchItem(answer('add:1+1', true, 0), twice)).toMatchObject({ position: 0, kind: 'planned' });
    expect(toBatchItem(answer('add:1+1', true, 3), twice)).toMatchObject({ position: 3, kind: 'planned' });
    // An easier sum that is also planned (add:3+3) stays an easier sum.
    expect(toBatchItem(answer('add:3+3', true, null, 'easier'), twice)).toMatchObject({ kind: 'easier' });
    expect(toBatchItem(answer('add:3+3', true, null, 'easier'), twice).position).toBeUndefined();
  });

  it('resumes a reloaded round with the planned positions nobody answered yet', () => {
    const given = [
      { sumId: 'add:1+1', position: 0, kind: 'planned' as const, correct: true, responseTimeMs: 900 },
      { sumId: 'add:1+0', position: null, kind: 'easier' as const, correct: true, responseTimeMs: 900 },
      { sumId: 'add:3+3', position: 2, kind: null, correct: true, responseTimeMs: 900 },
    ];
    expect([...answeredPositions(window, given)].sort()).toEqual([0, 2]);
    const soFar = roundSoFar(window, given)!;
    expect(soFar.firstTries).toEqual([
      { position: 0, correct: true },
      { position: 2, correct: true },
    ]);
    // The game gets the whole window: the round asks only the positions not answered.
    const resumed = playableWindow(window);
    expect(resumed.sums).toEqual(window.sums);
    expect(resumed.reserve).toEqual(window.reserve);
    expect(resumed.id).toBe(window.id);
    const round = new RoundMachine(resumed, { gameId: 'bellenprikken', soFar });
    expect(round.start(0)).toMatchObject({ position: 1, kind: 'planned' });
    expect(round.progress).toEqual({ done: 2, total: 3 });
  });

  it('counts what a resumed round did before the reload: first tries by position, answers, fluent', () => {
    const given = [
      // From the server: the third sum missed, an easier sum, the third sum back (right, slow).
      { sumId: 'add:3+3', position: 2, kind: 'planned' as const, correct: false, responseTimeMs: 2000 },
      { sumId: 'add:1+0', position: null, kind: 'easier' as const, correct: true, responseTimeMs: 1000 },
      { sumId: 'add:3+3', position: 2, kind: 'comeback' as const, correct: true, responseTimeMs: 5000 },
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
      firstTries: [
        { position: 0, correct: true },
        { position: 2, correct: false },
      ],
      answered: 4,
      fluent: 2,
      right: [
        { sum: sum('add:1+0'), position: null, kind: 'easier' },
        { sum: sum('add:3+3'), position: 2, kind: 'comeback' },
        { sum: sum('add:1+1'), position: 0, kind: 'planned' },
      ],
    });
    expect(roundSoFar(window, [])).toBeUndefined();
  });

  it('a window that plans a sum twice resumes by position: the comeback of the first is not the second', () => {
    const given = [
      { sumId: 'add:1+1', position: 0, kind: 'planned' as const, correct: false, responseTimeMs: 900 },
      { sumId: 'add:1+0', position: null, kind: 'easier' as const, correct: true, responseTimeMs: 900 },
      { sumId: 'add:1+1', position: 0, kind: 'comeback' as const, correct: true, responseTimeMs: 900 },
      { sumId: 'add:2+2', position: 1, kind: 'planned' as const, correct: true, responseTimeMs: 900 },
    ];
    expect([...answeredPositions(twice, given)].sort()).toEqual([0, 1]);
    const soFar = roundSoFar(twice, given)!;
    expect(soFar.firstTries).toEqual([
      { position: 0, correct: false },
      { position: 1, correct: true },
    ]);
    const round = new RoundMachine(playableWindow(twice), { gameId: 'bellenprikken', soFar });
    const order: string[] = [];
    for (let s = round.start(0); s; s = round.next(1)) {
      order.push(`${s.sum.id}@${s.position}`);
      round.answer(s.sum.answer, 1);
    }
    expect(order).toEqual(['add:3+3@2', 'add:1+1@3', 'add:4+4@4']);
    expect(round.result()).toMatchObject({ firstTimeRight: 4, total: 5, answered: 7 });
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

/**
 * The whole way of a round's answers: the game's round, the batch items, what the server gives back
 * after a reload (position, kind, correctness), and the resumed round. `reloadAfter`: answers before
 * each reload; `wrong`: which answers (in the order given) miss.
 */
function playWithReloads(w: SumWindowResponse, reloadAfter: number[], wrong: (i: number) => boolean) {
  const sent: AnswerBatchItem[] = [];
  const stored: GivenAnswer[] = [];
  const results: RoundResult[] = [];
  let now = 0;
  for (let session = 0; session <= reloadAfter.length; session++) {
    const soFar = roundSoFar(w, stored);
    const round = new RoundMachine(playableWindow(w), { gameId: 'autorace', soFar });
    const limit = reloadAfter[session] ?? Infinity;
    let showing = round.start(now);
    for (let n = 0; showing && n < limit; n++) {
      const miss = wrong(sent.length);
      const a = round.answer(miss ? { kind: 'number', value: -1 } : showing.sum.answer, (now += 1000))!;
      const item = toBatchItem(a, w);
      sent.push(item);
      stored.push({
        sumId: item.sumId,
        position: item.position ?? null,
        kind: item.kind,
        correct: a.correct,
        responseTimeMs: item.responseTimeMs,
      });
      showing = round.next((now += 100));
    }
    if (!showing) {
      results.push(round.result());
      break;
    }
  }
  return { sent, stored, result: results[0] };
}

describe('a round that plans a sum twice, played through to the batch', () => {
  const planned = (sent: AnswerBatchItem[]) =>
    sent.filter((item) => item.kind === 'planned').map((item) => item.position);

  it('without a reload: every position gets exactly one first try, all right is 5 of 5', () => {
    const { sent, result } = playWithReloads(twice, [], () => false);
    expect(planned(sent)).toEqual([0, 1, 2, 3, 4]);
    expect(sent).toHaveLength(5);
    expect(result).toMatchObject({ firstTimeRight: 5, total: 5, stars: 3 });
  });

  it('reloaded while the second showing is on screen, with a miss before: nothing asked twice, the miss counted', () => {
    // Answers: 0 missed, easier, comeback 0, 1, 2; reload with position 3 (add:1+1 again) on screen.
    const { sent, stored, result } = playWithReloads(twice, [5], (i) => i === 0);
    expect(sent.map((item) => `${item.kind}@${item.position ?? '-'}`)).toEqual([
      'planned@0',
      'easier@-',
      'comeback@0',
      'planned@1',
      'planned@2',
      'planned@3',
      'planned@4',
    ]);
    expect(answeredPositions(twice, stored).size).toBe(5);
    expect(result).toMatchObject({ answered: 7, correct: 6, firstTimeRight: 4, total: 5, stars: 2 });
  });

  it('reloaded after every answer: still one first try per position (a miss’s comeback is not asked after a reload)', () => {
    const { sent, result } = playWithReloads(twice, [1, 1, 1, 1, 1], (i) => i === 2);
    expect(sent.map((item) => `${item.kind}@${item.position ?? '-'}`)).toEqual([
      'planned@0',
      'planned@1',
      'planned@2',
      'planned@3',
      'planned@4',
    ]);
    expect(result).toMatchObject({ answered: 5, correct: 4, firstTimeRight: 4, total: 5 });
  });
});
