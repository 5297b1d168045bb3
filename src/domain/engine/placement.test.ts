import { describe, expect, it } from 'vitest';
import { LEARNING_LINE } from '../curriculum/learning-line';
import { locatePracticeTasks } from '../curriculum/line';
import { itemBank } from '../generators/bank';
import { placementRange, placementTask, selectPlacementRound } from './intake';
import { spreadRatings } from './test-helpers';

const domainTasks = (domainId: string) =>
  locatePracticeTasks(LEARNING_LINE)
    .filter((e) => e.domainId === domainId)
    .map((e) => ({ id: e.task.id, group: e.task.group }));

describe('placementRange', () => {
  const tasks = [
    { id: 'a', group: 3 },
    { id: 'b', group: 3 },
    { id: 'c', group: 4 },
    { id: 'd', group: 4 },
    { id: 'e', group: 5 },
    { id: 'f', group: 6 },
    { id: 'g', group: 3 },
  ];

  it('starts a little before the year group and stops at tasks too far ahead', () => {
    expect(placementRange(tasks, 3)).toEqual(['a', 'b', 'c', 'd']);
    expect(placementRange(tasks, 4)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(placementRange(tasks, 5)).toEqual(['c', 'd', 'e', 'f', 'g']);
    expect(placementRange(tasks, 5, { maxTasks: 2 })).toEqual(['c', 'd']);
    expect(placementRange(tasks, 8)).toEqual(['e', 'f', 'g']);
    expect(placementRange([], 3)).toEqual([]);
  });

  it('samples several consecutive tasks of the seeded line', () => {
    expect(placementRange(domainTasks('dom-vermenigvuldigen-delen'), 3)).toEqual([
      'ot-dubbel-10',
      'ot-helft-20',
      'ot-dubbel-50',
      'ot-helft-100',
    ]);
    expect(placementRange(domainTasks('dom-optellen-aftrekken'), 3)).toHaveLength(5);
  });
});

describe('selectPlacementRound', () => {
  const table = (n: number) => itemBank({ generator: 'multiply', params: { tables: [n] } });

  it('takes a few sums per task, task by task, each from easy to hard, none twice', () => {
    const t2 = table(2);
    const t3 = table(3);
    const mixed = [...t2, ...t3];
    const ratings = { ...spreadRatings(t2, -2, 0), ...spreadRatings(t3, 0, 2) };
    const round = selectPlacementRound(
      [
        { id: 'two', items: t2 },
        { id: 'three', items: t3 },
        { id: 'mixed', items: mixed },
        { id: 'empty', items: [] },
      ],
      ratings,
      3,
    );
    expect(round.sums).toHaveLength(9);
    expect(new Set(round.sums.map((s) => s.id)).size).toBe(9);
    expect(round.sums.slice(0, 3).every((s) => round.taskOf[s.id] === 'two')).toBe(true);
    expect(round.sums.slice(3, 6).every((s) => round.taskOf[s.id] === 'three')).toBe(true);
    expect(round.sums.slice(6).every((s) => round.taskOf[s.id] === 'mixed')).toBe(true);
    const betas = round.sums.slice(0, 3).map((s) => ratings[s.id]!.value);
    expect([...betas].sort((a, b) => a - b)).toEqual(betas);
    // Typical sums, not the very easiest or hardest of the task.
    expect(betas[0]).toBeGreaterThan(-2);
    expect(betas[2]).toBeLessThan(0);
  });

  it('feeds placementTask: the first task not mastered, or none when all are', () => {
    const tasks = [
      { id: 'two', items: table(2) },
      { id: 'three', items: table(3) },
    ];
    const round = selectPlacementRound(tasks, {}, 3);
    const answers = (correct: (taskId: string) => boolean) =>
      round.sums.map((s) => ({ practiceTaskId: round.taskOf[s.id]!, correct: correct(round.taskOf[s.id]!) }));
    expect(
      placementTask(
        ['two', 'three'],
        answers(() => true),
      ),
    ).toBeUndefined();
    expect(
      placementTask(
        ['two', 'three'],
        answers((id) => id === 'two'),
      ),
    ).toBe('three');
    expect(
      placementTask(
        ['two', 'three'],
        answers(() => false),
      ),
    ).toBe('two');
  });
});
