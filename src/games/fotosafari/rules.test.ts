import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../domain/sums/check';
import { arrayPlanFor, askedValue } from '../kit/array';
import { sum, testWindowSums } from '../kit/testing';
import { manifest } from './manifest';
import {
  albumPlan,
  ANIMALS,
  animalFor,
  askKey,
  framedText,
  padDigits,
  photosTaken,
  RARE_ANIMALS,
  rareAnimalFor,
} from './rules';

describe('fotosafari rules', () => {
  it('has an array for every sum of its test window, asking exactly the answer', () => {
    const sums = testWindowSums(manifest);
    const operations = new Set(sums.map((s) => s.features.operation));
    expect([...operations].sort()).toEqual(['divide', 'double', 'half', 'multiply']);
    for (const s of sums) {
      const plan = arrayPlanFor(s);
      expect(plan, s.id).not.toBeNull();
      if (plan) expect(checkAnswer(s, { kind: 'number', value: askedValue(plan) }).correct, s.id).toBe(true);
    }
  });

  it('asks the number the array stands for', () => {
    const texts = manifest.texts.nl;
    const ask = (key: string): string => {
      const plan = arrayPlanFor(sum(key));
      return plan ? texts[askKey(plan.asked)] : '';
    };
    expect(ask('mul:3x4')).toBe('Hoeveel dieren samen?');
    expect(ask('div:12:3')).toBe('Hoeveel in één rij?');
    expect(ask('half:10')).toBe('Hoeveel in één rij?');
    expect(ask('mul:_x4=12')).toBe('Hoeveel rijen?');
    expect(framedText(3, 4, texts)).toBe('3 rijen van 4');
    expect(framedText(1, 4, texts)).toBe('1 rij van 4');
    expect(framedText(2, 1, manifest.texts.en)).toBe('2 rows of 1');
  });

  it('shows a new animal each sum', () => {
    expect(animalFor(0)).not.toBe(animalFor(1));
    expect(new Set(ANIMALS.map((_, i) => animalFor(i))).size).toBe(ANIMALS.length);
    expect(animalFor(ANIMALS.length)).toBe(animalFor(0));
  });

  it('plans a place in the album for every sum, inside its box and without overlap', () => {
    for (const [capacity, w, h] of [
      [8, 190, 540],
      [10, 520, 120],
      [1, 190, 540],
      [16, 190, 540],
    ] as const) {
      const plan = albumPlan(capacity, w, h, 8);
      expect(plan.places).toHaveLength(capacity);
      expect(plan.cols * plan.rows).toBeGreaterThanOrEqual(capacity);
      for (const p of plan.places) {
        expect(p.x - plan.w / 2).toBeGreaterThanOrEqual(-0.01);
        expect(p.x + plan.w / 2).toBeLessThanOrEqual(w + 0.01);
        expect(p.y - plan.h / 2).toBeGreaterThanOrEqual(-0.01);
        expect(p.y + plan.h / 2).toBeLessThanOrEqual(h + 0.01);
      }
      for (let i = 0; i < plan.places.length; i++)
        for (let j = i + 1; j < plan.places.length; j++) {
          const a = plan.places[i]!;
          const b = plan.places[j]!;
          expect(Math.abs(a.x - b.x) >= plan.w - 0.01 || Math.abs(a.y - b.y) >= plan.h - 0.01).toBe(true);
        }
    }
    // A wide strip lays the photos in a row, a tall column stacks them.
    expect(albumPlan(8, 600, 120).rows).toBe(1);
    expect(albumPlan(8, 190, 540).cols).toBeLessThanOrEqual(2);
  });

  it('takes a photo per right answer until the album is full', () => {
    expect(photosTaken(0, 8)).toBe(0);
    expect(photosTaken(5, 8)).toBe(5);
    expect(photosTaken(12, 8)).toBe(8);
  });

  it('gives the pad room for the answer without telling its length', () => {
    expect(padDigits(sum('mul:3x4'))).toBe(3);
    expect(padDigits(sum('dbl:2500'))).toBe(4);
  });

  it('picks a rare animal from the window, beside the end card when there is room', () => {
    expect(rareAnimalFor('abc')).toBe(rareAnimalFor('abc'));
    const seen = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(rareAnimalFor));
    expect(seen.size).toBe(RARE_ANIMALS.length);
  });
});
