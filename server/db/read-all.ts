import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './connection';

/**
 * Independent reads: at once on a pool (each on a connection of its own), one after another inside a
 * transaction, whose one connection takes one query at a time (node-postgres deprecates overlapping
 * queries on a client, and pg 9 refuses them). Drizzle's queries start when awaited, so they are passed
 * as built.
 */
export async function readAll<T extends readonly unknown[]>(
  db: Database,
  queries: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  if (!(db instanceof PgTransaction))
    return Promise.all(queries) as Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
