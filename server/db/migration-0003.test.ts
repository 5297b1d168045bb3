import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * 0003 makes fact history per student and sum (it was per student, task and sum): the data of a
 * database at 0002 is carried over. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-migrations-'));
  cpSync(folder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Target {
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

async function openTarget(): Promise<Target> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
  await pool.query(`CREATE SCHEMA "${schema}"`);
  const db = drizzlePg(pool);
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder, migrationsSchema: schema }),
    close: async () => {
      await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
      await pool.end();
    },
  };
}

let target: Target;
let before: string;
const ids = { account: '', student: '', other: '' };
const at = (minutes: number) => new Date(Date.UTC(2025, 2, 3, 9, minutes)).toISOString();
const attempts = (...list: [boolean, number][]) =>
  JSON.stringify(list.map(([correct, ms]) => ({ correct, ms })));

beforeAll(async () => {
  target = await openTarget();
  before = migrationsBefore('0003');
  await target.migrate(before);
  const [account] = await target.query(
    `insert into accounts (kind, name, country) values ('school', 'M', 'NL') returning id`,
  );
  ids.account = account!.id as string;
  for (const name of ['student', 'other'] as const) {
    const [user] = await target.query(
      `insert into users (account_id, role, username, display_name, password_hash)
       values ($1, 'leerling', $2, $2, 'x') returning id`,
      [ids.account, `m.${name}`],
    );
    ids[name] = user!.id as string;
  }
  // The student practised 3 x 4 in two tasks (the later answers in the mixed task), 2 x 4 in one.
  const state = (student: string, task: string, answers: number) =>
    target.query(
      `insert into student_task_states (account_id, student_id, practice_task_id, answer_count, intake_done)
       values ($1, $2, $3, $4, true)`,
      [ids.account, student, task, answers],
    );
  await state(ids.student, 'ot-tafel-3', 30);
  await state(ids.student, 'ot-tafels-1-5-10-3-4', 20);
  await state(ids.other, 'ot-tafel-3', 5);
  const fact = (
    student: string,
    task: string,
    sum: string,
    counts: [number, number],
    recent: string,
    last: number,
    index: number,
    box: number,
  ) =>
    target.query(
      `insert into student_facts (account_id, student_id, practice_task_id, sum_key, answers, correct_answers,
         recent, last_answered_at, last_answer_index, box, due_at)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $8)`,
      [ids.account, student, task, sum, counts[0], counts[1], recent, at(last), index, box],
    );
  await fact(
    ids.student,
    'ot-tafel-3',
    'mul:3x4',
    [6, 4],
    attempts([false, 5000], [true, 4000], [true, 2000], [true, 1500], [true, 1400], [true, 1300]),
    10,
    25,
    3,
  );
  await fact(
    ids.student,
    'ot-tafels-1-5-10-3-4',
    'mul:3x4',
    [3, 2],
    attempts([true, 2000], [false, 3000], [true, 2500]),
    40,
    18,
    1,
  );
  await fact(
    ids.student,
    'ot-tafels-1-5-10-3-4',
    'mul:2x4',
    [2, 2],
    attempts([true, 1000], [true, 1200]),
    41,
    19,
    2,
  );
  await fact(ids.other, 'ot-tafel-3', 'mul:3x4', [1, 1], attempts([true, 1000]), 5, 4, 1);
  await target.query(
    `insert into task_list_tasks (account_id, student_id, kind, domain_id, practice_task_id, rounds_per_day)
     values ($1, $2, 'adaptive', 'dom-vermenigvuldigen-delen', 'ot-tafels-1-5-10-3-4', 1)`,
    [ids.account, ids.student],
  );
  await target.migrate(folder);
});
afterAll(async () => {
  await target?.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0003 (fact history per student and sum)', () => {
  it('merges a fact practised in two tasks into one history', async () => {
    const rows = await target.query(`select * from student_facts where student_id = $1 order by sum_key`, [
      ids.student,
    ]);
    expect(rows.map((r) => r.sum_key)).toEqual(['mul:2x4', 'mul:3x4']);
    const merged = rows[1]!;
    expect(merged).toMatchObject({ answers: 9, correct_answers: 6, box: 1 });
    expect(new Date(merged.last_answered_at as string).toISOString()).toBe(at(40));
    // The latest task's attempts last, older ones before them, at most 8.
    expect(merged.recent).toEqual(
      JSON.parse(
        attempts(
          [true, 4000],
          [true, 2000],
          [true, 1500],
          [true, 1400],
          [true, 1300],
          [true, 2000],
          [false, 3000],
          [true, 2500],
        ),
      ),
    );
    const single = await target.query(`select * from student_facts where student_id = $1`, [ids.other]);
    expect(single).toHaveLength(1);
    expect(single[0]!.recent).toEqual(JSON.parse(attempts([true, 1000])));
  });

  it('moves recency onto the student-wide answer clock', async () => {
    const [practice] = await target.query(`select answer_count from student_practice where student_id = $1`, [
      ids.student,
    ]);
    expect(practice!.answer_count).toBe(50);
    const [fact] = await target.query(
      `select last_answer_index from student_facts where student_id = $1 and sum_key = 'mul:2x4'`,
      [ids.student],
    );
    // One answer before the end of its task's 20 is one answer before the end of the clock's 50.
    expect(fact!.last_answer_index).toBe(49);
  });

  it('keeps one history per student and sum from now on, and counts existing rows as placed', async () => {
    await expect(
      target.query(
        `insert into student_facts (account_id, student_id, sum_key, answers, correct_answers, recent,
           last_answered_at, last_answer_index, box, due_at)
         values ($1, $2, 'mul:3x4', 1, 1, '[]', now(), 0, 0, now())`,
        [ids.account, ids.student],
      ),
    ).rejects.toThrow();
    const [row] = await target.query(
      `select placed_at, created_at from task_list_tasks where student_id = $1`,
      [ids.student],
    );
    expect(row!.placed_at).toEqual(row!.created_at);
  });
});
