import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredStudents } from '../../server/api/trash/trash';
import { runExclusively } from '../../server/jobs/scheduler';
import { trashPurgeJob } from '../../server/api/trash/purge-job';
import { answers, groups, studentPractice, users } from '../../server/db/schema';
import { ROSTER_PATHS } from '../../src/domain/contracts/roster';
import { accountIdOf, bearer, login, seedDemo, userId } from './helpers/auth';
import { createSchool, type TestSchool } from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let school: string;
let admin: string;
let anne: string;
let other: TestSchool;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  school = (await accountIdOf(t, 'admin.regenboog'))!;
  admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  anne = await login(t, 'juf.anne', 'anne-lesgeven');
  other = await createSchool(t, 'trash', 1);
});
afterAll(() => t.close());

async function trash(token: string) {
  const res = await t.client.get(ROSTER_PATHS.trash(school), bearer(token));
  expect(res.statusCode).toBe(200);
  return res.json() as {
    trashDays: number;
    students: { id: string; username: string; groupName: string; purgeAt: string; deletedAt: string }[];
  };
}

describe('the trash', () => {
  it('holds a deleted student with the day they will be purged, and gives them back', async () => {
    const sam = await userId(t, 'sam.g4');
    expect((await t.client.delete(ROSTER_PATHS.student(sam), bearer(anne))).statusCode).toBe(204);
    const list = await trash(anne);
    expect(list.trashDays).toBe(30);
    const row = list.students.find((s) => s.username === 'sam.g4')!;
    expect(row.groupName).toBe('Groep 4');
    expect(new Date(row.purgeAt).getTime() - new Date(row.deletedAt).getTime()).toBe(30 * DAY);
    // In the trash, the right password is told the account is off (and whom to ask).
    expect((await t.client.post('/api/auth', { username: 'sam.g4', password: 'appel' })).statusCode).toBe(
      403,
    );
    expect((await t.client.post(ROSTER_PATHS.restoreStudent(sam), {}, bearer(anne))).statusCode).toBe(204);
    expect(await login(t, 'sam.g4', 'appel')).toBeTruthy();
    expect((await trash(anne)).students.map((s) => s.username)).not.toContain('sam.g4');
    expect((await t.client.post(ROSTER_PATHS.restoreStudent(sam), {}, bearer(anne))).statusCode).toBe(404);
  });

  it('restores into a chosen class when the old one is archived', async () => {
    const noor = await userId(t, 'noor.g4');
    const [g4] = await t.database.db.select().from(groups).where(eq(groups.name, 'Groep 4'));
    const [g6] = await t.database.db.select().from(groups).where(eq(groups.name, 'Groep 6'));
    await t.client.delete(ROSTER_PATHS.student(noor), bearer(admin));
    await t.database.db.update(groups).set({ archivedAt: new Date() }).where(eq(groups.id, g4!.id));
    const refused = await t.client.post(ROSTER_PATHS.restoreStudent(noor), {}, bearer(admin));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ groupId: 'required' });
    expect(
      (await t.client.post(ROSTER_PATHS.restoreStudent(noor), { groupId: g6!.id }, bearer(admin))).statusCode,
    ).toBe(204);
    const [row] = await t.database.db
      .select({ groupId: users.groupId })
      .from(users)
      .where(eq(users.id, noor));
    expect(row!.groupId).toBe(g6!.id);
    await t.database.db.update(groups).set({ archivedAt: null }).where(eq(groups.id, g4!.id));
  });

  it('deletes one for good now (schooladmin only), with everything that hangs on them', async () => {
    const milan = await userId(t, 'milan.g6');
    expect(
      (await t.database.db.select().from(answers).where(eq(answers.studentId, milan))).length,
    ).toBeGreaterThan(0);
    await t.client.delete(ROSTER_PATHS.student(milan), bearer(anne));
    expect((await t.client.delete(ROSTER_PATHS.purgeStudent(milan), bearer(anne))).statusCode).toBe(403);
    expect((await t.client.delete(ROSTER_PATHS.purgeStudent(milan), bearer(admin))).statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, milan))).toEqual([]);
    expect(await t.database.db.select().from(answers).where(eq(answers.studentId, milan))).toEqual([]);
    expect(
      await t.database.db.select().from(studentPractice).where(eq(studentPractice.studentId, milan)),
    ).toEqual([]);
    // A student not in the trash cannot be purged.
    const emma = await userId(t, 'emma.g6');
    expect((await t.client.delete(ROSTER_PATHS.purgeStudent(emma), bearer(admin))).statusCode).toBe(404);
  });

  it('is purged by the job once the trash days have passed, not before', async () => {
    const julia = await userId(t, 'julia.g6');
    const liam = await userId(t, 'liam.g6');
    await t.client.delete(ROSTER_PATHS.student(julia), bearer(admin));
    await t.client.delete(ROSTER_PATHS.student(liam), bearer(admin));
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(users.id, liam));
    expect(await purgeExpiredStudents(t.database.db, new Date(Date.now() + 25 * DAY))).toBe(1); // liam: 35 days
    expect((await trash(admin)).students.map((s) => s.username)).toEqual(['julia.g6']);
    const changed = await t.client.patch(ROSTER_PATHS.account(school), { trashDays: 7 }, bearer(admin));
    expect(changed.json().trashDays).toBe(7);
    expect(
      await runExclusively(t.database.db, trashPurgeJob, new Date(Date.now() + 8 * DAY), t.app.log),
    ).toBe(true);
    expect((await trash(admin)).students).toEqual([]);
    await t.client.patch(ROSTER_PATHS.account(school), { trashDays: 30 }, bearer(admin));
  });

  it('refuses other accounts, docents on the trash days, students, and bad input', async () => {
    const sara = await userId(t, 'sara.g6');
    expect((await t.client.get(ROSTER_PATHS.trash(other.accountId), bearer(admin))).statusCode).toBe(403);
    expect(
      (await t.client.patch(ROSTER_PATHS.account(school), { trashDays: 10 }, bearer(anne))).statusCode,
    ).toBe(403);
    const bad = await t.client.patch(ROSTER_PATHS.account(school), { trashDays: 0 }, bearer(admin));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ trashDays: 'format' });
    const student = await login(t, 'sara.g6', 'kers');
    expect((await t.client.get(ROSTER_PATHS.trash(school), bearer(student))).statusCode).toBe(403);
    expect(
      (await t.client.post(ROSTER_PATHS.restoreStudent(other.students[0]!.id), {}, bearer(admin))).statusCode,
    ).toBe(404);
    expect((await t.client.delete(ROSTER_PATHS.purgeStudent(sara), bearer(student))).statusCode).toBe(403);
  });
});
