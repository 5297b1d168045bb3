/** The pure domain of the practice engine: sums, generators, curriculum and the adaptive engine. */
export * from './sums';
export * from './generators';
export * from './curriculum';
export * from './engine';
export { createRng, seedFrom } from './random';
export type { Rng } from './random';
export type { LocalizedText } from './localized-text';
