import {
  answerText,
  itemBankKeys,
  itemsOf,
  learningLineOf,
  settingsOfTask,
  sourceItems,
  taskSource,
} from '../../../src/domain';
import type {
  ContentDocument,
  ContentKind,
  ContentNode,
  ContentSetting,
  ContentTask,
  GeneratorSetting,
  Sum,
} from '../../../src/domain';
import type {
  LineNode,
  LineNodeCreateBody,
  LineNodeUpdateBody,
  LineOrderBody,
  LineResponse,
  LineTask,
  PracticeTaskCreateBody,
  PracticeTaskDetail,
  PracticeTaskUpdateBody,
  SumFeatureList,
  SumFeatureName,
} from '../../../src/domain/contracts/content-line';
import type { Database } from '../../db/connection';
import { ApiError } from '../../errors';
import { draftView, saveDrafts } from './drafts';
import type { DraftChange, DraftView } from './drafts';

/** added / changed when a draft waits for the item, else null. */
export function draftState(view: DraftView, kind: ContentKind, id: string): 'added' | 'changed' | null {
  if (!view.drafts.some((d) => d.kind === kind && d.id === id)) return null;
  return itemsOf(view.published, kind).some((item) => item.id === id)
    ? 'changed'
    : 'added';
}

const nodeRecord = (view: DraftView, n: ContentNode): LineNode => ({
  id: n.id,
  level: n.level,
  parentId: n.parentId,
  name: n.name,
  position: n.position,
  schoolGroups: n.schoolGroups ? [...n.schoolGroups] : null,
  retired: n.retired ?? false,
  draft: draftState(view, 'node', n.id),
});

const taskRecord = (view: DraftView, t: ContentTask): LineTask => ({
  id: t.id,
  partId: t.partId,
  position: t.position,
  name: t.name,
  schoolGroup: t.schoolGroup,
  goal: t.goal,
  gameIds: [...t.gameIds],
  sourceType: t.sourceType,
  collectionId: t.collectionId,
  retired: t.retired ?? false,
  draft: draftState(view, 'task', t.id),
});

const byOrder = <T extends { position: number; id: string }>(a: T, b: T) =>
  a.position - b.position || a.id.localeCompare(b.id);

/** The whole line as it stands with the drafts, siblings in order. */
export async function readLine(db: Database): Promise<LineResponse> {
  const view = await draftView(db);
  return {
    version: view.version,
    nodes: [...view.content.nodes].sort(byOrder).map((n) => nodeRecord(view, n)),
    tasks: [...view.content.tasks].sort(byOrder).map((t) => taskRecord(view, t)),
  };
}

const PREFIX = {
  domain: 'dom',
  goal: 'td',
  subgoal: 'sd',
  part: 'so',
  task: 'ot',
  setting: 'gs',
  collection: 'sv',
};

/** A new readable id from the Dutch name (`td-tafels-van-6`), unique among the kind's items. */
export function newId(items: readonly { id: string }[], prefix: keyof typeof PREFIX, name: string): string {
  const slug =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48)
      .replace(/-+$/, '') || 'nieuw';
  const base = `${PREFIX[prefix]}-${slug}`;
  const taken = new Set(items.map((item) => item.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

const nextPosition = (siblings: readonly { position: number }[]) =>
  siblings.reduce((max, s) => Math.max(max, s.position + 1), 0);

function nodeOf(doc: ContentDocument, id: string): ContentNode {
  const node = doc.nodes.find((n) => n.id === id);
  if (!node) throw new ApiError(404, 'notFound');
  return node;
}

function taskOf(doc: ContentDocument, id: string): ContentTask {
  const task = doc.tasks.find((t) => t.id === id);
  if (!task) throw new ApiError(404, 'notFound');
  return task;
}

export async function createNode(
  db: Database,
  actorId: string,
  body: LineNodeCreateBody,
  now: number,
): Promise<LineNode> {
  const { content } = await draftView(db);
  if (body.level === 'goal' && !body.schoolGroups)
    throw new ApiError(400, 'badRequest', { schoolGroups: 'required' });
  if (body.level !== 'goal' && body.schoolGroups)
    throw new ApiError(400, 'badRequest', { schoolGroups: 'onlyGoals' });
  const node: ContentNode = {
    id: newId(content.nodes, body.level, body.name.nl),
    level: body.level,
    parentId: body.parentId,
    name: body.name,
    position: nextPosition(content.nodes.filter((n) => n.parentId === body.parentId)),
    ...(body.level === 'goal' ? { schoolGroups: body.schoolGroups } : {}),
  };
  await saveDrafts(db, actorId, [{ kind: 'node', id: node.id, body: node }], now);
  return nodeRecord(await draftView(db), node);
}

export async function updateNode(
  db: Database,
  actorId: string,
  id: string,
  body: LineNodeUpdateBody,
  now: number,
): Promise<LineNode> {
  const { content } = await draftView(db);
  const found = nodeOf(content, id);
  if (body.schoolGroups && found.level !== 'goal')
    throw new ApiError(400, 'badRequest', { schoolGroups: 'onlyGoals' });
  const { retired, ...rest } = body;
  const next: ContentNode = {
    ...found,
    ...rest,
    ...(retired === undefined ? {} : retired ? { retired: true } : { retired: undefined }),
  };
  if (!next.retired) delete (next as { retired?: boolean }).retired;
  await saveDrafts(db, actorId, [{ kind: 'node', id, body: next }], now);
  return nodeRecord(await draftView(db), next);
}

/** New positions for every sibling (drafts only for those whose position changes). */
export async function reorder(
  db: Database,
  actorId: string,
  body: LineOrderBody,
  now: number,
): Promise<LineResponse> {
  const { content } = await draftView(db);
  const siblings: readonly (ContentNode | ContentTask)[] =
    body.kind === 'node'
      ? content.nodes.filter((n) => n.parentId === body.parentId)
      : content.tasks.filter((t) => t.partId === body.parentId);
  const wanted = new Set(body.ids);
  if (
    wanted.size !== body.ids.length ||
    siblings.length !== wanted.size ||
    siblings.some((s) => !wanted.has(s.id))
  )
    throw new ApiError(400, 'badRequest', { ids: 'notSiblings' });
  const changes = body.ids.flatMap((id, position): DraftChange[] => {
    const item = siblings.find((s) => s.id === id)!;
    if (item.position === position) return [];
    return body.kind === 'node'
      ? [{ kind: 'node', id, body: { ...(item as ContentNode), position } }]
      : [{ kind: 'task', id, body: { ...(item as ContentTask), position } }];
  });
  await saveDrafts(db, actorId, changes, now);
  return readLine(db);
}

export async function createTask(
  db: Database,
  actorId: string,
  body: PracticeTaskCreateBody & { collectionId: string | null },
  now: number,
): Promise<PracticeTaskDetail> {
  const { content } = await draftView(db);
  const task: ContentTask = {
    id: newId(content.tasks, 'task', body.name.nl),
    partId: body.partId,
    position: nextPosition(content.tasks.filter((t) => t.partId === body.partId)),
    name: body.name,
    schoolGroup: body.schoolGroup,
    goal: body.goal,
    gameIds: body.gameIds,
    sourceType: body.sourceType,
    collectionId: body.sourceType === 'collection' ? body.collectionId : null,
  };
  const changes: DraftChange[] = [{ kind: 'task', id: task.id, body: task }];
  if (body.setting && body.sourceType !== 'collection') {
    const setting: ContentSetting = {
      id: newId(content.settings, 'setting', body.name.nl),
      taskId: task.id,
      position: 0,
      name: body.name,
      setting: body.setting as GeneratorSetting,
    };
    changes.push({ kind: 'setting', id: setting.id, body: setting });
  }
  await saveDrafts(db, actorId, changes, now);
  return taskDetail(db, task.id);
}

export async function updateTask(
  db: Database,
  actorId: string,
  id: string,
  body: PracticeTaskUpdateBody,
  now: number,
): Promise<PracticeTaskDetail> {
  const { content } = await draftView(db);
  const found = taskOf(content, id);
  const { retired, setting, ...rest } = body;
  const next: ContentTask = { ...found, ...rest } as ContentTask;
  const task: ContentTask = {
    ...next,
    collectionId: next.sourceType === 'collection' ? next.collectionId : null,
    ...(retired === undefined ? {} : { retired }),
  };
  if (!task.retired) delete (task as { retired?: boolean }).retired;
  const changes: DraftChange[] = [{ kind: 'task', id, body: task }];
  if (setting) {
    const own = settingsOfTask(content, id);
    if (own.length > 1) throw new ApiError(400, 'badRequest', { setting: 'mixHasSettings' });
    const item: ContentSetting = own[0]
      ? { ...own[0], setting: setting as GeneratorSetting }
      : {
          id: newId(content.settings, 'setting', task.name.nl),
          taskId: id,
          position: 0,
          name: task.name,
          setting: setting as GeneratorSetting,
        };
    changes.push({ kind: 'setting', id: item.id, body: item });
  }
  await saveDrafts(db, actorId, changes, now);
  return taskDetail(db, id);
}

/** A task's sums (its source's distinct sums), or none when its source is missing. */
function sumsOfTask(doc: ContentDocument, taskId: string): readonly Sum[] {
  const source = taskSource(doc, taskId);
  if (!source) return [];
  try {
    return sourceItems(source, (cid) => doc.collections.find((c) => c.id === cid));
  } catch {
    return [];
  }
}

function featureValues(sums: readonly Sum[]): PracticeTaskDetail['features'] {
  const distinct = <T>(values: T[]) => [...new Set(values)];
  return {
    operations: distinct(sums.map((s) => s.features.operation)),
    answerKinds: distinct(sums.map((s) => s.features.answerKind)),
    crossesTen: sums.filter((s) => s.features.crossesTen).length,
    crossesHundred: sums.filter((s) => s.features.crossesHundred).length,
    tables: distinct(sums.flatMap((s) => (s.features.table === null ? [] : [s.features.table]))).sort(
      (a, b) => a - b,
    ),
    ranges: distinct(sums.map((s) => s.features.range)).sort((a, b) => a - b),
  };
}

export async function taskDetail(db: Database, id: string): Promise<PracticeTaskDetail> {
  const view = await draftView(db);
  const doc = view.content;
  const task = taskOf(doc, id);
  const path: PracticeTaskDetail['path'] = [];
  for (
    let node = doc.nodes.find((n) => n.id === task.partId);
    node;
    node = doc.nodes.find((n) => n.id === node!.parentId)
  )
    path.unshift({ id: node.id, level: node.level, name: node.name });
  const sums = sumsOfTask(doc, id);
  const collection =
    task.sourceType === 'collection' ? doc.collections.find((c) => c.id === task.collectionId) : undefined;
  return {
    task: taskRecord(view, task),
    path,
    settings:
      task.sourceType === 'collection'
        ? []
        : settingsOfTask(doc, id).map((s) => ({
            id: s.id,
            name: s.name,
            setting: s.setting,
            bankSize: itemBankKeys(s.setting).length,
            draft: draftState(view, 'setting', s.id) !== null,
          })),
    collection: collection
      ? { id: collection.id, name: collection.name, size: collection.sumKeys.length }
      : null,
    sumCount: sums.length,
    features: featureValues(sums),
    sample: sums.slice(0, 12).map((s) => ({ key: s.id, text: s.display.text, answer: answerText(s.answer) })),
  };
}

const sumsOfTaskCache = new Map<string, readonly Sum[]>();

/**
 * The sum features the line practises (somkenmerken): for each feature value the tasks children can
 * reach whose sums have it, and how many distinct sums. Read from the engine's own sums, so the list
 * is what the generators and collections really make.
 */
export async function sumFeatures(db: Database): Promise<SumFeatureList> {
  const view = await draftView(db);
  const doc = view.content;
  const reachable = learningLineOf(doc).domains.flatMap((d) =>
    d.goals.flatMap((g) => g.subgoals.flatMap((s) => s.parts.flatMap((p) => p.tasks.map((t) => t.id)))),
  );
  const rows = new Map<
    string,
    { feature: SumFeatureName; value: string; taskIds: Set<string>; sums: Set<string> }
  >();
  const add = (feature: SumFeatureName, value: string, taskId: string, sumId: string) => {
    const key = `${feature}=${value}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { feature, value, taskIds: new Set(), sums: new Set() }));
    row.taskIds.add(taskId);
    row.sums.add(sumId);
  };
  for (const taskId of reachable) {
    const task = doc.tasks.find((t) => t.id === taskId)!;
    const cacheKey = JSON.stringify([
      taskSource(doc, taskId),
      task.sourceType === 'collection' ? doc.collections.find((c) => c.id === task.collectionId) : null,
    ]);
    let sums = sumsOfTaskCache.get(cacheKey);
    if (!sums) {
      sums = sumsOfTask(doc, taskId);
      if (sumsOfTaskCache.size > 500) sumsOfTaskCache.clear();
      sumsOfTaskCache.set(cacheKey, sums);
    }
    for (const sum of sums) {
      const f = sum.features;
      add('operation', f.operation, taskId, sum.id);
      add('answerKind', f.answerKind, taskId, sum.id);
      add('range', String(f.range), taskId, sum.id);
      if (f.crossesTen) add('crossesTen', 'true', taskId, sum.id);
      if (f.crossesHundred) add('crossesHundred', 'true', taskId, sum.id);
      if (f.table !== null) add('table', String(f.table), taskId, sum.id);
    }
  }
  const order = ['operation', 'answerKind', 'range', 'crossesTen', 'crossesHundred', 'table'];
  return {
    features: [...rows.values()]
      .sort(
        (a, b) =>
          order.indexOf(a.feature) - order.indexOf(b.feature) ||
          Number(a.value) - Number(b.value) ||
          0 ||
          a.value.localeCompare(b.value),
      )
      .map((row) => ({
        feature: row.feature,
        value: row.value,
        taskIds: [...row.taskIds],
        sums: row.sums.size,
      })),
  };
}
