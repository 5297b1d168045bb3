/**
 * The exercise settings as a child's play reads them (group's set, the child's own fields over it).
 * Staff change them through server/api/practice-settings.
 */
import { and, eq, or } from 'drizzle-orm';
import {
  DEFAULT_EXERCISE_SETTINGS,
  EXERCISE_SETTINGS_KEYS,
  parseExerciseSettings,
} from '../../../src/domain';
import type { ExerciseSettings, ExerciseSettingsKey } from '../../../src/domain';
import type { ExerciseSettingsResponse } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { exerciseSettings } from '../../db/schema';
import { whereAccount } from '../auth/authenticate';

/** Stored settings are parsed again on read, so fields added later get their defaults. */
export function parseStoredSettings(value: unknown): ExerciseSettings {
  try {
    return parseExerciseSettings(value);
  } catch {
    return DEFAULT_EXERCISE_SETTINGS;
  }
}

type Source = ExerciseSettingsResponse['source'];

export interface EffectiveSettings {
  settings: ExerciseSettings;
  source: Source;
  /** The fields the student has of their own (empty for a group or the defaults). */
  ownFields: ExerciseSettingsKey[];
  updatedAt: Date | null;
}

/** The fields a stored child's set holds (a child stores only what differs from the group). */
function storedOverrides(value: unknown): Partial<ExerciseSettings> {
  if (!value || typeof value !== 'object') return {};
  const stored = value as Record<string, unknown>;
  return Object.fromEntries(
    EXERCISE_SETTINGS_KEYS.filter((key) => stored[key] !== undefined).map((key) => [key, stored[key]]),
  );
}

/**
 * A student's settings from the stored rows: the group's set (or the defaults) with the student's own
 * fields over it. When the group changed since, so that the two no longer hold together (a child's
 * own time limit now below the group's threshold), the group's set applies until someone saves again.
 */
export function resolveSettings(
  groupStored: unknown,
  studentStored: unknown,
): {
  settings: ExerciseSettings;
  ownFields: ExerciseSettingsKey[];
} {
  const group = groupStored === undefined ? DEFAULT_EXERCISE_SETTINGS : parseStoredSettings(groupStored);
  const own = storedOverrides(studentStored);
  try {
    return {
      settings: parseExerciseSettings({ ...group, ...own }),
      ownFields: Object.keys(own) as ExerciseSettingsKey[],
    };
  } catch {
    return { settings: group, ownFields: [] };
  }
}

/** A student's settings: their own fields over their group's, over the defaults. */
export async function effectiveSettings(
  db: Database,
  owner: { studentId: string; groupId: string | null; scope: string },
): Promise<EffectiveSettings> {
  const rows = await db
    .select()
    .from(exerciseSettings)
    .where(
      and(
        whereAccount(exerciseSettings.accountId, owner.scope),
        owner.groupId
          ? or(eq(exerciseSettings.studentId, owner.studentId), eq(exerciseSettings.groupId, owner.groupId))
          : eq(exerciseSettings.studentId, owner.studentId),
      ),
    );
  const own = rows.find((r) => r.studentId === owner.studentId);
  const group = rows.find((r) => r.groupId !== null && r.groupId === owner.groupId);
  const { settings, ownFields } = resolveSettings(group?.settings, own?.settings);
  const source: Source = ownFields.length ? 'student' : group ? 'group' : 'default';
  const updatedAt = [own?.updatedAt, group?.updatedAt]
    .filter((d): d is Date => d instanceof Date)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return { settings, source, ownFields, updatedAt: updatedAt ?? null };
}
