import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { RoundMachine } from '../kit/round';
import { sum, testWindowSums, windowOf } from '../kit/testing';
import { manifest } from './manifest';
import { flightPoint, landingSpot, leafChoices, pileGrowth, planLeaves, type Field } from './rules';

const wide: Field = { left: 24, right: 1256, top: 270, bottom: 560 };
const tall: Field = { left: 24, right: 696, top: 290, bottom: 1360 };

describe('bladblazen rules', () => {
  it('puts exactly one right answer on the leaves: four, or three for a comparison', () => {
    const s = sum('mul:6x7');
    const values = leafChoices(s, 'w:0');
    expect(values).toHaveLength(4);
    expect(values.filter((v) => checkAnswer(s, v).correct)).toHaveLength(1);
    expect(leafChoices(sum('cmp:40?38'), 'w:1')).toHaveLength(3);
  });

  it('lays the leaves on the lawn without overlap, inside the field, at least a tap target across', () => {
    for (const [field, portrait] of [
      [wide, false],
      [tall, true],
    ] as const) {
      for (const count of [3, 4]) {
        for (let seed = 1; seed < 60; seed += 9) {
          const plans = planLeaves(count, field, 120, portrait, seed);
          for (const p of plans) {
            expect(p.radius).toBeGreaterThanOrEqual(60);
            expect(p.x - p.radius).toBeGreaterThanOrEqual(field.left - 0.001);
            expect(p.x + p.radius).toBeLessThanOrEqual(field.right + 0.001);
            expect(p.y - p.radius).toBeGreaterThanOrEqual(field.top - 0.001);
            expect(p.y + p.radius).toBeLessThanOrEqual(field.bottom + 0.001);
            expect(Math.abs(p.angle)).toBeLessThanOrEqual(25);
          }
          for (let i = 0; i < plans.length; i++)
            for (let j = i + 1; j < plans.length; j++) {
              const a = plans[i]!;
              const b = plans[j]!;
              expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.radius + b.radius);
            }
        }
      }
    }
  });

  it('blows a leaf in an arc from where it lay to the pile, above the straight line', () => {
    const from = { x: 300, y: 400 };
    const to = { x: 1100, y: 640 };
    expect(flightPoint(from, to, 140, 0)).toEqual(from);
    expect(flightPoint(from, to, 140, 1)).toEqual(to);
    const mid = flightPoint(from, to, 140, 0.5);
    expect(mid.y).toBeLessThan((from.y + to.y) / 2);
    expect(mid.x).toBeCloseTo(700, 5);
  });

  it('grows the pile with every sum done and lets the hedgehog out at the end', () => {
    expect(pileGrowth(0, 8)).toEqual({ scale: 0.45, hedgehog: false });
    expect(pileGrowth(4, 8).scale).toBeGreaterThan(0.45);
    expect(pileGrowth(8, 8)).toEqual({ scale: 1, hedgehog: true });
    expect(pileGrowth(0, 0).hedgehog).toBe(false);
    // Blown leaves land on the mound, spread out, and climb as the pile fills.
    const spots = Array.from({ length: 12 }, (_, n) => landingSpot(n));
    for (const s of spots) expect(Math.abs(s.dx)).toBeLessThanOrEqual(0.34);
    expect(spots[11]!.dy).toBeLessThan(spots[0]!.dy + 0.06);
  });

  it('a round of blown leaves: right and wrong ones are scored by the round', () => {
    const round = new RoundMachine(windowOf(['mul:3x4', 'mul:5x5']), { gameId: 'bladblazen' });
    round.start(0);
    const first = round.current?.sum;
    if (!first) throw new Error('no sum');
    const wrong = leafChoices(first, 'x').find((v) => !checkAnswer(first, v).correct);
    expect(round.answer(wrong ?? null, 900)?.correct).toBe(false);
    expect(round.next(1000)).toMatchObject({ retry: true });
    round.answer({ kind: 'number', value: 12 }, 1500);
    round.next(1600);
    round.answer({ kind: 'number', value: 25 }, 2000);
    expect(round.next(2100)).toBeNull();
    expect(round.result()).toMatchObject({ answered: 3, correct: 2, firstTimeRight: 1 });
  });
});

describe('bladblazen test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) expect(leafChoices(s, 'test')).toContainEqual(s.answer);
  });
});
