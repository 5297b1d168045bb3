import { doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './roster';

/**
 * The published versions of the product's content (a ContentDocument of src/domain/content): each
 * publish adds one, immutable; the newest is what new rounds use, and a round keeps the version it
 * started with (sum_windows.content_version). A rollback is a new version with an older content.
 */
export const contentReleases = pgTable('content_releases', {
  version: integer('version').primaryKey(),
  content: jsonb('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null for the version the code shipped. */
  publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  /** What changed against the version before it (ContentChange[]). */
  changes: jsonb('changes').notNull(),
  note: text('note'),
  /** A rollback: the version whose content this one restores. */
  restoredFrom: integer('restored_from'),
});

/** Unpublished changes, one per content item: its new body, or null when it is removed. */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    body: jsonb('body'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);

/** Global item difficulty (beta) per sum key, shared by all students; calibrates with every answer. */
export const itemDifficulties = pgTable('item_difficulties', {
  sumKey: text('sum_key').primaryKey(),
  value: doublePrecision('value').notNull(),
  uncertainty: doublePrecision('uncertainty').notNull(),
  answers: integer('answers').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});
