import { z } from 'zod';
import { EURO_DENOMINATIONS } from '../sums/money';

/**
 * Generator settings (gensettingssommen) as data: a generator id plus its parameters. Office staff
 * edit them; the database stores them as JSON; `parseGeneratorSetting` validates and fills defaults.
 */

const int = z.number().int();
const arithmeticForms = z
  .array(z.enum(['result', 'missingFirst', 'missingSecond']))
  .min(1)
  .refine((forms) => new Set(forms).size === forms.length, { message: 'forms must be distinct' });

/** Whether a sum must (only), may (any) or must not (none) cross a ten or hundred. */
export const crossingSchema = z.enum(['any', 'none', 'only']);

const addSubtractParams = z
  .object({
    /** Largest number in the sum (the sum of an addition, the first number of a subtraction). */
    max: int.min(5).max(10000),
    /** The largest number is at least this (e.g. 11 for "tot 20" without the sums "tot 10"). */
    minTotal: int.min(0).default(0),
    minOperand: int.min(0).default(1),
    /** What the second number is: anything, units (1-9), whole tens (10-90) or whole hundreds. */
    second: z.enum(['any', 'units', 'tens', 'hundreds']).default('any'),
    /** Both numbers are multiples of this (10 for "30 + 40"). */
    multipleOf: z.union([z.literal(1), z.literal(5), z.literal(10), z.literal(100)]).default(1),
    crossing: crossingSchema.default('any'),
    crossingHundred: crossingSchema.default('any'),
    forms: arithmeticForms.default(['result']),
  })
  .strict()
  .refine((p) => p.minTotal <= p.max, { message: 'minTotal must not exceed max' })
  .refine((p) => p.max / p.multipleOf <= 2000, {
    message: 'max / multipleOf must be at most 2000 (use a larger multipleOf)',
  });

const multiplyParams = z
  .object({
    tables: z.array(int.min(1).max(20)).min(1).max(20),
    minFactor: int.min(0).max(20).default(1),
    maxFactor: int.min(1).max(20).default(10),
    /** Also ask the commuted fact (7 × 3 next to 3 × 7). */
    commuted: z.boolean().default(false),
    forms: arithmeticForms.default(['result']),
  })
  .strict()
  .refine((p) => p.minFactor <= p.maxFactor, { message: 'minFactor must not exceed maxFactor' });

const divideParams = z
  .object({
    tables: z.array(int.min(1).max(20)).min(1).max(20),
    minQuotient: int.min(0).max(20).default(1),
    maxQuotient: int.min(1).max(20).default(10),
    forms: arithmeticForms.default(['result']),
  })
  .strict()
  .refine((p) => p.minQuotient <= p.maxQuotient, { message: 'minQuotient must not exceed maxQuotient' });

/** For doubling: the number doubled; for halving: the half (the answer). */
const doubleHalfParams = z
  .object({
    min: int.min(0).max(5000).default(1),
    max: int.min(1).max(5000),
    multipleOf: z
      .union([z.literal(1), z.literal(5), z.literal(10), z.literal(50), z.literal(100)])
      .default(1),
  })
  .strict()
  .refine((p) => p.min <= p.max, { message: 'min must not exceed max' });

const bondParams = z
  .object({
    minWhole: int.min(1).max(100).default(2),
    maxWhole: int.min(1).max(100),
    /** `part`: one part given; `free`: any split; `mixed`: both. */
    form: z.enum(['part', 'free', 'mixed']).default('part'),
    includeZero: z.boolean().default(false),
  })
  .strict()
  .refine((p) => p.minWhole <= p.maxWhole, { message: 'minWhole must not exceed maxWhole' });

const complementParams = z
  .object({
    target: z.union([z.literal(10), z.literal(20), z.literal(100), z.literal(1000)]),
    /** The given part is a multiple of this (10 for "30 + _ = 100"). */
    multipleOf: z
      .union([z.literal(1), z.literal(5), z.literal(10), z.literal(50), z.literal(100)])
      .default(1),
    crossing: crossingSchema.default('any'),
  })
  .strict();

const countParams = z
  .object({
    min: int.min(0).max(10000).default(0),
    max: int.min(3).max(10000),
    steps: z.array(int.min(1).max(1000)).min(1).max(10).default([1]),
    direction: z.enum(['up', 'down', 'both']).default('up'),
    /** Start on a multiple of the step (5, 10, 15 rather than 3, 8, 13). */
    aligned: z.boolean().default(false),
  })
  .strict()
  .refine((p) => p.min < p.max, { message: 'min must be below max' });

const compareParams = z
  .object({
    min: int.min(0).default(0),
    max: int.min(1).max(100000),
    /** Largest difference between the two numbers; small means harder. */
    maxDifference: int.min(0).optional(),
    includeEqual: z.boolean().default(true),
  })
  .strict()
  .refine((p) => p.min < p.max, { message: 'min must be below max' });

const orderParams = z
  .object({
    min: int.min(0).default(0),
    max: int.min(5).max(100000),
    count: int.min(3).max(8).default(4),
    direction: z.enum(['asc', 'desc', 'both']).default('asc'),
  })
  .strict()
  .refine((p) => p.max - p.min + 1 >= p.count, { message: 'range too small for count' });

const numberLineParams = z
  .object({
    min: int.min(0).default(0),
    max: int.min(1).max(100000),
    tick: int.min(1),
    mode: z.enum(['read', 'place', 'both']).default('read'),
    /** Numbers to place are multiples of this. */
    multipleOf: int.min(1).default(1),
  })
  .strict()
  .refine((p) => p.max > p.min && (p.max - p.min) % p.tick === 0 && (p.max - p.min) / p.tick <= 100, {
    message: 'the line must hold a whole number of ticks (at most 100)',
  });

const moneyParams = z
  .object({
    mode: z.enum(['count', 'pay', 'change']),
    minCents: int.min(1).default(5),
    maxCents: int.min(5).max(100000),
    multipleOf: z
      .union([z.literal(1), z.literal(5), z.literal(10), z.literal(50), z.literal(100)])
      .default(5),
    /** Coins and notes used to make counting amounts and to pay with in `change`. */
    pieces: z
      .array(
        z
          .number()
          .int()
          .refine((p) => EURO_DENOMINATIONS.includes(p), { message: 'not a euro coin or note' }),
      )
      .min(1)
      .default([5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]),
  })
  .strict()
  .refine((p) => p.minCents <= p.maxCents, { message: 'minCents must not exceed maxCents' });

export const generatorSettingSchema = z.discriminatedUnion('generator', [
  z.object({ generator: z.literal('add'), params: addSubtractParams }).strict(),
  z.object({ generator: z.literal('subtract'), params: addSubtractParams }).strict(),
  z.object({ generator: z.literal('multiply'), params: multiplyParams }).strict(),
  z.object({ generator: z.literal('divide'), params: divideParams }).strict(),
  z.object({ generator: z.literal('double'), params: doubleHalfParams }).strict(),
  z.object({ generator: z.literal('half'), params: doubleHalfParams }).strict(),
  z.object({ generator: z.literal('bond'), params: bondParams }).strict(),
  z.object({ generator: z.literal('complement'), params: complementParams }).strict(),
  z.object({ generator: z.literal('count'), params: countParams }).strict(),
  z.object({ generator: z.literal('compare'), params: compareParams }).strict(),
  z.object({ generator: z.literal('order'), params: orderParams }).strict(),
  z.object({ generator: z.literal('numberLine'), params: numberLineParams }).strict(),
  z.object({ generator: z.literal('money'), params: moneyParams }).strict(),
]);

/** A validated generator setting with every default filled in. */
export type GeneratorSetting = z.output<typeof generatorSettingSchema>;
/** A generator setting as stored or typed by office staff (defaults may be left out). */
export type GeneratorSettingInput = z.input<typeof generatorSettingSchema>;
export type GeneratorId = GeneratorSetting['generator'];
export type GeneratorParams<G extends GeneratorId> = Extract<GeneratorSetting, { generator: G }>['params'];
/** Parameters as typed in (defaults may be left out). */
export type GeneratorParamsInput<G extends GeneratorId> = Extract<
  GeneratorSettingInput,
  { generator: G }
>['params'];

export const GENERATOR_IDS: readonly GeneratorId[] = generatorSettingSchema.options.map(
  (o) => o.shape.generator.value,
);

/** Validates a stored or edited setting and fills defaults; throws a ZodError when invalid. */
export function parseGeneratorSetting(input: unknown): GeneratorSetting {
  return generatorSettingSchema.parse(input);
}
