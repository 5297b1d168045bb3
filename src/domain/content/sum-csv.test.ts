import { describe, expect, it } from 'vitest';
import { keyOfWrittenSum, parseSumCsv, sumCsv } from './sum-csv';

describe('sum collections as CSV', () => {
  it('reads sum keys and written sums, skipping a header and empty lines', () => {
    expect(
      parseSumCsv('som\n7 + 5\nadd:8+5\n\n6 × 7 =\n12 : 3\n8 + _ = 13\n13 − 6 = ?\n"ord:asc:3,5,7"'),
    ).toEqual({
      keys: ['add:7+5', 'add:8+5', 'mul:6x7', 'div:12:3', 'add:8+_=13', 'sub:13-6', 'ord:asc:3,5,7'],
      problems: [],
    });
  });

  it('names every bad line by its number and reason', () => {
    expect(parseSumCsv('7 + 5\n5 - 7\n7+5\nhallo\n6 x 7', ['mul:6x7']).problems).toEqual([
      { line: 2, text: '5 - 7', reason: 'notASum' },
      { line: 3, text: '7+5', reason: 'duplicate', firstLine: 1 },
      { line: 4, text: 'hallo', reason: 'notASum' },
      { line: 5, text: '6 x 7', reason: 'alreadyInCollection' },
    ]);
    expect(keyOfWrittenSum('_ + _ = 10')).toBeNull();
  });

  it('writes a CSV that reads back as the same sums', () => {
    const keys = ['add:7+5', 'ord:asc:3,5,7', 'bond:10=3+_', 'money:pay:250'];
    const csv = sumCsv(keys);
    expect(csv.split('\r\n')[0]).toBe('som,tekst,antwoord');
    expect(parseSumCsv(csv)).toEqual({ keys, problems: [] });
  });
});
