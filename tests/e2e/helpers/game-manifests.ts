import { BUILT_GAME_IDS } from '../../../src/domain/curriculum';
import type { GameManifest } from '../../../src/games/manifest';

/**
 * The manifests of the built games (src/games/<id>/manifest.ts), for specs that make a case of each.
 * The client reads them with Vite's import.meta.glob; Node imports them one by one (the unit test
 * src/games/manifests.test.ts keeps BUILT_GAME_IDS equal to the folders).
 */
export async function gameManifests(): Promise<GameManifest[]> {
  return Promise.all(
    BUILT_GAME_IDS.map(
      async (id) =>
        ((await import(`../../../src/games/${id}/manifest.ts`)) as { manifest: GameManifest }).manifest,
    ),
  );
}
