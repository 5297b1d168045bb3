import { and, eq } from 'drizzle-orm';
import { DEFAULT_EXERCISE_SETTINGS, exerciseSettingsSchema } from '../../../src/domain';
import type { ExerciseSettings } from '../../../src/domain';
import type { ExerciseSettingsResponse } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { exerciseSettings } from '../../db/schema';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import type { Curriculum } from '../practice/curriculum';
import { parseStoredSettings, type EffectiveSettings } from '../practice/settings';

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
