import { buildSum } from '../sums/build';
import { keyOf } from '../sums/spec';
import type { Sum, SumId } from '../sums/types';
import { createRng } from '../random';
import { BANK_LIMIT, enumerateSpecs } from './enumerate';
import { parseGeneratorSetting } from './settings';
import type { GeneratorSetting, GeneratorSettingInput } from './settings';

const cache = new Map<string, readonly Sum[]>();
/** Enough for every setting of the seeded learning line (about 110) plus custom tasks. */
const CACHE_SIZE = 256;

/**
 * The item bank of a setting: every sum it can produce (or a fixed representative sample of at most
 * `BANK_LIMIT` for huge spaces). The adaptive engine rates and selects from this set.
 * Results are memoised per setting (the bank is a pure function of the setting).
 */
export function itemBank(input: GeneratorSetting | GeneratorSettingInput): readonly Sum[] {
  const setting = parseGeneratorSetting(input);
  const key = JSON.stringify(setting);
  const hit = cache.get(key);
  if (hit) {
    // Least recently used goes first: re-insert on every hit.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const sums = enumerateSpecs(setting, BANK_LIMIT).map(buildSum);
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, sums);
  return sums;
}

export function itemBankKeys(input: GeneratorSetting | GeneratorSettingInput): SumId[] {
  const setting = parseGeneratorSetting(input);
  return enumerateSpecs(setting, BANK_LIMIT).map(keyOf);
}

/**
 * `count` sums drawn from the setting's bank, deterministic for a seed: every sum of the bank is used
 * once before any repeats, and the same sum never appears twice in a row.
 */
export function generateSums(
  input: GeneratorSetting | GeneratorSettingInput,
  options: { seed: string | number; count: number },
): Sum[] {
  const bank = itemBank(input);
  if (bank.length === 0 || options.count <= 0) return [];
  const rng = createRng(options.seed);
  const result: Sum[] = [];
  let deck: Sum[] = [];
  while (result.length < options.count) {
    if (deck.length === 0) {
      deck = rng.shuffle(bank);
      const previous = result[result.length - 1];
      if (previous && deck.length > 1 && deck[0]?.id === previous.id) deck.push(deck.shift() as Sum);
    }
    result.push(deck.shift() as Sum);
  }
  return result;
}
