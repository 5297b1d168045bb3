/**
 * Rules of the corner shop, without the canvas. Three kinds of sums:
 * - pay: a product with a price; the child pays exactly that with coins and notes;
 * - count: money lies on the counter; the child types how much it is;
 * - change: the child paid with a coin or note; they type the change they get back.
 */
import type { Sum } from '../../domain/sums/types';
import { fewestPieces } from '../../domain/sums/money';
import { walletFor } from '../kit/money';

export type ShopPlan =
  | { mode: 'pay'; price: number }
  | { mode: 'count'; pieces: number[] }
  | { mode: 'change'; price: number; paid: number };

export function shopPlan(sum: Sum): ShopPlan {
  const money = sum.display.tokens.flatMap((t) => (t.type === 'money' ? [t.cents] : []));
  if (sum.answer.kind === 'money') return { mode: 'pay', price: money[0] ?? 0 };
  if (sum.features.form === 'countMoney') return { mode: 'count', pieces: money };
  if (sum.features.form === 'giveChange')
    return { mode: 'change', paid: money[0] ?? 0, price: money[1] ?? 0 };
  throw new Error(`buurtsuper cannot show ${sum.features.operation} sums`);
}

/** At most this many kinds of coins and notes in the wallet (a row that fits a phone). */
export const MAX_WALLET = 8;

/**
 * The wallet for paying a price: the sum's denominations, without the smallest coins while there are
 * too many kinds and the price can be paid without them.
 */
export function walletForPrice(sum: Sum, price: number): number[] {
  const wallet = walletFor(sum.display.denominations, price);
  while (wallet.length > MAX_WALLET && fewestPieces(price, wallet.slice(1)) !== null) wallet.shift();
  return wallet;
}

export type TrayStatus = 'empty' | 'short' | 'exact' | 'over';

/** How the counter compares with the price (colours the till's display while paying). */
export function trayStatus(total: number, price: number): TrayStatus {
  if (total === 0) return 'empty';
  if (total < price) return 'short';
  return total === price ? 'exact' : 'over';
}

export const PRODUCTS = ['apple', 'milk', 'bread', 'icecream', 'teddy'] as const;
export type Product = (typeof PRODUCTS)[number];

/** The product on the counter for the n-th sum, in turn. */
export function productFor(n: number): Product {
  return PRODUCTS[((n % PRODUCTS.length) + PRODUCTS.length) % PRODUCTS.length] as Product;
}
