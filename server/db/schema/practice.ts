import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ANSWER_KINDS } from '../../../src/domain/contracts/practice';
import { accounts } from './accounts';
import { groups, users } from './roster';
/** A practice task's goal: facts by heart, or a strategy. */
const TASK_GOALS = ['automate', 'apply'] as const;

/* Everything about a student carries account_id, and every query filters on it (whereAccount). */

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
    /** The content version (content_releases) the round was made from; it finishes on it. */
    contentVersion: integer('content_version'),
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
