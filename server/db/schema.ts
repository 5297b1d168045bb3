import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LICENCE_KINDS } from '../../src/domain/contracts/office';
import { ANSWER_KINDS } from '../../src/domain/contracts/practice';

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

// ---------------------------------------------------------------------------------------------------
// Identity: accounts, groups, users, and the provider's codes, sessions and reset tokens.
// Every table holding school data carries account_id (docs/ARCHITECTURE.md, "Identity").

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

/** When each scheduled job last ran, so a restart runs a job that is due at once. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

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
    /** The mail's files (server/mail.ts `MailAttachment`), null when it has none. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------
// Practice (docs/ARCHITECTURE.md, "Practice").
//
// Product content (the learning line, generator settings, sum collections and the global item
// difficulties) has no account; it is seeded from src/domain at every start (seedCurriculum).
// Everything about a student carries account_id, and every query filters on it (whereAccount).

/** Levels above the practice tasks: domains, tussendoelen, subdoelen, subonderdelen. */
export const CURRICULUM_LEVELS = ['domain', 'goal', 'subgoal', 'part'] as const;

export const curriculumNodes = pgTable(
  'curriculum_nodes',
  {
    id: text('id').primaryKey(),
    level: text('level', { enum: CURRICULUM_LEVELS }).notNull(),
    parentId: text('parent_id'),
    /** LocalizedText. */
    name: jsonb('name').notNull(),
    /** Order among its siblings. */
    position: integer('position').notNull(),
    /** Goals only: the year groups (3-8) the goal belongs to. */
    schoolGroups: jsonb('school_groups'),
  },
  (t) => [index('curriculum_nodes_parent_idx').on(t.parentId, t.position)],
);

export const SOURCE_TYPES = ['generator', 'mix', 'collection'] as const;
export const TASK_GOALS = ['automate', 'apply'] as const;

/** Practice tasks (oefentaken) of the learning line, in teaching order. */
export const practiceTasks = pgTable(
  'practice_tasks',
  {
    id: text('id').primaryKey(),
    /** Teaching order over the whole line. */
    position: integer('position').notNull(),
    domainId: text('domain_id').notNull(),
    goalId: text('goal_id').notNull(),
    subgoalId: text('subgoal_id').notNull(),
    partId: text('part_id').notNull(),
    name: jsonb('name').notNull(),
    schoolGroup: integer('school_group').notNull(),
    goal: text('goal', { enum: TASK_GOALS }).notNull(),
    gameIds: jsonb('game_ids').notNull(),
    /** generator / mix: the rows of generator_settings with this task id; collection: collection_id. */
    sourceType: text('source_type', { enum: SOURCE_TYPES }).notNull(),
    collectionId: text('collection_id'),
  },
  (t) => [index('practice_tasks_position_idx').on(t.position)],
);

/** Generator settings (gensettingssommen): a generator with its parameters, edited by the office. */
export const generatorSettings = pgTable(
  'generator_settings',
  {
    id: text('id').primaryKey(),
    practiceTaskId: text('practice_task_id').references(() => practiceTasks.id, { onDelete: 'set null' }),
    /** Order within a mixed source. */
    position: integer('position').notNull().default(0),
    name: jsonb('name').notNull(),
    /** A GeneratorSetting as generatorSettingSchema outputs it. */
    setting: jsonb('setting').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('generator_settings_task_idx').on(t.practiceTaskId, t.position)],
);

/** Fixed sum collections (somverzamelingen): ordered lists of sum keys. */
export const sumCollections = pgTable('sum_collections', {
  id: text('id').primaryKey(),
  name: jsonb('name').notNull(),
  sumKeys: jsonb('sum_keys').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Global item difficulty (beta) per sum key, shared by all students; calibrates with every answer. */
export const itemDifficulties = pgTable('item_difficulties', {
  sumKey: text('sum_key').primaryKey(),
  value: doublePrecision('value').notNull(),
  uncertainty: doublePrecision('uncertainty').notNull(),
  answers: integer('answers').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** Exercise settings (oefeninstellingen) of a group or of one student (which overrides the group's). */
export const exerciseSettings = pgTable(
  'exercise_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
    /** ExerciseSettings as exerciseSettingsSchema outputs it. */
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('exercise_settings_group_unique').on(t.groupId),
    uniqueIndex('exercise_settings_student_unique').on(t.studentId),
    index('exercise_settings_account_idx').on(t.accountId),
    check('exercise_settings_one_owner', sql`(${t.groupId} is null) <> (${t.studentId} is null)`),
  ],
);

/** Custom tasks (maatwerktaken) a teacher gives a group or some of its students. */
export const customTasks = pgTable(
  'custom_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: jsonb('name').notNull(),
    /** Empty: the whole group. */
    studentIds: jsonb('student_ids').notNull(),
    /** A SumSource. */
    source: jsonb('source').notNull(),
    gameIds: jsonb('game_ids').notNull(),
    goal: text('goal', { enum: TASK_GOALS }).notNull(),
    roundsPerDay: integer('rounds_per_day').notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('custom_tasks_group_idx').on(t.groupId), index('custom_tasks_account_idx').on(t.accountId)],
);

/** One row per student who practised: the coin balance (kept with the ledger) and round counters. */
export const studentPractice = pgTable(
  'student_practice',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull().default(0),
    roundsTotal: integer('rounds_total').notNull().default(0),
    /** Practice rounds since the last finished fluency test (the test is due after every N). */
    roundsSinceTest: integer('rounds_since_test').notNull().default(0),
    /**
     * Answers over all tasks and fluency tests: the clock that a fact's recency (student_facts.
     * last_answer_index) is read on, since a fact is shared by the student's tasks.
     */
    answerCount: integer('answer_count').notNull().default(0),
    lastPractisedAt: timestamp('last_practised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('student_practice_account_idx').on(t.accountId),
    check('student_practice_coins_not_negative', sql`${t.coins} >= 0`),
  ],
);

export const TASK_LIST_KINDS = ['adaptive', 'custom'] as const;

/**
 * A student's task list (takenlijst): one adaptive task per domain of the line (its practice task
 * moves on in place) and one per active custom task. The id is the takenlijsttaakId.
 */
export const taskListTasks = pgTable(
  'task_list_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TASK_LIST_KINDS }).notNull(),
    domainId: text('domain_id'),
    /** The current practice task (oefentaakId): a line task id, or the custom task's id. */
    practiceTaskId: text('practice_task_id').notNull(),
    customTaskId: uuid('custom_task_id').references(() => customTasks.id, { onDelete: 'cascade' }),
    roundsPerDay: integer('rounds_per_day').notNull(),
    /**
     * Adaptive rows: when the placement intake placed the student on the domain's line. Null until
     * then: the row's first round is the placement intake.
     */
    placedAt: timestamp('placed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_list_tasks_domain_unique').on(t.studentId, t.domainId),
    uniqueIndex('task_list_tasks_custom_unique').on(t.studentId, t.customTaskId),
    index('task_list_tasks_account_idx').on(t.accountId),
  ],
);

/** A student's state on one practice task: ability rating (theta), counters, intake and drill. */
export const studentTaskStates = pgTable(
  'student_task_states',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceTaskId: text('practice_task_id').notNull(),
    theta: doublePrecision('theta').notNull().default(0),
    uncertainty: doublePrecision('uncertainty').notNull().default(1),
    ratingAnswers: integer('rating_answers').notNull().default(0),
    ratingUpdatedAt: timestamp('rating_updated_at', { withTimezone: true }),
    answerCount: integer('answer_count').notNull().default(0),
    roundsPlayed: integer('rounds_played').notNull().default(0),
    intakeDone: boolean('intake_done').notNull().default(false),
    /** The new fact being drilled (sum key), or null. */
    introducing: text('introducing'),
    /** First-try accuracy of the latest rounds, oldest first (at most 5). */
    recentRoundAccuracy: jsonb('recent_round_accuracy').notNull().default([]),
    /** After the latest round: automated share (automate) or mean predicted success (apply). */
    mastery: doublePrecision('mastery').notNull().default(0),
    /** When the student moved on from this task. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastPractisedAt: timestamp('last_practised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'student_task_states_pk', columns: [t.studentId, t.practiceTaskId] }),
    index('student_task_states_account_idx').on(t.accountId),
  ],
);

/**
 * Per student and fact (sum key), across tasks and fluency tests: answer history for fluency, and the
 * spacing box.
 */
export const studentFacts = pgTable(
  'student_facts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sumKey: text('sum_key').notNull(),
    answers: integer('answers').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    /** Latest attempts { correct, ms }, oldest first (FACT_HISTORY). */
    recent: jsonb('recent').notNull(),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }).notNull(),
    lastAnswerIndex: integer('last_answer_index').notNull(),
    box: integer('box').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'student_facts_pk', columns: [t.studentId, t.sumKey] }),
    index('student_facts_account_idx').on(t.accountId),
  ],
);

export const WINDOW_PURPOSES = ['practice', 'intake'] as const;

/** Sum windows (somvensters): the sums served for one round of a game, and its summary once finished. */
export const sumWindows = pgTable(
  'sum_windows',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskListTaskId: uuid('task_list_task_id')
      .notNull()
      .references(() => taskListTasks.id, { onDelete: 'cascade' }),
    practiceTaskId: text('practice_task_id').notNull(),
    gameId: text('game_id').notNull(),
    purpose: text('purpose', { enum: WINDOW_PURPOSES }).notNull(),
    /** The planned sums' keys in order, and the reserve's. */
    sumKeys: jsonb('sum_keys').notNull(),
    reserveKeys: jsonb('reserve_keys').notNull(),
    /** Why each sum was chosen (PlannedSlot[]), for analysis. */
    slots: jsonb('slots').notNull(),
    /**
     * A placement intake's plan ({ range, taskOf }): the tasks of the line it samples in teaching
     * order, and the task each sum stands for (its answers rate that task). Null for other rounds.
     */
    placement: jsonb('placement'),
    /** The effective ExerciseSettings when the window was made. */
    settings: jsonb('settings').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The round summary (RoundSummaryResponse), stored so that finishing again returns it. */
    summary: jsonb('summary'),
  },
  (t) => [
    index('sum_windows_student_idx').on(t.studentId, t.createdAt),
    index('sum_windows_task_idx').on(t.taskListTaskId, t.completedAt),
    index('sum_windows_student_completed_idx').on(t.studentId, t.completedAt),
    index('sum_windows_account_idx').on(t.accountId),
  ],
);

/** Every answer, once: client_answer_id is the idempotency key. */
export const answers = pgTable(
  'answers',
  {
    clientAnswerId: uuid('client_answer_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowId: uuid('window_id')
      .notNull()
      .references(() => sumWindows.id, { onDelete: 'cascade' }),
    practiceTaskId: text('practice_task_id').notNull(),
    sumKey: text('sum_key').notNull(),
    /** The planned position (the sum's index in the window's sums); null for an easier sum. */
    position: integer('position'),
    /** planned (the first try at the position), easier or comeback (`ANSWER_KINDS`). */
    kind: text('kind', { enum: ANSWER_KINDS }),
    /** The AnswerValue given, or null (time ran out). */
    answer: jsonb('answer'),
    correct: boolean('correct').notNull(),
    /** The error pattern of a distractor answer. */
    errorPattern: text('error_pattern'),
    responseMs: integer('response_ms').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Observed score S and expected score E of the high-speed-high-stakes rule. */
    score: doublePrecision('score').notNull(),
    expected: doublePrecision('expected').notNull(),
  },
  (t) => [
    index('answers_window_idx').on(t.windowId),
    index('answers_student_idx').on(t.studentId, t.answeredAt),
    index('answers_account_idx').on(t.accountId),
  ],
);

/**
 * Per student, school day (Europe/Amsterdam) and practice task: the answers' totals, kept in the same
 * transaction that stores the answers (server/api/practice/answers.ts), so the teacher's figures over a
 * school year read a few thousand rows instead of every answer; finishing a round adds to `rounds`. `answer_ms` is the answering time: the
 * sum of the response times, each capped at INSIGHT_ANSWER_MS_CAP (a child who walks away adds no hour).
 */
export const answerDayTotals = pgTable(
  'answer_day_totals',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    practiceTaskId: text('practice_task_id').notNull(),
    answers: integer('answers').notNull(),
    correct: integer('correct').notNull(),
    answerMs: doublePrecision('answer_ms').notNull(),
    /** Rounds (sum windows) of the task finished that day (server/api/practice/rounds.ts). */
    rounds: integer('rounds').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'answer_day_totals_pk', columns: [t.studentId, t.day, t.practiceTaskId] }),
    index('answer_day_totals_account_idx').on(t.accountId),
    // The office dashboard reads the last weeks of every school by day.
    index('answer_day_totals_day_idx').on(t.day),
  ],
);

/** Fluency tests (automatiseertoets): the state machine's state, and the result once finished. */
export const fluencyTests = pgTable(
  'fluency_tests',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** FluencyTestState with the sums replaced by their keys. */
    state: jsonb('state').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result'),
  },
  (t) => [
    index('fluency_tests_student_idx').on(t.studentId, t.startedAt),
    index('fluency_tests_account_idx').on(t.accountId),
    uniqueIndex('fluency_tests_one_open')
      .on(t.studentId)
      .where(sql`${t.finishedAt} is null`),
  ],
);

/** Answers in a fluency test, once each (client_answer_id), with the response given, for replays. */
export const fluencyTestAnswers = pgTable(
  'fluency_test_answers',
  {
    clientAnswerId: uuid('client_answer_id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => fluencyTests.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sumKey: text('sum_key').notNull(),
    answer: jsonb('answer'),
    correct: boolean('correct').notNull(),
    responseMs: integer('response_ms').notNull(),
    /** The FluencyTestAnswerResponse sent, sent again for a repeated clientAnswerId. */
    response: jsonb('response').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fluency_test_answers_test_idx').on(t.testId),
    index('fluency_test_answers_account_idx').on(t.accountId),
  ],
);

export const COIN_REASONS = ['round', 'dayComplete', 'purchase'] as const;

/** Every change of a student's coins; student_practice.coins is their sum. */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: COIN_REASONS }).notNull(),
    windowId: uuid('window_id').references(() => sumWindows.id, { onDelete: 'set null' }),
    blobId: text('blob_id'),
    /** dayComplete: the day (Europe/Amsterdam) it was earned. */
    day: date('day', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coin_ledger_student_idx').on(t.studentId, t.createdAt),
    index('coin_ledger_account_idx').on(t.accountId),
    uniqueIndex('coin_ledger_round_once').on(t.windowId, t.reason),
    uniqueIndex('coin_ledger_day_once')
      .on(t.studentId, t.day)
      .where(sql`${t.reason} = 'dayComplete'`),
  ],
);

/** Blobs a student bought for the savings card (spaarkaart). */
export const studentBlobs = pgTable(
  'student_blobs',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blobId: text('blob_id').notNull(),
    boughtAt: timestamp('bought_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'student_blobs_pk', columns: [t.studentId, t.blobId] }),
    index('student_blobs_account_idx').on(t.accountId),
  ],
);
