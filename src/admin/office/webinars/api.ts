import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMS_PATHS,
  type AttendeeListResponse,
  type Webinar,
  type WebinarBody,
  type WebinarListResponse,
} from '../../../domain/contracts/office-comms';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { useFeatureScreen } from '../../shared/screen';
import { officeWebinarsBe } from './texts.be';
import { officeWebinarsEn } from './texts.en';
import { officeWebinarsNl } from './texts.nl';

registerTranslations('office-webinars', { nl: officeWebinarsNl, en: officeWebinarsEn, be: officeWebinarsBe });

/** The webinars screen's `t` (namespace `office-webinars`) and who is signed in. */
export const useWebinarsScreen = () => useFeatureScreen('office-webinars');

const webinarKeys = {
  all: ['office-webinars'] as const,
  list: (when: 'upcoming' | 'past') => ['office-webinars', when] as const,
  attendees: (id: string) => ['office-webinars', 'attendees', id] as const,
};

export function useOfficeWebinars(when: 'upcoming' | 'past') {
  return useQuery({
    queryKey: webinarKeys.list(when),
    queryFn: () => getJson<WebinarListResponse>(`${COMMS_PATHS.officeWebinars}?when=${when}`),
  });
}

export function useAttendees(id: string) {
  return useQuery({
    queryKey: webinarKeys.attendees(id),
    queryFn: () => getJson<AttendeeListResponse>(COMMS_PATHS.attendees(id)),
  });
}

/** Plans a webinar, or changes `webinar`. */
export function useSaveWebinar(webinar?: Webinar) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebinarBody) =>
      webinar
        ? sendJson<Webinar>('patch', COMMS_PATHS.officeWebinar(webinar.id), body)
        : sendJson<Webinar>('post', COMMS_PATHS.officeWebinars, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webinarKeys.all }),
  });
}

/** Cancels a webinar (the schools signed up hear of it). */
export function useCancelWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webinar: Webinar) => sendJson<Webinar>('post', COMMS_PATHS.cancelWebinar(webinar.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webinarKeys.all }),
  });
}
