import { desc, eq, sql } from 'drizzle-orm';
import { contentFromCode, parseContentDocument } from '../../../src/domain';
import type { ContentDocument } from '../../../src/domain';
import type { Database } from '../../db/connection';
import { contentReleases } from '../../db/schema';

/**
 * Published content versions. A version never changes once written, so each is read once and kept;
 * which version is the newest is asked again after CURRENT_TTL_MS (another node may have
 * published), and at once on the node that published.
 */

const CURRENT_TTL_MS = 2_000;
const KEPT_VERSIONS = 4;

const current = new WeakMap<Database, { at: number; value: Promise<number> }>();
const documents = new WeakMap<Database, Map<number, Promise<ContentDocument>>>();

export function forgetCurrentVersion(db: Database): void {
  current.delete(db);
}

/**
 * The newest published version. `reader` is the transaction to read through when called inside
 * one (an embedded database has one connection: a read outside the transaction would wait for it).
 * `fresh` asks the database even when the version was read less than CURRENT_TTL_MS ago: for what
 * must not build on a version another node has replaced (saving a draft, under the content lock).
 */
export function currentVersion(
  db: Database,
  reader: Database = db,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<number> {
  const now = Date.now();
  const hit = current.get(db);
  if (hit && !fresh && now - hit.at < CURRENT_TTL_MS) return hit.value;
  const value = reader
    .select({ version: contentReleases.version })
    .from(contentReleases)
    .orderBy(desc(contentReleases.version))
    .limit(1)
    .then(([row]) => {
      if (!row) throw new Error('no content is published (seedContent runs at every start)');
      return row.version;
    });
  current.set(db, { at: now, value });
  value.catch(() => current.delete(db));
  return value;
}

/** A published version's content (read through `reader` as `currentVersion` does). */
export function releaseContent(db: Database, version: number, reader: Database = db): Promise<ContentDocument> {
  let kept = documents.get(db);
  if (!kept) documents.set(db, (kept = new Map()));
  const hit = kept.get(version);
  if (hit) return hit;
  const value = reader
    .select({ content: contentReleases.content })
    .from(contentReleases)
    .where(eq(contentReleases.version, version))
    .then(([row]) => {
      if (!row) throw new Error(`content version ${version} does not exist`);
      return parseContentDocument(row.content);
    });
  kept.set(version, value);
  value.catch(() => kept.delete(version));
  while (kept.size > KEPT_VERSIONS) kept.delete(kept.keys().next().value!);
  return value;
}

/**
 * Publishes the code's content as version 1 when nothing is published yet (a new installation);
 * never touches a published version. Runs at every start, also concurrently.
 */
export async function seedContent(db: Database): Promise<void> {
  await db
    .insert(contentReleases)
    .values({ version: 1, content: contentFromCode(), changes: [], note: null })
    .onConflictDoNothing();
}

/** Serialises publishing and saving drafts across nodes (released at commit). */
export async function lockContent(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content.publish'))`);
}
