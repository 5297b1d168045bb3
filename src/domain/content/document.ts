import { z } from 'zod';
import { localizedTextSchema, sumCollectionSchema } from '../generators/collections';
import type { SumCollection } from '../generators/collections';
import { generatorSettingSchema } from '../generators/settings';
import type { GeneratorSetting } from '../generators/settings';
import { GAME_IDS } from '../curriculum/games';
import type { GameId } from '../curriculum/games';
import type { SchoolGroup } from '../curriculum/types';
import { schoolGroupSchema } from '../curriculum/validate';
import type { LocalizedText } from '../localized-text';
import { ruleMessage } from '../validation';
import { BLOB_RARITIES, blobLookSchema } from '../engine/blob-look';
import { BLOB_CATALOG } from '../engine/blobs';
import type { Blob } from '../engine/blobs';
import { contentMapSchema, mapFromCode } from './map';
import type { ContentMap } from './map';
import { contentGameLevelSchema, contentGameSchema, gamesFromCode, levelsFromCode } from './games';
import type { ContentGame, ContentGameLevel } from './games';

/**
 * The product's content as data: what office staff develop and children practise. A published
 * version of it is immutable (a round keeps the version it started with); edits are drafts per item
 * until published. Items are flat rows, the tree is built from their parent ids and positions.
 */

export const CONTENT_LEVELS = ['domain', 'goal', 'subgoal', 'part'] as const;
export type ContentLevel = (typeof CONTENT_LEVELS)[number];

/** A level above the practice tasks: domain, tussendoel (goal), subdoel, subonderdeel (part). */
export interface ContentNode {
  readonly id: string;
  readonly level: ContentLevel;
  readonly parentId: string | null;
  readonly name: LocalizedText;
  /** Order among its siblings. */
  readonly position: number;
  /** Goals only: the year groups the goal belongs to. */
  readonly schoolGroups?: readonly SchoolGroup[] | null;
  /** Retired nodes stay (children's progress names them) but leave the line. */
  readonly retired?: boolean;
}

export const TASK_SOURCE_TYPES = ['generator', 'mix', 'collection'] as const;

/** A practice task (oefentaak): its sums come from its generator settings or a sum collection. */
export interface ContentTask {
  readonly id: string;
  readonly partId: string;
  readonly position: number;
  readonly name: LocalizedText;
  readonly schoolGroup: SchoolGroup;
  readonly goal: 'automate' | 'apply';
  readonly gameIds: readonly GameId[];
  /** generator / mix: the settings whose `taskId` is this task, in position order; collection: collectionId. */
  readonly sourceType: (typeof TASK_SOURCE_TYPES)[number];
  readonly collectionId: string | null;
  readonly retired?: boolean;
}

/** A generator setting (gensettingsom): a generator with its parameters. */
export interface ContentSetting {
  readonly id: string;
  readonly taskId: string | null;
  /** Order within a mixed source. */
  readonly position: number;
  readonly name: LocalizedText;
  readonly setting: GeneratorSetting;
}

/**
 * A blob children buy with their coins (spaarblob): name, price, rarity, whether it is sold, and its
 * look made of parts. Once published a child may own it, so it is never removed again, only made
 * not available (`contentProblems` refuses the removal).
 */
export type ContentBlob = Blob;

export interface ContentDocument {
  readonly nodes: readonly ContentNode[];
  readonly tasks: readonly ContentTask[];
  readonly settings: readonly ContentSetting[];
  readonly collections: readonly SumCollection[];
  readonly blobs: readonly ContentBlob[];
  /** The child's map: one item (`main`), the routes the stops are spread along. */
  readonly maps: readonly ContentMap[];
  /** Per game: offered or not, tempo, round length (see games.ts). */
  readonly games: readonly ContentGame[];
  /** Levels of the games that have them, each game's params checked by that game's schema. */
  readonly levels: readonly ContentGameLevel[];
}

const contentId = z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'ids are lower-case kebab-case');
const position = z.number().int().min(0).max(100_000);

export const contentNodeSchema = z
  .object({
    id: contentId,
    level: z.enum(CONTENT_LEVELS),
    parentId: contentId.nullable(),
    name: localizedTextSchema,
    position,
    schoolGroups: z.array(schoolGroupSchema).min(1).nullable().optional(),
    retired: z.boolean().optional(),
  })
  .strict();

export const contentTaskSchema = z
  .object({
    id: contentId,
    partId: contentId,
    position,
    name: localizedTextSchema,
    schoolGroup: schoolGroupSchema,
    goal: z.enum(['automate', 'apply']),
    gameIds: z.array(z.enum(GAME_IDS)).min(1).max(GAME_IDS.length),
    sourceType: z.enum(TASK_SOURCE_TYPES),
    collectionId: z.string().min(1).max(64).nullable(),
    retired: z.boolean().optional(),
  })
  .strict();

export const contentSettingSchema = z
  .object({
    id: contentId,
    taskId: contentId.nullable(),
    position,
    name: localizedTextSchema,
    setting: generatorSettingSchema,
  })
  .strict();

/** The highest price of a blob, in coins (a child earns some 5 to 10 coins a round). */
export const BLOB_PRICE_MAX = 5_000;

const blobName = z.string().trim().min(1, ruleMessage('required')).max(40, ruleMessage('maxLength', 40));
/** A price's one message for every way it can be wrong (the forms say: whole coins, 1 to the maximum). */
const blobPrice = z.number({ error: 'price' }).int('price').min(1, 'price').max(BLOB_PRICE_MAX, 'price');

export const contentBlobSchema = z
  .object({
    id: contentId,
    name: z.object({ nl: blobName, en: blobName }).strict(),
    price: blobPrice,
    rarity: z.enum(BLOB_RARITIES),
    available: z.boolean(),
    look: blobLookSchema,
  })
  .strict();

/** The kinds of content item, each with its list in the document and its schema. */
export const CONTENT_KINDS = {
  node: { list: 'nodes', schema: contentNodeSchema },
  task: { list: 'tasks', schema: contentTaskSchema },
  setting: { list: 'settings', schema: contentSettingSchema },
  collection: { list: 'collections', schema: sumCollectionSchema },
  blob: { list: 'blobs', schema: contentBlobSchema },
  map: { list: 'maps', schema: contentMapSchema },
  game: { list: 'games', schema: contentGameSchema },
  level: { list: 'levels', schema: contentGameLevelSchema },
} as const;

export type ContentKind = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKind[];

export interface ContentItemOf {
  node: ContentNode;
  task: ContentTask;
  setting: ContentSetting;
  collection: SumCollection;
  blob: ContentBlob;
  map: ContentMap;
  game: ContentGame;
  level: ContentGameLevel;
}
export type ContentItem = ContentItemOf[ContentKind];

export const contentDocumentSchema = z
  .object({
    nodes: z.array(contentNodeSchema),
    tasks: z.array(contentTaskSchema),
    settings: z.array(contentSettingSchema),
    collections: z.array(sumCollectionSchema),
    /**
     * Versions published before blobs were content have no list: they sold the code's blobs, so they
     * read as those (old versions and the rounds made from them keep working, a rollback to them too).
     */
    blobs: z.array(contentBlobSchema).default(() => [...BLOB_CATALOG]),
    /** Versions published before the map was content showed the code's routes: they read as those. */
    maps: z.array(contentMapSchema).default(() => [mapFromCode()]),
    /** Versions published before games were content offered every game as made, with the code's levels. */
    games: z.array(contentGameSchema).default(gamesFromCode),
    levels: z.array(contentGameLevelSchema).default(levelsFromCode),
  })
  .strict();

/** The items of one kind. */
export function itemsOf<K extends ContentKind>(doc: ContentDocument, kind: K): readonly ContentItemOf[K][] {
  return doc[CONTENT_KINDS[kind].list] as unknown as readonly ContentItemOf[K][];
}

/** Parses a stored document (a release's content), throwing when it does not fit. */
export function parseContentDocument(input: unknown): ContentDocument {
  return contentDocumentSchema.parse(input) as ContentDocument;
}
