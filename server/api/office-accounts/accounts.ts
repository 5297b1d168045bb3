import { newSchoolCode } from '../../identity/school-codes';
import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  licenceOverlapCode,
  type AccountDetail,
  type AccountListQuery,
  type AccountRow,
  type CreateAccountBody,
  type LicenceInput,
  type UpdateAccountBody,
} from '../../../src/domain/contracts/office-accounts';
import type { LicenceState } from '../../../src/domain/contracts/office';
import type { Database } from '../../db/connection';
import { accounts, groups, licences, siteSubmissions, tokenFamilies, users } from '../../db/schema';
import { ApiError, longDay } from '../../errors';
import { loginNameTaken } from '../../identity/login-names';
import type { Mailer } from '../../mail';
import type { AuthenticatedUser } from '../auth/authenticate';
import { recordAudit } from '../audit/record';
import { isOverLimit, licenceStates } from '../licences/state';
import { dayOf } from '../practice/time';
import { createInvitedStaff, INVITED_PASSWORD_HASH, sendInviteMail } from '../teachers/teachers';
import { readAll } from '../../db/read-all';
import { endSessions } from '../../identity/sessions';

type Tx = Database;
const asDb = (tx: unknown) => tx as Database;

/** Students that count on a licence: not in the trash. */
const studentsUsed = sql<number>`(select count(*)::int from users u
  where u.account_id = accounts.id and u.role = 'leerling' and u.deleted_at is null)`;

/** The licence state in SQL, the same rule as `licenceStateOf` (a paid current licence wins). */
function stateSql(today: string): SQL<LicenceState> {
  return sql<LicenceState>`case
    when exists (select 1 from licences l where l.account_id = accounts.id and l.kind <> 'trial'
      and l.starts_on <= ${today}::date and ${today}::date <= l.ends_on) then 'active'
    when exists (select 1 from licences l where l.account_id = accounts.id
      and l.starts_on <= ${today}::date and ${today}::date <= l.ends_on) then 'trial'
    when exists (select 1 from licences l where l.account_id = accounts.id
      and l.ends_on < ${today}::date) then 'expired'
    else 'none' end`;
}

/**
 * More students than the licence that holds today allows, in SQL: the same licence as `licenceStateOf`
 * picks (a paid one before a trial, then the one that runs longest). No current licence: never over.
 */
export function overLimitSql(today: string): SQL<boolean> {
  return sql<boolean>`${studentsUsed} > (select l.max_students from licences l
    where l.account_id = accounts.id and l.starts_on <= ${today}::date and ${today}::date <= l.ends_on
    order by (l.kind = 'trial'), l.ends_on desc limit 1)`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAccounts(
  db: Database,
  query: AccountListQuery,
): Promise<{ accounts: AccountRow[]; total: number }> {
  const today = dayOf(new Date());
  const state = stateSql(today);
  const text = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = and(
    text
      ? or(
          ilike(accounts.name, text),
          ilike(accounts.brin, text),
          ilike(accounts.city, text),
          ilike(accounts.contactName, text),
          ilike(accounts.contactEmail, text),
        )
      : undefined,
    query.kind ? eq(accounts.kind, query.kind) : undefined,
    query.country ? eq(accounts.country, query.country) : undefined,
    query.licence ? sql`${state} = ${query.licence}` : undefined,
    query.students === 'overLimit' ? overLimitSql(today) : undefined,
  );
  const rows = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      kind: accounts.kind,
      country: accounts.country,
      brin: accounts.brin,
      city: accounts.city,
      contactName: accounts.contactName,
      contactEmail: accounts.contactEmail,
      deactivatedAt: accounts.deactivatedAt,
      studentsUsed,
      total: sql<number>`count(*) over ()`,
    })
    .from(accounts)
    .where(where)
    .orderBy(asc(sql`lower(${accounts.name})`), asc(accounts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const states = await licenceStates(
    db,
    rows.map((r) => r.id),
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && query.page > 1) {
    const [row] = await db.select({ n: count() }).from(accounts).where(where);
    total = row?.n ?? 0;
  }
  return {
    total,
    accounts: rows.map(({ total: _total, ...r }) => {
      const s = states.get(r.id);
      const used = Number(r.studentsUsed);
      return {
        ...r,
        studentsUsed: used,
        deactivatedAt: r.deactivatedAt?.toISOString() ?? null,
        licenceState: s?.state ?? 'none',
        licence: s?.licence ?? null,
        overLimit: isOverLimit(s, used),
      };
    }),
  };
}

export async function accountDetail(db: Database, id: string): Promise<AccountDetail> {
  const [row] = await db
    .select({ account: accounts, studentsUsed })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!row) throw new ApiError(404, 'notFound');
  const a = row.account;
  const [licenceRows, staff, [groupRow], states] = await readAll(db, [
    db.select().from(licences).where(eq(licences.accountId, id)).orderBy(asc(licences.startsOn)),
    db
      .select({
        id: users.id,
        name: users.displayName,
        email: users.email,
        role: users.role,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(and(eq(users.accountId, id), inArray(users.role, ['schooladmin', 'docent'])))
      .orderBy(asc(users.displayName)),
    db
      .select({ n: count() })
      .from(groups)
      .where(and(eq(groups.accountId, id), isNull(groups.archivedAt))),
    licenceStates(db, [id]),
  ]);
  const s = states.get(id);
  return {
    id: a.id,
    name: a.name,
    kind: a.kind,
    country: a.country,
    brin: a.brin,
    street: a.street,
    postcode: a.postcode,
    city: a.city,
    contactName: a.contactName,
    contactEmail: a.contactEmail,
    contactPhone: a.contactPhone,
    groupsEnabled: a.groupsEnabled,
    loginCode: a.loginCode,
    deactivatedAt: a.deactivatedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    studentsUsed: Number(row.studentsUsed),
    licenceState: s?.state ?? 'none',
    licence: s?.licence ?? null,
    overLimit: isOverLimit(s, Number(row.studentsUsed)),
    licences: licenceRows.map(({ id: lid, kind, maxStudents, startsOn, endsOn }) => ({
      id: lid,
      kind,
      maxStudents,
      startsOn,
      endsOn,
    })),
    staff: staff.map(({ passwordHash, ...u }) => ({ ...u, invited: passwordHash === INVITED_PASSWORD_HASH })),
    groupCount: groupRow?.n ?? 0,
  };
}

/** 409 when another account already has the code (codes are kept normalised: no spaces, capitals). */
async function assertCodeFree(db: Tx, brin: string | undefined, except?: string): Promise<void> {
  if (!brin) return;
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        sql`upper(replace(${accounts.brin}, ' ', '')) = ${brin}`,
        except ? ne(accounts.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new ApiError(409, 'brinTaken', { brin: 'brinTaken' });
}

function accountValues(body: Omit<UpdateAccountBody, 'groupsEnabled'>) {
  return {
    name: body.name,
    kind: body.kind,
    country: body.country,
    brin: body.brin ?? null,
    street: body.street ?? null,
    postcode: body.postcode ? body.postcode.toUpperCase() : null,
    city: body.city ?? null,
    contactName: body.contactName ?? null,
    contactEmail: body.contactEmail?.toLowerCase() ?? null,
    contactPhone: body.contactPhone ?? null,
  };
}

/**
 * Creates a school (or home) account with its first licence and its first schooladmin, who is invited
 * by e-mail (the teachers' invitation: a set-password link). All in one transaction with its audit
 * entry; when `submissionId` is given, that site application is marked handled in the same
 * transaction (409 when it already was). The mail goes out after the commit.
 */
export async function createAccount(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  actor: AuthenticatedUser,
  body: CreateAccountBody,
  submissionId?: string,
): Promise<{ id: string; adminId: string }> {
  const email = body.admin.email.trim().toLowerCase();
  if (await loginNameTaken(db, email))
    throw new ApiError(409, 'emailUnavailable', { 'admin.email': 'emailUnavailable' });
  const values = accountValues(body);
  const made = await db.transaction(async (raw) => {
    const tx = asDb(raw);
    if (submissionId) {
      const [submission] = await tx
        .select({ handledAt: siteSubmissions.handledAt })
        .from(siteSubmissions)
        .where(and(eq(siteSubmissions.id, submissionId), eq(siteSubmissions.kind, 'aanvraag')))
        .for('update');
      if (!submission) throw new ApiError(404, 'notFound');
      if (submission.handledAt) throw new ApiError(409, 'applicationHandled');
    }
    // Serialises creations, so two offices cannot both take one BRIN code (or one school code).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounts.brin'))`);
    await assertCodeFree(tx, values.brin ?? undefined);
    const [account] = await tx
      .insert(accounts)
      .values({
        ...values,
        groupsEnabled: body.kind === 'school',
        loginCode: await newSchoolCode(tx, values.name),
      })
      .returning({ id: accounts.id });
    const accountId = account!.id;
    const [licence] = await tx
      .insert(licences)
      .values({ accountId, ...body.licence, createdBy: actor.id })
      .returning({ id: licences.id });
    // A home account works without groups, but its children live in one group ("Thuis").
    if (body.kind === 'home') await tx.insert(groups).values({ accountId, name: 'Thuis', yearGroup: null });
    const invite = await createInvitedStaff(tx, accountId, {
      name: body.admin.name,
      email,
      role: 'schooladmin',
    });
    if (submissionId)
      await tx
        .update(siteSubmissions)
        .set({ handledAt: new Date(), accountId })
        .where(eq(siteSubmissions.id, submissionId));
    await recordAudit(tx, actor, {
      action: 'account.create',
      accountId,
      targetId: accountId,
      detail: {
        kind: body.kind,
        country: body.country,
        licenceId: licence!.id,
        licence: body.licence,
        adminId: invite.id,
        ...(submissionId ? { submissionId } : {}),
      },
    });
    return { accountId, invite };
  });
  await sendInviteMail(
    mailer,
    publicUrl,
    { name: body.name, country: body.country },
    { id: made.invite.id, token: made.invite.token, name: body.admin.name, email, role: 'schooladmin' },
  );
  return { id: made.accountId, adminId: made.invite.id };
}

export async function updateAccount(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  body: UpdateAccountBody,
): Promise<void> {
  const values = { ...accountValues(body), groupsEnabled: body.groupsEnabled };
  await db.transaction(async (raw) => {
    const tx = asDb(raw);
    const [before] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!before) throw new ApiError(404, 'notFound');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('accounts.brin'))`);
    await assertCodeFree(tx, values.brin ?? undefined, id);
    await tx
      .update(accounts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(accounts.id, id));
    const changed = Object.keys(values).filter(
      (k) => (before as Record<string, unknown>)[k] !== (values as Record<string, unknown>)[k],
    );
    await recordAudit(tx, actor, {
      action: 'account.update',
      accountId: id,
      targetId: id,
      detail: { changed },
    });
  });
}

/**
 * Deactivated: nobody of the account can sign in (the shared credential check refuses them) and every
 * session ends now (token versions bumped, provider sessions revoked). Reactivating lets them in again.
 */
export async function setAccountActive(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  active: boolean,
): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = asDb(raw);
    const [row] = await tx
      .select({ deactivatedAt: accounts.deactivatedAt })
      .from(accounts)
      .where(eq(accounts.id, id))
      .for('update');
    if (!row) throw new ApiError(404, 'notFound');
    if (active === (row.deactivatedAt === null)) return;
    await tx
      .update(accounts)
      .set({ deactivatedAt: active ? null : new Date(), updatedAt: new Date() })
      .where(eq(accounts.id, id));
    if (!active) {
      await tx.update(users).set(endSessions()).where(eq(users.accountId, id));
      await tx
        .update(tokenFamilies)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            isNull(tokenFamilies.revokedAt),
            inArray(
              tokenFamilies.userId,
              tx.select({ id: users.id }).from(users).where(eq(users.accountId, id)),
            ),
          ),
        );
    }
    await recordAudit(tx, actor, {
      action: active ? 'account.reactivate' : 'account.deactivate',
      accountId: id,
      targetId: id,
    });
  });
}

/** Superadmin only: deletes the account with everything in it, after its exact name was typed. */
export async function deleteAccount(
  db: Database,
  actor: AuthenticatedUser,
  id: string,
  confirmName: string,
): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = asDb(raw);
    const [row] = await tx
      .select({ name: accounts.name, kind: accounts.kind, country: accounts.country })
      .from(accounts)
      .where(eq(accounts.id, id))
      .for('update');
    if (!row) throw new ApiError(404, 'notFound');
    if (row.name !== confirmName)
      throw new ApiError(400, 'confirmNameMismatch', { confirmName: 'confirmNameMismatch' });
    const [{ n: students } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.accountId, id), eq(users.role, 'leerling')));
    // Every table of school data cascades from the account row (users, groups, practice, licences).
    await tx.delete(accounts).where(eq(accounts.id, id));
    await recordAudit(tx, actor, {
      action: 'account.delete',
      accountId: id,
      targetId: id,
      detail: { kind: row.kind, country: row.country, students },
    });
  });
}

async function lockAccount(tx: Tx, id: string): Promise<void> {
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
  if (!row) throw new ApiError(404, 'notFound');
}

/**
 * 409 `licenceOverlap` when `period` shares a day with another licence period of the account (other
 * than `except`, the one being changed). The field error names that period and sits on the date to
 * change: the start when it falls inside the other period, else the end. Call it with the account row
 * locked, so two offices cannot add overlapping periods at once.
 */
async function assertNoOverlap(
  tx: Tx,
  accountId: string,
  period: LicenceInput,
  except?: string,
): Promise<void> {
  const [other] = await tx
    .select({ startsOn: licences.startsOn, endsOn: licences.endsOn })
    .from(licences)
    .where(
      and(
        eq(licences.accountId, accountId),
        lte(licences.startsOn, period.endsOn),
        gte(licences.endsOn, period.startsOn),
        except ? ne(licences.id, except) : undefined,
      ),
    )
    .orderBy(asc(licences.startsOn))
    .limit(1);
  if (!other) return;
  const field = other.startsOn <= period.startsOn && period.startsOn <= other.endsOn ? 'startsOn' : 'endsOn';
  throw new ApiError(409, 'licenceOverlap', { [field]: licenceOverlapCode(other) }, (language) => ({
    from: longDay(other.startsOn, language),
    to: longDay(other.endsOn, language),
  }));
}

export async function addLicence(
  db: Database,
  actor: AuthenticatedUser,
  accountId: string,
  body: LicenceInput,
): Promise<string> {
  return db.transaction(async (raw) => {
    const tx = asDb(raw);
    await lockAccount(tx, accountId);
    await assertNoOverlap(tx, accountId, body);
    const [row] = await tx
      .insert(licences)
      .values({ accountId, ...body, createdBy: actor.id })
      .returning({ id: licences.id });
    await recordAudit(tx, actor, {
      action: 'licence.create',
      accountId,
      targetId: row!.id,
      detail: { ...body },
    });
    return row!.id;
  });
}

export async function updateLicence(
  db: Database,
  actor: AuthenticatedUser,
  accountId: string,
  licenceId: string,
  body: LicenceInput,
): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = asDb(raw);
    await lockAccount(tx, accountId);
    const [own] = await tx
      .select({ id: licences.id })
      .from(licences)
      .where(and(eq(licences.id, licenceId), eq(licences.accountId, accountId)));
    if (!own) throw new ApiError(404, 'notFound');
    await assertNoOverlap(tx, accountId, body, licenceId);
    await tx
      .update(licences)
      // A changed end date may need a new end notice.
      .set({ ...body, endNoticeSentAt: null })
      .where(eq(licences.id, licenceId));
    await recordAudit(tx, actor, {
      action: 'licence.update',
      accountId,
      targetId: licenceId,
      detail: { ...body },
    });
  });
}

/**
 * Deletes a period entered by mistake. Refused (409) for the account's only period (without any, the
 * account would be unlimited, the state of accounts made before licences) and for the period that
 * holds today (the school works with it: ending it sooner is a change of its end date, and a school
 * that stops is deactivated). Both refusals say so.
 */
export async function deleteLicence(
  db: Database,
  actor: AuthenticatedUser,
  accountId: string,
  licenceId: string,
  now = new Date(),
): Promise<void> {
  const today = dayOf(now);
  await db.transaction(async (raw) => {
    const tx = asDb(raw);
    await lockAccount(tx, accountId);
    const periods = await tx
      .select({ id: licences.id, kind: licences.kind, startsOn: licences.startsOn, endsOn: licences.endsOn })
      .from(licences)
      .where(eq(licences.accountId, accountId));
    const licence = periods.find((l) => l.id === licenceId);
    if (!licence) throw new ApiError(404, 'notFound');
    if (periods.length === 1) throw new ApiError(409, 'lastLicence');
    if (licence.startsOn <= today && today <= licence.endsOn) throw new ApiError(409, 'licenceInUse');
    await tx.delete(licences).where(eq(licences.id, licenceId));
    const { kind, startsOn, endsOn } = licence;
    await recordAudit(tx, actor, {
      action: 'licence.delete',
      accountId,
      targetId: licenceId,
      detail: { kind, startsOn, endsOn },
    });
  });
}
