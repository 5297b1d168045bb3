import { z } from 'zod';
import {
  CONTENT_KIND_NAMES,
  CONTENT_PROBLEM_REASONS,
  contentBlobSchema,
  contentMapSchema,
  contentSettingSchema,
  MAP_ROUTE_MAX,
  LEVEL_OPERATIONS,
  contentGameSchema,
} from '../content';
import { localizedTextSchema } from '../generators/collections';
import { generatorSettingSchema } from '../generators/settings';

/**
 * The develop tools' API (server/api/content): the product's content as versioned data. Office
 * staff and superadmins only. Edits are drafts until published; a publish makes a new version, a
 * rollback a new version with an older version's content.
 *
 * Stability: add fields and routes; never rename or remove. Times are ISO 8601 strings.
 */

const DEV = '/api/ontwikkel';

export const CONTENT_PATHS = {
  /** GET: the published version, the drafts waiting and what would stop a publish. */
  status: `${DEV}/inhoud`,
  /** POST: publish every draft as a new version. */
  publish: `${DEV}/inhoud/publiceren`,
  /** GET: the published versions, newest first, with what each changed. */
  versions: `${DEV}/inhoud/versies`,
  /** POST: publish an earlier version's content again as the newest version. */
  rollback: (versie: string) => `${DEV}/inhoud/versies/${versie}/terugzetten`,
  /** DELETE: throw one draft away. */
  draft: (soort: string, itemId: string) => `${DEV}/inhoud/concepten/${soort}/${itemId}`,
  generatorSettings: `${DEV}/gensettingssommen`,
  generatorSetting: (gensettingsomId: string) => `${DEV}/gensettingssommen/${gensettingsomId}`,
  /** POST: the sums a setting makes, without storing anything. */
  generatorPreview: `${DEV}/gensettingssommen/voorbeeld`,
  /** GET the collections; POST a new one (a draft). */
  sumCollections: `${DEV}/somverzamelingen`,
  /** GET one collection with its sums; PUT its name and sums (a draft). */
  sumCollection: (somverzamelingId: string) => `${DEV}/somverzamelingen/${somverzamelingId}`,
  /** GET the collection's sums as CSV (as it stands with the drafts). */
  sumCollectionCsv: (somverzamelingId: string) => `${DEV}/somverzamelingen/${somverzamelingId}.csv`,
  /** POST a CSV of sums: every line checked, nothing imported when one is bad. */
  sumCollectionImport: (somverzamelingId: string) => `${DEV}/somverzamelingen/${somverzamelingId}/import`,
  /** GET the learning line as it stands with the drafts: every node and practice task. */
  line: `${DEV}/leerlijn`,
  /** POST a new node (domain, tussendoel, subdoel, subonderdeel). */
  lineNodes: `${DEV}/leerlijn/onderdelen`,
  /** PATCH a node: names, year groups, retired. */
  lineNode: (onderdeelId: string) => `${DEV}/leerlijn/onderdelen/${onderdeelId}`,
  /** POST the order of a node's children (nodes or practice tasks): drafts of their positions. */
  lineOrder: `${DEV}/leerlijn/volgorde`,
  /** POST a new practice task (with its generator setting when its source is a generator). */
  practiceTasks: `${DEV}/oefentaken`,
  /** GET a practice task with its source, its sums' features and a sample; PATCH it. */
  practiceTask: (oefentaakId: string) => `${DEV}/oefentaken/${oefentaakId}`,
  /** GET the sum features the line's tasks practise, with the tasks per feature. */
  sumFeatures: `${DEV}/somkenmerken`,
  /** GET: the practice tasks whose sums a game can show, to preview it with. */
  gameTasks: (spelId: string) => `${DEV}/spellen/${spelId}/taken`,
  /** POST: a round of sums of a task that the game can show, as sum keys (the page builds the sums). */
  gamePreview: (spelId: string) => `${DEV}/spellen/${spelId}/voorbeeld`,
  /** GET: a game's settings (offered, tempo, round length) as they stand with the drafts; PUT: a draft of them. */
  gameSettings: (spelId: string) => `${DEV}/spellen/${spelId}/instellingen`,
  /** GET: a game's levels in their order with the schema's limits; POST: a new level (a draft). */
  gameLevels: (spelId: string) => `${DEV}/spellen/${spelId}/levels`,
  /** PUT: a changed level (a draft); DELETE: the level (a draft of its removal). */
  gameLevel: (spelId: string, levelId: string) => `${DEV}/spellen/${spelId}/levels/${levelId}`,
  /** POST the order of a game's levels: drafts of their positions. */
  gameLevelOrder: (spelId: string) => `${DEV}/spellen/${spelId}/levels/volgorde`,
  /** GET: every blob with its draft flags; POST: a new blob, saved as a draft. */
  blobs: `${DEV}/spaarkaarten`,
  /** PUT: a changed blob, saved as a draft; DELETE: a blob never published (a published one is refused: retire it). */
  blob: (blobId: string) => `${DEV}/spaarkaarten/${blobId}`,
  /** GET: the child's map (its routes) as it stands with the drafts; PUT: new routes, saved as a draft. */
  map: `${DEV}/landkaart`,
} as const;

const id = z.string().min(1).max(64);
const isoTime = z.iso.datetime({ offset: true });
const count = z.number().int().min(0);
const kind = z.enum(CONTENT_KIND_NAMES);

export const contentProblemSchema = z.object({
  kind,
  id,
  field: z.string(),
  reason: z.enum(CONTENT_PROBLEM_REASONS),
  detail: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const contentChangeSchema = z.object({
  kind,
  id,
  change: z.enum(['added', 'changed', 'removed']),
  fields: z.array(
    z.object({ path: z.string(), before: z.unknown().optional(), after: z.unknown().optional() }),
  ),
});
export type ContentChangeResponse = z.infer<typeof contentChangeSchema>;

const person = z.object({ name: z.string() }).nullable();

export const contentStatusSchema = z.object({
  version: z.number().int().min(1),
  publishedAt: isoTime,
  publishedBy: person,
  /** The drafts as changes against the published version. */
  drafts: z.array(contentChangeSchema.extend({ updatedAt: isoTime, updatedBy: person })),
  /** Problems the drafts would publish, each with its message in the caller's language; a publish is refused while there are any. */
  problems: z.array(contentProblemSchema.extend({ message: z.string() })),
});
export type ContentStatus = z.infer<typeof contentStatusSchema>;

export const contentVersionSchema = z.object({
  version: z.number().int().min(1),
  publishedAt: isoTime,
  publishedBy: person,
  note: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
  changes: z.array(contentChangeSchema),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;
export const contentVersionListSchema = z.object({ versions: z.array(contentVersionSchema) });
export type ContentVersionList = z.infer<typeof contentVersionListSchema>;

export const publishBodySchema = z.strictObject({ note: z.string().trim().max(500).optional() });
export type PublishBody = z.input<typeof publishBodySchema>;

// Generator settings (gensettingssommen)

export const generatorSettingRecordSchema = z.object({
  /** gensettingsomId. */
  id,
  name: localizedTextSchema,
  /** The practice tasks whose sums come (partly) from this setting. */
  practiceTaskIds: z.array(id),
  setting: generatorSettingSchema,
  bankSize: count,
  /** The published setting when this one is a draft waiting to be published, else null. */
  published: contentSettingSchema.pick({ name: true, setting: true }).nullable(),
  draft: z.boolean(),
});
export type GeneratorSettingRecord = z.infer<typeof generatorSettingRecordSchema>;

export const generatorSettingListResponseSchema = z.object({
  settings: z.array(generatorSettingRecordSchema),
});
export type GeneratorSettingList = z.infer<typeof generatorSettingListResponseSchema>;

/** PUT body: the new setting, saved as a draft once every check passes. */
export const generatorSettingBodySchema = z.strictObject({
  setting: generatorSettingSchema,
  name: localizedTextSchema.optional(),
});
export type GeneratorSettingBody = z.input<typeof generatorSettingBodySchema>;

export const GENERATOR_PREVIEW_MAX = 60;

export const generatorPreviewBodySchema = z.strictObject({
  setting: generatorSettingSchema,
  /** Replays the same sample. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
  count: z.number().int().min(1).max(GENERATOR_PREVIEW_MAX).default(24),
});
export type GeneratorPreviewBody = z.input<typeof generatorPreviewBodySchema>;

export const generatorPreviewSchema = z.object({
  bankSize: count,
  /** The smallest and largest answer in the whole bank (numbers only). */
  answerRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  sums: z.array(
    z.object({
      key: z.string(),
      text: z.string(),
      answer: z.string(),
      operation: z.string(),
      answerKind: z.string(),
      crossesTen: z.boolean(),
      distractors: z.array(z.object({ answer: z.string(), pattern: z.string() })),
    }),
  ),
});
export type GeneratorPreview = z.infer<typeof generatorPreviewSchema>;

// Sum collections (somverzamelingen)

export const contentCollectionSchema = z.object({
  id,
  name: localizedTextSchema,
  sumKeys: z.array(z.string()),
  size: count,
  draft: z.boolean(),
});
export const contentCollectionListSchema = z.object({ collections: z.array(contentCollectionSchema) });
export type ContentCollectionList = z.infer<typeof contentCollectionListSchema>;

// Games (spellen): a preview of a game with a task's sums

export const gameTasksSchema = z.object({
  tasks: z.array(z.object({ id, name: localizedTextSchema, schoolGroup: z.number().int(), sums: count })),
});
export type GameTasks = z.infer<typeof gameTasksSchema>;

export const gamePreviewBodySchema = z.strictObject({
  taskId: id,
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
  /** A level's sum kinds: only those sums, when the task has any (else all, as a child's round). */
  operations: z.array(z.enum(LEVEL_OPERATIONS)).min(1).optional(),
});
export type GamePreviewBody = z.input<typeof gamePreviewBodySchema>;

export const gamePreviewSchema = z.object({ sumKeys: z.array(z.string()), reserveKeys: z.array(z.string()) });
export type GamePreview = z.infer<typeof gamePreviewSchema>;

/** A game's settings as they stand with the drafts. */
export const gameSettingsRecordSchema = contentGameSchema.extend({
  /** The published settings when these are a draft waiting to be published, else null. */
  published: contentGameSchema.nullable(),
  draft: z.boolean(),
});
export type GameSettingsRecord = z.infer<typeof gameSettingsRecordSchema>;

/** PUT body: the game's settings without its id. */
export const gameSettingsBodySchema = contentGameSchema.omit({ id: true }).strict();
export type GameSettingsBody = z.input<typeof gameSettingsBodySchema>;

const levelNameSchema = z.object({ nl: z.string(), en: z.string() }).strict();
const levelParamsSchema = z.record(z.string(), z.unknown());

export const gameLevelRecordSchema = z.object({
  id,
  gameId: z.string(),
  position: count,
  name: levelNameSchema,
  params: levelParamsSchema,
  draft: z.boolean(),
  /** Never published: no child has played it. */
  isNew: z.boolean(),
});
export type GameLevelRecord = z.infer<typeof gameLevelRecordSchema>;

export const gameLevelListSchema = z.object({
  levels: z.array(gameLevelRecordSchema),
  /** Rounds of the game a child finishes before moving up a level. */
  roundsPerLevel: count,
});
export type GameLevelList = z.infer<typeof gameLevelListSchema>;

/**
 * POST and PUT body: a level's name and params; the params are checked by the game's own schema
 * when saved (422 naming `params.<field>`). A new level goes last.
 */
export const gameLevelBodySchema = z.strictObject({ name: levelNameSchema, params: levelParamsSchema });
export type GameLevelBody = z.input<typeof gameLevelBodySchema>;

export const gameLevelOrderBodySchema = z.strictObject({ ids: z.array(id).min(1).max(100) });
export type GameLevelOrderBody = z.input<typeof gameLevelOrderBodySchema>;
// Blobs (spaarkaarten): the blobs children buy with their coins

/** A blob as it stands with the drafts. */
export const blobRecordSchema = contentBlobSchema.extend({
  /** The published blob when this one is a draft waiting to be published, else null. */
  published: contentBlobSchema.nullable(),
  draft: z.boolean(),
  /** Never published: no child can own it yet, so it may still be deleted. */
  isNew: z.boolean(),
});
export type BlobRecord = z.infer<typeof blobRecordSchema>;

export const blobListResponseSchema = z.object({ blobs: z.array(blobRecordSchema) });
export type BlobList = z.infer<typeof blobListResponseSchema>;

/** POST and PUT body: the blob without its id (a new blob's id is made from its Dutch name). */
export const blobBodySchema = contentBlobSchema.omit({ id: true }).strict();
export type BlobBody = z.input<typeof blobBodySchema>;

// The child's map (landkaart): the routes its stops are spread along

const mapRoutes = contentMapSchema.pick({ wide: true, tall: true });

/** The map as it stands with the drafts. */
export const mapRecordSchema = mapRoutes.extend({
  /** The published routes when these are a draft waiting to be published, else null. */
  published: mapRoutes.nullable(),
  draft: z.boolean(),
});
export type MapRecord = z.infer<typeof mapRecordSchema>;

/**
 * PUT body: both routes. Only their shape is checked here; whether each point lies on the art and
 * the route places the stops apart is the domain's check (422 naming the field, e.g. `wide.3.x`).
 */
const looseRoute = z.array(z.strictObject({ x: z.number(), y: z.number() })).max(MAP_ROUTE_MAX * 5);
export const mapBodySchema = z.strictObject({ wide: looseRoute, tall: looseRoute });
export type MapBody = z.input<typeof mapBodySchema>;
