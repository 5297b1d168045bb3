import { useQuery } from '@tanstack/react-query';
import {
  COMMS_PATHS,
  type SchoolMessageListResponse,
  type SchoolWebinarListResponse,
} from '../../../domain/contracts/office-comms';
import { getJson } from '../../shared/queries';

export const commsKeys = {
  messages: (accountId: string) => ['school-messages', accountId] as const,
  webinars: (accountId: string) => ['school-webinars', accountId] as const,
};

export function useSchoolMessages(accountId: string) {
  return useQuery({
    queryKey: commsKeys.messages(accountId),
    queryFn: () => getJson<SchoolMessageListResponse>(COMMS_PATHS.schoolMessages(accountId)),
    // The menu's badge read the list when the area opened; the page shows what has come since.
    refetchOnMount: 'always',
  });
}

/** How many of the account's messages the signed-in staff member has not read (the menu's badge). */
export function useUnreadMessageCount(accountId: string, enabled: boolean) {
  return (
    useQuery({
      queryKey: commsKeys.messages(accountId),
      queryFn: () => getJson<SchoolMessageListResponse>(COMMS_PATHS.schoolMessages(accountId)),
      select: (data) => data.messages.filter((m) => !m.read).length,
      enabled,
    }).data ?? 0
  );
}

export function useSchoolWebinars(accountId: string) {
  return useQuery({
    queryKey: commsKeys.webinars(accountId),
    queryFn: () => getJson<SchoolWebinarListResponse>(COMMS_PATHS.schoolWebinars(accountId)),
  });
}
