// The two databases every benchmark runs on: PGlite in-process, and the machine's PostgreSQL (a
// throwaway schema, dropped afterwards) when it is reachable.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../server/db/connection';
import { openDatabase } from '../server/database';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `bench` on PGlite, then on PostgreSQL when reachable, and returns all results in that order. */
export async function onEachDatabase<T>(
  bench: (name: string, database: DatabaseHandle) => Promise<T[]>,
): Promise<T[]> {
  const results: T[] = [];
  {
    const database = await openDatabase({ kind: 'pglite' });
    results.push(...(await bench('PGlite (in-process)', database)));
    await database.close();
  }
  if (!(await reachable(POSTGRES_URL))) {
    console.log(`  PostgreSQL not reachable at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')}: skipped`);
    return results;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ kind: 'postgres', url: POSTGRES_URL, schema });
  try {
    results.push(...(await bench('PostgreSQL (pool of 10)', database)));
  } finally {
    await database.close();
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
  return results;
}
