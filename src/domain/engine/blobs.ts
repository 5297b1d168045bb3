import type { LocalizedText } from '../localized-text';

/** A collectible blob children buy with their coins. */
export interface Blob {
  readonly id: string;
  readonly name: LocalizedText;
  /** Price in coins. */
  readonly price: number;
  readonly rarity: 'common' | 'rare' | 'legendary';
}

const blob = (id: string, nl: string, en: string, price: number, rarity: Blob['rarity']): Blob => ({
  id,
  name: { nl, en },
  price,
  rarity,
});

/** The blob collection, cheapest first. A first blob takes about three rounds of practice. */
export const BLOB_CATALOG: readonly Blob[] = [
  blob('blob-bol', 'Bolletje', 'Roundy', 15, 'common'),
  blob('blob-druppel', 'Druppel', 'Droplet', 20, 'common'),
  blob('blob-zon', 'Zonnetje', 'Sunny', 25, 'common'),
  blob('blob-wolk', 'Wolkje', 'Cloudy', 30, 'common'),
  blob('blob-gras', 'Grasspriet', 'Grassy', 35, 'common'),
  blob('blob-kers', 'Kersje', 'Cherry', 40, 'common'),
  blob('blob-ster', 'Sterretje', 'Starry', 50, 'common'),
  blob('blob-maan', 'Maantje', 'Moony', 60, 'common'),
  blob('blob-slak', 'Slakkie', 'Snaily', 70, 'common'),
  blob('blob-vis', 'Visje', 'Fishy', 80, 'common'),
  blob('blob-bloem', 'Bloempje', 'Blossom', 90, 'common'),
  blob('blob-kikker', 'Kikker', 'Froggy', 100, 'rare'),
  blob('blob-uil', 'Uiltje', 'Owly', 120, 'rare'),
  blob('blob-vos', 'Vosje', 'Foxy', 140, 'rare'),
  blob('blob-piraat', 'Piraat', 'Pirate', 160, 'rare'),
  blob('blob-ridder', 'Ridder', 'Knight', 180, 'rare'),
  blob('blob-astronaut', 'Astronaut', 'Astronaut', 200, 'rare'),
  blob('blob-tovenaar', 'Tovenaar', 'Wizard', 250, 'rare'),
  blob('blob-draak', 'Draakje', 'Little dragon', 300, 'legendary'),
  blob('blob-eenhoorn', 'Eenhoorn', 'Unicorn', 350, 'legendary'),
  blob('blob-regenboog', 'Regenboog', 'Rainbow', 400, 'legendary'),
  blob('blob-goud', 'Gouden blob', 'Golden blob', 500, 'legendary'),
];

/** The savings card (spaarkaart): coins saved and blobs owned. */
export interface SavingsCard {
  readonly coins: number;
  readonly owned: readonly string[];
  /** The blob the child is saving for, shown on the card. */
  readonly goalBlobId: string | null;
}

export const EMPTY_SAVINGS_CARD: SavingsCard = { coins: 0, owned: [], goalBlobId: null };

export function addCoins(card: SavingsCard, coins: number): SavingsCard {
  return { ...card, coins: card.coins + Math.max(0, Math.floor(coins)) };
}

export type PurchaseResult =
  | { readonly ok: true; readonly card: SavingsCard }
  | {
      readonly ok: false;
      readonly reason: 'unknownBlob' | 'alreadyOwned' | 'notEnoughCoins';
      readonly card: SavingsCard;
    };

export function buyBlob(
  card: SavingsCard,
  blobId: string,
  catalog: readonly Blob[] = BLOB_CATALOG,
): PurchaseResult {
  const item = catalog.find((b) => b.id === blobId);
  if (!item) return { ok: false, reason: 'unknownBlob', card };
  if (card.owned.includes(blobId)) return { ok: false, reason: 'alreadyOwned', card };
  if (card.coins < item.price) return { ok: false, reason: 'notEnoughCoins', card };
  return {
    ok: true,
    card: {
      coins: card.coins - item.price,
      owned: [...card.owned, blobId],
      goalBlobId: card.goalBlobId === blobId ? null : card.goalBlobId,
    },
  };
}

/** Progress towards a blob for the savings card. */
export function savingsProgress(
  card: SavingsCard,
  blobId: string,
  catalog: readonly Blob[] = BLOB_CATALOG,
): { price: number; saved: number; missing: number; share: number } | null {
  const item = catalog.find((b) => b.id === blobId);
  if (!item) return null;
  const saved = Math.min(card.coins, item.price);
  return { price: item.price, saved, missing: item.price - saved, share: saved / item.price };
}
