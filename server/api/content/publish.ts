import { and, desc, eq, inArray } from 'drizzle-orm';
import { applyDrafts, contentChanges, contentProblems } from '../../../src/domain';
import type { ContentChange, ContentDocument } from '../../../src/domain';
import type { ContentVersion } from '../../../src/domain/contracts/content';
import type { Database } from '../../db/connection';
import { contentDrafts, contentReleases, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { recordAudit } from '../audit/record';
import type { AuditActor } from '../audit/record';
import { readDrafts, refusal } from './drafts';
import { forgetCurrentVersion, lockContent, releaseContent } from './releases';

/** The audit log keeps what changed, field by field, without whole documents. */
function auditChanges(changes: readonly ContentChange[]) {
  return changes.map((c) => ({
    kind: c.kind,
    id: c.id,
    change: c.change,
    ...(c.fields.length ? { fields: c.fields } : {}),
  }));
}

async function newestVersion(tx: Database): Promise<number> {
  const [row] = await tx
    .select({ version: contentReleases.version })
    .from(contentReleases)
    .orderBy(desc(contentReleases.version))
    .limit(1);
  return row!.version;
}

/**
 * Publishes every draft as the next version, when the whole content passes the engine's checks
 * (422 with the first problem otherwise; 409 when there is nothing to publish). Rounds already
 * started keep their version; new rounds use this one.
 */
export async function publishContent(
  db: Database,
  actor: AuditActor & { id: string },
  note: string | undefined,
  now: number,
): Promise<ContentVersion> {
  const version = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockContent(t);
    const drafts = await readDrafts(t);
    if (!drafts.length) throw new ApiError(409, 'nothingToPublish');
    const from = await newestVersion(t);
    const published = await releaseContent(db, from, t);
    const next = applyDrafts(published, drafts);
    const problems = contentProblems(next, undefined, published);
    if (problems.length) throw refusal(problems);
    const changes = contentChanges(published, next);
    await t.insert(contentReleases).values({
      version: from + 1,
      content: next,
      publishedAt: new Date(now),
      publishedBy: actor.id,
      changes,
      note: note || null,
    });
    for (const kind of new Set(drafts.map((d) => d.kind)))
      await t
        .delete(contentDrafts)
        .where(
          and(
            eq(contentDrafts.kind, kind),
            inArray(
              contentDrafts.itemId,
              drafts.filter((d) => d.kind === kind).map((d) => d.id),
            ),
          ),
        );
    await recordAudit(t, actor, {
      action: 'content.publish',
      accountId: null,
      targetId: String(from + 1),
      detail: { version: from + 1, from, ...(note ? { note } : {}), changes: auditChanges(changes) },
    });
    return from + 1;
  });
  forgetCurrentVersion(db);
  return (await listVersions(db, version))[0]!;
}

/**
 * A child may own any blob published once: a version restored without one of them keeps it, as
 * not available (no longer sold; its owners keep it).
 */
export function keepBlobs(published: ContentDocument, restored: ContentDocument): ContentDocument {
  const there = new Set(restored.blobs.map((b) => b.id));
  const missing = published.blobs.filter((b) => !there.has(b.id)).map((b) => ({ ...b, available: false }));
  return missing.length ? { ...restored, blobs: [...restored.blobs, ...missing] } : restored;
}

/**
 * Publishes an earlier version's content again as the next version (drafts stay drafts; blobs it
 * lacks stay, not available: `keepBlobs`). 404 for a version that does not exist, 409 when it is the
 * content published now.
 */
export async function rollbackContent(
  db: Database,
  actor: AuditActor & { id: string },
  to: number,
  now: number,
): Promise<ContentVersion> {
  const version = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockContent(t);
    const [target] = await t
      .select({ version: contentReleases.version })
      .from(contentReleases)
      .where(eq(contentReleases.version, to));
    if (!target) throw new ApiError(404, 'notFound');
    const from = await newestVersion(t);
    const published = await releaseContent(db, from, t);
    const restored = keepBlobs(published, await releaseContent(db, to, t));
    const changes = contentChanges(published, restored);
    if (!changes.length) throw new ApiError(409, 'alreadyPublished');
    await t.insert(contentReleases).values({
      version: from + 1,
      content: restored,
      publishedAt: new Date(now),
      publishedBy: actor.id,
      changes,
      restoredFrom: to,
    });
    await recordAudit(t, actor, {
      action: 'content.rollback',
      accountId: null,
      targetId: String(from + 1),
      detail: { version: from + 1, from, restoredFrom: to, changes: auditChanges(changes) },
    });
    return from + 1;
  });
  forgetCurrentVersion(db);
  return (await listVersions(db, version))[0]!;
}

/** The published versions, newest first (or only `only`). */
export async function listVersions(db: Database, only?: number): Promise<ContentVersion[]> {
  const rows = await db
    .select({
      version: contentReleases.version,
      publishedAt: contentReleases.publishedAt,
      name: users.displayName,
      note: contentReleases.note,
      restoredFrom: contentReleases.restoredFrom,
      changes: contentReleases.changes,
    })
    .from(contentReleases)
    .leftJoin(users, eq(users.id, contentReleases.publishedBy))
    .where(only === undefined ? undefined : eq(contentReleases.version, only))
    .orderBy(desc(contentReleases.version))
    .limit(200);
  return rows.map((row) => ({
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.name === null ? null : { name: row.name },
    note: row.note,
    restoredFrom: row.restoredFrom,
    changes: row.changes as ContentChange[],
  }));
}

