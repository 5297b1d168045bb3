import { z } from 'zod';
import { CONTENT_LEVELS, TASK_SOURCE_TYPES } from '../content/document';
import { GAME_IDS } from '../curriculum/games';
import { schoolGroupSchema } from '../curriculum/validate';
import { localizedTextSchema } from '../generators/collections';
import { generatorSettingSchema } from '../generators/settings';
import { sumKeySchema } from '../sums/schemas';

/**
 * The learning line, practice tasks, sum collections and sum features of the develop tools
 * (paths in CONTENT_PATHS, server/api/content/line-routes.ts and collection-routes.ts). Every save
 * is a draft until published; a change the engine cannot practise is refused with 422 naming the
 * field and the reason.
 *
 * Stability: add fields and routes; never rename or remove.
 */

const id = z.string().min(1).max(64);
const count = z.number().int().min(0);
const draftState = z.enum(['added', 'changed']).nullable();

export const lineNodeSchema = z.object({
  id,
  level: z.enum(CONTENT_LEVELS),
  parentId: id.nullable(),
  name: localizedTextSchema,
  position: count,
  schoolGroups: z.array(schoolGroupSchema).nullable(),
  retired: z.boolean(),
  /** added / changed: a draft waiting to be published; null: as published. */
  draft: draftState,
});
export type LineNode = z.infer<typeof lineNodeSchema>;

export const lineTaskSchema = z.object({
  id,
  partId: id,
  position: count,
  name: localizedTextSchema,
  schoolGroup: schoolGroupSchema,
  goal: z.enum(['automate', 'apply']),
  gameIds: z.array(z.enum(GAME_IDS)),
  sourceType: z.enum(TASK_SOURCE_TYPES),
  collectionId: id.nullable(),
  retired: z.boolean(),
  draft: draftState,
});
export type LineTask = z.infer<typeof lineTaskSchema>;

export const lineResponseSchema = z.object({
  version: z.number().int().min(1),
  nodes: z.array(lineNodeSchema),
  tasks: z.array(lineTaskSchema),
});
export type LineResponse = z.infer<typeof lineResponseSchema>;

const name = localizedTextSchema;

export const lineNodeCreateBodySchema = z.strictObject({
  level: z.enum(CONTENT_LEVELS),
  parentId: id.nullable(),
  name,
  /** Tussendoelen (goals) only. */
  schoolGroups: z.array(schoolGroupSchema).min(1).max(6).optional(),
});
export type LineNodeCreateBody = z.input<typeof lineNodeCreateBodySchema>;

export const lineNodeUpdateBodySchema = z.strictObject({
  name: name.optional(),
  schoolGroups: z.array(schoolGroupSchema).min(1).max(6).optional(),
  /** Retired nodes leave the line children practise; they are never deleted (progress names them). */
  retired: z.boolean().optional(),
});
export type LineNodeUpdateBody = z.input<typeof lineNodeUpdateBodySchema>;

export const lineOrderBodySchema = z.strictObject({
  /** node: the parent's child nodes (null: the domains); task: the subonderdeel's practice tasks. */
  kind: z.enum(['node', 'task']),
  parentId: id.nullable(),
  /** Every sibling, in the new order. */
  ids: z.array(id).min(1).max(500),
});
export type LineOrderBody = z.input<typeof lineOrderBodySchema>;

const taskFields = {
  name,
  schoolGroup: schoolGroupSchema,
  goal: z.enum(['automate', 'apply']),
  gameIds: z.array(z.enum(GAME_IDS)).min(1).max(GAME_IDS.length),
  sourceType: z.enum(TASK_SOURCE_TYPES),
  collectionId: id.nullable(),
};

export const practiceTaskCreateBodySchema = z.strictObject({
  partId: id,
  ...taskFields,
  collectionId: id.nullable().default(null),
  /** Generator source: the new task's generator setting, saved as a draft with it. */
  setting: generatorSettingSchema.optional(),
});
export type PracticeTaskCreateBody = z.input<typeof practiceTaskCreateBodySchema>;

export const practiceTaskUpdateBodySchema = z.strictObject({
  partId: id.optional(),
  name: taskFields.name.optional(),
  schoolGroup: taskFields.schoolGroup.optional(),
  goal: taskFields.goal.optional(),
  gameIds: taskFields.gameIds.optional(),
  sourceType: taskFields.sourceType.optional(),
  collectionId: taskFields.collectionId.optional(),
  /** Generator source: the task's one generator setting (made when it has none). */
  setting: generatorSettingSchema.optional(),
  retired: z.boolean().optional(),
});
export type PracticeTaskUpdateBody = z.input<typeof practiceTaskUpdateBodySchema>;

export const sumFeatureValuesSchema = z.object({
  operations: z.array(z.string()),
  answerKinds: z.array(z.string()),
  crossesTen: count,
  crossesHundred: count,
  tables: z.array(z.number()),
  ranges: z.array(z.number()),
});

export const practiceTaskDetailSchema = z.object({
  task: lineTaskSchema,
  /** Where the task sits: domain, tussendoel, subdoel, subonderdeel. */
  path: z.array(z.object({ id, level: z.enum(CONTENT_LEVELS), name: localizedTextSchema })),
  settings: z.array(
    z.object({
      id,
      name: localizedTextSchema,
      setting: generatorSettingSchema,
      bankSize: count,
      draft: z.boolean(),
    }),
  ),
  collection: z.object({ id, name: localizedTextSchema, size: count }).nullable(),
  /** Distinct sums of the task's source, and what they are. */
  sumCount: count,
  features: sumFeatureValuesSchema,
  sample: z.array(z.object({ key: z.string(), text: z.string(), answer: z.string() })),
});
export type PracticeTaskDetail = z.infer<typeof practiceTaskDetailSchema>;

// Sum collections

export const collectionSumSchema = z.object({
  key: z.string(),
  text: z.string(),
  answer: z.string(),
  operation: z.string(),
});

export const collectionDetailSchema = z.object({
  id,
  name: localizedTextSchema,
  sums: z.array(collectionSumSchema),
  /** The practice tasks whose sums come from this collection. */
  taskIds: z.array(id),
  draft: draftState,
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

/** Sums are checked one by one with the domain's sum keys (field `sumKeys.3`). */
export const collectionBodySchema = z.strictObject({
  name,
  sumKeys: z
    .array(sumKeySchema)
    .min(1)
    .max(2000)
    .refine((keys) => new Set(keys).size === keys.length, { message: 'duplicateSum' }),
});
export type CollectionBody = z.input<typeof collectionBodySchema>;

export const CSV_IMPORT_MAX_CHARS = 200_000;

/**
 * A CSV of sums, one per line: a sum key (`add:7+5`, `bond:10=3+_`) or a written sum with + − × :
 * (`7 + 5`, `6 x 7`, `12 : 3`, `8 + _ = 13`) in the first column; a first line `som`/`sum` is a
 * header. `replace` swaps the collection's sums for the file's, `append` adds them after.
 */
export const collectionImportBodySchema = z.strictObject({
  csv: z.string().min(1).max(CSV_IMPORT_MAX_CHARS),
  mode: z.enum(['replace', 'append']),
});
export type CollectionImportBody = z.input<typeof collectionImportBodySchema>;

// Sum features (somkenmerken)

export const SUM_FEATURE_NAMES = [
  'operation',
  'answerKind',
  'range',
  'crossesTen',
  'crossesHundred',
  'table',
] as const;
export type SumFeatureName = (typeof SUM_FEATURE_NAMES)[number];

export const sumFeatureListSchema = z.object({
  features: z.array(
    z.object({
      feature: z.enum(SUM_FEATURE_NAMES),
      /** e.g. add, number, 20, true, 7. */
      value: z.string(),
      /** Published-with-drafts practice tasks (not retired) whose sums have this feature. */
      taskIds: z.array(id),
      /** Distinct sums across those tasks with this feature. */
      sums: count,
    }),
  ),
});
export type SumFeatureList = z.infer<typeof sumFeatureListSchema>;
