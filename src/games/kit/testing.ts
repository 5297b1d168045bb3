/** Helpers for the games' unit tests: sums by key and small windows. */
import { sumFromKey } from '../../domain/sums/build';
import type { Sum, SumWindow } from '../../domain/sums/types';
import type { GameManifest } from '../manifest';
import { windowFromRecipe } from '../testWindow';
import { seededRandom } from './random';

export function sum(key: string): Sum {
  const s = sumFromKey(key);
  if (!s) throw new Error(`bad sum key in test: ${key}`);
  return s;
}

export function windowOf(keys: string[], extra: Partial<SumWindow> = {}): SumWindow {
  return {
    id: 'w1',
    studentId: 's1',
    practiceTaskId: 'p1',
    gameId: 'bellenprikken',
    purpose: 'practice',
    sums: keys.map(sum),
    reserve: [],
    fluencyThresholdMs: 3000,
    timeLimitMs: 20000,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

/** A seeded random source in [0, 1) for shuffles. */
export function seeded(seed = 1): () => number {
  return seededRandom(seed);
}

/** All sums (reserve too) of a game's test window, for checking that its rules can show them. */
export function testWindowSums(manifest: GameManifest): Sum[] {
  const w = windowFromRecipe(manifest.testWindow, manifest.id, '1', 'rules');
  return [...w.sums, ...(w.reserve ?? [])];
}
