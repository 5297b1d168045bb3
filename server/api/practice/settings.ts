import { and, eq, or } from 'drizzle-orm';
import {
  DEFAULT_EXERCISE_SETTINGS,
  EXERCISE_SETTINGS_KEYS,
  exerciseSettingsSchema,
  parseExerciseSettings,
} from '../../../src/domain';
import type { ExerciseSettings, ExerciseSettingsKey } from '../../../src/domain';
import type { ExerciseSettingsResponse } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { exerciseSettings } from '../../db/schema';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import type { Curriculum } from './curriculum';

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

/** A group's settings; the defaults for a student without a group (a home account's child). */
export async function groupSettings(
  db: Database,
  group: { groupId: string | null; scope: string },
): Promise<EffectiveSettings> {
  const [row] =
    group.groupId === null
      ? []
      : await db
          .select()
          .from(exerciseSettings)
          .where(
            and(
              eq(exerciseSettings.groupId, group.groupId),
              whereAccount(exerciseSettings.accountId, group.scope),
            ),
          );
  if (!row) return { settings: DEFAULT_EXERCISE_SETTINGS, source: 'default', ownFields: [], updatedAt: null };
  return {
    settings: parseStoredSettings(row.settings),
    source: 'group',
    ownFields: [],
    updatedAt: row.updatedAt,
  };
}

/**
 * A student's own fields over their group's settings, as they would apply; 400 with the field when
 * the two do not hold together (a time limit below the threshold).
 */
export function mergedWithGroup(group: ExerciseSettings, own: Partial<ExerciseSettings>): ExerciseSettings {
  const merged = exerciseSettingsSchema.safeParse({ ...group, ...own });
  if (merged.success) return merged.data;
  const errors: Record<string, string> = {};
  for (const issue of merged.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw new ApiError(400, 'badRequest', errors);
}

/** 400 with a field code when settings switch off parts of the line that do not exist. */
export function checkNodeIds(curriculum: Curriculum, settings: ExerciseSettings): void {
  const unknown = settings.disabledNodeIds.filter((id) => !curriculum.nodeIds.has(id));
  if (unknown.length) throw new ApiError(400, 'badRequest', { disabledNodeIds: 'invalidFormat' });
}

export async function saveSettings(
  db: Database,
  owner: { groupId: string } | { studentId: string },
  scope: string,
  settings: ExerciseSettings | Partial<ExerciseSettings>,
  actorId: string,
): Promise<void> {
  const values = {
    accountId: scope,
    groupId: 'groupId' in owner ? owner.groupId : null,
    studentId: 'studentId' in owner ? owner.studentId : null,
    settings,
    updatedAt: new Date(),
    updatedBy: actorId,
  };
  await db
    .insert(exerciseSettings)
    .values(values)
    .onConflictDoUpdate({
      target: 'groupId' in owner ? exerciseSettings.groupId : exerciseSettings.studentId,
      set: { settings, updatedAt: values.updatedAt, updatedBy: actorId },
      setWhere: whereAccount(exerciseSettings.accountId, scope),
    });
}

export async function deleteStudentSettings(db: Database, studentId: string, scope: string): Promise<void> {
  await db
    .delete(exerciseSettings)
    .where(and(eq(exerciseSettings.studentId, studentId), whereAccount(exerciseSettings.accountId, scope)));
}

export function settingsResponse(effective: EffectiveSettings): ExerciseSettingsResponse {
  return {
    settings: { ...effective.settings, disabledNodeIds: [...effective.settings.disabledNodeIds] },
    source: effective.source,
    ownFields: effective.ownFields,
    updatedAt: effective.updatedAt?.toISOString() ?? null,
  };
}
