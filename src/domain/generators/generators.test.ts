import { describe, expect, it } from 'vitest';
import { checkAnswer, sameAnswerValue } from '../sums/check';
import { sumFromKey } from '../sums/build';
import type { Sum } from '../sums/types';
import { generateSums, itemBank, itemBankKeys } from './bank';
import { collectionSums, sumCollectionSchema } from './collections';
import { GENERATOR_IDS, parseGeneratorSetting } from './settings';
import type { GeneratorSettingInput } from './settings';

const SETTINGS: GeneratorSettingInput[] = [
  { generator: 'count', params: { max: 100, steps: [1, 2, 5, 10], direction: 'both' } },
  { generator: 'add', params: { max: 10 } },
  {
    generator: 'add',
    params: { max: 20, minTotal: 11, crossing: 'only', forms: ['result', 'missingFirst', 'missingSecond'] },
  },
  { generator: 'add', params: { max: 100, second: 'units', crossing: 'none' } },
  { generator: 'add', params: { max: 1000, multipleOf: 10, crossingHundred: 'only' } },
  {
    generator: 'subtract',
    params: { max: 20, minTotal: 11, crossing: 'only', forms: ['result', 'missingSecond'] },
  },
  { generator: 'subtract', params: { max: 100, second: 'tens' } },
  {
    generator: 'multiply',
    params: { tables: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], forms: ['result', 'missingFirst', 'missingSecond'] },
  },
  { generator: 'multiply', params: { tables: [12, 15], maxFactor: 12, commuted: true } },
  {
    generator: 'divide',
    params: { tables: [2, 3, 4, 5, 6, 7, 8, 9], forms: ['result', 'missingFirst', 'missingSecond'] },
  },
  { generator: 'double', params: { max: 50 } },
  { generator: 'half', params: { max: 50, multipleOf: 5 } },
  { generator: 'bond', params: { minWhole: 2, maxWhole: 20, form: 'mixed', includeZero: true } },
  { generator: 'complement', params: { target: 10 } },
  { generator: 'complement', params: { target: 100, multipleOf: 5 } },
  { generator: 'compare', params: { max: 100, maxDifference: 5 } },
  { generator: 'order', params: { max: 1000, count: 5, direction: 'both' } },
  { generator: 'numberLine', params: { max: 100, tick: 10, mode: 'both' } },
  { generator: 'money', params: { mode: 'count', maxCents: 2000 } },
  { generator: 'money', params: { mode: 'pay', maxCents: 1000, multipleOf: 5 } },
  { generator: 'money', params: { mode: 'change', maxCents: 2000, multipleOf: 5 } },
];

/** Independent arithmetic check from the display pieces (operands include the answer). */
function verifyArithmetic(sum: Sum): void {
  const [a = NaN, b = NaN, c = NaN] = sum.display.operands;
  const missingIndex = { first: 0, second: 1, result: 2 } as const;
  switch (sum.features.operation) {
    case 'add':
    case 'double':
    case 'complement':
      expect(a + b, sum.id).toBe(c);
      break;
    case 'subtract':
      expect(a - b, sum.id).toBe(c);
      break;
    case 'multiply':
      expect(a * b, sum.id).toBe(c);
      break;
    case 'divide':
    case 'half':
      expect(a / b, sum.id).toBe(c);
      break;
    default:
      return;
  }
  const slot = sum.display.missing;
  if ((slot === 'first' || slot === 'second' || slot === 'result') && sum.answer.kind === 'number') {
    expect(sum.display.operands[missingIndex[slot]], sum.id).toBe(sum.answer.value);
  }
}

describe('every generator', () => {
  it('covers all generator ids in this test', () => {
    expect(new Set(SETTINGS.map((s) => s.generator))).toEqual(new Set(GENERATOR_IDS));
  });

  for (const setting of SETTINGS) {
    describe(`${setting.generator} ${JSON.stringify(setting.params)}`, () => {
      const bank = itemBank(setting);

      it('has a non-empty bank of distinct sums whose keys rebuild the same sum', () => {
        expect(bank.length).toBeGreaterThan(0);
        expect(new Set(bank.map((s) => s.id)).size).toBe(bank.length);
        for (const sum of bank.slice(0, 200)) expect(sumFromKey(sum.id)).toEqual(sum);
      });

      it('gives correct answers and distinct, wrong, non-negative distractors', () => {
        const problems: string[] = [];
        for (const sum of bank) {
          if (!checkAnswer(sum, sum.answer).correct) problems.push(`${sum.id}: answer rejected`);
          const minimum = sum.features.answerKind === 'comparison' ? 2 : 3;
          if (sum.distractors.length < minimum)
            problems.push(`${sum.id}: ${sum.distractors.length} distractors`);
          sum.distractors.forEach((d, i) => {
            const shown = `${sum.id} distractor ${JSON.stringify(d)}`;
            if (checkAnswer(sum, d.value).correct) problems.push(`${shown} is accepted`);
            if (sameAnswerValue(d.value, sum.answer)) problems.push(`${shown} equals the answer`);
            if (sum.distractors.slice(i + 1).some((other) => sameAnswerValue(d.value, other.value)))
              problems.push(`${shown} is repeated`);
            if (d.value.kind === 'number' && d.value.value < 0) problems.push(`${shown} is negative`);
          });
        }
        expect(problems).toEqual([]);
        for (const sum of bank.slice(0, 300)) verifyArithmetic(sum);
      });

      it('is deterministic per seed and never repeats a sum back to back', () => {
        const first = generateSums(setting, { seed: 'abc', count: 40 }).map((s) => s.id);
        const again = generateSums(setting, { seed: 'abc', count: 40 }).map((s) => s.id);
        const other = generateSums(setting, { seed: 'xyz', count: 40 }).map((s) => s.id);
        expect(again).toEqual(first);
        if (bank.length > 3) expect(other).not.toEqual(first);
        if (bank.length > 1) first.slice(1).forEach((id, i) => expect(id).not.toBe(first[i]));
      });
    });
  }
});

describe('generator parameters', () => {
  const ids = (setting: GeneratorSettingInput) => itemBank(setting).map((s) => s.id);

  it('respects crossing rules and ranges', () => {
    for (const sum of itemBank({ generator: 'add', params: { max: 20, crossing: 'only' } })) {
      expect(sum.features.crossesTen).toBe(true);
      expect(sum.display.operands[2]).toBeLessThanOrEqual(20);
    }
    for (const sum of itemBank({
      generator: 'subtract',
      params: { max: 20, minTotal: 11, crossing: 'none' },
    })) {
      expect(sum.features.crossesTen).toBe(false);
      expect(sum.display.operands[0]).toBeGreaterThanOrEqual(11);
    }
    expect(
      ids({ generator: 'add', params: { max: 100, second: 'tens' } }).every((id) =>
        /^add:\d+\+[1-9]0$/.test(id),
      ),
    ).toBe(true);
  });

  it('enumerates a whole times table, in order', () => {
    expect(itemBankKeys({ generator: 'multiply', params: { tables: [7] } })).toEqual([
      'mul:1x7',
      'mul:2x7',
      'mul:3x7',
      'mul:4x7',
      'mul:5x7',
      'mul:6x7',
      'mul:7x7',
      'mul:8x7',
      'mul:9x7',
      'mul:10x7',
    ]);
    expect(ids({ generator: 'divide', params: { tables: [3], maxQuotient: 3 } })).toEqual([
      'div:3:3',
      'div:6:3',
      'div:9:3',
    ]);
    expect(
      ids({ generator: 'multiply', params: { tables: [12], minFactor: 11, maxFactor: 12, commuted: true } }),
    ).toEqual(['mul:11x12', 'mul:12x11', 'mul:12x12']);
  });

  it('enumerates bonds and complements', () => {
    expect(ids({ generator: 'bond', params: { minWhole: 10, maxWhole: 10 } })).toHaveLength(9);
    expect(ids({ generator: 'bond', params: { minWhole: 5, maxWhole: 5, form: 'free' } })).toEqual([
      'bond:5=_+_',
    ]);
    expect(ids({ generator: 'complement', params: { target: 100, multipleOf: 10 } })).toHaveLength(9);
  });

  it('caps huge spaces with a stable sample', () => {
    const big = itemBankKeys({ generator: 'add', params: { max: 1000 } });
    expect(big.length).toBe(2000);
    expect(itemBankKeys({ generator: 'add', params: { max: 1000 } })).toEqual(big);
  });

  it('uses each sum once before repeating', () => {
    const drawn = generateSums(
      { generator: 'multiply', params: { tables: [7] } },
      { seed: 3, count: 10 },
    ).map((s) => s.id);
    expect(new Set(drawn).size).toBe(10);
  });

  it('validates settings and fills defaults', () => {
    const parsed = parseGeneratorSetting({ generator: 'add', params: { max: 20 } });
    expect(parsed).toEqual({
      generator: 'add',
      params: {
        max: 20,
        minTotal: 0,
        minOperand: 1,
        second: 'any',
        multipleOf: 1,
        crossing: 'any',
        crossingHundred: 'any',
        forms: ['result'],
      },
    });
    expect(() => parseGeneratorSetting({ generator: 'add', params: { max: 20, minTotal: 30 } })).toThrow();
    expect(() => parseGeneratorSetting({ generator: 'add', params: { max: 20, colour: 'red' } })).toThrow();
    expect(() => parseGeneratorSetting({ generator: 'power', params: {} })).toThrow();
    expect(() => parseGeneratorSetting({ generator: 'multiply', params: { tables: [] } })).toThrow();
    expect(() =>
      parseGeneratorSetting({ generator: 'money', params: { mode: 'count', maxCents: 100, pieces: [300] } }),
    ).toThrow();
    expect(() => parseGeneratorSetting({ generator: 'numberLine', params: { max: 100, tick: 7 } })).toThrow();
  });
});

describe('sum collections', () => {
  it('validates keys and keeps the order', () => {
    const collection = {
      id: 'c1',
      name: { nl: 'Lastige sommen', en: 'Tricky sums' },
      sumKeys: ['mul:7x8', 'add:8+5', 'bond:10=4+_'],
    };
    expect(sumCollectionSchema.safeParse(collection).success).toBe(true);
    expect(collectionSums(collection).map((s) => s.display.text)).toEqual([
      '7 × 8 = _',
      '8 + 5 = _',
      '10 = 4 + _',
    ]);
    expect(sumCollectionSchema.safeParse({ ...collection, sumKeys: ['mul:7x8', 'sub:3-5'] }).success).toBe(
      false,
    );
    expect(sumCollectionSchema.safeParse({ ...collection, sumKeys: ['mul:7x8', 'mul:7x8'] }).success).toBe(
      false,
    );
  });
});
