import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { loadConfig, type ServerConfig } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/connection';
import { openDatabase } from '../../../server/database';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../../src/domain/constants';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  /** A client that keeps cookies and sends the anti-forgery header, like the browser's axios. */
  client: TestClient;
  close(): Promise<void>;
}

/** Where the database suites run: PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { handle: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ kind: 'postgres', url, schema });
  return {
    handle,
    drop: async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  /** Test-only routes, added before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => void,
  /** Sees every route the app adds. */
  onRoute?: (route: RouteOptions) => void,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-test-'));
  const config: ServerConfig = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, ...overrides };
  const { handle, drop } = await openTestDatabase();
  const app = await buildApp({ config, database: handle, serveClient: false, onRoute });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database: handle,
    config,
    client: new TestClient(app),
    async close() {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export class TestClient {
  private cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  get xsrfToken(): string | undefined {
    return this.cookies.get(XSRF_COOKIE_NAME);
  }

  /** Puts a cookie in this client's jar, as if a response had set it. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** Fetches the anti-forgery cookie the way a first page load does. */
  async primeXsrf(): Promise<void> {
    if (!this.xsrfToken) await this.request({ method: 'GET', url: '/api/health' });
  }

  async request(options: InjectOptions & { withXsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { withXsrf = true, ...inject } = options;
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string> | undefined) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const method = (inject.method ?? 'GET').toUpperCase();
    if (withXsrf && !['GET', 'HEAD', 'OPTIONS'].includes(method)) {
      await this.primeXsrf();
      headers[XSRF_HEADER_NAME] = this.xsrfToken ?? '';
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const response = await this.app.inject({ ...inject, headers });
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
    return response;
  }

  post(url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...extra });
  }

  put(url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'], ...extra });
  }

  patch(url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
    return this.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'], ...extra });
  }

  get(url: string, extra: Partial<InjectOptions> = {}) {
    return this.request({ method: 'GET', url, ...extra });
  }

  delete(url: string, extra: Partial<InjectOptions> = {}) {
    return this.request({ method: 'DELETE', url, ...extra });
  }
}
