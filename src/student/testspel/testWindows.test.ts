import { describe, expect, it } from 'vitest';
import { gameSuits } from '../../games/catalog';
import { PLAYABLE_GAMES } from '../../games/registry';
import { testWindow } from './testWindows';

describe('test game windows', () => {
  it('exist for every playable game and hold only sums the game can host', () => {
    for (const gameId of PLAYABLE_GAMES) {
      const w = testWindow(gameId, '1', 'seed');
      expect(w.gameId).toBe(gameId);
      expect(w.sums.length).toBeGreaterThanOrEqual(5);
      for (const s of [...w.sums, ...(w.reserve ?? [])]) expect(gameSuits(gameId, s.features)).toBe(true);
    }
  });

  it('are reproducible per seed and different across seeds', () => {
    const a = testWindow('bellenprikken', '1', 'x');
    expect(testWindow('bellenprikken', '1', 'x').sums.map((s) => s.id)).toEqual(a.sums.map((s) => s.id));
    expect(testWindow('bellenprikken', '1', 'y').sums.map((s) => s.id)).not.toEqual(a.sums.map((s) => s.id));
  });

  it('make the fluency test a fluency-test window that starts easy', () => {
    const w = testWindow('automatiseertoets', '1', 's');
    expect(w.purpose).toBe('fluencyTest');
    expect(w.sums[0]?.features.operation).toBe('add');
    expect(w.sums.at(-1)?.features.operation).toBe('multiply');
  });
});
