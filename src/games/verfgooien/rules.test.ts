import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { RoundMachine } from '../kit/round';
import { sum, testWindowSums, windowOf } from '../kit/testing';
import { manifest } from './manifest';
import {
  bandsPainted,
  canvasChoices,
  paintColor,
  planEasels,
  RAINBOW,
  studioLayout,
  surpriseFor,
} from './rules';
import { choiceCount } from '../kit/choices';

describe('verfgooien rules', () => {
  it('puts exactly one right answer among the canvases', () => {
    const s = sum('add:8+5');
    const values = canvasChoices(s, 5, 'seed');
    expect(values).toHaveLength(5);
    expect(values.filter((v) => checkAnswer(s, v).correct)).toHaveLength(1);
  });

  it('stands the easels on the floor side by side, apart and at least a tap target wide', () => {
    for (const [W, count, minTarget] of [
      [960, 5, 64],
      [1600, 5, 64],
      [720, 4, 89],
    ] as const) {
      const plans = planEasels(count, 30, W - 30, [552], 300, minTarget);
      expect(plans).toHaveLength(count);
      for (const p of plans) {
        expect(p.w).toBeGreaterThanOrEqual(minTarget);
        // Board and legs: the legs reach the floor, the whole easel fits the height.
        expect(p.y + p.h).toBe(552);
        expect(p.h * 1.5).toBeLessThanOrEqual(300 + 0.001);
      }
      for (let i = 1; i < plans.length; i++) {
        const a = plans[i - 1]!;
        const b = plans[i]!;
        // Tap circles (radius 0.55 of a board's width) never overlap.
        expect(b.x - a.x).toBeGreaterThanOrEqual(a.w * 1.1);
      }
      expect(plans[0]!.x - plans[0]!.w / 2).toBeGreaterThanOrEqual(30);
      expect(plans.at(-1)!.x + plans.at(-1)!.w / 2).toBeLessThanOrEqual(W - 30);
    }
  });

  it('stands four easels on a phone in two rows of two', () => {
    const two = planEasels(4, 30, 690, [700, 1000], 240, 89);
    expect(two.map((p) => p.y + p.h)).toEqual([700, 700, 1000, 1000]);
    expect(planEasels(3, 30, 690, [700, 1000], 240, 89)[2]!.x).toBe(360);
  });

  it('lays the studio out top to bottom: sign, easels, then balloon and painting on the floor', () => {
    for (const [W, H, portrait] of [
      [1280, 720, false],
      [960, 720, false],
      [1600, 720, false],
      [720, 1558, true],
      [720, 960, true],
    ] as const) {
      const l = studioLayout(W, H, portrait, 92);
      expect(l.signY - l.signH / 2).toBeGreaterThan(92);
      const top = l.signY + l.signH / 2;
      // The tallest easel with its arrow fits between the sign and its floor.
      expect(l.rows[0]! - l.easelMax).toBeGreaterThan(top);
      expect(l.easelMax).toBeGreaterThanOrEqual(120);
      for (let i = 1; i < l.rows.length; i++)
        expect(l.rows[i]! - l.rows[i - 1]!).toBeGreaterThan(l.easelMax + 40);
      const floor = l.rows.at(-1)!;
      expect(l.balloonY).toBeGreaterThan(floor);
      expect(l.balloonY).toBeLessThan(H);
      const p = l.painting;
      expect(p.y - p.h / 2).toBeGreaterThanOrEqual(floor);
      expect(p.y + p.h / 2).toBeLessThanOrEqual(H);
      expect(p.x + p.w / 2).toBeLessThanOrEqual(W);
      // The painting stands clear of the balloon's bucket (130 wide).
      expect(p.x - p.w / 2).toBeGreaterThan(l.balloonX + 65);
    }
  });

  it('colours the rainbow band by band: the last planned sum finishes it, never more than seven bands', () => {
    expect(bandsPainted(0, 10)).toBe(0);
    expect(bandsPainted(10, 10)).toBe(RAINBOW.length);
    expect(bandsPainted(14, 10)).toBe(RAINBOW.length);
    expect(bandsPainted(7, 7)).toBe(7);
    for (let hits = 1; hits <= 10; hits++)
      expect(bandsPainted(hits, 10)).toBeGreaterThanOrEqual(bandsPainted(hits - 1, 10));
    expect(bandsPainted(3, 0)).toBe(0);
    expect(paintColor(0)).toBe(RAINBOW[0]);
    expect(paintColor(RAINBOW.length + 2)).toBe(RAINBOW[2]);
  });

  it('shows the finished painting at the end of every round, in a golden frame when all was right at once', () => {
    expect(surpriseFor(10, 10)).toBe('gold');
    expect(surpriseFor(9, 10)).toBe('finished');
    expect(surpriseFor(0, 0)).toBe('finished');
  });

  it('a round of throws: right and wrong throws are scored by the round', () => {
    const round = new RoundMachine(windowOf(['add:6+7', 'add:8+8']), { gameId: 'verfgooien' });
    round.start(0);
    const first = round.current?.sum;
    if (!first) throw new Error('no sum');
    const wrong = canvasChoices(first, 5, 4).find((v) => !checkAnswer(first, v).correct);
    expect(round.answer(wrong ?? null, 900)?.correct).toBe(false);
    expect(round.next(1000)).toMatchObject({ retry: true });
    round.answer({ kind: 'number', value: 13 }, 1500);
    round.next(1600);
    round.answer({ kind: 'number', value: 16 }, 2000);
    expect(round.next(2100)).toBeNull();
    expect(round.result()).toMatchObject({ answered: 3, correct: 2, firstTimeRight: 1 });
  });
});

describe('verfgooien test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) {
      const count = choiceCount(s, 'mouse', false);
      expect(canvasChoices(s, count, 'test')).toContainEqual(s.answer);
    }
  });
});
