/**
 * Sum windows for the test game page, made in the browser with the domain's generators (the server
 * API for sum windows is not built yet). Each game gets sums it can host, easy to harder.
 */
import { generateSums } from '../../domain/generators';
import type { GeneratorSettingInput } from '../../domain/generators';
import type { Sum, SumWindow } from '../../domain/sums/types';
import type { GameId } from '../../games/catalog';

interface Recipe {
  parts: { setting: GeneratorSettingInput; count: number }[];
  reserve?: { setting: GeneratorSettingInput; count: number };
  purpose?: SumWindow['purpose'];
}

const RECIPES: Partial<Record<GameId, Recipe>> = {
  automatiseertoets: {
    purpose: 'fluencyTest',
    parts: [
      { setting: { generator: 'add', params: { max: 10 } }, count: 4 },
      { setting: { generator: 'multiply', params: { tables: [2, 5, 10] } }, count: 4 },
      { setting: { generator: 'multiply', params: { tables: [3, 4, 6, 7, 8, 9] } }, count: 4 },
    ],
  },
  bellenprikken: {
    parts: [
      { setting: { generator: 'add', params: { max: 20, forms: ['result', 'missingSecond'] } }, count: 8 },
    ],
    reserve: { setting: { generator: 'add', params: { max: 10 } }, count: 3 },
  },
  splitsmachine: {
    parts: [
      { setting: { generator: 'bond', params: { minWhole: 4, maxWhole: 10, form: 'part' } }, count: 5 },
      { setting: { generator: 'bond', params: { minWhole: 5, maxWhole: 10, form: 'free' } }, count: 1 },
    ],
    reserve: { setting: { generator: 'bond', params: { minWhole: 2, maxWhole: 5 } }, count: 3 },
  },
  waslijn: {
    parts: [
      { setting: { generator: 'order', params: { max: 20, count: 4 } }, count: 3 },
      { setting: { generator: 'count', params: { max: 50, steps: [2, 5, 10], aligned: true } }, count: 2 },
      { setting: { generator: 'numberLine', params: { max: 100, tick: 10, mode: 'read' } }, count: 1 },
      {
        setting: { generator: 'numberLine', params: { max: 20, tick: 2, mode: 'place', multipleOf: 2 } },
        count: 1,
      },
      { setting: { generator: 'order', params: { max: 100, count: 5, direction: 'desc' } }, count: 1 },
    ],
  },
  ruimteschieten: {
    parts: [{ setting: { generator: 'multiply', params: { tables: [2, 3, 4, 5] } }, count: 8 }],
    reserve: { setting: { generator: 'multiply', params: { tables: [1, 10], maxFactor: 5 } }, count: 3 },
  },
  buurtsuper: {
    parts: [
      {
        setting: { generator: 'money', params: { mode: 'pay', minCents: 50, maxCents: 500, multipleOf: 10 } },
        count: 3,
      },
      {
        setting: {
          generator: 'money',
          params: { mode: 'count', minCents: 50, maxCents: 1000, multipleOf: 10 },
        },
        count: 1,
      },
      {
        setting: {
          generator: 'money',
          params: { mode: 'change', minCents: 50, maxCents: 900, multipleOf: 10 },
        },
        count: 1,
      },
      {
        setting: {
          generator: 'money',
          params: { mode: 'pay', minCents: 500, maxCents: 2500, multipleOf: 50 },
        },
        count: 1,
      },
    ],
  },
  autorace: {
    parts: [
      { setting: { generator: 'add', params: { max: 20 } }, count: 4 },
      { setting: { generator: 'subtract', params: { max: 20 } }, count: 3 },
      { setting: { generator: 'compare', params: { max: 20 } }, count: 1 },
    ],
    reserve: { setting: { generator: 'add', params: { max: 10 } }, count: 3 },
  },
};

export function hasTestWindow(gameId: GameId): boolean {
  return RECIPES[gameId] !== undefined;
}

/** A fresh window of sums for a game; `seed` makes it reproducible. */
export function testWindow(gameId: GameId, studentId: string, seed: string): SumWindow {
  const recipe = RECIPES[gameId];
  if (!recipe) throw new Error(`no test sums for ${gameId}`);
  const sums: Sum[] = recipe.parts.flatMap((part, i) =>
    generateSums(part.setting, { seed: `${seed}:${i}`, count: part.count }),
  );
  const reserve = recipe.reserve
    ? generateSums(recipe.reserve.setting, { seed: `${seed}:reserve`, count: recipe.reserve.count })
    : [];
  return {
    id: `testspel-${gameId}-${seed}`,
    studentId,
    practiceTaskId: 'testspel',
    gameId,
    purpose: recipe.purpose ?? 'practice',
    sums,
    reserve,
    fluencyThresholdMs: 3000,
    timeLimitMs: 20000,
    createdAt: new Date().toISOString(),
  };
}
