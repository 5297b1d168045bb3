import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { accounts, users } from '../../db/schema';
import { ApiError } from '../../errors';
import type { CardCodes } from '../../identity/card-codes';
import { endSessions } from '../../identity/sessions';
import type { PasswordSealer } from '../../identity/sealed-passwords';
import { inGroup } from '../roster/students';
import type { LoginCard } from './pdf';

/**
 * The cards of a group's students (all of them, or the ones named), in name order. A named student who
 * is not (or no longer) in the group is 404: nothing is printed then.
 */
export async function cardsOfGroup(
  db: Database,
  sealer: PasswordSealer,
  codes: CardCodes,
  scope: string,
  groupId: string,
  studentIds: string[] | undefined,
): Promise<{ cards: (LoginCard & { studentId: string })[]; country: 'NL' | 'BE' }> {
  const [account] = await db
    .select({ loginCode: accounts.loginCode, country: accounts.country })
    .from(accounts)
    .where(eq(accounts.id, scope));
  if (!account) throw new ApiError(404, 'notFound');
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      username: users.username,
      passwordSealed: users.passwordSealed,
      cardVersion: users.cardVersion,
    })
    .from(users)
    .where(
      and(
        eq(users.accountId, scope),
        eq(users.role, 'leerling'),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
        inGroup(groupId),
        studentIds ? inArray(users.id, studentIds) : undefined,
      ),
    )
    .orderBy(asc(users.displayName));
  if (studentIds && rows.length !== new Set(studentIds).size) throw new ApiError(404, 'notFound');
  return {
    country: account.country,
    cards: rows.map((r) => ({
      studentId: r.id,
      displayName: r.displayName,
      username: r.username,
      loginCode: account.loginCode,
      password: r.passwordSealed ? sealer.unseal(r.passwordSealed) : null,
      code: codes.codeFor(r.id, r.cardVersion),
    })),
  };
}

/**
 * A new card for a student: every card printed before stops working, its last use is forgotten, and
 * every session ends (as with a new password: a session made with the old card cannot be told apart).
 */
export async function renewCard(db: Database, scope: string, studentId: string): Promise<void> {
  await db
    .update(users)
    .set({
      cardVersion: sql`${users.cardVersion} + 1`,
      cardUsedAt: null,
      ...endSessions(),
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, studentId), eq(users.accountId, scope), eq(users.role, 'leerling')));
}
