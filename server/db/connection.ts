import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDirectory } from './data-directory-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string; schema?: string };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Connects to the database, brings its schema up to date with the committed migrations and then runs
 * `prepare` (the product content, seeded by `openDatabase` in server/database.ts). On PostgreSQL both
 * run under an advisory lock, so nodes that start together do this one after another: the first
 * applies, the others find it done.
 */
export async function connectDatabase(
  target: DatabaseTarget,
  prepare: (db: Database) => Promise<void> = async () => undefined,
): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    // Before PGlite opens a file: a second process on the directory must change nothing.
    const lock = target.dataDir ? lockDataDirectory(target.dataDir) : undefined;
    const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await prepare(db as unknown as Database);
    const close = async () => {
      await client.close();
      lock?.release();
    };
    return { db: db as unknown as Database, kind: 'pglite', close };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  const db = drizzlePg(pool, { schema });
  const lock = await pool.connect();
  const lockName = `rekenblobs:migrate:${target.schema ?? 'public'}`;
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [lockName]);
    // Under the lock too: CREATE SCHEMA IF NOT EXISTS is not safe against a second one at once.
    if (target.schema) await lock.query(`CREATE SCHEMA IF NOT EXISTS "${target.schema}"`);
    await migratePg(db, {
      migrationsFolder,
      ...(target.schema ? { migrationsSchema: target.schema } : {}),
    });
    await prepare(db as unknown as Database);
  } finally {
    await lock.query('select pg_advisory_unlock(hashtext($1))', [lockName]).catch(() => undefined);
    lock.release();
  }
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}
