import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from './connection';

interface Statement {
  getSQL(): SQL;
}

/**
 * Runs `writes` and then `last` as ONE statement (PostgreSQL's data-modifying WITH queries): one
 * round trip to the database instead of one per write. All parts see the same snapshot and run to
 * completion, so each write must touch rows no other part reads or writes (different tables, or
 * different rows of one). Returns the rows `last` returns, as the database names their columns.
 */
export async function inOneStatement(
  db: Database,
  writes: readonly Statement[],
  last: Statement,
): Promise<Record<string, unknown>[]> {
  const result = await db.execute(oneStatement(writes, last));
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * The statement `inOneStatement` runs, to run it another way (`executeNamed`). `first`: WITH queries
 * of the caller's own (`name as (...)`, comma separated) put before the writes, which may refer to
 * them (a guard, say).
 */
export function oneStatement(writes: readonly Statement[], last: Statement, first?: SQL): SQL {
  const parts = writes.map((write, i) => sql`${sql.identifier(`w${i}`)} as (${write.getSQL()})`);
  if (first) parts.unshift(first);
  return parts.length ? sql`with ${sql.join(parts, sql`, `)} ${last.getSQL()}` : last.getSQL();
}
