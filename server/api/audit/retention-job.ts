import { lt } from 'drizzle-orm';
import { AUDIT_RETENTION_DAYS } from '../../../src/domain/contracts/office-support';
import type { Database } from '../../db/connection';
import { auditLog } from '../../db/schema';
import type { ScheduledJob } from '../../jobs/scheduler';

const DAY_MS = 86_400_000;

/** Deletes the audit entries older than AUDIT_RETENTION_DAYS at `now`; returns how many. */
export async function deleteOldAuditEntries(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
  const deleted = await db.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id });
  return deleted.length;
}

/** Daily: the audit log keeps two school years (docs/operations.md, "Audit log"); the log says how many went. */
export const auditRetentionJob: ScheduledJob = {
  name: 'audit-retention',
  everyMs: DAY_MS,
  async run(db, now, log) {
    const deleted = await deleteOldAuditEntries(db, now);
    log.info({ job: 'audit-retention', deleted }, `audit retention deleted ${deleted} entries`);
  },
};
