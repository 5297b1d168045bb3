import { z } from 'zod';
import { sumFromKey } from '../sums/build';
import { sumKeySchema } from '../sums/schemas';
import type { Sum, SumId } from '../sums/types';
import type { LocalizedText } from '../localized-text';

/** A fixed sum collection (somverzameling): an ordered list of sum keys. */
export interface SumCollection {
  readonly id: string;
  readonly name: LocalizedText;
  readonly sumKeys: readonly SumId[];
}

export const localizedTextSchema = z
  .object({ nl: z.string().min(1).max(200), en: z.string().min(1).max(200) })
  .strict();

export const sumCollectionSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: localizedTextSchema,
    sumKeys: z
      .array(sumKeySchema)
      .min(1)
      .max(2000)
      .refine((keys) => new Set(keys).size === keys.length, { message: 'sum keys must be distinct' }),
  })
  .strict();

/** The sums of a collection, in its order. Throws when a key is invalid (validate with the schema first). */
export function collectionSums(collection: SumCollection): Sum[] {
  return collection.sumKeys.map((key) => {
    const sum = sumFromKey(key);
    if (sum === null) throw new Error(`invalid sum key in collection ${collection.id}: ${key}`);
    return sum;
  });
}
