import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LICENCE_KINDS } from '../../../src/domain/contracts/office';

export const ACCOUNT_KINDS = ['school', 'home'] as const;

export const ACCOUNT_COUNTRIES = ['NL', 'BE'] as const;

/** A school, or a home account (a parent with their children). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    name: text('name').notNull(),
    /** BRIN code (NL) or instellingsnummer (BE); optional, home accounts have none. */
    brin: text('brin'),
    country: text('country', { enum: ACCOUNT_COUNTRIES }).notNull(),
    /**
     * Feature flag "groups" (SPEC §2): a school works with groups; a home account (a parent with
     * children) has it off and its screens speak of children.
     */
    groupsEnabled: boolean('groups_enabled').notNull().default(true),
    /** Days a deleted student stays restorable in the trash before it is purged for good. */
    trashDays: integer('trash_days').notNull().default(30),
    /**
     * The school code a student types beside a user name that other schools also use ("sam" exists
     * everywhere); lower-case letters and digits, unique.
     */
    loginCode: text('login_code')
      .notNull()
      .unique()
      .default(sql`substr(md5(gen_random_uuid()::text), 1, 8)`),
    /** Postal address and the contact the office deals with (school accounts; optional for home). */
    street: text('street'),
    postcode: text('postcode'),
    city: text('city'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** Deactivated by the office: nobody of the account can sign in; kept and restorable. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per school: the code is compared without spaces and case, as the office types it.
    uniqueIndex('accounts_brin_unique')
      .on(sql`upper(replace(${t.brin}, ' ', ''))`)
      .where(sql`${t.brin} is not null`),
  ],
);

/**
 * An account's licences over time: the one whose period holds today is the current one. A licence
 * allows at most `maxStudents` students (not in the trash).
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LICENCE_KINDS }).notNull(),
    maxStudents: integer('max_students').notNull(),
    /** Inclusive dates (yyyy-mm-dd, Europe/Amsterdam). */
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** Set by the licence job once the school was told the licence ended (so it is told once). */
    endNoticeSentAt: timestamp('end_notice_sent_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('licences_account_idx').on(t.accountId, t.endsOn),
    check('licences_period', sql`${t.startsOn} <= ${t.endsOn}`),
    check('licences_max_students', sql`${t.maxStudents} >= 0`),
  ],
);

/**
 * Every office and superadmin action on a school's data: who, what, when, which account. Kept when
 * the account is deleted (no foreign key), so the deletion itself stays on record.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the server's own work (the scheduled trash purge): `actor_role` is then 'system'. */
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    /** The account acted on; null for actions outside any account (office users, webinars). */
    accountId: uuid('account_id'),
    /** A dotted action name, e.g. `account.create`, `licence.update`, `student.resetPassword`. */
    action: text('action').notNull(),
    /** The entity acted on (its id), where there is one. */
    targetId: text('target_id'),
    /** What changed; never a password, token or a child's name (pupils by id, resolved when read). */
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [
    index('audit_log_account_idx').on(t.accountId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
