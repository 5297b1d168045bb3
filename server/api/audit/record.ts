import type { Database } from '../../db/connection';
import { auditLog } from '../../db/schema';
import type { AuthenticatedUser } from '../auth/authenticate';

export interface AuditEntry {
  /** Dotted name: `<entity>.<verb>`, e.g. `account.create`, `licence.update`, `student.move`. */
  action: string;
  /** The account acted on; null for actions outside any account. */
  accountId: string | null;
  targetId?: string | null;
  /** What changed. Never a password, a token, a code or a child's name: ids and field names only. */
  detail?: Record<string, unknown>;
}

/**
 * Records an office or superadmin action. Call it with the transaction that makes the change, so
 * the record and the change commit together or not at all.
 */
export async function recordAudit(db: Database, actor: AuthenticatedUser, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorRole: actor.role,
    accountId: entry.accountId,
    action: entry.action,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? {},
  });
}
