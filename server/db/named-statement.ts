import { createHash } from 'node:crypto';
import { parse, PGlite, protocol as wire } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './connection';

interface DrizzleInternals {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  $client?: unknown;
}

type Row = Record<string, unknown>;

/**
 * Runs a statement that a hot path sends again and again with the same text as a named prepared
 * statement: the database parses and plans it once per connection (PostgreSQL: each pooled
 * connection; PGlite: its one session), and later runs send only the parameters. The name is a hash
 * of the text, so another text is another statement. Inside a transaction it runs as `db.execute`
 * does, on the transaction's connection. Rows come back as the database names their columns, with
 * the driver's own type parsing (meant for json, text and boolean results: drizzle's mapping of dates
 * is not applied).
 */
export async function executeNamed(db: Database, statement: SQL): Promise<Row[]> {
  const { dialect, $client: client } = db as unknown as DrizzleInternals;
  const onPool = client instanceof pg.Pool;
  if (db instanceof PgTransaction || !(onPool || client instanceof PGlite)) {
    return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
  }
  const query = dialect.sqlToQuery(statement);
  const name = `s_${createHash('sha1').update(query.sql).digest('base64url')}`;
  if (onPool) return (await client.query({ name, text: query.sql, values: query.params })).rows as Row[];
  return runNamedOnPglite(client as PGlite, name, query.sql, query.params);
}

/** The statements prepared in each PGlite session, with their parameters' type oids. */
const preparedIn = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * PGlite's `query` parses, describes and plans its text on every call (an unnamed statement); this
 * prepares it once under `name` and then only binds and executes, in the wire protocol PGlite
 * exposes. It holds PGlite's own locks as `query` does, so it never interleaves with a transaction.
 */
function runNamedOnPglite(client: PGlite, name: string, text: string, params: unknown[]): Promise<Row[]> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let prepared = preparedIn.get(client);
      if (!prepared) preparedIn.set(client, (prepared = new Map()));
      const options = { syncToFs: false };
      let types = prepared.get(name);
      if (!types) {
        const described = await client.execProtocol(
          concat([wire.serialize.parse({ name, text }), wire.serialize.describe({ type: 'S', name }), wire.serialize.sync()]),
          options,
        );
        types = parse.parseDescribeStatementResults(described.messages);
        prepared.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = client.serializers[types[i]!];
        return serialize ? serialize(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        concat([
          wire.serialize.bind({ statement: name, values }),
          wire.serialize.describe({ type: 'P' }),
          wire.serialize.execute({}),
          wire.serialize.sync(),
        ]),
        options,
      );
      await client.syncToFs();
      return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
    }),
  );
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
