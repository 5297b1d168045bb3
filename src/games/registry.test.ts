import { describe, expect, it } from 'vitest';
import { ROUTES } from '../shell/lib/routes';
import { BUILT_GAME_IDS } from '../domain/curriculum';
import { GAME_CATALOG, GAME_IDS, gameSuits, isGameId } from './catalog';
import { GAME_REGISTRY, isPlayable, PLAYABLE_GAMES } from './registry';
import { sum } from './kit/testing';

describe('game registry', () => {
  it('lists all 34 games of SPEC §2 with their catalogue entry', () => {
    expect(GAME_IDS).toHaveLength(34);
    expect(new Set(GAME_IDS).size).toBe(34);
    for (const id of GAME_IDS) {
      expect(GAME_REGISTRY[id].id).toBe(id);
      expect(GAME_REGISTRY[id].info).toBe(GAME_CATALOG[id]);
      expect(GAME_CATALOG[id].name.nl.length).toBeGreaterThan(0);
    }
    expect(isGameId('wortelboer')).toBe(true);
    expect(isGameId('tetris')).toBe(false);
    expect(ROUTES['l-spel']).toContain('/spel/:game');
  });

  it('agrees with the domain on which games are built (the server offers those first)', () => {
    expect([...PLAYABLE_GAMES].sort()).toEqual([...BUILT_GAME_IDS].sort());
  });

  it('has a lazy chunk for each built game and marks the rest as planned', () => {
    expect(PLAYABLE_GAMES).toContain('bellenprikken');
    expect(PLAYABLE_GAMES).not.toContain('wortelboer');
    for (const id of GAME_IDS) expect(typeof GAME_REGISTRY[id].load === 'function').toBe(isPlayable(id));
  });

  it('knows which sums each built game can host', () => {
    expect(gameSuits('bellenprikken', sum('add:7+5').features)).toBe(true);
    expect(gameSuits('bellenprikken', sum('bond:10=3+_').features)).toBe(false);
    expect(gameSuits('splitsmachine', sum('bond:10=3+_').features)).toBe(true);
    expect(gameSuits('waslijn', sum('ord:asc:3,1,2').features)).toBe(true);
    expect(gameSuits('buurtsuper', sum('money:pay:250').features)).toBe(true);
    expect(gameSuits('automatiseertoets', sum('mul:3x4').features)).toBe(true);
  });
});
