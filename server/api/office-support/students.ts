import { and, asc, eq, isNull, like, or, sql } from 'drizzle-orm';
import {
  STUDENT_SEARCH_LIMIT,
  type StudentSearchResponse,
} from '../../../src/domain/contracts/office-support';
import type { Database } from '../../db/connection';
import { accounts, groups, loginThrottle, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { normalizeLogin, throttleKeys } from '../../identity/credentials';
import { NO_PASSWORD } from '../roster/students';

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Students of every account (not in the trash) whose user name or name contains the text, or whose
 * school's name contains it or whose school code is it; at most STUDENT_SEARCH_LIMIT, by name.
 */
export async function searchAllStudents(db: Database, text: string): Promise<StudentSearchResponse> {
  const like = likePattern(text);
  const code = normalizeLogin(text);
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      username: users.username,
      passwordHash: users.passwordHash,
      accountId: accounts.id,
      accountName: accounts.name,
      accountKind: accounts.kind,
      loginCode: accounts.loginCode,
      groupId: groups.id,
      groupName: groups.name,
      lastSignInAt: users.lastSignInAt,
      // Any lock of the student's: on one client, or for every client that is not a device of theirs.
      lockedUntil: sql<Date | string | null>`(select max(${loginThrottle.lockedUntil}) from ${loginThrottle}
        where ${loginThrottle.key} like 'user:' || ${users.id}::text || '%' and ${loginThrottle.lockedUntil} > now())`,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(
      and(
        eq(users.role, 'leerling'),
        isNull(users.deletedAt),
        or(
          sql`lower(${users.username}) like ${like}`,
          sql`lower(${users.displayName}) like ${like}`,
          sql`lower(${accounts.name}) like ${like}`,
          eq(accounts.loginCode, code),
        ),
      ),
    )
    .orderBy(asc(users.displayName), asc(accounts.name), asc(users.id))
    .limit(STUDENT_SEARCH_LIMIT + 1);
  return {
    students: rows.slice(0, STUDENT_SEARCH_LIMIT).map((r) => ({
      id: r.id,
      displayName: r.displayName,
      username: r.username,
      account: { id: r.accountId, name: r.accountName, kind: r.accountKind, loginCode: r.loginCode },
      group: r.groupId && r.groupName ? { id: r.groupId, name: r.groupName } : null,
      lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
      lockedUntil: r.lockedUntil ? new Date(r.lockedUntil).toISOString() : null,
      hasPassword: r.passwordHash !== NO_PASSWORD,
    })),
    more: rows.length > STUDENT_SEARCH_LIMIT,
  };
}

export interface StudentRow {
  id: string;
  accountId: string;
  groupId: string | null;
  username: string;
  loginCode: string;
}

/** A student of any account, not in the trash; 404 for anyone else (staff, unknown, trashed). */
export async function studentRow(db: Database, id: string): Promise<StudentRow> {
  const [row] = await db
    .select({
      id: users.id,
      accountId: users.accountId,
      groupId: users.groupId,
      username: users.username,
      loginCode: accounts.loginCode,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.id, id), eq(users.role, 'leerling'), isNull(users.deletedAt)))
    .limit(1);
  if (!row || !row.accountId) throw new ApiError(404, 'notFound');
  return { ...row, accountId: row.accountId };
}

/** The classes of an account a student may be moved into (not archived, not combination groups). */
export async function classesOf(db: Database, accountId: string) {
  return db
    .select({ id: groups.id, name: groups.name, yearGroup: groups.yearGroup })
    .from(groups)
    .where(and(eq(groups.accountId, accountId), eq(groups.kind, 'group'), isNull(groups.archivedAt)))
    .orderBy(asc(groups.name));
}

/**
 * Ends a lock after failed sign-ins: the student's own counters (per client and across clients) and
 * the name counters (with and without the school code) that a sign-in under the name may have
 * filled. Returns whether there was a lock.
 */
export async function unlockStudent(db: Database, student: StudentRow): Promise<boolean> {
  const name = normalizeLogin(student.username);
  const prefixes = [
    throttleKeys.user(student.id),
    `login:${name}@`,
    `login:${normalizeLogin(student.loginCode)}/${name}@`,
  ];
  const removed = await db
    .delete(loginThrottle)
    .where(or(...prefixes.map((prefix) => like(loginThrottle.key, `${prefix}%`))))
    .returning({ key: loginThrottle.key, lockedUntil: loginThrottle.lockedUntil });
  return removed.some((r) => r.lockedUntil !== null && r.lockedUntil > new Date());
}
