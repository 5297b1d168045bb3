import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { RoundMachine } from '../kit/round';
import { sum, testWindowSums, windowOf } from '../kit/testing';
import { manifest } from './manifest';
import { planStacks, prizeAt, PRIZES, shelfSlots, stackChoices, stallLayout, surpriseFor } from './rules';
import { choiceCount } from '../kit/choices';

describe('ballengooien rules', () => {
  it('puts exactly one right answer among the stacks', () => {
    const s = sum('mul:7x8');
    const values = stackChoices(s, 5, 'seed');
    expect(values).toHaveLength(5);
    expect(values.filter((v) => checkAnswer(s, v).correct)).toHaveLength(1);
  });

  it('stands the stacks on the counter side by side, apart and at least a tap target wide', () => {
    for (const [W, count, minTarget] of [
      [960, 5, 64],
      [1600, 5, 64],
      [720, 4, 89],
    ] as const) {
      const plans = planStacks(count, 40, W - 40, [560], 260, minTarget);
      expect(plans).toHaveLength(count);
      for (const p of plans) {
        // Two cans wide, two cans high, standing on the counter.
        expect(p.canW * 2).toBeGreaterThanOrEqual(minTarget);
        expect(p.y + p.canH).toBe(560);
        expect(p.canH * 2).toBeLessThanOrEqual(260 + 0.001);
      }
      for (let i = 1; i < plans.length; i++) {
        const a = plans[i - 1]!;
        const b = plans[i]!;
        expect(b.x - a.x).toBeGreaterThan(a.canW * 2);
      }
      expect(plans[0]!.x - plans[0]!.canW).toBeGreaterThanOrEqual(40);
      expect(plans.at(-1)!.x + plans.at(-1)!.canW).toBeLessThanOrEqual(W - 40);
    }
  });

  it('stands four stacks on a phone in two rows of two, bigger than in one row', () => {
    const one = planStacks(4, 40, 680, [900], 400, 89);
    const two = planStacks(4, 40, 680, [600, 900], 300, 89);
    expect(two.map((p) => p.y + p.canH)).toEqual([600, 600, 900, 900]);
    expect(two[0]!.canW).toBeGreaterThan(one[0]!.canW);
    // Three in two rows: the lone one in the lower row stands in the middle.
    expect(planStacks(3, 40, 680, [600, 900], 300, 89)[2]!.x).toBe(360);
  });

  it('lays the stall out top to bottom: sign, shelf, counter, ball', () => {
    for (const [W, H, portrait] of [
      [1280, 720, false],
      [960, 720, false],
      [720, 1558, true],
      [720, 960, true],
    ] as const) {
      const l = stallLayout(W, H, portrait, 92);
      expect(l.signY - l.signH / 2).toBeGreaterThan(92);
      expect(l.shelfY).toBeGreaterThan(l.signY + l.signH / 2);
      // Room for a stack of cans between the shelf's prizes and the counter.
      expect(l.rows[0]! - l.shelfY).toBeGreaterThanOrEqual(200);
      expect(l.stackMax).toBeGreaterThanOrEqual(140);
      expect(l.rows.at(-1)).toBe(l.counterY);
      // A phone's rows are a stack and its arrow apart.
      for (let i = 1; i < l.rows.length; i++)
        expect(l.rows[i]! - l.rows[i - 1]!).toBeGreaterThan(l.stackMax + 40);
      expect(l.ballY).toBeGreaterThan(l.counterY);
      expect(l.ballY).toBeLessThan(H);
    }
  });

  it('wins a different prize for each hit and finds room on the shelf for all of them', () => {
    expect(new Set(PRIZES.map((_, i) => prizeAt(i))).size).toBe(PRIZES.length);
    expect(prizeAt(PRIZES.length)).toBe(prizeAt(0));
    const { xs, size } = shelfSlots(12, 44, 1236);
    expect(xs).toHaveLength(12);
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(size);
    expect(xs[0]! - size / 2).toBeGreaterThanOrEqual(44);
  });

  it('gives a surprise at the end of every round: the golden cup for a round right at the first try', () => {
    expect(surpriseFor(10, 10, 3)).toBe('cup');
    expect(['bear', 'unicorn']).toContain(surpriseFor(4, 10, 3));
    expect(surpriseFor(0, 10, 2)).not.toBe(surpriseFor(0, 10, 3));
  });

  it('a round of throws: right and wrong throws are scored by the round', () => {
    const round = new RoundMachine(windowOf(['mul:6x7', 'mul:8x8']), { gameId: 'ballengooien' });
    round.start(0);
    const first = round.current?.sum;
    if (!first) throw new Error('no sum');
    const wrong = stackChoices(first, 5, 4).find((v) => !checkAnswer(first, v).correct);
    expect(round.answer(wrong ?? null, 900)?.correct).toBe(false);
    expect(round.next(1000)).toMatchObject({ retry: true });
    round.answer({ kind: 'number', value: 42 }, 1500);
    round.next(1600);
    round.answer({ kind: 'number', value: 64 }, 2000);
    expect(round.next(2100)).toBeNull();
    expect(round.result()).toMatchObject({ answered: 3, correct: 2, firstTimeRight: 1 });
  });
});

describe('ballengooien test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) {
      const count = choiceCount(s, 'mouse', false);
      expect(stackChoices(s, count, 'test')).toContainEqual(s.answer);
    }
  });
});
