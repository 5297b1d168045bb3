import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROSTER_PATHS } from '../../src/domain/contracts/roster';
import {
  HttpClient,
  spawnServer,
  startServer,
  stopServer,
  type ServerProcess,
} from './helpers/server-process';

/**
 * One process per data directory (docs/operations.md): a second server started on the DATA_DIR of a
 * running one refuses to start, says why, and leaves the running server's database alone; a lock left
 * by a killed server does not keep the next one out. PGlite only: PostgreSQL guards its own files.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-lock-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await stopServer(server, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServer(dataDir);
  running.push(server);
  return server;
}

async function schoolAdmin(server: ServerProcess) {
  const client = new HttpClient(server.base);
  const token = await client.login('admin.regenboog', 'regenboog-admin');
  expect(token).toBeTruthy();
  const payload = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
    user: { accountId: string };
  };
  const auth = { authorization: `Bearer ${token}` };
  const accountId = payload.user.accountId;
  return {
    addGroup: async (name: string) => {
      const res = await client.request(
        'POST',
        ROSTER_PATHS.groups(accountId),
        { name, yearGroup: '5' },
        auth,
      );
      expect(res.status).toBe(201);
    },
    groupNames: async () => {
      const res = await client.request('GET', ROSTER_PATHS.groups(accountId), undefined, auth);
      expect(res.status).toBe(200);
      return ((await res.json()) as { groups: { name: string }[] }).groups.map((g) => g.name);
    },
  };
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('one process per data directory', () => {
  it('a second server on the same DATA_DIR refuses to start and touches nothing', async () => {
    const first = await start();
    const admin = await schoolAdmin(first);
    await admin.addGroup('Groep voor het slot');

    const second = await spawnServer(dataDir);
    running.push(second);
    const code = await Promise.race([
      second.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 45_000)),
    ]);
    expect(code).not.toBe('still running');
    expect(code).not.toBe(0);
    const output = second.output();
    expect(output).toContain(path.join(dataDir, 'pglite'));
    expect(output).toContain(`pid ${first.pid}`);
    expect(output).not.toMatch(/Rekenblobs is running|Demo data was created/);

    // The first server still serves and writes its data.
    expect(await admin.groupNames()).toContain('Groep voor het slot');
    await admin.addGroup('Groep na het slot');
    expect(await stopServer(first)).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // Everything it committed is there for the next server on the directory.
    const next = await start();
    const names = await (await schoolAdmin(next)).groupNames();
    expect(names).toEqual(expect.arrayContaining(['Groep voor het slot', 'Groep na het slot']));

    // Killed, it leaves its lock behind; the lock names a process that is gone, so the next one starts.
    await stopServer(next, 'SIGKILL');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    const after = await start();
    const still = await (await schoolAdmin(after)).groupNames();
    expect(still).toEqual(expect.arrayContaining(['Groep voor het slot', 'Groep na het slot']));
    expect(await stopServer(after)).toBe(0);
  }, 240_000);
});
