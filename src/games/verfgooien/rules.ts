/**
 * Rules of Verf gooien, without the canvas: which answers stand on the easels' canvases, where the
 * easels stand, the paint balloon's arc, choosing a canvas with the arrow keys, how far the rainbow in
 * the painting is coloured, and the surprise at the end. The round itself (order of sums, retries,
 * scoring) is the kit's RoundMachine.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';

/** The answers on the canvases: see the kit's choice rules. */
export function canvasChoices(sum: Sum, count: number, seed: string | number): AnswerValue[] {
  return choiceValues(sum, count, seed);
}

export interface StudioLayout {
  /** Centre and height of the sum's sign. */
  signY: number;
  signH: number;
  /** The floor lines the easels stand on (on a phone two rows, the upper one first). */
  rows: number[];
  /** The tallest an easel may be, with room above it for the keyboard's arrow. */
  easelMax: number;
  /** Where the paint balloon waits to be thrown. */
  balloonX: number;
  balloonY: number;
  /** The rainbow painting that fills in over the round (centre and size). */
  painting: { x: number; y: number; w: number; h: number };
}

/** The studio in the logical screen: sign, easels, and in the strip below them balloon and painting. */
export function studioLayout(W: number, H: number, portrait: boolean, hud: number): StudioLayout {
  const signH = portrait ? 140 : 110;
  const signY = hud + signH / 2 + 6;
  const top = signY + signH / 2 + (portrait ? 30 : 16);
  let rows: number[];
  let easelMax: number;
  if (!portrait) {
    const floor = H - 168;
    rows = [floor];
    easelMax = floor - top - 56;
  } else {
    const rowH = Math.round((H - top - 60 - 230) / 2);
    const upper = top + 30 + rowH;
    rows = [upper, upper + rowH];
    easelMax = rowH - 60;
  }
  const floor = rows.at(-1) ?? H - 168;
  const strip = H - floor;
  const pw = portrait ? 230 : Math.round(Math.min(300, W * 0.24));
  const ph = Math.round(Math.min(150, strip - 36));
  return {
    signY,
    signH,
    rows,
    easelMax,
    balloonX: W / 2,
    balloonY: Math.round(floor + strip * (portrait ? 0.45 : 0.55)),
    painting: { x: W - 28 - pw / 2, y: Math.round(floor + strip / 2 + 4), w: pw, h: ph },
  };
}

export interface EaselPlan {
  /** Centre of the canvas board on the easel. */
  x: number;
  y: number;
  /** The canvas board's width and height (the easel's legs reach half a board lower). */
  w: number;
  h: number;
}

/**
 * Easels side by side on the rows' floors (filled top row first), in equal lanes, each canvas at least
 * a tap target wide and never touching its neighbour; the legs stand on the floor line.
 */
export function planEasels(
  count: number,
  left: number,
  right: number,
  rows: readonly number[],
  maxHeight: number,
  minTarget: number,
): EaselPlan[] {
  const perRow = Math.ceil(count / Math.max(1, rows.length));
  const lane = (right - left) / perRow;
  // The easel is a board and half a board of legs: 1.5 boards tall, a board 0.8 as tall as wide.
  const w = Math.max(minTarget, Math.min(lane * 0.8, 230, maxHeight / 1.2));
  const h = w * 0.8;
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const rowLeft = left + ((perRow - inRow) * lane) / 2;
    return { x: rowLeft + lane * ((i % perRow) + 0.5), y: (rows[row] ?? 0) - h, w, h };
  });
}

/** The rainbow's colours, outside in; the paint balloons come in these colours too. */
export const RAINBOW = ['#e84545', '#ff9f43', '#ffd23f', '#3ccf6e', '#4aa8ff', '#5b5bd6', '#9b6bff'] as const;

/** The balloon's colour for the n-th throw. */
export function paintColor(index: number): string {
  return RAINBOW[((index % RAINBOW.length) + RAINBOW.length) % RAINBOW.length] as string;
}

/**
 * How many of the rainbow's bands are coloured after `hits` right throws in a round of `total` sums:
 * spread so the last planned sum colours the last band, never more bands than the rainbow has.
 */
export function bandsPainted(hits: number, total: number): number {
  if (hits <= 0 || total <= 0) return 0;
  return Math.min(RAINBOW.length, Math.floor((hits * RAINBOW.length) / total));
}

export type Surprise = 'gold' | 'finished';

/**
 * The surprise at the end of every round: the painting comes out finished (sun, hills, the whole
 * rainbow), in a golden frame when every sum was right at the first try.
 */
export function surpriseFor(firstTimeRight: number, total: number): Surprise {
  return total > 0 && firstTimeRight >= total ? 'gold' : 'finished';
}
