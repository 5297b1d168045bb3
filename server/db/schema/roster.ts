import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const GROUP_KINDS = ['group', 'combination'] as const;

/** A group (class) of an account; students belong to one. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Year group (jaargroep) as in EDEXML: '1'..'8', 'S', 'C', ..., or null for a mixed or home group. */
    yearGroup: text('year_group'),
    /**
     * 'group': a class, every student's one home group. 'combination': an EDEXML samengestelde_groep
     * (a set group across classes); its students keep their class and are members through group_members.
     */
    kind: text('kind', { enum: GROUP_KINDS }).notNull().default('group'),
    /** The `key` of the group in the school's EDEXML file, which a re-import syncs on. */
    externalKey: text('external_key'),
    /** Archived groups are hidden from lists and hold no students. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groups_account_idx').on(t.accountId),
    uniqueIndex('groups_account_external_key_unique').on(t.accountId, t.externalKey),
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
    /**
     * Students only: the password their teacher may see again, sealed (AES-256-GCM, server key); null
     * when the student has no password yet or it was chosen elsewhere.
     */
    passwordSealed: text('password_sealed'),
    /** Students only: bumped to void every printed login card of the student (a new card code). */
    cardVersion: integer('card_version').notNull().default(0),
    cardUsedAt: timestamp('card_used_at', { withTimezone: true }),
    /** The last successful sign-in of any kind (password, login card, SSO): `recordSignIn`. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The `key` of the student or teacher in the school's EDEXML file, which a re-import syncs on. */
    externalKey: text('external_key'),
    /** SHA-256 of the EDEXML 2.1 `eckid` (only to recognise the pupil again; the id itself is not kept). */
    eckidHash: text('eckid_hash'),
    /** Students: in the trash since (restorable until the account's trash days have passed). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Staff: deactivated (cannot sign in; kept for the record). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A user name is unique within its account (office and superadmin share the no-account space):
    // every school may have its own 'sam'. E-mail addresses are unique everywhere.
    uniqueIndex('users_account_username_unique').on(
      sql`coalesce(${t.accountId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.username})`,
    ),
    // Staff and office user names are unique across the product, so they never need a school code and
    // nobody can make them ambiguous; a trigger (migration 0009, users_login_name_apart) keeps pupils
    // from taking one (server/identity/login-names.ts).
    uniqueIndex('users_staff_username_unique')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.role} <> 'leerling'`),
    index('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_account_external_key_unique').on(t.accountId, t.externalKey),
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

/** Which teachers (docent or schooladmin) teach a group: a docent sees only these groups. */
export const groupTeachers = pgTable(
  'group_teachers',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_teachers_user_idx').on(t.userId),
    foreignKey({
      name: 'group_teachers_group_same_account_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [groups.id, groups.accountId],
    }).onDelete('cascade'),
  ],
);

/** Members of a combination group (students keep their own class as users.group_id). */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.studentId] }),
    index('group_members_student_idx').on(t.studentId),
    foreignKey({
      name: 'group_members_group_same_account_fk',
      columns: [t.groupId, t.accountId],
      foreignColumns: [groups.id, groups.accountId],
    }).onDelete('cascade'),
  ],
);

/**
 * Which groups of its EDEXML file a school imports (a licence may cover groups 3 to 8 only): per
 * group `key` of the file, chosen or not, as the last applied import left it. A re-import starts from
 * this choice; a key without a row (a group new in the file) gets the default rule (year group 3-8).
 */
export const edexmlGroupChoices = pgTable(
  'edexml_group_choices',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    chosen: boolean('chosen').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.groupKey] })],
);
