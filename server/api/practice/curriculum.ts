import { and, asc, eq } from 'drizzle-orm';
import {
  gamesFor,
  isBuiltGame,
  locatePracticeTasks,
  parseGeneratorSetting,
  sourceItems,
  sumFromKey,
} from '../../../src/domain';
import type {
  CurriculumDomain,
  GameId,
  GeneratorSetting,
  LearningLine,
  LocalizedText,
  LocatedPracticeTask,
  PracticeTask,
  SchoolGroup,
  Sum,
  SumCollection,
  SumSource,
} from '../../../src/domain';
import type { Database } from '../../db/connection';
import {
  curriculumNodes,
  customTasks,
  generatorSettings,
  practiceTasks,
  sumCollections,
} from '../../db/schema';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import { readAll } from '../../db/read-all';

/**
 * The learning line, generator settings and sum collections as the database holds them, rebuilt
 * into the domain's types so the engine's functions (`nextPracticeTask`, `isTaskEnabled`,
 * `sourceItems`) work on them. Cached per database for a short while; office edits invalidate it.
 */

export interface GeneratorSettingRecord {
  id: string;
  practiceTaskId: string | null;
  position: number;
  name: LocalizedText;
  setting: GeneratorSetting;
  updatedAt: Date;
}

export interface Curriculum {
  line: LearningLine;
  located: readonly LocatedPracticeTask[];
  byId: ReadonlyMap<string, LocatedPracticeTask>;
  /** Every node id of the line (domains to tasks): what `disabledNodeIds` may name. */
  nodeIds: ReadonlySet<string>;
  collections: ReadonlyMap<string, SumCollection>;
  settings: readonly GeneratorSettingRecord[];
  /** The item bank of a line task (memoised). */
  itemsOf(taskId: string): readonly Sum[];
  itemsOfSource(source: SumSource): readonly Sum[];
}

/** What the engine needs to know of any practice task: a line task or a custom task. */
export interface TaskDefinition {
  id: string;
  kind: 'line' | 'custom';
  name: LocalizedText;
  goal: 'automate' | 'apply';
  gameIds: readonly GameId[];
  /** Line tasks only. */
  located: LocatedPracticeTask | null;
  items(): readonly Sum[];
}

const TTL_MS = 30_000;
const cache = new WeakMap<Database, { at: number; value: Promise<Curriculum> }>();

export function invalidateCurriculum(db: Database): void {
  cache.delete(db);
}

export function loadCurriculum(db: Database): Promise<Curriculum> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = readCurriculum(db);
  cache.set(db, { at: now, value });
  value.catch(() => cache.delete(db));
  return value;
}

async function readCurriculum(db: Database): Promise<Curriculum> {
  const [nodes, tasks, settingRows, collectionRows] = await readAll(db, [
    db.select().from(curriculumNodes).orderBy(asc(curriculumNodes.position)),
    db.select().from(practiceTasks).orderBy(asc(practiceTasks.position)),
    db.select().from(generatorSettings).orderBy(asc(generatorSettings.id)),
    db.select().from(sumCollections).orderBy(asc(sumCollections.id)),
  ]);
  const settings: GeneratorSettingRecord[] = settingRows.map((row) => ({
    id: row.id,
    practiceTaskId: row.practiceTaskId,
    position: row.position,
    name: row.name as LocalizedText,
    setting: parseGeneratorSetting(row.setting),
    updatedAt: row.updatedAt,
  }));
  const settingsOfTask = new Map<string, GeneratorSettingRecord[]>();
  for (const record of settings) {
    if (!record.practiceTaskId) continue;
    const list = settingsOfTask.get(record.practiceTaskId) ?? [];
    list.push(record);
    settingsOfTask.set(record.practiceTaskId, list);
  }
  for (const list of settingsOfTask.values()) list.sort((a, b) => a.position - b.position);

  const collections = new Map<string, SumCollection>(
    collectionRows.map((row) => [
      row.id,
      { id: row.id, name: row.name as LocalizedText, sumKeys: row.sumKeys as string[] },
    ]),
  );

  const children = (parentId: string) => nodes.filter((n) => n.parentId === parentId);
  /** A task whose generator settings are missing (never after seedCurriculum) is left out. */
  const tasksOfPart = (partId: string): PracticeTask[] =>
    tasks
      .filter((t) => t.partId === partId)
      .flatMap((t): PracticeTask[] => {
        const own = settingsOfTask.get(t.id) ?? [];
        const first = own[0];
        let source: SumSource;
        if (t.sourceType === 'collection')
          source = { type: 'collection', collectionId: t.collectionId ?? '' };
        else if (t.sourceType === 'mix' && own.length > 1)
          source = { type: 'mix', settings: own.map((s) => s.setting) };
        else if (first) source = { type: 'generator', setting: first.setting };
        else return [];
        return [
          {
            id: t.id,
            name: t.name as LocalizedText,
            group: t.schoolGroup as SchoolGroup,
            source,
            gameIds: t.gameIds as GameId[],
            goal: t.goal,
          },
        ];
      });
  const domains: CurriculumDomain[] = nodes
    .filter((n) => n.level === 'domain')
    .map((domain) => ({
      id: domain.id,
      name: domain.name as LocalizedText,
      goals: children(domain.id).map((goal) => ({
        id: goal.id,
        name: goal.name as LocalizedText,
        groups: (goal.schoolGroups ?? []) as SchoolGroup[],
        subgoals: children(goal.id).map((subgoal) => ({
          id: subgoal.id,
          name: subgoal.name as LocalizedText,
          parts: children(subgoal.id).map((part) => ({
            id: part.id,
            name: part.name as LocalizedText,
            tasks: tasksOfPart(part.id),
          })),
        })),
      })),
    }));
  const line: LearningLine = {
    id: 'leerlijn-automatiseren',
    version: 1,
    name: { nl: 'Leerlijn automatiseren', en: 'Fact fluency learning line' },
    domains,
  };
  const located = locatePracticeTasks(line);
  const byId = new Map(located.map((entry) => [entry.task.id, entry]));
  const findCollection = (id: string) => collections.get(id);
  const itemsOfSource = (source: SumSource) => sourceItems(source, findCollection);
  const banks = new Map<string, readonly Sum[]>();
  return {
    line,
    located,
    byId,
    nodeIds: new Set([...nodes.map((n) => n.id), ...tasks.map((t) => t.id)]),
    collections,
    settings,
    itemsOfSource,
    itemsOf(taskId) {
      let bank = banks.get(taskId);
      if (!bank) {
        const entry = byId.get(taskId);
        if (!entry) throw new Error(`unknown practice task ${taskId}`);
        bank = itemsOfSource(entry.task.source);
        banks.set(taskId, bank);
      }
      return bank;
    },
  };
}

/** A line task's definition, or undefined. */
export function lineTask(curriculum: Curriculum, taskId: string): TaskDefinition | undefined {
  const entry = curriculum.byId.get(taskId);
  if (!entry) return undefined;
  return {
    id: taskId,
    kind: 'line',
    name: entry.task.name,
    goal: entry.task.goal,
    gameIds: entry.task.gameIds,
    located: entry,
    items: () => curriculum.itemsOf(taskId),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The definition of a practice task id: a line task (`ot-...`) or a custom task (its uuid, read
 * within the account scope). 404 when neither.
 */
export async function taskDefinition(
  db: Database,
  curriculum: Curriculum,
  taskId: string,
  scope: string | null,
): Promise<TaskDefinition> {
  const line = lineTask(curriculum, taskId);
  if (line) return line;
  if (!UUID.test(taskId)) throw new ApiError(404, 'notFound');
  const [row] = await db
    .select()
    .from(customTasks)
    .where(and(eq(customTasks.id, taskId), whereAccount(customTasks.accountId, scope)))
    .limit(1);
  if (!row) throw new ApiError(404, 'notFound');
  return customTaskDefinition(curriculum, row);
}

export function customTaskDefinition(
  curriculum: Curriculum,
  row: typeof customTasks.$inferSelect,
): TaskDefinition {
  let bank: readonly Sum[] | undefined;
  return {
    id: row.id,
    kind: 'custom',
    name: row.name as LocalizedText,
    goal: row.goal,
    gameIds: row.gameIds as GameId[],
    located: null,
    items: () => (bank ??= curriculum.itemsOfSource(row.source as SumSource)),
  };
}

/** Games for a task: its own list, or every practice game that suits its first sum. */
export function gamesOfTask(task: TaskDefinition): readonly GameId[] {
  const first = task.items()[0];
  const suitable = first ? gamesFor(first.features) : [];
  const chosen = task.gameIds.length ? task.gameIds : suitable;
  // Built games first. A choice without any built game gets the built games that suit its sums, so
  // no child is sent to a game still being made; the games being made stay listed after them.
  const built = chosen.filter(isBuiltGame);
  const stopGap = built.length ? [] : suitable.filter(isBuiltGame);
  return [...new Set([...built, ...stopGap, ...chosen])];
}

const SUM_CACHE_SIZE = 20_000;
const sumCache = new Map<string, Sum | null>();

/**
 * `sumFromKey`, memoised (sums are immutable plain data): windows, answers and fluency tests
 * rebuild the same sums from their keys again and again.
 */
export function sumOfKey(key: string): Sum | null {
  if (sumCache.has(key)) return sumCache.get(key)!;
  const sum = sumFromKey(key);
  if (sumCache.size >= SUM_CACHE_SIZE) sumCache.delete(sumCache.keys().next().value!);
  sumCache.set(key, sum);
  return sum;
}
