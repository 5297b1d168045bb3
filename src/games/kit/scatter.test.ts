import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { RoundMachine } from './round';
import { planScatter, scatterChoices, scatterRowLength, type Field, type ScatterPlan } from './scatter';
import { sum, windowOf } from './testing';

const wide: Field = { left: 24, right: 1256, top: 260, bottom: 570 };
const tall: Field = { left: 24, right: 696, top: 280, bottom: 1380 };

function overlap(a: ScatterPlan, b: ScatterPlan): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) < a.radius + b.radius;
}

describe('scattered answer targets', () => {
  it('puts exactly one right answer on the targets: four, or three for a comparison', () => {
    for (const [id, seed] of [
      ['mul:6x7', 'w:0'],
      ['sub:13-5', 'w:0'],
    ] as const) {
      const s = sum(id);
      const values = scatterChoices(s, seed);
      expect(values).toHaveLength(4);
      expect(values.filter((v) => checkAnswer(s, v).correct)).toHaveLength(1);
    }
    expect(scatterChoices(sum('cmp:40?38'), 'w:1')).toHaveLength(3);
    expect(scatterChoices(sum('cmp:7?9'), 'w:1')).toHaveLength(3);
  });

  it('lays them without overlap, inside the field, at least a tap target across, tilted at most as asked', () => {
    for (const options of [{}, { zigzagHeight: 0.32, maxTilt: 25 }]) {
      for (const [field, portrait] of [
        [wide, false],
        [tall, true],
      ] as const) {
        for (const count of [3, 4]) {
          for (let seed = 1; seed < 60; seed += 4) {
            const plans = planScatter(count, field, 120, portrait, seed, options);
            expect(plans).toHaveLength(count);
            for (const p of plans) {
              expect(p.radius).toBeGreaterThanOrEqual(60);
              expect(p.x - p.radius).toBeGreaterThanOrEqual(field.left - 0.001);
              expect(p.x + p.radius).toBeLessThanOrEqual(field.right + 0.001);
              expect(p.y - p.radius).toBeGreaterThanOrEqual(field.top - 0.001);
              expect(p.y + p.radius).toBeLessThanOrEqual(field.bottom + 0.001);
              expect(Math.abs(p.angle)).toBeLessThanOrEqual(options.maxTilt ?? 0);
            }
            for (let i = 0; i < plans.length; i++)
              for (let j = i + 1; j < plans.length; j++)
                expect(overlap(plans[i]!, plans[j]!), `${count} targets, seed ${seed}`).toBe(false);
          }
        }
      }
    }
  });

  it('zig-zags the row on a wide screen: neighbours lie at different heights', () => {
    for (const options of [{}, { zigzagHeight: 0.32, maxTilt: 25 }]) {
      const plans = planScatter(4, wide, 64, false, 3, options);
      for (let i = 1; i < plans.length; i++) expect(plans[i]!.y).not.toBeCloseTo(plans[i - 1]!.y, 0);
    }
  });

  it('lays two columns on a phone, a short last row centred', () => {
    expect(scatterRowLength(4, true)).toBe(2);
    expect(scatterRowLength(4, false)).toBe(4);
    const four = planScatter(4, tall, 120, true, 11);
    const mid = (tall.left + tall.right) / 2;
    expect(four[0]!.x).toBeLessThan(mid);
    expect(four[1]!.x).toBeGreaterThan(mid);
    expect(four[2]!.y).toBeGreaterThan(four[0]!.y);
    const three = planScatter(3, tall, 120, true, 11);
    expect(three[2]!.x).toBeGreaterThan(mid - (tall.right - tall.left) / 4);
    expect(three[2]!.x).toBeLessThan(mid + (tall.right - tall.left) / 4);
  });

  it('lies the same for the same seed, and otherwise for another', () => {
    const options = { zigzagHeight: 0.32, maxTilt: 25 };
    expect(planScatter(4, wide, 120, false, 7, options)).toEqual(
      planScatter(4, wide, 120, false, 7, options),
    );
    expect(planScatter(4, wide, 120, false, 8, options)).not.toEqual(
      planScatter(4, wide, 120, false, 7, options),
    );
  });

  it('a round of chosen targets: right and wrong ones are scored by the round', () => {
    const round = new RoundMachine(windowOf(['mul:3x4', 'mul:5x5']), { gameId: 'bladblazen' });
    round.start(0);
    const first = round.current?.sum;
    if (!first) throw new Error('no sum');
    const wrong = scatterChoices(first, 'x').find((v) => !checkAnswer(first, v).correct);
    expect(round.answer(wrong ?? null, 900)?.correct).toBe(false);
    expect(round.next(1000)).toMatchObject({ retry: true });
    round.answer({ kind: 'number', value: 12 }, 1500);
    round.next(1600);
    round.answer({ kind: 'number', value: 25 }, 2000);
    expect(round.next(2100)).toBeNull();
    expect(round.result()).toMatchObject({ answered: 3, correct: 2, firstTimeRight: 1 });
  });
});
