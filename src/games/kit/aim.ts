/**
 * Aiming at answer targets with the keyboard (pick-one games): the arrow keys step through the targets
 * in reading order (moving targets: in the order they are on screen at the key press, `leftToRight`), up and down move a whole row in a grid of `rowLength` targets (1, the default, for
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

/** What `aimKey` needs of a pick-one game: how it shows an aim and how it chooses a target. */
export interface AimActions<T> {
  /** Show the aim at `targets[index]` (a ring, an arrow, the player turning). */
  aimAt(index: number): void;
  /** Choose the target, as a tap on it would. */
  choose(target: T, index: number): void;
  /** Targets in a row of a grid (see `moveAim`); 1 for a single row. */
  rowLength?: number;
  /**
   * The targets' indices in the order the keys step through them (moving targets: where they are on
   * screen now, `leftToRight`); by default the order of `targets`. Aims stay indices into `targets`,
   * so an aim keeps to its target while the targets move past one another.
   */
  order?: readonly number[];
}

/** The indices of `xs` from left to right (equal places keep their order): an aim order for moving targets. */
export function leftToRight(xs: readonly number[]): number[] {
  return xs
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x - b.x || a.i - b.i)
    .map((p) => p.i);
}

/**
 * The keys of a pick-one game: the arrows, Home and End aim (`moveAim`); Enter or Space chooses the
 * aimed target, or with no aim yet aims at the first. `aim` is the index aimed at now (null or -1: none).
 * Returns whether the key was used (its default action, such as scrolling the page, is then prevented).
 */
export function aimKey<T>(
  event: { key: string; preventDefault(): void },
  targets: readonly T[],
  aim: number | null,
  actions: AimActions<T>,
): boolean {
  const aimed = aim === null ? undefined : targets[aim];
  const order = actions.order ?? targets.map((_, i) => i);
  let used = false;
  if (event.key === 'Enter' || event.key === ' ') {
    used = true;
    if (aimed !== undefined) actions.choose(aimed, aim as number);
    else if (order.length > 0) actions.aimAt(order[0] as number);
  } else {
    const place = aimed === undefined ? null : order.indexOf(aim as number);
    const next = moveAim(place, event.key, order.length, actions.rowLength);
    if (next !== null) {
      used = true;
      actions.aimAt(order[next] as number);
    }
  }
  if (used) event.preventDefault();
  return used;
}

/**
 * The keyboard's aim of a pick-one game: none for a child who taps, and once the keys are used it stays
 * at its place (or the last target) from one sum to the next. `onAim` shows it (and plays a click).
 */
export class KeyboardAim {
  index: number | null = null;
  private used = false;

  constructor(private readonly onAim: (index: number) => void) {}

  /** New targets are shown. */
  reset(count: number): void {
    this.index = this.used && count > 0 ? Math.min(this.index ?? 0, count - 1) : null;
  }

  /** The target aimed at, if any. */
  at<T>(targets: readonly T[]): T | undefined {
    return this.index === null ? undefined : targets[this.index];
  }

  /**
   * A key pressed during a sum (see `aimKey`); `choose` picks the target as a tap would. `order`: the
   * order the keys step through moving targets in (`leftToRight` of where they are now).
   */
  key<T>(
    event: { key: string; preventDefault(): void },
    targets: readonly T[],
    choose: (target: T) => void,
    order?: readonly number[],
  ): boolean {
    return aimKey(event, targets, this.index, {
      aimAt: (i) => {
        this.used = true;
        this.index = i;
        this.onAim(i);
      },
      choose,
      order,
    });
  }
}
