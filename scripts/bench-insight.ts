// npm run bench:insight: server time of the teacher's figures on a school year of one class. 32 simulated
// students practise through the engine's own code (the demo seed's way: windows, answers, rounds, a fluency
// test) for the first BENCH_ENGINE_DAYS practice days; the rest of the 150 practice days repeat those rounds
// (the engine's own windows and answers, shifted in time) by bulk INSERT ... SELECT, so the class has ~290,000
// answers. answer_day_totals for the copies is rebuilt with the migration's backfill queries. Then the group
// overview (each period) and a child's progress are timed through app.inject, median of BENCH_RUNS runs, beside
// a raw COUNT over the class's (or child's) answers in the same run. PGlite, and PostgreSQL when reachable
// (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test). Then, on the same data, the page a
// teacher sees: the built client (dist/) served by the same app on a free port, the teacher signed in
// through the login page in Chromium, the group overview and the child's progress opened by a full load until
// their content is visible (scripts/bench-page-load.ts), beside the login page as a baseline. Writes both
// tables into README.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { submitAnswers } from '../server/api/practice/answers';
import { loadCurriculum } from '../server/api/practice/curriculum';
import { answerTest, startTest } from '../server/api/practice/fluency-tests';
import { finishWindow } from '../server/api/practice/rounds';
import { effectiveSettings } from '../server/api/practice/settings';
import { loadTaskList } from '../server/api/practice/task-list';
import { createWindow } from '../server/api/practice/windows';
import type { StudentContext } from '../server/api/auth/access';
import { currentTokenHolder } from '../server/api/auth/authenticate';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/connection';
import { onEachDatabase } from './bench-databases';
import type { Page } from '@playwright/test';
import { ensureClientBuild, measurePageLoads, VIEWPORT, type PageToLoad } from './bench-page-load';
import { schoolInsightNl } from '../src/admin/school/insight/texts.nl';
import { accounts, groups, groupTeachers, users } from '../server/db/schema';
import { hashPassword } from '../server/identity/passwords';
import { createRng } from '../src/domain';
import type { Rng, Sum } from '../src/domain';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../src/domain/constants';
import type { AnswerBatchItem } from '../src/domain/contracts/practice';
import { writeReadmeSection } from './readme-section';

// BENCH_STUDENTS / BENCH_DAYS: a smaller trial run (it leaves the README alone).
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 32);
const PRACTICE_DAYS = Number(process.env.BENCH_DAYS ?? 150);
const ROUNDS_PER_DAY = 6; // 6 rounds of 10 sums: 60 answers a day
const ENGINE_DAYS = Number(process.env.BENCH_ENGINE_DAYS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET_MS = 300;
// BENCH_PAGE_RUNS: full page loads per page (after a warm-up); 0 leaves the browser out. BENCH_PAGE_SCREENSHOTS:
// a folder for a screenshot of each page at the moment it counted as ready.
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const PAGE_BUDGET_MS = 1000;
const DAY_MS = 86_400_000;

// The class's school year ends on 10 July: the clock is set there, so all 150 practice days (the 150
// weekdays before it) fall in one school year and `schooljaar` covers every answer.
const realNow = Date.now.bind(Date);
const today = new Date(realNow());
const endYear = today.getUTCMonth() >= 7 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
const BENCH_NOW = Date.UTC(endYear, 6, 10, 15);
const offset = BENCH_NOW - realNow();
Date.now = () => realNow() + offset;

/** The practice days (08:00 UTC), the 150 weekdays up to the clock's day, oldest first. */
const practiceDays: number[] = [];
for (let day = Date.UTC(endYear, 6, 10, 8); practiceDays.length < PRACTICE_DAYS; day -= DAY_MS) {
  const weekday = new Date(day).getUTCDay();
  if (weekday !== 0 && weekday !== 6) practiceDays.unshift(day);
}

interface Timing {
  database: string;
  what: string;
  median: number;
  p90: number;
  raw: number;
  bytes: number;
}

interface PageTiming {
  database: string;
  page: string;
  median: number;
  max: number;
  /** Median of the login page's loads in the same run. */
  baseline: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))]!;

function wrongOrRight(rng: Rng, sum: Sum, skill: number) {
  const correct = rng.next() < skill;
  return correct ? sum.answer : (sum.distractors[0]?.value ?? null);
}

async function timeIt(
  runs: number,
  step: () => Promise<number>,
): Promise<{ times: number[]; bytes: number }> {
  await step(); // warm-up (curriculum cache, query plans)
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    bytes = await step();
    times.push(performance.now() - t0);
  }
  return { times, bytes };
}

async function bench(name: string, database: DatabaseHandle): Promise<Timing[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    host: '127.0.0.1',
    port: 0,
    clientDir,
    rateLimitPerMinute: 1_000_000_000,
    loginRateLimitPerMinute: 1_000_000,
  };
  const app = await buildApp({ config, database, serveClient: PAGE_RUNS > 0 });
  await app.ready();
  const { db } = database;
  const built = performance.now();

  const [account] = await db
    .insert(accounts)
    .values({ kind: 'school', name: 'Bench', country: 'NL' })
    .returning({ id: accounts.id });
  const accountId = account!.id;
  const [group] = await db
    .insert(groups)
    .values({ accountId, name: 'Groep 5', yearGroup: '5' })
    .returning({ id: groups.id, yearGroup: groups.yearGroup });
  const hash = await hashPassword('bench-inzicht');
  const suffix = randomBytes(3).toString('hex');
  const [docent] = await db
    .insert(users)
    .values({ role: 'docent', username: `juf.${suffix}`, displayName: 'Juf', passwordHash: hash, accountId })
    .returning({ id: users.id, username: users.username });
  await db.insert(groupTeachers).values({ groupId: group!.id, userId: docent!.id, accountId });
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: STUDENTS }, (_, i) => ({
        role: 'leerling' as const,
        username: `kind${i}.${suffix}`,
        displayName: `Kind ${String(i).padStart(2, '0')}`,
        passwordHash: hash,
        accountId,
        groupId: group!.id,
      })),
    )
    .returning({ id: users.id, displayName: users.displayName });

  // The engine's simulated students: skill 0.35 (one who struggles) to 0.95, speed 1.5 to 5.5 s.
  const templateWindows: string[][] = Array.from({ length: ENGINE_DAYS }, () => []);
  const curriculum = await loadCurriculum(db);
  for (const [i, student] of students.entries()) {
    const skill = i === 0 ? 0.35 : 0.55 + (0.4 * i) / STUDENTS;
    const speed = 5500 - (4000 * i) / STUDENTS;
    const rng = createRng(`bench-insight-${i}`);
    const ctx: StudentContext = {
      studentId: student.id,
      scope: accountId,
      groupId: group!.id,
      yearGroup: group!.yearGroup,
      displayName: student.displayName,
      actorId: student.id,
    };
    const { settings } = await effectiveSettings(db, ctx);
    const holder = await currentTokenHolder(db, student.id);
    for (let day = 0; day < ENGINE_DAYS; day++) {
      const start = practiceDays[day]!;
      const entries = await loadTaskList(db, ctx, curriculum, settings, start);
      for (let round = 0; round < ROUNDS_PER_DAY; round++) {
        const at = start + round * 240_000;
        const entry = entries[round % entries.length]!;
        const window = await createWindow(db, ctx, entry.row.id, undefined, at);
        const answers: AnswerBatchItem[] = window.sums.map((sum, position) => ({
          clientAnswerId: randomUUID(),
          somvensterId: window.id,
          sumId: sum.id,
          answer: wrongOrRight(rng, sum, skill),
          responseTimeMs: Math.round(speed * (0.6 + rng.next() * 0.8)),
          answeredAt: new Date(at + (position + 1) * 6000).toISOString(),
          position,
          kind: 'planned',
        }));
        await submitAnswers(db, ctx, answers, at + 120_000, holder);
        await finishWindow(db, ctx, window.id, at + 121_000);
        templateWindows[day]!.push(window.id);
      }
    }
    // One fluency test each, after the engine days.
    const at = practiceDays[ENGINE_DAYS - 1]! + 3_600_000;
    const started = await startTest(db, ctx, at);
    let sum = started.sum;
    for (let k = 0; k < 60; k++) {
      const result = await answerTest(
        db,
        ctx,
        started.testId,
        {
          clientAnswerId: randomUUID(),
          sumId: sum.id,
          answer: wrongOrRight(rng, sum, skill),
          responseTimeMs: Math.round(speed * (0.6 + rng.next() * 0.8)),
        },
        at + k * 5000,
      );
      if (result.finished || !result.next) break;
      sum = result.next;
    }
  }
  const engineDone = performance.now();

  // The other practice days: the engine's rounds of template day (d mod ENGINE_DAYS), shifted to day d.
  for (let d = ENGINE_DAYS; d < PRACTICE_DAYS; d++) {
    const template = d % ENGINE_DAYS;
    const ids = sql.param(templateWindows[template]!);
    const shift = practiceDays[d]! - practiceDays[template]!;
    const ms = sql`(${shift}::bigint * interval '1 millisecond')`;
    await db.execute(sql`
      insert into sum_windows (id, account_id, student_id, task_list_task_id, practice_task_id, game_id, purpose,
        sum_keys, reserve_keys, slots, placement, settings, created_at, completed_at, summary)
      select md5(id::text || ':' || ${d}::int)::uuid, account_id, student_id, task_list_task_id, practice_task_id,
        game_id, purpose, sum_keys, reserve_keys, slots, placement, settings, created_at + ${ms},
        completed_at + ${ms}, summary
      from sum_windows where id = any(${ids}::uuid[])`);
    await db.execute(sql`
      insert into answers (client_answer_id, account_id, student_id, window_id, practice_task_id, sum_key,
        position, kind, answer, correct, error_pattern, response_ms, answered_at, received_at, score, expected)
      select md5(client_answer_id::text || ':' || ${d}::int)::uuid, account_id, student_id,
        md5(window_id::text || ':' || ${d}::int)::uuid, practice_task_id, sum_key, position, kind, answer, correct,
        error_pattern, response_ms, answered_at + ${ms}, received_at + ${ms}, score, expected
      from answers where window_id = any(${ids}::uuid[])`);
  }
  await db.execute(sql`delete from answer_day_totals where account_id = ${accountId}::uuid`);
  await db.execute(sql`
    insert into answer_day_totals (account_id, student_id, day, practice_task_id, answers, correct, answer_ms)
    select account_id, student_id, (answered_at at time zone 'Europe/Amsterdam')::date, practice_task_id,
      count(*)::int, count(*) filter (where correct)::int, sum(least(response_ms, 60000))::double precision
    from answers where account_id = ${accountId}::uuid group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into answer_day_totals (account_id, student_id, day, practice_task_id, answers, correct, answer_ms, rounds)
    select account_id, student_id, (completed_at at time zone 'Europe/Amsterdam')::date, practice_task_id, 0, 0, 0,
      count(*)::int
    from sum_windows where account_id = ${accountId}::uuid and completed_at is not null group by 1, 2, 3, 4
    on conflict (student_id, day, practice_task_id) do update set rounds = excluded.rounds`);
  await db.execute(sql`analyze`);
  const one = async (query: ReturnType<typeof sql>): Promise<number> =>
    Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const total = {
    n: await one(sql`select count(*)::int as n from answers where account_id = ${accountId}::uuid`),
  };
  const kept = {
    n: await one(
      sql`select sum(answers)::int as n from answer_day_totals where account_id = ${accountId}::uuid`,
    ),
  };
  answerCount = Number(total.n);
  if (Number(kept.n) !== Number(total.n)) throw new Error(`totals ${kept.n} != answers ${total.n}`);
  console.log(
    `  ${name}: ${total.n} answers of ${STUDENTS} students (engine ${((engineDone - built) / 1000).toFixed(0)} s, copies ${((performance.now() - engineDone) / 1000).toFixed(0)} s)`,
  );

  const health = await app.inject({ method: 'GET', url: '/api/health' });
  const xsrf = health.cookies.find((c) => c.name === XSRF_COOKIE_NAME)!.value;
  const xsrfHeaders = { cookie: `${XSRF_COOKIE_NAME}=${xsrf}`, [XSRF_HEADER_NAME]: xsrf };
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth',
    headers: xsrfHeaders,
    payload: { username: docent!.username, password: 'bench-inzicht' },
  });
  const headers = { ...xsrfHeaders, authorization: `Bearer ${login.json().token as string}` };
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.body.length;
  };
  const ids = sql.param(students.map((s) => s.id));
  const rawClass = await timeIt(RUNS, async () => {
    await db.execute(sql`select count(*) from answers where student_id = any(${ids}::uuid[])`);
    return 0;
  });
  const rawChild = await timeIt(RUNS, async () => {
    await db.execute(sql`select count(*) from answers where student_id = ${students[0]!.id}::uuid`);
    return 0;
  });
  const timings: Timing[] = [];
  for (const periode of ['week', 'maand', 'schooljaar']) {
    const r = await timeIt(RUNS, () => get(`/api/groepen/${group!.id}/voortgang?periode=${periode}`));
    timings.push({
      database: name,
      what: `group overview, ${periode}`,
      median: median(r.times),
      p90: p90(r.times),
      raw: median(rawClass.times),
      bytes: r.bytes,
    });
  }
  for (const [label, student] of [
    ['the child who struggles', students[0]!],
    ['a strong child', students[STUDENTS - 1]!],
  ] as const) {
    const r = await timeIt(RUNS, () => get(`/api/leerlingen/${student.id}/voortgang`));
    timings.push({
      database: name,
      what: `child's progress (${label})`,
      median: median(r.times),
      p90: p90(r.times),
      raw: median(rawChild.times),
      bytes: r.bytes,
    });
  }
  for (const x of timings)
    console.log(`  ${name}, ${x.what}: median ${x.median.toFixed(1)} ms (raw count ${x.raw.toFixed(1)} ms)`);

  if (PAGE_RUNS > 0) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const area = `/account/${accountId}/user/${docent!.id}/groepen/${group!.id}`;
    const first = students[0]!;
    const last = students[STUDENTS - 1]!;
    // The group overview is there: the grid's rows from the first child to the last, with the first's colours.
    const gridVisible = async (page: Page) => {
      await page.getByTestId(`progress-${first.displayName}`).locator('[data-colour]').first().waitFor();
      await page.getByTestId(`progress-${last.displayName}`).waitFor();
    };
    const pages: PageToLoad[] = [
      {
        label: 'group overview (progress view, this week)',
        path: `${area}/leerlingen?weergave=voortgang`,
        ready: gridVisible,
      },
      {
        label: 'group overview (progress view, school year)',
        path: `${area}/leerlingen?weergave=voortgang&periode=schooljaar`,
        ready: gridVisible,
      },
      {
        label: `child's progress (the child who struggles)`,
        path: `${area}/leerlingen/${first.id}/voortgang/overzicht`,
        // The child's name as the page heading, the level per domain and the growth chart.
        ready: async (page) => {
          await page.getByRole('heading', { level: 1, name: first.displayName }).waitFor();
          const levels = page.getByRole('table', { name: schoolInsightNl.insight.student.levels });
          await levels.locator('tbody tr').first().waitFor();
          await page.locator('[role="figure"] svg').first().waitFor();
        },
      },
    ];
    const loads = await measurePageLoads({
      baseUrl,
      username: docent!.username,
      password: 'bench-inzicht',
      pages,
      runs: PAGE_RUNS,
      screenshotDir: process.env.BENCH_PAGE_SCREENSHOTS,
    });
    browserVersion = loads.browserVersion;
    const baseline = median(loads.baseline);
    for (const p of loads.pages) {
      const row = {
        database: name,
        page: p.label,
        median: median(p.times),
        max: Math.max(...p.times),
        baseline,
      };
      pageTimings.push(row);
      console.log(
        `  ${name}, ${p.label}: median ${row.median.toFixed(0)} ms, max ${row.max.toFixed(0)} ms (login page ${baseline.toFixed(0)} ms)`,
      );
    }
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return timings;
}

let answerCount = 0;
let browserVersion = '';
const pageTimings: PageTiming[] = [];
const clientDir = PAGE_RUNS > 0 ? ensureClientBuild() : path.resolve('dist');
const results = await onEachDatabase(bench);

const date = new Date(realNow()).toISOString().slice(0, 10);
const load = loadavg()[0]!.toFixed(1);
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const table = [
  '| database | request | median | p90 | response | raw COUNT of the answers | ratio (median ÷ raw) | within 300 ms |',
  '|---|---|---:|---:|---:|---:|---:|---|',
  ...results.map(
    (r) =>
      `| ${r.database} | ${r.what} | ${r.median.toFixed(1)} ms | ${r.p90.toFixed(1)} ms | ${(r.bytes / 1024).toFixed(0)} KiB | ${r.raw.toFixed(1)} ms | ${(r.median / r.raw).toFixed(1)}× | ${r.median < BUDGET_MS ? 'yes' : 'NO'} |`,
  ),
];
const section = [
  `### Teacher insight (\`npm run bench:insight\`, ${date})`,
  '',
  `One class of ${STUDENTS} children × ${PRACTICE_DAYS} practice days × ${ROUNDS_PER_DAY} rounds (${answerCount} answers: rounds`,
  'include easier sums and comebacks after a miss). The',
  `engine's own simulated students (the demo seed's way: windows, answers, rounds, a fluency test; skill 0.35 to`,
  `0.95) play the first ${ENGINE_DAYS} days; the other days repeat those rounds shifted in time (bulk INSERT … SELECT).`,
  `Server time through app.inject (auth, queries, serialisation), median and p90 of ${RUNS} runs after a warm-up;`,
  `"raw COUNT" is a plain \`count(*)\` over the class's (group rows) or the child's (child rows) answers in the`,
  `same run. Budget: ${BUDGET_MS} ms. ${cpu}, load average ${load} on a shared machine.`,
  '',
  ...table,
];
const ms = (x: number) => `${Math.round(x)} ms`;
const pageTable = [
  '| database | page | median | max | baseline: login page | ratio (median ÷ baseline) | within 1 s |',
  '|---|---|---:|---:|---:|---:|---|',
  ...pageTimings.map(
    (r) =>
      `| ${r.database} | ${r.page} | ${ms(r.median)} | ${ms(r.max)} | ${ms(r.baseline)} | ${(r.median / r.baseline).toFixed(1)}× | ${r.median < PAGE_BUDGET_MS ? 'yes' : 'NO'} |`,
  ),
];
if (pageTimings.length > 0)
  section.push(
    '',
    `The page a teacher sees, on the same data in the same run: the production build (dist/) served by the same`,
    `app on 127.0.0.1, Chromium ${browserVersion} (headless, the e2e flags) at ${VIEWPORT.width}×${VIEWPORT.height}, the teacher signed in`,
    `through the login page. Each page is opened by a full load (\`page.goto\`) until what the teacher acts on is`,
    `visible: the grid's rows from the first to the last child with the first child's colour codes, or the`,
    `child's name as the heading, the level per domain and the growth chart. That includes the HTML, the`,
    `scripts (from the browser's cache after the warm-up, as for a teacher who was here before), the session`,
    `restore and token refresh, the API calls and the render; not the sign-in itself, nor a first visit with an`,
    `empty cache. Median and max of ${PAGE_RUNS} loads after a warm-up. Baseline: the login page until its form is`,
    `visible (no API data), the median of ${PAGE_RUNS} loads taken between the others: the ratio tells a slow page`,
    `from a busy machine. Budget: ${PAGE_BUDGET_MS / 1000} s (median).`,
    '',
    ...pageTable,
  );
section.push(
  '',
  'Before `answer_day_totals.rounds` and the index `sum_windows (student_id, completed_at)`, the rounds per',
  'period were counted over every window of the class: the group overview took 424 to 743 ms on PostgreSQL',
  '(load average 11).',
);
console.log('\n' + section.join('\n'));

if (STUDENTS !== 32 || PRACTICE_DAYS !== 150) process.exit(0);
await writeReadmeSection('### Teacher insight', section);
