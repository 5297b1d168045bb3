import { and, desc, inArray } from 'drizzle-orm';
import type { Licence, LicenceState } from '../../../src/domain/contracts/office';
import type { Database } from '../../db/connection';
import { licences } from '../../db/schema';
import { dayOf } from '../practice/time';

export interface AccountLicence {
  state: LicenceState;
  /** The licence that holds today; else the last one that ended; else null. */
  licence: Licence | null;
}

type LicenceRow = typeof licences.$inferSelect;

function toLicence(row: LicenceRow): Licence {
  const { id, kind, maxStudents, startsOn, endsOn } = row;
  return { id, kind, maxStudents, startsOn, endsOn };
}

/** The state of one account's licences on `today` (yyyy-mm-dd); `rows` in any order. */
export function licenceStateOf(rows: readonly LicenceRow[], today: string): AccountLicence {
  const current = rows
    .filter((r) => r.startsOn <= today && today <= r.endsOn)
    // Two overlapping licences: the paid one counts, then the one that runs longest.
    .sort(
      (a, b) => Number(a.kind === 'trial') - Number(b.kind === 'trial') || (a.endsOn < b.endsOn ? 1 : -1),
    )[0];
  if (current) return { state: current.kind === 'trial' ? 'trial' : 'active', licence: toLicence(current) };
  const ended = rows.filter((r) => r.endsOn < today).sort((a, b) => (a.endsOn < b.endsOn ? 1 : -1))[0];
  if (ended) return { state: 'expired', licence: toLicence(ended) };
  return { state: 'none', licence: null };
}

/**
 * Licence state per account (every account in `accountIds`, or every account with a licence when
 * null). Callers pass accounts already filtered by the tenant rule.
 */
export async function licenceStates(
  db: Database,
  accountIds: readonly string[] | null,
  now: Date = new Date(),
): Promise<Map<string, AccountLicence>> {
  if (accountIds !== null && accountIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(licences)
    .where(accountIds === null ? undefined : and(inArray(licences.accountId, [...accountIds])))
    .orderBy(desc(licences.endsOn));
  const byAccount = new Map<string, LicenceRow[]>();
  for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
  const today = dayOf(now);
  const result = new Map<string, AccountLicence>();
  for (const id of accountIds ?? byAccount.keys())
    result.set(id, licenceStateOf(byAccount.get(id) ?? [], today));
  return result;
}

/** More students than the licence that holds today allows (an account without one has no limit). */
export function isOverLimit(licence: AccountLicence | undefined, studentsUsed: number): boolean {
  if (!licence?.licence || (licence.state !== 'active' && licence.state !== 'trial')) return false;
  return studentsUsed > licence.licence.maxStudents;
}
