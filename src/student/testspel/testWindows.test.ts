import { describe, expect, it } from 'vitest';
import { gateChoices } from '../../games/autorace/rules';
import { asteroidChoices } from '../../games/ruimteschieten/rules';
import { bubbleChoices } from '../../games/bellenprikken/rules';
import { shopPlan } from '../../games/buurtsuper/rules';
import { gameSuits } from '../../games/catalog';
import { splitPlan } from '../../games/splitsmachine/rules';
import { washPlan } from '../../games/waslijn/rules';
import { PLAYABLE_GAMES } from '../../games/registry';
import { hasTestWindow, testWindow } from './testWindows';

describe('test game windows', () => {
  it('exist for every playable game and hold only sums the game can host', () => {
    for (const gameId of PLAYABLE_GAMES) {
      expect(hasTestWindow(gameId)).toBe(true);
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

  it('fit the rules of the game they are for', () => {
    const seed = 'test';
    const all = (gameId: Parameters<typeof testWindow>[0]) => {
      const w = testWindow(gameId, '1', 'rules');
      return [...w.sums, ...(w.reserve ?? [])];
    };
    for (const s of all('bellenprikken')) expect(bubbleChoices(s, 5, seed)).toContainEqual(s.answer);
    for (const s of all('ruimteschieten')) expect(asteroidChoices(s, 5, seed)).toContainEqual(s.answer);
    for (const s of all('autorace')) expect(gateChoices(s, 3, seed)).toContainEqual(s.answer);
    for (const s of all('splitsmachine')) expect(splitPlan(s).whole).toBeGreaterThan(0);
    for (const s of all('waslijn')) expect(washPlan(s, seed).cards.length).toBeGreaterThanOrEqual(1);
    for (const s of all('buurtsuper')) expect(['pay', 'count', 'change']).toContain(shopPlan(s).mode);
  });
});
