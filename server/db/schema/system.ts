import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** When each scheduled job last ran, so a restart runs a job that is due at once. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/** Mail that was not sent by SMTP (no SMTP_URL): kept here for development and tests. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The mail's files (server/mail.ts `MailAttachment`), null when it has none. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
