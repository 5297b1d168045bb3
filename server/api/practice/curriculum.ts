import { and, eq } from 'drizzle-orm';
import {
  gameOf,
  gamesFor,
  isBuiltGame,
  learningLineOf,
  locatePracticeTasks,
  MAP_FROM_CODE,
  MAP_ID,
  sourceItems,
  sumFromKey,
} from '../../../src/domain';
import type {
  ContentDocument,
  ContentMap,
  ContentGame,
  ContentGameLevel,
  GameId,
  LearningLine,
  LocalizedText,
  LocatedPracticeTask,
  Sum,
  SumCollection,
  SumSource,
} from '../../../src/domain';
import type { Database } from '../../db/connection';
import { customTasks } from '../../db/schema';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import { currentVersion, releaseContent } from '../content/releases';

/**
 * A published content version rebuilt into the domain's types, so the engine's functions
 * (`nextPracticeTask`, `isTaskEnabled`, `sourceItems`) work on it. A version never changes, so each
 * is built once; a round loads the version it started with (sum_windows.content_version).
 */

export interface Curriculum {
  /** The content version (content_releases) this is. */
  version: number;
  line: LearningLine;
  located: readonly LocatedPracticeTask[];
  byId: ReadonlyMap<string, LocatedPracticeTask>;
  /** Every node id of the line (domains to tasks): what `disabledNodeIds` may name. */
  nodeIds: ReadonlySet<string>;
  disabledGames: ReadonlySet<GameId>;
  collections: ReadonlyMap<string, SumCollection>;
  /** The version's settings of a game (offered, tempo, round length). */
  game(id: GameId): ContentGame;
  /** The version's game levels (every game's). */
  levels: readonly ContentGameLevel[];
  /** The item bank of a line task (memoised). */
  itemsOf(taskId: string): readonly Sum[];
  itemsOfSource(source: SumSource): readonly Sum[];
  /** The child's map of this version: the routes its stops are spread along. */
  map: ContentMap;
}

/** What the engine needs to know of any practice task: a line task or a custom task. */
export interface TaskDefinition {
  id: string;
  kind: 'line' | 'custom';
  name: LocalizedText;
  goal: 'automate' | 'apply';
  gameIds: readonly GameId[];
  /** Games the content version does not offer children. */
  disabledGames: ReadonlySet<GameId>;
  /** Line tasks only. */
  located: LocatedPracticeTask | null;
  items(): readonly Sum[];
}

const built = new WeakMap<ContentDocument, Curriculum>();

/**
 * The curriculum of a content version; the newest when `version` is not given (or null: a round
 * from before versions). Inside a transaction, pass it as `reader`.
 */
export async function loadCurriculum(
  db: Database,
  version?: number | null,
  reader: Database = db,
): Promise<Curriculum> {
  const wanted = version ?? (await currentVersion(db, reader));
  const content = await releaseContent(db, wanted, reader);
  let curriculum = built.get(content);
  if (!curriculum) built.set(content, (curriculum = curriculumOf(content, wanted)));
  return curriculum;
}

function curriculumOf(content: ContentDocument, version: number): Curriculum {
  const line = learningLineOf(content, version);
  const collections = new Map<string, SumCollection>(content.collections.map((c) => [c.id, c]));
  const located = locatePracticeTasks(line);
  const byId = new Map(located.map((entry) => [entry.task.id, entry]));
  const findCollection = (id: string) => collections.get(id);
  const itemsOfSource = (source: SumSource) => sourceItems(source, findCollection);
  const banks = new Map<string, readonly Sum[]>();
  const disabled = new Set(content.games.filter((g) => !g.enabled).map((g) => g.id));
  return {
    version,
    game: (id) => gameOf(content.games, id),
    levels: content.levels,
    disabledGames: disabled,
    line,
    located,
    byId,
    nodeIds: new Set([...content.nodes.map((n) => n.id), ...content.tasks.map((t) => t.id)]),
    collections,
    map: content.maps.find((m) => m.id === MAP_ID) ?? MAP_FROM_CODE,
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
    disabledGames: curriculum.disabledGames,
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
    disabledGames: curriculum.disabledGames,
    located: null,
    items: () => (bank ??= curriculum.itemsOfSource(row.source as SumSource)),
  };
}

/**
 * Games for a task: its own list, or every practice game that suits its first sum; never a game the
 * content version turned off (office staff's games settings).
 */
export function gamesOfTask(task: TaskDefinition): readonly GameId[] {
  const offered = (g: GameId) => !task.disabledGames.has(g);
  const first = task.items()[0];
  const suitable = first ? gamesFor(first.features).filter(offered) : [];
  const chosen = (task.gameIds.length ? task.gameIds : suitable).filter(offered);
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
