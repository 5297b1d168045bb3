/**
 * The place beside the kit's end card where a game shows its end-of-round surprise (a prize, the
 * finished painting, a belt, a rare photo). `endSurprise.ts` shows it there.
 */

const END_CARD_MAX_WIDTH = 760;
const END_CARD_MARGIN = 48;

/** The end card's width on a screen `W` units wide (GameScene's end card). */
export function endCardWidth(W: number): number {
  return Math.min(W - END_CARD_MARGIN, END_CARD_MAX_WIDTH);
}

export interface BesideEndCard {
  x: number;
  y: number;
  /** Beside the card (a wide screen); else below it (a phone in portrait). */
  side: boolean;
  /** How wide a text above or below the surprise may be. */
  wrap: number;
}

export interface BesidePlacement {
  /** Which side of the card, when there is room (right by default). */
  at?: 'right' | 'left';
  /** Beside the card: how far below the screen's middle the surprise's centre stands. */
  lower?: number;
  /** Below the card: the room left under the surprise. */
  bottom?: number;
  /** The least room between the surprise and the card or the screen's edge, together. */
  gap?: number;
}

/**
 * Where a surprise `size` units across stands: beside the end card when the screen has room for it
 * there, else centred below the card.
 */
export function besideEndCard(
  W: number,
  H: number,
  size: number,
  placement: BesidePlacement = {},
): BesideEndCard {
  const { at = 'right', lower = 60, bottom = 70, gap = 20 } = placement;
  const room = (W - endCardWidth(W)) / 2;
  if (room >= size + gap) {
    return { x: at === 'right' ? W - room / 2 : room / 2, y: H / 2 + lower, side: true, wrap: room - 16 };
  }
  return { x: W / 2, y: H - size / 2 - bottom, side: false, wrap: W - 60 };
}
