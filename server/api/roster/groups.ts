import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GroupSummary } from '../../../src/domain/contracts/roster';
import type { Database } from '../../db/connection';
import { accounts, groups, groupTeachers, users } from '../../db/schema';
import { ApiError } from '../../errors';
import type { AuthenticatedUser } from '../auth/authenticate';

/**
 * The account's groups with their numbers: students (not in the trash), teachers and when a student
 * of the group last answered. A docent sees only the groups they teach.
 */
export async function listGroups(
  db: Database,
  scope: string,
  viewer: AuthenticatedUser,
  opts: { archived?: boolean; ids?: string[] } = {},
): Promise<GroupSummary[]> {
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      yearGroup: groups.yearGroup,
      kind: groups.kind,
      archivedAt: groups.archivedAt,
      studentCount: sql<number>`(select count(*)::int from users u
        where u.account_id = groups.account_id and u.role = 'leerling' and u.deleted_at is null
          and (u.group_id = groups.id or exists (
            select 1 from group_members m where m.group_id = groups.id and m.student_id = u.id)))`,
      lastPractisedAt: sql<string | null>`(select max(p.last_practised_at) from student_practice p
        join users u on u.id = p.student_id
        where p.account_id = groups.account_id and u.deleted_at is null
          and (u.group_id = groups.id or exists (
            select 1 from group_members m where m.group_id = groups.id and m.student_id = u.id)))`,
    })
    .from(groups)
    .where(
      and(
        eq(groups.accountId, scope),
        opts.ids
          ? inArray(groups.id, opts.ids)
          : opts.archived
            ? sql`${groups.archivedAt} is not null`
            : isNull(groups.archivedAt),
        viewer.role === 'docent'
          ? sql`exists (select 1 from group_teachers t where t.group_id = groups.id and t.user_id = ${viewer.id})`
          : undefined,
      ),
    )
    .orderBy(asc(groups.yearGroup), asc(groups.name));
  const ids = rows.map((r) => r.id);
  const teacherRows = ids.length
    ? await db
        .select({ groupId: groupTeachers.groupId, id: users.id, name: users.displayName })
        .from(groupTeachers)
        .innerJoin(users, eq(users.id, groupTeachers.userId))
        .where(
          and(
            inArray(groupTeachers.groupId, ids),
            eq(groupTeachers.accountId, scope),
            isNull(users.deactivatedAt),
          ),
        )
        .orderBy(asc(users.displayName))
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    yearGroup: r.yearGroup,
    kind: r.kind,
    archived: r.archivedAt !== null,
    studentCount: Number(r.studentCount),
    teachers: teacherRows.filter((t) => t.groupId === r.id).map((t) => ({ id: t.id, name: t.name })),
    lastPractisedAt: r.lastPractisedAt ? new Date(r.lastPractisedAt).toISOString() : null,
  }));
}

export async function groupSummary(
  db: Database,
  scope: string,
  viewer: AuthenticatedUser,
  groupId: string,
): Promise<GroupSummary> {
  const [summary] = await listGroups(db, scope, viewer, { ids: [groupId] });
  if (!summary) throw new ApiError(404, 'notFound');
  return summary;
}

/** A name is unique among the account's groups that are not archived (two "Groep 4" confuse everyone). */
async function assertNameFree(db: Database, scope: string, name: string, except?: string): Promise<void> {
  const [clash] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.accountId, scope),
        isNull(groups.archivedAt),
        sql`lower(${groups.name}) = lower(${name})`,
        except ? sql`${groups.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new ApiError(409, 'groupNameTaken', { name: 'groupNameTaken' });
}

export async function createGroup(
  db: Database,
  scope: string,
  creator: AuthenticatedUser,
  body: { name: string; yearGroup: string | null; kind: 'group' | 'combination' },
): Promise<string> {
  // Office and superadmin may name any account id: one that names no account is a 404.
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, scope));
  if (!account) throw new ApiError(404, 'notFound');
  await assertNameFree(db, scope, body.name);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(groups)
      .values({ accountId: scope, name: body.name, yearGroup: body.yearGroup, kind: body.kind })
      .returning({ id: groups.id });
    // A teacher who makes a group teaches it (else a docent would lose sight of it at once).
    if (creator.role === 'docent' || creator.role === 'schooladmin') {
      await tx.insert(groupTeachers).values({ groupId: row!.id, userId: creator.id, accountId: scope });
    }
    return row!.id;
  });
}

export async function updateGroup(
  db: Database,
  scope: string,
  groupId: string,
  body: { name?: string; yearGroup?: string | null },
): Promise<void> {
  if (body.name !== undefined) await assertNameFree(db, scope, body.name, groupId);
  await db
    .update(groups)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.yearGroup !== undefined ? { yearGroup: body.yearGroup } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(groups.id, groupId), eq(groups.accountId, scope)));
}

/** Archives an empty group; a group that still holds students is refused (move them first). */
export async function archiveGroup(db: Database, scope: string, groupId: string): Promise<void> {
  const [held] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, scope), isNull(users.deletedAt), eq(users.groupId, groupId)))
    .limit(1);
  if (held) throw new ApiError(409, 'groupNotEmpty');
  await db
    .update(groups)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(groups.id, groupId), eq(groups.accountId, scope)));
}

export async function restoreGroup(
  db: Database,
  scope: string,
  groupId: string,
  name: string,
): Promise<void> {
  await assertNameFree(db, scope, name, groupId);
  await db
    .update(groups)
    .set({ archivedAt: null, updatedAt: new Date() })
    .where(and(eq(groups.id, groupId), eq(groups.accountId, scope)));
}

/**
 * Merges a group into another of the same account: its students (also those in the trash, so a
 * restore finds their class), combination members and teachers move over; the emptied group is
 * archived. One transaction.
 */
export async function mergeGroup(
  db: Database,
  scope: string,
  fromId: string,
  intoId: string,
): Promise<number> {
  if (fromId === intoId) throw new ApiError(400, 'badRequest', { into: 'format' });
  return db.transaction(async (tx) => {
    const [into] = await tx
      .select({ id: groups.id, kind: groups.kind })
      .from(groups)
      .where(and(eq(groups.id, intoId), eq(groups.accountId, scope), isNull(groups.archivedAt)))
      .for('update');
    if (!into) throw new ApiError(400, 'badRequest', { into: 'required' });
    const moved = await tx
      .update(users)
      .set({ groupId: intoId, updatedAt: new Date() })
      .where(and(eq(users.accountId, scope), eq(users.groupId, fromId)))
      .returning({ id: users.id });
    await tx.execute(sql`insert into group_members (group_id, student_id, account_id)
      select ${intoId}, student_id, account_id from group_members where group_id = ${fromId} and account_id = ${scope}
      on conflict do nothing`);
    await tx.execute(sql`insert into group_teachers (group_id, user_id, account_id)
      select ${intoId}, user_id, account_id from group_teachers where group_id = ${fromId} and account_id = ${scope}
      on conflict do nothing`);
    await tx.execute(sql`delete from group_members where group_id = ${fromId} and account_id = ${scope}`);
    await tx
      .update(groups)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(groups.id, fromId), eq(groups.accountId, scope)));
    return moved.length;
  });
}
