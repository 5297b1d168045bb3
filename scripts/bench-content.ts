// npm run bench:content: publishing content while children practise it. Two API nodes (child
// processes, production mode) on one PostgreSQL and Redis, as bench:morning; 200 simulated students
// of group 3 sign in, and all then practise one practice task (ot-dubbel-10, whose sums come from the
// one generator setting gs-dubbel-10) in rounds without a break: a new sum window, an answer every few
// seconds sent through a queue as the answer queue does (each new answer flushes; what comes in while
// a batch is on its way goes in the next batch), and finishing the round. Meanwhile an office user,
// signed in through the API, changes the setting as a draft and publishes it twice (max 10 → 5, then
// 5 → 8) and then rolls back to version 1: three new versions mid-play.
//
// Checked afterwards in the database with the domain's own code (the stored versions parsed with
// `parseContentDocument`, each task's bank from `taskSource` + `sourceItems`): a round mixes versions
// when a sum it stored (planned, reserve) or an answer it got is not in the bank of the version it
// stored (`sum_windows.content_version`). Reported: rounds started and finished, answers, 5xx
// responses, publish latency, rounds mixing versions, how long after each publish each node started
// its first round on the new version and its last on an older one (the nodes ask for the newest
// version every 2 s), and p50/p99 of creating and finishing a round before the first publish, in the
// seconds around a publish, and otherwise after it. Shorter runs for a try-out: BENCH_STUDENTS,
// BENCH_SIGNIN_S, BENCH_PLAY_S.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { and, eq, ne } from 'drizzle-orm';
import { answers, contentReleases, sumWindows, taskListTasks, users } from '../server/db/schema';
import { hashPassword } from '../server/identity/passwords';
import { parseContentDocument, sourceItems, taskSource } from '../src/domain';
import type { ContentDocument, SumCollection } from '../src/domain';
import { CONTENT_PATHS } from '../src/domain/contracts/content';
import type { ContentVersion, GeneratorSettingRecord } from '../src/domain/contracts/content';
import { ANSWER_BATCH_MAX, PRACTICE_PATHS } from '../src/domain/contracts/practice';
import type {
  AnswerBatchItem,
  AnswerBatchResponse,
  SumWindowResponse,
  TaskListResponse,
} from '../src/domain/contracts/practice';
import {
  createStudents,
  percentile,
  requirePostgres,
  signIn,
  sleep,
  span,
  startCluster,
  type BenchStudent,
  type Cluster,
} from './bench-cluster';
import { writeReadmeSection } from './readme-section';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const SIGNIN_S = Number(process.env.BENCH_SIGNIN_S ?? 60);
const PLAY_S = Number(process.env.BENCH_PLAY_S ?? 120);
/** A child's time per sum: 3.5 to 7 s (slower than the fluency threshold, so the child stays on the task). */
const thinkMs = () => 3500 + Math.random() * 3500;
const RIGHT_SHARE = 0.75;
const GROUP_SIZE = 25;
const PASSWORD = 'dubbelen-oefenen';
const OFFICE_PASSWORD = 'kantoor-publiceert';
const PORTS = [3421, 3422];
const TASK = 'ot-dubbel-10';
const SETTING = 'gs-dubbel-10';
/** The nodes ask for the newest version this often (server/api/content/releases.ts). */
const CURRENT_TTL_MS = 2000;
/** "Around a publish": from its start until this long after it answered. */
const AROUND_MS = 3000;

// --- the counters --------------------------------------------------------------------------------------

type Route = 'window' | 'answers' | 'finish';
interface Timed {
  route: Route;
  at: number;
  ms: number;
}
const timings: Timed[] = [];
const stats = {
  signIns: 0,
  roundsStarted: 0,
  roundsFinished: 0,
  answersConfirmed: 0,
  refused: new Map<string, number>(),
  lastSignInAt: 0,
};
/** The node that made each window (somvensterId → node index). */
const windowNode = new Map<string, number>();

function refused(route: string, status: number) {
  const key = `${route} ${status}`;
  stats.refused.set(key, (stats.refused.get(key) ?? 0) + 1);
}

async function timed(
  cluster: Cluster,
  route: Route,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const at = Date.now();
  const t0 = performance.now();
  const reply = await cluster.call(method, url, headers, body);
  timings.push({ route, at, ms: performance.now() - t0 });
  return reply;
}

// --- one child ---------------------------------------------------------------------------------------------

/** The answer queue: every new answer flushes; answers given during a send go in the next batch. */
class AnswerQueue {
  private pending: AnswerBatchItem[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly cluster: Cluster,
    private readonly studentId: string,
    private readonly headers: Record<string, string>,
  ) {}

  enqueue(item: AnswerBatchItem): void {
    this.pending.push(item);
    void this.flush();
  }

  flush(): Promise<void> {
    this.flushing ??= this.run().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /** Resolves when every answer given so far is confirmed. */
  async drained(): Promise<void> {
    while (this.pending.length || this.flushing) await this.flush();
  }

  private async run(): Promise<void> {
    for (let tries = 0; this.pending.length;) {
      const batch = this.pending.slice(0, ANSWER_BATCH_MAX);
      const res = await timed(
        this.cluster,
        'answers',
        'POST',
        PRACTICE_PATHS.answers(this.studentId),
        this.headers,
        {
          answers: batch,
        },
      );
      if (res.status === 200) {
        const body = res.body as AnswerBatchResponse;
        const done = new Set([...body.accepted, ...body.duplicates]);
        stats.answersConfirmed += body.accepted.length;
        this.pending = this.pending.filter((a) => !done.has(a.clientAnswerId));
        tries = 0;
      } else {
        refused('answers', res.status);
        await sleep(Math.min(5000, 250 * 2 ** tries++));
      }
    }
  }
}

/**
 * A child's morning: signs in, opens the task list, and plays from then on (the sign-ins are spread,
 * so the rounds of the children are too). Today's turn is ot-dubbel-10, set up in the database as
 * tests/api/helpers/practice.ts `turnTo` does: the other tasks need no rounds today, and the child is
 * placed on the line (no placement intake over several tasks).
 */
async function child(cluster: Cluster, student: BenchStudent, signInAt: number, playUntil: number) {
  await sleep(Math.max(0, signInAt - Date.now()));
  const { headers } = await signIn(cluster, student.username, PASSWORD);
  stats.signIns++;
  stats.lastSignInAt = Date.now();
  const first = await cluster.call('GET', PRACTICE_PATHS.taskList(student.id), headers);
  if (first.status !== 200) throw new Error(`task list ${first.status}`);
  const { db } = cluster.database;
  const mine = eq(taskListTasks.studentId, student.id);
  await db
    .update(taskListTasks)
    .set({ roundsPerDay: 0 })
    .where(and(mine, ne(taskListTasks.practiceTaskId, TASK)));
  await db
    .update(taskListTasks)
    .set({ placedAt: new Date() })
    .where(and(mine, eq(taskListTasks.practiceTaskId, TASK)));
  const list = (await cluster.call('GET', PRACTICE_PATHS.taskList(student.id), headers))
    .body as TaskListResponse;
  const entry = list.tasks.find((x) => x.oefentaakId === TASK && x.status === 'current');
  if (!entry) throw new Error(`${TASK} is not the current task of ${student.username}`);
  const queue = new AnswerQueue(cluster, student.id, headers);
  const post = (route: Route, url: string) => timed(cluster, route, 'POST', url, headers, {});
  while (Date.now() < playUntil) {
    const created = await post('window', PRACTICE_PATHS.createWindow(student.id, entry.id));
    if (created.status !== 201) {
      refused('window', created.status);
      await sleep(2000);
      continue;
    }
    const window = created.body as SumWindowResponse;
    windowNode.set(window.id, created.node);
    stats.roundsStarted++;
    let stopped = false;
    for (const [position, sum] of window.sums.entries()) {
      const think = thinkMs();
      await sleep(think);
      // The bell: a child stops mid-round (the round stays open, as in class).
      if (Date.now() >= playUntil) {
        stopped = true;
        break;
      }
      const right = Math.random() < RIGHT_SHARE;
      queue.enqueue({
        clientAnswerId: randomUUID(),
        somvensterId: window.id,
        sumId: sum.id,
        answer: right ? sum.answer : (sum.distractors[0]?.value ?? null),
        responseTimeMs: Math.round(think),
        answeredAt: new Date().toISOString(),
        position,
        kind: 'planned',
      });
    }
    await queue.drained();
    if (stopped) break;
    const finished = await post('finish', PRACTICE_PATHS.finishWindow(student.id, window.id));
    if (finished.status !== 200) {
      refused('finish', finished.status);
      continue;
    }
    stats.roundsFinished++;
  }
}

// --- the office --------------------------------------------------------------------------------------------

interface Publish {
  what: string;
  version: number;
  /** When the request was sent and when its answer came (bench clock, the nodes' clock too). */
  startedAt: number;
  answeredAt: number;
  draftMs: number;
  publishMs: number;
  status: number;
}

async function office(cluster: Cluster, headers: Record<string, string>, at: number[]): Promise<Publish[]> {
  const done: Publish[] = [];
  const steps: { what: string; max?: number; rollbackTo?: number }[] = [
    { what: 'setting max 10 → 5', max: 5 },
    { what: 'setting max 5 → 8', max: 8 },
    { what: 'rollback to version 1 (max 10)', rollbackTo: 1 },
  ];
  for (const [i, step] of steps.entries()) {
    await sleep(Math.max(0, at[i]! - Date.now()));
    const startedAt = Date.now();
    let draftMs = 0;
    let res;
    if (step.max !== undefined) {
      const read = await cluster.call('GET', CONTENT_PATHS.generatorSetting(SETTING), headers);
      if (read.status !== 200) throw new Error(`read ${SETTING}: ${read.status}`);
      const { setting } = read.body as GeneratorSettingRecord;
      const t0 = performance.now();
      const saved = await cluster.call('PUT', CONTENT_PATHS.generatorSetting(SETTING), headers, {
        setting: { ...setting, params: { ...setting.params, max: step.max } },
      });
      draftMs = performance.now() - t0;
      if (saved.status !== 200 || !(saved.body as GeneratorSettingRecord).draft)
        throw new Error(`draft ${step.what}: ${saved.status} ${JSON.stringify(saved.body)}`);
      const t1 = performance.now();
      res = await cluster.call('POST', CONTENT_PATHS.publish, headers, { note: `bench: ${step.what}` });
      done.push({
        what: step.what,
        version: 0,
        startedAt,
        answeredAt: Date.now(),
        draftMs,
        publishMs: performance.now() - t1,
        status: res.status,
      });
    } else {
      const t1 = performance.now();
      res = await cluster.call('POST', CONTENT_PATHS.rollback(String(step.rollbackTo)), headers, {});
      done.push({
        what: step.what,
        version: 0,
        startedAt,
        answeredAt: Date.now(),
        draftMs,
        publishMs: performance.now() - t1,
        status: res.status,
      });
    }
    if (res.status !== 200) throw new Error(`${step.what}: ${res.status} ${JSON.stringify(res.body)}`);
    done.at(-1)!.version = (res.body as ContentVersion).version;
    console.log(
      `  published version ${done.at(-1)!.version} (${step.what}) in ${done.at(-1)!.publishMs.toFixed(0)} ms`,
    );
  }
  return done;
}

// --- the run -------------------------------------------------------------------------------------------------

await requirePostgres('bench:content');
console.log('Starting two nodes on PostgreSQL and Redis…');
const cluster = await startCluster('content', PORTS);
const { db } = cluster.database;

console.log(`Creating ${STUDENTS} students of group 3 and an office user…`);
const students = await createStudents(cluster.database, {
  school: 'Dubbelschool',
  count: STUDENTS,
  groupSize: GROUP_SIZE,
  password: PASSWORD,
  yearGroup: () => '3',
  groupName: (g) => `Groep 3${String.fromCharCode(65 + g)}`,
});
await db.insert(users).values({
  role: 'office',
  username: 'kantoor.bench',
  displayName: 'Kantoor (bench)',
  passwordHash: await hashPassword(OFFICE_PASSWORD),
  accountId: null,
});

const officeHeaders = (await signIn(cluster, 'kantoor.bench', OFFICE_PASSWORD)).headers;
const start = Date.now();
/** Everyone is signed in and practising from here. */
const playFrom = start + SIGNIN_S * 1000;
const playUntil = playFrom + PLAY_S * 1000;
const publishAt = [0.3, 0.5, 0.7].map((share) => playFrom + share * PLAY_S * 1000);
console.log(
  `${STUDENTS} sign-ins over ${SIGNIN_S} s, each child practising from then on; then ${PLAY_S} s of play with everyone, publishing at ${publishAt.map((t) => Math.round((t - playFrom) / 1000)).join(', ')} s of it.`,
);
const progress = setInterval(() => {
  console.log(
    `  ${Math.round((Date.now() - start) / 1000)} s: ${stats.signIns} signed in, ${stats.roundsStarted} rounds started, ${stats.roundsFinished} finished, ${stats.answersConfirmed} answers, ${cluster.stats.serverErrors} 5xx, load ${loadavg()[0]!.toFixed(1)}`,
  );
}, 20_000);
const loads: number[] = [];
const sampler = setInterval(() => Date.now() >= playFrom && loads.push(loadavg()[0]!), 5_000);
const failures: unknown[] = [];
const publishing = office(cluster, officeHeaders, publishAt);
await Promise.all(
  students.map((student, i) =>
    child(cluster, student, start + (i / STUDENTS) * SIGNIN_S * 1000, playUntil).catch((error: unknown) =>
      failures.push(error),
    ),
  ),
);
const publishes = await publishing;
clearInterval(progress);
clearInterval(sampler);

// --- the checks ----------------------------------------------------------------------------------------------

console.log('Checking every round against the version it stored…');
const releases = await db
  .select({ version: contentReleases.version, content: contentReleases.content })
  .from(contentReleases);
const documents = new Map<number, ContentDocument>(
  releases.map((r) => [r.version, parseContentDocument(r.content)]),
);
const banks = new Map<string, Set<string> | null>();
/** The sum keys of a task's bank in a version (null: the task has no source there). */
function bankOf(version: number, taskId: string): Set<string> | null {
  const key = `${version} ${taskId}`;
  if (!banks.has(key)) {
    const doc = documents.get(version);
    const source = doc && taskSource(doc, taskId);
    const collections = new Map<string, SumCollection>((doc?.collections ?? []).map((c) => [c.id, c]));
    banks.set(
      key,
      source ? new Set(sourceItems(source, (id) => collections.get(id)).map((s) => s.id)) : null,
    );
  }
  return banks.get(key)!;
}
const windows = await db
  .select({
    id: sumWindows.id,
    practiceTaskId: sumWindows.practiceTaskId,
    sumKeys: sumWindows.sumKeys,
    reserveKeys: sumWindows.reserveKeys,
    placement: sumWindows.placement,
    contentVersion: sumWindows.contentVersion,
    createdAt: sumWindows.createdAt,
    completedAt: sumWindows.completedAt,
  })
  .from(sumWindows);
const given = await db
  .select({ windowId: answers.windowId, practiceTaskId: answers.practiceTaskId, sumKey: answers.sumKey })
  .from(answers);
const answersOf = new Map<string, typeof given>();
for (const a of given) answersOf.set(a.windowId, [...(answersOf.get(a.windowId) ?? []), a]);
const mixed: { id: string; version: number | null; strays: string[] }[] = [];
for (const w of windows) {
  const taskOf = (w.placement as { taskOf: Record<string, string> } | null)?.taskOf ?? {};
  const keys = [
    ...[...(w.sumKeys as string[]), ...(w.reserveKeys as string[])].map((k) => ({
      key: k,
      task: taskOf[k] ?? w.practiceTaskId,
    })),
    ...(answersOf.get(w.id) ?? []).map((a) => ({ key: a.sumKey, task: a.practiceTaskId })),
  ];
  const strays = keys.filter(
    ({ key, task }) => w.contentVersion === null || !bankOf(w.contentVersion, task)?.has(key),
  );
  if (strays.length) mixed.push({ id: w.id, version: w.contentVersion, strays: strays.map((s) => s.key) });
}
const onTask = windows.filter((w) => w.practiceTaskId === TASK).length;
// Rounds started on one version and finished after the next was published.
const straddling = windows.filter(
  (w) =>
    w.completedAt &&
    publishes.some((p) => w.createdAt.getTime() < p.startedAt && w.completedAt!.getTime() > p.answeredAt),
).length;

// When each node went over to each new version: its first round on it, and its last on an older one.
const perNode = publishes.map((p) =>
  cluster.nodes.map((_, node) => {
    const mine = windows.filter((w) => windowNode.get(w.id) === node && w.createdAt.getTime() >= p.startedAt);
    const first = mine
      .filter((w) => (w.contentVersion ?? 0) >= p.version)
      .sort((a, b) => +a.createdAt - +b.createdAt)[0];
    const older = mine
      .filter((w) => (w.contentVersion ?? 0) < p.version)
      .sort((a, b) => +b.createdAt - +a.createdAt)[0];
    return {
      first: first ? (first.createdAt.getTime() - p.answeredAt) / 1000 : null,
      lastOld: older ? (older.createdAt.getTime() - p.answeredAt) / 1000 : null,
    };
  }),
);
const stale = windows.filter((w) =>
  publishes.some(
    (p) => (w.contentVersion ?? 0) < p.version && w.createdAt.getTime() > p.answeredAt + CURRENT_TTL_MS + 500,
  ),
).length;

/** Latency counts from when everyone is signed in (the sign-ins' password hashing is not this bench's load). */
const measuredFrom = Math.max(playFrom, stats.lastSignInAt);
const phaseOf = (at: number): 'warm-up' | 'before' | 'around' | 'after' => {
  if (at < measuredFrom) return 'warm-up';
  if (at < publishes[0]!.startedAt) return 'before';
  return publishes.some((p) => at >= p.startedAt && at <= p.answeredAt + AROUND_MS) ? 'around' : 'after';
};
const latency = (route: Route, phase: ReturnType<typeof phaseOf>) => {
  const ms = timings.filter((t) => t.route === route && phaseOf(t.at) === phase).map((t) => t.ms);
  return { n: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99) };
};

await cluster.stop();

// --- the report ------------------------------------------------------------------------------------------------

const meanLoad = loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length);
const s = (x: number | null) => (x === null ? '–' : `${x.toFixed(1)} s`);
const ms = (x: number) => `${x.toFixed(0)} ms`;
const rows: string[][] = [
  [
    'students practising',
    `${stats.signIns} of ${STUDENTS} (${failures.length} children stopped by an error)`,
  ],
  ['rounds started / finished', `${stats.roundsStarted} / ${stats.roundsFinished}`],
  [`rounds on ${TASK}`, `${onTask} of ${windows.length}`],
  ['rounds finished after a publish they started before', String(straddling)],
  ['answers stored', String(given.length)],
  ['5xx responses', String(cluster.stats.serverErrors)],
  [
    'other refusals',
    stats.refused.size ? [...stats.refused].map(([k, v]) => `${k}: ${v}`).join(', ') : 'none',
  ],
  ['rounds mixing versions', `${mixed.length} of ${windows.length}`],
  ...publishes.map((p) => [
    `version ${p.version}: ${p.what}`,
    `${p.draftMs ? `draft ${ms(p.draftMs)}, ` : ''}publish ${ms(p.publishMs)}; first new round node 1 / 2 after ${perNode[publishes.indexOf(p)]!.map((n) => s(n.first)).join(' / ')}, last older round ${perNode[publishes.indexOf(p)]!.map((n) => s(n.lastOld)).join(' / ')}`,
  ]),
  [`rounds on an older version > ${(CURRENT_TTL_MS + 500) / 1000} s after a publish`, String(stale)],
];
const phases = ['before', 'around', 'after'] as const;
const latencyRows = (['window', 'finish', 'answers'] as const).map((route) => {
  const [before, around, after] = phases.map((phase) => latency(route, phase));
  const cell = (x: { n: number; p50: number; p99: number }) =>
    `${x.p50.toFixed(0)} / ${x.p99.toFixed(0)} ms (${x.n})`;
  const ratio = before!.n
    ? `${(around!.p50 / Math.max(1, before!.p50)).toFixed(2)} / ${(around!.p99 / Math.max(1, before!.p99)).toFixed(2)}`
    : '–';
  return [
    `${route === 'window' ? 'new round (somvenster)' : route === 'finish' ? 'finish (afronden)' : 'answer batch'}`,
    cell(before!),
    cell(around!),
    cell(after!),
    ratio,
  ];
});
const date = new Date().toISOString().slice(0, 10);
const section = [
  `### Publishing while children practise (\`npm run bench:content\`, ${date})`,
  '',
  `Two API nodes (production mode, child processes) on one PostgreSQL and Redis, on this machine (${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, load average ${meanLoad.toFixed(1)} during the play, the bench's own clients included). ${STUDENTS} children of group 3 sign in within ${span(SIGNIN_S)}, each practising from then on, all of them for ${span(PLAY_S)} after that, the same task ${TASK} (sums from the one generator setting ${SETTING}): round after round (10 sums), a sum every 3.5–7 s, answers sent through a queue as the app's answer queue does. At 30%, 50% and 70% of those ${span(PLAY_S)} an office user, signed in through the API, saves a change of the setting as a draft and publishes it (max 10 → 5, then 5 → 8), then rolls back to version 1. Afterwards every round is checked in the database with the domain's code: its planned and reserve sums and its answers must all be in the bank of the version it stored (\`content_version\`). The nodes ask for the newest version every 2 s, so a node starts rounds on a new version within ~2 s of a publish.`,
  '',
  '| measure | value |',
  '|---|---|',
  ...rows.map(([k, v]) => `| ${k} | ${v} |`),
  '',
  "A publish's times count from when its answer came (negative: a round started while it ran; –: none). Publish and rollback latency is the office request; a publish checks the whole content with the engine (`contentProblems`) on the node that takes it, synchronously, and the first check on a node is the costly one (its banks and games are memoised after it).",
  '',
  `p50 / p99 latency (number of requests) with everyone signed in: before the first publish, around a publish (from its start to ${AROUND_MS / 1000} s after it answered) and the rest after; ratio = around / before.`,
  '',
  '| request | before | around a publish | after | ratio p50 / p99 |',
  '|---|---:|---:|---:|---:|',
  ...latencyRows.map((r) => `| ${r.join(' | ')} |`),
];
console.log('\n' + section.join('\n'));
if (failures.length) console.log('first failure:', failures[0]);
if (mixed.length) console.log('first mixed rounds:', mixed.slice(0, 5));

if (STUDENTS === 200 && SIGNIN_S === 60 && PLAY_S === 120) {
  await writeReadmeSection('### Publishing while children practise', section);
} else console.log('(a shortened run: README.md not changed)');
process.exit(mixed.length || cluster.stats.serverErrors || failures.length ? 1 : 0);
