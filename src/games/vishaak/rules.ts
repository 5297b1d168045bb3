/**
 * Rules of the fishing hook, without the canvas. The water's depth is a vertical number line: its
 * surface is the line's start and the bottom its end. The child lowers the hook to the depth of the
 * answer (arrow keys, a tap or a drag on the line, the up and down buttons) and catches; a fish with
 * the answer bites when the hook hangs at the right number. Caught fish go into the aquarium.
 */
import type { Sum } from '../../domain/sums/types';

export interface DepthLine {
  min: number;
  max: number;
  /** The hook moves in whole steps of this. */
  step: number;
  /** Small marks every `minor`, numbers every `major`. */
  minor: number;
  major: number;
}

/** Line ends to choose from: the smallest that holds the answer with room below it. */
const ENDS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

/** Marks for a line of this length: every whole number up to 50, then coarser. */
export function marksFor(length: number): { minor: number; major: number } {
  if (length <= 10) return { minor: 1, major: 1 };
  if (length <= 20) return { minor: 1, major: 5 };
  if (length <= 50) return { minor: 1, major: 10 };
  if (length <= 100) return { minor: 1, major: 10 };
  if (length <= 200) return { minor: 5, major: 20 };
  if (length <= 500) return { minor: 10, major: 50 };
  if (length <= 1000) return { minor: 10, major: 100 };
  const major = length / 10;
  return { minor: major / 5, major };
}

/**
 * The line a sum is placed on. A number-line sum brings its own; any other sum gets the smallest of
 * 0-10, 0-20, 0-50, 0-100, ... whose end lies beyond the answer (so the answer is never the end
 * itself, and 10 goes on 0-20: the line's size tells nothing more than "it is below the end").
 */
export function depthLine(sum: Sum): DepthLine {
  const line = sum.display.numberLine;
  if (line) {
    const step = 1;
    const length = line.max - line.min;
    const marks = marksFor(length);
    // The sum's own ticks stay the small marks when they are coarser than a whole number.
    return {
      min: line.min,
      max: line.max,
      step,
      minor: Math.max(marks.minor, line.tick),
      major: marks.major,
    };
  }
  const value = sum.answer.kind === 'number' ? sum.answer.value : 0;
  const money = sum.features.operation === 'money';
  const max = ENDS.find((end) => end > value) ?? Math.ceil((value + 1) / 10) * 10 * 2;
  const marks = marksFor(max);
  // Euros: the hook moves by ten cents when the amount is whole tens of cents.
  const step = money && value % 10 === 0 ? 10 : 1;
  return { min: 0, max, step, minor: Math.max(marks.minor, step), major: marks.major };
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** A value snapped to the line's step and kept on the line. */
export function snap(line: DepthLine, value: number): number {
  const snapped = line.min + Math.round((value - line.min) / line.step) * line.step;
  return clamp(snapped, line.min, line.max);
}

/** The depth on screen of a value: `top` is the line's start (the surface), `bottom` its end. */
export function depthOf(line: DepthLine, value: number, top: number, bottom: number): number {
  return top + ((value - line.min) / (line.max - line.min)) * (bottom - top);
}

/** The value at a depth on screen (a tap or a drag), snapped to a whole step. */
export function valueAtDepth(line: DepthLine, y: number, top: number, bottom: number): number {
  return snap(line, line.min + ((y - top) / (bottom - top)) * (line.max - line.min));
}

/**
 * Where a key moves the hook (null: not a moving key). Down goes deeper (bigger numbers); Page keys
 * and Shift move ten steps; Home and End go to the surface and the bottom.
 */
export function moveHook(line: DepthLine, value: number, key: string, shift = false): number | null {
  const big = 10 * line.step;
  switch (key) {
    case 'ArrowDown':
      return snap(line, value + (shift ? big : line.step));
    case 'ArrowUp':
      return snap(line, value - (shift ? big : line.step));
    case 'PageDown':
      return snap(line, value + big);
    case 'PageUp':
      return snap(line, value - big);
    case 'Home':
      return line.min;
    case 'End':
      return line.max;
    default:
      return null;
  }
}

/** The keys that bring the hook from `from` to `to`: Page keys for tens, arrows for the rest. */
export function keysToward(line: DepthLine, from: number, to: number): string[] {
  const keys: string[] = [];
  let at = snap(line, from);
  const target = snap(line, to);
  for (let guard = 0; at !== target && guard < 1000; guard++) {
    const distance = Math.abs(target - at) / line.step;
    const key =
      distance >= 10 ? (target > at ? 'PageDown' : 'PageUp') : target > at ? 'ArrowDown' : 'ArrowUp';
    keys.push(key);
    at = moveHook(line, at, key) ?? at;
  }
  return keys;
}

/** Numbers printed along the line: every major mark, both ends included. */
export function lineLabels(line: DepthLine): number[] {
  const labels: number[] = [];
  for (let v = line.min; v <= line.max; v += line.major) labels.push(v);
  if (labels[labels.length - 1] !== line.max) labels.push(line.max);
  return labels;
}

/** Columns and rows of the aquarium for `capacity` fish in a w by h tank (fish twice as wide as high). */
export function tankGrid(capacity: number, w: number, h: number): { cols: number; rows: number } {
  let best = { cols: 1, rows: capacity, size: 0 };
  for (let cols = 1; cols <= capacity; cols++) {
    const rows = Math.ceil(capacity / cols);
    const size = Math.min(w / cols / 2, h / rows);
    if (size > best.size) best = { cols, rows, size };
  }
  return { cols: best.cols, rows: best.rows };
}

export const FISH_COLORS = ['#ff9f43', '#ff7eb6', '#ffd23f', '#3ccf6e', '#9b6bff', '#4aa8ff'];

/** Plain sums (`7 + 5 = _`) speak for themselves; rows, money and number lines say what to do. */
export function needsPrompt(sum: Sum): boolean {
  return !(
    sum.features.form === 'result' &&
    ['add', 'subtract', 'multiply', 'divide', 'double', 'half', 'complement'].includes(sum.features.operation)
  );
}
