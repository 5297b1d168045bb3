import { describe, expect, it } from 'vitest';
import { firstTries } from './rounds';

const answer = (
  sumKey: string,
  correct: boolean,
  position: number | null = null,
  kind: string | null = null,
) => ({
  sumKey,
  correct,
  position,
  kind,
});

describe('first tries of a round', () => {
  it('takes the position and kind the client sends; easier sums and comebacks do not count', () => {
    const planned = ['mul:3x7', 'mul:4x7', 'mul:3x7'];
    const tries = firstTries(planned, [
      answer('mul:3x7', false, 0, 'planned'),
      answer('add:1+1', true, null, 'easier'),
      answer('mul:3x7', true, 0, 'comeback'),
      answer('mul:4x7', true, 1, 'planned'),
      answer('mul:3x7', true, 2, 'planned'),
    ]);
    expect([...tries]).toEqual([
      [0, false],
      [1, true],
      [2, true],
    ]);
  });

  it('an answer without a position is no first try: the position is never guessed from the sum', () => {
    const planned = ['mul:3x7', 'mul:4x7', 'mul:3x7'];
    const tries = firstTries(planned, [
      answer('mul:3x7', true),
      answer('mul:3x7', false, 2),
      answer('mul:9x9', true),
    ]);
    // Stored without a kind (before kinds were kept): a first try at the position it names.
    expect([...tries]).toEqual([[2, false]]);
  });

  it('a sum planned at two positions: each position has its own first try, whatever came back between', () => {
    const planned = ['mul:3x7', 'mul:4x7', 'mul:6x7', 'mul:3x7'];
    const tries = firstTries(planned, [
      answer('mul:3x7', true, 0, 'planned'),
      answer('mul:4x7', false, 1, 'planned'),
      answer('add:1+1', true, null, 'easier'),
      answer('mul:4x7', true, 1, 'comeback'),
      answer('mul:6x7', true, 2, 'planned'),
      answer('mul:3x7', false, 3, 'planned'),
      answer('mul:3x7', true, 3, 'comeback'),
    ]);
    expect([...tries]).toEqual([
      [0, true],
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it('ignores a position that does not hold the sum', () => {
    expect(firstTries(['mul:3x7'], [answer('mul:4x7', true, 0, 'planned')]).size).toBe(0);
  });
});
