import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AuditResponse, AuditFiltersResponse } from '../../../src/domain/contracts/office-support';
import type { Database } from '../../db/connection';
import { accounts, auditLog, users } from '../../db/schema';
import { SCHOOL_TIME_ZONE } from '../practice/time';
import { readAll } from '../../db/read-all';

export interface AuditFilter {
  accountId?: string;
  action?: string;
  /** Inclusive days (yyyy-mm-dd) in the schools' time zone. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Start of a day in the schools' time zone, as a constant (so the index on `at` is used). */
const startOf = (day: string) => sql`((${day}::date)::timestamp at time zone ${SCHOOL_TIME_ZONE})`;
const startAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SCHOOL_TIME_ZONE})`;

/** One page of the audit log, newest first, with who (name and role) and which account (name). */
export async function readAudit(db: Database, filter: AuditFilter): Promise<AuditResponse> {
  const where = and(
    filter.accountId ? eq(auditLog.accountId, filter.accountId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, startOf(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, startAfter(filter.to)) : undefined,
  );
  const [rows, [total]] = await readAll(db, [
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        actorId: auditLog.actorId,
        actorRole: auditLog.actorRole,
        actorName: users.displayName,
        accountId: auditLog.accountId,
        accountName: accounts.name,
        targetId: auditLog.targetId,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      actor: { id: r.actorId, name: r.actorName, role: r.actorRole },
      account: r.accountId ? { id: r.accountId, name: r.accountName } : null,
      targetId: r.targetId,
      detail: (r.detail ?? {}) as Record<string, unknown>,
    })),
    total: Number(total?.n ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The accounts (that still exist) and the actions found in the log, for its filters. */
export async function auditFilters(db: Database): Promise<AuditFiltersResponse> {
  const [accountRows, actionRows] = await readAll(db, [
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(sql`exists (select 1 from audit_log l where l.account_id = ${accounts.id})`)
      .orderBy(asc(accounts.name)),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { accounts: accountRows, actions: actionRows.map((r) => r.action) };
}
