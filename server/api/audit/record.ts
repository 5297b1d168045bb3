import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { auditLog } from '../../db/schema';
import type { AuthenticatedUser } from '../auth/authenticate';

export interface AuditEntry {
  /** Dotted name: `<entity>.<verb>`, e.g. `account.create`, `licence.update`, `student.move`. */
  action: string;
  /** The account acted on; null for actions outside any account. */
  accountId: string | null;
  targetId?: string | null;
  /**
   * What changed. Never a password, a token, a code or a child's name: ids, counts, dates and field
   * names only. Pupils go by id (`studentIds`), groups by `groupId`: the audit screen resolves them to
   * names while they exist, so a pupil deleted for good leaves no name behind in the log.
   */
  detail?: Record<string, unknown>;
}

/** The server itself as the actor: the scheduled jobs (the trash purge). */
export const SYSTEM_ACTOR = { id: null, role: 'system' } as const;
export type AuditActor = Pick<AuthenticatedUser, 'id' | 'role'> | typeof SYSTEM_ACTOR;

/**
 * Records an action in the audit log: a staff member's (school or office) or the server's own. Call
 * it with the transaction that makes the change, so the record and the change commit together or not
 * at all; a read that is audited records before it answers, so a failed record shows nothing.
 */
export async function recordAudit(db: Database, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorRole: actor.role,
    accountId: entry.accountId,
    action: entry.action,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? {},
  });
}

/** Repeated views of the same thing by the same person within this time are one entry. */
export const VIEW_COALESCE_MS = 15 * 60_000;

/**
 * Records a view (a read of pupil data, passwords shown): through `recordAudit`, unless the same
 * person saw exactly the same thing (action, account, target and detail) within VIEW_COALESCE_MS, as a
 * screen that refetches when its window regains focus does. Changes are never coalesced.
 */
export async function recordView(
  db: Database,
  actor: AuthenticatedUser,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  const detail = entry.detail ?? {};
  const [seen] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, actor.id),
        gt(auditLog.at, new Date(now.getTime() - VIEW_COALESCE_MS)),
        eq(auditLog.action, entry.action),
        entry.accountId ? eq(auditLog.accountId, entry.accountId) : isNull(auditLog.accountId),
        entry.targetId ? eq(auditLog.targetId, entry.targetId) : isNull(auditLog.targetId),
        sql`${auditLog.detail} = ${JSON.stringify(detail)}::jsonb`,
      ),
    )
    .limit(1);
  if (!seen) await recordAudit(db, actor, { ...entry, detail });
}
