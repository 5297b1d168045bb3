/**
 * The manifests of all game folders (`src/games/<id>/manifest.ts`), read eagerly: they are small
 * and hold no Phaser. A folder with a manifest is a built game; `manifests.test.ts` keeps the folders,
 * their manifests and the domain's BUILT_GAME_IDS in step.
 */
import type { Locale } from '../domain/constants';
import { GAME_CATALOG, type GameId } from './catalog';
import type { GameManifest } from './manifest';
import { commonTexts, ownTexts, type GameTexts } from './texts';

const MODULES = import.meta.glob<{ manifest: GameManifest }>('./*/manifest.ts', { eager: true });

export const GAME_MANIFESTS: Readonly<Partial<Record<GameId, GameManifest>>> = Object.fromEntries(
  Object.values(MODULES).map(({ manifest }) => [manifest.id, manifest]),
);

/** The shared texts and the game's own; a game without a folder yet gets its catalogue name. */
export function gameTexts(gameId: GameId, locale: Locale): GameTexts {
  const manifest = GAME_MANIFESTS[gameId];
  const game = manifest
    ? ownTexts(manifest, locale)
    : { title: GAME_CATALOG[gameId].name[locale === 'en' ? 'en' : 'nl'], howTo: '' };
  return { ...commonTexts(locale), game };
}
