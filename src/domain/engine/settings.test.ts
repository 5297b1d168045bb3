import { describe, expect, it } from 'vitest';
import { sumFromKey } from '../sums/build';
import type { Sum } from '../sums/types';
import {
  customTaskProblems,
  customTaskSchema,
  DEFAULT_EXERCISE_SETTINGS,
  fluencyRuleOf,
  isCustomTaskActive,
  parseExerciseSettings,
} from './settings';
import type { CustomTask } from './settings';
import { buildSumWindow } from './window';
import { NOW } from './test-helpers';

describe('exercise settings', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_EXERCISE_SETTINGS).toMatchObject({
      fluencyThresholdMs: 3000,
      targetSuccess: 0.75,
      roundLength: 10,
      timeLimitMs: 20000,
      sound: true,
      inputMethod: 'choice',
      fluencyTestEvery: 10,
      disabledNodeIds: [],
    });
    expect(fluencyRuleOf(DEFAULT_EXERCISE_SETTINGS)).toEqual({ thresholdMs: 3000, window: 4, required: 3 });
  });

  it('adds a child’s extra time to the fluency threshold', () => {
    const settings = parseExerciseSettings({ extraTimeMs: 2000, inputMethod: 'whiteboard' });
    expect(fluencyRuleOf(settings).thresholdMs).toBe(5000);
  });

  it('rejects settings that make no sense', () => {
    expect(() => parseExerciseSettings({ targetSuccess: 0.2 })).toThrow();
    expect(() => parseExerciseSettings({ fluencyRequired: 5, fluencyWindow: 4 })).toThrow();
    expect(() => parseExerciseSettings({ fluencyThresholdMs: 19000, extraTimeMs: 2000 })).toThrow();
    expect(() => parseExerciseSettings({ colour: 'blue' })).toThrow();
  });
});

describe('custom tasks (maatwerktaken)', () => {
  const task: CustomTask = {
    id: 'mt-1',
    name: { nl: 'Lastige tafelsommen', en: 'Tricky table facts' },
    createdBy: 'teacher-1',
    groupIds: ['g5a'],
    studentIds: [],
    source: { type: 'generator', setting: { generator: 'multiply', params: { tables: [7, 8] } } },
    gameIds: ['bellenprikken', 'ninja'],
    goal: 'automate',
    roundsPerDay: 2,
    startsOn: '2025-03-01',
    endsOn: '2025-03-31',
  };

  it('validates and fills defaults', () => {
    const parsed = customTaskSchema.parse({
      ...task,
      roundsPerDay: undefined,
      startsOn: undefined,
      endsOn: undefined,
    });
    expect(parsed).toMatchObject({
      id: 'mt-1',
      roundsPerDay: 1,
      startsOn: null,
      endsOn: null,
      gameIds: ['bellenprikken', 'ninja'],
    });
    expect(parsed.source).toEqual({
      type: 'generator',
      setting: {
        generator: 'multiply',
        params: { tables: [7, 8], minFactor: 1, maxFactor: 10, commuted: false, forms: ['result'] },
      },
    });
    expect(customTaskSchema.safeParse({ ...task, groupIds: [], studentIds: [] }).success).toBe(false);
    expect(customTaskSchema.safeParse({ ...task, gameIds: ['tetris'] }).success).toBe(false);
    expect(customTaskSchema.safeParse({ ...task, startsOn: '2025-04-01' }).success).toBe(false);
  });

  it('reports games that cannot host its sums', () => {
    expect(customTaskProblems(task)).toEqual([]);
    expect(customTaskProblems({ ...task, gameIds: ['splitsmachine'] })).toEqual([
      'splitsmachine cannot host multiply sums with number answers',
    ]);
    expect(customTaskProblems({ ...task, source: { type: 'collection', collectionId: 'missing' } })).toEqual([
      'unknown sum collection: missing',
    ]);
  });

  it('is active between its dates', () => {
    expect(isCustomTaskActive(task, '2025-03-15')).toBe(true);
    expect(isCustomTaskActive(task, '2025-04-01')).toBe(false);
    expect(isCustomTaskActive({ startsOn: null, endsOn: null }, '2030-01-01')).toBe(true);
  });
});

describe('buildSumWindow', () => {
  it('wraps a plan with the settings the game needs', () => {
    const sums = ['mul:3x7', 'mul:4x7'].map((k) => sumFromKey(k) as Sum);
    const window = buildSumWindow({
      id: 'w1',
      studentId: 's1',
      practiceTaskId: 'ot-tafel-7',
      gameId: 'bellenprikken',
      purpose: 'practice',
      plan: { sums, reserve: [] },
      settings: parseExerciseSettings({ extraTimeMs: 1000 }),
      now: NOW,
    });
    expect(window).toEqual({
      id: 'w1',
      studentId: 's1',
      practiceTaskId: 'ot-tafel-7',
      gameId: 'bellenprikken',
      purpose: 'practice',
      sums,
      reserve: [],
      fluencyThresholdMs: 4000,
      timeLimitMs: 20000,
      createdAt: '2025-03-03T09:00:00.000Z',
    });
  });
});
