import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSuits, isBuiltGame } from '../../../src/domain';
import type { DatabaseHandle } from '../../db/connection';
import { openDatabase } from '../../database';
import { gamesOfTask, loadCurriculum, taskDefinition } from './curriculum';


let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });

});
afterAll(() => database.close());

describe('games of a task', () => {
  it('offers a built game first for every task of the line, one that can host its sums', async () => {
    const curriculum = await loadCurriculum(database.db);
    for (const { task } of curriculum.located) {
      const definition = await taskDefinition(database.db, curriculum, task.id, null);
      const [first] = gamesOfTask(definition);
      expect(first && isBuiltGame(first), task.id).toBe(true);
      expect(
        definition.items().some((sum) => gameSuits(first!, sum.features)),
        task.id,
      ).toBe(true);
    }
  });
});
