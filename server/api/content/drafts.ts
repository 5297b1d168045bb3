import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import {
  applyDrafts,
  contentChanges,
  contentProblems,
  gameOf,
  isBuiltGame,
  itemsOf,
} from '../../../src/domain';
import type {
  ContentDocument,
  ContentDraft,
  ContentItemOf,
  ContentKind,
  ContentProblem,
  GameId,
} from '../../../src/domain';
import type { Database } from '../../db/connection';
import { contentDrafts } from '../../db/schema';
import { ApiError } from '../../errors';
import { currentVersion, lockContent, releaseContent } from './releases';
import { problemText } from './problem-texts';

export interface StoredDraft extends ContentDraft {
  readonly updatedAt: Date;
  readonly updatedBy: string | null;
}

/** The published content, the drafts over it and the content they make together. */
export interface DraftView {
  readonly version: number;
  readonly published: ContentDocument;
  readonly drafts: readonly StoredDraft[];
  readonly content: ContentDocument;
}

export async function readDrafts(db: Database): Promise<StoredDraft[]> {
  const rows = await db.select().from(contentDrafts).orderBy(contentDrafts.updatedAt);
  return rows.map((row) => ({
    kind: row.kind as ContentKind,
    id: row.itemId,
    body: row.body as ContentDraft['body'],
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  }));
}

/**
 * The content with its drafts; inside a transaction, pass it as `reader`. `fresh`: the newest
 * version from the database, not the one this node read up to 2 s ago (`currentVersion`).
 */
export async function draftView(
  db: Database,
  reader: Database = db,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<DraftView> {
  const version = await currentVersion(db, reader, { fresh });
  const published = await releaseContent(db, version, reader);
  const drafts = await readDrafts(reader);
  return { version, published, drafts, content: applyDrafts(published, drafts) };
}

/** The last check of the drafts per database: a version never changes, so its drafts' JSON is the key. */
const checked = new WeakMap<Database, { key: string; problems: readonly ContentProblem[] }>();

/**
 * Every problem of the content with its drafts (none without drafts). The publish bar asks on every
 * screen; the whole check takes a while, so it runs again only when the version or a draft changed.
 */
export function draftProblems(db: Database, view: DraftView): readonly ContentProblem[] {
  if (view.drafts.length === 0) return [];
  const key = `${view.version}:${JSON.stringify(view.drafts.map((d) => [d.kind, d.id, d.body]))}`;
  const last = checked.get(db);
  if (last?.key === key) return last.problems;
  const problems = contentProblems(view.content, undefined, view.published);
  checked.set(db, { key, problems });
  return problems;
}

/** The practice tasks whose sums or games an item's change can break (their checks are the costly ones). */
function tasksTouched(doc: ContentDocument, kind: ContentKind, id: string, body: unknown): Set<string> {
  const tasks = new Set<string>();
  if (kind === 'task') tasks.add(id);
  if (kind === 'setting') {
    const before = doc.settings.find((s) => s.id === id)?.taskId;
    const after = (body as ContentItemOf['setting'] | null)?.taskId;
    for (const taskId of [before, after]) if (taskId) tasks.add(taskId);
  }
  if (kind === 'collection')
    for (const task of doc.tasks)
      if (task.sourceType === 'collection' && task.collectionId === id) tasks.add(task.id);
  // A game turned on or off: the tasks that choose it, and those that fall back on the built games
  // (no chosen game is built and on) and so may have used it.
  if (kind === 'game') {
    const usable = (g: GameId) => isBuiltGame(g) && gameOf(doc.games, g).enabled;
    for (const task of doc.tasks)
      if (task.gameIds.includes(id as GameId) || !task.gameIds.some(usable)) tasks.add(task.id);
  }
  return tasks;
}

/** A refusal naming the first problem in the caller's language, with every problem's field marked. */
export function refusal(problems: readonly ContentProblem[]): ApiError {
  const first = problems[0]!;
  return new ApiError(
    422,
    'contentRefused',
    Object.fromEntries(problems.map((p) => [p.field, p.reason])),
    (language) => ({ problem: problemText(first, language) }),
  );
}

/** One item's change in a batch: its new body, or null to remove it. */
export type DraftChange = {
  [K in ContentKind]: { kind: K; id: string; body: ContentItemOf[K] | null };
}[ContentKind];

/**
 * Saves a change to one item as a draft, after the engine's checks on the content it would make
 * (422 naming the field and the reason, nothing saved). A change back to the published item drops
 * the draft; `body` null removes the item.
 */
export async function saveDraft<K extends ContentKind>(
  db: Database,
  actorId: string,
  kind: K,
  id: string,
  body: ContentItemOf[K] | null,
  now: number,
): Promise<void> {
  await saveDrafts(db, actorId, [{ kind, id, body } as DraftChange], now);
}

/**
 * Saves several items' changes as drafts together (a reorder of siblings, a new task with its
 * generator setting), checked as one change: all are saved, or none (422 naming the first problem).
 */
export async function saveDrafts(
  db: Database,
  actorId: string,
  changes: readonly DraftChange[],
  now: number,
): Promise<void> {
  if (!changes.length) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockContent(t);
    // Against the newest version: this node's may be up to 2 s old when another node published,
    // and a change checked against it would be checked against the wrong content, or dropped as
    // "no change" when it sets an item back to what the old version had.
    const view = await draftView(db, t, { fresh: true });
    const same = (d: ContentDraft) => changes.some((c) => c.kind === d.kind && c.id === d.id);
    const others = view.drafts.filter((d) => !same(d));
    const next = applyDrafts(view.published, [...others, ...changes]);
    const before = applyDrafts(view.published, others);
    const touched = new Set(
      changes.flatMap((c) => [
        ...tasksTouched(before, c.kind, c.id, c.body),
        ...tasksTouched(next, c.kind, c.id, c.body),
      ]),
    );
    // Only problems this change brings in: other drafts' problems are theirs to mend.
    const known = new Set(contentProblems(before, touched, view.published).map((p) => JSON.stringify(p)));
    const problems = contentProblems(next, touched, view.published).filter(
      (p) => !known.has(JSON.stringify(p)),
    );
    if (problems.length) throw refusal(problems);

    for (const { kind, id, body } of changes) {
      const publishedItem = itemsOf(view.published, kind).find((item) => item.id === id) ?? null;
      const where = and(eq(contentDrafts.kind, kind), eq(contentDrafts.itemId, id));
      if (isDeepStrictEqual(publishedItem, body)) {
        await t.delete(contentDrafts).where(where);
        continue;
      }
      await t
        .insert(contentDrafts)
        .values({ kind, itemId: id, body, updatedAt: new Date(now), updatedBy: actorId })
        .onConflictDoUpdate({
          target: [contentDrafts.kind, contentDrafts.itemId],
          set: { body, updatedAt: new Date(now), updatedBy: actorId },
        });
    }
  });
}

/** Throws one draft away (404 when there is none). */
export async function discardDraft(db: Database, kind: ContentKind, id: string): Promise<void> {
  const gone = await db
    .delete(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.itemId, id)))
    .returning({ id: contentDrafts.itemId });
  if (!gone.length) throw new ApiError(404, 'notFound');
}

/** The drafts as changes against the published content. */
export function draftChanges(view: DraftView) {
  const changes = contentChanges(view.published, view.content);
  return view.drafts.flatMap((draft) => {
    const change = changes.find((c) => c.kind === draft.kind && c.id === draft.id);
    return change ? [{ ...change, updatedAt: draft.updatedAt, updatedBy: draft.updatedBy }] : [];
  });
}
