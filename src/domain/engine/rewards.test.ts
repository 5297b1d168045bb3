import { describe, expect, it } from 'vitest';
import { addCoins, BLOB_CATALOG, buyBlob, EMPTY_SAVINGS_CARD, savingsProgress } from './blobs';
import { coinsForRound, dayCompleteCoins, isDayComplete, unlockedRewardGames } from './rewards';
import type { RoundEffort } from './rewards';

describe('coins for effort', () => {
  it('pays for finishing and for the amount practised', () => {
    expect(coinsForRound({ sumsAnswered: 10, hadErrors: false, finished: true })).toEqual({
      coins: 7,
      forFinishing: 5,
      forPractice: 2,
      forPersistence: 0,
    });
    expect(coinsForRound({ sumsAnswered: 4, hadErrors: false, finished: false }).coins).toBe(0);
    expect(coinsForRound({ sumsAnswered: 15, hadErrors: false, finished: false }).coins).toBe(3);
  });

  it('rewards carrying on after errors', () => {
    const smooth = coinsForRound({ sumsAnswered: 12, hadErrors: false, finished: true });
    const bumpy = coinsForRound({ sumsAnswered: 12, hadErrors: true, finished: true });
    expect(bumpy.coins - smooth.coins).toBe(2);
    expect(coinsForRound({ sumsAnswered: 12, hadErrors: true, finished: false }).forPersistence).toBe(0);
  });

  it('depends on effort only, never on speed or score', () => {
    // The input carries no time and no score; extra fields are ignored.
    const effort: RoundEffort = { sumsAnswered: 10, hadErrors: false, finished: true };
    const fastAndPerfect = { ...effort, responseTimeMs: 900, correct: 10 } as RoundEffort;
    expect(coinsForRound(fastAndPerfect)).toEqual(coinsForRound(effort));
  });
});

describe('day tasks and reward games', () => {
  const open = [
    { practiceTaskId: 'a', roundsRequired: 2, roundsDone: 2 },
    { practiceTaskId: 'b', roundsRequired: 1, roundsDone: 0 },
  ];
  const done = [open[0]!, { ...open[1]!, roundsDone: 1 }];

  it('unlocks the reward games when every task of the day is done', () => {
    expect(unlockedRewardGames(open)).toEqual([]);
    expect(unlockedRewardGames(done)).toEqual(['autorace']);
    expect(unlockedRewardGames([])).toEqual([]);
    expect(isDayComplete(done)).toBe(true);
  });

  it('pays the day bonus once, when the day turns complete', () => {
    expect(dayCompleteCoins(open, done)).toBe(10);
    expect(dayCompleteCoins(done, done)).toBe(0);
    expect(dayCompleteCoins(open, open)).toBe(0);
  });
});

describe('blobs and the savings card', () => {
  it('has a catalogue of distinct blobs with rising positive prices', () => {
    expect(new Set(BLOB_CATALOG.map((b) => b.id)).size).toBe(BLOB_CATALOG.length);
    BLOB_CATALOG.forEach((b, i) => {
      expect(b.price).toBeGreaterThan(0);
      if (i > 0) expect(b.price).toBeGreaterThanOrEqual(BLOB_CATALOG[i - 1]?.price ?? 0);
      expect(b.name.nl && b.name.en).toBeTruthy();
    });
  });

  it('buys a blob when the coins suffice, once', () => {
    let card = addCoins({ ...EMPTY_SAVINGS_CARD, goalBlobId: 'blob-druppel' }, 22);
    expect(buyBlob(card, 'blob-zon', BLOB_CATALOG)).toEqual({ ok: false, reason: 'notEnoughCoins', card });
    const bought = buyBlob(card, 'blob-druppel', BLOB_CATALOG);
    expect(bought.ok).toBe(true);
    card = bought.card;
    expect(card).toEqual({ coins: 2, owned: ['blob-druppel'], goalBlobId: null });
    expect(buyBlob(addCoins(card, 100), 'blob-druppel', BLOB_CATALOG).ok).toBe(false);
    expect(buyBlob(card, 'blob-none', BLOB_CATALOG)).toMatchObject({ ok: false, reason: 'unknownBlob' });
  });

  it('sells no blob that is not available any more, though its owners keep it', () => {
    const retired = BLOB_CATALOG.map((b) => (b.id === 'blob-bol' ? { ...b, available: false } : b));
    const card = addCoins(EMPTY_SAVINGS_CARD, 100);
    expect(buyBlob(card, 'blob-bol', retired)).toMatchObject({ ok: false, reason: 'notAvailable' });
    const owner = { ...card, owned: ['blob-bol'] };
    expect(buyBlob(owner, 'blob-bol', retired)).toMatchObject({ ok: false, reason: 'alreadyOwned' });
    expect(buyBlob(card, 'blob-druppel', retired).ok).toBe(true);
  });

  it('shows the progress towards a blob', () => {
    expect(savingsProgress(addCoins(EMPTY_SAVINGS_CARD, 10), 'blob-wolk', BLOB_CATALOG)).toEqual({
      price: 30,
      saved: 10,
      missing: 20,
      share: 1 / 3,
    });
    expect(savingsProgress(addCoins(EMPTY_SAVINGS_CARD, 99), 'blob-bol', BLOB_CATALOG)?.missing).toBe(0);
    expect(addCoins(EMPTY_SAVINGS_CARD, -5).coins).toBe(0);
  });
});
