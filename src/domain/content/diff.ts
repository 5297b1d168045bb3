import diff from 'microdiff';
import { CONTENT_KIND_NAMES, itemsOf } from './document';
import type { ContentDocument, ContentKind } from './document';

export interface ContentFieldChange {
  /** The field's path in the item, dotted (`setting.params.max`, `name.nl`). */
  readonly path: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** What a publish changed in one item, readable in the audit log. */
export interface ContentChange {
  readonly kind: ContentKind;
  readonly id: string;
  readonly change: 'added' | 'changed' | 'removed';
  /** Changed items only: the fields that differ. */
  readonly fields: ContentFieldChange[];
}

/** The items that differ between two documents, field by field. */
export function contentChanges(before: ContentDocument, after: ContentDocument): ContentChange[] {
  const changes: ContentChange[] = [];
  for (const kind of CONTENT_KIND_NAMES) {
    const old = new Map(itemsOf(before, kind).map((item) => [item.id, item]));
    const now = new Map(itemsOf(after, kind).map((item) => [item.id, item]));
    for (const [id, item] of now) {
      const was = old.get(id);
      if (!was) {
        changes.push({ kind, id, change: 'added', fields: [] });
        continue;
      }
      const fields = diff(
        was as unknown as Record<string, unknown>,
        item as unknown as Record<string, unknown>,
      ).map((d): ContentFieldChange => ({
        path: d.path.join('.'),
        ...(d.type !== 'CREATE' ? { before: d.oldValue } : {}),
        ...(d.type !== 'REMOVE' ? { after: d.value } : {}),
      }));
      if (fields.length) changes.push({ kind, id, change: 'changed', fields });
    }
    for (const id of old.keys()) if (!now.has(id)) changes.push({ kind, id, change: 'removed', fields: [] });
  }
  return changes;
}
