// npm run bench:answers: throughput and latency of answer submission (POST /api/leerlingen/:id/antwoorden)
// in batches of 10, in-process (app.inject), on PGlite and on PostgreSQL (TEST_DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/test when reachable). Beside each, a raw INSERT of the same rows into
// the answers table in the same run, so the API's overhead (validation, checking, locks, the engine's
// rating and fluency updates, one transaction) is a ratio. Writes the table into README.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../server/identity/passwords';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/connection';
import { onEachDatabase } from './bench-databases';
import { accounts, answers, groups, taskListTasks, users } from '../server/db/schema';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../src/domain/constants';
import type { AnswerBatchItem, SumWindowResponse, TaskListResponse } from '../src/domain/contracts/practice';
import { writeReadmeSection } from './readme-section';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const BATCH = 10;
const STUDENTS = 4;
const WARM_UP_MS = 1000;
/** Earlier answers in the table before the runs. */
const HISTORY = 100_000;

interface Result {
  database: string;
  concurrency: number;
  apiRate: number;
  apiP50: number;
  apiP99: number;
  rawRate: number;
  rawP99: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `step` on `concurrency` lanes for SECONDS; returns batches per second and each batch's time (ms). */
async function measure(
  concurrency: number,
  step: (lane: number) => Promise<void>,
): Promise<{ rate: number; times: number[] }> {
  // Warm-up, the same for the API and the raw insert: PGlite's WebAssembly and the JIT settle within it.
  const warm = performance.now() + WARM_UP_MS;
  for (let i = 0; i < 3 || performance.now() < warm; i++) await step(i % concurrency);
  const times: number[] = [];
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await step(lane);
        times.push(performance.now() - t0);
      }
    }),
  );
  return { rate: times.length / ((performance.now() - start) / 1000), times };
}

async function bench(name: string, database: DatabaseHandle): Promise<Result[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-bench-'));
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, rateLimitPerMinute: 1_000_000_000 };
  const app = await buildApp({ config, database, serveClient: false });
  await app.ready();
  const { db } = database;

  const [account] = await db
    .insert(accounts)
    .values({ kind: 'school', name: 'Bench', country: 'NL' })
    .returning({ id: accounts.id });
  const [group] = await db
    .insert(groups)
    .values({ accountId: account!.id, name: 'Groep 5', yearGroup: '5' })
    .returning({ id: groups.id });
  const hash = await hashPassword('bench-oefenen');
  const suffix = randomBytes(3).toString('hex');
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: STUDENTS }, (_, i) => ({
        role: 'leerling' as const,
        username: `bench${i}.${suffix}`,
        displayName: `Bench ${i}`,
        passwordHash: hash,
        accountId: account!.id,
        groupId: group!.id,
      })),
    )
    .returning({ id: users.id, username: users.username });

  const health = await app.inject({ method: 'GET', url: '/api/health' });
  const xsrf = health.cookies.find((c) => c.name === XSRF_COOKIE_NAME)!.value;
  const xsrfHeaders = { cookie: `${XSRF_COOKIE_NAME}=${xsrf}`, [XSRF_HEADER_NAME]: xsrf };

  // Each student: a token, the task list, and a window of the multiplication task to answer into.
  const lanes: { id: string; headers: Record<string, string>; window: SumWindowResponse }[] = [];
  for (const student of students) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: xsrfHeaders,
      payload: { username: student.username, password: 'bench-oefenen' },
    });
    const headers = { ...xsrfHeaders, authorization: `Bearer ${login.json().token as string}` };
    const list = (
      await app.inject({ method: 'GET', url: `/api/leerlingen/${student.id}/takenlijst`, headers })
    ).json() as TaskListResponse;
    const task = list.tasks.find((x) => x.domainId === 'dom-vermenigvuldigen-delen') ?? list.tasks[0]!;
    // A round opens only on the task whose turn it is: the tasks before it need no rounds today.
    const before = list.tasks.slice(0, list.tasks.indexOf(task)).map((x) => x.id);
    if (before.length)
      await db.update(taskListTasks).set({ roundsPerDay: 0 }).where(inArray(taskListTasks.id, before));
    const created = await app.inject({
      method: 'POST',
      url: `/api/leerlingen/${student.id}/takenlijst/${task.id}/somvensters`,
      headers,
      payload: {},
    });
    lanes.push({ id: student.id, headers, window: created.json() as SumWindowResponse });
  }

  // A database in use: earlier answers in the table, and the planner's statistics taken (autovacuum
  // does that on PostgreSQL; on an empty, never analyzed table the planner picks plans for no rows).
  await db.execute(sql`
    insert into ${answers} (client_answer_id, account_id, student_id, window_id, practice_task_id, sum_key,
      position, kind, answer, correct, response_ms, answered_at, score, expected)
    select gen_random_uuid(), ${account!.id}, l.student, l.window, l.task, 'mul:3x' || (g % 10),
      g % 10, 'planned', '{"kind":"number","value":3}'::jsonb, g % 5 > 0, 3000, now() - g * interval '1 minute', 1, 0.8
    from jsonb_to_recordset(${JSON.stringify(
      lanes.map((l) => ({ student: l.id, window: l.window.id, task: l.window.practiceTaskId })),
    )}::jsonb) as l(student uuid, "window" uuid, task text), generate_series(1, ${HISTORY / STUDENTS}) g
  `);
  await db.execute(sql`analyze`);

  const batchFor = (lane: (typeof lanes)[number]): AnswerBatchItem[] => {
    const now = Date.now();
    return Array.from({ length: BATCH }, (_, i) => {
      const position = i % lane.window.sums.length;
      const sum = lane.window.sums[position]!;
      const correct = Math.random() < 0.8;
      return {
        clientAnswerId: randomUUID(),
        somvensterId: lane.window.id,
        sumId: sum.id,
        answer: correct ? sum.answer : (sum.distractors[0]?.value ?? null),
        responseTimeMs: 1000 + Math.floor(Math.random() * 4000),
        answeredAt: new Date(now - (BATCH - i) * 1000).toISOString(),
        position,
        kind: 'planned',
      };
    });
  };

  const results: Result[] = [];
  for (const concurrency of [1, STUDENTS]) {
    const api = await measure(concurrency, async (index) => {
      const lane = lanes[index]!;
      const res = await app.inject({
        method: 'POST',
        url: `/api/leerlingen/${lane.id}/antwoorden`,
        headers: lane.headers,
        payload: { answers: batchFor(lane) },
      });
      if (res.statusCode !== 200 || res.json().accepted.length !== BATCH)
        throw new Error(`answers: ${res.statusCode} ${res.body}`);
    });
    const raw = await measure(concurrency, async (index) => {
      const lane = lanes[index]!;
      await db.insert(answers).values(
        batchFor(lane).map((a) => ({
          clientAnswerId: a.clientAnswerId,
          accountId: account!.id,
          studentId: lane.id,
          windowId: a.somvensterId,
          practiceTaskId: lane.window.practiceTaskId,
          sumKey: a.sumId,
          position: a.position ?? null,
          kind: a.kind ?? null,
          answer: a.answer,
          correct: true,
          errorPattern: null,
          responseMs: a.responseTimeMs,
          answeredAt: new Date(a.answeredAt),
          score: 0,
          expected: 0,
        })),
      );
    });
    const result = {
      database: name,
      concurrency,
      apiRate: api.rate * BATCH,
      apiP50: percentile(api.times, 50),
      apiP99: percentile(api.times, 99),
      rawRate: raw.rate * BATCH,
      rawP99: percentile(raw.times, 99),
    };
    console.log(
      `  ${name}, ${concurrency} at once: API ${result.apiRate.toFixed(0)} answers/s (p99 ${result.apiP99.toFixed(1)} ms), raw ${result.rawRate.toFixed(0)} answers/s`,
    );
    results.push(result);
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return results;
}

const results = await onEachDatabase(bench);

const date = new Date().toISOString().slice(0, 10);
const load = loadavg()[0]!.toFixed(1);
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const table = [
  '| database | batches at once | API answers/s | API p50 / p99 per batch | raw insert answers/s | raw p99 per batch | API cost (raw ÷ API) |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.database} | ${r.concurrency} | ${r.apiRate.toFixed(0)} | ${r.apiP50.toFixed(1)} / ${r.apiP99.toFixed(1)} ms | ${r.rawRate.toFixed(0)} | ${r.rawP99.toFixed(1)} ms | ${(r.rawRate / r.apiRate).toFixed(1)}× |`,
  ),
];
const section = [
  `### Answer submission (\`npm run bench:answers\`, ${date})`,
  '',
  `Batches of ${BATCH} answers from ${STUDENTS} students through \`POST /api/leerlingen/:id/antwoorden\` (app.inject, in-process,`,
  `${SECONDS} s per row after ${WARM_UP_MS / 1000} s of warm-up; ${cpu}, load average ${load} on a shared machine). The answers table`,
  `holds ${HISTORY.toLocaleString('en')} earlier answers and the planner's statistics are taken before the runs, as in a database in use. "Raw insert" writes the same rows`,
  'straight into the answers table in the same run: the ratio is what validation, checking on the server,',
  "the row locks and the engine's rating, fluency and spacing updates cost on top of storing the answers.",
  '',
  ...table,
];
console.log('\n' + section.join('\n'));

await writeReadmeSection('### Answer submission', section);
