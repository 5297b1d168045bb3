import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './roster';

/** Webinars the office plans for teachers; schools sign up from their area. */
export const webinars = pgTable(
  'webinars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    url: text('url').notNull(),
    places: integer('places').notNull(),
    /** Set by the reminder job once the day-before reminders went out. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webinars_starts_idx').on(t.startsAt)],
);

export const webinarSignups = pgTable(
  'webinar_signups',
  {
    webinarId: uuid('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'webinar_signups_pk', columns: [t.webinarId, t.userId] }),
    index('webinar_signups_account_idx').on(t.accountId),
  ],
);

/** Messages from the office to schools. */
export const officeMessages = pgTable(
  'office_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Who it was meant for, as chosen (all, a country and/or licence state, one account). */
    audience: jsonb('audience').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('office_messages_created_idx').on(t.createdAt)],
);

/** The accounts a message went to, fixed when it was sent. */
export const officeMessageRecipients = pgTable(
  'office_message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => officeMessages.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'office_message_recipients_pk', columns: [t.messageId, t.accountId] }),
    index('office_message_recipients_account_idx').on(t.accountId),
  ],
);

/** Who of a school read a message, and when. */
export const officeMessageReads = pgTable(
  'office_message_reads',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => officeMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'office_message_reads_pk', columns: [t.messageId, t.userId] }),
    index('office_message_reads_account_idx').on(t.accountId),
  ],
);

/**
 * A teacher invites a colleague at another school: the mail links to the public application form
 * with the invite's code, which fills in what is known and ties the application to the invite.
 */
export const friendInvites = pgTable(
  'friend_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    schoolName: text('school_name'),
    /** SHA-256 of the random code in the mail's link (the code itself is not kept). */
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('friend_invites_account_idx').on(t.accountId, t.createdAt)],
);
