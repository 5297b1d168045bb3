import { useQuery } from '@tanstack/react-query';
import { CONTENT_PATHS as P, type GamePreview, type GameTasks } from '../../../domain/contracts/content';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { useFeatureScreen } from '../../shared/screen';
import { CONTENT_KEY } from '../shared/content/api';
import { officeGamesBe } from './texts.be';
import { officeGamesEn } from './texts.en';
import { officeGamesNl } from './texts.nl';

registerTranslations('office-games', { nl: officeGamesNl, en: officeGamesEn, be: officeGamesBe });

export const useGamesScreen = () => useFeatureScreen('office-games');

/** The tasks whose sums the game can show (the content with its drafts). */
export function useGameTasks(gameId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'game-tasks', gameId],
    queryFn: () => getJson<GameTasks>(P.gameTasks(gameId)),
    enabled,
  });
}

/** A sample round's sum keys for the task, the same for the same seed; null asks nothing. */
export function useGamePreview(gameId: string, asked: { taskId: string; seed: number } | null) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'game-preview', gameId, asked],
    queryFn: () => sendJson<GamePreview>('post', P.gamePreview(gameId), asked),
    enabled: asked !== null,
    staleTime: Infinity,
  });
}
