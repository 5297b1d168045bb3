import { z } from 'zod';
import { GAME_IDS } from '../curriculum/games';
import type { GameId } from '../curriculum/games';
import { OPERATIONS } from '../sums/types';
import type { Operation, Sum } from '../sums/types';
import { ruleMessage } from '../validation';

/**
 * Games as content: per game whether children are offered it, its tempo and its round length; and
 * levels, whose params each game declares with a schema of its own (GAME_LEVEL_PARAMS), so another
 * game gets levels by adding its schema here.
 */

export const GAME_SPEED_MIN = 0.5;
export const GAME_SPEED_MAX = 2;
/** The round length a game may set (as the school settings allow). */
export const GAME_ROUND_MIN = 5;
export const GAME_ROUND_MAX = 30;

/** One game's settings: `roundLength` null keeps the school's setting. */
export interface ContentGame {
  readonly id: GameId;
  readonly enabled: boolean;
  /** Tempo multiplier of the game's motion (1: as made). */
  readonly speed: number;
  readonly roundLength: number | null;
}

/** A tempo's one message for every way it can be wrong (the forms say: from 0.5 to 2). */
const speed = z.number({ error: 'speed' }).min(GAME_SPEED_MIN, 'speed').max(GAME_SPEED_MAX, 'speed');

export const contentGameSchema = z
  .object({
    id: z.enum(GAME_IDS),
    enabled: z.boolean(),
    speed,
    roundLength: z
      .number({ error: 'roundLength' })
      .int('roundLength')
      .min(GAME_ROUND_MIN, 'roundLength')
      .max(GAME_ROUND_MAX, 'roundLength')
      .nullable(),
  })
  .strict();

/** Every game as the code ships it: offered, at its own tempo, with the school's round length. */
export function gamesFromCode(): ContentGame[] {
  return GAME_IDS.map((id) => ({ id, enabled: true, speed: 1, roundLength: null }));
}

/** A game's settings in a document (a game without an item: as from code). */
export function gameOf(games: readonly ContentGame[], id: GameId): ContentGame {
  return games.find((g) => g.id === id) ?? { id, enabled: true, speed: 1, roundLength: null };
}

// Levels

/** Every operation a sum can have (a level may allow some of them). */
export const LEVEL_OPERATIONS = OPERATIONS;

const levelName = z.string().trim().min(1, ruleMessage('required')).max(40, ruleMessage('maxLength', 40));

export const BUBBLE_SIZES = ['small', 'medium', 'large'] as const;
export type BubbleSize = (typeof BUBBLE_SIZES)[number];
export const BUBBLES_MIN = 2;
export const BUBBLES_MAX = 6;

/** Bellen prikken's level: how fast the bubbles rise, how many, how big, and which sums it asks. */
export const bellenprikkenLevelSchema = z
  .object({
    speed,
    bubbles: z
      .number({ error: 'bubbles' })
      .int('bubbles')
      .min(BUBBLES_MIN, 'bubbles')
      .max(BUBBLES_MAX, 'bubbles'),
    bubbleSize: z.enum(BUBBLE_SIZES),
    /** The sum kinds (operations) the level asks; a round whose task has none of them asks them all. */
    operations: z.array(z.enum(LEVEL_OPERATIONS)).min(1, ruleMessage('atLeastOne')),
  })
  .strict();
export type BellenprikkenLevel = z.infer<typeof bellenprikkenLevelSchema>;

/** The games that have levels, each with the schema of its params. */
export const GAME_LEVEL_PARAMS = {
  bellenprikken: bellenprikkenLevelSchema,
} as const satisfies Partial<Record<GameId, z.ZodType>>;
export type LevelGameId = keyof typeof GAME_LEVEL_PARAMS;
export const LEVEL_GAME_IDS = Object.keys(GAME_LEVEL_PARAMS) as LevelGameId[];

export function hasLevels(gameId: GameId): gameId is LevelGameId {
  return gameId in GAME_LEVEL_PARAMS;
}

/** A level of a game: its place in the game's order, a name per language, and the game's params. */
export interface ContentGameLevel {
  readonly id: string;
  readonly gameId: GameId;
  readonly position: number;
  readonly name: { readonly nl: string; readonly en: string };
  readonly params: Readonly<Record<string, unknown>>;
}

export const contentGameLevelSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'ids are lower-case kebab-case'),
    gameId: z.enum(GAME_IDS),
    position: z.number().int().min(0).max(1000),
    name: z.object({ nl: levelName, en: levelName }).strict(),
    params: z.record(z.string(), z.unknown()),
  })
  .strict()
  .superRefine((level, ctx) => {
    const schema = hasLevels(level.gameId) ? GAME_LEVEL_PARAMS[level.gameId] : null;
    if (!schema) {
      ctx.addIssue({ code: 'custom', path: ['gameId'], message: 'noLevels' });
      return;
    }
    const parsed = schema.safeParse(level.params);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['params', ...issue.path.map(String)], message: issue.message });
  });

/** The levels the code ships: bellenprikken from calm to quick (its level 2 is the game as made). */
export function levelsFromCode(): ContentGameLevel[] {
  const all = [...LEVEL_OPERATIONS];
  return [
    {
      id: 'bellenprikken-1',
      gameId: 'bellenprikken',
      position: 0,
      name: { nl: 'Rustig', en: 'Calm' },
      params: { speed: 0.75, bubbles: 3, bubbleSize: 'large', operations: all },
    },
    {
      id: 'bellenprikken-2',
      gameId: 'bellenprikken',
      position: 1,
      name: { nl: 'Gewoon', en: 'Normal' },
      params: { speed: 1, bubbles: 5, bubbleSize: 'medium', operations: all },
    },
    {
      id: 'bellenprikken-3',
      gameId: 'bellenprikken',
      position: 2,
      name: { nl: 'Vlot', en: 'Quick' },
      params: { speed: 1.3, bubbles: 6, bubbleSize: 'small', operations: all },
    },
  ];
}

/** A game's levels in their order. */
export function levelsOf(levels: readonly ContentGameLevel[], gameId: GameId): ContentGameLevel[] {
  return levels
    .filter((l) => l.gameId === gameId)
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** A child moves up a level after this many finished rounds of the game. */
export const ROUNDS_PER_LEVEL = 3;

/**
 * The level a child plays: by the rounds of this game they finished before, ROUNDS_PER_LEVEL per
 * level, staying on the last; null when the game has no levels.
 */
export function levelForRounds(
  levels: readonly ContentGameLevel[],
  gameId: GameId,
  roundsFinished: number,
): ContentGameLevel | null {
  const own = levelsOf(levels, gameId);
  if (!own.length) return null;
  return own[Math.min(own.length - 1, Math.floor(Math.max(0, roundsFinished) / ROUNDS_PER_LEVEL))]!;
}

/** The operations a level allows, or null when it limits none (or the game's levels have no such param). */
export function levelOperations(level: ContentGameLevel | null): readonly Operation[] | null {
  const ops = level?.params.operations;
  return Array.isArray(ops) && ops.length ? (ops as Operation[]) : null;
}

/** The sums of the allowed operations; all of them when none is allowed (null) or none would be left. */
export function limitToOperations<S extends Pick<Sum, 'features'>>(
  sums: readonly S[],
  operations: readonly Operation[] | null,
): readonly S[] {
  if (!operations) return sums;
  const kept = sums.filter((sum) => operations.includes(sum.features.operation));
  return kept.length ? kept : sums;
}
