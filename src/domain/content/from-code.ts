import { locatePracticeTasks } from '../curriculum/line';
import { LEARNING_LINE } from '../curriculum/learning-line';
import type { LearningLine } from '../curriculum/types';
import { sumCollectionSchema } from '../generators/collections';
import type { SumCollection } from '../generators/collections';
import { parseGeneratorSetting } from '../generators/settings';
import type { GeneratorSettingInput } from '../generators/settings';
import { BLOB_CATALOG } from '../engine/blobs';
import type { Blob } from '../engine/blobs';
import type { ContentDocument, ContentNode, ContentSetting, ContentTask } from './document';
import { PRODUCT_COLLECTIONS } from './product-collections';
import { mapFromCode } from './map';
import { gamesFromCode, levelsFromCode } from './games';

/** The id of a task's generator setting (gensettingsomId): one per setting, numbered within a mix. */
export function generatorSettingId(taskId: string, index: number, ofMix: boolean): string {
  const base = `gs-${taskId.replace(/^ot-/, '')}`;
  return ofMix ? `${base}-${index + 1}` : base;
}

/**
 * The content the code ships: the first version a new installation publishes. Later versions are
 * office staff's; a start never applies this over them.
 */
export function contentFromCode(
  line: LearningLine = LEARNING_LINE,
  collections: readonly SumCollection[] = PRODUCT_COLLECTIONS,
  blobs: readonly Blob[] = BLOB_CATALOG,
): ContentDocument {
  const nodes: ContentNode[] = [];
  line.domains.forEach((domain, d) => {
    nodes.push({ id: domain.id, level: 'domain', parentId: null, name: domain.name, position: d });
    domain.goals.forEach((goal, g) => {
      nodes.push({
        id: goal.id,
        level: 'goal',
        parentId: domain.id,
        name: goal.name,
        position: g,
        schoolGroups: goal.groups,
      });
      goal.subgoals.forEach((subgoal, s) => {
        nodes.push({ id: subgoal.id, level: 'subgoal', parentId: goal.id, name: subgoal.name, position: s });
        subgoal.parts.forEach((part, p) =>
          nodes.push({ id: part.id, level: 'part', parentId: subgoal.id, name: part.name, position: p }),
        );
      });
    });
  });
  const tasks: ContentTask[] = [];
  const settings: ContentSetting[] = [];
  for (const entry of locatePracticeTasks(line)) {
    const { task } = entry;
    tasks.push({
      id: task.id,
      partId: entry.partId,
      position: entry.index,
      name: task.name,
      schoolGroup: task.group,
      goal: task.goal,
      gameIds: task.gameIds,
      sourceType: task.source.type,
      collectionId: task.source.type === 'collection' ? task.source.collectionId : null,
    });
    const list: readonly GeneratorSettingInput[] =
      task.source.type === 'generator'
        ? [task.source.setting]
        : task.source.type === 'mix'
          ? task.source.settings
          : [];
    list.forEach((setting, index) => {
      const ofMix = list.length > 1;
      settings.push({
        id: generatorSettingId(task.id, index, ofMix),
        taskId: task.id,
        position: index,
        name: ofMix
          ? { nl: `${task.name.nl} (${index + 1})`, en: `${task.name.en} (${index + 1})` }
          : task.name,
        setting: parseGeneratorSetting(setting),
      });
    });
  }
  return {
    nodes,
    tasks,
    settings,
    collections: collections.map((c) => sumCollectionSchema.parse(c)),
    blobs: blobs.map((b) => ({ ...b, name: { ...b.name }, look: { ...b.look } })),
    maps: [mapFromCode()],
    games: gamesFromCode(),
    levels: levelsFromCode(),
  };
}
