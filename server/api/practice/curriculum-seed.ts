import { sql } from 'drizzle-orm';
import {
  LEARNING_LINE,
  locatePracticeTasks,
  parseGeneratorSetting,
  sumCollectionSchema,
} from '../../../src/domain';
import type { GeneratorSettingInput, LearningLine, SumCollection } from '../../../src/domain';
import type { Database } from '../../db/connection';
import { curriculumNodes, generatorSettings, practiceTasks, sumCollections } from '../../db/schema';

/**
 * Product content seeded at every start, in every environment (called by `openDatabase` in server/database.ts right after
 * the migrations, so the server, the API suites, the e2e fixture and the benchmarks all have it).
 *
 * - The learning line's structure (nodes and practice tasks) follows the code: rows are inserted or
 *   updated from `LEARNING_LINE`, so a new task in src/domain appears at the next start.
 * - Generator settings and sum collections are only inserted when missing: office staff edit them
 *   (/api/ontwikkel/...), and a restart must not undo their edits.
 */

/** Sum collections (somverzamelingen) the product ships with; custom tasks can use them. */
export const PRODUCT_COLLECTIONS: readonly SumCollection[] = [
  {
    id: 'sv-lastige-tafelsommen',
    name: { nl: 'Lastige tafelsommen', en: 'Tricky times-table facts' },
    sumKeys: [
      'mul:6x7',
      'mul:7x6',
      'mul:6x8',
      'mul:8x6',
      'mul:7x7',
      'mul:7x8',
      'mul:8x7',
      'mul:6x9',
      'mul:9x6',
      'mul:7x9',
      'mul:9x7',
      'mul:8x8',
      'mul:8x9',
      'mul:9x8',
    ],
  },
  {
    id: 'sv-verliefde-harten',
    name: { nl: 'Verliefde harten: samen 10', en: 'Pairs that make 10' },
    sumKeys: Array.from({ length: 11 }, (_, n) => `bond:10=${n}+_`),
  },
  {
    id: 'sv-plus-over-het-tiental',
    name: { nl: 'Plussommen over het tiental', en: 'Addition across the ten' },
    sumKeys: [
      'add:6+5',
      'add:7+5',
      'add:8+5',
      'add:9+5',
      'add:7+6',
      'add:8+6',
      'add:9+6',
      'add:8+7',
      'add:9+7',
      'add:9+8',
      'add:8+4',
      'add:9+4',
      'add:9+3',
    ],
  },
  {
    id: 'sv-min-over-het-tiental',
    name: { nl: 'Minsommen over het tiental', en: 'Subtraction across the ten' },
    sumKeys: [
      'sub:11-5',
      'sub:12-5',
      'sub:13-5',
      'sub:14-5',
      'sub:13-6',
      'sub:14-6',
      'sub:15-6',
      'sub:15-7',
      'sub:16-7',
      'sub:17-8',
      'sub:12-4',
      'sub:13-4',
      'sub:12-3',
    ],
  },
];

/** The id of a task's generator setting (gensettingsomId): one per setting, numbered within a mix. */
export function generatorSettingId(taskId: string, index: number, ofMix: boolean): string {
  const base = `gs-${taskId.replace(/^ot-/, '')}`;
  return ofMix ? `${base}-${index + 1}` : base;
}

interface SeedRows {
  nodes: (typeof curriculumNodes.$inferInsert)[];
  tasks: (typeof practiceTasks.$inferInsert)[];
  settings: (typeof generatorSettings.$inferInsert)[];
}

export function curriculumRows(line: LearningLine): SeedRows {
  const nodes: SeedRows['nodes'] = [];
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
  const tasks: SeedRows['tasks'] = [];
  const settings: SeedRows['settings'] = [];
  for (const entry of locatePracticeTasks(line)) {
    const { task } = entry;
    tasks.push({
      id: task.id,
      position: entry.index,
      domainId: entry.domainId,
      goalId: entry.goalId,
      subgoalId: entry.subgoalId,
      partId: entry.partId,
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
        practiceTaskId: task.id,
        position: index,
        name: ofMix
          ? { nl: `${task.name.nl} (${index + 1})`, en: `${task.name.en} (${index + 1})` }
          : task.name,
        setting: parseGeneratorSetting(setting),
      });
    });
  }
  return { nodes, tasks, settings };
}

/** Inserts or refreshes the product content; safe to run at every start and concurrently. */
export async function seedCurriculum(db: Database, line: LearningLine = LEARNING_LINE): Promise<void> {
  const rows = curriculumRows(line);
  const collections = PRODUCT_COLLECTIONS.map((c) => sumCollectionSchema.parse(c));
  await db.transaction(async (tx) => {
    await tx
      .insert(curriculumNodes)
      .values(rows.nodes)
      .onConflictDoUpdate({
        target: curriculumNodes.id,
        set: {
          level: sql`excluded.level`,
          parentId: sql`excluded.parent_id`,
          name: sql`excluded.name`,
          position: sql`excluded.position`,
          schoolGroups: sql`excluded.school_groups`,
        },
      });
    await tx
      .insert(practiceTasks)
      .values(rows.tasks)
      .onConflictDoUpdate({
        target: practiceTasks.id,
        set: {
          position: sql`excluded.position`,
          domainId: sql`excluded.domain_id`,
          goalId: sql`excluded.goal_id`,
          subgoalId: sql`excluded.subgoal_id`,
          partId: sql`excluded.part_id`,
          name: sql`excluded.name`,
          schoolGroup: sql`excluded.school_group`,
          goal: sql`excluded.goal`,
          gameIds: sql`excluded.game_ids`,
          sourceType: sql`excluded.source_type`,
          collectionId: sql`excluded.collection_id`,
        },
      });
    if (rows.settings.length) await tx.insert(generatorSettings).values(rows.settings).onConflictDoNothing();
    await tx.insert(sumCollections).values(collections).onConflictDoNothing();
  });
}
