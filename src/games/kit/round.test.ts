import { describe, expect, it } from 'vitest';
import type { RoundSoFar } from '../runtime/contract';
import {
  POINTS_CORRECT,
  POINTS_FLUENT_BONUS,
  RoundMachine,
  showingSeed,
  starsFor,
  type Showing,
} from './round';
import { sum, windowOf } from './testing';

const num = (value: number) => ({ kind: 'number', value }) as const;
let ids = 0;
const options = {
  gameId: 'bellenprikken' as const,
  newId: () => `id-${++ids}`,
  isoNow: () => '2025-01-01T10:00:00.000Z',
};

describe('RoundMachine', () => {
  it('shows the window’s sums in order, times and checks each answer, then ends', () => {
    const round = new RoundMachine(windowOf(['add:2+3', 'add:4+4']), options);
    expect(round.phase).toBe('intro');
    expect(round.start(1000)?.sum.id).toBe('add:2+3');
    expect(round.phase).toBe('question');
    const first = round.answer(num(5), 2500);
    expect(first).toMatchObject({
      sumWindowId: 'w1',
      sumId: 'add:2+3',
      position: 0,
      kind: 'planned',
      given: num(5),
      responseTimeMs: 1500,
      correct: true,
      pattern: null,
      answeredAt: '2025-01-01T10:00:00.000Z',
    });
    expect(round.phase).toBe('feedback');
    expect(round.next(3000)?.sum.id).toBe('add:4+4');
    expect(round.answer(num(8), 3400)?.responseTimeMs).toBe(400);
    expect(round.next(4000)).toBeNull();
    expect(round.phase).toBe('ended');
    const result = round.result();
    expect(result).toMatchObject({
      answered: 2,
      correct: 2,
      firstTimeRight: 2,
      total: 2,
      fluent: 2,
      stars: 3,
      durationMs: 3000,
    });
    expect(result.points).toBe(2 * (POINTS_CORRECT + POINTS_FLUENT_BONUS));
  });

  it('answers only once per showing (double taps) and not outside a question', () => {
    const round = new RoundMachine(windowOf(['add:1+1']), options);
    expect(round.answer(num(2), 0)).toBeNull();
    round.start(0);
    expect(round.answer(num(2), 100)).not.toBeNull();
    expect(round.answer(num(2), 120)).toBeNull();
    expect(round.given).toHaveLength(1);
  });

  it('after a miss: an easy reserve sum, then the missed sum straight back, once', () => {
    const w = windowOf(['add:7+5', 'add:6+6'], { reserve: [sum('add:1+1')] });
    const round = new RoundMachine(w, options);
    round.start(0);
    const miss = round.answer(num(11), 100);
    expect(miss?.correct).toBe(false);
    // The domain names the error pattern of a known distractor.
    expect(miss?.pattern).not.toBeNull();
    const easy = round.next(200);
    expect(easy).toMatchObject({ reserve: true, kind: 'easier', position: null });
    expect(easy?.sum.id).toBe('add:1+1');
    expect(round.answer(num(2), 300)).toMatchObject({ kind: 'easier', position: null });
    const again = round.next(400);
    expect(again).toMatchObject({ retry: true, kind: 'comeback', position: 0 });
    expect(again?.sum.id).toBe('add:7+5');
    // Missing it again moves on.
    expect(round.answer(num(13), 500)).toMatchObject({ kind: 'comeback', position: 0 });
    expect(round.next(600)?.sum.id).toBe('add:6+6');
    round.answer(num(12), 700);
    expect(round.next(800)).toBeNull();
    const result = round.result();
    expect(result).toMatchObject({ answered: 4, correct: 2, firstTimeRight: 1, total: 2 });
    expect(round.progress).toEqual({ done: 2, total: 2 });
  });

  it("tells after an answer whether the round ends with it (a game's finale)", () => {
    const round = new RoundMachine(windowOf(['add:7+5']), options);
    round.start(0);
    expect(round.endsAfterThis).toBe(false);
    round.answer(num(1), 10);
    // A miss brings the sum back.
    expect(round.endsAfterThis).toBe(false);
    round.next(20);
    round.answer(num(12), 30);
    expect(round.endsAfterThis).toBe(true);
  });

  it('without a reserve, a missed sum comes straight back', () => {
    const round = new RoundMachine(windowOf(['add:7+5', 'add:2+2']), options);
    round.start(0);
    round.answer(num(1), 10);
    expect(round.next(20)).toMatchObject({ retry: true, position: 0 });
    expect(round.current?.sum.id).toBe('add:7+5');
  });

  it('follows another sequencer when given one, and reports its early stop', () => {
    const order = ['add:3+3', 'add:1+1'];
    const outcomes: boolean[] = [];
    const round = new RoundMachine(windowOf(['add:1+1', 'add:2+2', 'add:3+3']), {
      ...options,
      sequencer: {
        current: () =>
          outcomes.length < 2
            ? { sum: sum(order[outcomes.length] ?? ''), kind: 'planned', position: 2 - 2 * outcomes.length }
            : null,
        answer: ({ correct }) => void outcomes.push(correct),
        stoppedEarly: true,
      },
    });
    expect(round.start(0)?.sum.id).toBe('add:3+3');
    round.answer(num(6), 10);
    expect(round.next(20)?.sum.id).toBe('add:1+1');
    round.answer(null, 30);
    expect(round.stats).toMatchObject({ answered: 2, wrong: 1, wrongInARow: 1 });
    expect(round.next(40)).toBeNull();
    expect(outcomes).toEqual([true, false]);
    expect(round.result()).toMatchObject({ stoppedEarly: true, answered: 2, correct: 1, total: 3 });
  });

  it('slow right answers count as correct but not fluent', () => {
    const round = new RoundMachine(windowOf(['add:1+1'], { fluencyThresholdMs: 2000 }), options);
    round.start(0);
    round.answer(num(2), 2500);
    round.next(2600);
    expect(round.result()).toMatchObject({ correct: 1, fluent: 0, points: POINTS_CORRECT });
  });

  it('pauses the clock while the tab is hidden', () => {
    const round = new RoundMachine(windowOf(['add:1+1']), options);
    round.start(0);
    round.pause(1000);
    round.resume(9000);
    expect(round.answer(num(2), 9500)?.responseTimeMs).toBe(1500);
  });

  it('an empty window ends at once', () => {
    const round = new RoundMachine(windowOf([]), options);
    expect(round.start(0)).toBeNull();
    expect(round.phase).toBe('ended');
    expect(round.result().stars).toBe(1);
  });

  it('gives every answer a unique client id', () => {
    const round = new RoundMachine(windowOf(['add:1+1', 'add:2+2']), { gameId: 'bellenprikken' });
    round.start(0);
    const a = round.answer(num(2), 1);
    round.next(2);
    const b = round.answer(num(4), 3);
    expect(a?.clientAnswerId).toBeTruthy();
    expect(a?.clientAnswerId).not.toBe(b?.clientAnswerId);
  });
});

describe('starsFor', () => {
  it('rewards effort with at least one star', () => {
    expect(starsFor(0, 8)).toBe(1);
    expect(starsFor(5, 8)).toBe(2);
    expect(starsFor(8, 8)).toBe(3);
    expect(starsFor(0, 0)).toBe(1);
  });

  it('a resumed round continues its progress and counts the answers before the reload', () => {
    const right = ['add:1+1', 'add:1+2', 'add:2+2'].map((key, position) => ({
      sum: sum(key),
      position,
      kind: 'planned' as const,
    }));
    const soFar: RoundSoFar = {
      firstTries: [
        { position: 0, correct: true },
        { position: 1, correct: false },
      ],
      answered: 4,
      fluent: 1,
      right,
    };
    const round = new RoundMachine(windowOf(['add:1+1', 'add:1+2', 'add:2+3', 'add:4+4']), {
      ...options,
      soFar,
    });
    expect(round.progress).toEqual({ done: 2, total: 4 });
    expect(round.start(1000)).toMatchObject({ position: 2, kind: 'planned' });
    round.answer(num(5), 2000);
    expect(round.progress).toEqual({ done: 3, total: 4 });
    round.next(3000);
    round.answer(num(8), 9000);
    round.next(10_000);
    expect(round.result()).toMatchObject({
      answered: 6,
      correct: 5,
      firstTimeRight: 3,
      total: 4,
      fluent: 2,
      points: 5 * POINTS_CORRECT + 2 * POINTS_FLUENT_BONUS,
      stars: 2,
    });
  });
});

describe('a round that shows a sum twice', () => {
  // add:2+2 is planned at positions 0 and 3 (a drilled fact, a sum the selection took twice).
  const keys = ['add:2+2', 'add:3+3', 'add:4+4', 'add:2+2', 'add:5+5'];
  const reserve = [sum('add:1+1')];

  /** Plays to the end: `wrong(i)` misses the i-th showing. Returns the showings and answers. */
  function play(round: RoundMachine, wrong: (i: number) => boolean = () => false) {
    const shown: Showing[] = [];
    const answers: { position: number | null; kind: string; correct: boolean }[] = [];
    let now = 0;
    for (let showing = round.start(now); showing; showing = round.next((now += 100))) {
      const miss = wrong(shown.length);
      shown.push(showing);
      const a = round.answer(miss ? num(-1) : showing.sum.answer, (now += 900));
      answers.push({ position: a!.position, kind: a!.kind, correct: a!.correct });
    }
    return { shown, answers };
  }

  it('every answer belongs to its planned position: both showings of the sum are first tries', () => {
    const round = new RoundMachine(windowOf(keys, { reserve }), options);
    const { answers } = play(round);
    expect(answers.map((a) => `${a.kind}@${a.position}`)).toEqual([
      'planned@0',
      'planned@1',
      'planned@2',
      'planned@3',
      'planned@4',
    ]);
    expect(round.progress).toEqual({ done: 5, total: 5 });
    expect(round.firstTries).toEqual(new Map([0, 1, 2, 3, 4].map((p) => [p, true])));
    expect(round.result()).toMatchObject({ answered: 5, correct: 5, firstTimeRight: 5, total: 5, stars: 3 });
  });

  it('a miss at the first showing: the easier sum and the comeback belong to no new position; the second showing still does', () => {
    const round = new RoundMachine(windowOf(keys, { reserve }), options);
    const { answers } = play(round, (i) => i === 0);
    expect(answers.map((a) => `${a.kind}@${a.position}:${a.correct}`)).toEqual([
      'planned@0:false',
      'easier@null:true',
      'comeback@0:true',
      'planned@1:true',
      'planned@2:true',
      'planned@3:true',
      'planned@4:true',
    ]);
    expect(round.result()).toMatchObject({ answered: 7, correct: 6, firstTimeRight: 4, total: 5, stars: 2 });
    expect(round.progress).toEqual({ done: 5, total: 5 });
  });

  it('a miss at the second showing counts for that position, not for the first one', () => {
    const round = new RoundMachine(windowOf(keys, { reserve }), options);
    const { answers } = play(round, (i) => i === 3);
    expect(answers.slice(3).map((a) => `${a.kind}@${a.position}:${a.correct}`)).toEqual([
      'planned@3:false',
      'easier@null:true',
      'comeback@3:true',
      'planned@4:true',
    ]);
    expect(round.result()).toMatchObject({ firstTimeRight: 4, total: 5 });
  });

  it('each showing has a seed of its own: a first try its position, a comeback and an easier sum past them', () => {
    const round = new RoundMachine(windowOf(keys, { reserve }), options);
    const { shown } = play(round, (i) => i === 0);
    expect(shown.map((s) => s.seed)).toEqual([0, 2 * 5 + 1, 5 + 0, 1, 2, 3, 4]);
    expect(showingSeed({ kind: 'planned', position: 3 }, 5, 9)).toBe(3);
  });

  it('resumes after a reload with the second showing on screen: it is asked at its own position', () => {
    // Before the reload: position 0 missed, the easier sum, the comeback, positions 1 and 2.
    const soFar: RoundSoFar = {
      firstTries: [
        { position: 0, correct: false },
        { position: 1, correct: true },
        { position: 2, correct: true },
      ],
      answered: 5,
      fluent: 4,
      right: [
        { sum: sum('add:1+1'), position: null, kind: 'easier' },
        { sum: sum('add:2+2'), position: 0, kind: 'comeback' },
        { sum: sum('add:3+3'), position: 1, kind: 'planned' },
        { sum: sum('add:4+4'), position: 2, kind: 'planned' },
      ],
    };
    const round = new RoundMachine(windowOf(keys, { reserve }), { ...options, soFar });
    expect(round.progress).toEqual({ done: 3, total: 5 });
    const { shown, answers } = play(round);
    expect(shown.map((s) => `${s.sum.id}@${s.position}`)).toEqual(['add:2+2@3', 'add:5+5@4']);
    expect(answers.map((a) => `${a.kind}@${a.position}`)).toEqual(['planned@3', 'planned@4']);
    // The miss before the reload still counts: 4 of 5 right the first time.
    expect(round.result()).toMatchObject({ answered: 7, correct: 6, firstTimeRight: 4, total: 5, stars: 2 });
    expect(round.progress).toEqual({ done: 5, total: 5 });
  });
});
