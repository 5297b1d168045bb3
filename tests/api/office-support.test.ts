import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, mondayOf } from '../../server/api/office-support/dashboard';
import { dayOf } from '../../server/api/practice/time';
import { INVITE_TOKEN_TTL_MS } from '../../server/api/teachers/teachers';
import {
  accounts,
  answerDayTotals,
  auditLog,
  licences,
  loginThrottle,
  outbox,
  passwordResetTokens,
  siteSubmissions,
  users,
} from '../../server/db/schema';
import { OFFICE_ACCOUNT_PATHS as ACCOUNTS } from '../../src/domain/contracts/office-accounts';
import {
  OFFICE_SUPPORT_PATHS as P,
  RENEWAL_DAYS,
  type AuditResponse,
  type DashboardResponse,
  type OfficeUser,
  type StudentSearchResponse,
} from '../../src/domain/contracts/office-support';
import { accountIdOf, bearer, login, seedDemo, userId } from './helpers/auth';
import { createSchool, createStaff, type TestSchool, type TestUser } from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let regenboog: string;
let admin: string;
let anne: string;
let student: string;
let office: TestUser;
let superadmin: TestUser;
let other: TestSchool;
let sam: string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://rekenblobs.example' });
  await seedDemo(t);
  regenboog = (await accountIdOf(t, 'admin.regenboog'))!;
  admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  anne = await login(t, 'juf.anne', 'anne-lesgeven');
  student = await login(t, 'sam.g4', 'appel');
  sam = await userId(t, 'sam.g4');
  office = await createStaff(t, 'office', 'kantoor.support');
  superadmin = await createStaff(t, 'superadmin', 'super.support');
  other = await createSchool(t, 'support', 2);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.client.get(url, bearer(token));
const post = (url: string, body: unknown, token: string) => t.client.post(url, body, bearer(token));
const auditOf = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('refusals', () => {
  it('refuses school roles and students on every office route, office on the superadmin routes', async () => {
    const officeRoutes: [string, string, unknown?][] = [
      ['GET', P.dashboard],
      ['POST', P.handleSubmission(sam), {}],
      ['GET', `${P.students}?zoek=sam`],
      ['GET', P.studentGroups(sam)],
      ['POST', P.resetPassword(sam), {}],
      ['POST', P.unlock(sam), {}],
      ['POST', P.move(sam), { groupId: other.groupId }],
    ];
    const superRoutes: [string, string, unknown?][] = [
      ['GET', P.audit],
      ['GET', P.auditFilters],
      ['GET', P.staff],
      ['POST', P.staff, { name: 'X', email: 'x@kantoor.example' }],
      ['PATCH', P.staffMember(office.id), { role: 'superadmin' }],
      ['POST', P.deactivateStaff(office.id), {}],
      ['POST', P.activateStaff(office.id), {}],
    ];
    const call = (method: string, url: string, body: unknown, token: string) =>
      t.client.request({ method: method as 'GET', url, payload: body as object, ...bearer(token) });
    for (const [method, url, body] of [...officeRoutes, ...superRoutes]) {
      for (const token of [admin, anne, student]) {
        expect((await call(method, url, body, token)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect(
        (await t.client.request({ method: method as 'GET', url, payload: body as object })).statusCode,
      ).toBe(401);
    }
    for (const [method, url, body] of superRoutes) {
      expect((await call(method, url, body, office.token)).statusCode, `office ${method} ${url}`).toBe(403);
    }
    // Nothing was changed by the refused calls.
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('counts each figure as a hand count of the stored data says', async () => {
    const { db } = t.database;
    const today = dayOf(new Date());
    const monday = mondayOf(today);
    // Answers: two students of the test school today, one of them also on Monday, one three weeks
    // ago, and one ten weeks ago (outside the eight weeks).
    const [a, b] = other.students;
    const rows = [
      { studentId: a!.id, day: today, practiceTaskId: 'task-a', answers: 12 },
      { studentId: a!.id, day: today, practiceTaskId: 'task-b', answers: 3 },
      { studentId: b!.id, day: today, practiceTaskId: 'task-a', answers: 7 },
      {
        studentId: b!.id,
        day: monday === today ? addDays(today, -7) : monday,
        practiceTaskId: 'task-c',
        answers: 5,
      },
      { studentId: a!.id, day: addDays(monday, -21), practiceTaskId: 'task-a', answers: 9 },
      { studentId: a!.id, day: addDays(monday, -70), practiceTaskId: 'task-a', answers: 100 },
    ];
    await db.insert(answerDayTotals).values(
      rows.map((r) => ({
        ...r,
        accountId: other.accountId,
        correct: r.answers,
        answerMs: 1000 * r.answers,
      })),
    );

    const before = (await get(P.dashboard, office.token)).json() as DashboardResponse;
    expect(before.today).toBe(today);

    // Accounts: before our own, every account that is not deactivated is counted once, by kind.
    const accountRows = await db.select().from(accounts).where(isNull(accounts.deactivatedAt));
    const sum = (x: Record<string, number>) => Object.values(x).reduce((a, b) => a + b, 0);
    expect(sum(before.accounts.school)).toBe(accountRows.filter((a) => a.kind === 'school').length);
    expect(sum(before.accounts.home)).toBe(accountRows.filter((a) => a.kind === 'home').length);
    const trialsBefore = before.trialsEnding.length;

    // Four schools with a licence each, one home account with a trial, one deactivated school.
    const make = async (name: string, kind: 'school' | 'home' = 'school', deactivated = false) =>
      (
        await db
          .insert(accounts)
          .values({ name, kind, country: 'NL', deactivatedAt: deactivated ? new Date() : null })
          .returning({ id: accounts.id })
      )[0]!.id;
    const soon = await make('Trial eindigt gauw');
    const later = await make('Trial loopt nog');
    const paid = await make('Betaalde school');
    const ended = await make('Verlopen school');
    const home = await make('Familie Test', 'home');
    const gone = await make('Uitgeschakelde school', 'school', true);
    await db.insert(licences).values([
      {
        accountId: soon,
        kind: 'trial',
        maxStudents: 30,
        startsOn: addDays(today, -20),
        endsOn: addDays(today, 3),
      },
      {
        accountId: later,
        kind: 'trial',
        maxStudents: 30,
        startsOn: addDays(today, -2),
        endsOn: addDays(today, 40),
      },
      {
        accountId: paid,
        kind: 'school',
        maxStudents: 300,
        startsOn: addDays(today, -100),
        endsOn: addDays(today, 200),
      },
      {
        accountId: ended,
        kind: 'school',
        maxStudents: 300,
        startsOn: addDays(today, -400),
        endsOn: addDays(today, -1),
      },
      { accountId: home, kind: 'trial', maxStudents: 3, startsOn: today, endsOn: addDays(today, 13) },
      { accountId: gone, kind: 'trial', maxStudents: 3, startsOn: today, endsOn: addDays(today, 2) },
    ]);

    // Submissions: two new contact messages, one new application (from an invite), one handled.
    const submission = (kind: 'contact' | 'aanvraag', name: string, extra: object = {}) => ({
      kind,
      name,
      email: `${name.toLowerCase().replace(/\W/g, '')}@school.example`,
      payload:
        kind === 'contact'
          ? { subject: 'question', message: `Vraag van ${name}`, school: `School van ${name}` }
          : { organisation: `School van ${name}`, kind: 'school' },
      locale: 'nl',
      ...extra,
    });
    await db
      .insert(siteSubmissions)
      .values([
        submission('contact', 'Karin'),
        submission('contact', 'Pieter'),
        submission('aanvraag', 'Joost', { inviteId: '11111111-1111-4111-8111-111111111111' }),
        submission('contact', 'Oud', { handledAt: new Date() }),
      ]);

    const res = await get(P.dashboard, superadmin.token);
    expect(res.statusCode).toBe(200);
    const d = res.json() as DashboardResponse;

    // Hand counts.
    const delta = (kind: 'school' | 'home') =>
      Object.fromEntries(
        Object.entries(d.accounts[kind]).map(([state, n]) => [
          state,
          n - before.accounts[kind][state as 'none'],
        ]),
      );
    expect(delta('school')).toEqual({ trial: 2, active: 1, expired: 1, none: 0 });
    expect(delta('home')).toEqual({ trial: 1, active: 0, expired: 0, none: 0 });
    expect(d.trialsEnding).toHaveLength(trialsBefore + 2);
    expect(
      d.trialsEnding.filter((x) => x.name !== 'Uitgeschakelde school').map((x) => [x.name, x.endsOn]),
    ).toEqual(
      expect.arrayContaining([
        ['Trial eindigt gauw', addDays(today, 3)],
        ['Familie Test', addDays(today, 13)],
      ]),
    );
    expect(d.trialsEnding.map((x) => x.endsOn)).toEqual(d.trialsEnding.map((x) => x.endsOn).sort());

    // Activity: an independent count over every stored row (the demo's practice included).
    const all = await db.select().from(answerDayTotals);
    const firstWeek = addDays(monday, -49);
    const todayRows = all.filter((r) => r.day === today);
    expect(d.activeToday).toBe(new Set(todayRows.map((r) => r.studentId)).size);
    expect(d.answersToday).toBe(todayRows.reduce((s, r) => s + r.answers, 0));
    const weekRows = all.filter((r) => r.day >= monday);
    expect(d.activeThisWeek).toBe(new Set(weekRows.map((r) => r.studentId)).size);
    expect(d.weeks).toHaveLength(8);
    expect(d.weeks[0]!.week).toBe(firstWeek);
    expect(d.weeks[7]!.week).toBe(monday);
    for (const w of d.weeks) {
      const inWeek = all.filter((r) => r.day >= w.week && r.day < addDays(w.week, 7));
      expect(w, w.week).toEqual({
        week: w.week,
        answers: inWeek.reduce((s, r) => s + r.answers, 0),
        activeStudents: new Set(inWeek.map((r) => r.studentId)).size,
      });
    }
    expect(d.activeToday).toBeGreaterThanOrEqual(2);
    expect(d.weeks[4]!.answers).toBeGreaterThanOrEqual(9);

    expect(d.submissions.contacts - before.submissions.contacts).toBe(2);
    expect(d.submissions.applications - before.submissions.applications).toBe(1);
    const joost = d.submissions.latest.find((s) => s.name === 'Joost')!;
    expect(joost).toMatchObject({ kind: 'aanvraag', organisation: 'School van Joost', fromInvite: true });
    const karin = d.submissions.latest.find((s) => s.name === 'Karin')!;
    expect(karin).toMatchObject({ kind: 'contact', subject: 'question', message: 'Vraag van Karin' });
    expect(d.submissions.latest.some((s) => s.name === 'Oud')).toBe(false);
  });

  it('lists accounts over their licence limit and paid licences ending within 60 days, not yet renewed', async () => {
    const { db } = t.database;
    const today = dayOf(new Date());
    const crowded = await createSchool(t, 'teveel', 3);
    const licence = (
      accountId: string,
      kind: 'trial' | 'school' | 'home',
      from: number,
      to: number,
      max = 30,
    ) => ({
      accountId,
      kind,
      maxStudents: max,
      startsOn: addDays(today, from),
      endsOn: addDays(today, to),
    });
    const make = async (name: string, deactivated = false) =>
      (
        await db
          .insert(accounts)
          .values({ name, kind: 'school', country: 'NL', deactivatedAt: deactivated ? new Date() : null })
          .returning({ id: accounts.id })
      )[0]!.id;
    const edge = await make('Eindigt over zestig dagen');
    const renewed = await make('Al verlengd');
    const later = await make('Eindigt over eenenzestig dagen');
    const trial = await make('Proef eindigt gauw');
    const gone = await make('Uitgeschakeld en bijna afgelopen', true);
    await db
      .insert(licences)
      .values([
        licence(crowded.accountId, 'school', -10, 20, 2),
        licence(edge, 'school', -300, 60),
        licence(renewed, 'school', -300, 30),
        licence(renewed, 'school', 31, 400),
        licence(later, 'home', -300, 61),
        licence(trial, 'trial', -10, 10),
        licence(gone, 'school', -300, 5),
      ]);

    const d = (await get(P.dashboard, office.token)).json() as DashboardResponse;
    expect(d.overLimit.accounts).toContainEqual({
      accountId: crowded.accountId,
      name: 'School teveel',
      studentsUsed: 3,
      maxStudents: 2,
    });
    expect(d.overLimit.total).toBeGreaterThanOrEqual(d.overLimit.accounts.length);
    for (const a of d.overLimit.accounts) expect(a.studentsUsed).toBeGreaterThan(a.maxStudents);
    // The accounts list filtered on it counts the same accounts (the dashboard leaves deactivated ones out).
    const listed = (
      await get(`${ACCOUNTS.accounts}?students=overLimit&pageSize=100`, office.token)
    ).json() as { accounts: { id: string; deactivatedAt: string | null }[] };
    expect(listed.accounts.filter((a) => !a.deactivatedAt).length).toBe(d.overLimit.total);

    const ours = new Set([crowded.accountId, edge, renewed, later, trial, gone]);
    expect(d.renewals.filter((r) => ours.has(r.accountId))).toEqual([
      {
        accountId: crowded.accountId,
        name: 'School teveel',
        licenceId: expect.any(String),
        kind: 'school',
        endsOn: addDays(today, 20),
        maxStudents: 2,
        studentsUsed: 3,
      },
      {
        accountId: edge,
        name: 'Eindigt over zestig dagen',
        licenceId: expect.any(String),
        kind: 'school',
        endsOn: addDays(today, 60),
        maxStudents: 30,
        studentsUsed: 0,
      },
    ]);
    expect(d.renewals.map((r) => r.endsOn)).toEqual(d.renewals.map((r) => r.endsOn).sort());
    expect(d.renewals.every((r) => r.endsOn >= today && r.endsOn <= addDays(today, RENEWAL_DAYS))).toBe(true);
  });

  it('reads the current week live and keeps the finished weeks for a while', async () => {
    const { db } = t.database;
    const today = dayOf(new Date());
    const monday = mondayOf(today);
    const before = (await get(P.dashboard, office.token)).json() as DashboardResponse;
    const [, b] = other.students;
    await db.insert(answerDayTotals).values([
      {
        accountId: other.accountId,
        studentId: b!.id,
        day: today,
        practiceTaskId: 'task-z',
        answers: 4,
        correct: 4,
        answerMs: 4000,
      },
      {
        accountId: other.accountId,
        studentId: b!.id,
        day: addDays(monday, -14),
        practiceTaskId: 'task-z',
        answers: 6,
        correct: 6,
        answerMs: 6000,
      },
    ]);
    const after = (await get(P.dashboard, office.token)).json() as DashboardResponse;
    expect(after.answersToday).toBe(before.answersToday + 4);
    expect(after.weeks[7]!.answers).toBe(before.weeks[7]!.answers + 4);
    // Two weeks ago: still the figure of the first read (the finished weeks are cached).
    expect(after.weeks[5]).toEqual(before.weeks[5]);
    // Read without the cache, the stored data count.
    const { dashboard } = await import('../../server/api/office-support/dashboard');
    expect((await dashboard(db)).weeks[5]!.answers).toBe(before.weeks[5]!.answers + 6);
  });

  it('marks a contact message handled (once, recorded) and refuses an unknown one', async () => {
    const [row] = await t.database.db.select().from(siteSubmissions).where(eq(siteSubmissions.name, 'Karin'));
    const before = (await get(P.dashboard, office.token)).json() as DashboardResponse;
    expect((await post(P.handleSubmission(row!.id), {}, office.token)).statusCode).toBe(204);
    expect((await post(P.handleSubmission(row!.id), {}, office.token)).statusCode).toBe(204);
    const after = (await get(P.dashboard, office.token)).json() as DashboardResponse;
    expect(after.submissions.contacts).toBe(before.submissions.contacts - 1);
    expect(after.submissions.latest.some((s) => s.id === row!.id)).toBe(false);
    const entries = await auditOf('submission.handle', row!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: office.id, actorRole: 'office', accountId: null });
    expect(
      (await post(P.handleSubmission('00000000-0000-4000-8000-000000000000'), {}, office.token)).statusCode,
    ).toBe(404);
    const bad = await post(P.handleSubmission('geen-id'), {}, office.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('id');
  });
});

describe('students across accounts', () => {
  const search = async (text: string, token = office.token) => {
    const res = await get(`${P.students}?zoek=${encodeURIComponent(text)}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as StudentSearchResponse;
  };

  it('finds students by user name, name, school name and school code, with account and group', async () => {
    const byName = await search('sam.g4');
    expect(byName.students).toHaveLength(1);
    expect(byName.students[0]).toMatchObject({
      id: sam,
      displayName: 'Sam G.',
      username: 'sam.g4',
      account: { id: regenboog, name: expect.stringContaining('Regenboog') as string, kind: 'school' },
      group: { name: 'Groep 4' },
      lockedUntil: null,
      hasPassword: true,
    });
    expect((await search('Sam G')).students.map((s) => s.id)).toContain(sam);
    const bySchool = await search('school support');
    expect(bySchool.students.map((s) => s.username).sort()).toEqual([
      'leerling0.support',
      'leerling1.support',
    ]);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, other.accountId));
    expect((await search(account!.loginCode)).students).toHaveLength(2);
    // Staff are never found; a search with % finds it literally.
    expect((await search('docent.support')).students).toEqual([]);
    expect((await search('%%')).students).toEqual([]);
  });

  it('refuses a search that is too short or missing, with the field', async () => {
    for (const url of [`${P.students}?zoek=s`, P.students]) {
      const res = await get(url, office.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('zoek');
    }
  });

  it('resets a password (shown once, never logged) and the student signs in with it', async () => {
    const res = await post(P.resetPassword(sam), {}, office.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { password } = res.json() as { password: string };
    expect(password).toMatch(/^[a-z]+\d{2}$/);
    // The old session ended; the new password works.
    expect((await get(P.dashboard, student)).statusCode).toBe(401);
    student = await login(t, 'sam.g4', password);
    const [entry] = await auditOf('student.resetPassword', sam);
    expect(entry).toMatchObject({ accountId: regenboog, actorId: office.id, actorRole: 'office' });
    expect(JSON.stringify(entry!.detail)).not.toContain(password);
    expect(JSON.stringify(await t.database.db.select().from(auditLog))).not.toContain(password);
    expect((await post(P.resetPassword(other.docent.id), {}, office.token)).statusCode).toBe(404);
  });

  it('unlocks a student locked after failed sign-ins', async () => {
    for (let i = 0; i < 10; i++) await t.client.post('/api/auth', { username: 'sam.g4', password: 'fout' });
    expect((await t.client.post('/api/auth', { username: 'sam.g4', password: 'fout' })).statusCode).toBe(429);
    const found = await search('sam.g4');
    expect(found.students[0]!.lockedUntil).not.toBeNull();
    const res = await post(P.unlock(sam), {}, superadmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sam, lockedUntil: null });
    expect(
      await t.database.db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, `user:${sam}`)),
    ).toEqual([]);
    const [entry] = await auditOf('student.unlock', sam);
    expect(entry).toMatchObject({
      accountId: regenboog,
      actorRole: 'superadmin',
      detail: { wasLocked: true },
    });
  });

  it('moves a student to another class of the same account only', async () => {
    const groupsRes = await get(P.studentGroups(sam), office.token);
    expect(groupsRes.statusCode).toBe(200);
    const classes = groupsRes.json().groups as { id: string; name: string }[];
    expect(classes.map((g) => g.name)).toEqual(expect.arrayContaining(['Groep 4', 'Groep 6']));
    const g4 = classes.find((g) => g.name === 'Groep 4')!.id;
    const g6 = classes.find((g) => g.name === 'Groep 6')!.id;

    const cross = await post(P.move(sam), { groupId: other.groupId }, office.token);
    expect(cross.statusCode).toBe(400);
    expect(cross.json().errors).toEqual({ groupId: 'format' });
    const missing = await post(P.move(sam), {}, office.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('groupId');
    expect((await post(P.move(sam), { groupId: g6, extra: 1 }, office.token)).statusCode).toBe(400);
    expect((await post(P.move(other.docent.id), { groupId: other.groupId }, office.token)).statusCode).toBe(
      404,
    );

    const res = await post(P.move(sam), { groupId: g6 }, office.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().group).toEqual({ id: g6, name: 'Groep 6' });
    const [entry] = await auditOf('student.move', sam);
    expect(entry).toMatchObject({ accountId: regenboog, detail: { fromGroupId: g4, toGroupId: g6 } });
    // Back where he was, for the suites after this one.
    expect((await post(P.move(sam), { groupId: g4 }, office.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, sam));
    expect(row!.groupId).toBe(g4);
  });
});

describe('the audit log', () => {
  const read = async (query = '', token = superadmin.token) => {
    const res = await get(`${P.audit}${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AuditResponse;
  };

  it('lists who did what when on which account, newest first, filtered and paged', async () => {
    const all = await read();
    expect(all.total).toBe((await t.database.db.select().from(auditLog)).length);
    const times = all.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const school = await read(`?accountId=${regenboog}`);
    // The office's searches that showed Sam (the same answer again within a quarter of an hour is one
    // entry), and what it changed.
    expect(school.entries.map((e) => e.action).sort()).toEqual(
      ['pupilData.view', 'student.move', 'student.move', 'student.resetPassword', 'student.unlock'].sort(),
    );
    const view = school.entries.find((e) => e.action === 'pupilData.view')!;
    expect(view).toMatchObject({
      actor: { id: office.id },
      detail: { view: 'search', studentIds: [sam], count: 1 },
      refs: { [sam]: { kind: 'student', name: 'Sam G.' } },
    });
    expect(JSON.stringify(await t.database.db.select().from(auditLog))).not.toMatch(/sam\.g4|Sam G/);
    const reset = school.entries.find((e) => e.action === 'student.resetPassword')!;
    expect(reset.actor).toEqual({ id: office.id, name: 'kantoor.support', role: 'office' });
    expect(reset.refs).toEqual({ [sam]: { kind: 'student', name: 'Sam G.' } });
    expect(reset.account).toEqual({ id: regenboog, name: expect.stringContaining('Regenboog') as string });

    const moves = await read(`?action=student.move&pageSize=10`);
    expect(moves.total).toBe(2);
    const page1 = await read(`?accountId=${regenboog}&pageSize=10&page=1`);
    expect(page1.entries).toHaveLength(5);
    const page2 = await read(`?accountId=${regenboog}&pageSize=10&page=2`);
    expect(page2).toMatchObject({ entries: [], total: 5, page: 2 });

    const today = dayOf(new Date());
    expect((await read(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await read(`?to=${addDays(today, -1)}`)).total).toBe(0);
    expect((await read(`?from=${addDays(today, 1)}`)).total).toBe(0);

    const filters = (await get(P.auditFilters, superadmin.token)).json();
    // Regenboog (changes and searches) and the suite's own school (searches that showed its pupils).
    expect(filters.accounts).toEqual(
      expect.arrayContaining([
        { id: regenboog, name: expect.stringContaining('Regenboog') as string },
        { id: other.accountId, name: 'School support' },
      ]),
    );
    expect(filters.accounts).toHaveLength(2);
    expect(filters.actions).toEqual(expect.arrayContaining(['student.move', 'submission.handle']));
    expect(filters.actors).toEqual(
      expect.arrayContaining([
        { id: office.id, name: 'kantoor.support', role: 'office', accountName: null },
        { id: superadmin.id, name: 'super.support', role: 'superadmin', accountName: null },
      ]),
    );
  });

  it('refuses bad filters with the field', async () => {
    for (const [query, field] of [
      ['?accountId=geen', 'accountId'],
      ['?from=2026-13-01', 'from'],
      ['?pageSize=7', 'pageSize'],
      ['?page=0', 'page'],
      ['?action=a;drop', 'action'],
      ['?from=2026-05-02&to=2026-05-01', 'to'],
      ['?onbekend=1', '_'],
    ] as const) {
      const res = await get(`${P.audit}${query}`, superadmin.token);
      expect(res.statusCode, query).toBe(400);
      if (field !== '_') expect(res.json().errors, query).toHaveProperty(field);
    }
  });
});

describe('office users', () => {
  const list = async () => {
    const res = await get(P.staff, superadmin.token);
    expect(res.statusCode).toBe(200);
    return res.json().users as OfficeUser[];
  };

  it('lists office and superadmin users only', async () => {
    const users_ = await list();
    const names = users_.map((u) => u.username);
    expect(names).toEqual(
      expect.arrayContaining(['office', 'superadmin', 'kantoor.support', 'super.support']),
    );
    expect(names).not.toContain('admin.regenboog');
    expect(users_.every((u) => u.status === 'active')).toBe(true);
  });

  it('invites an office user by e-mail with a set-password link, recorded', async () => {
    const bad = await post(P.staff, { name: '', email: 'geen-adres' }, superadmin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ name: 'required', email: 'email' });
    const taken = await post(P.staff, { name: 'Anne', email: 'ANNE@regenboog.example' }, superadmin.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: 'emailUnavailable' });

    const res = await post(P.staff, { name: 'Kim Kantoor', email: 'Kim@Kantoor.example' }, superadmin.token);
    expect(res.statusCode).toBe(201);
    const kim = res.json() as OfficeUser;
    expect(kim).toMatchObject({
      name: 'Kim Kantoor',
      email: 'kim@kantoor.example',
      role: 'office',
      status: 'invited',
    });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'kim@kantoor.example'));
    const link =
      /https:\/\/rekenblobs\.example\/auth\/wachtwoordherstellen\/([0-9a-f-]{36})\/([\w-]{43})/.exec(
        mail!.body,
      )!;
    expect(link[1]).toBe(kim.id);
    const [token] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, kim.id));
    expect(token!.expiresAt.getTime() - Date.now()).toBeGreaterThan(INVITE_TOKEN_TTL_MS - 60_000);
    const [entry] = await auditOf('officeUser.invite', kim.id);
    expect(entry).toMatchObject({ accountId: null, actorId: superadmin.id });
    expect(JSON.stringify(entry)).not.toContain(link[2]!);

    // Kim sets a password and signs in as office.
    const set = await t.client.post('/api/auth/wachtwoord/herstellen', {
      userId: link[1],
      token: link[2],
      password: 'Kantoor-werk-2026!',
    });
    expect(set.statusCode).toBe(204);
    const kimToken = await login(t, 'kim@kantoor.example', 'Kantoor-werk-2026!');
    expect((await get(P.dashboard, kimToken)).statusCode).toBe(200);
    expect((await get(P.staff, kimToken)).statusCode).toBe(403);
  });

  it('changes roles, never one’s own, and keeps an active superadmin', async () => {
    const patch = (id: string, body: unknown, token = superadmin.token) =>
      t.client.patch(P.staffMember(id), body, bearer(token));
    const self = await patch(superadmin.id, { role: 'office' });
    expect(self.statusCode).toBe(409);
    expect(self.json().errors).toEqual({ role: 'notYourself' });
    const bad = await patch(office.id, { role: 'schooladmin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('role');
    expect((await patch(await userId(t, 'admin.regenboog'), { role: 'office' })).statusCode).toBe(404);

    const up = await patch(office.id, { role: 'superadmin' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ role: 'superadmin' });
    // The old token carried the old role: that session ended.
    expect((await get(P.dashboard, office.token)).statusCode).toBe(401);
    office.token = await login(t, 'kantoor.support', 'kantoor-test');
    const [entry] = await auditOf('officeUser.role', office.id);
    expect(entry).toMatchObject({ accountId: null, detail: { from: 'office', to: 'superadmin' } });

    // Only these two are active superadmins; each demotes the other at the same moment: one wins,
    // the other is refused, and one active superadmin remains.
    const demo = await userId(t, 'superadmin');
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, demo));
    const [a, b] = await Promise.all([
      patch(office.id, { role: 'office' }, superadmin.token),
      patch(superadmin.id, { role: 'office' }, office.token),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const loser = a.statusCode === 200 ? b : a;
    if (loser.statusCode === 409) expect(loser.json().errors).toEqual({ role: 'lastSuperadmin' });
    const supers = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'superadmin'), isNull(users.deactivatedAt)));
    expect(supers).toHaveLength(1);
    // Restore: the demo superadmin back, super.support superadmin, kantoor.support office.
    await t.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, demo));
    await t.database.db.update(users).set({ role: 'superadmin' }).where(eq(users.id, superadmin.id));
    await t.database.db.update(users).set({ role: 'office' }).where(eq(users.id, office.id));
    superadmin.token = await login(t, 'super.support', 'kantoor-test');
    office.token = await login(t, 'kantoor.support', 'kantoor-test');
  });

  it('deactivates and reactivates, never oneself', async () => {
    const self = await post(P.deactivateStaff(superadmin.id), {}, superadmin.token);
    expect(self.statusCode).toBe(409);
    expect(self.json().errors).toEqual({ user: 'notYourself' });

    const res = await post(P.deactivateStaff(office.id), {}, superadmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'deactivated' });
    expect((await get(P.dashboard, office.token)).statusCode).toBe(401);
    expect(
      (await t.client.post('/api/auth', { username: 'kantoor.support', password: 'kantoor-test' }))
        .statusCode,
    ).toBe(403);
    const back = await post(P.activateStaff(office.id), {}, superadmin.token);
    expect(back.json()).toMatchObject({ status: 'active' });
    office.token = await login(t, 'kantoor.support', 'kantoor-test');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetId, office.id),
          inArray(auditLog.action, ['officeUser.deactivate', 'officeUser.activate']),
        ),
      );
    expect(entries.map((e) => e.action).sort()).toEqual(['officeUser.activate', 'officeUser.deactivate']);
    expect(entries.every((e) => e.accountId === null)).toBe(true);
    expect((await post(P.deactivateStaff(other.docent.id), {}, superadmin.token)).statusCode).toBe(404);
  });
});
