import { and, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Role } from '../../src/domain/constants';
import type { Database } from '../db/connection';
import { accounts, loginThrottle, users } from '../db/schema';
import { ApiError } from '../errors';
import { verifyDummyPassword, verifyPassword } from './passwords';
import type { LoginClient } from './trusted-devices';

/**
 * Failed sign-ins within the window that lock, and for how long. A lock holds for one user on one
 * client: an address, or a browser the user signed in on before (server/identity/trusted-devices).
 * Across all addresses a user gets USER_MAX_FAILURES, after which only browsers the user signed in on
 * before may try: so nobody can lock a child out of their own tablet, and a guesser with many
 * addresses still gets few guesses.
 */
export const LOCKOUT_MAX_FAILURES = 10;
export const USER_MAX_FAILURES = 50;
export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;

/** The counters of login_throttle; every one of a user starts with `user:<id>`. */
export const throttleKeys = {
  /** A user's failures from every client that is not a device of theirs. */
  user: (userId: string) => `user:${userId}`,
  /** From one address, without a device cookie naming the user. */
  userAt: (userId: string, ip: string) => `user:${userId}@${ip}`,
  /** On a browser the user signed in on before. */
  userOnDevice: (userId: string, deviceId: string) => `user:${userId}#${deviceId}`,
  /** A name no active user has (so a lock reveals nothing), from one address. */
  nameAt: (login: string, school: string | undefined, ip: string) =>
    `login:${school ? `${normalizeLogin(school)}/` : ''}${normalizeLogin(login)}@${ip}`,
};

/** The counters a sign-in by this client as this user is held to, with their limits. */
function countersOf(user: UserRecord, client: LoginClient): { key: string; max: number }[] {
  if (client.device?.userIds.includes(user.id))
    return [{ key: throttleKeys.userOnDevice(user.id, client.device.id), max: LOCKOUT_MAX_FAILURES }];
  return [
    { key: throttleKeys.userAt(user.id, client.ip), max: LOCKOUT_MAX_FAILURES },
    { key: throttleKeys.user(user.id), max: USER_MAX_FAILURES },
  ];
}

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

/**
 * Signs in: not in the trash, not deactivated, and not of an account the office deactivated (office
 * and superadmin have no account; the left join gives them null).
 */
const active = and(isNull(users.deletedAt), isNull(users.deactivatedAt), isNull(accounts.deactivatedAt));

/**
 * The active users a login (user name or e-mail address, any case) may mean. User names are unique
 * per school only, so without a school code several schools' 'sam' can match; with one
 * (`accounts.login_code`), only that school's users. At most two rows: one, or "more than one".
 */
export async function findLoginCandidates(
  db: Database,
  login: string,
  school?: string,
): Promise<UserRecord[]> {
  const matches = loginMatches(login, school);
  if (!matches) return [];
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(matches, active))
    .limit(2);
}

/** The users a login (user name or e-mail address, any case) names, within one school if a code is given. */
function loginMatches(login: string, school?: string) {
  const value = normalizeLogin(login);
  if (!value) return undefined;
  const code = school ? normalizeLogin(school) : '';
  return and(
    sql`(lower(${users.username}) = ${value} or lower(${users.email}) = ${value})`,
    code ? eq(accounts.loginCode, code) : undefined,
  );
}

/**
 * The one user a login means among those who may not sign in (switched off by their school, their
 * school switched off by the office, or in the trash), with why; undefined if none or several.
 */
async function findInactiveUser(
  db: Database,
  login: string,
  school?: string,
): Promise<{ user: UserRecord; reason: 'userDeactivated' | 'schoolDeactivated' } | undefined> {
  const matches = loginMatches(login, school);
  if (!matches) return undefined;
  const rows = await db
    .select({ ...userColumns, schoolOff: sql<boolean>`${accounts.deactivatedAt} is not null` })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(matches, sql`not (${active})`))
    .limit(2);
  if (rows.length !== 1) return undefined;
  const { schoolOff, ...user } = rows[0]!;
  return { user, reason: schoolOff ? 'schoolDeactivated' : 'userDeactivated' };
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

async function isLockedAny(db: Database, keys: string[]): Promise<boolean> {
  const [row] = await db
    .select({ key: loginThrottle.key })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.lockedUntil, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

async function recordFailure(db: Database, key: string, max: number): Promise<void> {
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
        lockedUntil: sql`case when ${failures} >= ${max}
          then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${loginThrottle.lockedUntil} end`,
      },
    });
}

/** Ends every lock and count of a user (a new password, the office's unlock). */
export async function clearFailures(db: Database, userId: string): Promise<void> {
  await db.delete(loginThrottle).where(like(loginThrottle.key, `${throttleKeys.user(userId)}%`));
}

/**
 * Checks a user name (or e-mail address) and password, optionally within one school (its login code).
 * Unknown names and wrong passwords fail alike (401, same work: a dummy hash is verified). The right
 * password of a user who may not sign in gets 403 saying why (userDeactivated, schoolDeactivated). Failures
 * are counted per user and client (see LOCKOUT_MAX_FAILURES), or per name and address when no user
 * has the name, and lock for a while (429) after too many.
 *
 * A login that several users answer to (a pupil's user name other schools use too) signs nobody in
 * and tries no password: it asks for the school code (401 schoolCodeNeeded) whatever the password.
 * If the password picked the user, a school could give its own pupil the name of another school's
 * child and learn from the answer whether a guess fits that child, without any lock counting it.
 */
export async function checkCredentials(
  db: Database,
  login: string,
  password: string,
  school: string | undefined,
  client: LoginClient,
): Promise<UserRecord> {
  const candidates = await findLoginCandidates(db, login, school);
  if (candidates.length > 1) {
    await verifyDummyPassword(password);
    throw new ApiError(401, school ? 'invalidCredentials' : 'schoolCodeNeeded');
  }
  const [user] = candidates;
  const counters = user
    ? countersOf(user, client)
    : [{ key: throttleKeys.nameAt(login, school, client.ip), max: LOCKOUT_MAX_FAILURES }];
  if (
    await isLockedAny(
      db,
      counters.map((c) => c.key),
    )
  )
    throw new ApiError(429, 'loginLocked');
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, password);
  else {
    // Only the right password learns that the account is switched off, and why (so the user knows
    // whom to ask); any other answer is the same as for a name nobody has.
    const inactive = await findInactiveUser(db, login, school);
    if (inactive && (await verifyPassword(inactive.user.passwordHash, password)))
      throw new ApiError(403, inactive.reason);
    if (!inactive) await verifyDummyPassword(password);
  }
  if (!user || !valid) {
    for (const { key, max } of counters) await recordFailure(db, key, max);
    throw new ApiError(401, 'invalidCredentials');
  }
  // The user's own client starts afresh; the count across addresses runs out by itself.
  await db.delete(loginThrottle).where(eq(loginThrottle.key, counters[0]!.key));
  return user;
}
