import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../src/domain/constants';
import type { Database } from '../db/connection';
import { accounts, loginThrottle, users } from '../db/schema';
import { ApiError } from '../errors';
import { verifyDummyPassword, verifyPassword } from './passwords';

/** Failures within the window that lock a login name, and for how long. */
export const LOCKOUT_MAX_FAILURES = 10;
export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;

export interface UserRecord {
  id: string;
  role: Role;
  accountId: string | null;
  username: string;
  email: string | null;
  displayName: string;
  passwordHash: string;
  tokenVersion: number;
}

const userColumns = {
  id: users.id,
  role: users.role,
  accountId: users.accountId,
  username: users.username,
  email: users.email,
  displayName: users.displayName,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
};

export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

/** More users than this with one name, and a sign-in needs the school code. */
export const MAX_LOGIN_CANDIDATES = 5;

/**
 * Signs in: not in the trash, not deactivated, and not of an account the office deactivated (office
 * and superadmin have no account; the left join gives them null).
 */
const active = and(isNull(users.deletedAt), isNull(users.deactivatedAt), isNull(accounts.deactivatedAt));

/**
 * The active users a login (user name or e-mail address, any case) may mean, user-name matches
 * first. User names are unique per school only, so without a school code several schools' 'sam'
 * can match; with one (`accounts.login_code`), only that school's users. At most
 * MAX_LOGIN_CANDIDATES + 1 rows.
 */
export async function findLoginCandidates(
  db: Database,
  login: string,
  school?: string,
): Promise<UserRecord[]> {
  const value = normalizeLogin(login);
  if (!value) return [];
  const code = school ? normalizeLogin(school) : '';
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      and(
        sql`(lower(${users.username}) = ${value} or lower(${users.email}) = ${value})`,
        active,
        code ? eq(accounts.loginCode, code) : undefined,
      ),
    )
    .orderBy(desc(sql`lower(${users.username}) = ${value}`))
    .limit(MAX_LOGIN_CANDIDATES + 1);
}

/** The one user a login means (an e-mail address, or a user name only one school uses), if any. */
export async function findUserByLogin(db: Database, login: string): Promise<UserRecord | undefined> {
  const candidates = await findLoginCandidates(db, login);
  return candidates.length === 1 ? candidates[0] : undefined;
}

export async function findUserById(db: Database, id: string): Promise<UserRecord | undefined> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return user;
}

async function isLocked(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.key, key), gt(loginThrottle.lockedUntil, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

async function recordFailure(db: Database, key: string): Promise<void> {
  const windowExpired = sql`${loginThrottle.windowStartedAt} < now() - make_interval(mins => ${LOCKOUT_WINDOW_MINUTES})`;
  const failures = sql`case when ${windowExpired} then 1 else ${loginThrottle.failures} + 1 end`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${windowExpired} then now() else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${LOCKOUT_MAX_FAILURES}
          then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Database, userId: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, `user:${userId}`));
}

/**
 * Checks a user name (or e-mail address) and password, optionally within one school (its login code).
 * Unknown names and wrong passwords fail alike (401, same work: a dummy hash is verified). When
 * several schools use the name, the password picks the user; if it fits more than one, or too many
 * schools use the name, the school code is needed (401 schoolCodeNeeded). Failures are counted per
 * account, or per name when no account has it, and lock that name for a while (429) after too many.
 */
export async function checkCredentials(
  db: Database,
  login: string,
  password: string,
  school?: string,
): Promise<UserRecord> {
  const candidates = await findLoginCandidates(db, login, school);
  const nameKey = `login:${school ? `${normalizeLogin(school)}/` : ''}${normalizeLogin(login)}`;
  const keys = candidates.length ? candidates.map((u) => `user:${u.id}`) : [nameKey];
  if (candidates.length > MAX_LOGIN_CANDIDATES) {
    await verifyDummyPassword(password);
    throw new ApiError(401, 'schoolCodeNeeded');
  }
  const locked = await Promise.all(keys.map((key) => isLocked(db, key)));
  if (locked.every(Boolean)) throw new ApiError(429, 'loginLocked');
  const matches: UserRecord[] = [];
  for (const [i, user] of candidates.entries()) {
    if (!locked[i] && (await verifyPassword(user.passwordHash, password))) matches.push(user);
  }
  if (!candidates.length) await verifyDummyPassword(password);
  if (matches.length > 1) throw new ApiError(401, 'schoolCodeNeeded');
  const [user] = matches;
  if (!user) {
    for (const [i, key] of keys.entries()) if (!locked[i]) await recordFailure(db, key);
    throw new ApiError(401, candidates.length > 1 && !school ? 'schoolCodeNeeded' : 'invalidCredentials');
  }
  await clearFailures(db, user.id);
  return user;
}
