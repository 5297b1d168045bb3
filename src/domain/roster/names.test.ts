import { describe, expect, it } from 'vitest';
import { pickUsername } from './names';

class CountingSet extends Set<string> {
  lookups = 0;
  override has(value: string): boolean {
    this.lookups++;
    return super.has(value);
  }
}

describe('pickUsername', () => {
  it('takes the base, then the first free number, around names already in use', () => {
    const taken = new Set(['sam', 'sam3']);
    expect(['sam', 'sam', 'sam', 'noor'].map((base) => pickUsername(base, taken))).toEqual([
      'sam2',
      'sam4',
      'sam5',
      'noor',
    ]);
  });

  it('a school of one name costs lookups in proportion to its size, not its square', () => {
    const taken = new CountingSet();
    const names = Array.from({ length: 3000 }, () => pickUsername('sam', taken));
    expect(new Set(names).size).toBe(3000);
    expect(names.at(-1)).toBe('sam3000');
    expect(taken.lookups).toBeLessThan(3 * 3000);
  });
});
