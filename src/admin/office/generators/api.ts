import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_PATHS as P,
  type GeneratorPreview,
  type GeneratorPreviewBody,
  type GeneratorSettingBody,
  type GeneratorSettingList,
  type GeneratorSettingRecord,
} from '../../../domain/contracts/content';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { useFeatureScreen } from '../../shared/screen';
import { CONTENT_KEY } from '../shared/content/api';
import { officeGeneratorsBe } from './texts.be';
import { officeGeneratorsEn } from './texts.en';
import { officeGeneratorsNl } from './texts.nl';

registerTranslations('office-generators', { nl: officeGeneratorsNl, en: officeGeneratorsEn, be: officeGeneratorsBe });

const settingsKey = [...CONTENT_KEY, 'generator-settings'] as const;

export const useGeneratorsScreen = () => useFeatureScreen('office-generators');

export function useGeneratorSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => getJson<GeneratorSettingList>(P.generatorSettings) });
}

export function useGeneratorSetting(id: string) {
  return useQuery({
    queryKey: [...settingsKey, id],
    queryFn: () => getJson<GeneratorSettingRecord>(P.generatorSetting(id)),
  });
}

/** Saves the setting as a draft; every develop screen (and the publish bar) refreshes. */
export function useSaveGeneratorSetting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneratorSettingBody) => sendJson<GeneratorSettingRecord>('put', P.generatorSetting(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

/** The preview of a setting as typed (null while it is not valid); the last one stays shown while the next loads. */
export function useGeneratorPreview(body: GeneratorPreviewBody | null) {
  return useQuery({
    queryKey: ['generator-preview', body],
    queryFn: () => sendJson<GeneratorPreview>('post', P.generatorPreview, body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
