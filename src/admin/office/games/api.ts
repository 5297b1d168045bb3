import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_PATHS as P,
  type GameLevelBody,
  type GameLevelList,
  type GameLevelRecord,
  type GamePreview,
  type GamePreviewBody,
  type GameSettingsBody,
  type GameSettingsRecord,
  type GameTasks,
} from '../../../domain/contracts/content';
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

/**
 * A sample round's sum keys for the task, the same for the same seed (`operations`: a level's sum
 * kinds); null asks nothing.
 */
export function useGamePreview(gameId: string, asked: GamePreviewBody | null) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'game-preview', gameId, asked],
    queryFn: () => sendJson<GamePreview>('post', P.gamePreview(gameId), asked),
    enabled: asked !== null,
    staleTime: Infinity,
  });
}

/** The game's settings (offered, tempo, round length) as they stand with the drafts. */
export function useGameSettings(gameId: string) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'game-settings', gameId],
    queryFn: () => getJson<GameSettingsRecord>(P.gameSettings(gameId)),
  });
}

/** Saves the game's settings as a draft; the develop screens and the publish bar refresh. */
export function useSaveGameSettings(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GameSettingsBody) => sendJson<GameSettingsRecord>('put', P.gameSettings(gameId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

export function useGameLevels(gameId: string) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'game-levels', gameId],
    queryFn: () => getJson<GameLevelList>(P.gameLevels(gameId)),
  });
}

/** Saves a level as a draft (`id` null: a new level, last in the order). */
export function useSaveLevel<V extends GameLevelBody = GameLevelBody>(gameId: string, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: V) =>
      id === null
        ? sendJson<GameLevelRecord>('post', P.gameLevels(gameId), body)
        : sendJson<GameLevelRecord>('put', P.gameLevel(gameId, id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

/** Removes a level (a draft until published). */
export function useDeleteLevel(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson<void>('delete', P.gameLevel(gameId, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

/** Saves the levels' order (drafts of their positions). */
export function useOrderLevels(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => sendJson<GameLevelList>('post', P.gameLevelOrder(gameId), { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
