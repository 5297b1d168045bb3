import type { TFunction } from 'i18next';
import type { GameInfo } from '../../../domain/curriculum/games';

/** The operations a game can host, in words ("optellen, aftrekken" or "alle bewerkingen"). */
export function showsText(t: TFunction, game: GameInfo): string {
  return game.operations === 'any'
    ? t('games.anyOperation')
    : game.operations.map((operation) => t(`games.operations.${operation}`)).join(', ');
}
