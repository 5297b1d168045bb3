import { answerText, generateSums, itemBank, itemBankKeys, itemsOf } from '../../../src/domain';
import type { ContentSetting, GeneratorSetting, LocalizedText } from '../../../src/domain';
import type {
  GeneratorPreview,
  GeneratorSettingRecord,
} from '../../../src/domain/contracts/content';
import type { Database } from '../../db/connection';
import { ApiError } from '../../errors';
import { draftView, saveDraft } from './drafts';
import type { DraftView } from './drafts';

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

function record(view: DraftView, setting: ContentSetting): GeneratorSettingRecord {
  const published = view.published.settings.find((s) => s.id === setting.id);
  const draft = view.drafts.some((d) => d.kind === 'setting' && d.id === setting.id);
  return {
    id: setting.id,
    name: setting.name,
    practiceTaskIds: setting.taskId ? [setting.taskId] : [],
    setting: setting.setting,
    bankSize: bankSize(setting.setting),
    published: draft && published ? { name: published.name, setting: published.setting } : null,
    draft,
  };
}

/** Every generator setting as it stands with the drafts, in the line's teaching order. */
export async function listGeneratorSettings(db: Database): Promise<GeneratorSettingRecord[]> {
  const view = await draftView(db);
  const order = new Map(view.content.tasks.map((t) => [t.id, t.position]));
  const at = (s: ContentSetting) => order.get(s.taskId ?? '') ?? Infinity;
  return [...itemsOf(view.content, 'setting')]
    .sort((a, b) => at(a) - at(b) || a.position - b.position || a.id.localeCompare(b.id))
    .map((s) => record(view, s));
}

export async function getGeneratorSetting(db: Database, id: string): Promise<GeneratorSettingRecord> {
  const view = await draftView(db);
  const found = view.content.settings.find((s) => s.id === id);
  if (!found) throw new ApiError(404, 'notFound');
  return record(view, found);
}

/** Saves a changed setting as a draft (checked with the engine's code: 422 names the problem). */
export async function putGeneratorSetting(
  db: Database,
  id: string,
  body: { setting: GeneratorSetting; name?: LocalizedText },
  actorId: string,
  now: number,
): Promise<GeneratorSettingRecord> {
  const view = await draftView(db);
  const found = view.content.settings.find((s) => s.id === id);
  if (!found) throw new ApiError(404, 'notFound');
  await saveDraft(db, actorId, 'setting', id, { ...found, setting: body.setting, name: body.name ?? found.name }, now);
  return getGeneratorSetting(db, id);
}

/** A replayable sample of the sums a setting makes, with what the engine knows of each. */
export function previewGeneratorSetting(setting: GeneratorSetting, seed: number, count: number): GeneratorPreview {
  const bank = itemBank(setting);
  const numbers = bank.flatMap((sum) => (sum.answer.kind === 'number' ? [sum.answer.value] : []));
  return {
    bankSize: bank.length,
    answerRange: numbers.length ? { min: Math.min(...numbers), max: Math.max(...numbers) } : null,
    sums: generateSums(setting, { seed, count: Math.min(count, bank.length) }).map((sum) => ({
      key: sum.id,
      text: sum.display.text,
      answer: answerText(sum.answer),
      operation: sum.features.operation,
      answerKind: sum.features.answerKind,
      crossesTen: sum.features.crossesTen,
      distractors: sum.distractors.map((d) => ({ answer: answerText(d.value), pattern: d.pattern })),
    })),
  };
}
