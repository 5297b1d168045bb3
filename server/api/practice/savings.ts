import { and, asc, eq } from 'drizzle-orm';
import { BLOB_CATALOG, buyBlob } from '../../../src/domain';
import type { SavingsCardResponse } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { coinLedger, studentBlobs, studentPractice } from '../../db/schema';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import type { StudentContext } from '../auth/access';
import { lockStudentPractice, readStudentPractice } from './state';

type Who = Pick<StudentContext, 'studentId' | 'scope'>;

async function ownedBlobs(db: Database, who: Who): Promise<string[]> {
  const rows = await db
    .select({ blobId: studentBlobs.blobId })
    .from(studentBlobs)
    .where(and(eq(studentBlobs.studentId, who.studentId), whereAccount(studentBlobs.accountId, who.scope)))
    .orderBy(asc(studentBlobs.boughtAt));
  return rows.map((r) => r.blobId);
}

function card(coins: number, owned: string[]): SavingsCardResponse {
  return {
    coins,
    owned,
    catalog: BLOB_CATALOG.map((b) => ({ id: b.id, name: b.name, price: b.price, rarity: b.rarity })),
  };
}

export async function savingsCard(db: Database, who: Who): Promise<SavingsCardResponse> {
  const practice = await readStudentPractice(db, who);
  return card(practice?.coins ?? 0, await ownedBlobs(db, who));
}

/**
 * Buys a blob (`buyBlob`) under the lock of the student's coin row, so two purchases at once can
 * never spend the same coins: the ledger gets the negative entry and the balance falls with it.
 */
export async function buy(db: Database, who: Who, blobId: string): Promise<SavingsCardResponse> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const practice = await lockStudentPractice(t, who);
    const owned = await ownedBlobs(t, who);
    const result = buyBlob({ coins: practice.coins, owned, goalBlobId: null }, blobId);
    if (!result.ok) {
      if (result.reason === 'unknownBlob') throw new ApiError(404, 'notFound');
      if (result.reason === 'alreadyOwned') throw new ApiError(409, 'blobOwned');
      throw new ApiError(400, 'notEnoughCoins');
    }
    const price = practice.coins - result.card.coins;
    await t.insert(coinLedger).values({
      accountId: who.scope,
      studentId: who.studentId,
      delta: -price,
      reason: 'purchase',
      blobId,
    });
    await t.insert(studentBlobs).values({ accountId: who.scope, studentId: who.studentId, blobId });
    await t
      .update(studentPractice)
      .set({ coins: result.card.coins })
      .where(
        and(eq(studentPractice.studentId, who.studentId), whereAccount(studentPractice.accountId, who.scope)),
      );
    return card(result.card.coins, [...result.card.owned]);
  });
}
