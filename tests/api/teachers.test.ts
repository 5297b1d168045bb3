import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVITE_TOKEN_TTL_MS } from '../../server/api/teachers/teachers';
import { accounts, groups, outbox, passwordResetTokens, users } from '../../server/db/schema';
import { ROSTER_PATHS, type Teacher } from '../../src/domain/contracts/roster';
import { accountIdOf, bearer, login, seedDemo, ssoLogin, userId } from './helpers/auth';
import { createSchool, createStaff, type TestSchool, type TestUser } from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: string;
let admin: string;
let adminId: string;
let anne: string;
let student: string;
let office: TestUser;
let other: TestSchool;
let g4: string;
let g6: string;
const STRONG = 'Rekenen-met-blobs-42';
const LINK = /https:\/\/rekenblobs\.example\/auth\/wachtwoordherstellen\/([0-9a-f-]{36})\/([\w-]{43})/;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://rekenblobs.example' });
  await seedDemo(t);
  school = (await accountIdOf(t, 'admin.regenboog'))!;
  admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  adminId = await userId(t, 'admin.regenboog');
  anne = await login(t, 'juf.anne', 'anne-lesgeven');
  student = await login(t, 'sam.g4', 'appel');
  office = await createStaff(t, 'office', 'kantoor.docenten');
  other = await createSchool(t, 'docenten', 1);
  const rows = await t.database.db.select().from(groups).where(eq(groups.accountId, school));
  g4 = rows.find((g) => g.name === 'Groep 4')!.id;
  g6 = rows.find((g) => g.name === 'Groep 6')!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outbox);
});

async function teachers(token = admin, account = school): Promise<Teacher[]> {
  const res = await t.client.get(ROSTER_PATHS.teachers(account), bearer(token));
  expect(res.statusCode).toBe(200);
  return res.json().teachers;
}
const invite = (body: unknown, token = admin, account = school) =>
  t.client.post(ROSTER_PATHS.teachers(account), body, bearer(token));
const patch = (id: string, body: unknown, token = admin, account = school) =>
  t.client.patch(ROSTER_PATHS.teacher(account, id), body, bearer(token));
const deactivate = (id: string, token = admin, account = school) =>
  t.client.post(ROSTER_PATHS.deactivateTeacher(account, id), {}, bearer(token));
const activate = (id: string, token = admin, account = school) =>
  t.client.post(ROSTER_PATHS.activateTeacher(account, id), {}, bearer(token));
const staffCount = async () =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.accountId, school))).length;

/** Follows the invitation mail's link: sets the password the way the client's page does. */
async function acceptInvite(to: string, password = STRONG): Promise<string> {
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, to));
  const match = LINK.exec(mail!.body)!;
  // The invitation's link says so: its page speaks of a first password.
  expect(mail!.body.slice(match.index + match[0].length)).toMatch(/^\?uitnodiging\s/);
  const res = await t.client.post('/api/auth/wachtwoord/herstellen', {
    userId: match[1],
    token: match[2],
    password,
  });
  expect(res.statusCode).toBe(204);
  return match[1]!;
}

describe('the teachers of a school', () => {
  it('lists the staff with role, groups, status and last sign-in; never students', async () => {
    await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    const list = await teachers();
    expect(list.map((x) => x.name)).toEqual(['Anne Jansen', 'Marieke de Boer']);
    const anneRow = list.find((x) => x.name === 'Anne Jansen')!;
    expect(anneRow).toMatchObject({ email: 'anne@regenboog.example', role: 'docent', status: 'active' });
    expect(anneRow.groups.map((g) => g.name).sort()).toEqual(['Groep 4', 'Groep 6']);
    expect(anneRow.lastSignInAt).not.toBeNull();
    expect(list.find((x) => x.name === 'Marieke de Boer')).toMatchObject({ role: 'schooladmin' });
  });

  it('invites a teacher: a mail with a set-password link that works, and then they sign in', async () => {
    const res = await invite({
      name: 'Bram Visser',
      email: 'Bram@Regenboog.example',
      role: 'docent',
      groupIds: [g4],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Bram Visser',
      email: 'bram@regenboog.example',
      role: 'docent',
      status: 'invited',
      groups: [{ id: g4, name: 'Groep 4' }],
      lastSignInAt: null,
    });
    const mails = await t.database.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'bram@regenboog.example',
      subject: 'Je bent uitgenodigd voor Rekenblobs',
    });
    expect(mails[0]!.body).toContain('Hallo Bram Visser');
    expect(mails[0]!.body).toContain('als docent');
    const id = res.json().id as string;
    // The invitation's link is the password reset's own token, stored as a hash, valid for a week.
    const [token] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, id));
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBeGreaterThan(
      INVITE_TOKEN_TTL_MS - 5000,
    );
    expect(mails[0]!.body).not.toContain(token!.tokenHash);
    // Before the password is set nothing signs in.
    expect(
      (await t.client.post('/api/auth', { username: 'bram@regenboog.example', password: '!invited' }))
        .statusCode,
    ).toBe(401);
    expect(await acceptInvite('bram@regenboog.example')).toBe(id);
    const bram = await login(t, 'bram@regenboog.example', STRONG);
    const seen = await t.client.get(ROSTER_PATHS.groups(school), bearer(bram));
    expect(seen.json().groups.map((g: { name: string }) => g.name)).toEqual(['Groep 4']);
    expect((await teachers()).find((x) => x.id === id)!.status).toBe('active');
  });

  it('writes a Flemish invitation for a Belgian school; office may invite into any school', async () => {
    await t.database.db.update(accounts).set({ country: 'BE' }).where(eq(accounts.id, other.accountId));
    const res = await invite(
      { name: 'Lien Peeters', email: 'lien@school.example', role: 'docent', groupIds: [other.groupId] },
      office.token,
      other.accountId,
    );
    expect(res.statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(outbox);
    expect(mail!.body).toContain('Dag Lien Peeters');
    expect(mail!.body).toContain('als leerkracht');
    expect(mail!.body).toContain('School docenten');
  });

  it('refuses an address already here clearly, and one used elsewhere without saying where', async () => {
    const before = await staffCount();
    const here = await invite({ name: 'Anne', email: 'ANNE@regenboog.example', role: 'docent' });
    expect(here.statusCode).toBe(409);
    expect(here.json()).toMatchObject({
      message: 'Deze leerkracht hoort al bij deze school.',
      errors: { email: 'teacherExists' },
    });
    // Another school's teacher, and office staff (no school at all): the same words, naming nobody.
    for (const email of ['lien@school.example', 'office@rekenblobs.example']) {
      const res = await invite({ name: 'Iemand', email, role: 'docent' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Dit e-mailadres kan niet worden gebruikt. Kies een ander e-mailadres.',
        errors: { email: 'emailUnavailable' },
      });
    }
    expect(await staffCount()).toBe(before);
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.to, 'lien@school.example')),
    ).toHaveLength(0);
  });

  it('answers bad input with the rule of each field, and groups of another school with 400', async () => {
    const before = await staffCount();
    const bad = await invite({ name: ' ', email: 'geen-adres', role: 'directeur', groupIds: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ name: 'required', email: 'email', role: 'required' });
    expect(Object.keys(bad.json().errors)).toContain('groupIds.0');
    const long = await invite({ name: 'a'.repeat(61), email: 'a@b.example', role: 'docent' });
    expect(long.json().errors).toEqual({ name: 'maxLength:60' });
    const extra = await invite({ name: 'A', email: 'a@b.example', role: 'docent', password: 'x' });
    expect(extra.statusCode).toBe(400);
    const foreign = await invite({
      name: 'A',
      email: 'a@b.example',
      role: 'docent',
      groupIds: [other.groupId],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ groupIds: 'format' });
    expect(await staffCount()).toBe(before);
    expect(await t.database.db.select().from(outbox)).toHaveLength(0);
  });

  it('refuses a docent, a student, another school and a teacher of another school', async () => {
    const anneId = await userId(t, 'juf.anne');
    expect((await t.client.get(ROSTER_PATHS.teachers(school), bearer(anne))).statusCode).toBe(403);
    expect((await t.client.get(ROSTER_PATHS.teachers(school), bearer(student))).statusCode).toBe(403);
    expect((await invite({ name: 'A', email: 'c@d.example', role: 'docent' }, anne)).statusCode).toBe(403);
    expect((await patch(anneId, { role: 'schooladmin' }, anne)).statusCode).toBe(403);
    expect((await deactivate(adminId, anne)).statusCode).toBe(403);
    expect((await t.client.get(ROSTER_PATHS.teachers(other.accountId), bearer(admin))).statusCode).toBe(403);
    expect(
      (await invite({ name: 'A', email: 'c@d.example', role: 'docent' }, admin, other.accountId)).statusCode,
    ).toBe(403);
    // Another school's teacher through this school's path, and a student: not found.
    expect((await patch(other.docent.id, { role: 'schooladmin' })).statusCode).toBe(404);
    expect((await deactivate(other.docent.id)).statusCode).toBe(404);
    expect((await deactivate(await userId(t, 'sam.g4'))).statusCode).toBe(404);
    expect((await t.client.get(ROSTER_PATHS.teachers(school))).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.docent.id));
    expect(row).toMatchObject({ role: 'docent', deactivatedAt: null });
  });

  it('changes role and groups; a new role ends the old sessions', async () => {
    const bramId = await userId(t, 'bram@regenboog.example');
    const bram = await login(t, 'bram@regenboog.example', STRONG);
    const res = await patch(bramId, { role: 'schooladmin', groupIds: [g6, g6] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'schooladmin', groups: [{ id: g6, name: 'Groep 6' }] });
    expect((await t.client.get(ROSTER_PATHS.groups(school), bearer(bram))).statusCode).toBe(401);
    const groupsOnly = await patch(bramId, { groupIds: [] });
    expect(groupsOnly.json()).toMatchObject({ role: 'schooladmin', groups: [] });
    expect((await patch(bramId, { groupIds: [other.groupId] })).statusCode).toBe(400);
    expect((await patch(bramId, { role: 'baas' })).json().errors).toEqual({ role: 'required' });
    expect((await patch(bramId, { role: 'docent', groupIds: [g4] }, office.token)).json()).toMatchObject({
      role: 'docent',
      groups: [{ name: 'Groep 4' }],
    });
  });

  it('keeps the guard rails: not yourself, and one active schooladmin always remains', async () => {
    const self = await patch(adminId, { role: 'docent' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/eigen rol/);
    expect((await deactivate(adminId)).statusCode).toBe(409);
    // Marieke is the only active schooladmin: office cannot demote or deactivate her either.
    const last = await patch(adminId, { role: 'docent' }, office.token);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/ten minste één actieve schoolbeheerder/);
    expect((await deactivate(adminId, office.token)).statusCode).toBe(409);
    // An invited schooladmin who has not set a password does not count.
    const invited = await invite({
      name: 'Nog Niet',
      email: 'nognniet@regenboog.example',
      role: 'schooladmin',
    });
    expect(invited.json().status).toBe('invited');
    expect((await deactivate(adminId, office.token)).statusCode).toBe(409);
    // With a second active one, office may.
    await acceptInvite('nognniet@regenboog.example');
    expect((await patch(adminId, { role: 'docent' }, office.token)).statusCode).toBe(200);
    expect((await patch(adminId, { role: 'schooladmin' }, office.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    expect(row!.role).toBe('schooladmin');
    admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  });

  it('deactivates: no sign-in, no refresh, no old token; activating lets them in again', async () => {
    const bramId = await userId(t, 'bram@regenboog.example');
    const direct = await login(t, 'bram@regenboog.example', STRONG);
    const session = await ssoLogin(t, 'bram@regenboog.example', STRONG);
    const res = await deactivate(bramId);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('deactivated');
    // The right password learns that the account is off, and whom to ask; a wrong one learns nothing.
    const off = await t.client.post('/api/auth', { username: 'bram@regenboog.example', password: STRONG });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toMatch(/staat uit.*beheerder van je school/);
    const guess = await t.client.post('/api/auth', {
      username: 'bram@regenboog.example',
      password: 'x' + STRONG,
    });
    expect(guess.statusCode).toBe(401);
    expect(guess.json().message).toBe('De gebruikersnaam of het wachtwoord klopt niet.');
    expect((await t.client.get('/api/auth/token/refresh', bearer(session.refresh_token))).statusCode).toBe(
      401,
    );
    expect((await t.client.get(ROSTER_PATHS.groups(school), bearer(direct))).statusCode).toBe(401);
    expect((await t.client.get(ROSTER_PATHS.groups(school), bearer(session.access_token))).statusCode).toBe(
      401,
    );
    await expect(ssoLogin(t, 'bram@regenboog.example', STRONG)).rejects.toThrow();
    // A deactivated teacher no longer shows in a group's teachers.
    const g4row = (await t.client.get(ROSTER_PATHS.groups(school), bearer(admin)))
      .json()
      .groups.find((g: { id: string }) => g.id === g4);
    expect(g4row.teachers.map((x: { name: string }) => x.name)).not.toContain('Bram Visser');

    const back = await activate(bramId);
    expect(back.json().status).toBe('active');
    expect(await login(t, 'bram@regenboog.example', STRONG)).toBeTruthy();
  });
});

describe('sending an invitation again', () => {
  const resend = (id: string, token = admin, account = school) =>
    t.client.post(`${ROSTER_PATHS.teacher(account, id)}/uitnodiging`, {}, bearer(token));
  const linkIn = async (to: string) => {
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, to));
    return LINK.exec(mails.at(-1)!.body)!;
  };

  it('mails a fresh link; the old one no longer works, the new one does', async () => {
    const res = await invite({
      name: 'Roos Opnieuw',
      email: 'roos@regenboog.example',
      role: 'docent',
      groupIds: [],
    });
    const id = res.json().id as string;
    const [, , oldToken] = await linkIn('roos@regenboog.example');
    await t.database.db.delete(outbox);

    const again = await resend(id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, status: 'invited' });
    const mails = await t.database.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'roos@regenboog.example',
      subject: 'Je bent uitgenodigd voor Rekenblobs',
    });
    const [, , newToken] = await linkIn('roos@regenboog.example');
    expect(newToken).not.toBe(oldToken);

    const old = await t.client.post('/api/auth/wachtwoord/herstellen', {
      userId: id,
      token: oldToken,
      password: STRONG,
    });
    expect(old.statusCode).toBe(400);
    const fresh = await t.client.post('/api/auth/wachtwoord/herstellen', {
      userId: id,
      token: newToken,
      password: STRONG,
    });
    expect(fresh.statusCode).toBe(204);
    // Once a password is chosen there is nothing to resend.
    const done = await resend(id);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toMatch(/al een wachtwoord gekozen/);
  });

  it('office may resend into any school; a docent, another school and a student may not', async () => {
    const res = await invite({
      name: 'Ivo Kantoor',
      email: 'ivo@regenboog.example',
      role: 'schooladmin',
      groupIds: [],
    });
    const id = res.json().id as string;
    expect((await resend(id, office.token)).statusCode).toBe(200);
    expect((await resend(id, anne)).statusCode).toBe(403);
    expect((await resend(id, student)).statusCode).toBe(403);
    expect((await resend(id, admin, other.accountId)).statusCode).toBe(403);
    expect((await resend(id, office.token, other.accountId)).statusCode).toBe(404);
    expect((await resend(adminId)).statusCode).toBe(409);
  });
});

describe('the invitation by SMTP', () => {
  let smtpApp: TestApp;
  let server: SMTPServer;
  const received: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    smtpApp = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      publicUrl: 'https://rekenblobs.example',
    });
    await seedDemo(smtpApp);
  });
  afterAll(async () => {
    await smtpApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the set-password link through the SMTP server, and keeps nothing in the outbox', async () => {
    const token = await login(smtpApp, 'admin.regenboog', 'regenboog-admin');
    const account = (await accountIdOf(smtpApp, 'admin.regenboog'))!;
    const res = await smtpApp.client.post(
      ROSTER_PATHS.teachers(account),
      { name: 'Saar Smit', email: 'saar@regenboog.example', role: 'docent' },
      bearer(token),
    );
    expect(res.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^To: saar@regenboog\.example/m);
    expect(received[0]).toMatch(/^Subject: Je bent uitgenodigd voor Rekenblobs/m);
    const body = received[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = LINK.exec(body)!;
    expect(match[1]).toBe(res.json().id);
    expect(await smtpApp.database.db.select().from(outbox)).toHaveLength(0);
    const set = await smtpApp.client.post('/api/auth/wachtwoord/herstellen', {
      userId: match[1],
      token: match[2],
      password: STRONG,
    });
    expect(set.statusCode).toBe(204);
    expect(await login(smtpApp, 'saar@regenboog.example', STRONG)).toBeTruthy();
  });
});
