import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TrashedStudent } from '../../../src/domain/contracts/roster';
import type { Database } from '../../db/connection';
import { accounts, groups, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { assertRoomForStudents } from '../licences/enforce';
import { taughtBy } from '../auth/access';
import { recordAudit, SYSTEM_ACTOR } from '../audit/record';

const DAY_MS = 86_400_000;

/** The account's students in the trash, with the day each will be purged. A docent: their groups' only. */
export async function listTrash(db: Database, scope: string, docentId?: string): Promise<TrashedStudent[]> {
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      username: users.username,
      groupId: users.groupId,
      groupName: groups.name,
      groupArchivedAt: groups.archivedAt,
      deletedAt: users.deletedAt,
      trashDays: accounts.trashDays,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(
      and(
        eq(users.accountId, scope),
        eq(users.role, 'leerling'),
        isNotNull(users.deletedAt),
        docentId ? taughtBy(docentId) : undefined,
      ),
    )
    .orderBy(asc(users.deletedAt));
  return rows.map((r) => ({
    id: r.id,
    displayName: r.displayName,
    username: r.username,
    groupId: r.groupId,
    groupName: r.groupName,
    groupArchived: r.groupArchivedAt !== null,
    deletedAt: r.deletedAt!.toISOString(),
    purgeAt: new Date(r.deletedAt!.getTime() + r.trashDays * DAY_MS).toISOString(),
  }));
}

/**
 * Brings a student back from the trash into their class, or into `groupId` when that class is
 * archived or gone (400 when neither is usable). They sign in again with their old password and card.
 */
export async function restoreStudent(
  db: Database,
  scope: string,
  studentId: string,
  groupId: string | undefined,
  /** Runs in the same transaction with the class the student went back to (the audit record). */
  onRestored?: (tx: Database, groupId: string) => Promise<void>,
): Promise<void> {
  const [student] = await db
    .select({ groupId: users.groupId, archivedAt: groups.archivedAt })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(and(eq(users.id, studentId), eq(users.accountId, scope), isNotNull(users.deletedAt)));
  if (!student) throw new ApiError(404, 'notFound');
  let target = student.groupId && student.archivedAt === null ? student.groupId : null;
  if (groupId) {
    const [chosen] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(
        and(
          eq(groups.id, groupId),
          eq(groups.accountId, scope),
          eq(groups.kind, 'group'),
          sql`${groups.archivedAt} is null`,
        ),
      );
    if (!chosen) throw new ApiError(400, 'badRequest', { groupId: 'required' });
    target = chosen.id;
  }
  if (!target) throw new ApiError(400, 'badRequest', { groupId: 'required' });
  const restoreTo = target;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // The restored student counts on the licence again (account row locked, as adding students does).
    await t.execute(sql`select id from accounts where id = ${scope} for update`);
    await assertRoomForStudents(t, scope, 1);
    await t
      .update(users)
      .set({ deletedAt: null, groupId: restoreTo, updatedAt: new Date() })
      .where(and(eq(users.id, studentId), eq(users.accountId, scope)));
    await onRestored?.(t, restoreTo);
  });
}

/**
 * Deletes one student from the trash for good: every practice table cascades from the user row.
 * Returns when (ISO time) the student had been put in the trash.
 */
export async function purgeStudent(db: Database, scope: string, studentId: string): Promise<string> {
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.id, studentId),
        eq(users.accountId, scope),
        eq(users.role, 'leerling'),
        isNotNull(users.deletedAt),
      ),
    )
    .returning({ id: users.id, deletedAt: users.deletedAt });
  if (!deleted.length) throw new ApiError(404, 'notFound');
  return deleted[0]!.deletedAt!.toISOString();
}

/**
 * The scheduled purge: deletes every student whose time in the trash (their account's trash days)
 * has passed at `now`, with everything that hangs on them, and records it in the audit log per
 * account (the server as the actor, pupils by id), in the same transaction. Returns how many.
 */
export async function purgeExpiredStudents(db: Database, now: Date): Promise<number> {
  const expired = db
    .select({ id: users.id })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        eq(users.role, 'leerling'),
        isNotNull(users.deletedAt),
        sql`${users.deletedAt} + make_interval(days => ${accounts.trashDays}) <= ${now.toISOString()}::timestamptz`,
      ),
    );
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const deleted = await t
      .delete(users)
      .where(inArray(users.id, expired))
      .returning({ id: users.id, accountId: users.accountId });
    const byAccount = new Map<string, string[]>();
    for (const row of deleted) {
      if (!row.accountId) continue;
      byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row.id]);
    }
    for (const [accountId, ids] of byAccount) {
      const [account] = await t
        .select({ trashDays: accounts.trashDays })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      await recordAudit(t, SYSTEM_ACTOR, {
        action: 'student.purgeExpired',
        accountId,
        detail: { studentIds: ids, count: ids.length, trashDays: account?.trashDays ?? null },
      });
    }
    return deleted.length;
  });
}
