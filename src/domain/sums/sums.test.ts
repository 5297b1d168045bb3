import { describe, expect, it } from 'vitest';
import { buildSum, sumFromKey } from './build';
import { checkAnswer } from './check';
import { answerChoices } from './choices';
import { dutchAmount, dutchNumber, formatEuro } from './dutch-numbers';
import { fewestPieces } from './money';
import { parseSumKey } from './spec';
import { answerSubmissionSchema, sumKeySchema } from './schemas';
import type { Sum } from './types';

const sum = (key: string): Sum => {
  const built = sumFromKey(key);
  if (!built) throw new Error(`bad key ${key}`);
  return built;
};
const n = (value: number) => ({ kind: 'number', value }) as const;

describe('sum keys', () => {
  it('round-trips every kind of sum through its key', () => {
    const keys = [
      'add:7+5',
      'add:_+5=12',
      'add:7+_=12',
      'sub:12-5',
      'sub:_-5=7',
      'sub:12-_=7',
      'mul:3x4',
      'mul:_x4=12',
      'mul:3x_=12',
      'div:12:3',
      'div:_:3=4',
      'div:12:_=4',
      'dbl:7',
      'half:14',
      'bond:10=3+_',
      'bond:10=_+_',
      'comp:100=35+_',
      'count:5+2',
      'count:20-2',
      'cmp:7?12',
      'ord:asc:12,5,31,8',
      'ord:desc:3,9,4',
      'line:read:0-100/10:70',
      'line:place:0-20/1:13',
      'money:count:200+50+20',
      'money:pay:375',
      'money:change:375/500',
    ];
    for (const key of keys) {
      const spec = parseSumKey(key);
      expect(spec, key).not.toBeNull();
      expect(sum(key).id).toBe(key);
    }
  });

  it('rejects invalid and non-canonical keys', () => {
    for (const key of [
      'sub:3-5',
      'div:7:2',
      'div:7:0',
      'add:07+5',
      'half:7',
      'bond:5=6+_',
      'ord:asc:1,1,2',
      'ord:asc:1,2',
      'money:count:300',
      'money:change:500/500',
      'line:read:0-100/10:35',
      'mul:_x0=0',
      'nonsense',
      'add:1+2+3',
    ]) {
      expect(parseSumKey(key), key).toBeNull();
      expect(sumKeySchema.safeParse(key).success, key).toBe(false);
    }
  });
});

describe('sum content', () => {
  it('renders text and Dutch speech', () => {
    expect(sum('add:7+5').display.text).toBe('7 + 5 = _');
    expect(sum('add:7+5').display.speech).toBe('zeven plus vijf is?');
    expect(sum('add:7+_=12').display.text).toBe('7 + _ = 12');
    expect(sum('add:7+_=12').display.speech).toBe('zeven plus hoeveel is twaalf?');
    expect(sum('div:12:3').display.text).toBe('12 : 3 = _');
    expect(sum('mul:3x4').display.text).toBe('3 × 4 = _');
    expect(sum('mul:3x4').display.speech).toBe('drie keer vier is?');
    expect(sum('count:5+2').display.text).toBe('5, 7, 9, _');
    expect(sum('cmp:7?12').display.text).toBe('7 _ 12');
    expect(sum('bond:10=3+_').display.text).toBe('10 = 3 + _');
    expect(sum('money:count:200+50+20').display.text).toBe('€ 2,00 + € 0,50 + € 0,20 = _');
    expect(sum('sub:42-17').display.missing).toBe('result');
    expect(sum('sub:_-5=7').display.missing).toBe('first');
  });

  it('derives the features (somkenmerken)', () => {
    expect(sum('add:7+5').features).toEqual({
      operation: 'add',
      form: 'result',
      answerKind: 'number',
      range: 20,
      crossesTen: true,
      crossesHundred: false,
      table: null,
    });
    expect(sum('add:13+7').features.crossesTen).toBe(false); // to the ten, not over it
    expect(sum('add:17+13').features.crossesTen).toBe(true);
    expect(sum('add:4+5').features.range).toBe(10);
    expect(sum('sub:20-7').features.crossesTen).toBe(true);
    expect(sum('sub:15-3').features.crossesTen).toBe(false);
    expect(sum('add:70+50').features.crossesHundred).toBe(true);
    expect(sum('add:470+50').features.range).toBe(1000);
    expect(sum('mul:3x7').features.table).toBe(7);
    expect(sum('div:21:7').features.table).toBe(7);
    expect(sum('mul:3x7').features.crossesTen).toBe(false);
    expect(sum('bond:10=3+_').features.answerKind).toBe('split');
    expect(sum('ord:asc:12,5,31,8').features.answerKind).toBe('order');
    expect(sum('money:pay:375').features.answerKind).toBe('money');
    expect(sum('cmp:7?12').features.answerKind).toBe('comparison');
    expect(sum('comp:100=35+_').features.crossesTen).toBe(true);
    expect(sum('comp:100=30+_').features.crossesTen).toBe(false);
    expect(sum('count:8+1').features.crossesTen).toBe(true);
    expect(sum('count:7+1').features.crossesTen).toBe(false);
    expect(sum('count:42-1').features.crossesTen).toBe(true);
  });

  it('computes the correct answers', () => {
    expect(sum('add:_+5=12').answer).toEqual(n(7));
    expect(sum('sub:12-_=7').answer).toEqual(n(5));
    expect(sum('div:_:3=4').answer).toEqual(n(12));
    expect(sum('half:14').answer).toEqual(n(7));
    expect(sum('dbl:35').answer).toEqual(n(70));
    expect(sum('count:20-2').answer).toEqual(n(14));
    expect(sum('comp:100=35+_').answer).toEqual(n(65));
    expect(sum('cmp:7?12').answer).toEqual({ kind: 'comparison', value: '<' });
    expect(sum('ord:desc:3,9,4').answer).toEqual({ kind: 'order', values: [9, 4, 3] });
    expect(sum('bond:10=3+_').answer).toEqual({ kind: 'split', parts: [3, 7] });
    expect(sum('money:count:200+50+20').answer).toEqual(n(270));
    expect(sum('money:change:375/500').answer).toEqual(n(125));
    expect(sum('money:pay:375').answer).toEqual({ kind: 'money', pieces: [200, 100, 50, 20, 5] });
  });

  it('makes distractors from real error patterns', () => {
    const values = (key: string) =>
      sum(key).distractors.map((d) => [d.value.kind === 'number' ? d.value.value : null, d.pattern]);
    expect(values('add:38+5')).toContainEqual([33, 'noCarry']);
    expect(values('add:7+5')).toContainEqual([11, 'countingOnError']);
    expect(values('sub:42-17')).toContainEqual([35, 'reversedSubtraction']);
    expect(values('sub:42-17')).toContainEqual([59, 'wrongOperation']);
    expect(values('mul:3x7')).toContainEqual([28, 'tableNeighbour']);
    expect(values('mul:3x7')).toContainEqual([14, 'tableNeighbour']);
    expect(values('mul:6x7')).toContainEqual([24, 'tensUnitsSwapped']);
    expect(values('comp:100=35+_')).toContainEqual([75, 'noCarry']);
    expect(values('half:14')).toContainEqual([28, 'halfOrDouble']);
    expect(values('count:27+1')).toContainEqual([20, 'noCarry']);
    expect(values('money:count:200+50+20')).toContainEqual([72, 'unitConfusion']);
    const order = sum('ord:asc:12,5,31,8').distractors.map((d) => d.pattern);
    expect(order).toContain('reversedOrder');
    expect(order).toContain('adjacentSwap');
  });

  it('never offers a negative distractor', () => {
    for (const key of ['sub:5-5', 'add:0+1', 'mul:1x1', 'div:1:1', 'count:3-1', 'half:2', 'bond:2=1+_']) {
      const s = sum(key);
      expect(s.distractors.length, key).toBeGreaterThanOrEqual(3);
      for (const d of s.distractors)
        if (d.value.kind === 'number') expect(d.value.value, key).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('checkAnswer', () => {
  it('accepts the answer and rejects distractors, naming their error pattern', () => {
    const s = sum('add:38+5');
    expect(checkAnswer(s, n(43))).toEqual({ correct: true, pattern: null });
    expect(checkAnswer(s, n(33))).toEqual({ correct: false, pattern: 'noCarry' });
    expect(checkAnswer(s, n(99))).toEqual({ correct: false, pattern: null });
    expect(checkAnswer(s, null).correct).toBe(false);
    expect(checkAnswer(s, { kind: 'comparison', value: '<' }).correct).toBe(false);
  });

  it('accepts any split of the whole for a free split', () => {
    const s = sum('bond:10=_+_');
    expect(checkAnswer(s, { kind: 'split', parts: [3, 7] }).correct).toBe(true);
    expect(checkAnswer(s, { kind: 'split', parts: [10, 0] }).correct).toBe(true);
    expect(checkAnswer(s, { kind: 'split', parts: [4, 7] }).correct).toBe(false);
    expect(checkAnswer(s, { kind: 'split', parts: [-1, 11] }).correct).toBe(false);
  });

  it('needs the given part for a bond with a part shown', () => {
    const s = sum('bond:10=3+_');
    expect(checkAnswer(s, { kind: 'split', parts: [3, 7] }).correct).toBe(true);
    expect(checkAnswer(s, { kind: 'split', parts: [4, 6] }).correct).toBe(false);
  });

  it('accepts any valid coins and notes that make the amount', () => {
    const s = sum('money:pay:375');
    expect(checkAnswer(s, { kind: 'money', pieces: [100, 100, 100, 50, 20, 5] }).correct).toBe(true);
    expect(checkAnswer(s, { kind: 'money', pieces: [200, 100, 50, 20, 5] }).correct).toBe(true);
    expect(checkAnswer(s, { kind: 'money', pieces: [300, 75] }).correct).toBe(false); // no such coins
    expect(checkAnswer(s, { kind: 'money', pieces: [200, 100, 50, 20] }).correct).toBe(false);
  });

  it('accepts a number-line placement within half a tick', () => {
    const s = sum('line:place:0-100/10:37');
    expect(checkAnswer(s, n(37)).correct).toBe(true);
    expect(checkAnswer(s, n(41)).correct).toBe(true);
    expect(checkAnswer(s, n(43)).correct).toBe(false);
  });

  it('compares orderings element by element', () => {
    const s = sum('ord:asc:12,5,31,8');
    expect(checkAnswer(s, { kind: 'order', values: [5, 8, 12, 31] }).correct).toBe(true);
    expect(checkAnswer(s, { kind: 'order', values: [31, 12, 8, 5] })).toEqual({
      correct: false,
      pattern: 'reversedOrder',
    });
  });
});

describe('Dutch numbers and money', () => {
  it('spells numbers as read aloud', () => {
    expect(dutchNumber(0)).toBe('nul');
    expect(dutchNumber(13)).toBe('dertien');
    expect(dutchNumber(21)).toBe('eenentwintig');
    expect(dutchNumber(22)).toBe('tweeëntwintig');
    expect(dutchNumber(23)).toBe('drieëntwintig');
    expect(dutchNumber(99)).toBe('negenennegentig');
    expect(dutchNumber(100)).toBe('honderd');
    expect(dutchNumber(135)).toBe('honderdvijfendertig');
    expect(dutchNumber(1000)).toBe('duizend');
    expect(dutchNumber(2500)).toBe('tweeduizend vijfhonderd');
  });

  it('formats and speaks amounts', () => {
    expect(formatEuro(375)).toBe('€ 3,75');
    expect(formatEuro(5)).toBe('€ 0,05');
    expect(dutchAmount(375)).toBe('drie euro vijfenzeventig');
    expect(dutchAmount(50)).toBe('vijftig cent');
    expect(dutchAmount(200)).toBe('twee euro');
    expect(fewestPieces(880)).toEqual([500, 200, 100, 50, 20, 10]);
    expect(fewestPieces(3, [2])).toBeNull();
  });
});

describe('answer submission schema', () => {
  it('accepts a well-formed submission and rejects unknown fields', () => {
    const ok = {
      clientAnswerId: 'c0ffee-0001',
      sumWindowId: 'w1',
      sumId: 'add:7+5',
      position: 0,
      kind: 'planned' as const,
      given: { kind: 'number', value: 12 },
      responseTimeMs: 2300,
      answeredAt: '2025-03-01T09:15:00.000Z',
    };
    expect(answerSubmissionSchema.safeParse(ok).success).toBe(true);
    expect(answerSubmissionSchema.safeParse({ ...ok, given: null }).success).toBe(true);
    expect(answerSubmissionSchema.safeParse({ ...ok, position: null, kind: 'easier' }).success).toBe(true);
    expect(answerSubmissionSchema.safeParse({ ...ok, kind: 'again' }).success).toBe(false);
    expect(answerSubmissionSchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
    expect(answerSubmissionSchema.safeParse({ ...ok, sumId: 'sub:3-5' }).success).toBe(false);
    expect(answerSubmissionSchema.safeParse({ ...ok, responseTimeMs: -1 }).success).toBe(false);
  });
});

describe('buildSum', () => {
  it('throws on an invalid spec', () => {
    expect(() => buildSum({ type: 'divide', a: 7, b: 2, form: 'result' })).toThrow();
  });
});

describe('answerChoices', () => {
  it('mixes the answer with the likeliest distractors, stable per seed', () => {
    const s = sum('mul:3x7');
    const choices = answerChoices(s, 'round-1');
    expect(choices).toHaveLength(4);
    expect(choices).toContainEqual(n(21));
    expect(new Set(choices.map((c) => JSON.stringify(c))).size).toBe(4);
    expect(answerChoices(s, 'round-1')).toEqual(choices);
    expect(answerChoices(sum('cmp:7?12'), 'x', 4)).toHaveLength(3);
  });
});
