import { and, asc, eq } from 'drizzle-orm';
import { buyBlob } from '../../../src/domain';
import type { Blob } from '../../../src/domain';
import type { SavingsCardResponse } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { coinLedger, studentBlobs, studentPractice } from '../../db/schema';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import { currentVersion, releaseContent } from '../content/releases';
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

/** The blobs of the newest published content (office staff make them: server/api/content). */
async function publishedBlobs(db: Database, reader: Database = db): Promise<readonly Blob[]> {
  return (await releaseContent(db, await currentVersion(db, reader), reader)).blobs;
}

/** The shop: the blobs sold, cheapest first, and the child's own that are sold no more. */
function card(coins: number, owned: string[], blobs: readonly Blob[]): SavingsCardResponse {
  const shown = blobs.filter((b) => b.available || owned.includes(b.id));
  return {
    coins,
    owned,
    catalog: [...shown]
      .sort((a, b) => a.price - b.price)
      .map((b) => ({ id: b.id, name: b.name, price: b.price, rarity: b.rarity, available: b.available, look: b.look })),
  };
}

export async function savingsCard(db: Database, who: Who): Promise<SavingsCardResponse> {
  const [practice, owned, blobs] = await Promise.all([
    readStudentPractice(db, who),
    ownedBlobs(db, who),
    publishedBlobs(db),
  ]);
  return card(practice?.coins ?? 0, owned, blobs);
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
    const blobs = await publishedBlobs(db, t);
    const result = buyBlob({ coins: practice.coins, owned, goalBlobId: null }, blobId, blobs);
    if (!result.ok) {
      if (result.reason === 'unknownBlob') throw new ApiError(404, 'notFound');
      if (result.reason === 'alreadyOwned') throw new ApiError(409, 'blobOwned');
      if (result.reason === 'notAvailable') throw new ApiError(409, 'blobNotAvailable');
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
    return card(result.card.coins, [...result.card.owned], blobs);
  });
}
