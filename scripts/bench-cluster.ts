// What the multi-node benches share (bench:morning, bench:content): two API nodes as child processes
// (production mode) on the machine's PostgreSQL (a throwaway schema) and Redis, the bench's own load
// balancer (round robin, the other node on a connection failure, as a balancer's retry does), a
// school created directly in the database, and signing in through the API.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../server/db/connection';
import { accounts, groups, users } from '../server/db/schema';
import { hashPassword } from '../server/identity/passwords';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../src/domain/constants';
import { POSTGRES_URL } from './bench-databases';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const span = (s: number) => (s === 60 ? '1 minute' : s % 60 === 0 ? `${s / 60} minutes` : `${s} s`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const jitter = (ms: number) => ms * (0.5 + Math.random());

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Exits with a message when the machine's PostgreSQL is not reachable. */
export async function requirePostgres(bench: string): Promise<void> {
  const probe = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: ${bench} needs it`);
    process.exit(1);
  }
  await probe.end();
}

export interface Reply {
  status: number;
  body: unknown;
  cookies: string[];
  /** The index of the node that answered. */
  node: number;
}

export interface Cluster {
  schema: string;
  /** The bench's own connection to the nodes' database. */
  database: DatabaseHandle;
  nodes: { port: number; process: ChildProcess | null; downUntil: number }[];
  stats: { serverErrors: number; failovers: number };
  startNode(index: number): Promise<void>;
  /** One request through the balancer: the next live node, another on a connection failure. */
  call(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<Reply>;
  /** Stops the nodes, drops the schema and the data directory. */
  stop(): Promise<void>;
}

/** Starts two API nodes on a schema of their own, sharing what several nodes must share (docs/operations.md). */
export async function startCluster(name: string, ports: readonly number[]): Promise<Cluster> {
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `rekenblobs-${name}-`));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const secret = () => randomBytes(32).toString('hex');
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
  const nodes: Cluster['nodes'] = ports.map((port) => ({ port, process: null, downUntil: 0 }));
  const stats = { serverErrors: 0, failovers: 0 };

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

  let rr = 0;
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
          node: nodes.indexOf(node),
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

  for (let i = 0; i < nodes.length; i++) await startNode(i);
  const database = await connectDatabase({ kind: 'postgres', url: POSTGRES_URL, schema });

  async function stop(): Promise<void> {
    for (const node of nodes) node.process?.kill('SIGTERM');
    await Promise.all(
      nodes.map((n) => new Promise((resolve) => n.process?.once('exit', resolve) ?? resolve(null))),
    );
    await database.close();
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { schema, database, nodes, stats, startNode, call, stop };
}

export interface BenchStudent {
  id: string;
  username: string;
}

/** A school of `count` students in groups of `groupSize`, straight into the database. */
export async function createStudents(
  database: DatabaseHandle,
  options: {
    school: string;
    count: number;
    groupSize: number;
    password: string;
    /** The year group of the g-th group. */
    yearGroup: (g: number) => string;
    groupName: (g: number) => string;
  },
): Promise<BenchStudent[]> {
  const { db } = database;
  const [account] = await db
    .insert(accounts)
    .values({ kind: 'school', name: options.school, country: 'NL' })
    .returning({ id: accounts.id });
  const hash = await hashPassword(options.password);
  const students: BenchStudent[] = [];
  for (let g = 0; g * options.groupSize < options.count; g++) {
    const [group] = await db
      .insert(groups)
      .values({ accountId: account!.id, name: options.groupName(g), yearGroup: options.yearGroup(g) })
      .returning({ id: groups.id });
    const size = Math.min(options.groupSize, options.count - g * options.groupSize);
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
  return students;
}

/**
 * Signs in through the API as a browser does (the XSRF cookie first): the headers of every later
 * request, and how long the sign-in took.
 */
export async function signIn(
  cluster: Pick<Cluster, 'call'>,
  username: string,
  password: string,
): Promise<{ headers: Record<string, string>; ms: number }> {
  const health = await cluster.call('GET', '/api/health', {});
  const xsrf = health.cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${XSRF_COOKIE_NAME}=`))!;
  const base = { cookie: xsrf, [XSRF_HEADER_NAME]: xsrf.slice(XSRF_COOKIE_NAME.length + 1) };
  const t0 = performance.now();
  const login = await cluster.call('POST', '/api/auth', base, { username, password });
  if (login.status !== 200) throw new Error(`sign-in ${login.status}`);
  const ms = performance.now() - t0;
  return { headers: { ...base, authorization: `Bearer ${(login.body as { token: string }).token}` }, ms };
}
