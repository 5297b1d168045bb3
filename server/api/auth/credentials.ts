import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Role } from '../../../src/domain/constants';
import type { Database } from '../../db/connection';
import { loginThrottle, users } from '../../db/schema';
import { ApiError } from '../../errors';
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

/** Finds a user by user name or e-mail address, case-insensitively; a user name match wins. */
export async function findUserByLogin(db: Database, login: string): Promise<UserRecord | undefined> {
  const value = normalizeLogin(login);
  if (!value) return undefined;
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.username}) = ${value} or lower(${users.email}) = ${value}`)
    .orderBy(desc(sql`lower(${users.username}) = ${value}`))
    .limit(1);
  return user;
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
 * Checks a user name (or e-mail address) and password. Unknown names and wrong passwords fail alike
 * (401, same work: a dummy hash is verified). Failures are counted per account, or per name when no
 * account has it, and lock that name for a while (429) after too many.
 */
export async function checkCredentials(db: Database, login: string, password: string): Promise<UserRecord> {
  const user = await findUserByLogin(db, login);
  const key = user ? `user:${user.id}` : `login:${normalizeLogin(login)}`;
  if (await isLocked(db, key)) throw new ApiError(429, 'loginLocked');
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, password);
  else await verifyDummyPassword(password);
  if (!user || !valid) {
    await recordFailure(db, key);
    throw new ApiError(401, 'invalidCredentials');
  }
  await clearFailures(db, user.id);
  return user;
}
