/**
 * Rules of Beestjes vangen, without the canvas: which answers the bugs carry, where each bug has its
 * flower to flutter around, its flutter (a slow loop that never leaves its own patch of the meadow,
 * so no bug hides another or flies off before the child has read it), the jar the catches fill, the
 * kinds of bug collected and the surprise at the end. The round itself is the kit's RoundMachine.
 */
import { createRng } from '../../domain/random';
import { checkAnswer } from '../../domain/sums/check';
import type { AnswerValue, Sum } from '../../domain/sums/types';
import { choiceValues } from '../kit/choices';

/** The kinds of bug, in the order of the collection card. */
export const BUG_KINDS = ['blueButterfly', 'brimstone', 'peacock', 'ladybird', 'bee'] as const;
export type BugKind = (typeof BUG_KINDS)[number];

/** The answers the bugs carry: see the kit's choice rules. */
export function bugChoices(sum: Sum, count: number, seed: string | number): AnswerValue[] {
  return choiceValues(sum, count, seed);
}

/**
 * The bugs' kinds for one sum: all different (never more than one of a kind), in a seeded order. The
 * kind says nothing of the answer: any bug on screen may be the right one.
 */
export function bugKinds(count: number, seed: string | number): number[] {
  const kinds = createRng(`${seed}:kinds`).shuffle(BUG_KINDS.map((_, i) => i));
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length] as number);
}

/** The seed of a sum's bugs: the window and the showing's seed number (the kit's `showingSeed`). */
export const bugSeed = (windowId: string, showing: number): string => `${windowId}:${showing}`;

/**
 * The kind of the bug that carried the right answer of a sum shown with these `count` bugs and this
 * seed: the bug a right answer caught (a round resumed after a reload puts it back in the jar).
 */
export function caughtKind(sum: Sum, count: number, seed: string): number {
  const choices = bugChoices(sum, count, seed);
  const kinds = bugKinds(choices.length, seed);
  const right = choices.findIndex((value) => checkAnswer(sum, value).correct);
  return kinds[Math.max(0, right)] as number;
}

export interface Meadow {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface BugPlan {
  /** The bug's flower: the middle of its loop. */
  x: number;
  y: number;
  radius: number;
  /** How far it may flutter from its flower, across and up or down (inside its own patch). */
  wanderX: number;
  wanderY: number;
  /** Where its loop starts (seconds), so the bugs do not flutter in step. */
  phase: number;
  /** It flies in from this side (-1 left, 1 right) when the sum appears. */
  from: -1 | 1;
}

/** Seconds a bug takes to fly in from the side to its flower. */
export const ARRIVE_SECONDS = 0.8;
/** The most a bug wanders from its flower. */
const WANDER_MAX = 28;

/**
 * A patch of the meadow for each bug, `columns` across (a phone: 2), each bug at least a tap target
 * across. In one row the bugs sit at alternate heights, so the row reads as a meadow, not a shelf.
 */
export function planBugs(count: number, meadow: Meadow, minTarget: number, columns = count): BugPlan[] {
  const cols = Math.max(1, Math.min(count, columns));
  const rows = Math.ceil(count / cols);
  const cellW = (meadow.right - meadow.left) / cols;
  const cellH = (meadow.bottom - meadow.top) / rows;
  const radius = Math.max(minTarget / 2, Math.min(cellW * 0.36, cellH * 0.36, rows === 1 ? 92 : 120));
  const roomX = Math.max(0, cellW / 2 - radius);
  const roomY = Math.max(0, cellH / 2 - radius);
  const wanderX = Math.min(WANDER_MAX, roomX * 0.8);
  // In one row the bugs zig-zag up and down their tall patches; the rest of the room is their flutter.
  const zig = rows === 1 ? Math.max(0, roomY - WANDER_MAX) * 0.7 : 0;
  const wanderY = Math.min(WANDER_MAX, Math.max(0, roomY - zig) * 0.8);
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, count - row * cols);
    const x = meadow.left + ((cols - inRow) * cellW) / 2 + cellW * ((i % cols) + 0.5);
    const y = meadow.top + cellH * (row + 0.5) + (i % 2 === 0 ? -zig : zig);
    return {
      x,
      y,
      radius,
      wanderX,
      wanderY,
      phase: i * 1.7,
      from: x < (meadow.left + meadow.right) / 2 ? -1 : 1,
    };
  });
}

export interface BugPose {
  x: number;
  y: number;
  /** The wings' width, 0.55 (folded up) to 1 (spread). */
  wings: number;
}

/**
 * Where a bug is `t` seconds after the sum appeared: flying in from beyond the screen's edge to its
 * flower, then fluttering in a slow figure of eight around it with beating wings. Without motion it
 * sits still at its flower, wings spread. It never tilts: its number stays upright to read (and an
 * upright picture is the cheapest to draw on a software canvas).
 */
export function bugPose(plan: BugPlan, t: number, moving: boolean, screenW: number): BugPose {
  if (!moving) return { x: plan.x, y: plan.y, wings: 1 };
  const wings = 0.55 + 0.45 * Math.abs(Math.cos(t * 9 + plan.phase));
  const k = t / ARRIVE_SECONDS;
  if (k < 1) {
    const startX = plan.from < 0 ? -plan.radius * 2 : screenW + plan.radius * 2;
    const ease = 1 - (1 - k) * (1 - k) * (1 - k);
    return {
      x: startX + (plan.x - startX) * ease,
      y: plan.y + Math.sin(k * Math.PI * 3) * plan.radius * 0.3 * (1 - k),
      wings,
    };
  }
  const s = t - ARRIVE_SECONDS + plan.phase;
  // A figure of eight that starts at the flower, so the arrival ends where the loop begins.
  const dx = Math.sin(s * 0.9) - Math.sin(plan.phase * 0.9);
  const dy = Math.sin(s * 1.8) - Math.sin(plan.phase * 1.8);
  return {
    x: plan.x + (dx / 2) * plan.wanderX,
    y: plan.y + (dy / 2) * plan.wanderY,
    wings,
  };
}

/**
 * Where the `index`-th bug caught sits in the jar, as fractions of the jar's inner width and height
 * (0..1, from the jar's bottom left): layers of three from the bottom up, a little jumbled, filling
 * the jar as the round's planned sums are answered right.
 */
export function jarSpot(index: number, capacity: number): { x: number; y: number } {
  const perLayer = 3;
  const layers = Math.max(1, Math.ceil(Math.max(1, capacity) / perLayer));
  const layer = Math.floor(index / perLayer);
  const col = index % perLayer;
  const jiggle = ((index * 37) % 10) / 100;
  return {
    x: (col + 0.5) / perLayer + (layer % 2 === 0 ? -jiggle : jiggle) * 0.5,
    y: Math.min(1, (layer + 0.5) / layers),
  };
}

/** The kinds caught so far, one flag per kind of the collection card. */
export function collect(seen: readonly boolean[], kind: number): boolean[] {
  const next = BUG_KINDS.map((_, i) => seen[i] === true);
  if (kind >= 0 && kind < next.length) next[kind] = true;
  return next;
}

export type Surprise = 'goldenButterfly' | 'fireflies' | 'caterpillar';

/**
 * The surprise beside the end card: a golden butterfly for a round all right at the first try, the
 * jar aglow with fireflies when every kind was collected, else a caterpillar that will be a butterfly
 * next time. Every round gets one.
 */
export function surpriseFor(firstTimeRight: number, total: number, kindsSeen: number): Surprise {
  if (total > 0 && firstTimeRight >= total) return 'goldenButterfly';
  if (kindsSeen >= BUG_KINDS.length) return 'fireflies';
  return 'caterpillar';
}
