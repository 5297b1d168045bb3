import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, groups, groupTeachers, users } from '../../server/db/schema';
import { hashPassword } from '../../server/identity/passwords';
import { ROSTER_PATHS } from '../../src/domain/contracts/roster';
import { accountIdOf, bearer, login, seedDemo, userId } from './helpers/auth';
import { createSchool, type TestSchool } from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: string;
let admin: string;
let anne: string;
let sam: string;
let other: TestSchool;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  school = (await accountIdOf(t, 'admin.regenboog'))!;
  admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  anne = await login(t, 'juf.anne', 'anne-lesgeven');
  sam = await login(t, 'sam.g4', 'appel');
  other = await createSchool(t, 'ander', 1);
});
afterAll(() => t.close());

async function groupsOf(token: string, accountId = school) {
  const res = await t.client.get(ROSTER_PATHS.groups(accountId), bearer(token));
  expect(res.statusCode).toBe(200);
  return res.json().groups as {
    id: string;
    name: string;
    studentCount: number;
    teachers: { name: string }[];
    lastPractisedAt: string | null;
  }[];
}

async function groupId(name: string): Promise<string> {
  const [row] = await t.database.db.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
  return row!.id;
}

describe('groups', () => {
  it('list the school’s groups with students, teachers and when they last practised', async () => {
    const list = await groupsOf(admin);
    expect(list.map((g) => g.name)).toEqual(['Groep 4', 'Groep 6']);
    const g4 = list[0]!;
    expect(g4.studentCount).toBe(5);
    expect(g4.teachers.map((x) => x.name)).toEqual(['Anne Jansen']);
    expect(g4.lastPractisedAt).not.toBeNull(); // the demo students played rounds
  });

  it('show a docent only the groups they teach', async () => {
    const g6 = await groupId('Groep 6');
    const annesId = await userId(t, 'juf.anne');
    await t.database.db.delete(groupTeachers).where(eq(groupTeachers.groupId, g6));
    expect((await groupsOf(anne)).map((g) => g.name)).toEqual(['Groep 4']);
    const res = await t.client.get(ROSTER_PATHS.students(g6), bearer(anne));
    expect(res.statusCode).toBe(403);
    await t.database.db.insert(groupTeachers).values({ groupId: g6, userId: annesId, accountId: school });
  });

  it('are created, renamed, refused when the name is taken, and archived only when empty', async () => {
    const created = await t.client.post(
      ROSTER_PATHS.groups(school),
      { name: 'Groep 5a', yearGroup: '5' },
      bearer(admin),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(created.json().teachers.map((x: { name: string }) => x.name)).toEqual(['Marieke de Boer']);
    const taken = await t.client.patch(ROSTER_PATHS.group(id), { name: 'groep 4' }, bearer(admin));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ name: 'groupNameTaken' });
    const renamed = await t.client.patch(
      ROSTER_PATHS.group(id),
      { name: 'Groep 5', yearGroup: '5' },
      bearer(admin),
    );
    expect(renamed.json().name).toBe('Groep 5');
    const busy = await t.client.post(ROSTER_PATHS.archiveGroup(await groupId('Groep 4')), {}, bearer(admin));
    expect(busy.statusCode).toBe(409);
    expect((await t.client.post(ROSTER_PATHS.archiveGroup(id), {}, bearer(admin))).statusCode).toBe(204);
    expect((await groupsOf(admin)).map((g) => g.name)).not.toContain('Groep 5');
    const archived = await t.client.get(`${ROSTER_PATHS.groups(school)}?archived=true`, bearer(admin));
    expect(archived.json().groups.map((g: { name: string }) => g.name)).toEqual(['Groep 5']);
    expect((await t.client.post(ROSTER_PATHS.restoreGroup(id), {}, bearer(admin))).statusCode).toBe(204);
  });

  it('are merged: the students move over and the emptied group is archived', async () => {
    const a = (
      await t.client.post(ROSTER_PATHS.groups(school), { name: 'Merge A', yearGroup: '3' }, bearer(admin))
    ).json().id;
    const b = (
      await t.client.post(ROSTER_PATHS.groups(school), { name: 'Merge B', yearGroup: '3' }, bearer(admin))
    ).json().id;
    await t.client.post(
      ROSTER_PATHS.students(a),
      { students: [{ firstName: 'Ada' }, { firstName: 'Bo' }] },
      bearer(admin),
    );
    const merged = await t.client.post(ROSTER_PATHS.mergeGroup(a), { into: b }, bearer(admin));
    expect(merged.json()).toEqual({ moved: 2 });
    const list = await t.client.get(ROSTER_PATHS.students(b), bearer(admin));
    expect(list.json().students.map((s: { displayName: string }) => s.displayName)).toEqual(['Ada', 'Bo']);
    expect((await groupsOf(admin)).map((g) => g.name)).not.toContain('Merge A');
    expect((await t.client.post(ROSTER_PATHS.mergeGroup(b), { into: b }, bearer(admin))).statusCode).toBe(
      400,
    );
  });

  it('refuse other accounts, students, docents on admin actions, and bad input, changing nothing', async () => {
    const g4 = await groupId('Groep 4');
    expect((await t.client.get(ROSTER_PATHS.groups(other.accountId), bearer(admin))).statusCode).toBe(403);
    expect((await t.client.get(ROSTER_PATHS.students(other.groupId), bearer(admin))).statusCode).toBe(404);
    expect((await t.client.get(ROSTER_PATHS.groups(school), bearer(sam))).statusCode).toBe(403);
    expect((await t.client.post(ROSTER_PATHS.archiveGroup(g4), {}, bearer(anne))).statusCode).toBe(403);
    const bad = await t.client.post(
      ROSTER_PATHS.groups(school),
      { name: '', yearGroup: '9', extra: 1 },
      bearer(admin),
    );
    expect(bad.statusCode).toBe(400);
    const markup = await t.client.post(
      ROSTER_PATHS.groups(school),
      { name: '<b>', yearGroup: null },
      bearer(admin),
    );
    expect(markup.json().errors).toEqual({ name: 'charNotAllowed:<' });
    expect((await groupsOf(admin)).some((g) => g.name === '<b>')).toBe(false);
  });
});

describe('students', () => {
  it('are added from a list of names with ASCII user names and child-friendly passwords that sign in', async () => {
    const g6 = await groupId('Groep 6');
    const res = await t.client.post(
      ROSTER_PATHS.students(g6),
      {
        students: [
          { firstName: 'Léon', lastName: 'de Wit' },
          { firstName: "d'Amie" },
          { firstName: 'léon', lastName: 'Wouters' },
        ],
      },
      bearer(anne),
    );
    expect(res.statusCode).toBe(201);
    const added = res.json().students as {
      id: string;
      displayName: string;
      username: string;
      password: string;
    }[];
    expect(added.map((s) => [s.displayName, s.username])).toEqual([
      ['Léon W.', 'leonw'],
      ["D'Amie", 'damie'],
      ['Léon W.', 'leonw2'],
    ]);
    for (const s of added) expect(s.password).toMatch(/^[a-z]+\d{2}$/);
    expect(await login(t, 'leonw2', added[2]!.password)).toBeTruthy();
    const passwords = await t.client.get(ROSTER_PATHS.passwords(g6), bearer(anne));
    const leon = passwords.json().students.find((s: { username: string }) => s.username === 'leonw');
    expect(leon.password).toBe(added[0]!.password);
    expect(passwords.json().loginCode).toBe('regenboog');
  });

  it('are listed with last practised and the fluency test due; searchable data only for staff', async () => {
    const res = await t.client.get(ROSTER_PATHS.students(await groupId('Groep 4')), bearer(anne));
    const list = res.json().students as {
      username: string;
      lastPractisedAt: string | null;
      fluencyTestDue: boolean;
    }[];
    const samRow = list.find((s) => s.username === 'sam.g4')!;
    expect(samRow.lastPractisedAt).not.toBeNull();
    expect(samRow.fluencyTestDue).toBe(true); // README: Sam's fluency test is due
    expect(list.find((s) => s.username === 'finn.g4')!.lastPractisedAt).toBeNull();
    expect(
      (await t.client.get(ROSTER_PATHS.students(await groupId('Groep 4')), bearer(sam))).statusCode,
    ).toBe(403);
  });

  it('get a new password from their teacher: the old one stops working', async () => {
    const noor = await userId(t, 'noor.g4');
    const set = await t.client.put(ROSTER_PATHS.studentPassword(noor), { password: 'peer2' }, bearer(anne));
    expect(set.json()).toEqual({ password: 'peer2' });
    expect((await t.client.post('/api/auth', { username: 'noor.g4', password: 'peer' })).statusCode).toBe(
      401,
    );
    expect(await login(t, 'noor.g4', 'peer2')).toBeTruthy();
    const made = await t.client.put(ROSTER_PATHS.studentPassword(noor), {}, bearer(anne));
    expect(made.json().password).toMatch(/^[a-z]+\d{2}$/);
    const short = await t.client.put(ROSTER_PATHS.studentPassword(noor), { password: 'ab' }, bearer(anne));
    expect(short.json().errors).toEqual({ password: 'minLength:4' });
  });

  it('are renamed, and a user name taken in the school is refused', async () => {
    const daan = await userId(t, 'daan.g4');
    expect(
      (await t.client.patch(ROSTER_PATHS.student(daan), { displayName: 'Daan K.' }, bearer(anne))).statusCode,
    ).toBe(204);
    const clash = await t.client.patch(
      ROSTER_PATHS.student(daan),
      { username: 'SAM.G4'.toLowerCase() },
      bearer(anne),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ username: 'usernameTaken' });
    const bad = await t.client.patch(ROSTER_PATHS.student(daan), { username: 'Daan K' }, bearer(anne));
    expect(bad.statusCode).toBe(400);
  });

  it('move to another group of the school, never to another school’s group', async () => {
    const lotte = await userId(t, 'lotte.g4');
    const g6 = await groupId('Groep 6');
    const moved = await t.client.post(
      ROSTER_PATHS.moveStudents(school),
      { studentIds: [lotte], groupId: g6 },
      bearer(admin),
    );
    expect(moved.json()).toEqual({ moved: 1 });
    const refused = await t.client.post(
      ROSTER_PATHS.moveStudents(school),
      { studentIds: [lotte], groupId: other.groupId },
      bearer(admin),
    );
    expect(refused.statusCode).toBe(400);
    const foreign = await t.client.post(
      ROSTER_PATHS.moveStudents(school),
      { studentIds: [other.students[0]!.id], groupId: g6 },
      bearer(admin),
    );
    expect(foreign.statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ groupId: users.groupId })
      .from(users)
      .where(eq(users.id, other.students[0]!.id));
    expect(row!.groupId).toBe(other.groupId);
  });

  it('go to the trash when deleted: not listed, cannot sign in', async () => {
    const g4 = await groupId('Groep 4');
    const finn = await userId(t, 'finn.g4');
    const finnToken = await login(t, 'finn.g4', 'mango');
    expect((await t.client.delete(ROSTER_PATHS.student(finn), bearer(anne))).statusCode).toBe(204);
    const list = await t.client.get(ROSTER_PATHS.students(g4), bearer(anne));
    expect(list.json().students.map((s: { username: string }) => s.username)).not.toContain('finn.g4');
    // The right password learns the account is off (and whom to ask).
    expect((await t.client.post('/api/auth', { username: 'finn.g4', password: 'mango' })).statusCode).toBe(
      403,
    );
    expect((await t.client.get(`/api/leerlingen/${finn}/takenlijst`, bearer(finnToken))).statusCode).toBe(
      401,
    );
    expect((await t.client.delete(ROSTER_PATHS.student(finn), bearer(anne))).statusCode).toBe(404);
  });
});

describe('user names across schools', () => {
  it('let two schools each have a sam; without the school code neither signs in, whatever the password', async () => {
    const [a] = await t.database.db
      .insert(accounts)
      .values({ kind: 'school', name: 'A', country: 'NL', loginCode: 'school-a' })
      .returning();
    const [b] = await t.database.db
      .insert(accounts)
      .values({ kind: 'school', name: 'B', country: 'BE', loginCode: 'school-b' })
      .returning();
    const [ga] = await t.database.db
      .insert(groups)
      .values({ accountId: a!.id, name: 'Groep 3', yearGroup: '3' })
      .returning();
    const [gb] = await t.database.db
      .insert(groups)
      .values({ accountId: b!.id, name: 'Klas 1', yearGroup: '3' })
      .returning();
    const make = async (accountId: string, groupId: string, password: string) =>
      (
        await t.database.db
          .insert(users)
          .values({
            role: 'leerling',
            accountId,
            groupId,
            username: 'sam',
            displayName: 'Sam',
            passwordHash: await hashPassword(password),
          })
          .returning({ id: users.id })
      )[0]!.id;
    const samA = await make(a!.id, ga!.id, 'vis12');
    const samB = await make(b!.id, gb!.id, 'vis12');
    const samC = await make(other.accountId, other.groupId, 'uil34');
    const tokenUser = async (body: object) => {
      const res = await t.client.post('/api/auth', body);
      return res.statusCode === 200
        ? (JSON.parse(Buffer.from(res.json().token.split('.')[1], 'base64url').toString()).sub as string)
        : res.json().message;
    };
    // The password never picks the child: that would tell whether it fits another school's sam.
    expect(await tokenUser({ username: 'sam', password: 'uil34' })).toMatch(/schoolcode/);
    expect(await tokenUser({ username: 'sam', password: 'vis12' })).toMatch(/schoolcode/);
    expect(await tokenUser({ username: 'sam', password: 'uil34', school: 'SCHOOL-A' })).toMatch(/klopt niet/);
    const [c] = await t.database.db.select().from(accounts).where(eq(accounts.id, other.accountId));
    expect(await tokenUser({ username: 'sam', password: 'uil34', school: c!.loginCode })).toBe(samC);
    expect(await tokenUser({ username: 'sam', password: 'vis12', school: 'school-b' })).toBe(samB);
    expect(await tokenUser({ username: 'Sam', password: 'vis12', school: 'SCHOOL-A' })).toBe(samA);
    expect(await tokenUser({ username: 'sam', password: 'uil34', school: 'school-a' })).toMatch(/klopt niet/);
  });
});

describe('combination groups', () => {
  it('take members from several classes, who keep their class; only a combination group has members', async () => {
    const plus = (
      await t.client.post(
        ROSTER_PATHS.groups(school),
        { name: 'Plusgroep', yearGroup: null, kind: 'combination' },
        bearer(admin),
      )
    ).json().id as string;
    const found = await t.client.get(`${ROSTER_PATHS.searchStudents(school)}?zoek=emma`, bearer(admin));
    const emma = found.json().students[0];
    expect(emma).toMatchObject({ displayName: 'Emma S.', groupName: 'Groep 6' });
    const sam = await userId(t, 'sam.g4');
    const added = await t.client.post(
      ROSTER_PATHS.members(plus),
      { studentIds: [emma.id, sam] },
      bearer(admin),
    );
    expect(added.json()).toEqual({ added: 2 });
    const list = await t.client.get(ROSTER_PATHS.students(plus), bearer(admin));
    expect(list.json().students.map((s: { username: string }) => s.username)).toEqual(['emma.g6', 'sam.g4']);
    expect(list.json().group.studentCount).toBe(2);
    const g4 = await t.client.get(ROSTER_PATHS.students(await groupId('Groep 4')), bearer(admin));
    expect(g4.json().students.map((s: { username: string }) => s.username)).toContain('sam.g4');
    expect((await t.client.delete(ROSTER_PATHS.member(plus, sam), bearer(admin))).statusCode).toBe(204);
    expect((await t.client.delete(ROSTER_PATHS.member(plus, sam), bearer(admin))).statusCode).toBe(404);
    const notCombination = await t.client.post(
      ROSTER_PATHS.members(await groupId('Groep 4')),
      { studentIds: [emma.id] },
      bearer(admin),
    );
    expect(notCombination.statusCode).toBe(409);
    const foreign = await t.client.post(
      ROSTER_PATHS.members(plus),
      { studentIds: [other.students[0]!.id] },
      bearer(admin),
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.client.get(`${ROSTER_PATHS.searchStudents(other.accountId)}?zoek=a`, bearer(admin)))
        .statusCode,
    ).toBe(403);
  });
});

describe('office', () => {
  it('reaches any school’s groups and students by naming the account', async () => {
    const office = await login(t, 'office', 'office-demo');
    expect((await groupsOf(office)).map((g) => g.name)).toContain('Groep 4');
    expect((await t.client.get(ROSTER_PATHS.students(other.groupId), bearer(office))).statusCode).toBe(200);
    expect((await groupsOf(office, other.accountId)).length).toBe(1);
  });

  it('gets a 404 for an account that does not exist, and a 400 for an id that is none', async () => {
    const office = await login(t, 'office', 'office-demo');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const calls = (accountId: string) => [
      t.client.patch(ROSTER_PATHS.account(accountId), { trashDays: 14 }, bearer(office)),
      t.client.post(ROSTER_PATHS.groups(accountId), { name: 'Groep 9', yearGroup: null }, bearer(office)),
    ];
    for (const res of await Promise.all(calls(unknown))) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Niet gevonden.');
    }
    for (const res of await Promise.all(calls('not-an-id'))) expect(res.statusCode).toBe(400);
  });
});
