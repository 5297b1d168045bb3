import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type {
  AuditFiltersResponse,
  AuditRef,
  AuditResponse,
} from '../../../src/domain/contracts/office-support';
import type { Database } from '../../db/connection';
import { accounts, auditLog, groups, users } from '../../db/schema';
import { SCHOOL_TIME_ZONE } from '../practice/time';
import { readAll } from '../../db/read-all';
import { isUuid } from '../auth/authenticate';

export interface AuditFilter {
  accountId?: string;
  actorId?: string;
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

/** The ids an entry names: its target and every id (or list of ids) at the top of its detail. */
function idsOf(targetId: string | null, detail: Record<string, unknown>): string[] {
  const ids: string[] = [];
  if (targetId && isUuid(targetId)) ids.push(targetId);
  for (const value of Object.values(detail)) {
    if (typeof value === 'string' && isUuid(value)) ids.push(value);
    else if (Array.isArray(value))
      for (const item of value) if (typeof item === 'string' && isUuid(item)) ids.push(item);
  }
  return ids;
}

/**
 * The pupils, staff and groups that still exist among the ids, by id. The log keeps no names: a
 * pupil is shown by name while they exist (in the trash too), and not at all once deleted for good.
 */
async function resolveRefs(db: Database, ids: Set<string>): Promise<Map<string, AuditRef>> {
  const refs = new Map<string, AuditRef>();
  if (ids.size === 0) return refs;
  const list = [...ids];
  const [people, groupRows] = await readAll(db, [
    db
      .select({ id: users.id, name: users.displayName, role: users.role, deletedAt: users.deletedAt })
      .from(users)
      .where(inArray(users.id, list)),
    db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, list)),
  ]);
  for (const p of people)
    refs.set(
      p.id,
      p.role === 'leerling'
        ? { kind: 'student', name: p.name, ...(p.deletedAt ? { inTrash: true } : {}) }
        : { kind: 'staff', name: p.name },
    );
  for (const g of groupRows) refs.set(g.id, { kind: 'group', name: g.name });
  return refs;
}

/** One page of the audit log, newest first, with who (name and role), which account, and the names it refers to. */
export async function readAudit(db: Database, filter: AuditFilter): Promise<AuditResponse> {
  const where = and(
    filter.accountId ? eq(auditLog.accountId, filter.accountId) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
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
  const entries = rows.map((r) => ({ ...r, detail: (r.detail ?? {}) as Record<string, unknown> }));
  const ids = new Set(entries.flatMap((e) => idsOf(e.targetId, e.detail)));
  const refs = await resolveRefs(db, ids);
  return {
    entries: entries.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      actor: { id: r.actorId, name: r.actorName, role: r.actorRole },
      account: r.accountId ? { id: r.accountId, name: r.accountName } : null,
      targetId: r.targetId,
      detail: r.detail,
      refs: Object.fromEntries(
        idsOf(r.targetId, r.detail).flatMap((id) => (refs.has(id) ? [[id, refs.get(id)!]] : [])),
      ),
    })),
    total: Number(total?.n ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/**
 * The accounts (that still exist), the staff members (that still exist) and the actions found in the
 * log, for its filters; with an account, the staff members and actions of that account's entries.
 */
export async function auditFilters(db: Database, accountId?: string): Promise<AuditFiltersResponse> {
  const onAccount = accountId ? eq(auditLog.accountId, accountId) : undefined;
  const [accountRows, actorRows, actionRows] = await readAll(db, [
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(sql`exists (select 1 from audit_log l where l.account_id = ${accounts.id})`)
      .orderBy(asc(accounts.name)),
    db
      .select({ id: users.id, name: users.displayName, role: users.role, accountName: accounts.name })
      .from(users)
      .leftJoin(accounts, eq(accounts.id, users.accountId))
      .where(
        inArray(
          users.id,
          db
            .selectDistinct({ id: sql<string>`${auditLog.actorId}` })
            .from(auditLog)
            .where(and(sql`${auditLog.actorId} is not null`, onAccount)),
        ),
      )
      .orderBy(asc(users.displayName), asc(users.id)),
    db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .where(onAccount)
      .orderBy(asc(auditLog.action)),
  ]);
  return { accounts: accountRows, actors: actorRows, actions: actionRows.map((r) => r.action) };
}
