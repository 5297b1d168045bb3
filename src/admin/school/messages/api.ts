import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMS_PATHS,
  type SchoolMessageListResponse,
  type SchoolWebinar,
  type SchoolWebinarListResponse,
} from '../../../domain/contracts/office-comms';
import { getJson, sendJson } from '../../shared/queries';

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

/**
 * Marks a message read for the reader. The list keeps its order while the message is open; the next
 * visit puts it among the read ones.
 */
export function useMarkMessageRead(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson<void>('post', COMMS_PATHS.markRead(accountId, id)),
    onSuccess: (_r, id) =>
      queryClient.setQueryData<SchoolMessageListResponse>(
        commsKeys.messages(accountId),
        (old) => old && { messages: old.messages.map((m) => (m.id === id ? { ...m, read: true } : m)) },
      ),
  });
}

/** Signs the reader up for a webinar (`on`) or off; the places left are read again either way. */
export function useWebinarSignup(accountId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commsKeys.webinars(accountId) });
  return useMutation({
    mutationFn: ({ webinar, on }: { webinar: SchoolWebinar; on: boolean }) =>
      sendJson<void>(on ? 'put' : 'delete', COMMS_PATHS.signup(accountId, webinar.id)),
    onSuccess: refresh,
    onError: () => void refresh(),
  });
}
