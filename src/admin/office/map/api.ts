import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_PATHS as P, type MapBody, type MapRecord } from '../../../domain/contracts/content';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { useFeatureScreen } from '../../shared/screen';
import { CONTENT_KEY } from '../shared/content/api';
import { officeMapBe } from './texts.be';
import { officeMapEn } from './texts.en';
import { officeMapNl } from './texts.nl';

registerTranslations('office-map', { nl: officeMapNl, en: officeMapEn, be: officeMapBe });

/** Under the develop screens' key: a publish, a rollback or a discarded draft refreshes the map. */
const mapKey = [...CONTENT_KEY, 'map'] as const;

export const useMapScreen = () => useFeatureScreen('office-map');

export function useMap() {
  return useQuery({ queryKey: mapKey, queryFn: () => getJson<MapRecord>(P.map) });
}

/** Saves both routes as a draft (the server checks them with the domain's code: 422 naming the field). */
export function useSaveMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MapBody) => sendJson<MapRecord>('put', P.map, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
