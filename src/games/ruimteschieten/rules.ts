/**
 * Rules of space shooting, without the canvas: the asteroids on screen (answers), where they drift,
 * the ship's aim, and the ship's shield: a wrong shot dims it, a right one charges it again. It only
 * changes how the ship looks; a child never loses the game.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';
import type { InputMethod } from '../runtime/contract';

export function asteroidChoices(sum: Sum, count: number, seed: string | number): AnswerValue[] {
  return choiceValues(sum, count, seed);
}

export function asteroidCount(inputMethod: InputMethod, portrait: boolean): number {
  return inputMethod === 'whiteboard' || portrait ? 4 : 5;
}

export interface Field {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface AsteroidPlan {
  /** Start position. */
  x: number;
  y: number;
  radius: number;
  /** Horizontal drift in units per second (sign: direction). */
  vx: number;
  /** Rotation speed in degrees per second. */
  spin: number;
  /** Texture variant 0..2. */
  variant: number;
}

/**
 * Start positions in two staggered rows, drifting in opposite directions per row so that asteroids
 * of one row never overlap; speed is slower on the whiteboard.
 */
export function planAsteroids(
  count: number,
  field: Field,
  minDiameter: number,
  inputMethod: InputMethod,
  random: () => number,
): AsteroidPlan[] {
  const rows = 2;
  const perRow = Math.ceil(count / rows);
  const width = field.right - field.left;
  const height = field.bottom - field.top;
  const radius = Math.max(minDiameter / 2, Math.min(width / (perRow * 2.6), height / 4, 90));
  const speed = inputMethod === 'whiteboard' ? 18 : 30;
  return Array.from({ length: count }, (_, i) => {
    const row = i % rows;
    const col = Math.floor(i / rows);
    const cell = width / perRow;
    return {
      x: field.left + cell * (col + 0.5) + (row === 1 ? cell / 2 : 0),
      y: field.top + height * (row === 0 ? 0.28 : 0.72),
      radius,
      vx: (row === 0 ? 1 : -1) * speed * (0.8 + random() * 0.4),
      spin: (random() - 0.5) * 30,
      variant: i % 3,
    };
  });
}

/** Where an asteroid is `t` seconds after appearing: drifting sideways, wrapping at the edges, bobbing. */
export function asteroidPosition(
  plan: AsteroidPlan,
  field: Field,
  t: number,
  moving: boolean,
): { x: number; y: number; angle: number } {
  if (!moving) return { x: plan.x, y: plan.y, angle: 0 };
  const left = field.left - plan.radius;
  const span = field.right - field.left + 2 * plan.radius;
  const raw = plan.x - left + plan.vx * t;
  const x = left + (((raw % span) + span) % span);
  const y = plan.y + Math.sin(t * 0.9 + plan.x * 0.01) * plan.radius * 0.25;
  return { x, y, angle: plan.spin * t };
}

/** The ship's angle (radians, 0 = straight up) to aim at a point. */
export function aimAngle(ship: { x: number; y: number }, target: { x: number; y: number }): number {
  return Math.atan2(target.x - ship.x, ship.y - target.y);
}

export const SHIELD_MAX = 3;

/** Shield after a shot: a wrong shot costs one point (never below zero), a right one adds one back. */
export function shieldAfter(shield: number, correct: boolean): number {
  return correct ? Math.min(SHIELD_MAX, shield + 1) : Math.max(0, shield - 1);
}
