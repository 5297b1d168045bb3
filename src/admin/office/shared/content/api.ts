import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_PATHS as P,
  type ContentStatus,
  type ContentVersion,
  type ContentVersionList,
  type PublishBody,
} from '../../../../domain/contracts/content';
import { registerTranslations } from '../../../../shell/lib/i18n';
import { getJson, sendJson } from '../../../shared/queries';
import { officeContentBe } from './texts.be';
import { officeContentEn } from './texts.en';
import { officeContentNl } from './texts.nl';

registerTranslations('office-content', { nl: officeContentNl, en: officeContentEn, be: officeContentBe });

/**
 * Every develop screen's queries start with this key: a publish, a rollback or a discarded draft
 * changes what they all show, so each of those refreshes them all.
 */
export const CONTENT_KEY = ['content'] as const;

export function useRefreshContent() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
}

export function useContentStatus() {
  return useQuery({ queryKey: [...CONTENT_KEY, 'status'], queryFn: () => getJson<ContentStatus>(P.status) });
}

export function useContentVersions(enabled: boolean) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'versions'],
    queryFn: () => getJson<ContentVersionList>(P.versions),
    enabled,
  });
}

export function usePublishContent() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (body: PublishBody) => sendJson<ContentVersion>('post', P.publish, body),
    onSuccess: refresh,
  });
}

export function useRollbackContent() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (version: number) => sendJson<ContentVersion>('post', P.rollback(String(version))),
    onSuccess: refresh,
  });
}

export function useDiscardDraft() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: string; id: string }) => sendJson<void>('delete', P.draft(kind, id)),
    onSuccess: refresh,
  });
}
