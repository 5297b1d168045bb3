import { GAME_CATALOG, gamesFor, gameSuits, isBuiltGame } from '../curriculum/games';
import type { GameId } from '../curriculum/games';
import { sourceItems } from '../generators/source';
import type { SumSource } from '../generators/source';
import { itemBank } from '../generators/bank';
import { checkAnswer } from '../sums/check';
import type { Sum } from '../sums/types';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, itemsOf } from './document';
import type { ContentDocument, ContentKind, ContentLevel } from './document';
import { taskSource } from './line';
import { closestStops, MAP_ARTS, MAP_STOPS_CHECKED, MIN_STOP_GAP } from './map';
import { gameOf } from './games';

/** A round of 10 may repeat a sum, but a task needs this many different sums to be practice at all. */
export const MIN_DISTINCT_SUMS = 5;

export const CONTENT_PROBLEM_REASONS = [
  'invalid',
  'duplicateId',
  'unknownParent',
  'unknownTask',
  'unknownCollection',
  'noSetting',
  'emptyBank',
  'tooFewSums',
  'answerRejected',
  'notPracticeGame',
  'gameCannotShow',
  'noBuiltGame',
  'blobRemoved',
  'stopsTooClose',
  'lastGameOfTask',
] as const;
export type ContentProblemReason = (typeof CONTENT_PROBLEM_REASONS)[number];

/** Why content cannot be published: the item, the field and the reason, with what the message needs. */
export interface ContentProblem {
  readonly kind: ContentKind;
  readonly id: string;
  readonly field: string;
  readonly reason: ContentProblemReason;
  /** e.g. the schema's message, a game id, a count. */
  readonly detail?: Readonly<Record<string, string | number>>;
}

const PARENT_LEVEL: Record<ContentLevel, ContentLevel | null> = {
  domain: null,
  goal: 'domain',
  subgoal: 'goal',
  part: 'subgoal',
};

/**
 * Every problem in a document, checked with the engine's own code: the item schemas, the tree's
 * links, and for each practice task that children can reach its sums (a bank, enough distinct sums,
 * answers the check accepts) and its games (practice games that can show the sums, one built).
 * `tasks`, when given, limits the sum and game checks to those task ids (the rest is cheap).
 * `published`, when given, is the content children have now: a blob of it may be owned by a child,
 * so it must stay (made not available, not removed).
 */
export function contentProblems(
  doc: ContentDocument,
  tasks?: ReadonlySet<string>,
  published?: ContentDocument,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (published) {
    const kept = new Set(doc.blobs.map((b) => b.id));
    for (const blob of published.blobs)
      if (!kept.has(blob.id))
        problems.push({ kind: 'blob', id: blob.id, field: 'available', reason: 'blobRemoved' });
  }
  for (const kind of CONTENT_KIND_NAMES) {
    const seen = new Set<string>();
    for (const item of itemsOf(doc, kind)) {
      if (seen.has(item.id)) problems.push({ kind, id: item.id, field: 'id', reason: 'duplicateId' });
      seen.add(item.id);
      const parsed = CONTENT_KINDS[kind].schema.safeParse(item);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          problems.push({
            kind,
            id: item.id,
            field: issue.path.join('.') || 'id',
            reason: 'invalid',
            detail: { message: issue.message },
          });
    }
  }

  // The sum and game checks build sums from the items: only from items that fit their schemas.
  if (problems.some((p) => p.reason === 'invalid')) return problems;

  // A route must place a full day's stops apart, on each art (the field names the art's route).
  for (const map of doc.maps)
    for (const art of MAP_ARTS) {
      const { index, gap } = closestStops(map[art], art);
      if (gap < MIN_STOP_GAP)
        problems.push({
          kind: 'map',
          id: map.id,
          field: art,
          reason: 'stopsTooClose',
          detail: {
            stop: index + 1,
            next: index + 2,
            gap: Math.round(gap),
            min: MIN_STOP_GAP,
            stops: MAP_STOPS_CHECKED,
          },
        });
    }

  const nodes = new Map(doc.nodes.map((n) => [n.id, n]));
  for (const node of doc.nodes) {
    const wanted = PARENT_LEVEL[node.level];
    const parent = node.parentId === null ? null : nodes.get(node.parentId);
    if (wanted === null ? node.parentId !== null : parent?.level !== wanted)
      problems.push({ kind: 'node', id: node.id, field: 'parentId', reason: 'unknownParent' });
  }
  const taskIds = new Set(doc.tasks.map((t) => t.id));
  for (const setting of doc.settings)
    if (setting.taskId !== null && !taskIds.has(setting.taskId))
      problems.push({ kind: 'setting', id: setting.id, field: 'taskId', reason: 'unknownTask' });

  const collections = new Map(doc.collections.map((c) => [c.id, c]));
  for (const task of doc.tasks) {
    if (nodes.get(task.partId)?.level !== 'part')
      problems.push({ kind: 'task', id: task.id, field: 'partId', reason: 'unknownParent' });
    if (task.retired || (tasks && !tasks.has(task.id))) continue;
    problems.push(...taskProblems(doc, task.id, collections));
  }
  return problems;
}

function taskProblems(
  doc: ContentDocument,
  taskId: string,
  collections: ReadonlyMap<string, ContentDocument['collections'][number]>,
): ContentProblem[] {
  const task = doc.tasks.find((t) => t.id === taskId)!;
  const onTask = (field: string, reason: ContentProblemReason, detail?: ContentProblem['detail']) => ({
    kind: 'task' as const,
    id: task.id,
    field,
    reason,
    ...(detail ? { detail } : {}),
  });
  if (task.sourceType === 'collection' && !collections.has(task.collectionId ?? ''))
    return [onTask('collectionId', 'unknownCollection')];
  const source: SumSource | null = taskSource(doc, task.id);
  if (!source) return [onTask('sourceType', 'noSetting')];

  const problems: ContentProblem[] = [];
  // Each generator setting must give sums of its own, so a mix never hides an empty one.
  if (source.type !== 'collection')
    for (const setting of doc.settings.filter((s) => s.taskId === task.id))
      if (!itemBank(setting.setting).length)
        problems.push({ kind: 'setting', id: setting.id, field: 'setting', reason: 'emptyBank' });
  if (problems.some((p) => p.reason === 'invalid')) return problems;

  const sums: readonly Sum[] = sourceItems(source, (id) => collections.get(id));
  // Bank problems belong to the field that makes the bank: the collection, or the task's one setting.
  const bankField = (reason: ContentProblemReason, detail?: ContentProblem['detail']): ContentProblem => {
    const own = doc.settings.filter((s) => s.taskId === task.id);
    if (task.sourceType === 'collection')
      return {
        kind: 'collection',
        id: task.collectionId!,
        field: 'sumKeys',
        reason,
        ...(detail ? { detail } : {}),
      };
    if (own.length === 1)
      return { kind: 'setting', id: own[0]!.id, field: 'setting', reason, ...(detail ? { detail } : {}) };
    return onTask('sourceType', reason, detail);
  };
  if (!sums.length) return [bankField('emptyBank')];
  if (sums.length < MIN_DISTINCT_SUMS)
    problems.push(bankField('tooFewSums', { count: sums.length, min: MIN_DISTINCT_SUMS }));
  const rejected = sums.find((sum) => !checkAnswer(sum, sum.answer).correct);
  if (rejected) problems.push(bankField('answerRejected', { sum: rejected.display.text }));

  const shapes = new Map(
    sums.map((sum) => [`${sum.features.operation}/${sum.features.answerKind}`, sum.features]),
  );
  for (const gameId of task.gameIds) {
    if (GAME_CATALOG[gameId].role !== 'practice') {
      problems.push(onTask('gameIds', 'notPracticeGame', { game: gameId }));
      continue;
    }
    const unfit = [...shapes.values()].find((features) => !gameSuits(gameId, features));
    if (unfit)
      problems.push(
        onTask('gameIds', 'gameCannotShow', {
          game: gameId,
          operation: unfit.operation,
          answerKind: unfit.answerKind,
        }),
      );
  }
  // As the engine does (gamesOfTask), a choice without a built game that is offered falls back on the
  // offered built games that suit the sums: refused only when none at all can show them. When only
  // disabled games could, the refusal names the disabled game (turning it off left the task bare).
  const shown = (gameId: GameId) => [...shapes.values()].every((features) => gameSuits(gameId, features));
  const enabled = (gameId: GameId) => gameOf(doc.games, gameId).enabled;
  const candidates = (usable: (gameId: GameId) => boolean) =>
    task.gameIds.some(usable)
      ? task.gameIds.filter(usable)
      : gamesFor(sums[0]!.features).filter((g) => usable(g) && shown(g));
  if (!candidates((g) => isBuiltGame(g) && enabled(g)).length) {
    const off = candidates(isBuiltGame).filter((g) => !enabled(g));
    if (off.length)
      for (const game of off)
        problems.push({
          kind: 'game',
          id: game,
          field: 'enabled',
          reason: 'lastGameOfTask',
          detail: { task: task.id },
        });
    else problems.push(onTask('gameIds', 'noBuiltGame'));
  }
  return problems;
}
