/**
 * Rules of Bellen prikken, without the canvas: which answers float up in bubbles, where each bubble
 * is at a moment, and how many bubbles fit. The round itself (order of sums, retries, scoring, when it
 * ends) is the kit's RoundMachine.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';
import { bellenprikkenLevelSchema } from '../../domain/content/games';
import type { BellenprikkenLevel, BubbleSize } from '../../domain/content/games';
import type { GameLevelSettings, InputMethod } from '../runtime/contract';

/**
 * The level's params, as bellenprikken's schema checks them; null (the game as made) without a level
 * or with params that do not fit.
 */
export function levelParams(level: GameLevelSettings | null | undefined): BellenprikkenLevel | null {
  if (!level) return null;
  const parsed = bellenprikkenLevelSchema.safeParse(level.params);
  return parsed.success ? parsed.data : null;
}

/** The answers on the bubbles: see the kit's choice rules. */
export function bubbleChoices(sum: Sum, count: number, seed: string | number): AnswerValue[] {
  return choiceValues(sum, count, seed);
}

/**
 * How many bubbles at once: fewer on a narrow phone and on the whiteboard (bigger bubbles). A level
 * sets the number, at most 4 on a narrow phone (more would not fit side by side).
 */
export function bubbleCount(
  inputMethod: InputMethod,
  portrait: boolean,
  level?: BellenprikkenLevel | null,
): number {
  if (level) return portrait ? Math.min(level.bubbles, 4) : level.bubbles;
  if (inputMethod === 'whiteboard') return 4;
  return portrait ? 4 : 5;
}

/** A level's bubble size as a factor on the game's own size (never under the safe tap size). */
export const BUBBLE_SCALE: Record<BubbleSize, number> = { small: 0.75, medium: 1, large: 1.25 };

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
export function planBubbles(count: number, field: Field, minDiameter: number, scale = 1): BubblePlan[] {
  const width = field.right - field.left;
  const laneWidth = width / count;
  const made = Math.min(laneWidth * 0.46, (field.bottom - field.top) * 0.22, 95);
  // Scaled, but still within its lane and never under the safe tap size.
  const radius = Math.max(minDiameter / 2, Math.min(made * scale, laneWidth * 0.49));
  return Array.from({ length: count }, (_, i) => ({
    x: field.left + laneWidth * (i + 0.5),
    // Zig-zag heights: neighbours are never level.
    phase: i % 2 === 0 ? 0.2 + (i / count) * 0.25 : 0.6 + (i / count) * 0.25,
    radius,
  }));
}

/** Seconds a bubble takes to rise through the field; `speed` (the game's tempo times the level's) shortens it. */
export function riseSeconds(inputMethod: InputMethod, speed = 1): number {
  return (inputMethod === 'whiteboard' ? 14 : 10) / speed;
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
