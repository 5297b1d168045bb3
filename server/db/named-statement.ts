import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './connection';

interface DrizzleInternals {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  $client?: unknown;
}

/**
 * Runs a statement that a hot path sends again and again with the same text: on PostgreSQL as a named
 * prepared statement (each pooled connection parses and plans it once; later runs send only the
 * parameters), on PGlite and inside a transaction as `db.execute` does. The name is a hash of the text, so another text is
 * another statement. Rows come back as the database names their columns, with the driver's own type
 * parsing (meant for json, text and boolean results: drizzle's mapping of dates is not applied).
 */
export async function executeNamed(db: Database, statement: SQL): Promise<Record<string, unknown>[]> {
  const { dialect, $client: client } = db as unknown as DrizzleInternals;
  // In a transaction the statement must run on the transaction's connection, never the pool's.
  if (db instanceof PgTransaction || !(client instanceof pg.Pool)) {
    return ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
  }
  const query = dialect.sqlToQuery(statement);
  const name = `s_${createHash('sha1').update(query.sql).digest('base64url')}`;
  const result = await client.query({ name, text: query.sql, values: query.params });
  return result.rows as Record<string, unknown>[];
}
