/**
 * Aiming at answer targets with the keyboard (pick-one games): the arrow keys step through the targets
 * in reading order, up and down move a whole row in a grid of `rowLength` targets (1, the default, for
 * a single row: then they step like left and right), Home and End go to the first and the last. With
 * no aim yet, a step forward aims at the first target and a step back at the last.
 *
 * Digits never aim (null, like any other key): a child typing the answer would otherwise pick a target
 * by its place on the screen.
 */
export function moveAim(aim: number | null, key: string, count: number, rowLength = 1): number | null {
  if (count <= 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = STEPS[key]?.(Math.max(1, rowLength));
  if (step === undefined) return null;
  if (aim === null || aim < 0) return step > 0 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, aim + step));
}

const STEPS: Record<string, (rowLength: number) => number> = {
  ArrowRight: () => 1,
  ArrowLeft: () => -1,
  ArrowDown: (row) => row,
  ArrowUp: (row) => -row,
};
