import { CONTENT_KINDS } from './document';
import type { ContentDocument, ContentItemOf, ContentKind } from './document';

/** An unpublished change to one item: its new body, or null when the item is removed. */
export interface ContentDraft<K extends ContentKind = ContentKind> {
  readonly kind: K;
  readonly id: string;
  readonly body: ContentItemOf[K] | null;
}

/** The document with the drafts applied: changed items replaced in place, new ones appended, removed ones left out. */
export function applyDrafts(doc: ContentDocument, drafts: readonly ContentDraft[]): ContentDocument {
  const next = { ...doc } as Record<string, readonly { id: string }[]>;
  for (const draft of drafts) {
    const list = CONTENT_KINDS[draft.kind].list;
    const items = next[list]!;
    const at = items.findIndex((item) => item.id === draft.id);
    if (draft.body === null) next[list] = items.filter((item) => item.id !== draft.id);
    else if (at >= 0) next[list] = items.map((item, i) => (i === at ? draft.body! : item));
    else next[list] = [...items, draft.body];
  }
  return next as unknown as ContentDocument;
}
