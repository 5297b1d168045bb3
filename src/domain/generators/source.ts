import { z } from 'zod';
import { collectionSums } from './collections';
import type { SumCollection } from './collections';
import { itemBank } from './bank';
import { generatorSettingSchema } from './settings';
import type { GeneratorSettingInput } from './settings';
import type { Sum } from '../sums/types';

/**
 * Where a practice task gets its sums: a generator setting, several settings mixed (e.g. + and -
 * to 20 together), or a fixed sum collection.
 */
export type SumSource =
  | { readonly type: 'generator'; readonly setting: GeneratorSettingInput }
  | { readonly type: 'mix'; readonly settings: readonly GeneratorSettingInput[] }
  | { readonly type: 'collection'; readonly collectionId: string };

export const sumSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('generator'), setting: generatorSettingSchema }).strict(),
  z.object({ type: z.literal('mix'), settings: z.array(generatorSettingSchema).min(2).max(12) }).strict(),
  z.object({ type: z.literal('collection'), collectionId: z.string().min(1).max(64) }).strict(),
]);

/** The item bank of a source; collections are looked up with `findCollection`. */
export function sourceItems(
  source: SumSource,
  findCollection: (id: string) => SumCollection | undefined,
): readonly Sum[] {
  if (source.type === 'generator') return itemBank(source.setting);
  if (source.type === 'mix') {
    const seen = new Set<string>();
    return source.settings
      .flatMap((setting) => itemBank(setting))
      .filter((sum) => !seen.has(sum.id) && seen.add(sum.id));
  }
  const collection = findCollection(source.collectionId);
  if (!collection) throw new Error(`unknown sum collection: ${source.collectionId}`);
  return collectionSums(collection);
}
