import type { GeneratorSettingRecord } from '../../../domain/contracts/content';
import { generatorSettingSchema, type GeneratorSetting } from '../../../domain/generators/settings';

/** What the detail form edits: the names and the generator's parameters (the generator itself stays). */
export interface SettingForm {
  name: { nl: string; en: string };
  params: Record<string, unknown>;
}

export function formOf(record: GeneratorSettingRecord): SettingForm {
  return { name: { ...record.name }, params: { ...record.setting.params } };
}

/** The setting the form describes, or the first reason it is not valid yet (with the parameter it is about). */
export function settingOf(
  generator: GeneratorSetting['generator'],
  form: SettingForm,
): { setting: GeneratorSetting } | { path: string; message: string } {
  const params = Object.fromEntries(Object.entries(form.params).filter(([, value]) => value !== undefined));
  const parsed = generatorSettingSchema.safeParse({ generator, params });
  if (parsed.success) return { setting: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}
