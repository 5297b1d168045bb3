/**
 * Sum windows for the test game page, made in the browser with the domain's generators from the
 * recipe in each game's manifest (`testWindow`). Each game gets sums it can host, easy to harder.
 */
import type { SumWindow } from '../../domain/sums/types';
import type { GameId } from '../../games/catalog';
import { GAME_MANIFESTS } from '../../games/manifests';
import { windowFromRecipe } from '../../games/testWindow';

/** A fresh window of sums for a game; `seed` makes it reproducible. */
export function testWindow(gameId: GameId, studentId: string, seed: string): SumWindow {
  const recipe = GAME_MANIFESTS[gameId]?.testWindow;
  if (!recipe) throw new Error(`no test sums for ${gameId}`);
  return windowFromRecipe(recipe, gameId, studentId, seed);
}
