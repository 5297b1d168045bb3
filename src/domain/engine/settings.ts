import { z } from 'zod';
import { localizedTextSchema } from '../generators/collections';
import type { SumCollection } from '../generators/collections';
import { sourceGameProblems } from '../curriculum/validate';
import { sumSourceSchema } from '../generators/source';
import type { SumSource } from '../generators/source';
import { GAME_IDS } from '../curriculum/games';
import type { GameId } from '../curriculum/games';
import type { LocalizedText } from '../localized-text';
import type { FluencyRule } from './fluency';

/** How the child gives answers: picking among choices, an on-screen number pad, a keyboard, or touch on a whiteboard. */
export type InputMethod = 'choice' | 'numpad' | 'keyboard' | 'whiteboard';

/** Exercise settings (oefeninstellingen) of a student or a group. */
export interface ExerciseSettings {
  /** Ids of switched-off parts of the learning line, at any level (domain to task). */
  readonly disabledNodeIds: readonly string[];
  /** Correct within this time counts as automated (ms). */
  readonly fluencyThresholdMs: number;
  /** Extra time for this child (motor or reading difficulties), added to the threshold (ms). */
  readonly extraTimeMs: number;
  readonly fluencyWindow: number;
  readonly fluencyRequired: number;
  readonly targetSuccess: number;
  readonly roundLength: number;
  /** Deadline of the scoring rule (ms); never shown to the child as a countdown. */
  readonly timeLimitMs: number;
  readonly sound: boolean;
  /** Read sums aloud (useful for children with dyslexia). */
  readonly speech: boolean;
  readonly inputMethod: InputMethod;
  readonly fluencyTestEnabled: boolean;
  /** Practice sessions between two fluency tests. */
  readonly fluencyTestEvery: number;
  /** The reward games unlock when the day's tasks are done (off: the day ends with the savings card). */
  readonly rewardGames: boolean;
  /**
   * A lower starting point: a new child is placed as if in a year group this much lower (a child who
   * is far behind starts where they can succeed; the intake then finds their level from there).
   */
  readonly startYearsLower: number;
}

export const MAX_START_YEARS_LOWER = 3;

const exerciseSettingsShape = {
  disabledNodeIds: z.array(z.string().min(1).max(64)).max(500).default([]),
  fluencyThresholdMs: z.number().int().min(1000).max(20000).default(3000),
  extraTimeMs: z.number().int().min(0).max(10000).default(0),
  fluencyWindow: z.number().int().min(1).max(8).default(4),
  fluencyRequired: z.number().int().min(1).max(8).default(3),
  targetSuccess: z.number().min(0.5).max(0.95).default(0.75),
  roundLength: z.number().int().min(5).max(30).default(10),
  timeLimitMs: z.number().int().min(5000).max(60000).default(20000),
  sound: z.boolean().default(true),
  speech: z.boolean().default(false),
  inputMethod: z.enum(['choice', 'numpad', 'keyboard', 'whiteboard']).default('choice'),
  fluencyTestEnabled: z.boolean().default(true),
  fluencyTestEvery: z.number().int().min(1).max(100).default(10),
  rewardGames: z.boolean().default(true),
  startYearsLower: z.number().int().min(0).max(MAX_START_YEARS_LOWER).default(0),
};

export type ExerciseSettingsKey = keyof typeof exerciseSettingsShape;
export const EXERCISE_SETTINGS_KEYS = Object.keys(exerciseSettingsShape) as ExerciseSettingsKey[];

export const exerciseSettingsSchema = z
  .strictObject(exerciseSettingsShape)
  .refine((s) => s.fluencyRequired <= s.fluencyWindow, {
    message: 'fluencyRequired must not exceed fluencyWindow',
    path: ['fluencyRequired'],
  })
  .refine((s) => s.fluencyThresholdMs + s.extraTimeMs < s.timeLimitMs, {
    message: 'the fluency threshold must lie below the time limit',
    path: ['timeLimitMs'],
  });

/**
 * A child's own settings: only the fields that differ from their group's (no defaults filled in), so
 * every other field follows the group, also when the group's settings change later.
 */
export const exerciseSettingsOverridesSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(exerciseSettingsShape).map(([key, field]) => [key, field.unwrap().optional()]),
  ),
) as unknown as z.ZodType<Partial<ExerciseSettings>>;

export const DEFAULT_EXERCISE_SETTINGS: ExerciseSettings = exerciseSettingsSchema.parse({});

/** Validates stored or edited settings, filling defaults; throws a ZodError when invalid. */
export function parseExerciseSettings(input: unknown): ExerciseSettings {
  return exerciseSettingsSchema.parse(input);
}

/** The fluency rule these settings imply. */
export function fluencyRuleOf(settings: ExerciseSettings): FluencyRule {
  return {
    thresholdMs: settings.fluencyThresholdMs + settings.extraTimeMs,
    window: settings.fluencyWindow,
    required: settings.fluencyRequired,
  };
}

/** A custom task (maatwerktaak) a teacher makes for a group or some students. */
export interface CustomTask {
  readonly id: string;
  readonly name: LocalizedText;
  readonly createdBy: string;
  readonly groupIds: readonly string[];
  readonly studentIds: readonly string[];
  readonly source: SumSource;
  readonly gameIds: readonly GameId[];
  readonly goal: 'automate' | 'apply';
  /** Rounds per day on the task list. */
  readonly roundsPerDay: number;
  /** ISO dates (yyyy-mm-dd), inclusive; null for open-ended. */
  readonly startsOn: string | null;
  readonly endsOn: string | null;
}

const isoDate = z.iso.date();

export const customTaskSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: localizedTextSchema,
    createdBy: z.string().min(1).max(64),
    groupIds: z.array(z.string().min(1).max(64)).max(100).default([]),
    studentIds: z.array(z.string().min(1).max(64)).max(1000).default([]),
    source: sumSourceSchema,
    gameIds: z.array(z.enum(GAME_IDS)).min(1),
    goal: z.enum(['automate', 'apply']).default('automate'),
    roundsPerDay: z.number().int().min(1).max(20).default(1),
    startsOn: isoDate.nullable().default(null),
    endsOn: isoDate.nullable().default(null),
  })
  .strict()
  .refine((t) => t.groupIds.length + t.studentIds.length > 0, {
    message: 'assign the task to a group or a student',
  })
  .refine((t) => t.startsOn === null || t.endsOn === null || t.startsOn <= t.endsOn, {
    message: 'startsOn must not be after endsOn',
  });

/** Whether a custom task is active on a date (yyyy-mm-dd). */
export function isCustomTaskActive(task: Pick<CustomTask, 'startsOn' | 'endsOn'>, date: string): boolean {
  return (task.startsOn === null || task.startsOn <= date) && (task.endsOn === null || date <= task.endsOn);
}

/** Problems that make a custom task unusable: an unknown collection, an empty bank, unfit games. */
export function customTaskProblems(
  task: CustomTask,
  findCollection: (id: string) => SumCollection | undefined = () => undefined,
): string[] {
  return sourceGameProblems(task.source, task.gameIds, findCollection);
}
