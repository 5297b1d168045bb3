import { and, asc, count, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  ACTIVITY_WEEKS,
  NEW_SUBMISSIONS_SHOWN,
  OVER_LIMIT_SHOWN,
  RENEWAL_DAYS,
  TRIAL_ENDING_DAYS,
  type DashboardResponse,
} from '../../../src/domain/contracts/office-support';
import { LICENCE_STATES, type LicenceState } from '../../../src/domain/contracts/office';
import type { Database } from '../../db/connection';
import { accounts, answerDayTotals, licences, siteSubmissions, users } from '../../db/schema';
import { isOverLimit, licenceStates } from '../licences/state';
import { dayOf } from '../practice/time';

/** yyyy-mm-dd plus `days` (calendar arithmetic on the date, no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week of `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

const zeroStates = () =>
  Object.fromEntries(LICENCE_STATES.map((s) => [s, 0])) as Record<LicenceState, number>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

interface WeekRow {
  week: string;
  answers: number;
  active: number;
  activeToday: number;
  answersToday: number;
}

/**
 * The finished weeks of the chart, kept per server process for PAST_WEEKS_TTL_MS: they change only
 * when a late answer queue syncs, and reading eight weeks of answer-day totals is the dashboard's one
 * costly query on a big database (see the README's bench). The current week is always read live.
 */
export interface PastWeeksCache {
  key?: string;
  at?: number;
  rows?: WeekRow[];
}
export const PAST_WEEKS_TTL_MS = 15 * 60_000;

/** Answers and active students per week from `fromDay` on; today's figures on the current week's row. */
function activityFrom(db: Database, fromDay: string, today: string): Promise<WeekRow[]> {
  const weekOf = sql`date_trunc('week', ${answerDayTotals.day}::timestamp)`;
  const isToday = sql`${answerDayTotals.day} = ${today}::date`;
  return (
    // Per week and student first (a hash aggregate), then per week: cheaper than count(distinct).
    db
      .select({
        week: sql<string>`to_char(per_student.week, 'YYYY-MM-DD')`.as('week_day'),
        answers: sql<number>`coalesce(sum(per_student.answers), 0)::int`,
        active: sql<number>`count(*)::int`,
        activeToday: sql<number>`(count(*) filter (where per_student.today_answers > 0))::int`,
        answersToday: sql<number>`coalesce(sum(per_student.today_answers), 0)::int`,
      })
      .from(
        db
          .select({
            week: sql`${weekOf}`.as('week'),
            studentId: answerDayTotals.studentId,
            answers: sql<number>`sum(${answerDayTotals.answers})`.as('answers'),
            todayAnswers:
              sql<number>`coalesce(sum(${answerDayTotals.answers}) filter (where ${isToday}), 0)`.as(
                'today_answers',
              ),
          })
          .from(answerDayTotals)
          .where(gte(answerDayTotals.day, fromDay))
          .groupBy(weekOf, answerDayTotals.studentId)
          .as('per_student'),
      )
      .groupBy(sql`per_student.week`)
  );
}

/**
 * Paid licences of accounts not deactivated that end from `today` up to `lastDay` and have no period
 * after them (not renewed yet), soonest first.
 */
function renewalsDue(db: Database, today: string, lastDay: string) {
  return db
    .select({
      accountId: licences.accountId,
      name: accounts.name,
      licenceId: licences.id,
      kind: licences.kind,
      endsOn: licences.endsOn,
      maxStudents: licences.maxStudents,
    })
    .from(licences)
    .innerJoin(accounts, eq(accounts.id, licences.accountId))
    .where(
      and(
        isNull(accounts.deactivatedAt),
        ne(licences.kind, 'trial'),
        gte(licences.endsOn, today),
        lte(licences.endsOn, lastDay),
        sql`not exists (select 1 from licences later
          where later.account_id = ${licences.accountId} and later.starts_on > ${licences.endsOn})`,
      ),
    )
    .orderBy(asc(licences.endsOn), asc(accounts.name));
}

/**
 * The office's morning figures in seven queries: accounts, licences, students per account, licences
 * due for renewal, a week-grouped aggregate of the answer day totals (which also gives today), and two
 * over the unhandled site submissions.
 */
export async function dashboard(
  db: Database,
  now = new Date(),
  pastWeeks?: PastWeeksCache,
): Promise<DashboardResponse> {
  const today = dayOf(now);
  const thisWeek = mondayOf(today);
  const firstWeek = addDays(thisWeek, -7 * (ACTIVITY_WEEKS - 1));
  const cacheKey = `${firstWeek}/${thisWeek}`;
  const cached =
    pastWeeks?.rows && pastWeeks.key === cacheKey && now.getTime() - (pastWeeks.at ?? 0) < PAST_WEEKS_TTL_MS
      ? pastWeeks.rows
      : null;

  const [accountRows, states, students, renewalRows, activity, submissionCounts, latest] = await Promise.all([
    db
      .select({ id: accounts.id, kind: accounts.kind, name: accounts.name })
      .from(accounts)
      .where(isNull(accounts.deactivatedAt)),
    licenceStates(db, null, now),
    // Students that count on a licence: not in the trash.
    db
      .select({ accountId: users.accountId, n: count() })
      .from(users)
      .where(and(eq(users.role, 'leerling'), isNull(users.deletedAt)))
      .groupBy(users.accountId),
    renewalsDue(db, today, addDays(today, RENEWAL_DAYS)),
    activityFrom(db, cached ? thisWeek : firstWeek, today),
    db
      .select({ kind: siteSubmissions.kind, n: count() })
      .from(siteSubmissions)
      .where(isNull(siteSubmissions.handledAt))
      .groupBy(siteSubmissions.kind),
    db
      .select({
        id: siteSubmissions.id,
        kind: siteSubmissions.kind,
        name: siteSubmissions.name,
        email: siteSubmissions.email,
        payload: siteSubmissions.payload,
        inviteId: siteSubmissions.inviteId,
        createdAt: siteSubmissions.createdAt,
      })
      .from(siteSubmissions)
      .where(isNull(siteSubmissions.handledAt))
      .orderBy(desc(siteSubmissions.createdAt))
      .limit(NEW_SUBMISSIONS_SHOWN),
  ]);

  const byKind = { school: zeroStates(), home: zeroStates() };
  const lastTrialDay = addDays(today, TRIAL_ENDING_DAYS - 1);
  const trialsEnding: DashboardResponse['trialsEnding'] = [];
  for (const account of accountRows) {
    const current = states.get(account.id);
    const state = current?.state ?? 'none';
    byKind[account.kind][state] += 1;
    if (state === 'trial' && current!.licence && current!.licence.endsOn <= lastTrialDay)
      trialsEnding.push({
        accountId: account.id,
        name: account.name,
        kind: account.kind,
        endsOn: current!.licence.endsOn,
      });
  }
  trialsEnding.sort((a, b) => a.endsOn.localeCompare(b.endsOn) || a.name.localeCompare(b.name));

  const used = new Map(students.map((r) => [r.accountId, Number(r.n)]));
  const overLimit = accountRows
    .filter((a) => isOverLimit(states.get(a.id), used.get(a.id) ?? 0))
    .map((a) => ({
      accountId: a.id,
      name: a.name,
      studentsUsed: used.get(a.id) ?? 0,
      maxStudents: states.get(a.id)!.licence!.maxStudents,
    }))
    .sort(
      (a, b) =>
        b.studentsUsed - b.maxStudents - (a.studentsUsed - a.maxStudents) || a.name.localeCompare(b.name),
    );
  const renewals = renewalRows.map((r) => ({
    ...r,
    kind: r.kind === 'home' ? ('home' as const) : ('school' as const),
    studentsUsed: used.get(r.accountId) ?? 0,
  }));

  if (pastWeeks && !cached)
    Object.assign(pastWeeks, {
      key: cacheKey,
      at: now.getTime(),
      rows: activity.filter((r) => r.week !== thisWeek),
    });
  const rows = [...(cached ?? []), ...activity];
  const weeks = Array.from({ length: ACTIVITY_WEEKS }, (_v, i) => {
    const week = addDays(firstWeek, 7 * i);
    const row = rows.find((r) => r.week === week);
    return { week, answers: Number(row?.answers ?? 0), activeStudents: Number(row?.active ?? 0) };
  });
  const current = activity.find((r) => r.week === thisWeek);

  return {
    today,
    accounts: byKind,
    activeToday: Number(current?.activeToday ?? 0),
    activeThisWeek: Number(current?.active ?? 0),
    answersToday: Number(current?.answersToday ?? 0),
    trialsEnding,
    overLimit: { total: overLimit.length, accounts: overLimit.slice(0, OVER_LIMIT_SHOWN) },
    renewals,
    submissions: {
      applications: Number(submissionCounts.find((r) => r.kind === 'aanvraag')?.n ?? 0),
      contacts: Number(submissionCounts.find((r) => r.kind === 'contact')?.n ?? 0),
      latest: latest.map((row) => {
        const payload = (row.payload ?? {}) as Record<string, unknown>;
        return {
          id: row.id,
          kind: row.kind,
          name: row.name,
          email: row.email,
          organisation: text(payload.school) ?? text(payload.organisation),
          subject: row.kind === 'contact' ? text(payload.subject) : null,
          message: text(payload.message),
          fromInvite: row.inviteId !== null,
          createdAt: row.createdAt.toISOString(),
        };
      }),
    },
    weeks,
  };
}

/** Marks a submission handled (once); false when there is no such submission. */
export async function markSubmissionHandled(
  db: Database,
  id: string,
): Promise<{ kind: 'contact' | 'aanvraag'; already: boolean } | null> {
  const [row] = await db
    .select({ kind: siteSubmissions.kind, handledAt: siteSubmissions.handledAt })
    .from(siteSubmissions)
    .where(eq(siteSubmissions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.handledAt) return { kind: row.kind, already: true };
  await db
    .update(siteSubmissions)
    .set({ handledAt: new Date() })
    .where(and(eq(siteSubmissions.id, id), isNull(siteSubmissions.handledAt)));
  return { kind: row.kind, already: false };
}
