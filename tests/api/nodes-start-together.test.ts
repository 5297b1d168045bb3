import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/database';

/**
 * Two nodes started at the same moment against one new PostgreSQL database both come up: the
 * migrations run and the product content is published once, under a lock, not twice at once.
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
      // The code's content is published once, as version 1, and both nodes read that one version.
      const releases = async (db: typeof a.db) =>
        (await db.execute(
          sql`select version, jsonb_array_length(content->'tasks')::int as tasks from content_releases`,
        )) as unknown as { rows: { version: number; tasks: number }[] };
      const [ra, rb] = [await releases(a.db), await releases(b.db)];
      expect(ra.rows).toHaveLength(1);
      expect(ra.rows[0]).toMatchObject({ version: 1 });
      expect(ra.rows[0]!.tasks).toBeGreaterThan(100);
      expect(rb.rows).toEqual(ra.rows);
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
