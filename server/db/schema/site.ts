import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the public site's contact and application forms; read by office staff. */
export const siteSubmissions = pgTable(
  'site_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['contact', 'aanvraag'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The whole validated form, so new optional fields need no migration. */
    payload: jsonb('payload').notNull(),
    locale: text('locale').notNull(),
    /** Client address as seen by the server, kept for abuse handling only. */
    remoteAddress: text('remote_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The friend invite (friend_invites.id) the application came from, if any. */
    inviteId: uuid('invite_id'),
    /** The account the office made of this application. */
    accountId: uuid('account_id'),
  },
  (t) => [index('site_submissions_created_idx').on(t.createdAt)],
);
