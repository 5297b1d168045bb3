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
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { count, inArray } from 'drizzle-orm';
import { answers } from '../server/db/schema';
import { PRACTICE_PATHS } from '../src/domain/contracts/practice';
import type { SumWindowResponse, TaskListResponse } from '../src/domain/contracts/practice';
import {
  createStudents,
  jitter,
  percentile,
  requirePostgres,
  signIn,
  sleep,
  span,
  startCluster,
  type Cluster,
} from './bench-cluster';
import { writeReadmeSection } from './readme-section';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);
const SIGNIN_S = Number(process.env.BENCH_SIGNIN_S ?? 300);
const PLAY_S = Number(process.env.BENCH_PLAY_S ?? 600);
const THINK_MS = 6000;
const GROUP_SIZE = 25;
const PASSWORD = 'ochtend-oefenen';
const PORTS = [3411, 3412];

// --- the counters ------------------------------------------------------------------------------------

const stats = {
  signInMs: [] as number[],
  answerMs: [] as number[],
  signIns: 0,
  answersConfirmed: 0,
  rounds: 0,
  firstSignInAt: 0,
  lastSignInAt: 0,
};

// --- one child's morning -----------------------------------------------------------------------------

interface Given {
  id: string;
  confirmed: boolean;
}
const given: Given[] = [];

async function child(
  cluster: Cluster,
  student: { id: string; username: string },
  signInAt: number,
  playUntil: number,
) {
  const { call } = cluster;
  await sleep(Math.max(0, signInAt - Date.now()));
  const { headers, ms } = await signIn(cluster, student.username, PASSWORD);
  stats.signInMs.push(ms);
  stats.signIns++;
  stats.firstSignInAt ||= Date.now();
  stats.lastSignInAt = Date.now();

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

await requirePostgres('bench:morning');
console.log('Starting two nodes on PostgreSQL and Redis…');
const cluster = await startCluster('morning', PORTS);
const { nodes } = cluster;
const { db } = cluster.database;

console.log(`Creating a school of ${STUDENTS} students…`);
const students = await createStudents(cluster.database, {
  school: 'Ochtendschool',
  count: STUDENTS,
  groupSize: GROUP_SIZE,
  password: PASSWORD,
  yearGroup: (g) => String(3 + (g % 6)),
  groupName: (g) => `Groep ${3 + (g % 6)}${String.fromCharCode(65 + Math.floor(g / 6))}`,
});

const start = Date.now();
const playFrom = start + SIGNIN_S * 1000;
const playUntil = playFrom + PLAY_S * 1000;
const killAt = playFrom + (PLAY_S * 1000) / 2;
console.log(
  `${STUDENTS} sign-ins over ${SIGNIN_S} s, then play until ${PLAY_S} s after that; node 2 killed halfway.`,
);

const progress = setInterval(() => {
  console.log(
    `  ${Math.round((Date.now() - start) / 1000)} s: ${stats.signIns} signed in, ${stats.answersConfirmed} answers, ${cluster.stats.serverErrors} 5xx, ${cluster.stats.failovers} failovers, load ${loadavg()[0]!.toFixed(1)}`,
  );
}, 30_000);

let restartedAfterMs = 0;
const chaos = (async () => {
  await sleep(killAt - Date.now());
  console.log('  killing node 2 (SIGKILL)…');
  const killedAt = Date.now();
  nodes[1]!.process!.kill('SIGKILL');
  await sleep(5000);
  await cluster.startNode(1);
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
    child(cluster, s, start + (i / STUDENTS) * SIGNIN_S * 1000, playUntil).catch((error: unknown) =>
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

await cluster.stop();

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
  ['5xx responses', String(cluster.stats.serverErrors)],
  ['requests moved to the other node (node 2 down)', String(cluster.stats.failovers)],
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
