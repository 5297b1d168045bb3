/**
 * Rules of Ninja, without the canvas: which answers fly up on the fruit, where each fruit hovers,
 * its flight (up in an arc, then floating at the top: no fruit falls away before the child has read
 * it), choosing a fruit with the keyboard, and the belt a round earns. The round itself is the kit's
 * RoundMachine.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';

/** The answers on the fruit: see the kit's choice rules. */
export function fruitChoices(sum: Sum, count: number, seed: string | number): AnswerValue[] {
  return choiceValues(sum, count, seed);
}

export interface Field {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface FruitPlan {
  /** Where the fruit hovers once up. */
  x: number;
  y: number;
  radius: number;
  /** Where it is thrown up from, below the screen. */
  fromX: number;
  fromY: number;
  /** Seconds after the sum appears that it is thrown (one after another). */
  delay: number;
  /** The fruit's kind (its picture). */
  kind: number;
}

export const FRUIT_KINDS = 6;
/** Seconds a fruit takes from the hand to the top of its arc. */
export const RISE_SECONDS = 0.9;

/**
 * Hover spots in equal lanes, each fruit at least a tap target across, thrown up from below, leaning
 * in from the middle. In one row (a wide screen) neighbours hover at two heights so that they never
 * touch; a phone (`columns` 2) stacks them in rows of two, bigger.
 */
export function planFruits(
  count: number,
  field: Field,
  minTarget: number,
  seed: number,
  screenH: number,
  columns = count,
): FruitPlan[] {
  const cols = Math.max(1, Math.min(count, columns));
  const rows = Math.ceil(count / cols);
  const lane = (field.right - field.left) / cols;
  const height = field.bottom - field.top;
  const rowH = height / rows;
  const radius =
    rows === 1
      ? Math.max(minTarget / 2, Math.min(lane * 0.46, height * 0.3, 90))
      : Math.max(minTarget / 2, Math.min(lane * 0.42, rowH * 0.38, 120));
  const mid = (field.left + field.right) / 2;
  const low = field.top + Math.min(height - radius, radius * 2.3);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, count - row * cols);
    const x = field.left + ((cols - inRow) * lane) / 2 + lane * ((i % cols) + 0.5);
    const y =
      rows === 1
        ? i % 2 === 0
          ? field.top + radius
          : Math.max(field.top + radius, low)
        : field.top +
          rowH * (row + 0.5) +
          (i % 2 === 0 ? -1 : 1) * Math.min(rowH / 2 - radius, radius * 0.25);
    return {
      x,
      y,
      radius,
      fromX: x + (mid - x) * 0.35,
      fromY: screenH + radius + 20,
      delay: i * 0.12,
      kind: (seed + i) % FRUIT_KINDS,
    };
  });
}

/**
 * Where a fruit is `t` seconds after the sum appeared: waiting below the screen, flying up (slowing
 * down at the top), then floating there with a slow bob. Without motion it is at its spot at once.
 */
export function fruitPosition(
  plan: FruitPlan,
  t: number,
  moving: boolean,
): { x: number; y: number; angle: number } {
  if (!moving) return { x: plan.x, y: plan.y, angle: 0 };
  const k = (t - plan.delay) / RISE_SECONDS;
  if (k <= 0) return { x: plan.fromX, y: plan.fromY, angle: 0 };
  if (k < 1) {
    const ease = 1 - (1 - k) * (1 - k);
    return {
      x: plan.fromX + (plan.x - plan.fromX) * ease,
      y: plan.fromY + (plan.y - plan.fromY) * ease,
      angle: (1 - ease) * 90 * (plan.kind % 2 === 0 ? 1 : -1),
    };
  }
  const float = t - plan.delay - RISE_SECONDS;
  return {
    x: plan.x,
    y: plan.y + Math.sin(float * 1.6 + plan.kind) * 6,
    angle: Math.sin(float * 0.9 + plan.kind) * 4,
  };
}

/** The belts, white to black. */
export const BELT_COLORS = [
  '#f4f4f4',
  '#ffd23f',
  '#ff9f43',
  '#3ccf6e',
  '#4aa8ff',
  '#8a5631',
  '#1b2a3a',
] as const;

/**
 * The belt a round has earned: it climbs with every right answer, so a round of all right answers
 * ends at the black belt. A miss never takes a belt away.
 */
export function beltFor(right: number, total: number): number {
  const top = BELT_COLORS.length - 1;
  if (total <= 0) return 0;
  return Math.max(0, Math.min(top, Math.floor((right * top) / total)));
}

/** Right answers in a row after this answer. */
export function comboAfter(combo: number, correct: boolean): number {
  return correct ? combo + 1 : 0;
}

/** A pointer that moved this far while pressed is a swipe (a tap wobbles less). */
export const SWIPE_MIN = 30;

/** Whether a swipe from `a` to `b` passes through a fruit at `c` of `radius`. */
export function swipeHits(
  a: { x: number; y: number },
  b: { x: number; y: number },
  c: { x: number; y: number },
  radius: number,
): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const k = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((c.x - a.x) * dx + (c.y - a.y) * dy) / len2));
  const px = a.x + dx * k - c.x;
  const py = a.y + dy * k - c.y;
  return px * px + py * py <= radius * radius;
}
