import { describe, expect, it } from 'vitest';
import { LEARNING_LINE } from '../curriculum/learning-line';
import { parseGeneratorSetting } from '../generators/settings';
import { sourceItems } from '../generators/source';
import { locatePracticeTasks } from '../curriculum/line';
import {
  applyDrafts,
  contentChanges,
  contentFromCode,
  contentProblems,
  learningLineOf,
  parseContentDocument,
  MIN_DISTINCT_SUMS,
} from '.';
import type { ContentDocument, ContentSetting, ContentTask } from '.';

const code = contentFromCode();
const firstTable = (doc: ContentDocument): ContentTask =>
  doc.tasks.find((t) => doc.settings.some((s) => s.taskId === t.id && s.setting.generator === 'multiply'))!;
const settingOf = (doc: ContentDocument, taskId: string): ContentSetting =>
  doc.settings.find((s) => s.taskId === taskId)!;

describe('content from the code', () => {
  it('is the learning line the code describes, and passes every check', () => {
    const line = learningLineOf(code);
    const summary = (l: typeof line) =>
      locatePracticeTasks(l).map(({ task, partId }) => ({
        id: task.id,
        partId,
        name: task.name,
        gameIds: task.gameIds,
        sums: sourceItems(task.source, (id) => code.collections.find((c) => c.id === id)).map((s) => s.id),
      }));
    expect(summary(line)).toEqual(summary(LEARNING_LINE));
    expect(parseContentDocument(JSON.parse(JSON.stringify(code)))).toEqual(code);
    expect(contentProblems(code)).toEqual([]);
  });
});

describe('drafts', () => {
  it('replace, add and remove items, leaving the published document as it was', () => {
    const task = firstTable(code);
    const setting = settingOf(code, task.id);
    const wider = {
      ...setting,
      setting: parseGeneratorSetting({ generator: 'multiply', params: { tables: [7], maxFactor: 20 } }),
    };
    const blob = { id: 'sv-nieuw', name: { nl: 'Nieuw', en: 'New' }, sumKeys: ['add:1+1'] };
    const next = applyDrafts(code, [
      { kind: 'setting', id: setting.id, body: wider },
      { kind: 'collection', id: blob.id, body: blob },
      { kind: 'collection', id: 'sv-verliefde-harten', body: null },
    ]);
    expect(next.settings.find((s) => s.id === setting.id)).toEqual(wider);
    expect(next.collections.map((c) => c.id)).toContain('sv-nieuw');
    expect(next.collections.map((c) => c.id)).not.toContain('sv-verliefde-harten');
    expect(code.settings.find((s) => s.id === setting.id)).toEqual(setting);
    expect(contentChanges(code, next)).toEqual([
      {
        kind: 'setting',
        id: setting.id,
        change: 'changed',
        fields: expect.arrayContaining([{ path: 'setting.params.maxFactor', before: 10, after: 20 }]),
      },
      { kind: 'collection', id: 'sv-nieuw', change: 'added', fields: [] },
      { kind: 'collection', id: 'sv-verliefde-harten', change: 'removed', fields: [] },
    ]);
  });

  it('a retired task leaves the line but stays in the document', () => {
    const task = firstTable(code);
    const next = applyDrafts(code, [{ kind: 'task', id: task.id, body: { ...task, retired: true } }]);
    expect(
      learningLineOf(next).domains.flatMap((d) =>
        d.goals.flatMap((g) => g.subgoals.flatMap((s) => s.parts.flatMap((p) => p.tasks.map((t) => t.id)))),
      ),
    ).not.toContain(task.id);
    expect(contentProblems(next)).toEqual([]);
  });
});

describe('content problems name the item, the field and the reason', () => {
  const task = firstTable(code);
  const setting = settingOf(code, task.id);
  const withSetting = (params: unknown) =>
    applyDrafts(code, [
      {
        kind: 'setting',
        id: setting.id,
        body: { ...setting, setting: { generator: 'multiply', params } as never },
      },
    ]);

  it('a setting whose numbers do not fit its schema', () => {
    expect(contentProblems(withSetting({ tables: [], maxFactor: 10 }), new Set([task.id]))).toContainEqual(
      expect.objectContaining({
        kind: 'setting',
        id: setting.id,
        field: 'setting.params.tables',
        reason: 'invalid',
      }),
    );
  });

  it('fewer distinct sums than a task needs', () => {
    const few = withSetting(
      parseGeneratorSetting({ generator: 'multiply', params: { tables: [3], minFactor: 1, maxFactor: 2 } })
        .params,
    );
    expect(contentProblems(few, new Set([task.id]))).toEqual([
      {
        kind: 'setting',
        id: setting.id,
        field: 'setting',
        reason: 'tooFewSums',
        detail: { count: 2, min: MIN_DISTINCT_SUMS },
      },
    ]);
  });

  it('a game that cannot show the sums', () => {
    const next = applyDrafts(code, [
      { kind: 'task', id: task.id, body: { ...task, gameIds: ['splitsmachine'] } },
    ]);
    expect(contentProblems(next, new Set([task.id]))).toEqual([
      {
        kind: 'task',
        id: task.id,
        field: 'gameIds',
        reason: 'gameCannotShow',
        detail: { game: 'splitsmachine', operation: 'multiply', answerKind: 'number' },
      },
    ]);
  });

  it('no built game: neither chosen nor one the engine could fall back on shows all the sums', () => {
    const mixed = {
      id: 'sv-gemengd',
      name: { nl: 'Gemengd', en: 'Mixed' },
      sumKeys: ['bond:10=3+_', 'bond:10=4+_', 'add:1+1', 'add:2+1', 'add:2+2'],
    };
    const next = applyDrafts(code, [
      { kind: 'collection', id: mixed.id, body: mixed },
      {
        kind: 'task',
        id: task.id,
        body: { ...task, sourceType: 'collection', collectionId: mixed.id, gameIds: ['splitsauto'] },
      },
    ]);
    expect(contentProblems(next, new Set([task.id]))).toContainEqual({
      kind: 'task',
      id: task.id,
      field: 'gameIds',
      reason: 'noBuiltGame',
    });
  });

  it('an unknown collection, a task under a missing part, a duplicate id', () => {
    const next = applyDrafts(code, [
      {
        kind: 'task',
        id: task.id,
        body: { ...task, sourceType: 'collection', collectionId: 'sv-weg', partId: 'nergens' },
      },
    ]);
    const problems = contentProblems({ ...next, collections: [...next.collections, next.collections[0]!] });
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'task', id: task.id, field: 'partId', reason: 'unknownParent' },
        { kind: 'task', id: task.id, field: 'collectionId', reason: 'unknownCollection' },
        { kind: 'collection', id: next.collections[0]!.id, field: 'id', reason: 'duplicateId' },
      ]),
    );
  });
});
