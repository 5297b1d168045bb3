import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { OFFICE_ACCOUNT_PATHS } from '../../src/domain/contracts/office-accounts';
import { ROSTER_PATHS } from '../../src/domain/contracts/roster';
import { edexmlFile } from './helpers/edexml-files';
import { HttpClient, startServer, stopServer, type ServerProcess } from './helpers/server-process';

/**
 * The promise of an EDEXML import: every new pupil signs in with the password the passwords screen
 * shows. It holds when the server is killed (SIGKILL) in the middle of an import or right after it
 * answered, and started again on the same data: the work left is done after the start.
 */
const PUPILS = 389;
const dataDir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-crash-'));
const url = process.env.TEST_DATABASE_URL;
const schema = `crash_${randomBytes(4).toString('hex')}`;
const env: Record<string, string> = url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {};
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
});

async function schoolAdmin(base: string) {
  const client = new HttpClient(base);
  const token = await client.login('admin.regenboog', 'regenboog-admin');
  if (!token) throw new Error('the school admin could not sign in');
  const { user } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    user: { accountId: string };
  };
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'nl' };
  const get = async <T>(p: string) => {
    const res = await client.request('GET', p, undefined, auth);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  return {
    client,
    accountId: user.accountId,
    importFile: (xml: string) =>
      client.request('POST', ROSTER_PATHS.edexml(user.accountId), xml, {
        ...auth,
        'content-type': 'application/xml',
      }),
    /** The pupils of the groups whose name starts with `prefix`, as the passwords screen lists them. */
    passwords: async (prefix: string) => {
      const { groups } = await get<{ groups: { id: string; name: string }[] }>(
        ROSTER_PATHS.groups(user.accountId),
      );
      const rows: { username: string; password: string | null; hasPassword: boolean }[] = [];
      for (const group of groups.filter((g) => g.name.startsWith(`${prefix} groep`))) {
        rows.push(...(await get<{ students: typeof rows }>(ROSTER_PATHS.passwords(group.id))).students);
      }
      return rows;
    },
  };
}

async function restart() {
  server = await startServer(dataDir, env);
  return schoolAdmin(server.base);
}

/** Waits until the passwords screen knows every pupil's password works, then signs each one in. */
async function everyPupilSignsIn(admin: Awaited<ReturnType<typeof schoolAdmin>>, prefix: string) {
  let rows = await admin.passwords(prefix);
  for (let i = 0; i < 240 && rows.some((r) => !r.hasPassword); i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    rows = await admin.passwords(prefix);
  }
  expect(rows.filter((r) => !r.hasPassword).map((r) => r.username)).toEqual([]);
  const refused: string[] = [];
  for (let i = 0; i < rows.length; i += 4) {
    await Promise.all(
      rows.slice(i, i + 4).map(async (row) => {
        expect(row.password).toMatch(/^[a-z]+\d\d$/);
        if (!(await admin.client.login(row.username, row.password!))) refused.push(row.username);
      }),
    );
  }
  expect(refused).toEqual([]);
  return rows.length;
}

/** The demo school's licence holds 60 pupils: the office makes room for the imports. */
async function makeRoom(base: string, accountId: string) {
  const office = new HttpClient(base);
  const auth = { authorization: `Bearer ${await office.login('office', 'office-demo')}` };
  const detail = (await (
    await office.request('GET', OFFICE_ACCOUNT_PATHS.account(accountId), undefined, auth)
  ).json()) as { licences: { id: string; kind: string; startsOn: string; endsOn: string }[] };
  const { id, kind, startsOn, endsOn } = detail.licences[0]!;
  const res = await office.request(
    'PUT',
    OFFICE_ACCOUNT_PATHS.licence(accountId, id),
    { kind, startsOn, endsOn, maxStudents: 5000 },
    auth,
  );
  expect(res.status).toBe(200);
}

describe('an EDEXML import and a crash', () => {
  it('every imported pupil signs in after a kill during the import and right after it', async () => {
    let admin = await restart();
    await makeRoom(server!.base, admin.accountId);

    // Killed during the import: all of it or nothing is there afterwards, and all of it works.
    const during = admin.importFile(edexmlFile({ students: PUPILS, prefix: 'A' })).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await stopServer(server!, 'SIGKILL');
    await during;
    admin = await restart();
    expect([0, PUPILS]).toContain(await everyPupilSignsIn(admin, 'A'));

    // Killed right after the answer.
    const answer = await admin.importFile(edexmlFile({ students: PUPILS, prefix: 'B' }));
    const summary = (await answer.json()) as { counts: { studentsNew: number } };
    await stopServer(server!, 'SIGKILL');
    expect(answer.status).toBe(200);
    expect(summary.counts.studentsNew).toBe(PUPILS);
    admin = await restart();
    expect(await everyPupilSignsIn(admin, 'B')).toBe(PUPILS);
    expect(await stopServer(server!)).toBe(0);
    server = undefined;
  }, 600_000);
});
