/**
 * Rules of Bellen prikken, without the canvas: which answers float up in bubbles, where each bubble
 * is at a moment, and how many bubbles fit. The round itself (order of sums, retries, scoring, when it
 * ends) is the kit's RoundMachine.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';
import type { InputMethod } from '../runtime/contract';

/** The answers on the bubbles: see the kit's choice rules. */
export function bubbleChoices(sum: Sum, count: number, seed: string | number): AnswerValue[] {
  return choiceValues(sum, count, seed);
}

/** How many bubbles at once: fewer on a narrow phone and on the whiteboard (bigger bubbles). */
export function bubbleCount(inputMethod: InputMethod, portrait: boolean): number {
  if (inputMethod === 'whiteboard') return 4;
  return portrait ? 4 : 5;
}

export interface Field {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface BubblePlan {
  /** Lane centre. */
  x: number;
  /** Where in its climb the bubble starts (0 bottom .. 1 top). */
  phase: number;
  radius: number;
}

/** Lanes and starting heights: spread out so that bubbles never start on top of one another. */
export function planBubbles(count: number, field: Field, minDiameter: number): BubblePlan[] {
  const width = field.right - field.left;
  const laneWidth = width / count;
  const radius = Math.max(minDiameter / 2, Math.min(laneWidth * 0.46, (field.bottom - field.top) * 0.22, 95));
  return Array.from({ length: count }, (_, i) => ({
    x: field.left + laneWidth * (i + 0.5),
    // Zig-zag heights: neighbours are never level.
    phase: i % 2 === 0 ? 0.2 + (i / count) * 0.25 : 0.6 + (i / count) * 0.25,
    radius,
  }));
}

/** Seconds a bubble takes to rise through the field. */
export function riseSeconds(inputMethod: InputMethod): number {
  return inputMethod === 'whiteboard' ? 14 : 10;
}

/**
 * Position of a bubble `t` seconds after it appeared: rising, wrapping from top back to the bottom,
 * wobbling sideways. Without motion (reduced motion) it stays at its starting height.
 */
export function bubblePosition(
  plan: BubblePlan,
  field: Field,
  t: number,
  cycleSeconds: number,
  moving: boolean,
): { x: number; y: number; alpha: number } {
  const span = field.bottom - field.top - 2 * plan.radius;
  const progress = moving ? (plan.phase + t / cycleSeconds) % 1 : plan.phase;
  const y = field.bottom - plan.radius - progress * span;
  const wobble = moving ? Math.sin(t * 1.7 + plan.phase * 9) * plan.radius * 0.18 : 0;
  // Fade in at the bottom and out at the top, so the wrap-around is not a jump.
  const alpha = Math.max(0, Math.min(1, progress / 0.06, (1 - progress) / 0.06));
  return { x: plan.x + wobble, y, alpha };
}
