import { eq } from 'drizzle-orm';
import { itemBank, itemBankKeys, sourceGameProblems } from '../../../src/domain';
import type { GeneratorSetting, LocalizedText } from '../../../src/domain';
import type {
  GeneratorSettingRecord as GeneratorSettingResponse,
  SumCollectionListResponse,
} from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { generatorSettings } from '../../db/schema';
import { ApiError } from '../../errors';
import { invalidateCurriculum, loadCurriculum } from './curriculum';
import type { GeneratorSettingRecord } from './curriculum';

const bankSizes = new Map<string, number>();

/** The number of sums a setting gives (keys only, no sums built), remembered per setting. */
function bankSize(setting: GeneratorSetting): number {
  const key = JSON.stringify(setting);
  let size = bankSizes.get(key);
  if (size === undefined) {
    size = itemBankKeys(setting).length;
    if (bankSizes.size > 1000) bankSizes.clear();
    bankSizes.set(key, size);
  }
  return size;
}

function record(setting: GeneratorSettingRecord): GeneratorSettingResponse {
  return {
    id: setting.id,
    name: setting.name,
    practiceTaskIds: setting.practiceTaskId ? [setting.practiceTaskId] : [],
    setting: setting.setting,
    bankSize: bankSize(setting.setting),
    updatedAt: setting.updatedAt.toISOString(),
  };
}

export async function listGeneratorSettings(db: Database): Promise<GeneratorSettingResponse[]> {
  const curriculum = await loadCurriculum(db);
  const order = (s: GeneratorSettingRecord) => curriculum.byId.get(s.practiceTaskId ?? '')?.index ?? Infinity;
  return [...curriculum.settings]
    .sort((a, b) => order(a) - order(b) || a.position - b.position || a.id.localeCompare(b.id))
    .map((s) => record(s));
}

export async function getGeneratorSetting(db: Database, id: string): Promise<GeneratorSettingResponse> {
  const curriculum = await loadCurriculum(db);
  const found = curriculum.settings.find((s) => s.id === id);
  if (!found) throw new ApiError(404, 'notFound');
  return record(found);
}

/**
 * Replaces a generator setting (already validated with `generatorSettingSchema`). Refused (422) when
 * its bank is empty or a game of its practice task could no longer host the sums.
 */
export async function putGeneratorSetting(
  db: Database,
  id: string,
  body: { setting: GeneratorSetting; name?: LocalizedText },
  actorId: string,
  now: number,
): Promise<GeneratorSettingResponse> {
  const curriculum = await loadCurriculum(db);
  const found = curriculum.settings.find((s) => s.id === id);
  if (!found) throw new ApiError(404, 'notFound');
  if (!itemBank(body.setting).length)
    throw new ApiError(422, 'settingUnusable', { setting: 'invalidFormat' });
  const task = found.practiceTaskId ? curriculum.byId.get(found.practiceTaskId)?.task : undefined;
  if (task) {
    const source =
      task.source.type === 'mix'
        ? {
            type: 'mix' as const,
            settings: curriculum.settings
              .filter((s) => s.practiceTaskId === task.id)
              .sort((a, b) => a.position - b.position)
              .map((s) => (s.id === id ? body.setting : s.setting)),
          }
        : { type: 'generator' as const, setting: body.setting };
    if (sourceGameProblems(source, task.gameIds, (cid) => curriculum.collections.get(cid)).length)
      throw new ApiError(422, 'settingUnusable', { setting: 'invalidFormat' });
  }
  await db
    .update(generatorSettings)
    .set({
      setting: body.setting,
      ...(body.name ? { name: body.name } : {}),
      updatedAt: new Date(now),
      updatedBy: actorId,
    })
    .where(eq(generatorSettings.id, id));
  invalidateCurriculum(db);
  return getGeneratorSetting(db, id);
}

export async function listCollections(db: Database): Promise<SumCollectionListResponse> {
  const curriculum = await loadCurriculum(db);
  return {
    collections: [...curriculum.collections.values()].map((c) => ({
      id: c.id,
      name: c.name,
      sumKeys: [...c.sumKeys],
      size: c.sumKeys.length,
    })),
  };
}
