/**
 * Rules of Ballen gooien, without the canvas: which answers stand on the stacks of cans, where the
 * stacks stand, the ball's arc, choosing a stack with the arrow keys, the prizes on the shelf and the
 * surprise at the end. The round itself (order of sums, retries, scoring) is the kit's RoundMachine.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';

/** The answers on the stacks: see the kit's choice rules. */
export function stackChoices(sum: Sum, count: number, seed: string | number): AnswerValue[] {
  return choiceValues(sum, count, seed);
}

export interface StallLayout {
  /** Centre and height of the sum's sign. */
  signY: number;
  signH: number;
  /** The prize shelf's top (prizes stand on it). */
  shelfY: number;
  /** The counter's top: the stacks stand on it (the lower row's on a phone). */
  counterY: number;
  /** Tops of the boards the stacks stand on: the counter, and on a phone a board above it too. */
  rows: number[];
  /** The tallest a stack may be, with room above it for the keyboard's arrow. */
  stackMax: number;
  /** Where the ball waits to be thrown. */
  ballX: number;
  ballY: number;
}

/** The stall in the logical screen: sign, prize shelf, counter and ball, below the HUD. */
export function stallLayout(W: number, H: number, portrait: boolean, hud: number): StallLayout {
  const signH = portrait ? 140 : 110;
  const signY = hud + signH / 2 + 6;
  const shelfY = signY + signH / 2 + (portrait ? Math.min(150, Math.max(40, (H - 960) / 4 + 40)) : 62);
  if (!portrait) {
    const counterY = H - 168;
    return {
      signY,
      signH,
      shelfY,
      counterY,
      rows: [counterY],
      stackMax: counterY - shelfY - 50,
      ballX: W / 2,
      ballY: H - 64,
    };
  }
  // A phone is tall and narrow: two rows of bigger stacks, one board above the counter.
  const rowH = Math.round((H - shelfY - 60 - 200) / 2);
  const upper = shelfY + 30 + rowH;
  const counterY = upper + rowH;
  return {
    signY,
    signH,
    shelfY,
    counterY,
    rows: [upper, counterY],
    stackMax: rowH - 60,
    ballX: W / 2,
    ballY: Math.round(counterY + (H - counterY) * 0.5),
  };
}

export interface StackPlan {
  /** Centre of the stack (the middle of its three cans). */
  x: number;
  y: number;
  /** One can's width and height. */
  canW: number;
  canH: number;
}

/**
 * Stacks of three cans (two below, one on top) side by side on the rows' boards (filled top row
 * first), in equal lanes, each at least a tap target wide and never touching its neighbour.
 */
export function planStacks(
  count: number,
  left: number,
  right: number,
  rows: readonly number[],
  maxHeight: number,
  minTarget: number,
): StackPlan[] {
  const perRow = Math.ceil(count / Math.max(1, rows.length));
  const lane = (right - left) / perRow;
  const stackW = Math.max(minTarget, Math.min(lane * 0.82, 200, maxHeight / 1.25));
  const canW = stackW / 2;
  const canH = canW * 1.25;
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const rowLeft = left + ((perRow - inRow) * lane) / 2;
    return { x: rowLeft + lane * ((i % perRow) + 0.5), y: (rows[row] ?? 0) - canH, canW, canH };
  });
}

/** The prizes that can stand on the shelf, in the order they are won. */
export const PRIZES = ['duck', 'star', 'balloon', 'fish', 'rocket', 'heart', 'bear', 'flower'] as const;
export type Prize = (typeof PRIZES)[number];

export function prizeAt(index: number): Prize {
  return PRIZES[index % PRIZES.length] as Prize;
}

/** Places on the shelf: one per planned sum, spread over its width; a prize's size fits its place. */
export function shelfSlots(total: number, left: number, right: number): { xs: number[]; size: number } {
  const n = Math.max(1, total);
  const step = (right - left) / n;
  return {
    xs: Array.from({ length: n }, (_, i) => left + step * (i + 0.5)),
    size: Math.max(24, Math.min(56, step * 0.8)),
  };
}

export type Surprise = 'cup' | 'bear' | 'unicorn';

/**
 * The surprise at the end of every round: the golden cup when every sum was right at the first try,
 * else a giant bear or a unicorn (which one depends on the round, so playing again may give the other).
 */
export function surpriseFor(firstTimeRight: number, total: number, seed: number): Surprise {
  if (total > 0 && firstTimeRight >= total) return 'cup';
  return Math.abs(Math.round(seed)) % 2 === 0 ? 'bear' : 'unicorn';
}
