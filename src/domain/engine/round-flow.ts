import type { Sum, SumId, SumWindow } from '../sums/types';

/**
 * The order of sums inside one round, run by the game (pure, so it works offline): a missed sum is
 * followed by an easier sum from the window's reserve and then comes straight back.
 *
 * Every item knows the planned position it stands for (the sum's index in the window's `sums`): a
 * window may plan one sum at two positions (a drilled fact, a sum the selection took twice), and an
 * answer belongs to a position, never to a sum.
 */

/** How often one sum comes back within a round after a miss (missed again, it returns in a later round). */
export const MAX_COMEBACKS = 1;

export type RoundItemKind = 'planned' | 'easier' | 'comeback';

export interface RoundItem {
  readonly sum: Sum;
  readonly kind: RoundItemKind;
  /**
   * The planned sum's index in the window's `sums`: a planned item's own, a comeback's that of the
   * showing it comes back for; null for an easier sum (from the reserve, not planned).
   */
  readonly position: number | null;
}

export interface RoundStep {
  readonly sumId: SumId;
  readonly kind: RoundItemKind;
  readonly position: number | null;
  readonly correct: boolean;
}

export interface RoundFlowState {
  /** Upcoming sums; the first is the current one. */
  readonly queue: readonly RoundItem[];
  readonly reserve: readonly Sum[];
  /** Next reserve sum to use (rotates). */
  readonly reserveIndex: number;
  readonly steps: readonly RoundStep[];
  readonly comebacks: Readonly<Record<SumId, number>>;
}

/**
 * The round at its start. `answered`: planned positions done already (a round resumed after a
 * reload), which are not asked again.
 */
export function startRound(
  window: Pick<SumWindow, 'sums' | 'reserve'>,
  answered: ReadonlySet<number> = new Set(),
): RoundFlowState {
  return {
    queue: window.sums.flatMap((sum, position) =>
      answered.has(position) ? [] : [{ sum, kind: 'planned' as const, position }],
    ),
    reserve: window.reserve ?? [],
    reserveIndex: 0,
    steps: [],
    comebacks: {},
  };
}

export function currentRoundItem(state: RoundFlowState): RoundItem | null {
  return state.queue[0] ?? null;
}

export function isRoundFinished(state: RoundFlowState): boolean {
  return state.queue.length === 0;
}

/** Records the answer to the current sum and returns the next state. */
export function answerInRound(state: RoundFlowState, correct: boolean): RoundFlowState {
  const current = state.queue[0];
  if (!current) return state;
  const rest = state.queue.slice(1);
  const steps = [
    ...state.steps,
    { sumId: current.sum.id, kind: current.kind, position: current.position, correct },
  ];
  if (correct || current.kind === 'easier') return { ...state, queue: rest, steps };

  const times = state.comebacks[current.sum.id] ?? 0;
  if (times >= MAX_COMEBACKS) return { ...state, queue: rest, steps };

  let reserveIndex = state.reserveIndex;
  let easier: Sum | undefined;
  for (let tried = 0; tried < state.reserve.length && !easier; tried++) {
    const candidate = state.reserve[(reserveIndex + tried) % state.reserve.length];
    if (candidate && candidate.id !== current.sum.id) {
      easier = candidate;
      reserveIndex = (reserveIndex + tried + 1) % state.reserve.length;
    }
  }
  const inserted: RoundItem[] = [
    ...(easier ? [{ sum: easier, kind: 'easier' as const, position: null }] : []),
    { sum: current.sum, kind: 'comeback', position: current.position },
  ];
  return {
    ...state,
    queue: [...inserted, ...rest],
    reserveIndex,
    steps,
    comebacks: { ...state.comebacks, [current.sum.id]: times + 1 },
  };
}

export interface RoundSummary {
  readonly answered: number;
  readonly correct: number;
  readonly errors: number;
  /** Sums that came back after a miss and were then answered. */
  readonly comebacksAnswered: number;
  /** Of the planned sums, the share answered correctly at the first try. */
  readonly firstTryAccuracy: number;
  readonly finished: boolean;
}

export function summarizeRound(state: RoundFlowState): RoundSummary {
  const planned = state.steps.filter((s) => s.kind === 'planned');
  const correct = state.steps.filter((s) => s.correct).length;
  return {
    answered: state.steps.length,
    correct,
    errors: state.steps.length - correct,
    comebacksAnswered: state.steps.filter((s) => s.kind === 'comeback').length,
    firstTryAccuracy: planned.length === 0 ? 0 : planned.filter((s) => s.correct).length / planned.length,
    finished: isRoundFinished(state),
  };
}
