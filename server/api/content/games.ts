import {
  createRng,
  GAME_CATALOG,
  gameSuits,
  limitToOperations,
  sourceItems,
  taskSource,
} from '../../../src/domain';
import type { ContentDocument, GameId, Operation, Sum } from '../../../src/domain';
import type { GamePreview, GameTasks } from '../../../src/domain/contracts/content';
import { ApiError } from '../../errors';

/** A preview round: as many sums as a child's round has, and a few in reserve. */
const ROUND = 10;
const RESERVE = 4;

/** The sums of a task (with its drafts) that the game can show; empty when it shows none. */
function showable(content: ContentDocument, taskId: string, gameId: GameId): readonly Sum[] {
  const source = taskSource(content, taskId);
  if (!source) return [];
  const collections = new Map(content.collections.map((c) => [c.id, c]));
  return sourceItems(source, (id) => collections.get(id)).filter((sum) => gameSuits(gameId, sum.features));
}

/** The tasks of the line (drafts included) whose sums the game can show, in teaching order. */
export function tasksForGame(content: ContentDocument, gameId: GameId): GameTasks {
  if (GAME_CATALOG[gameId].role !== 'practice') return { tasks: [] };
  const tasks = [...content.tasks]
    .filter((task) => !task.retired)
    .sort((a, b) => a.position - b.position)
    .flatMap((task) => {
      const sums = showable(content, task.id, gameId).length;
      return sums ? [{ id: task.id, name: task.name, schoolGroup: task.schoolGroup, sums }] : [];
    });
  return { tasks };
}

/**
 * A round of the task's sums the game can show, the same for the same seed (404: no such task or none
 * to show); `operations` (a level's sum kinds) limits them as a child's round at that level.
 */
export function gamePreview(
  content: ContentDocument,
  gameId: GameId,
  taskId: string,
  seed: number,
  operations?: readonly Operation[],
): GamePreview {
  const all = showable(content, taskId, gameId);
  if (!all.length) throw new ApiError(404, 'notFound');
  const sums = limitToOperations(all, operations ?? null);
  const rng = createRng(seed);
  const pick = (n: number) => Array.from({ length: n }, () => rng.pick(sums).id);
  return { sumKeys: pick(ROUND), reserveKeys: pick(RESERVE) };
}
