/**
 * The game catalogue as the games area uses it: the domain's GAME_CATALOG (names, role, mechanic, the
 * answer kinds and operations each of the 34 games can host).
 */
export { GAME_CATALOG, GAME_IDS, gameSuits, isGameId } from '../domain/curriculum/games';
export type { GameId, GameInfo, GameMechanic } from '../domain/curriculum/games';
