/** The pure domain of the practice engine: sums, generators, curriculum, the adaptive engine and the teacher insight's measures. */
export * from './sums';
export * from './generators';
export * from './curriculum';
export * from './engine';
export * from './insight';
export { createRng, seedFrom } from './random';
export type { Rng } from './random';
export type { LocalizedText } from './localized-text';
export * from './content';
