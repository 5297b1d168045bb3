import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { accounts, licences } from '../../db/schema';
import { ApiError } from '../../errors';
import { dayOf } from '../practice/time';
import { licenceStateOf, type AccountLicence } from './state';

export interface LicenceUse extends AccountLicence {
  /** Students of the account not in the trash. */
  used: number;
}

/**
 * What an account's licences allow today, and how many students it has: one query (the licence rows
 * with the student count beside them). Call it inside the transaction that adds students, after the
 * account row is locked, so two additions cannot both take the last place.
 */
export async function licenceUse(
  db: Database,
  accountId: string,
  now: Date = new Date(),
): Promise<LicenceUse> {
  const rows = await db
    .select({
      licence: licences,
      used: sql<number>`(select count(*)::int from users u
        where u.account_id = accounts.id and u.role = 'leerling' and u.deleted_at is null)`,
    })
    .from(accounts)
    .leftJoin(licences, eq(licences.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  const used = Number(rows[0]?.used ?? 0);
  const licenceRows = rows.flatMap((r) => (r.licence ? [r.licence] : []));
  return { ...licenceStateOf(licenceRows, dayOf(now)), used };
}

/**
 * Why `adding` more students (new ones less removed ones) would be refused with this use of the
 * licence, or null when they fit: `licenceEnded` when no licence holds today while the account had one,
 * `licenceFull` when the current one's number of students would be passed. An account that never had a
 * licence (state `none`: made before licences existed) is not limited. Adding nothing, or removing,
 * always fits.
 */
export function roomProblem(use: LicenceUse, adding: number): 'licenceFull' | 'licenceEnded' | null {
  if (adding <= 0) return null;
  if (use.state === 'expired') return 'licenceEnded';
  if (use.state === 'none' || !use.licence) return null;
  return use.used + adding > use.licence.maxStudents ? 'licenceFull' : null;
}

/** Refuses (409, `errors.licence`) adding `adding` students when roomProblem says so. */
export async function assertRoomForStudents(db: Database, accountId: string, adding: number): Promise<void> {
  if (adding <= 0) return;
  const problem = roomProblem(await licenceUse(db, accountId), adding);
  if (problem) throw new ApiError(409, problem, { licence: problem });
}

/**
 * Refuses (409 `licenceEnded`) starting a new round or test once the account's licence has ended.
 * A round already started is never refused: its answers and its finish pass without this check.
 */
export async function assertMayPractise(db: Database, accountId: string): Promise<void> {
  const use = await licenceUse(db, accountId);
  if (use.state === 'expired') throw new ApiError(409, 'licenceEnded', { licence: 'licenceEnded' });
}
