import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { StudentPassword, StudentSummary } from '../../../src/domain/contracts/roster';
import { childPassword, type PasswordLanguage } from '../../../src/domain/roster/passwords';
import { pickUsername, studentDisplayName, usernameBase } from '../../../src/domain/roster/names';
import type { Database } from '../../db/connection';
import { exerciseSettings, groupMembers, groups, studentPractice, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { staffNameTaken, staffNamesForPupils } from '../../identity/login-names';
import { hashPassword } from '../../identity/passwords';
import { endSessions } from '../../identity/sessions';
import type { PasswordSealer } from '../../identity/sealed-passwords';
import { taughtBy } from '../auth/access';
import { fluencyTestDueFor } from '../practice/task-list';
import { assertRoomForStudents } from '../licences/enforce';
import { resolveSettings } from '../practice/settings';

/** The hash of a user without a password yet (no sign-in by password until one is set). */
export const NO_PASSWORD = '!';

export const inGroup = (groupId: string) =>
  or(
    eq(users.groupId, groupId),
    sql`exists (select 1 from group_members m where m.group_id = ${groupId} and m.student_id = ${users.id})`,
  );

/** The students of a group (not in the trash), with when they last practised and whether a test is due. */
export async function listStudents(db: Database, scope: string, groupId: string): Promise<StudentSummary[]> {
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      username: users.username,
      groupId: users.groupId,
      passwordHash: users.passwordHash,
      cardUsedAt: users.cardUsedAt,
      lastPractisedAt: studentPractice.lastPractisedAt,
      roundsSinceTest: studentPractice.roundsSinceTest,
    })
    .from(users)
    .leftJoin(studentPractice, eq(studentPractice.studentId, users.id))
    .where(
      and(eq(users.accountId, scope), eq(users.role, 'leerling'), isNull(users.deletedAt), inGroup(groupId)),
    )
    .orderBy(asc(users.displayName));
  const ids = rows.map((r) => r.id);
  const groupIds = [...new Set(rows.map((r) => r.groupId).filter((id): id is string => id !== null))];
  const settingRows = ids.length
    ? await db
        .select()
        .from(exerciseSettings)
        .where(
          and(
            eq(exerciseSettings.accountId, scope),
            or(
              inArray(exerciseSettings.studentId, ids),
              groupIds.length ? inArray(exerciseSettings.groupId, groupIds) : sql`false`,
            ),
          ),
        )
    : [];
  return rows.map((r) => {
    const own = settingRows.find((s) => s.studentId === r.id);
    const group = settingRows.find((s) => s.groupId !== null && s.groupId === r.groupId);
    const { settings } = resolveSettings(group?.settings, own?.settings);
    return {
      id: r.id,
      displayName: r.displayName,
      username: r.username,
      groupId: r.groupId,
      lastPractisedAt: r.lastPractisedAt?.toISOString() ?? null,
      fluencyTestDue: fluencyTestDueFor(settings, r.roundsSinceTest ?? 0),
      hasPassword: r.passwordHash !== NO_PASSWORD,
      cardUsedAt: r.cardUsedAt?.toISOString() ?? null,
    };
  });
}

/**
 * The user names a new pupil of the account may not get, lower case: every name of the account (staff
 * and the trash too), and the staff and office names of the whole product (server/identity/login-names).
 */
export async function takenUsernames(db: Database, scope: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(eq(users.accountId, scope));
  return new Set([...rows.map((r) => r.name), ...(await staffNamesForPupils(db))]);
}

export const makeChildPassword = (language: PasswordLanguage) => childPassword(language, (n) => randomInt(n));

/**
 * Adds students to a group: each gets a display name ("Sam G."), a plain ASCII user name unique in
 * the school, and a child-friendly password (hashed to sign in, sealed for the teacher). One
 * transaction, with the account row locked so two teachers adding 'sam' at once get distinct names.
 */
export async function addStudents(
  db: Database,
  sealer: PasswordSealer,
  scope: string,
  groupId: string,
  students: { firstName: string; lastName?: string | undefined }[],
  language: PasswordLanguage,
  /** Runs in the same transaction with the new students' ids (the audit record). */
  onCreated?: (tx: Database, ids: string[]) => Promise<void>,
): Promise<{ id: string; displayName: string; username: string; password: string }[]> {
  const passwords = students.map(() => makeChildPassword(language));
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from accounts where id = ${scope} for update`);
    await assertRoomForStudents(tx as unknown as Database, scope, students.length);
    const taken = await takenUsernames(tx as unknown as Database, scope);
    const values = students.map((s, i) => ({
      role: 'leerling' as const,
      accountId: scope,
      groupId,
      displayName: studentDisplayName(s.firstName, s.lastName),
      username: pickUsername(usernameBase(s.firstName, s.lastName), taken),
      passwordHash: hashes[i]!,
      passwordSealed: sealer.seal(passwords[i]!),
    }));
    const rows = await tx
      .insert(users)
      .values(values)
      .returning({ id: users.id, displayName: users.displayName, username: users.username });
    await onCreated?.(
      tx as unknown as Database,
      rows.map((r) => r.id),
    );
    return rows.map((r, i) => ({ ...r, password: passwords[i]! }));
  });
}

export async function updateStudent(
  db: Database,
  scope: string,
  studentId: string,
  body: { displayName?: string; username?: string },
): Promise<void> {
  if (body.username !== undefined) {
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.accountId, scope),
          sql`lower(${users.username}) = lower(${body.username})`,
          sql`${users.id} <> ${studentId}`,
        ),
      )
      .limit(1);
    if (clash) throw new ApiError(409, 'usernameTaken', { username: 'usernameTaken' });
    // Staff and office names are one user's in the whole product; the error names no school.
    if (await staffNameTaken(db, body.username))
      throw new ApiError(409, 'usernameUnavailable', { username: 'usernameUnavailable' });
  }
  await db
    .update(users)
    .set({
      ...(body.displayName !== undefined ? { displayName: body.displayName } : {}),
      ...(body.username !== undefined ? { username: body.username } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, studentId), eq(users.accountId, scope), eq(users.role, 'leerling')));
}

/** Moves students to another class of the same account; they leave combination groups they were in. */
export async function moveStudents(
  db: Database,
  scope: string,
  studentIds: string[],
  groupId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(users)
      .set({ groupId, updatedAt: new Date() })
      .where(
        and(
          eq(users.accountId, scope),
          eq(users.role, 'leerling'),
          isNull(users.deletedAt),
          inArray(users.id, studentIds),
        ),
      )
      .returning({ id: users.id });
    if (moved.length !== new Set(studentIds).size) throw new ApiError(404, 'notFound');
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.accountId, scope), inArray(groupMembers.studentId, studentIds)));
    return moved.length;
  });
}

/** Moves a student to the trash: their sessions end, they cannot sign in, and they can be restored. */
export async function trashStudent(db: Database, scope: string, studentId: string): Promise<void> {
  await db
    .update(users)
    .set({ deletedAt: new Date(), ...endSessions(), updatedAt: new Date() })
    .where(and(eq(users.id, studentId), eq(users.accountId, scope), eq(users.role, 'leerling')));
}

/** The group's students with their user names and, where known, their passwords. */
export async function listPasswords(
  db: Database,
  sealer: PasswordSealer,
  scope: string,
  groupId: string,
): Promise<StudentPassword[]> {
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      username: users.username,
      passwordHash: users.passwordHash,
      passwordSealed: users.passwordSealed,
      cardUsedAt: users.cardUsedAt,
    })
    .from(users)
    .where(
      and(eq(users.accountId, scope), eq(users.role, 'leerling'), isNull(users.deletedAt), inGroup(groupId)),
    )
    .orderBy(asc(users.displayName));
  return rows.map((r) => ({
    id: r.id,
    displayName: r.displayName,
    username: r.username,
    password: r.passwordSealed ? sealer.unseal(r.passwordSealed) : null,
    hasPassword: r.passwordHash !== NO_PASSWORD,
    cardUsedAt: r.cardUsedAt?.toISOString() ?? null,
  }));
}

/** Sets a student's password (the teacher's choice, or a child-friendly one); ends their sessions. */
export async function setStudentPassword(
  db: Database,
  sealer: PasswordSealer,
  scope: string,
  studentId: string,
  password: string,
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      passwordSealed: sealer.seal(password),
      ...endSessions(),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, studentId), eq(users.accountId, scope), eq(users.role, 'leerling')));
}

/** Adds students of the account to a combination group; returns how many were new members. */
export async function addMembers(
  db: Database,
  scope: string,
  groupId: string,
  studentIds: string[],
): Promise<number> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.accountId, scope),
        eq(users.role, 'leerling'),
        isNull(users.deletedAt),
        inArray(users.id, studentIds),
      ),
    );
  if (found.length !== new Set(studentIds).size)
    throw new ApiError(400, 'badRequest', { studentIds: 'format' });
  const added = await db
    .insert(groupMembers)
    .values(found.map((s) => ({ groupId, studentId: s.id, accountId: scope })))
    .onConflictDoNothing()
    .returning({ id: groupMembers.studentId });
  return added.length;
}

export async function removeMember(
  db: Database,
  scope: string,
  groupId: string,
  studentId: string,
): Promise<void> {
  const removed = await db
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.accountId, scope),
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.studentId, studentId),
      ),
    )
    .returning({ id: groupMembers.studentId });
  if (!removed.length) throw new ApiError(404, 'notFound');
}

/**
 * The account's students whose name or user name contains the text (at most 50), with their class.
 * A docent finds only the students of the groups they teach.
 */
export async function searchStudents(db: Database, scope: string, text: string, docentId?: string) {
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      username: users.username,
      groupName: groups.name,
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(
      and(
        eq(users.accountId, scope),
        eq(users.role, 'leerling'),
        isNull(users.deletedAt),
        text
          ? or(sql`lower(${users.displayName}) like ${like}`, sql`lower(${users.username}) like ${like}`)
          : undefined,
        docentId ? taughtBy(docentId) : undefined,
      ),
    )
    .orderBy(asc(users.displayName))
    .limit(50);
}
