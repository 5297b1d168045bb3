/**
 * Ordering on a line: cards from a pool go into slots on a line (a washing line, a train), by drag
 * and drop or by tap-to-place (tap a card, then a slot; or tap a card to send it to the first free
 * slot). Pure state and checks; the scene only draws what this says.
 */
export interface OrderBoard {
  /** Card values in the order they lie in the pool. */
  readonly cards: readonly number[];
  /** For each slot on the line: the index of the card in it, or null. */
  readonly slots: readonly (number | null)[];
}

export function createBoard(cards: readonly number[], slotCount: number): OrderBoard {
  return { cards: [...cards], slots: Array.from({ length: slotCount }, () => null) };
}

/** The slot a card sits in, or -1 when it lies in the pool. */
export function slotOfCard(board: OrderBoard, card: number): number {
  return board.slots.indexOf(card);
}

/**
 * Puts a card into a slot. A card already in that slot swaps to where the moved card came from
 * (another slot, or the pool).
 */
export function placeCard(board: OrderBoard, card: number, slot: number): OrderBoard {
  if (card < 0 || card >= board.cards.length || slot < 0 || slot >= board.slots.length) return board;
  const slots = [...board.slots];
  const from = slots.indexOf(card);
  const occupant = slots[slot] ?? null;
  if (from === slot) return board;
  if (from >= 0) slots[from] = occupant;
  slots[slot] = card;
  return { cards: board.cards, slots };
}

/** Takes the card out of a slot, back to the pool. */
export function clearSlot(board: OrderBoard, slot: number): OrderBoard {
  if (board.slots[slot] === null || board.slots[slot] === undefined) return board;
  const slots = [...board.slots];
  slots[slot] = null;
  return { cards: board.cards, slots };
}

export function firstEmptySlot(board: OrderBoard): number {
  return board.slots.indexOf(null);
}

/** Tap on a card without a chosen slot: a pool card goes to the first free slot; a placed card goes back. */
export function tapCard(board: OrderBoard, card: number): OrderBoard {
  const at = slotOfCard(board, card);
  if (at >= 0) return clearSlot(board, at);
  const free = firstEmptySlot(board);
  return free >= 0 ? placeCard(board, card, free) : board;
}

export function isFull(board: OrderBoard): boolean {
  return board.slots.every((slot) => slot !== null);
}

/** The values on the line, left to right (only meaningful when full). */
export function lineValues(board: OrderBoard): number[] {
  return board.slots.flatMap((card) => (card === null ? [] : [board.cards[card] ?? 0]));
}

/** Whether values run in the asked direction (ties never count as ordered). */
export function isOrdered(values: readonly number[], direction: 'asc' | 'desc'): boolean {
  for (let i = 1; i < values.length; i++) {
    const prev = values[i - 1] ?? 0;
    const cur = values[i] ?? 0;
    if (direction === 'asc' ? cur <= prev : cur >= prev) return false;
  }
  return true;
}

/** Slots whose card is not where the correct order needs it (for showing what was wrong). */
export function misplacedSlots(board: OrderBoard, correct: readonly number[]): number[] {
  const values = board.slots.map((card) => (card === null ? null : (board.cards[card] ?? null)));
  return values.flatMap((value, i) => (value !== correct[i] ? [i] : []));
}

/** The slot nearest to a drop point, if within reach (drag and drop). */
export function nearestSlot(
  point: { x: number; y: number },
  slots: readonly { x: number; y: number }[],
  reach: number,
): number | null {
  let best: number | null = null;
  let bestDistance = reach;
  slots.forEach((slot, i) => {
    const d = Math.hypot(slot.x - point.x, slot.y - point.y);
    if (d <= bestDistance) {
      bestDistance = d;
      best = i;
    }
  });
  return best;
}
