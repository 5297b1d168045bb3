import { createHash } from 'node:crypto';
import { parse, PGlite, protocol as wire } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './connection';

interface DrizzleInternals {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  $client?: unknown;
}

type Row = Record<string, unknown>;
type Query = { sql: string; params: unknown[] };

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
  const { dialect } = db as unknown as DrizzleInternals;
  if (!namedRuns(db)) return executeRows(db, statement);
  const query = dialect.sqlToQuery(statement);
  return runNamed(db, nameOf(query.sql), query);
}

/** A value of a statement template: the value itself, or the slot it is filled into. */
export type Slot<T> = T | Placeholder;
export type Slots<V> = { readonly [K in keyof V]: Slot<V[K]> };

/**
 * `executeNamed` for a statement whose text never changes, only its values: `build` makes it from one
 * slot per value, and the text is rendered and named once (drizzle's placeholders) instead of on
 * every run. `build` must put every value that changes in a slot and must not look at the slots
 * (a value built in directly would be kept from the first run); an array goes in `sql.param(slot)`, as
 * drizzle writes a bare array as a list of parameters. In a transaction, and on a driver
 * without named statements, `build` gets the values themselves and the statement runs as
 * `db.execute` runs it.
 */
export function namedTemplate<V extends Record<string, unknown>>(build: (values: Slots<V>) => SQL) {
  const rendered = new WeakMap<object, Query & { name: string }>();
  const slots = new Proxy({} as Slots<V>, { get: (_, key) => sql.placeholder(String(key)) });
  return {
    async run(db: Database, values: V): Promise<Row[]> {
      if (!namedRuns(db)) return executeRows(db, build(values));
      const { dialect } = db as unknown as DrizzleInternals;
      let query = rendered.get(dialect);
      if (!query) {
        const { sql: text, params } = dialect.sqlToQuery(build(slots));
        rendered.set(dialect, (query = { name: nameOf(text), sql: text, params }));
      }
      return runNamed(db, query.name, { sql: query.sql, params: fillPlaceholders(query.params, values) });
    },
  };
}

const nameOf = (text: string) => `s_${createHash('sha1').update(text).digest('base64url')}`;

/** Whether `db` runs named statements: PostgreSQL's pool or PGlite, outside a transaction. */
function namedRuns(db: Database): boolean {
  const { $client: client } = db as unknown as DrizzleInternals;
  return !(db instanceof PgTransaction) && (client instanceof pg.Pool || client instanceof PGlite);
}

async function executeRows(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

async function runNamed(db: Database, name: string, query: Query): Promise<Row[]> {
  const { $client: client } = db as unknown as DrizzleInternals;
  if (client instanceof pg.Pool) {
    return (await client.query({ name, text: query.sql, values: query.params })).rows as Row[];
  }
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
          concat([
            wire.serialize.parse({ name, text }),
            wire.serialize.describe({ type: 'S', name }),
            wire.serialize.sync(),
          ]),
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
