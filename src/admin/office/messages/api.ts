import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  COMMS_PATHS,
  type MessageReadsResponse,
  type RecipientSearchResponse,
  type SentMessageListResponse,
} from '../../../domain/contracts/office-comms';
import { getJson } from '../../shared/queries';

export const messageKeys = {
  all: ['office-messages'] as const,
  reads: (id: string) => ['office-messages', 'reads', id] as const,
  search: (q: string) => ['office-messages', 'search', q] as const,
};

export function useSentMessages() {
  return useQuery({
    queryKey: messageKeys.all,
    queryFn: () => getJson<SentMessageListResponse>(COMMS_PATHS.officeMessages),
  });
}

export function useMessageReads(id: string) {
  return useQuery({
    queryKey: messageKeys.reads(id),
    queryFn: () => getJson<MessageReadsResponse>(COMMS_PATHS.messageReads(id)),
  });
}

export function useRecipientSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: messageKeys.search(q),
    queryFn: () =>
      getJson<RecipientSearchResponse>(`${COMMS_PATHS.recipientSearch}?zoek=${encodeURIComponent(q)}`),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
