import { itemsOf } from '../../../src/domain';
import type { ContentBlob } from '../../../src/domain';
import type { BlobBody, BlobRecord } from '../../../src/domain/contracts/content';
import type { Database } from '../../db/connection';
import { ApiError } from '../../errors';
import { draftView, saveDraft } from './drafts';
import type { DraftView } from './drafts';

/** The blobs children buy (spaarkaarten), as office staff develop them: drafts until published. */

function record(view: DraftView, blob: ContentBlob): BlobRecord {
  const published = view.published.blobs.find((b) => b.id === blob.id) ?? null;
  const draft = view.drafts.some((d) => d.kind === 'blob' && d.id === blob.id);
  return { ...blob, published: draft ? published : null, draft, isNew: published === null };
}

/** Every blob as it stands with the drafts, cheapest first (the shop's order). */
export async function listBlobs(db: Database): Promise<BlobRecord[]> {
  const view = await draftView(db);
  return [...itemsOf(view.content, 'blob')]
    .sort((a, b) => a.price - b.price || a.id.localeCompare(b.id))
    .map((blob) => record(view, blob));
}

async function getBlob(db: Database, id: string): Promise<BlobRecord> {
  const view = await draftView(db);
  const found = view.content.blobs.find((b) => b.id === id);
  if (!found) throw new ApiError(404, 'notFound');
  return record(view, found);
}

/** A blob's id from its Dutch name: `blob-` and the name in lower-case kebab-case, unique. */
export function blobIdFor(name: string, taken: ReadonlySet<string>): string {
  const slug =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'nieuw';
  const base = slug.startsWith('blob-') || slug === 'blob' ? slug : `blob-${slug}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** A new blob, saved as a draft after the domain's checks (422 naming the field). */
export async function createBlob(
  db: Database,
  body: BlobBody,
  actorId: string,
  now: number,
): Promise<BlobRecord> {
  const view = await draftView(db);
  const taken = new Set([...view.content.blobs, ...view.published.blobs].map((b) => b.id));
  const id = blobIdFor(body.name.nl, taken);
  await saveDraft(db, actorId, 'blob', id, { id, ...(body as Omit<ContentBlob, 'id'>) }, now);
  return getBlob(db, id);
}

/** A changed blob, saved as a draft (a change back to the published blob drops the draft). */
export async function updateBlob(
  db: Database,
  id: string,
  body: BlobBody,
  actorId: string,
  now: number,
): Promise<BlobRecord> {
  const view = await draftView(db);
  if (!view.content.blobs.some((b) => b.id === id)) throw new ApiError(404, 'notFound');
  await saveDraft(db, actorId, 'blob', id, { id, ...(body as Omit<ContentBlob, 'id'>) }, now);
  return getBlob(db, id);
}

/** Deletes a blob never published; a published one is refused by the checks (children may own it). */
export async function deleteBlob(db: Database, id: string, actorId: string, now: number): Promise<void> {
  const view = await draftView(db);
  if (!view.content.blobs.some((b) => b.id === id)) throw new ApiError(404, 'notFound');
  await saveDraft(db, actorId, 'blob', id, null, now);
}
