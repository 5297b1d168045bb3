import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../server/db/schema';
import { hashPassword } from '../../server/identity/passwords';
import { ROSTER_PATHS, type EdexmlSummary } from '../../src/domain/contracts/roster';
import { accountIdOf, bearer, login, seedDemo, userId } from './helpers/auth';
import { createSchool, type TestSchool } from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * User names across schools (issue 25, "Trust"): a sign-in never tells whether a password fits an
 * account it does not sign in, and staff and office user names belong to one user in the product.
 */
let t: TestApp;
let regenboog: string;
let admin: string;
let office: string;
/** Another school: its docent is the attacker, renaming their own pupils. */
let other: TestSchool;
let otherCode: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  regenboog = (await accountIdOf(t, 'admin.regenboog'))!;
  admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  office = await login(t, 'office', 'office-demo');
  other = await createSchool(t, 'orakel', 3);
  const [account] = await t.database.db
    .select({ loginCode: accounts.loginCode })
    .from(accounts)
    .where(eq(accounts.id, other.accountId));
  otherCode = account!.loginCode;
});
afterAll(() => t.close());

const signIn = (body: { username: string; password: string; school?: string }) =>
  t.client.post('/api/auth', body);
const rename = (studentId: string, username: string, token = other.docent.token) =>
  t.client.patch(ROSTER_PATHS.student(studentId), { username }, bearer(token));
const setPassword = (studentId: string, password: string) =>
  t.client.put(ROSTER_PATHS.studentPassword(studentId), { password }, bearer(other.docent.token));

describe('a user name several schools use', () => {
  it('answers the same whichever account the password fits, and signs nobody in without the school code', async () => {
    // The attacker names an own pupil after a child of another school (allowed: names are per school).
    const own = other.students[0]!;
    expect((await rename(own.id, 'sam.g4')).statusCode).toBe(204);
    const answers = [];
    // Each guess is made the own pupil's password first: a wrong guess, the victim's password, and
    // a password that fits neither.
    for (const [ownPassword, guess] of [
      ['peer41', 'peer41'],
      ['appel', 'appel'],
      ['peer41', 'niets77'],
    ] as const) {
      expect((await setPassword(own.id, ownPassword)).statusCode).toBe(200);
      answers.push(await signIn({ username: 'sam.g4', password: guess }));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toMatch(/schoolcode/);
      expect(answer.body).toBe(answers[0]!.body);
    }
  });

  it('signs each child in with their own school code and password', async () => {
    const own = other.students[0]!;
    expect((await setPassword(own.id, 'peer41')).statusCode).toBe(200);
    const victim = await signIn({ username: 'sam.g4', password: 'appel', school: 'regenboog' });
    expect(victim.statusCode).toBe(200);
    const mine = await signIn({ username: 'SAM.G4', password: 'peer41', school: otherCode.toUpperCase() });
    expect(mine.statusCode).toBe(200);
    const wrongSchool = await signIn({ username: 'sam.g4', password: 'appel', school: otherCode });
    expect(wrongSchool.statusCode).toBe(401);
    expect(wrongSchool.json().message).toMatch(/klopt niet/);
  });

  it('never locks the child of another school, however often the name is tried without a code', async () => {
    for (let i = 0; i < 12; i++)
      expect((await signIn({ username: 'sam.g4', password: `g${i}` })).statusCode).toBe(401);
    expect((await signIn({ username: 'sam.g4', password: 'appel', school: 'regenboog' })).statusCode).toBe(
      200,
    );
  });

  it('counts wrong passwords with the school code against the child they were tried on', async () => {
    expect((await rename(other.students[1]!.id, 'noor.g4')).statusCode).toBe(204);
    for (let i = 0; i < 10; i++)
      expect((await signIn({ username: 'noor.g4', password: `g${i}`, school: 'regenboog' })).statusCode).toBe(
        401,
      );
    const locked = await signIn({ username: 'noor.g4', password: 'peer', school: 'regenboog' });
    expect(locked.statusCode).toBe(429);
    // The other school's noor.g4 was not tried, and is not locked.
    expect((await setPassword(other.students[1]!.id, 'peer52')).statusCode).toBe(200);
    expect((await signIn({ username: 'noor.g4', password: 'peer52', school: otherCode })).statusCode).toBe(
      200,
    );
  });
});

describe('staff and office user names', () => {
  it('are refused as a pupil’s new user name, with a field error that names no school', async () => {
    const pupil = other.students[2]!;
    for (const name of ['superadmin', 'office', 'juf.anne', 'admin.regenboog']) {
      const res = await rename(pupil.id, name);
      expect(res.statusCode, name).toBe(409);
      expect(res.json().errors).toEqual({ username: 'usernameUnavailable' });
      expect(res.json().message).toBe('Deze gebruikersnaam kan niet worden gebruikt. Kies een andere.');
    }
    const en = await t.client.patch(
      ROSTER_PATHS.student(pupil.id),
      { username: 'office' },
      { headers: { ...bearer(other.docent.token).headers, 'accept-language': 'en' } },
    );
    expect(en.json().message).toBe('This user name cannot be used. Please choose another one.');
    // A name of the own school's staff is still "taken at this school".
    const anne = await login(t, 'juf.anne', 'anne-lesgeven');
    const daan = await userId(t, 'daan.g4');
    expect((await rename(daan, 'admin.regenboog', anne)).json().errors).toEqual({
      username: 'usernameTaken',
    });
    // Nothing changed: office and superadmin still sign in without a school code.
    expect(await login(t, 'superadmin', 'superadmin-demo')).toBeTruthy();
    expect(await login(t, 'office', 'office-demo')).toBeTruthy();
  });

  it('are never given to a pupil added by hand: the next free name is', async () => {
    const res = await t.client.post(
      ROSTER_PATHS.students(other.groupId),
      { students: [{ firstName: 'Office' }, { firstName: 'Superadmin' }] },
      bearer(other.docent.token),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().students.map((s: { username: string }) => s.username)).toEqual([
      'office2',
      'superadmin2',
    ]);
  });

  it('are never given to a pupil an EDEXML import adds', async () => {
    const school = await createSchool(t, 'edex', 0);
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<EDEX>
  <school><schooljaar>2026-2027</schooljaar><brincode>98YY</brincode><xsdversie>2.1</xsdversie></school>
  <groepen><groep key="G1"><naam>Groep 3</naam><jaargroep>3</jaargroep></groep></groepen>
  <leerlingen>
    <leerling key="L1"><achternaam>Jansen</achternaam><roepnaam>Office</roepnaam><jaargroep>3</jaargroep><groep key="G1"/></leerling>
  </leerlingen>
</EDEX>`;
    const res = await t.client.post(ROSTER_PATHS.edexml(school.accountId), file, {
      headers: { ...bearer(office).headers, 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(200);
    const summary = res.json() as EdexmlSummary;
    expect(summary.students.new.map((s) => s.username)).toEqual(['office2']);
  });

  it('are unique across the product: an invitation may not take a name another user signs in with', async () => {
    // An office user whose user name is an e-mail address without being their e-mail address (as
    // SUPERADMIN_USERNAME may make one).
    await t.database.db.insert(users).values({
      role: 'office',
      username: 'baas@rekenblobs.example',
      displayName: 'Baas',
      passwordHash: await hashPassword('baas-van-kantoor'),
    });
    const invite = await t.client.post(
      ROSTER_PATHS.teachers(regenboog),
      { name: 'Nep Baas', email: 'Baas@rekenblobs.example', role: 'docent' },
      bearer(admin),
    );
    expect(invite.statusCode).toBe(409);
    expect(invite.json().errors).toEqual({ email: 'emailUnavailable' });
    expect(await login(t, 'baas@rekenblobs.example', 'baas-van-kantoor')).toBeTruthy();
  });

  it('are kept apart by the database too', async () => {
    const { db } = t.database;
    const hash = await hashPassword('oefenen-test');
    const staffIn = (accountId: string | null, username: string, role: 'docent' | 'office' = 'docent') =>
      db.insert(users).values({ role, username, displayName: username, passwordHash: hash, accountId });
    const pupilIn = (username: string) =>
      db.insert(users).values({
        role: 'leerling',
        username,
        displayName: username,
        passwordHash: hash,
        accountId: other.accountId,
        groupId: other.groupId,
      });
    // A staff name of another school, an office name, in any case.
    await expect(staffIn(other.accountId, 'juf.anne')).rejects.toThrow();
    await expect(staffIn(other.accountId, 'SUPERADMIN')).rejects.toThrow();
    await expect(staffIn(null, 'Juf.Anne', 'office')).rejects.toThrow();
    // A pupil with a staff or office name, and staff with a pupil's name.
    await expect(pupilIn('office')).rejects.toThrow();
    await expect(pupilIn('Juf.Anne')).rejects.toThrow();
    await expect(staffIn(other.accountId, 'emma.g6')).rejects.toThrow();
    await expect(
      db.update(users).set({ username: 'superadmin' }).where(eq(users.id, other.students[2]!.id)),
    ).rejects.toThrow();
    // Pupils of two schools may share a name.
    await expect(pupilIn('emma.g6')).resolves.toBeDefined();
  });
});
