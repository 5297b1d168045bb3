import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { accounts, users } from '../../db/schema';
import type { CardCodes } from '../../identity/card-codes';
import type { UserRecord } from '../../identity/credentials';

/** Compared against when a code names no card user, so a wrong code costs the same work. */
const DUMMY_USER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The student a login card's code signs in, or null. Only an active student (not in the trash, not
 * deactivated, in an account) with the card's current version; the MAC is compared in constant time.
 * On success the card's use is recorded (users.card_used_at, shown on the passwords screen).
 */
export async function findCardUser(
  db: Database,
  cards: CardCodes,
  code: string,
): Promise<Pick<UserRecord, 'id' | 'role' | 'accountId' | 'tokenVersion'> | null> {
  const userId = cards.userIdOf(code);
  const [row] = userId
    ? await db
        .select({
          id: users.id,
          role: users.role,
          accountId: users.accountId,
          tokenVersion: users.tokenVersion,
          cardVersion: users.cardVersion,
        })
        .from(users)
        .innerJoin(accounts, eq(accounts.id, users.accountId))
        .where(
          and(
            eq(users.id, userId),
            eq(users.role, 'leerling'),
            isNull(users.deletedAt),
            isNull(users.deactivatedAt),
            isNull(accounts.deactivatedAt),
          ),
        )
        .limit(1)
    : [];
  const valid = cards.verify(code, row?.id ?? DUMMY_USER_ID, row?.cardVersion ?? 0);
  if (!row || !valid) return null;
  // Only while the version is still the one checked: a card renewed meanwhile does not count.
  const [used] = await db
    .update(users)
    .set({ cardUsedAt: sql`now()` })
    .where(and(eq(users.id, row.id), eq(users.cardVersion, row.cardVersion), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!used) return null;
  return { id: row.id, role: row.role, accountId: row.accountId, tokenVersion: row.tokenVersion };
}
