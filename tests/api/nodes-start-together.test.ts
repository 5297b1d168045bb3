import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/database';

/**
 * Two nodes started at the same moment against one new PostgreSQL database both come up: the
 * migrations and the product content are applied once, under a lock, not twice at once.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('nodes that start together', () => {
  it('migrate and seed once, and both serve the same schema', async () => {
    const schema = `nodes_${randomBytes(4).toString('hex')}`;
    try {
      const [a, b] = await Promise.all([
        openDatabase({ kind: 'postgres', url: url!, schema }),
        openDatabase({ kind: 'postgres', url: url!, schema }),
      ]);
      const tasks = async (db: typeof a.db) =>
        (await db.execute(sql`select count(*)::int as n from practice_tasks`)) as unknown as {
          rows: { n: number }[];
        };
      const [ta, tb] = [await tasks(a.db), await tasks(b.db)];
      expect(ta.rows[0]!.n).toBeGreaterThan(100);
      expect(tb.rows[0]!.n).toBe(ta.rows[0]!.n);
      await a.close();
      await b.close();
    } finally {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    }
  });
});
