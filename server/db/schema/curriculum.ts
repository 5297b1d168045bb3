import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './roster';

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
