import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('site_submissions_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------
// Identity: accounts, groups, users, and the provider's codes, sessions and reset tokens.
// Every table holding school data carries account_id (docs/ARCHITECTURE.md, "Identity").

export const ACCOUNT_KINDS = ['school', 'home'] as const;
export const ACCOUNT_COUNTRIES = ['NL', 'BE'] as const;

/** A school, or a home account (a parent with their children). */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
  name: text('name').notNull(),
  /** BRIN code (NL) or instellingsnummer (BE); optional, home accounts have none. */
  brin: text('brin'),
  country: text('country', { enum: ACCOUNT_COUNTRIES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A group (class) of an account; students belong to one. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Year group (jaargroep) as in EDEXML: '1'..'8', or null for a mixed or home group. */
    yearGroup: text('year_group'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groups_account_idx').on(t.accountId),
    // Target of the users' (group_id, account_id) foreign key: a student's group is in its own account.
    unique('groups_id_account_unique').on(t.id, t.accountId),
  ],
);

export const USER_ROLES = ['leerling', 'docent', 'schooladmin', 'office', 'superadmin'] as const;

/**
 * Users of every role. School roles belong to exactly one account; office and superadmin to none.
 * User names and e-mail addresses are unique regardless of case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: USER_ROLES }).notNull(),
    username: text('username').notNull(),
    email: text('email'),
    /** First name, plus the last name's initial for children ("Sam G."). */
    displayName: text('display_name').notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    /** Students only: their group, which must belong to the same account. */
    groupId: uuid('group_id'),
    /** Bumped to end every session of the user (password reset, role change, removal). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_account_idx').on(t.accountId),
    index('users_group_idx').on(t.groupId),
    foreignKey({
      name: 'users_group_same_account_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [groups.id, groups.accountId],
    }),
    check('users_account_by_role', sql`(${t.role} in ('office', 'superadmin')) = (${t.accountId} is null)`),
    check('users_group_only_students', sql`${t.groupId} is null or ${t.role} = 'leerling'`),
  ],
);

/** A provider session: the family of refresh tokens that one sign-in produces by rotation. */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('token_families_user_idx').on(t.userId)],
);

/** Issued refresh tokens (by jti), stored as a SHA-256 hash; used_at marks a rotated token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Authorization codes (PKCE): single use, short-lived, stored as a SHA-256 hash. */
export const authCodes = pgTable(
  'auth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The session the code was exchanged for; revoked when the code is replayed. */
    familyId: uuid('family_id').references(() => tokenFamilies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_codes_expires_idx').on(t.expiresAt)],
);

/** Password reset links: single use, one hour, stored as a SHA-256 hash. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Failed sign-ins per account (key `user:<id>`) or per unknown login name (`login:<name>`), so a
 * brute-force attempt locks the name for a while whether or not it exists.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Mail that was not sent by SMTP (no SMTP_URL): kept here for development and tests. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
