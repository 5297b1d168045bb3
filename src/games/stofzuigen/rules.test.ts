import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { RoundMachine } from '../kit/round';
import { sum, testWindowSums, windowOf } from '../kit/testing';
import { manifest } from './manifest';
import { crumbSpots, pileChoices, planPiles, roomMess, type Field } from './rules';

const wide: Field = { left: 24, right: 1256, top: 260, bottom: 570 };
const tall: Field = { left: 24, right: 696, top: 280, bottom: 1380 };

function overlap(
  a: { x: number; y: number; radius: number },
  b: { x: number; y: number; radius: number },
): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) < a.radius + b.radius;
}

describe('stofzuigen rules', () => {
  it('puts exactly one right answer on the dust piles: four, or three for a comparison', () => {
    const s = sum('sub:13-5');
    const values = pileChoices(s, 'w:0');
    expect(values).toHaveLength(4);
    expect(values.filter((v) => checkAnswer(s, v).correct)).toHaveLength(1);
    const compare = sum('cmp:7?9');
    expect(pileChoices(compare, 'w:1')).toHaveLength(3);
  });

  it('lays the piles on the floor without overlap, inside the field, at least a tap target across', () => {
    for (const [field, portrait] of [
      [wide, false],
      [tall, true],
    ] as const) {
      for (const count of [3, 4]) {
        for (let seed = 1; seed < 40; seed += 7) {
          const plans = planPiles(count, field, 120, portrait, seed);
          expect(plans).toHaveLength(count);
          for (const p of plans) {
            expect(p.radius).toBeGreaterThanOrEqual(60);
            expect(p.x - p.radius).toBeGreaterThanOrEqual(field.left - 0.001);
            expect(p.x + p.radius).toBeLessThanOrEqual(field.right + 0.001);
            expect(p.y - p.radius).toBeGreaterThanOrEqual(field.top - 0.001);
            expect(p.y + p.radius).toBeLessThanOrEqual(field.bottom + 0.001);
          }
          for (let i = 0; i < plans.length; i++)
            for (let j = i + 1; j < plans.length; j++)
              expect(overlap(plans[i]!, plans[j]!), `${count} piles, seed ${seed}`).toBe(false);
        }
      }
    }
  });

  it('zig-zags the row on a wide screen: neighbours lie at different heights', () => {
    const plans = planPiles(4, wide, 64, false, 3);
    for (let i = 1; i < plans.length; i++) expect(plans[i]!.y).not.toBeCloseTo(plans[i - 1]!.y, 0);
  });

  it('cleans the room sum by sum: fewer crumbs, a smaller heap, and the coin when all are done', () => {
    expect(roomMess(0, 8)).toEqual({ crumbsLeft: 8, heapScale: 1, found: false });
    const half = roomMess(4, 8);
    expect(half.crumbsLeft).toBe(4);
    expect(half.heapScale).toBeLessThan(1);
    expect(half.heapScale).toBeGreaterThan(0);
    expect(roomMess(8, 8)).toEqual({ crumbsLeft: 0, heapScale: 0, found: true });
    expect(roomMess(0, 0).found).toBe(false);
    const spots = crumbSpots(8, wide, 29);
    expect(spots).toHaveLength(8);
    for (const s of spots) {
      expect(s.y).toBeGreaterThanOrEqual(wide.top);
      expect(s.y).toBeLessThanOrEqual(wide.bottom);
    }
  });

  it('a round of sucked-up piles: right and wrong ones are scored by the round', () => {
    const round = new RoundMachine(windowOf(['sub:9-4', 'sub:12-5']), { gameId: 'stofzuigen' });
    round.start(0);
    const first = round.current?.sum;
    if (!first) throw new Error('no sum');
    const wrong = pileChoices(first, 'x').find((v) => !checkAnswer(first, v).correct);
    expect(round.answer(wrong ?? null, 900)?.correct).toBe(false);
    expect(round.next(1000)).toMatchObject({ retry: true });
    round.answer({ kind: 'number', value: 5 }, 1500);
    round.next(1600);
    round.answer({ kind: 'number', value: 7 }, 2000);
    expect(round.next(2100)).toBeNull();
    expect(round.result()).toMatchObject({ answered: 3, correct: 2, firstTimeRight: 1 });
  });
});

describe('stofzuigen test window', () => {
  it('holds only sums these rules can show', () => {
    for (const s of testWindowSums(manifest)) expect(pileChoices(s, 'test')).toContainEqual(s.answer);
  });
});
