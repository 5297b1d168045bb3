import { and, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../../src/domain/constants';
import type { Database } from '../../db/connection';
import { groupMembers, groups, groupTeachers, users } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Slots } from '../../db/named-statement';
import {
  accountScope,
  currentUser,
  isUuid,
  requireRole,
  tokenHolder,
  type TokenHolder,
  whereAccount,
} from './authenticate';

/** Roles that manage a school's practice: teachers and school administrators of the account, office and superadmin. */
export const STAFF_ROLES: readonly Role[] = ['docent', 'schooladmin', 'office', 'superadmin'];
export const OFFICE_ROLES: readonly Role[] = ['office', 'superadmin'];
export const STUDENT_AREA_ROLES: readonly Role[] = ['leerling', ...STAFF_ROLES];

/** The student a request is about, resolved within the caller's tenant scope. */
export interface StudentContext {
  studentId: string;
  /** The student's account; every query of the request filters on it (`whereAccount`). */
  scope: string;
  groupId: string | null;
  /** The group's year group ('1'..'8'), or null. */
  yearGroup: string | null;
  displayName: string;
  /** Who makes the request. */
  actorId: string;
}

/**
 * Resolves `leerlingId` for a request:
 * - `own`: only the student themself (answers, rounds, purchases: a child's record is written by
 *   the child only); anyone else gets 403.
 * - `view`: the student themself, or staff of the student's account, office and superadmin.
 * - `manage`: staff of the student's account, office and superadmin (progress, settings).
 * A student of another account is 404 for school staff (the tenant filter does not find it); a
 * docent reaches only the students of the groups they teach (403 otherwise). A student in the trash
 * is 404 unless `options.deleted` (the trash's own routes).
 */
export async function studentContext(
  db: Database,
  request: FastifyRequest,
  leerlingId: string,
  mode: 'own' | 'view' | 'manage',
  options: { deleted?: boolean } = {},
): Promise<StudentContext> {
  const user = callerFor(request, leerlingId, mode);
  const scope = accountScope(request);
  const [row] = await db
    .select({
      id: users.id,
      accountId: users.accountId,
      groupId: users.groupId,
      displayName: users.displayName,
      yearGroup: groups.yearGroup,
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(
      and(
        eq(users.id, leerlingId),
        eq(users.role, 'leerling'),
        options.deleted ? undefined : isNull(users.deletedAt),
        whereAccount(users.accountId, scope),
      ),
    )
    .limit(1);
  if (!row?.accountId) throw new ApiError(404, 'notFound');
  if (user.role === 'docent' && !(await teachesStudent(db, user.id, row.id)))
    throw new ApiError(403, 'forbidden');
  return {
    studentId: row.id,
    scope: accountScope(request, row.accountId) ?? row.accountId,
    groupId: row.groupId,
    yearGroup: row.yearGroup,
    displayName: row.displayName,
    actorId: user.id,
  };
}

/** The checks of `studentContext` that need no database: who may make the request at all. */
function callerFor(request: FastifyRequest, leerlingId: string, mode: 'own' | 'view' | 'manage') {
  const user = currentUser(request);
  const self = user.role === 'leerling';
  if (self && user.id !== leerlingId) throw new ApiError(403, 'forbidden');
  if (mode === 'own' && !self) throw new ApiError(403, 'forbidden');
  if (mode === 'manage' && self) throw new ApiError(403, 'forbidden');
  if (!isUuid(leerlingId)) throw new ApiError(404, 'notFound');
  return user;
}

/**
 * `studentContext(..., 'own')` without its query, for a hot route that checks the student in its own
 * statement: the caller is the student (the token was checked against the users row: same id, role and
 * account), so only "not in the trash" is left, and the caller's statement MUST find nothing unless
 * `ownStudentRow(key)` holds (answer 404 then, as `studentContext` does).
 */
export function ownStudentKey(
  request: FastifyRequest,
  leerlingId: string,
): { studentId: string; scope: string } {
  const user = callerFor(request, leerlingId, 'own');
  const scope = accountScope(request);
  if (scope === null) throw new ApiError(403, 'forbidden');
  return { studentId: user.id, scope };
}

/**
 * `ownStudentKey` without the query of `app.authenticate` either, for the hottest route (answers): the
 * token is verified without the database (`app.tokenClaims`) and, when it names this student, the
 * caller's statement MUST find nothing unless `holdsToken(holder)` holds for some users row (answer
 * 401 then, as `app.authenticate` does) and `ownStudentRow(key)` holds (answer 404 then). Any other
 * caller is checked the usual way, so its answer (401, 403) is the one `app.authenticate`,
 * `requireRole` and `ownStudentKey` give. Use it instead of those preHandlers, never with them.
 */
export async function ownStudentByToken(
  app: FastifyInstance,
  request: FastifyRequest,
  leerlingId: string,
  roles: readonly Role[],
): Promise<{ studentId: string; scope: string; holder: TokenHolder }> {
  const claims = await app.tokenClaims(request);
  const { user } = claims;
  if (user.role === 'leerling' && roles.includes(user.role) && claims.sub === leerlingId && user.accountId)
    return { studentId: claims.sub, scope: user.accountId, holder: tokenHolder(claims) };
  await app.authenticate(request);
  await requireRole(...roles)(request);
  ownStudentKey(request, leerlingId);
  // Not reached: a caller that passes these checks is a student whose token names them (above).
  throw new ApiError(403, 'forbidden');
}

/** The condition `studentContext` puts on the student's users row, for `ownStudentKey`'s callers. */
export function ownStudentRow(key: Slots<{ studentId: string; scope: string }>): SQL {
  return and(
    eq(users.id, key.studentId),
    eq(users.role, 'leerling'),
    isNull(users.deletedAt),
    eq(users.accountId, key.scope),
  )!;
}

export interface GroupContext {
  groupId: string;
  scope: string;
  name: string;
  yearGroup: string | null;
  kind: 'group' | 'combination';
  archived: boolean;
  actorId: string;
}

/**
 * A group of the caller's account (office and superadmin: any group); 404 otherwise. A docent reaches
 * only the groups they teach (403 otherwise).
 */
export async function groupContext(
  db: Database,
  request: FastifyRequest,
  groepId: string,
): Promise<GroupContext> {
  const user = currentUser(request);
  if (!isUuid(groepId)) throw new ApiError(404, 'notFound');
  const scope = accountScope(request);
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groepId), whereAccount(groups.accountId, scope)))
    .limit(1);
  if (!row) throw new ApiError(404, 'notFound');
  if (user.role === 'docent' && !(await teachesGroup(db, user.id, row.id)))
    throw new ApiError(403, 'forbidden');
  return {
    groupId: row.id,
    scope: accountScope(request, row.accountId) ?? row.accountId,
    name: row.name,
    yearGroup: row.yearGroup,
    kind: row.kind,
    archived: row.archivedAt !== null,
    actorId: user.id,
  };
}

/** Whether a teacher is assigned to the group. */
export async function teachesGroup(db: Database, teacherId: string, groupId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(groupTeachers)
    .where(and(eq(groupTeachers.userId, teacherId), eq(groupTeachers.groupId, groupId)))
    .limit(1);
  return row !== undefined;
}

/** Whether a teacher teaches the student's class, or a combination group the student is a member of. */
export async function teachesStudent(db: Database, teacherId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(users)
    .where(
      and(
        eq(users.id, studentId),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(groupTeachers)
              .where(and(eq(groupTeachers.userId, teacherId), eq(groupTeachers.groupId, users.groupId))),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(groupMembers)
              .innerJoin(groupTeachers, eq(groupTeachers.groupId, groupMembers.groupId))
              .where(and(eq(groupTeachers.userId, teacherId), eq(groupMembers.studentId, users.id))),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The condition on `users` rows: a student the docent teaches (their class, or a combination group). */
export function taughtBy(docentId: string): SQL {
  return sql`(exists (select 1 from group_teachers t where t.user_id = ${docentId} and t.group_id = ${users.groupId})
    or exists (select 1 from group_members m join group_teachers t on t.group_id = m.group_id
      where t.user_id = ${docentId} and m.student_id = ${users.id}))`;
}
