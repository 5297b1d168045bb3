import { useQuery } from '@tanstack/react-query';
import {
  COMMS_PATHS,
  type AttendeeListResponse,
  type WebinarListResponse,
} from '../../../domain/contracts/office-comms';
import { getJson } from '../../shared/queries';

export const webinarKeys = {
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
