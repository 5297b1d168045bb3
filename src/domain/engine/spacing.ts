/**
 * Spaced review (Leitner boxes): a fluent answer moves a fact up a box, a wrong one back to box 0;
 * the box sets when the fact is due again. Facts answered well many times come back less often.
 */

/** Days until review per box. Box 0 is due at once: it comes back in the next round. */
export const REVIEW_INTERVAL_DAYS: readonly number[] = [0, 1, 2, 4, 7, 14, 30];
export const MAX_BOX = REVIEW_INTERVAL_DAYS.length - 1;

const DAY_MS = 86_400_000;

/** The new box after an answer: fluent up, correct-but-slow stays (at least 1), wrong down to 0. */
export function nextBox(box: number, correct: boolean, fluent: boolean): number {
  if (!correct) return 0;
  if (fluent) return Math.min(MAX_BOX, box + 1);
  return Math.max(1, box);
}

/** When a fact in `box`, last answered at `answeredAt` (epoch ms), is due again. */
export function dueAt(box: number, answeredAt: number): number {
  const days = REVIEW_INTERVAL_DAYS[Math.min(Math.max(box, 0), MAX_BOX)] ?? 0;
  return answeredAt + days * DAY_MS;
}

/** How overdue a fact is, in days (negative when not yet due). */
export function overdueDays(due: number, now: number): number {
  return (now - due) / DAY_MS;
}
