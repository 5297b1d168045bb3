import { createRng } from '../random';
import type { Rng } from '../random';
import type { Sum, SumId } from '../sums/types';
import { DEFAULT_FLUENCY_RULE, fluencyStatus } from './fluency';
import type { FluencyRule, FluencyStatus } from './fluency';
import { itemRating } from './item-prior';
import { successProbability } from './scoring';
import type { FactState, ItemRatings, StudentTaskState } from './state';

export interface SelectionSettings {
  /** Sums per round (somvenster). */
  readonly roundLength: number;
  /** Expected success the round aims for (Klinkenberg et al.: about .75). */
  readonly targetSuccess: number;
  /** `automate`: drill new facts one by one and review by spacing; `apply`: rating-targeted only. */
  readonly goal: 'automate' | 'apply';
  readonly fluency: FluencyRule;
  /** Items answered within this many answers are skipped (shrunk for small banks). */
  readonly recentWindow: number;
  /** Largest share of a round given to due reviews. */
  readonly reviewShare: number;
  /** An unseen fact the model expects to be answered correctly less often than this is drilled first. */
  readonly drillBelow: number;
  /** Where the fact being drilled appears in the round (expanding gaps). */
  readonly drillPositions: readonly number[];
  /** How many easy sums the round keeps in reserve for after a miss. */
  readonly reserveSize: number;
  /** Closest candidates to the target among which the least-practised one is taken. */
  readonly candidates: number;
  /** Half-width of the random spread around the target probability. */
  readonly spread: number;
  /** Known (automated) facts count as this much further from the target: they come back less often. */
  readonly automatedPenalty: number;
  /** Recently answered items count as this much further from the target. */
  readonly recentPenalty: number;
  /** Times one fact may be chosen for a round (automate tasks concentrate on facts still being learnt). */
  readonly maxUsesPerRound: number;
  /** A fact chosen again in the same round counts as this much further from the target per use. */
  readonly repeatPenalty: number;
}

export const DEFAULT_SELECTION_SETTINGS: SelectionSettings = {
  roundLength: 10,
  targetSuccess: 0.75,
  goal: 'automate',
  fluency: DEFAULT_FLUENCY_RULE,
  recentWindow: 4,
  reviewShare: 0.3,
  drillBelow: 0.6,
  drillPositions: [0, 3, 7],
  reserveSize: 3,
  candidates: 4,
  spread: 0.1,
  automatedPenalty: 0.3,
  recentPenalty: 0.25,
  maxUsesPerRound: 2,
  repeatPenalty: 0.1,
};

/** Why a sum is in the round; `intake` for the placement round. */
/** Lowest Leitner box whose due facts are scheduled as reviews. */
export const REVIEW_FROM_BOX = 2;

export type SlotReason = 'drill' | 'review' | 'target' | 'intake';

export interface PlannedSlot {
  readonly sumId: SumId;
  readonly reason: SlotReason;
  /** Predicted P(correct) for this student at planning time. */
  readonly expectedSuccess: number;
}

export interface RoundPlan {
  /** The sums in presentation order. */
  readonly sums: readonly Sum[];
  readonly slots: readonly PlannedSlot[];
  /** Easy sums to insert after a miss. */
  readonly reserve: readonly Sum[];
  /** The student state with the drill in progress recorded (store it with the window). */
  readonly student: StudentTaskState;
}

interface ItemView {
  readonly sum: Sum;
  readonly p: number;
  readonly fact: FactState | undefined;
  readonly status: FluencyStatus;
  readonly recent: boolean;
}

function viewItems(
  items: readonly Sum[],
  ratings: ItemRatings,
  student: StudentTaskState,
  settings: SelectionSettings,
): ItemView[] {
  const theta = student.rating.value;
  // A small bank (a single table) cannot skip many items, so the recency window shrinks with it.
  const window = Math.min(settings.recentWindow, Math.floor(items.length / 3));
  return items.map((sum) => {
    const fact = student.facts[sum.id];
    return {
      sum,
      p: successProbability(theta - itemRating(ratings, sum).value),
      fact,
      status: fluencyStatus(fact?.recent ?? [], settings.fluency),
      recent: fact !== undefined && window > 0 && fact.lastAnswerIndex >= student.answerClock - window,
    };
  });
}

function chooseDrill(
  views: readonly ItemView[],
  student: StudentTaskState,
  settings: SelectionSettings,
): ItemView | undefined {
  if (settings.goal !== 'automate') return undefined;
  if (student.introducing !== null) {
    const current = views.find((v) => v.sum.id === student.introducing);
    if (current) return current;
  }
  const lastAccuracy = student.recentRoundAccuracy[student.recentRoundAccuracy.length - 1];
  // A child who is struggling with the mix gets no new fact until the mix goes better.
  if (lastAccuracy !== undefined && lastAccuracy < 0.5) return undefined;
  const unknown = views.filter((v) => v.fact === undefined && v.p < settings.drillBelow);
  // Easiest unknown fact first; the bank order (e.g. 1 × 7 before 2 × 7) breaks ties.
  return unknown.reduce<ItemView | undefined>(
    (best, v) => (best === undefined || v.p > best.p ? v : best),
    undefined,
  );
}

/**
 * Views in ascending predicted success. Runs every round over banks of thousands of items, so it
 * sorts packed numeric keys (p to 1e-6, then the index) natively instead of calling a comparator.
 */
function sortByProbability(views: readonly ItemView[]): ItemView[] {
  const slots = 65536;
  if (views.length >= slots) return [...views].sort((x, y) => x.p - y.p);
  const keys = new Float64Array(views.length);
  views.forEach((v, i) => {
    keys[i] = Math.floor(v.p * 1_000_000) * slots + i;
  });
  keys.sort();
  return Array.from(keys, (key) => views[key % slots] as ItemView);
}

/**
 * Among the admissible items whose predicted success is closest to the target, the least practised
 * (Klinkenberg et al.); random among equals. `byP` is sorted by predicted success, so the search
 * walks outwards from the target and stops once nothing nearer can follow (banks run to thousands).
 */
function pickNearTarget(
  byP: readonly ItemView[],
  admissible: (v: ItemView) => boolean,
  penalty: (v: ItemView) => number,
  target: number,
  settings: SelectionSettings,
  rng: Rng,
): ItemView | undefined {
  const distance = (v: ItemView): number => Math.abs(v.p - target) + penalty(v);
  let low = 0;
  let high = byP.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((byP[mid]?.p ?? 0) < target) low = mid + 1;
    else high = mid;
  }
  let left = low - 1;
  let right = low;
  const closest: { view: ItemView; d: number }[] = [];
  const worst = (): number =>
    closest.length < settings.candidates ? Infinity : (closest[closest.length - 1]?.d ?? Infinity);
  for (;;) {
    const leftView = left >= 0 ? byP[left] : undefined;
    const rightView = right < byP.length ? byP[right] : undefined;
    if (!leftView && !rightView) break;
    const takeLeft =
      rightView === undefined || (leftView !== undefined && target - leftView.p <= rightView.p - target);
    const view = (takeLeft ? leftView : rightView) as ItemView;
    if (takeLeft) left--;
    else right++;
    // Items further out in p can only be further away: penalties never make an item nearer.
    if (Math.abs(view.p - target) > worst()) break;
    if (!admissible(view)) continue;
    const d = distance(view);
    if (d >= worst()) continue;
    closest.push({ view, d });
    closest.sort((x, y) => x.d - y.d);
    if (closest.length > settings.candidates) closest.pop();
  }
  if (closest.length === 0) return undefined;
  const fewest = Math.min(...closest.map((c) => c.view.fact?.answers ?? 0));
  return rng.pick(closest.filter((c) => (c.view.fact?.answers ?? 0) === fewest)).view;
}

/** Places the chosen sums in the free positions so that no sum follows itself. */
function arrange(fixed: (PlannedSlot | null)[], loose: PlannedSlot[], rng: Rng): PlannedSlot[] {
  const order = rng.shuffle(loose);
  const result = fixed.slice();
  for (let i = 0; i < result.length; i++) {
    if (result[i] !== null) continue;
    const previous = result[i - 1];
    const next = result[i + 1];
    let index = order.findIndex((slot) => slot.sumId !== previous?.sumId && slot.sumId !== next?.sumId);
    if (index < 0) index = 0;
    const [slot] = order.splice(index, 1);
    result[i] = slot ?? null;
  }
  return result.filter((slot): slot is PlannedSlot => slot !== null);
}

/**
 * The easier sums for after a miss: the easiest sums the child has answered before (or surely
 * knows). In automate tasks the easiest facts not automated yet whose latest answer was right come
 * first: still a likely success, and an answer that counts towards automating them, where an
 * automated fact would be an answer spent on nothing. Automated facts only fill up.
 */
function chooseReserve(
  byP: readonly ItemView[],
  drill: ItemView | undefined,
  settings: SelectionSettings,
): Sum[] {
  const easy = [...byP]
    .reverse()
    .filter((v) => v.sum.id !== drill?.sum.id && (v.fact !== undefined || v.p >= 0.9));
  const useful = (v: ItemView): boolean =>
    settings.goal === 'automate' &&
    v.status !== 'automated' &&
    v.fact?.recent[v.fact.recent.length - 1]?.correct === true;
  return [...easy.filter(useful), ...easy.filter((v) => !useful(v))]
    .slice(0, settings.reserveSize)
    .map((v) => v.sum);
}

/**
 * Plans the next round for a student on a practice task:
 * 1. the new fact being drilled (automate tasks) at expanding positions, one new fact at a time;
 * 2. due reviews of older facts, most overdue first;
 * 3. the rest chosen near the target success, recently shown items skipped, known facts less often,
 *    with the target shifted so that the round as a whole averages the target success.
 */
export function selectRound(input: {
  readonly items: readonly Sum[];
  readonly itemRatings: ItemRatings;
  readonly student: StudentTaskState;
  readonly now: number;
  readonly seed: string | number;
  readonly settings?: Partial<SelectionSettings>;
}): RoundPlan {
  const settings: SelectionSettings = { ...DEFAULT_SELECTION_SETTINGS, ...input.settings };
  const rng = createRng(input.seed);
  const n = Math.max(1, settings.roundLength);
  const views = viewItems(input.items, input.itemRatings, input.student, settings);
  if (views.length === 0) return { sums: [], slots: [], reserve: [], student: input.student };

  const fixed: (PlannedSlot | null)[] = Array.from({ length: n }, () => null);
  const used = new Set<SumId>();

  const drill = chooseDrill(views, input.student, settings);
  if (drill) {
    for (const position of settings.drillPositions)
      if (position < n) fixed[position] = { sumId: drill.sum.id, reason: 'drill', expectedSuccess: drill.p };
    used.add(drill.sum.id);
  }

  const loose: PlannedSlot[] = [];
  const free = (): number => fixed.filter((slot) => slot === null).length - loose.length;

  if (settings.goal === 'automate') {
    // Reviews are for facts that were known (answered fluently at least twice running, box 2 and up);
    // facts still being learnt come through the round flow and the target selection instead.
    const due = views
      .filter(
        (v) =>
          v.fact !== undefined &&
          v.fact.box >= REVIEW_FROM_BOX &&
          v.fact.dueAt <= input.now &&
          !v.recent &&
          !used.has(v.sum.id),
      )
      .sort((x, y) => (x.fact?.dueAt ?? 0) - (y.fact?.dueAt ?? 0) || (x.fact?.box ?? 0) - (y.fact?.box ?? 0));
    const reviews = Math.min(due.length, Math.round(n * settings.reviewShare), free());
    for (const v of due.slice(0, reviews)) {
      loose.push({ sumId: v.sum.id, reason: 'review', expectedSuccess: v.p });
      used.add(v.sum.id);
    }
  }

  // Shift the target for the remaining slots so that the round's expected success meets the target.
  const plannedP =
    fixed.reduce((sum, slot) => sum + (slot?.expectedSuccess ?? 0), 0) +
    loose.reduce((sum, slot) => sum + slot.expectedSuccess, 0);
  const remaining = free();
  const restTarget =
    remaining > 0
      ? Math.min(0.95, Math.max(0.5, (settings.targetSuccess * n - plannedP) / remaining))
      : settings.targetSuccess;

  const drilling = drill !== undefined;
  // Hard unseen facts wait for their own drill; during a drill only facts the child surely knows join.
  const admissible = (v: ItemView): boolean =>
    settings.goal === 'apply' ||
    v.fact !== undefined ||
    (!drilling && v.p >= settings.drillBelow) ||
    (drilling && v.p >= 0.9);
  const uses = new Map<SumId, number>();
  const maxUses = settings.goal === 'automate' ? settings.maxUsesPerRound : 1;
  const penalty = (v: ItemView): number =>
    (v.status === 'automated' ? settings.automatedPenalty : 0) +
    (v.recent ? settings.recentPenalty : 0) +
    (uses.get(v.sum.id) ?? 0) * settings.repeatPenalty;
  const notDrill = (v: ItemView): boolean =>
    v.sum.id !== drill?.sum.id && !(used.has(v.sum.id) && !uses.has(v.sum.id));
  // Looser and looser, for banks too small or too unknown to fill a round under the strict rule.
  const tiers: ((v: ItemView) => boolean)[] = [
    (v) => notDrill(v) && admissible(v) && (uses.get(v.sum.id) ?? 0) < maxUses,
    (v) => notDrill(v) && admissible(v),
    (v) => notDrill(v),
    () => true,
  ];
  const byP = sortByProbability(views);
  for (let k = 0; k < remaining; k++) {
    const target = Math.min(0.98, Math.max(0.05, restTarget + (rng.next() * 2 - 1) * settings.spread));
    let chosen: ItemView | undefined;
    for (const tier of tiers) {
      chosen = pickNearTarget(byP, tier, penalty, target, settings, rng);
      if (chosen) break;
    }
    if (!chosen) break;
    loose.push({ sumId: chosen.sum.id, reason: 'target', expectedSuccess: chosen.p });
    used.add(chosen.sum.id);
    uses.set(chosen.sum.id, (uses.get(chosen.sum.id) ?? 0) + 1);
  }

  const slots = arrange(fixed, loose, rng);
  const bySumId = new Map(views.map((v) => [v.sum.id, v.sum]));
  const reserve = chooseReserve(byP, drill, settings);

  return {
    sums: slots.map((slot) => bySumId.get(slot.sumId) as Sum),
    slots,
    reserve,
    student: { ...input.student, introducing: drill ? drill.sum.id : input.student.introducing },
  };
}

/**
 * The intake (instaptoets) round: items spread from easy to hard over the item difficulties, so the
 * new student's large-K rating moves quickly to the right place.
 */
export function selectIntakeRound(items: readonly Sum[], itemRatings: ItemRatings, length = 12): Sum[] {
  const sorted = [...items].sort(
    (x, y) => itemRating(itemRatings, x).value - itemRating(itemRatings, y).value,
  );
  if (sorted.length <= length) return sorted;
  const picked: Sum[] = [];
  for (let i = 0; i < length; i++) {
    const index = Math.round((i * (sorted.length - 1)) / (length - 1));
    const sum = sorted[index];
    if (sum && !picked.includes(sum)) picked.push(sum);
  }
  return picked;
}
