/**
 * Money input: coins and notes the child lays on the counter to pay. Pure state, in cents, with the
 * formatting the shop's labels use.
 */
import type { Locale } from '../../domain/constants';
import { EURO_DENOMINATIONS, isEuroDenomination } from '../../domain/sums/money';
import type { AnswerValue } from '../../domain/sums/types';

export const MAX_PIECES = 24;

export class MoneyTray {
  private items: number[] = [];

  get pieces(): readonly number[] {
    return this.items;
  }

  get total(): number {
    return this.items.reduce((sum, piece) => sum + piece, 0);
  }

  /** Lays a coin or note down; false when it is not euro money or the counter is full. */
  add(piece: number): boolean {
    if (!isEuroDenomination(piece) || this.items.length >= MAX_PIECES) return false;
    this.items.push(piece);
    return true;
  }

  /** Takes back the piece at an index (a tap on it). */
  removeAt(index: number): number | null {
    if (index < 0 || index >= this.items.length) return null;
    return this.items.splice(index, 1)[0] ?? null;
  }

  clear(): void {
    this.items = [];
  }

  answer(): AnswerValue {
    return { kind: 'money', pieces: [...this.items].sort((a, b) => b - a) };
  }
}

/** Pieces to offer in the wallet: the sum's denominations when given, else every coin up to the amount. */
export function walletFor(denominations: readonly number[] | undefined, amount: number): number[] {
  if (denominations && denominations.length > 0) return [...denominations].sort((a, b) => a - b);
  const ceiling = EURO_DENOMINATIONS.find((piece) => piece >= amount) ?? 20000;
  return EURO_DENOMINATIONS.filter((piece) => piece >= 5 && piece <= ceiling);
}

/** Label on a coin or note: `5c`, `50c`, `€1`, `€20`. */
export function pieceLabel(cents: number): string {
  return cents < 100 ? `${cents}c` : `€${cents / 100}`;
}

/** A price as the shop shows it: `€ 2,50` in Dutch, `€2.50` in English. */
export function formatPrice(cents: number, locale: Locale): string {
  const euros = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return locale === 'en' ? `€${euros}.${rest}` : `€ ${euros},${rest}`;
}
