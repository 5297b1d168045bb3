import { OPERATIONS } from '../sums/types';
import { describe, expect, it } from 'vitest';
import { sourceItems } from '../generators/source';
import { GAME_CATALOG, GAME_IDS, REWARD_GAME_IDS, gameSuits, gamesFor } from './games';
import { LEARNING_LINE } from './learning-line';
import {
  allPracticeTasks,
  findPracticeTask,
  isTaskEnabled,
  locatePracticeTasks,
  nextPracticeTask,
  tasksForGroup,
} from './line';
import { learningLineProblems, learningLineSchema } from './validate';
import type { LearningLine } from './types';

describe('GAME_CATALOG', () => {
  it('lists all 34 games of the route table with Dutch and English names', () => {
    expect(GAME_IDS).toHaveLength(34);
    expect(Object.keys(GAME_CATALOG).sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) {
      expect(GAME_CATALOG[id].id).toBe(id);
      expect(GAME_CATALOG[id].name.nl.length).toBeGreaterThan(2);
      expect(GAME_CATALOG[id].name.en.length).toBeGreaterThan(2);
      expect(GAME_CATALOG[id].answerKinds.length).toBeGreaterThan(0);
    }
  });

  it('routes answer kinds to the right games', () => {
    const bond = { answerKind: 'split', operation: 'bond' } as const;
    const ordering = { answerKind: 'order', operation: 'order' } as const;
    const paying = { answerKind: 'money', operation: 'money' } as const;
    const fact = { answerKind: 'number', operation: 'multiply' } as const;
    expect(gamesFor(bond)).toEqual(['splitsauto', 'splitsmachine', 'pijplijn']);
    expect(gamesFor(ordering)).toEqual(['treinwagon', 'waslijn']);
    expect(gamesFor(paying)).toEqual(['buurtsuper']);
    expect(gamesFor(fact)).toContain('bellenprikken');
    expect(gamesFor(fact)).toContain('ruimteschieten');
    expect(gamesFor(fact)).not.toContain('splitsmachine');
    expect(gamesFor(fact)).not.toContain('waslijn');
    expect(gameSuits('waslijn', { answerKind: 'number', operation: 'numberLine' })).toBe(true);
    expect(gameSuits('automatiseertoets', fact)).toBe(true);
    expect(REWARD_GAME_IDS).toEqual(['autorace']);
    const comparison = { answerKind: 'comparison', operation: 'compare' } as const;
    expect(gameSuits('sneeuwballengevecht', comparison)).toBe(false);
    expect(gameSuits('dienbladbalanceren', comparison)).toBe(true);
    expect(gameSuits('fotosafari', fact)).toBe(true);
    expect(gameSuits('fotosafari', { answerKind: 'number', operation: 'add' })).toBe(false);
  });

  it('makes at most half of the games still to build a plain pick-one', () => {
    // The seven games of the first issues (issue 12: recall builds fluency better than recognition).
    const first = [
      'automatiseertoets',
      'bellenprikken',
      'splitsmachine',
      'waslijn',
      'ruimteschieten',
      'buurtsuper',
      'autorace',
    ];
    const rest = GAME_IDS.filter((id) => !first.includes(id));
    expect(rest).toHaveLength(27);
    const pickOne = rest.filter((id) => GAME_CATALOG[id].mechanic === 'choice');
    expect(pickOne.length).toBeLessThanOrEqual(rest.length / 2);
    const mechanics = new Set(rest.map((id) => GAME_CATALOG[id].mechanic));
    expect([...mechanics].sort()).toEqual([
      'arrange',
      'balance',
      'choice',
      'group',
      'numberLine',
      'recall',
      'split',
    ]);
  });
});

describe('LEARNING_LINE', () => {
  it('is valid: schema, unique ids, non-empty banks, fitting games', () => {
    expect(learningLineProblems(LEARNING_LINE)).toEqual([]);
  });

  it('covers groups 3 to 8 and the four operations', () => {
    for (const group of [3, 4, 5, 6, 7, 8] as const)
      expect(tasksForGroup(LEARNING_LINE, group).length, `groep ${group}`).toBeGreaterThan(0);
    const operations = new Set(
      allPracticeTasks(LEARNING_LINE).flatMap((task) =>
        sourceItems(task.source, () => undefined).map((s) => s.features.operation),
      ),
    );
    for (const op of OPERATIONS) {
      expect(operations.has(op), op).toBe(true);
    }
  });

  it('has every times table 1 to 10 and every division table 2 to 10 as its own task', () => {
    for (let n = 1; n <= 10; n++)
      expect(findPracticeTask(LEARNING_LINE, `ot-tafel-${n}`), `tafel ${n}`).toBeDefined();
    for (let n = 2; n <= 10; n++)
      expect(findPracticeTask(LEARNING_LINE, `ot-deeltafel-${n}`), `deeltafel ${n}`).toBeDefined();
  });

  it('uses every practice game somewhere', () => {
    const used = new Set(allPracticeTasks(LEARNING_LINE).flatMap((task) => task.gameIds));
    for (const id of GAME_IDS) if (GAME_CATALOG[id].role === 'practice') expect(used.has(id), id).toBe(true);
  });

  it('moves on within the domain and skips switched-off parts', () => {
    expect(nextPracticeTask(LEARNING_LINE, 'ot-tafel-1')?.task.id).toBe('ot-tafel-2');
    expect(nextPracticeTask(LEARNING_LINE, 'ot-tafel-1', ['so-tafel-2'])?.task.id).toBe('ot-tafel-10');
    expect(nextPracticeTask(LEARNING_LINE, 'ot-tafels-1-2-5-10', ['sd-tafels-3-4'])?.task.id).toBe(
      'ot-tafel-6',
    );
    const last = locatePracticeTasks(LEARNING_LINE)
      .filter((e) => e.domainId === 'dom-vermenigvuldigen-delen')
      .at(-1);
    expect(last && nextPracticeTask(LEARNING_LINE, last.task.id)).toBeUndefined();
    const entry = findPracticeTask(LEARNING_LINE, 'ot-tafel-7');
    expect(entry && isTaskEnabled(entry, ['td-tafels'])).toBe(false);
    expect(entry && isTaskEnabled(entry, ['td-deeltafels'])).toBe(true);
  });

  it('reports broken lines', () => {
    const firstDomain = LEARNING_LINE.domains[0];
    if (!firstDomain) throw new Error('no domains');
    const small: LearningLine = {
      ...LEARNING_LINE,
      domains: [{ ...firstDomain, goals: firstDomain.goals.slice(0, 1) }],
    };
    expect(learningLineProblems(small)).toEqual([]);
    const broken: LearningLine = JSON.parse(JSON.stringify(small));
    const firstTask = broken.domains[0]?.goals[0]?.subgoals[0]?.parts[0]?.tasks[0];
    const secondTask = broken.domains[0]?.goals[0]?.subgoals[0]?.parts[1]?.tasks[0];
    if (!firstTask || !secondTask) throw new Error('unexpected line shape');
    (secondTask as { id: string }).id = firstTask.id;
    (firstTask as unknown as { gameIds: string[] }).gameIds = ['splitsmachine'];
    const problems = learningLineProblems(broken);
    expect(problems).toContain(`duplicate id ${firstTask.id}`);
    expect(problems.some((p) => p.includes('splitsmachine cannot host count sums'))).toBe(true);
    expect(learningLineSchema.safeParse({ ...LEARNING_LINE, id: 'Has Spaces' }).success).toBe(false);
  });
});
