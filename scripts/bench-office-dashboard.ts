// The office dashboard on a big database: 400 accounts with licences, 40 000 students, 2.4 million
// answer-day rows over 120 school days (about 60 days × 1 task per student), 2000 site submissions.
// Run: npm run bench:office-dashboard
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { dashboard } from '../server/api/office-support/dashboard';
import { searchAllStudents } from '../server/api/office-support/students';
import { readAudit } from '../server/api/audit/read';
import { dayOf } from '../server/api/practice/time';
import type { DatabaseHandle } from '../server/db/connection';
import { onEachDatabase } from './bench-databases';

const ACCOUNTS = 400;
const STUDENTS_PER_ACCOUNT = 100;
const DAYS = 120;

async function fill({ db }: DatabaseHandle): Promise<void> {
  const today = dayOf(new Date());
  await db.execute(sql`insert into accounts (kind, name, country)
    select case when i % 10 = 0 then 'home' else 'school' end, 'School ' || i, 'NL' from generate_series(1, ${ACCOUNTS}) i`);
  await db.execute(sql`insert into licences (account_id, kind, max_students, starts_on, ends_on)
    select id, case when row_number() over () % 3 = 0 then 'trial' else 'school' end, 300,
      ${today}::date - 100, ${today}::date + ((row_number() over ())::int % 60) - 20 from accounts`);
  await db.execute(sql`insert into users (account_id, role, username, display_name, password_hash)
    select a.id, 'leerling', 'kind' || s, 'Kind ' || s, '!' from accounts a, generate_series(1, ${STUDENTS_PER_ACCOUNT}) s`);
  await db.execute(sql`insert into answer_day_totals (account_id, student_id, day, practice_task_id, answers, correct, answer_ms)
    select u.account_id, u.id, ${today}::date - d, 't1', 20, 15, 40000
    from users u, generate_series(0, ${DAYS - 1}) d
    where u.role = 'leerling' and (d + hashtext(u.id::text)) % 2 = 0`);
  await db.execute(sql`insert into site_submissions (kind, name, email, payload, locale, handled_at)
    select case when i % 3 = 0 then 'aanvraag' else 'contact' end, 'Naam ' || i, 'x' || i || '@s.example', '{}'::jsonb, 'nl',
      case when i % 20 = 0 then null else now() end from generate_series(1, 2000) i`);
  await db.execute(sql`insert into audit_log (actor_id, actor_role, account_id, action, at)
    select gen_random_uuid(), 'office', a.id, 'student.unlock', now() - (i || ' minutes')::interval
    from accounts a, generate_series(1, 50) i`);
  await db.execute(sql`analyze`);
}

async function time(run: () => Promise<unknown>): Promise<{ median: number; p90: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[3]!, p90: times[6]! };
}

const results = await onEachDatabase(async (name, database) => {
  const started = performance.now();
  await fill(database);
  console.log(`  ${name}: filled in ${Math.round(performance.now() - started)} ms`);
  const { db } = database;
  const count = await db.execute(sql`select count(*)::int as n from answer_day_totals`);
  const n = (count as { rows: { n: number }[] }).rows[0]!.n;
  const rows = [
    { request: `dashboard, no cache (${n} answer-day rows)`, ...(await time(() => dashboard(db))) },
    {
      request: 'dashboard, past weeks cached',
      ...(await (async () => {
        const cache = {};
        return time(() => dashboard(db, new Date(), cache));
      })()),
    },
    { request: 'student search "kind12"', ...(await time(() => searchAllStudents(db, 'kind12'))) },
    {
      request: 'audit log, page 1 of 20000',
      ...(await time(() => readAudit(db, { page: 1, pageSize: 25 }))),
    },
  ];
  return rows.map((r) => ({ database: name, ...r }));
});
for (const r of results)
  console.log(`| ${r.database} | ${r.request} | ${r.median.toFixed(1)} ms | ${r.p90.toFixed(1)} ms |`);
