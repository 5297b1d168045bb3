import type { LocalizedText } from '../localized-text';
import type { BlobAccessory, BlobLook, BlobRarity, BlobShape } from './blob-look';

/** A collectible blob children buy with their coins (content kind `blob`). */
export interface Blob {
  readonly id: string;
  readonly name: LocalizedText;
  /** Price in whole coins. */
  readonly price: number;
  readonly rarity: BlobRarity;
  /** Sold in the shop; a blob no longer available stays with the children who own it. */
  readonly available: boolean;
  readonly look: BlobLook;
}

const blob = (
  id: string,
  nl: string,
  en: string,
  price: number,
  rarity: Blob['rarity'],
  colour: string,
  shape: BlobShape,
  accessory: BlobAccessory | null = null,
  accessoryColour: string | null = null,
): Blob => ({
  id,
  name: { nl, en },
  price,
  rarity,
  available: true,
  look: { colour, shape, eyes: 'dots', mouth: 'smile', accessory, accessoryColour },
});

/**
 * The code's blob collection, cheapest first: the blobs of content version 1 (and of any published
 * version stored before blobs were content). A first blob takes about three rounds of practice.
 */
export const BLOB_CATALOG: readonly Blob[] = [
  blob('blob-bol', 'Bolletje', 'Roundy', 15, 'common', '#ff8a5b', 'round'),
  blob('blob-druppel', 'Druppel', 'Droplet', 20, 'common', '#6ab7ff', 'drop'),
  blob('blob-zon', 'Zonnetje', 'Sunny', 25, 'common', '#ffd23f', 'small', 'rays', '#ffb000'),
  blob('blob-wolk', 'Wolkje', 'Cloudy', 30, 'common', '#dff1ff', 'cloud'),
  blob('blob-gras', 'Grasspriet', 'Grassy', 35, 'common', '#7bd389', 'blob', 'grass', '#3ea35a'),
  blob('blob-kers', 'Kersje', 'Cherry', 40, 'common', '#e5384f', 'heart', 'cherry-stem', '#3ea35a'),
  blob('blob-ster', 'Sterretje', 'Starry', 50, 'common', '#ffd23f', 'star'),
  blob('blob-maan', 'Maantje', 'Moony', 60, 'common', '#c58cff', 'blob', 'moon', '#ffe27a'),
  blob('blob-slak', 'Slakkie', 'Snaily', 70, 'common', '#f6ad55', 'snail', 'shell', '#b86b2c'),
  blob('blob-vis', 'Visje', 'Fishy', 80, 'common', '#4fd1c5', 'fish', 'fins', '#2a9d8f'),
  blob('blob-bloem', 'Bloempje', 'Blossom', 90, 'common', '#7bd389', 'blob', 'flower', '#ff6fae'),
  blob('blob-kikker', 'Kikker', 'Froggy', 100, 'rare', '#5cc46b', 'wide', 'frog-eyes', '#5cc46b'),
  blob('blob-uil', 'Uiltje', 'Owly', 120, 'rare', '#a47148', 'blob', 'owl-tufts', '#7a4f2c'),
  blob('blob-vos', 'Vosje', 'Foxy', 140, 'rare', '#f58a3a', 'blob', 'fox-ears', '#f58a3a'),
  blob('blob-piraat', 'Piraat', 'Pirate', 160, 'rare', '#ff8a5b', 'blob', 'pirate-hat', '#1b2a3a'),
  blob('blob-ridder', 'Ridder', 'Knight', 180, 'rare', '#a7b4c2', 'blob', 'helmet', '#c9d3dc'),
  blob('blob-astronaut', 'Astronaut', 'Astronaut', 200, 'rare', '#ffffff', 'blob', 'space-helmet', '#cfe8ff'),
  blob('blob-tovenaar', 'Tovenaar', 'Wizard', 250, 'rare', '#6ab7ff', 'blob', 'wizard-hat', '#5a3fbf'),
  blob('blob-draak', 'Draakje', 'Little dragon', 300, 'legendary', '#3ea35a', 'blob', 'dragon-wings', '#2f7d45'),
  blob('blob-eenhoorn', 'Eenhoorn', 'Unicorn', 350, 'legendary', '#fff3fb', 'blob', 'horn', '#ffd23f'),
  blob('blob-regenboog', 'Regenboog', 'Rainbow', 400, 'legendary', '#ffffff', 'blob', 'rainbow', '#e5384f'),
  blob('blob-goud', 'Gouden blob', 'Golden blob', 500, 'legendary', '#ffc83d', 'blob', 'crown', '#ffb000'),
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
      readonly reason: 'unknownBlob' | 'notAvailable' | 'alreadyOwned' | 'notEnoughCoins';
      readonly card: SavingsCard;
    };

/** Buys a blob of `catalog` (the published content's blobs): not one that is no longer sold. */
export function buyBlob(card: SavingsCard, blobId: string, catalog: readonly Blob[]): PurchaseResult {
  const item = catalog.find((b) => b.id === blobId);
  if (!item) return { ok: false, reason: 'unknownBlob', card };
  if (card.owned.includes(blobId)) return { ok: false, reason: 'alreadyOwned', card };
  if (!item.available) return { ok: false, reason: 'notAvailable', card };
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
  catalog: readonly Blob[],
): { price: number; saved: number; missing: number; share: number } | null {
  const item = catalog.find((b) => b.id === blobId);
  if (!item) return null;
  const saved = Math.min(card.coins, item.price);
  return { price: item.price, saved, missing: item.price - saved, share: saved / item.price };
}
