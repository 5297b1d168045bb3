/**
 * Every game of SPEC §2 by id, each a lazy chunk: Phaser and a game's art load only when that game
 * is played. A game is built when its folder has a manifest (`manifests.ts`); its chunk is the
 * folder's `index.ts`. Nothing here imports Phaser; React code imports this file and `runtime/GameHost`.
 */
import { GAME_CATALOG, GAME_IDS, type GameId, type GameInfo } from './catalog';
import { GAME_MANIFESTS } from './manifests';
import type { GameModule } from './runtime/contract';

type Loader = () => Promise<GameModule>;

const CHUNKS = import.meta.glob<GameModule>('./*/index.ts');

function loaderOf(id: GameId): Loader | null {
  return GAME_MANIFESTS[id] ? (CHUNKS[`./${id}/index.ts`] ?? null) : null;
}

export interface RegistryEntry {
  readonly id: GameId;
  readonly info: GameInfo;
  readonly load: Loader | null;
}

/** The games built so far have a loader; the other ids of the catalogue are planned (`load` is null). */
export const GAME_REGISTRY: Readonly<Record<GameId, RegistryEntry>> = Object.fromEntries(
  GAME_IDS.map((id) => [id, { id, info: GAME_CATALOG[id], load: loaderOf(id) }]),
) as Record<GameId, RegistryEntry>;

export function isPlayable(id: GameId): boolean {
  return GAME_REGISTRY[id].load !== null;
}

export const PLAYABLE_GAMES: readonly GameId[] = GAME_IDS.filter(isPlayable);
