import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';

describe('seededRandom', () => {
  it('repeats per seed, differs across seeds and stays in [0, 1)', () => {
    const a = seededRandom(7);
    const first = [a(), a(), a()];
    const again = seededRandom(7);
    expect([again(), again(), again()]).toEqual(first);
    expect(seededRandom(8)()).not.toBe(first[0]);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });
});
