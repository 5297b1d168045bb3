import { gameOf, hasLevels, levelsOf, ROUNDS_PER_LEVEL } from '../../../src/domain';
import type { ContentGame, ContentGameLevel, GameId } from '../../../src/domain';
import type {
  GameLevelBody,
  GameLevelList,
  GameLevelRecord,
  GameSettingsBody,
  GameSettingsRecord,
} from '../../../src/domain/contracts/content';
import type { Database } from '../../db/connection';
import { ApiError } from '../../errors';
import { draftView, saveDraft, saveDrafts } from './drafts';
import type { DraftChange, DraftView } from './drafts';

/** A game's settings and levels (ontwikkel/spellen, levels bellenprikken), as drafts until published. */

function settingsRecord(view: DraftView, gameId: GameId): GameSettingsRecord {
  const game = gameOf(view.content.games, gameId);
  const draft = view.drafts.some((d) => d.kind === 'game' && d.id === gameId);
  const published = view.published.games.find((g) => g.id === gameId) ?? null;
  return { ...game, published: draft ? published : null, draft };
}

export async function getGameSettings(db: Database, gameId: GameId): Promise<GameSettingsRecord> {
  return settingsRecord(await draftView(db), gameId);
}

/** The game's settings saved as a draft after the checks (turning off a task's last game: 422). */
export async function updateGameSettings(
  db: Database,
  gameId: GameId,
  body: GameSettingsBody,
  actorId: string,
  now: number,
): Promise<GameSettingsRecord> {
  const game: ContentGame = { id: gameId, ...(body as Omit<ContentGame, 'id'>) };
  await saveDraft(db, actorId, 'game', gameId, game, now);
  return getGameSettings(db, gameId);
}

function levelRecord(view: DraftView, level: ContentGameLevel): GameLevelRecord {
  return {
    ...level,
    params: { ...level.params },
    draft: view.drafts.some((d) => d.kind === 'level' && d.id === level.id),
    isNew: !view.published.levels.some((l) => l.id === level.id),
  };
}

function ownLevels(view: DraftView, gameId: GameId): ContentGameLevel[] {
  if (!hasLevels(gameId)) throw new ApiError(404, 'notFound');
  return levelsOf(view.content.levels, gameId);
}

export async function listLevels(db: Database, gameId: GameId): Promise<GameLevelList> {
  const view = await draftView(db);
  return {
    levels: ownLevels(view, gameId).map((l) => levelRecord(view, l)),
    roundsPerLevel: ROUNDS_PER_LEVEL,
  };
}

async function getLevel(db: Database, gameId: GameId, id: string): Promise<GameLevelRecord> {
  const view = await draftView(db);
  const level = ownLevels(view, gameId).find((l) => l.id === id);
  if (!level) throw new ApiError(404, 'notFound');
  return levelRecord(view, level);
}

/** A new level, last in the game's order, with the next free id `<game>-<n>`. */
export async function createLevel(
  db: Database,
  gameId: GameId,
  body: GameLevelBody,
  actorId: string,
  now: number,
): Promise<GameLevelRecord> {
  const view = await draftView(db);
  const own = ownLevels(view, gameId);
  const taken = new Set([...view.content.levels, ...view.published.levels].map((l) => l.id));
  let n = own.length + 1;
  while (taken.has(`${gameId}-${n}`)) n++;
  const id = `${gameId}-${n}`;
  const position = own.length ? Math.max(...own.map((l) => l.position)) + 1 : 0;
  await saveDraft(
    db,
    actorId,
    'level',
    id,
    { id, gameId, position, name: body.name, params: body.params },
    now,
  );
  return getLevel(db, gameId, id);
}

export async function updateLevel(
  db: Database,
  gameId: GameId,
  id: string,
  body: GameLevelBody,
  actorId: string,
  now: number,
): Promise<GameLevelRecord> {
  const view = await draftView(db);
  const level = ownLevels(view, gameId).find((l) => l.id === id);
  if (!level) throw new ApiError(404, 'notFound');
  await saveDraft(db, actorId, 'level', id, { ...level, name: body.name, params: body.params }, now);
  return getLevel(db, gameId, id);
}

/** Removes a level (a draft until published; rounds started on it keep their version). */
export async function deleteLevel(db: Database, gameId: GameId, id: string, actorId: string, now: number) {
  const view = await draftView(db);
  if (!ownLevels(view, gameId).some((l) => l.id === id)) throw new ApiError(404, 'notFound');
  await saveDraft(db, actorId, 'level', id, null, now);
}

/** The game's levels in this order: every level named once (400 otherwise), positions saved as drafts. */
export async function orderLevels(
  db: Database,
  gameId: GameId,
  ids: readonly string[],
  actorId: string,
  now: number,
): Promise<GameLevelList> {
  const view = await draftView(db);
  const own = ownLevels(view, gameId);
  const same =
    ids.length === own.length && new Set(ids).size === ids.length && own.every((l) => ids.includes(l.id));
  if (!same) throw new ApiError(400, 'badRequest', { ids: 'notTheLevels' });
  const changes: DraftChange[] = own
    .map((level) => ({ level, position: ids.indexOf(level.id) }))
    .filter(({ level, position }) => level.position !== position)
    .map(({ level, position }) => ({ kind: 'level', id: level.id, body: { ...level, position } }));
  await saveDrafts(db, actorId, changes, now);
  return listLevels(db, gameId);
}
