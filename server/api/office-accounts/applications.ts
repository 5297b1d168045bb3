import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApplicationDetail, ApplicationSummary } from '../../../src/domain/contracts/office-accounts';
import type { LicenceKind } from '../../../src/domain/contracts/office';
import type { Database } from '../../db/connection';
import { siteSubmissions } from '../../db/schema';
import { ApiError } from '../../errors';
import { DAY_MS, dayOf } from '../practice/time';

type SubmissionRow = typeof siteSubmissions.$inferSelect;

/** What the application form stored (src/domain/contracts/site.ts); read defensively, it is old data. */
interface StoredApplication {
  kind?: string;
  organisation?: string;
  contactName?: string;
  email?: string;
  phone?: string;
  postcode?: string;
  city?: string;
  country?: string;
  students?: number;
}

const KIND_WORDS: Record<string, string> = {
  trial: 'Proeflicentie',
  school: 'Schoollicentie',
  home: 'Thuislicentie',
};

function payloadOf(row: SubmissionRow): StoredApplication {
  return row.payload && typeof row.payload === 'object' ? (row.payload as StoredApplication) : {};
}

function summaryOf(row: SubmissionRow): ApplicationSummary {
  const p = payloadOf(row);
  const kind = p.kind === 'trial' || p.kind === 'school' || p.kind === 'home' ? p.kind : null;
  const parts = [
    kind ? KIND_WORDS[kind] : null,
    typeof p.students === 'number' ? `${p.students} leerlingen` : null,
    [p.city, p.country ? `(${p.country})` : null].filter(Boolean).join(' ') || null,
  ].filter(Boolean);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    schoolName: p.organisation ?? null,
    summary: parts.join(', '),
    kind,
    inviteId: row.inviteId,
  };
}

/** Open applications (not yet made into an account), newest first. */
export async function listApplications(db: Database): Promise<ApplicationSummary[]> {
  const rows = await db
    .select()
    .from(siteSubmissions)
    .where(and(eq(siteSubmissions.kind, 'aanvraag'), isNull(siteSubmissions.handledAt)))
    .orderBy(desc(siteSubmissions.createdAt))
    .limit(200);
  return rows.map(summaryOf);
}

/** The last day of the school year that holds `today` (31 July). */
function schoolYearEnd(today: string): string {
  const year = Number(today.slice(0, 4));
  return today.slice(5) <= '07-31' ? `${year}-07-31` : `${year + 1}-07-31`;
}

/**
 * A proposal for the account form: a trial of 30 days, a school licence to the end of the school
 * year, a home licence for a year; as many students as the form asked.
 */
export function licenceProposal(kind: LicenceKind, students: number, now: Date) {
  const startsOn = dayOf(now);
  const endsOn =
    kind === 'trial'
      ? dayOf(now.getTime() + 30 * DAY_MS)
      : kind === 'school'
        ? schoolYearEnd(startsOn)
        : dayOf(now.getTime() + 364 * DAY_MS);
  return { kind, maxStudents: students, startsOn, endsOn };
}

export async function applicationDetail(
  db: Database,
  id: string,
  now = new Date(),
): Promise<ApplicationDetail> {
  const [row] = await db
    .select()
    .from(siteSubmissions)
    .where(and(eq(siteSubmissions.id, id), eq(siteSubmissions.kind, 'aanvraag')));
  if (!row) throw new ApiError(404, 'notFound');
  const p = payloadOf(row);
  const summary = summaryOf(row);
  const licenceKind: LicenceKind = summary.kind ?? 'trial';
  const home = licenceKind === 'home';
  const contactName = p.contactName ?? row.name;
  return {
    ...summary,
    handledAt: row.handledAt?.toISOString() ?? null,
    accountId: row.accountId,
    payload: p as Record<string, unknown>,
    prefill: {
      name: p.organisation ?? (home ? `Familie ${contactName}` : ''),
      kind: home ? 'home' : 'school',
      country: p.country === 'BE' ? 'BE' : 'NL',
      postcode: p.postcode ?? '',
      city: p.city ?? '',
      contactName,
      contactEmail: p.email ?? row.email,
      contactPhone: p.phone ?? '',
      licence: licenceProposal(licenceKind, typeof p.students === 'number' ? p.students : 30, now),
      admin: { name: contactName, email: p.email ?? row.email },
    },
  };
}
