import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemRatingSteps, stepRecords, type ItemRatingStep } from '../../server/api/practice/state';
import type { Database } from '../../server/db/connection';
import { itemDifficulties } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Answers change the shared item ratings by steps, without a lock held through the transaction: steps
 * of many batches on the same sums must all count, whatever order they commit in (on PostgreSQL the
 * batches run at once, each in its own transaction, naming the sums in opposite orders).
 */
let t: TestApp;
let db: Database;
const keys = Array.from({ length: 6 }, () => `test:${randomUUID()}`);
/** Sums without a row until the steps come. */
const newKeys = Array.from({ length: 4 }, () => `test:${randomUUID()}`);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await db
    .insert(itemDifficulties)
    .values(keys.map((sumKey) => ({ sumKey, value: 0, uncertainty: 1, answers: 0 })));
});

afterAll(async () => {
  await db.delete(itemDifficulties).where(inArray(itemDifficulties.sumKey, [...keys, ...newKeys]));
  await t.close();
});

/** A step from a rating read as `from` (a sum without a row is read as its prior). */
const step = (sumKey: string, delta: number, at: number, from = 0): ItemRatingStep => ({
  sumKey,
  value: from + delta,
  delta,
  uncertainty: 0.5,
  answers: 1,
  updatedAt: new Date(at),
});

describe('item rating steps', () => {
  it('add up over batches run at once, whatever order they name the sums in', async () => {
    const batches = Array.from({ length: 12 }, (_, b) => {
      const order = b % 2 === 0 ? keys : [...keys].reverse();
      return order.map((key, i) => step(key, (b + 1) * 0.01 * (i + 1), 1_000 + b));
    });
    await Promise.all(
      batches.map((steps) =>
        db.transaction(async (tx) => {
          await (tx as unknown as Database).execute(itemRatingSteps(stepRecords(steps)));
        }),
      ),
    );
    const rows = await db.select().from(itemDifficulties).where(inArray(itemDifficulties.sumKey, keys));
    expect(rows).toHaveLength(keys.length);
    for (const row of rows) {
      const expected = batches.flat().filter((s) => s.sumKey === row.sumKey);
      expect(row.answers).toBe(expected.length);
      expect(row.value).toBeCloseTo(
        expected.reduce((sum, s) => sum + s.delta, 0),
        9,
      );
      expect(row.uncertainty).toBe(0.5);
      expect(row.updatedAt!.getTime()).toBe(1_000 + batches.length - 1);
    }
  });

  it('give a sum without a row one: the prior it was read at plus the step, then add up as before', async () => {
    const prior = -1.5;
    const batches = Array.from({ length: 8 }, (_, b) => {
      const order = b % 2 === 0 ? newKeys : [...newKeys].reverse();
      return order.map((key, i) => step(key, 0.1 * (i + 1) * (b % 3 === 0 ? -1 : 1), 2_000 + b, prior));
    });
    await Promise.all(
      batches.map((steps) =>
        db.transaction(async (tx) => {
          await (tx as unknown as Database).execute(itemRatingSteps(stepRecords(steps)));
        }),
      ),
    );
    const rows = await db.select().from(itemDifficulties).where(inArray(itemDifficulties.sumKey, newKeys));
    expect(rows).toHaveLength(newKeys.length);
    for (const row of rows) {
      const expected = batches.flat().filter((s) => s.sumKey === row.sumKey);
      expect(row.answers).toBe(expected.length);
      expect(row.value).toBeCloseTo(prior + expected.reduce((sum, s) => sum + s.delta, 0), 9);
      expect(row.updatedAt!.getTime()).toBe(2_000 + batches.length - 1);
    }
  });
});
