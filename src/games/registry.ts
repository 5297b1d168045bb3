/**
 * Every game of SPEC §2 by id, each a lazy chunk: Phaser and a game's art load only when that game
 * is played. Nothing here imports Phaser; React code imports this file and `runtime/GameHost`.
 */
import { GAME_CATALOG, GAME_IDS, type GameId, type GameInfo } from './catalog';
import type { GameModule } from './runtime/contract';

type Loader = () => Promise<GameModule>;

/** The games built so far; the other ids of the catalogue are planned (`load` is null). */
const LOADERS: Partial<Record<GameId, Loader>> = {
  automatiseertoets: () => import('./automatiseertoets'),
  bellenprikken: () => import('./bellenprikken'),
  splitsmachine: () => import('./splitsmachine'),
  waslijn: () => import('./waslijn'),
  ruimteschieten: () => import('./ruimteschieten'),
  buurtsuper: () => import('./buurtsuper'),
  autorace: () => import('./autorace'),
};

export interface RegistryEntry {
  readonly id: GameId;
  readonly info: GameInfo;
  readonly load: Loader | null;
}

export const GAME_REGISTRY: Readonly<Record<GameId, RegistryEntry>> = Object.fromEntries(
  GAME_IDS.map((id) => [id, { id, info: GAME_CATALOG[id], load: LOADERS[id] ?? null }]),
) as Record<GameId, RegistryEntry>;

export function isPlayable(id: GameId): boolean {
  return GAME_REGISTRY[id].load !== null;
}

export const PLAYABLE_GAMES: readonly GameId[] = GAME_IDS.filter(isPlayable);
