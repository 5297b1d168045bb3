import { and, eq, or } from 'drizzle-orm';
import { DEFAULT_EXERCISE_SETTINGS, parseExerciseSettings } from '../../../src/domain';
import type { ExerciseSettings } from '../../../src/domain';
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
  updatedAt: Date | null;
}

/** A student's settings: their own when set, else their group's, else the defaults. */
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
  const chosen = own ?? group;
  if (!chosen) return { settings: DEFAULT_EXERCISE_SETTINGS, source: 'default', updatedAt: null };
  return {
    settings: parseStoredSettings(chosen.settings),
    source: own ? 'student' : 'group',
    updatedAt: chosen.updatedAt,
  };
}

export async function groupSettings(
  db: Database,
  group: { groupId: string; scope: string },
): Promise<EffectiveSettings> {
  const [row] = await db
    .select()
    .from(exerciseSettings)
    .where(
      and(eq(exerciseSettings.groupId, group.groupId), whereAccount(exerciseSettings.accountId, group.scope)),
    );
  if (!row) return { settings: DEFAULT_EXERCISE_SETTINGS, source: 'default', updatedAt: null };
  return { settings: parseStoredSettings(row.settings), source: 'group', updatedAt: row.updatedAt };
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
  settings: ExerciseSettings,
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
    updatedAt: effective.updatedAt?.toISOString() ?? null,
  };
}
