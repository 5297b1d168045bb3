import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { executeNamed, namedTemplate } from '../../server/db/named-statement';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/test-app';

/**
 * `executeNamed` runs the answer intake's two statements as named prepared statements, on PostgreSQL
 * through the pool's connections and on PGlite through its wire protocol (PGlite's own `query` would
 * parse and plan the text every time).
 */
let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await db.execute(sql`create table named_test (id uuid primary key, doc jsonb not null, n int)`);
});

afterAll(async () => {
  await db.execute(sql`drop table if exists named_test`);
  await t.close();
});

/** One text, run with other parameters each time: jsonb, uuid, int and null parameters, json and boolean results. */
const insertDoc = (id: string, doc: unknown, n: number | null) => sql`
  with added as (
    insert into named_test (id, doc, n) values (${id}, ${JSON.stringify(doc)}::jsonb, ${n}) returning *
  )
  select row_to_json(a) as row, a.n is null as no_n, jsonb_array_length(a.doc -> 'items') as items from added a`;

describe('executeNamed', () => {
  it('runs one text again and again with new parameters, typed as the statement needs', async () => {
    const first = randomUUID();
    const second = randomUUID();
    const [a] = await executeNamed(db, insertDoc(first, { items: [1, 2, 3], name: 'één' }, 7));
    const [b] = await executeNamed(db, insertDoc(second, { items: [] }, null));
    expect(a).toEqual({
      row: { id: first, doc: { items: [1, 2, 3], name: 'één' }, n: 7 },
      no_n: false,
      items: 3,
    });
    expect(b).toEqual({ row: { id: second, doc: { items: [] }, n: null }, no_n: true, items: 0 });
  });

  it.runIf(testDatabaseKind === 'pglite')('prepares a text once in the PGlite session', async () => {
    const statement = () => sql`select count(*)::int as n from named_test where n = ${7}`;
    const [before] = await executeNamed(db, statement());
    await executeNamed(db, statement());
    const prepared = await db.execute(
      sql`select name, statement from pg_prepared_statements where statement like '%from named_test where n = $1%'`,
    );
    const rows = (prepared as unknown as { rows: { name: string }[] }).rows;
    expect(before).toEqual({ n: 1 });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toMatch(/^s_/);
  });

  it('fails with the database error and leaves the session usable', async () => {
    const failing = (text: string) => sql`select (${text}::text || 'x')::int as n`;
    await expect(executeNamed(db, failing('not a number: '))).rejects.toThrow(/invalid input syntax/);
    await expect(executeNamed(db, failing('still not: '))).rejects.toThrow(/invalid input syntax/);
    // A primary key taken: the statement is undone as a whole.
    const id = randomUUID();
    await executeNamed(db, insertDoc(id, { items: [] }, 1));
    await expect(executeNamed(db, insertDoc(id, { items: [1] }, 2))).rejects.toThrow();
    const [row] = await executeNamed(db, sql`select n, doc from named_test where id = ${id}`);
    expect(row).toEqual({ n: 1, doc: { items: [] } });
  });

  it('runs in a transaction on the transaction, seeing its own writes and undone with it', async () => {
    const id = randomUUID();
    await expect(
      db.transaction(async (tx) => {
        await executeNamed(tx as unknown as Database, insertDoc(id, { items: [] }, 3));
        const [inside] = await executeNamed(
          tx as unknown as Database,
          sql`select count(*)::int as n from named_test where id = ${id}`,
        );
        expect(inside).toEqual({ n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const [after] = await executeNamed(db, sql`select count(*)::int as n from named_test where id = ${id}`);
    expect(after).toEqual({ n: 0 });
  });

  it('waits for a transaction that holds the database and then reads what it committed', async () => {
    const id = randomUUID();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into named_test (id, doc, n) values (${id}, '{}', 9)`);
      inserted();
      await held;
      await tx.execute(sql`update named_test set n = 10 where id = ${id}`);
    });
    await insertedNow;
    const read = executeNamed(db, sql`select coalesce(max(n), 0) as n from named_test where id = ${id}`);
    release();
    await transaction;
    // PGlite has one session: the read waits for the transaction (it never sees its 9 half-way).
    // PostgreSQL reads beside it and sees the row only if the commit came first.
    const [row] = await read;
    if (testDatabaseKind === 'pglite') expect(row).toEqual({ n: 10 });
    else expect([{ n: 0 }, { n: 10 }]).toContainEqual(row);
  });

  it("fills a template made once with each run's values, also in a transaction", async () => {
    let builds = 0;
    const insertTwice = namedTemplate<{ id: string; other: string; doc: string; n: number | null }>((v) => {
      builds++;
      return sql`
        with added as (
          insert into named_test (id, doc, n) values (${v.id}, ${v.doc}::jsonb, ${v.n}), (${v.other}, '{}', ${v.n})
          returning n
        )
        select count(*)::int as rows, max(n) as n from added`;
    });
    const run = async (db: Database, n: number | null) => {
      const [row] = await insertTwice.run(db, {
        id: randomUUID(),
        other: randomUUID(),
        doc: JSON.stringify({ items: [n] }),
        n,
      });
      return row;
    };
    expect(await run(db, 1)).toEqual({ rows: 2, n: 1 });
    expect(await run(db, null)).toEqual({ rows: 2, n: null });
    expect(await run(db, 3)).toEqual({ rows: 2, n: 3 });
    // Outside a transaction the text is made once; a transaction builds the statement with its values.
    expect(builds).toBe(1);
    await db.transaction(async (tx) => {
      expect(await run(tx as unknown as Database, 4)).toEqual({ rows: 2, n: 4 });
    });
    expect(builds).toBe(2);
    const [stored] = await executeNamed(
      db,
      sql`select count(*)::int as n from named_test where doc = '{"items":[3]}'`,
    );
    expect(stored).toEqual({ n: 1 });
  });
});
