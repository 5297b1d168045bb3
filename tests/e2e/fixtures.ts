import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/connection';
import { openDatabase } from '../../server/database';
import { seedDemoData, type DemoLogin } from '../../server/db/seed';
import { demoSeeders } from '../../server/seeders';

export interface E2EServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  port: number;
  /** Base URL on a given host name (mapped to 127.0.0.1 by the browser's host resolver rules). */
  url(pathname?: string, host?: string): string;
  demoLogins: DemoLogin[];
}

/** How many times faster than real time games run in the e2e tests (`window.__gameTempo`). */
export const GAME_TEMPO = 4;

/** One real server per worker, with the demo data, on a fresh in-memory database. */
export const test = base.extend<{ server: E2EServer }, { workerServer: E2EServer; serverOfItsOwn: boolean }>({
  /**
   * A spec that publishes content or reshapes a demo child's day sets this
   * (`test.use({ serverOfItsOwn: true })`): a worker option it overrides runs it in a worker, and so
   * on a server, of its own, and the content and the demo children the other specs count on stay as
   * seeded.
   */
  serverOfItsOwn: [false, { scope: 'worker', option: true }],
  workerServer: [
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-e2e-'));
      // The port is chosen first: links the server makes (a login card's QR code) use PUBLIC_URL.
      const port = await freePort();
      const config = {
        ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: `http://localhost:${port}` }),
        dataDir,
        host: '127.0.0.1',
        port,
        clientDir: path.resolve(process.env.CLIENT_DIR ?? 'dist-test'),
      };
      const database = await openDatabase({ kind: 'pglite' });
      const demoLogins = (await seedDemoData(database.db, demoSeeders)) ?? [];
      const app = await buildApp({ config, database });
      await app.listen({ host: '127.0.0.1', port });
      await use({
        app,
        database,
        port,
        demoLogins,
        url: (pathname = '/', host = 'localhost') => `http://${host}:${port}${pathname}`,
      });
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    // Its own timeout: seeding a fresh database takes a while on a loaded machine, and a worker
    // fixture's time should not eat into the first test's.
    { scope: 'worker', timeout: 120_000 },
  ],
  // Games run time-lapsed (window.__gameTempo, test builds only): a round's feedback pauses and
  // animations take a quarter of their time. Contexts a test makes itself run at real pace.
  context: async ({ context }, use) => {
    await context.addInitScript((tempo) => (window.__gameTempo = tempo), GAME_TEMPO);
    await use(context);
  },
  server: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.url()),
});

/** A port nothing listens on now (the OS's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export { expect };
