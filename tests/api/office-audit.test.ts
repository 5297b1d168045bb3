import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { PUPIL_DATA_VIEWS } from '../../server/api/audit/views';
import { deleteOldAuditEntries } from '../../server/api/audit/retention-job';
import { purgeExpiredStudents } from '../../server/api/trash/trash';
import { scheduledJobs } from '../../server/jobs/jobs';
import { accounts, auditLog, groups, users } from '../../server/db/schema';
import {
  AUDIT_RETENTION_DAYS,
  OFFICE_SUPPORT_PATHS as P,
  type AuditFiltersResponse,
  type AuditResponse,
} from '../../src/domain/contracts/office-support';
import { OFFICE_ACCOUNT_PATHS } from '../../src/domain/contracts/office-accounts';
import { ROSTER_PATHS as R, type EdexmlSummary } from '../../src/domain/contracts/roster';
import { accountIdOf, bearer, login, seedDemo, userId } from './helpers/auth';
import { createTestApp, TestClient, type TestApp } from './helpers/test-app';

const DAY = 86_400_000;
const edexml = (name: string) => readFileSync(path.join(__dirname, '../fixtures/edexml', name));

let t: TestApp;
let regenboog: string;
let groep4: string;
let sam: string;
const ids = { admin: '', anne: '', office: '', superadmin: '' };
const tokens = { admin: '', anne: '', sam: '', office: '', superadmin: '' };
/** Pupils this suite adds to Groep 4. */
let bram: string;
let iris: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  regenboog = (await accountIdOf(t, 'admin.regenboog'))!;
  const [g4] = await t.database.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.accountId, regenboog), eq(groups.name, 'Groep 4')));
  groep4 = g4!.id;
  sam = await userId(t, 'sam.g4');
  ids.admin = await userId(t, 'admin.regenboog');
  ids.anne = await userId(t, 'juf.anne');
  ids.office = await userId(t, 'office');
  ids.superadmin = await userId(t, 'superadmin');
  tokens.admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  tokens.anne = await login(t, 'juf.anne', 'anne-lesgeven');
  tokens.sam = await login(t, 'sam.g4', 'appel');
  tokens.office = await login(t, 'office', 'office-demo');
  tokens.superadmin = await login(t, 'superadmin', 'superadmin-demo');
});
afterAll(() => t.close());

const { get, post, put, patch, del } = {
  get: (url: string, token: string) => t.client.get(url, bearer(token)),
  post: (url: string, body: unknown, token: string) => t.client.post(url, body, bearer(token)),
  put: (url: string, body: unknown, token: string) => t.client.put(url, body, bearer(token)),
  patch: (url: string, body: unknown, token: string) => t.client.patch(url, body, bearer(token)),
  del: (url: string, token: string) => t.client.delete(url, bearer(token)),
};

const entries = (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.at);

/** The one entry of the action (the suite checks each action's count as it goes). */
async function only(action: string, count = 1) {
  const rows = await entries(action);
  expect(rows, action).toHaveLength(count);
  return rows[count - 1]!;
}

async function wholeLog(): Promise<string> {
  return JSON.stringify(await t.database.db.select().from(auditLog));
}

async function readLog(query: string, token = tokens.superadmin): Promise<AuditResponse> {
  const res = await get(`${P.audit}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditResponse;
}

describe("the school's sensitive actions", () => {
  it('adding pupils shows their passwords once: one entry with the new pupils by id, no name or password', async () => {
    const res = await post(
      R.students(groep4),
      { students: [{ firstName: 'Bram', lastName: 'Zwart' }, { firstName: 'Iris' }] },
      tokens.anne,
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().students as { id: string; password: string }[];
    [bram, iris] = made.map((s) => s.id) as [string, string];
    const entry = await only('student.create');
    expect(entry).toMatchObject({
      actorId: ids.anne,
      actorRole: 'docent',
      accountId: regenboog,
      targetId: groep4,
      detail: { groupId: groep4, studentIds: [bram, iris], count: 2 },
    });
    const log = await wholeLog();
    for (const secret of ['Bram', 'Zwart', 'Iris', 'bramz', ...made.map((s) => s.password)])
      expect(log).not.toContain(secret);
  });

  it('passwords shown: who saw which pupils’ passwords; the same screen again soon after is one entry', async () => {
    const first = await get(R.passwords(groep4), tokens.anne);
    expect(first.statusCode).toBe(200);
    const shown = (first.json().students as { id: string; password: string | null }[])
      .filter((s) => s.password !== null)
      .map((s) => s.id);
    // The demo's pupils have no password the teacher can see; the two new ones do.
    expect(shown).toEqual(expect.arrayContaining([bram, iris]));
    expect((await get(R.passwords(groep4), tokens.anne)).statusCode).toBe(200);
    const entry = await only('passwords.show');
    expect(entry).toMatchObject({
      actorId: ids.anne,
      accountId: regenboog,
      targetId: groep4,
      detail: { groupId: groep4, studentIds: shown, count: shown.length },
    });
    // Another staff member is another entry; a refused read is none.
    expect((await get(R.passwords(groep4), tokens.admin)).statusCode).toBe(200);
    expect((await get(R.passwords(groep4), tokens.sam)).statusCode).toBe(403);
    expect((await only('passwords.show', 2)).actorId).toBe(ids.admin);
  });

  it('a password set or reset: that it happened and for whom, never the password', async () => {
    const set = await put(R.studentPassword(bram), { password: 'zon-en-maan' }, tokens.anne);
    expect(set.statusCode).toBe(200);
    expect(await only('student.setPassword')).toMatchObject({
      actorId: ids.anne,
      accountId: regenboog,
      targetId: bram,
      detail: { studentIds: [bram], groupId: groep4 },
    });
    const reset = await put(R.studentPassword(bram), {}, tokens.admin);
    expect(reset.statusCode).toBe(200);
    expect(await only('student.resetPassword')).toMatchObject({
      actorId: ids.admin,
      actorRole: 'schooladmin',
      targetId: bram,
    });
    const log = await wholeLog();
    expect(log).not.toContain('zon-en-maan');
    expect(log).not.toContain(reset.json().password);
    // A refused change records nothing.
    expect((await put(R.studentPassword(bram), {}, tokens.sam)).statusCode).toBe(403);
    expect(await entries('student.resetPassword')).toHaveLength(1);
  });

  it('login cards printed (every print) and renewed', async () => {
    const all = await get(R.cardsPdf(groep4), tokens.anne);
    expect(all.statusCode).toBe(200);
    const pupils = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.groupId, groep4), eq(users.role, 'leerling')));
    const printed = await only('cards.print');
    expect(printed).toMatchObject({ actorId: ids.anne, accountId: regenboog, targetId: groep4 });
    expect((printed.detail as { studentIds: string[] }).studentIds.sort()).toEqual(
      pupils.map((p) => p.id).sort(),
    );
    expect((await get(`${R.cardsPdf(groep4)}?leerlingen=${bram}`, tokens.anne)).statusCode).toBe(200);
    expect((await only('cards.print', 2)).detail).toEqual({ groupId: groep4, studentIds: [bram], count: 1 });

    expect((await post(R.renewCard(bram), {}, tokens.anne)).statusCode).toBe(204);
    expect(await only('card.renew')).toMatchObject({
      actorId: ids.anne,
      targetId: bram,
      detail: { studentIds: [bram], groupId: groep4 },
    });
  });

  it('pupils deleted, restored and deleted for good: by id and class, with the trash days', async () => {
    expect((await del(R.student(bram), tokens.anne)).statusCode).toBe(204);
    expect(await only('student.delete')).toMatchObject({
      actorId: ids.anne,
      accountId: regenboog,
      targetId: bram,
      detail: { studentIds: [bram], groupId: groep4, trashDays: 30 },
    });
    expect((await post(R.restoreStudent(bram), {}, tokens.anne)).statusCode).toBe(204);
    expect(await only('student.restore')).toMatchObject({
      actorId: ids.anne,
      targetId: bram,
      detail: { studentIds: [bram], groupId: groep4 },
    });
    expect((await del(R.student(bram), tokens.admin)).statusCode).toBe(204);
    // In the trash, the screen still names him (and says so).
    const trashed = await readLog(`?action=student.delete&accountId=${regenboog}`);
    expect(trashed.entries[0]!.refs[bram]).toEqual({ kind: 'student', name: 'Bram Z.', inTrash: true });

    expect((await del(R.purgeStudent(bram), tokens.anne)).statusCode).toBe(403);
    expect((await del(R.purgeStudent(bram), tokens.admin)).statusCode).toBe(204);
    const purged = await only('student.purge');
    expect(purged).toMatchObject({
      actorId: ids.admin,
      accountId: regenboog,
      targetId: bram,
      detail: { studentIds: [bram], groupId: groep4, deletedAt: expect.any(String) as string },
    });
    // Deleted for good: the log keeps his id and class, and no name resolves any more.
    const read = await readLog(`?action=student.purge`);
    expect(read.entries[0]!.refs).toEqual({ [groep4]: { kind: 'group', name: 'Groep 4' } });
    const deletedBefore = await readLog(`?action=student.delete`);
    expect(deletedBefore.entries.every((e) => !(bram in e.refs))).toBe(true);
  });

  it('the scheduled purge is recorded per account with the server as the actor', async () => {
    expect((await del(R.student(iris), tokens.anne)).statusCode).toBe(204);
    const purged = await purgeExpiredStudents(t.database.db, new Date(Date.now() + 31 * DAY));
    expect(purged).toBeGreaterThanOrEqual(1);
    const [entry] = (await entries('student.purgeExpired')).filter((e) => e.accountId === regenboog);
    expect(entry).toMatchObject({ actorId: null, actorRole: 'system', detail: { trashDays: 30 } });
    expect((entry!.detail as { studentIds: string[] }).studentIds).toContain(iris);
    const read = await readLog(`?action=student.purgeExpired&accountId=${regenboog}`);
    expect(read.entries[0]!.actor).toEqual({ id: null, name: null, role: 'system' });
  });

  it('trash settings: the days before and after; saving the same days records nothing', async () => {
    expect((await patch(R.account(regenboog), { trashDays: 60 }, tokens.admin)).statusCode).toBe(200);
    expect(await only('account.trashDays')).toMatchObject({
      actorId: ids.admin,
      accountId: regenboog,
      detail: { from: 30, to: 60 },
    });
    expect((await patch(R.account(regenboog), { trashDays: 60 }, tokens.admin)).statusCode).toBe(200);
    expect((await patch(R.account(regenboog), { trashDays: 30 }, tokens.anne)).statusCode).toBe(403);
    expect(await entries('account.trashDays')).toHaveLength(1);
    expect((await patch(R.account(regenboog), { trashDays: 30 }, tokens.admin)).statusCode).toBe(200);
  });

  it('teachers: invited, role changed, groups changed, deactivated and activated', async () => {
    const invited = await post(
      R.teachers(regenboog),
      { name: 'Piet Post', email: 'piet.post@regenboog.example', role: 'docent', groupIds: [groep4] },
      tokens.admin,
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const piet = invited.json().id as string;
    expect(await only('teacher.invite')).toMatchObject({
      actorId: ids.admin,
      accountId: regenboog,
      targetId: piet,
      detail: { role: 'docent', groupIds: [groep4] },
    });
    expect((await patch(R.teacher(regenboog, piet), { role: 'schooladmin' }, tokens.admin)).statusCode).toBe(
      200,
    );
    expect(await only('teacher.role')).toMatchObject({
      targetId: piet,
      detail: { from: 'docent', to: 'schooladmin' },
    });
    expect((await patch(R.teacher(regenboog, piet), { groupIds: [] }, tokens.admin)).statusCode).toBe(200);
    expect((await only('teacher.groups')).detail).toEqual({ added: [], removed: [groep4] });
    // The same role again changes nothing and records nothing.
    expect((await patch(R.teacher(regenboog, piet), { role: 'schooladmin' }, tokens.admin)).statusCode).toBe(
      200,
    );
    expect(await entries('teacher.role')).toHaveLength(1);

    expect((await post(`${R.teacher(regenboog, piet)}/deactiveren`, {}, tokens.admin)).statusCode).toBe(200);
    expect((await post(`${R.teacher(regenboog, piet)}/deactiveren`, {}, tokens.admin)).statusCode).toBe(200);
    expect(await only('teacher.deactivate')).toMatchObject({
      actorId: ids.admin,
      targetId: piet,
      detail: { role: 'schooladmin' },
    });
    expect((await post(`${R.teacher(regenboog, piet)}/activeren`, {}, tokens.admin)).statusCode).toBe(200);
    expect(await only('teacher.activate')).toMatchObject({ targetId: piet });
    // A docent may not; nothing recorded.
    expect((await post(`${R.teacher(regenboog, piet)}/deactiveren`, {}, tokens.anne)).statusCode).toBe(403);
    expect(await entries('teacher.deactivate')).toHaveLength(1);
    const read = await readLog(`?action=teacher.role`);
    expect(read.entries[0]!.refs[piet]).toEqual({ kind: 'staff', name: 'Piet Post' });
  });

  it('an EDEXML import: its counts (a preview records nothing)', async () => {
    const send = (dryRun: boolean) =>
      t.client.post(`${R.edexml(regenboog)}${dryRun ? '?dryRun=true' : ''}`, edexml('nl-2.1.xml'), {
        headers: { ...bearer(tokens.admin).headers, 'content-type': 'application/xml' },
      });
    expect((await send(true)).statusCode).toBe(200);
    expect(await entries('edexml.import')).toHaveLength(0);
    const res = await send(false);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as EdexmlSummary;
    expect(summary.counts.studentsNew).toBeGreaterThan(0);
    const entry = await only('edexml.import');
    expect(entry).toMatchObject({
      actorId: ids.admin,
      accountId: regenboog,
      detail: {
        counts: summary.counts,
        file: {
          groups: summary.file.groups,
          students: summary.file.students,
          teachers: summary.file.teachers,
        },
      },
    });
    const detail = JSON.stringify(entry.detail);
    for (const s of summary.students.new) expect(detail).not.toContain(s.username);
  });
});

describe("the office's export and views of pupil data", () => {
  it('an account export is recorded', async () => {
    const res = await get(OFFICE_ACCOUNT_PATHS.exportJson(regenboog), tokens.office);
    expect(res.statusCode).toBe(200);
    expect(await only('account.export')).toMatchObject({
      actorId: ids.office,
      actorRole: 'office',
      accountId: regenboog,
      targetId: regenboog,
    });
  });

  it('records office reads of pupil data (once per quarter of an hour), not the school’s own', async () => {
    const before = (await entries('pupilData.view')).length;
    expect((await get(R.students(groep4), tokens.anne)).statusCode).toBe(200);
    expect(await entries('pupilData.view')).toHaveLength(before);

    expect((await get(R.students(groep4), tokens.office)).statusCode).toBe(200);
    expect((await get(R.students(groep4), tokens.office)).statusCode).toBe(200);
    expect((await get(`/api/leerlingen/${sam}/voortgang`, tokens.superadmin)).statusCode).toBe(200);
    // A refused or missing read records nothing.
    expect(
      (await get('/api/leerlingen/00000000-0000-4000-8000-000000000000/voortgang', tokens.office)).statusCode,
    ).toBe(404);
    const views = (await entries('pupilData.view')).slice(before);
    expect(
      views.map((v) => ({ actor: v.actorId, account: v.accountId, target: v.targetId, detail: v.detail })),
    ).toEqual([
      {
        actor: ids.office,
        account: regenboog,
        target: groep4,
        detail: { view: 'groupStudents', groupId: groep4 },
      },
      {
        actor: ids.superadmin,
        account: regenboog,
        target: sam,
        detail: { view: 'studentProgress', studentIds: [sam] },
      },
    ]);
  });

  it('records the office’s search across accounts per account, by pupil id, never the search term', async () => {
    const res = await get(`${P.students}?zoek=${encodeURIComponent('sam.g4')}`, tokens.office);
    expect(res.statusCode).toBe(200);
    const search = (await entries('pupilData.view')).filter(
      (e) => (e.detail as { view: string }).view === 'search',
    );
    expect(search).toHaveLength(1);
    expect(search[0]).toMatchObject({
      actorId: ids.office,
      accountId: regenboog,
      detail: { view: 'search', studentIds: [sam], count: 1 },
    });
    expect(await wholeLog()).not.toContain('sam.g4');
  });

  it('every route of the view list is a GET route of the app', () => {
    for (const url of Object.keys(PUPIL_DATA_VIEWS))
      expect(t.app.hasRoute({ method: 'GET', url }), url).toBe(true);
  });
});

describe('reading the audit log', () => {
  it('only a superadmin reads it: school roles (their own account too), students and office get 403', async () => {
    const urls = [
      P.audit,
      `${P.audit}?accountId=${regenboog}`,
      `${P.audit}?actorId=${ids.anne}`,
      P.auditFilters,
      `${P.auditFilters}?accountId=${regenboog}`,
    ];
    for (const url of urls) {
      for (const token of [tokens.admin, tokens.anne, tokens.sam, tokens.office])
        expect((await get(url, token)).statusCode, url).toBe(403);
      expect((await t.client.get(url)).statusCode, url).toBe(401);
      expect((await get(url, tokens.superadmin)).statusCode, url).toBe(200);
    }
  });

  it('filters by staff member, and lists the staff members (of an account) for the filter', async () => {
    const anne = await readLog(`?actorId=${ids.anne}&pageSize=100`);
    expect(anne.total).toBe(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, ids.anne))).length,
    );
    expect(anne.total).toBeGreaterThanOrEqual(8);
    expect(anne.entries.every((e) => e.actor.id === ids.anne && e.actor.name === 'Anne Jansen')).toBe(true);
    expect(new Set(anne.entries.map((e) => e.action))).toEqual(
      new Set([
        'student.create',
        'passwords.show',
        'student.setPassword',
        'cards.print',
        'card.renew',
        'student.delete',
        'student.restore',
      ]),
    );
    const both = await readLog(`?actorId=${ids.anne}&action=cards.print`);
    expect(both.total).toBe(2);
    expect((await readLog(`?actorId=${ids.anne}&accountId=${ids.anne}`)).total).toBe(0);
    expect((await get(`${P.audit}?actorId=geen`, tokens.superadmin)).statusCode).toBe(400);

    const filters = (
      await get(`${P.auditFilters}?accountId=${regenboog}`, tokens.superadmin)
    ).json() as AuditFiltersResponse;
    expect(filters.actors).toEqual(
      expect.arrayContaining([
        { id: ids.anne, name: 'Anne Jansen', role: 'docent', accountName: 'OBS De Regenboog' },
        {
          id: ids.admin,
          name: expect.any(String) as string,
          role: 'schooladmin',
          accountName: 'OBS De Regenboog',
        },
        { id: ids.office, name: expect.any(String) as string, role: 'office', accountName: null },
      ]),
    );
    expect(filters.actions).toEqual(
      expect.arrayContaining(['edexml.import', 'student.purge', 'account.export']),
    );
    const [other] = await t.database.db
      .insert(accounts)
      .values({ kind: 'school', name: 'School zonder logboek', country: 'NL' })
      .returning({ id: accounts.id });
    const none = (await get(`${P.auditFilters}?accountId=${other!.id}`, tokens.superadmin)).json();
    expect(none).toMatchObject({ actors: [], actions: [] });
  });

  it('an account’s history is the log of that account only', async () => {
    const history = await readLog(`?accountId=${regenboog}&pageSize=100`);
    expect(history.total).toBe(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, regenboog))).length,
    );
    expect(history.entries.every((e) => e.account?.id === regenboog)).toBe(true);
  });
});

describe('retention', () => {
  it('deletes entries older than the retention period, daily, and keeps the rest', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (AUDIT_RETENTION_DAYS + 1) * DAY);
    const kept = new Date(now.getTime() - (AUDIT_RETENTION_DAYS - 1) * DAY);
    const made = await t.database.db
      .insert(auditLog)
      .values([
        { actorId: ids.office, actorRole: 'office', accountId: regenboog, action: 'account.export', at: old },
        {
          actorId: ids.office,
          actorRole: 'office',
          accountId: regenboog,
          action: 'account.export',
          at: kept,
        },
      ])
      .returning({ id: auditLog.id });
    const total = (await t.database.db.select().from(auditLog)).length;
    expect(await deleteOldAuditEntries(t.database.db, now)).toBe(1);
    const left = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        inArray(
          auditLog.id,
          made.map((m) => m.id),
        ),
      );
    expect(left).toEqual([{ id: made[1]!.id }]);
    expect((await t.database.db.select().from(auditLog)).length).toBe(total - 1);
    const job = scheduledJobs(t.config, t.app.log).find((j) => j.name === 'audit-retention');
    expect(job?.everyMs).toBe(DAY);
  });
});

describe('the log lines of staff requests', () => {
  let logged: Record<string, unknown>[];
  let app: FastifyInstance;
  let client: TestClient;

  beforeAll(async () => {
    logged = [];
    app = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      database: t.database,
      serveClient: false,
      logStream: { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
    });
    await app.ready();
    client = new TestClient(app);
  });
  afterAll(() => app.close());

  it('carry the actor’s id on every line after sign-in, and never the pupil search term', async () => {
    const res = await client.get(`${P.students}?zoek=${encodeURIComponent('Sam G')}`, bearer(tokens.office));
    expect(res.statusCode).toBe(200);
    const school = await client.get(R.students(groep4), bearer(tokens.anne));
    expect(school.statusCode).toBe(200);
    const members = await client.get(`${R.searchStudents(regenboog)}?zoek=lotte`, bearer(tokens.anne));
    expect(members.statusCode).toBe(200);

    const byRequest = (reqId: unknown) => logged.filter((l) => l.reqId === reqId);
    const completed = logged.filter((l) => l.msg === 'request completed');
    const search = completed.find((l) => String((l.req as { url: string }).url).startsWith(P.students))!;
    expect(search).toMatchObject({
      actorId: ids.office,
      actorRole: 'office',
      req: { method: 'GET', url: `${P.students}?zoek=%5Bredacted%5D` },
      res: { statusCode: 200 },
    });
    // Every line of that request, not just the last (the office's access to a school is one too).
    const lines = byRequest(search.reqId);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.every((l) => l.actorId === ids.office)).toBe(true);
    for (const url of [R.students(groep4), R.searchStudents(regenboog)]) {
      const line = completed.find((l) => String((l.req as { url: string }).url).startsWith(url))!;
      expect(line, url).toMatchObject({ actorId: ids.anne, actorRole: 'docent' });
      expect(byRequest(line.reqId).every((l) => l.actorId === ids.anne)).toBe(true);
    }
    // No "incoming request" line without the actor; no child's name anywhere.
    expect(logged.some((l) => l.msg === 'incoming request')).toBe(false);
    const text = JSON.stringify(logged);
    expect(text).not.toMatch(/Sam G|lotte/i);
    expect(text).not.toContain(tokens.office);
  });
});
