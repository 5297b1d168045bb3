/**
 * Rules of the car race, without the canvas: how many lanes (one answer gate per lane), where the
 * road and its lanes lie, steering, the race position (a right answer overtakes the next rival, a
 * wrong one never costs a place: it is a reward game), and the road's speed after a boost.
 */
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';
import type { InputMethod } from '../runtime/contract';

/** Answers on the gates, one per lane: see the kit's choice rules. */
export function gateChoices(sum: Sum, count: number, seed: string | number): AnswerValue[] {
  return choiceValues(sum, count, seed);
}

/** Lanes on the road: three for comparisons (<, =, >), on a phone and on the whiteboard; else four. */
export function laneCount(sum: Sum, inputMethod: InputMethod, portrait: boolean): number {
  if (sum.answer.kind === 'comparison') return 3;
  return inputMethod === 'whiteboard' || portrait ? 3 : 4;
}

export interface Road {
  left: number;
  right: number;
}

/**
 * The road across the screen: nearly the full width on a phone, a broad band with verges on a wide
 * screen, and never lanes narrower than the smallest tap target.
 */
export function roadFor(width: number, portrait: boolean, minTarget: number): Road {
  const margin = portrait ? 28 : Math.max(90, (width - 880) / 2);
  const roadWidth = Math.min(width, Math.max(3 * minTarget, width - 2 * margin));
  const left = (width - roadWidth) / 2;
  return { left, right: width - left };
}

export function laneWidth(road: Road, lanes: number): number {
  return (road.right - road.left) / lanes;
}

export function laneCenter(road: Road, lanes: number, lane: number): number {
  return road.left + laneWidth(road, lanes) * (lane + 0.5);
}

/** The lane under a tap, or null off the road. */
export function laneAt(road: Road, lanes: number, x: number): number | null {
  if (x < road.left || x > road.right) return null;
  return Math.min(lanes - 1, Math.floor((x - road.left) / laneWidth(road, lanes)));
}

/** Steering one lane left (-1) or right (+1), staying on the road. */
export function steer(lane: number, direction: -1 | 1, lanes: number): number {
  return Math.max(0, Math.min(lanes - 1, lane + direction));
}

/** The car starts in the middle lane (the left of the two middle ones on an even road). */
export function startLane(lanes: number): number {
  return Math.floor((lanes - 1) / 2);
}

/** Rival cars in the race; the child starts behind all of them. */
export const RIVALS = 3;

/** Place in the race (1 = in front) after an answer: a right one overtakes, a wrong one keeps the place. */
export function placeAfter(place: number, correct: boolean): number {
  return correct ? Math.max(1, place - 1) : place;
}

/** Road speed in units per second while driving. */
export const CRUISE_SPEED = 240;
/** Extra speed right after a boost; it fades out over BOOST_SECONDS. */
export const BOOST_SPEED = 900;
export const BOOST_SECONDS = 1.4;

/** Speed `t` seconds after a boost (no boost yet: Infinity): a burst that eases back to cruising. */
export function speedAt(sinceBoost: number): number {
  if (!(sinceBoost >= 0) || sinceBoost >= BOOST_SECONDS) return CRUISE_SPEED;
  const left = 1 - sinceBoost / BOOST_SECONDS;
  return CRUISE_SPEED + BOOST_SPEED * left * left;
}

/** The gentle wobble after a wrong gate: a few swings of the car (degrees) that die out in a second. */
export function wobbleAngle(t: number): number {
  if (t < 0 || t >= 1.2) return 0;
  return 9 * Math.exp(-3 * t) * Math.sin(t * Math.PI * 6);
}
