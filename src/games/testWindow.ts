/**
 * The sum window of a game manifest's `testWindow` recipe, for the test game page, the games' rule
 * tests and the e2e fake API. It reads no manifests itself, so Node code can use it with one.
 */
import { generateSums } from '../domain/generators';
import type { Sum, SumWindow } from '../domain/sums/types';
import type { GameId } from './catalog';
import type { TestWindowRecipe } from './manifest';

/** The test window a game's recipe makes; `seed` makes it reproducible. */
export function windowFromRecipe(
  recipe: TestWindowRecipe,
  gameId: GameId,
  studentId: string,
  seed: string,
): SumWindow {
  const sums: Sum[] = recipe.parts.flatMap((part, i) =>
    generateSums(part.setting, { seed: `${seed}:${i}`, count: part.count }),
  );
  const reserve = recipe.reserve
    ? generateSums(recipe.reserve.setting, { seed: `${seed}:reserve`, count: recipe.reserve.count })
    : [];
  return {
    id: `testspel-${gameId}-${seed}`,
    studentId,
    practiceTaskId: 'testspel',
    gameId,
    purpose: recipe.purpose ?? 'practice',
    sums,
    reserve,
    fluencyThresholdMs: 3000,
    timeLimitMs: 20000,
    createdAt: new Date().toISOString(),
  };
}
