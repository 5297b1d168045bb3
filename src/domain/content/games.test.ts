import { describe, expect, it } from 'vitest';
import {
  applyDrafts,
  contentFromCode,
  contentGameLevelSchema,
  contentProblems,
  GAME_IDS,
  levelForRounds,
  levelOperations,
  levelsOf,
  parseContentDocument,
  ROUNDS_PER_LEVEL,
} from '..';
import type { ContentGameLevel } from '..';

const code = contentFromCode();
const level: ContentGameLevel = {
  id: 'bellenprikken-x',
  gameId: 'bellenprikken',
  position: 5,
  name: { nl: 'Snel', en: 'Fast' },
  params: { speed: 1.5, bubbles: 4, bubbleSize: 'small', operations: ['add', 'subtract'] },
};

describe('games and levels as content', () => {
  it('the code offers every game at its own tempo with the school’s round length, and bellenprikken’s levels', () => {
    expect(code.games.map((g) => g.id)).toEqual([...GAME_IDS]);
    expect(code.games.every((g) => g.enabled && g.speed === 1 && g.roundLength === null)).toBe(true);
    expect(levelsOf(code.levels, 'bellenprikken').map((l) => l.name.nl)).toEqual([
      'Rustig',
      'Gewoon',
      'Vlot',
    ]);
    expect(contentProblems(code)).toEqual([]);
  });

  it('a version published before games were content reads as the code’s games and levels', () => {
    const { games: _g, levels: _l, ...old } = JSON.parse(JSON.stringify(code)) as Record<string, unknown>;
    const parsed = parseContentDocument(old);
    expect(parsed.games).toEqual(code.games);
    expect(parsed.levels).toEqual(code.levels);
  });

  it('a level’s params are checked by its game’s schema, each problem naming the param', () => {
    expect(contentGameLevelSchema.safeParse(level).success).toBe(true);
    const bad = { ...level, params: { ...level.params, bubbles: 9, bubbleSize: 'huge' } };
    const problems = contentProblems(applyDrafts(code, [{ kind: 'level', id: level.id, body: bad }]));
    expect(problems.map((p) => [p.kind, p.id, p.field, p.reason])).toEqual([
      ['level', 'bellenprikken-x', 'params.bubbles', 'invalid'],
      ['level', 'bellenprikken-x', 'params.bubbleSize', 'invalid'],
    ]);
    const unknownParam = { ...level, params: { ...level.params, colour: 'red' } };
    expect(contentGameLevelSchema.safeParse(unknownParam).success).toBe(false);
    const noOps = { ...level, params: { ...level.params, operations: [] } };
    expect(contentGameLevelSchema.safeParse(noOps).error?.issues[0]?.path).toEqual(['params', 'operations']);
  });

  it('a game without a level schema cannot have levels', () => {
    const result = contentGameLevelSchema.safeParse({ ...level, gameId: 'stofzuigen' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['gameId', 'noLevels']]);
  });

  it('a game’s speed and round length stay within their ranges', () => {
    const game = (over: object) =>
      applyDrafts(code, [{ kind: 'game', id: 'stofzuigen', body: { ...code.games[2]!, ...over } }]);
    expect(contentProblems(game({ speed: 3 })).map((p) => p.field)).toEqual(['speed']);
    expect(contentProblems(game({ roundLength: 4 })).map((p) => p.field)).toEqual(['roundLength']);
    expect(contentProblems(game({ speed: 0.5, roundLength: 30 }))).toEqual([]);
  });

  it('turning off the last built game of a task is refused, naming the game and the task', () => {
    const off = applyDrafts(code, [
      { kind: 'game', id: 'waslijn', body: { id: 'waslijn', enabled: false, speed: 1, roundLength: null } },
    ]);
    const problems = contentProblems(off);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.kind === 'game' && p.id === 'waslijn' && p.field === 'enabled')).toBe(
      true,
    );
    expect(problems.map((p) => p.detail?.task)).toContain('ot-ordenen-20');
    // A game with others beside it may go off.
    const bubblesOff = applyDrafts(code, [
      {
        kind: 'game',
        id: 'bellenprikken',
        body: { id: 'bellenprikken', enabled: false, speed: 1, roundLength: null },
      },
    ]);
    expect(contentProblems(bubblesOff)).toEqual([]);
  });

  it('a child moves up a level every few rounds and stays on the last; a level may limit the sum kinds', () => {
    const at = (rounds: number) => levelForRounds(code.levels, 'bellenprikken', rounds)?.id;
    expect(at(0)).toBe('bellenprikken-1');
    expect(at(ROUNDS_PER_LEVEL - 1)).toBe('bellenprikken-1');
    expect(at(ROUNDS_PER_LEVEL)).toBe('bellenprikken-2');
    expect(at(100)).toBe('bellenprikken-3');
    expect(levelForRounds(code.levels, 'stofzuigen', 4)).toBeNull();
    expect(levelOperations(level)).toEqual(['add', 'subtract']);
    expect(levelOperations(null)).toBeNull();
  });
});
