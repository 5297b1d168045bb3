/** Euro coins in cents. */
export const EURO_COINS = [1, 2, 5, 10, 20, 50, 100, 200] as const;
/** Euro notes in cents (the 500 euro note is no longer issued). */
export const EURO_NOTES = [500, 1000, 2000, 5000, 10000, 20000] as const;
/** All euro denominations in cents, smallest first. */
export const EURO_DENOMINATIONS: readonly number[] = [...EURO_COINS, ...EURO_NOTES];

export function isEuroDenomination(cents: number): boolean {
  return EURO_DENOMINATIONS.includes(cents);
}

export function isNote(cents: number): boolean {
  return (EURO_NOTES as readonly number[]).includes(cents);
}

export function totalOf(pieces: readonly number[]): number {
  return pieces.reduce((sum, piece) => sum + piece, 0);
}

/**
 * Fewest pieces that make `cents` from the given denominations, largest first (greedy is optimal
 * for the euro system). Returns null when the amount cannot be made.
 */
export function fewestPieces(
  cents: number,
  denominations: readonly number[] = EURO_DENOMINATIONS,
): number[] | null {
  const sorted = [...denominations].sort((x, y) => y - x);
  const pieces: number[] = [];
  let rest = cents;
  for (const piece of sorted) {
    while (rest >= piece) {
      pieces.push(piece);
      rest -= piece;
    }
  }
  return rest === 0 ? pieces : null;
}

/**
 * Denominations a game offers for paying `cents`: every coin and note from the smallest needed
 * (5 cent when the amount allows, else 1 cent) up to the smallest piece worth at least the amount.
 */
export function denominationsForAmount(cents: number): number[] {
  const smallest = cents % 5 === 0 ? 5 : 1;
  const ceiling =
    EURO_DENOMINATIONS.find((piece) => piece >= cents) ??
    EURO_DENOMINATIONS[EURO_DENOMINATIONS.length - 1] ??
    cents;
  return EURO_DENOMINATIONS.filter((piece) => piece >= smallest && piece <= ceiling);
}
