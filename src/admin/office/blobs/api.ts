import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_PATHS as P,
  type BlobBody,
  type BlobList,
  type BlobRecord,
} from '../../../domain/contracts/content';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { useFeatureScreen } from '../../shared/screen';
import { CONTENT_KEY } from '../shared/content/api';
import { officeBlobsBe } from './texts.be';
import { officeBlobsEn } from './texts.en';
import { officeBlobsNl } from './texts.nl';

registerTranslations('office-blobs', { nl: officeBlobsNl, en: officeBlobsEn, be: officeBlobsBe });

/** Under the develop screens' key: a publish, a rollback or a discarded draft refreshes the list. */
const blobsKey = [...CONTENT_KEY, 'blobs'] as const;

export const useBlobsScreen = () => useFeatureScreen('office-blobs');

export function useBlobs() {
  return useQuery({ queryKey: blobsKey, queryFn: () => getJson<BlobList>(P.blobs) });
}

/**
 * Saves a blob as a draft (`id` null: a new blob); every develop screen and the publish bar (a saved
 * blob changes the drafts it lists) refresh.
 * The server checks it with the domain's code and refuses with the field and the reason.
 */
export function useSaveBlob(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlobBody) =>
      id === null
        ? sendJson<BlobRecord>('post', P.blobs, body)
        : sendJson<BlobRecord>('put', P.blob(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}

/** Deletes a blob never published (the server refuses a published one: children may own it). */
export function useDeleteBlob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson<void>('delete', P.blob(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
