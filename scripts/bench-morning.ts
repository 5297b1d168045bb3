// npm run bench:morning: a school morning on this machine. Two API nodes (child processes, production
// mode) on one PostgreSQL and Redis; 1,000 simulated students sign in within 5 minutes and then play
// rounds for 10 minutes (an answer every ~6 s each, sent at once as the answer queue does); halfway one
// node is killed (SIGKILL) and started again. Loopback only; it stops by itself and drops its schema.
//
// The bench is its own load balancer: round robin over the nodes, and a request that finds a node gone
// (no connection) goes to the other one, as a balancer's retry on connection failure does. A simulated
// child resends an answer until the server confirms it (same clientAnswerId), like the real answer
// queue. Reported: sign-ins and answers per second, p50/p99 latency, 5xx responses, connection
// failures taken over by the other node, and answers lost (confirmed but not stored, or never
// confirmed). Shorter runs for a try-out: BENCH_STUDENTS, BENCH_SIGNIN_S, BENCH_PLAY_S.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase } from '../server/db/connection';
import { accounts, answers, groups, users } from '../server/db/schema';
import { hashPassword } from '../server/identity/passwords';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../src/domain/constants';
import { PRACTICE_PATHS } from '../src/domain/contracts/practice';
import type { SumWindowResponse, TaskListResponse } from '../src/domain/contracts/practice';
import { POSTGRES_URL } from './bench-databases';
import { writeReadmeSection } from './readme-section';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);
const SIGNIN_S = Number(process.env.BENCH_SIGNIN_S ?? 300);
const PLAY_S = Number(process.env.BENCH_PLAY_S ?? 600);
const THINK_MS = 6000;
const GROUP_SIZE = 25;
const PASSWORD = 'ochtend-oefenen';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = [3411, 3412];

const span = (s: number) => (s % 60 === 0 ? `${s / 60} minutes` : `${s} s`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = (ms: number) => ms * (0.5 + Math.random());

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// --- the two nodes ----------------------------------------------------------------------------------

const schema = `bench_morning_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-morning-'));
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const secret = () => randomBytes(32).toString('hex');
// What several nodes must share (docs/operations.md): the same secrets and signing key, Redis.
const nodeEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: POSTGRES_URL,
  DATABASE_SCHEMA: schema,
  REDIS_URL,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  AUTH_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  XSRF_SECRET: secret(),
  AUTH_CSRF_SECRET: secret(),
  DEVICE_COOKIE_SECRET: secret(),
  LOGIN_CARD_SECRET: secret(),
  STUDENT_PASSWORD_KEY: secret(),
  // Every simulated child comes from 127.0.0.1: the per-address limits would count a whole country.
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
  DRAIN_GRACE_MS: '0',
};

const nodes: { port: number; process: ChildProcess | null; downUntil: number }[] = PORTS.map((port) => ({
  port,
  process: null,
  downUntil: 0,
}));

async function ready(port: number, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`node on ${port} did not become ready`);
}

async function startNode(index: number): Promise<void> {
  const node = nodes[index]!;
  node.process = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...nodeEnv, PORT: String(node.port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await ready(node.port);
  node.downUntil = 0;
}

// --- the load balancer and the counters --------------------------------------------------------------

const stats = {
  signInMs: [] as number[],
  answerMs: [] as number[],
  signIns: 0,
  answersConfirmed: 0,
  rounds: 0,
  serverErrors: 0,
  failovers: 0,
  firstSignInAt: 0,
  lastSignInAt: 0,
};
let rr = 0;

interface Reply {
  status: number;
  body: unknown;
  cookies: string[];
}

/** One request through the balancer: the next live node, another on a connection failure. */
async function call(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Reply> {
  for (let attempt = 0; ; attempt++) {
    const now = Date.now();
    const live = nodes.filter((n) => n.downUntil <= now);
    const node = (live.length ? live : nodes)[rr++ % (live.length || nodes.length)]!;
    try {
      const res = await fetch(`http://127.0.0.1:${node.port}${url}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 500) stats.serverErrors++;
      return {
        status: res.status,
        body: text ? JSON.parse(text) : null,
        cookies: res.headers.getSetCookie(),
      };
    } catch {
      // No connection (the node is down): mark it and go to the other one.
      node.downUntil = Date.now() + 1000;
      stats.failovers++;
      if (attempt > 20) throw new Error(`no node answers ${url}`);
      await sleep(50);
    }
  }
}

// --- one child's morning -----------------------------------------------------------------------------

interface Given {
  id: string;
  confirmed: boolean;
}
const given: Given[] = [];

async function child(student: { id: string; username: string }, signInAt: number, playUntil: number) {
  await sleep(Math.max(0, signInAt - Date.now()));
  const health = await call('GET', '/api/health', {});
  const xsrf = health.cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${XSRF_COOKIE_NAME}=`))!;
  const base = { cookie: xsrf, [XSRF_HEADER_NAME]: xsrf.slice(XSRF_COOKIE_NAME.length + 1) };
  const t0 = performance.now();
  const login = await call('POST', '/api/auth', base, { username: student.username, password: PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in ${login.status}`);
  stats.signInMs.push(performance.now() - t0);
  stats.signIns++;
  stats.firstSignInAt ||= Date.now();
  stats.lastSignInAt = Date.now();
  const headers = { ...base, authorization: `Bearer ${(login.body as { token: string }).token}` };

  const list = (await call('GET', PRACTICE_PATHS.taskList(student.id), headers)).body as TaskListResponse;
  const task = list.tasks.find((x) => x.status === 'current') ?? list.tasks[0]!;
  while (Date.now() < playUntil) {
    const created = await call('POST', PRACTICE_PATHS.createWindow(student.id, task.id), headers, {});
    if (created.status !== 201 && created.status !== 200) throw new Error(`window ${created.status}`);
    const window = created.body as SumWindowResponse;
    let stopped = false;
    for (const [position, sum] of window.sums.entries()) {
      await sleep(jitter(THINK_MS));
      // The bell: a child stops mid-round (the round stays open, as in class).
      if (Date.now() >= playUntil) {
        stopped = true;
        break;
      }
      const answer: Given = { id: randomUUID(), confirmed: false };
      given.push(answer);
      const right = Math.random() < 0.8;
      const item = {
        clientAnswerId: answer.id,
        somvensterId: window.id,
        sumId: sum.id,
        answer: right ? sum.answer : (sum.distractors[0]?.value ?? null),
        responseTimeMs: 2000 + Math.floor(Math.random() * 4000),
        answeredAt: new Date().toISOString(),
        position,
        kind: 'planned',
      };
      // The answer queue: resend the same answer until the server confirms it.
      for (let tries = 0; !answer.confirmed; tries++) {
        const t1 = performance.now();
        const res = await call('POST', PRACTICE_PATHS.answers(student.id), headers, { answers: [item] });
        if (res.status === 200) {
          stats.answerMs.push(performance.now() - t1);
          stats.answersConfirmed++;
          answer.confirmed = true;
        } else await sleep(Math.min(5000, 250 * 2 ** tries));
      }
    }
    if (stopped) break;
    const finished = await call('POST', PRACTICE_PATHS.finishWindow(student.id, window.id), headers, {});
    if (finished.status === 200) stats.rounds++;
  }
}

// --- the run ------------------------------------------------------------------------------------------

const probe = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
try {
  await probe.connect();
} catch {
  console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: bench:morning needs it`);
  process.exit(1);
}
await probe.end();

console.log(`Starting two nodes on PostgreSQL (schema ${schema}) and Redis…`);
await startNode(0);
await startNode(1);
const database = await connectDatabase({ kind: 'postgres', url: POSTGRES_URL, schema });
const { db } = database;

console.log(`Creating a school of ${STUDENTS} students…`);
const [account] = await db
  .insert(accounts)
  .values({ kind: 'school', name: 'Ochtendschool', country: 'NL' })
  .returning({ id: accounts.id });
const hash = await hashPassword(PASSWORD);
const students: { id: string; username: string }[] = [];
for (let g = 0; g * GROUP_SIZE < STUDENTS; g++) {
  const [group] = await db
    .insert(groups)
    .values({
      accountId: account!.id,
      name: `Groep ${3 + (g % 6)}${String.fromCharCode(65 + Math.floor(g / 6))}`,
      yearGroup: String(3 + (g % 6)),
    })
    .returning({ id: groups.id });
  const size = Math.min(GROUP_SIZE, STUDENTS - g * GROUP_SIZE);
  students.push(
    ...(await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          role: 'leerling' as const,
          username: `kind${g}x${i}`,
          displayName: `Kind ${g}-${i}`,
          passwordHash: hash,
          accountId: account!.id,
          groupId: group!.id,
        })),
      )
      .returning({ id: users.id, username: users.username })),
  );
}

const start = Date.now();
const playFrom = start + SIGNIN_S * 1000;
const playUntil = playFrom + PLAY_S * 1000;
const killAt = playFrom + (PLAY_S * 1000) / 2;
console.log(
  `${STUDENTS} sign-ins over ${SIGNIN_S} s, then play until ${PLAY_S} s after that; node 2 killed halfway.`,
);

const progress = setInterval(() => {
  console.log(
    `  ${Math.round((Date.now() - start) / 1000)} s: ${stats.signIns} signed in, ${stats.answersConfirmed} answers, ${stats.serverErrors} 5xx, ${stats.failovers} failovers, load ${loadavg()[0]!.toFixed(1)}`,
  );
}, 30_000);

let restartedAfterMs = 0;
const chaos = (async () => {
  await sleep(killAt - Date.now());
  console.log('  killing node 2 (SIGKILL)…');
  const killedAt = Date.now();
  nodes[1]!.process!.kill('SIGKILL');
  await sleep(5000);
  await startNode(1);
  restartedAfterMs = Date.now() - killedAt;
  console.log(`  node 2 is back after ${(restartedAfterMs / 1000).toFixed(1)} s`);
})();

let answersBeforePlay = 0;
void sleep(playFrom - Date.now()).then(() => (answersBeforePlay = stats.answersConfirmed));
const loads: number[] = [];
const sampler = setInterval(() => loads.push(loadavg()[0]!), 10_000);
const failures: unknown[] = [];
await Promise.all(
  students.map((s, i) =>
    child(s, start + (i / STUDENTS) * SIGNIN_S * 1000, playUntil).catch((error: unknown) =>
      failures.push(error),
    ),
  ),
);
await chaos;
clearInterval(progress);
clearInterval(sampler);
const playSeconds = (Date.now() - playFrom) / 1000;

const confirmedIds = given.filter((g) => g.confirmed).map((g) => g.id);
let stored = 0;
for (let i = 0; i < confirmedIds.length; i += 5000) {
  const [row] = await db
    .select({ n: count() })
    .from(answers)
    .where(inArray(answers.clientAnswerId, confirmedIds.slice(i, i + 5000)));
  stored += row!.n;
}
const lost = confirmedIds.length - stored + given.filter((g) => !g.confirmed).length;

for (const node of nodes) node.process?.kill('SIGTERM');
await Promise.all(
  nodes.map((n) => new Promise((resolve) => n.process?.once('exit', resolve) ?? resolve(null))),
);
await database.close();
{
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
}
rmSync(dataDir, { recursive: true, force: true });

const signInSpan = Math.max(1, (stats.lastSignInAt - stats.firstSignInAt) / 1000);
const meanLoad = loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length);
const rows = [
  ['students signed in', `${stats.signIns} of ${STUDENTS} (${failures.length} children stopped by an error)`],
  ['sign-ins per second', (stats.signIns / signInSpan).toFixed(1)],
  [
    'sign-in p50 / p99',
    `${percentile(stats.signInMs, 50).toFixed(0)} / ${percentile(stats.signInMs, 99).toFixed(0)} ms`,
  ],
  ['answers stored', String(stored)],
  [
    'answers per second (play phase, all signed in)',
    ((stats.answersConfirmed - answersBeforePlay) / playSeconds).toFixed(1),
  ],
  [
    'answer p50 / p99',
    `${percentile(stats.answerMs, 50).toFixed(0)} / ${percentile(stats.answerMs, 99).toFixed(0)} ms`,
  ],
  ['rounds finished', String(stats.rounds)],
  ['5xx responses', String(stats.serverErrors)],
  ['requests moved to the other node (node 2 down)', String(stats.failovers)],
  ['node 2 back after', `${(restartedAfterMs / 1000).toFixed(1)} s`],
  ['answers lost', String(lost)],
];
const date = new Date().toISOString().slice(0, 10);
const section = [
  `### A school morning (\`npm run bench:morning\`, ${date})`,
  '',
  `Two API nodes (production mode, child processes) on one PostgreSQL and Redis, on this machine (${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, load average ${meanLoad.toFixed(1)} during the run, the bench's own ${STUDENTS} clients included). ${STUDENTS} students sign in within ${span(SIGNIN_S)}, then play rounds for ${span(PLAY_S)}, each answering a sum every ~${THINK_MS / 1000} s and sending it at once; halfway through the play, node 2 is killed (SIGKILL) and started again. The bench balances the load itself: round robin, and a request that finds no node is sent to the other one. A child resends an answer until it is confirmed. "Answers lost": confirmed but not in the database, or never confirmed.`,
  '',
  '| measure | value |',
  '|---|---:|',
  ...rows.map(([k, v]) => `| ${k} | ${v} |`),
];
console.log('\n' + section.join('\n'));
if (failures.length) console.log('first failure:', failures[0]);

// README: replace this section, or add it at the end of the Performance section.
if (STUDENTS === 1000 && SIGNIN_S === 300 && PLAY_S === 600) {
  await writeReadmeSection('### A school morning', section);
} else console.log('(a shortened run: README.md not changed)');
process.exit(0);
