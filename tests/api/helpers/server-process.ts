import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../../src/domain/constants';

/**
 * The real server as a process of its own (`node --import tsx server/main.ts`), for what only a
 * process shows: a second process on one data directory, a kill in the middle of a request, a restart.
 */
export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the server on `dataDir` (PGlite unless `env` names a DATABASE_URL) and returns at once. */
export async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One test address signs in many children; the per-address limits are not what is tested here.
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, pid: child.pid!, base: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** Starts the server and waits until its health check answers (or throws with what it printed). */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const server = await spawnServer(dataDir, env);
  let ended = false;
  void server.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${server.output()}`);
}

/** Ends the server with a signal and waits for it to exit; returns the exit code. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** A client of a server process, with the anti-forgery cookie and header a browser's axios sends. */
export class HttpClient {
  private xsrf: string | undefined;
  constructor(readonly base: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (!this.xsrf && method !== 'GET') {
      const res = await fetch(`${this.base}/api/health`);
      this.xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    }
    const raw = typeof body === 'string' || Buffer.isBuffer(body);
    return fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(this.xsrf ? { cookie: `${XSRF_COOKIE_NAME}=${this.xsrf}`, [XSRF_HEADER_NAME]: this.xsrf } : {}),
        ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : raw
            ? (body as string | Uint8Array<ArrayBuffer>)
            : JSON.stringify(body),
    });
  }

  /** Direct login; the access token, or null when refused. */
  async login(username: string, password: string): Promise<string | null> {
    const res = await this.request('POST', '/api/auth', { username, password });
    return res.ok ? ((await res.json()) as { token: string }).token : null;
  }
}
