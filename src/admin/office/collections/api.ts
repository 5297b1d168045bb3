import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_PATHS as P, type ContentCollectionList } from '../../../domain/contracts/content';
import type {
  CollectionBody,
  CollectionDetail,
  CollectionImportBody,
} from '../../../domain/contracts/content-line';
import { registerTranslations } from '../../../shell/lib/i18n';
import { getJson, sendJson } from '../../shared/queries';
import { CONTENT_KEY } from '../shared/content/api';
import { useFeatureScreen } from '../../shared/screen';
import { officeCollectionsBe } from './texts.be';
import { officeCollectionsEn } from './texts.en';
import { officeCollectionsNl } from './texts.nl';

registerTranslations('office-collections', { nl: officeCollectionsNl, en: officeCollectionsEn, be: officeCollectionsBe });

/** The develop tools' content queries share this prefix, so a save here refreshes the line's screens too. */
const contentKey = CONTENT_KEY;
const listKey = [...contentKey, 'collections'] as const;
const detailKey = (id: string) => [...contentKey, 'collection', id] as const;

export const useCollectionsScreen = () => useFeatureScreen('office-collections');

export function useCollections() {
  return useQuery({ queryKey: listKey, queryFn: () => getJson<ContentCollectionList>(P.sumCollections) });
}

export function useCollection(id: string) {
  return useQuery({ queryKey: detailKey(id), queryFn: () => getJson<CollectionDetail>(P.sumCollection(id)) });
}

function useCollectionMutation<V>(send: (values: V) => Promise<CollectionDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: contentKey });
    },
  });
}

/** The collection form's values: names, and for a new collection its sums as typed. */
export interface CollectionFormValues {
  name: { nl: string; en: string };
  sums: string;
}

export function useCreateCollection(keysOf: (text: string) => string[]) {
  return useCollectionMutation((values: CollectionFormValues) =>
    sendJson<CollectionDetail>('post', P.sumCollections, {
      name: values.name,
      sumKeys: keysOf(values.sums),
    } satisfies CollectionBody),
  );
}

/** Saves the collection's name and sums (the whole list: add, remove, rename). */
export function useSaveCollection(id: string) {
  return useCollectionMutation((body: CollectionBody) => sendJson<CollectionDetail>('put', P.sumCollection(id), body));
}

export function useImportCollection(id: string) {
  return useCollectionMutation((body: CollectionImportBody) =>
    sendJson<CollectionDetail>('post', P.sumCollectionImport(id), body),
  );
}

export const collectionCsvPath = (id: string) => P.sumCollectionCsv(id);

/** Renames a collection, keeping its sums. */
export function useRenameCollection(collection: CollectionDetail | undefined) {
  return useCollectionMutation((values: CollectionFormValues) =>
    sendJson<CollectionDetail>('put', P.sumCollection(collection?.id ?? ''), {
      name: values.name,
      sumKeys: collection?.sums.map((s) => s.key) ?? [],
    } satisfies CollectionBody),
  );
}
