import { z } from 'zod';
import { parseSumKey } from './spec';

/** A sum key that parses to a valid sum (e.g. `add:7+5`). */
export const sumKeySchema = z
  .string()
  .min(3)
  .max(120)
  .refine((key) => parseSumKey(key) !== null, { message: 'unknown or invalid sum key' });

const whole = z.number().int().min(0).max(1_000_000);

export const comparatorSchema = z.enum(['<', '>', '=']);

/** An answer value as a game sends it. */
export const answerValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('number'), value: z.number().finite() }).strict(),
  z.object({ kind: z.literal('comparison'), value: comparatorSchema }).strict(),
  z.object({ kind: z.literal('order'), values: z.array(whole).min(1).max(20) }).strict(),
  z.object({ kind: z.literal('split'), parts: z.tuple([whole, whole]) }).strict(),
  z.object({ kind: z.literal('money'), pieces: z.array(whole).min(1).max(50) }).strict(),
]);

/** One answer as the client submits it (see `AnswerSubmission`). */
export const answerSubmissionSchema = z
  .object({
    clientAnswerId: z.string().min(8).max(64),
    sumWindowId: z.string().min(1).max(64),
    sumId: sumKeySchema,
    position: z.number().int().min(0).max(1000).nullable(),
    kind: z.enum(['planned', 'easier', 'comeback']),
    given: answerValueSchema.nullable(),
    responseTimeMs: z.number().int().min(0).max(3_600_000),
    answeredAt: z.iso.datetime({ offset: true }),
  })
  .strict();
