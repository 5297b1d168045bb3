/**
 * Fact fluency (automatiseren): a fact is automated when it is answered correctly within the
 * threshold repeatedly. Defaults follow Rekensprint's 3 s; the threshold is a setting because the
 * input method and the child matter (keypad input alone takes 1.1 to 1.4 s).
 */

export interface FluencyRule {
  /** A correct answer within this time is fluent (ms). */
  readonly thresholdMs: number;
  /** How many of the latest answers are looked at. */
  readonly window: number;
  /** How many of those must be fluent (the latest one always must be). */
  readonly required: number;
}

export const DEFAULT_FLUENCY_RULE: FluencyRule = { thresholdMs: 3000, window: 4, required: 3 };

/** One answer as fluency sees it. */
export interface AttemptRecord {
  readonly correct: boolean;
  readonly ms: number;
}

/**
 * - `new`: never answered
 * - `practising`: answered, more than one fluent answer away from automated
 * - `almost`: one more fluent answer makes it automated
 * - `automated`: `required` of the last `window` answers fluent, the latest one included
 */
export type FluencyStatus = 'new' | 'practising' | 'almost' | 'automated';

export function isFluent(attempt: AttemptRecord, rule: FluencyRule = DEFAULT_FLUENCY_RULE): boolean {
  return attempt.correct && attempt.ms <= rule.thresholdMs;
}

function isAutomated(attempts: readonly AttemptRecord[], rule: FluencyRule): boolean {
  const recent = attempts.slice(-rule.window);
  const last = recent[recent.length - 1];
  return (
    last !== undefined &&
    isFluent(last, rule) &&
    recent.filter((a) => isFluent(a, rule)).length >= rule.required
  );
}

/** Status from the answers of one fact, oldest first. */
export function fluencyStatus(
  attempts: readonly AttemptRecord[],
  rule: FluencyRule = DEFAULT_FLUENCY_RULE,
): FluencyStatus {
  if (attempts.length === 0) return 'new';
  if (isAutomated(attempts, rule)) return 'automated';
  if (isAutomated([...attempts, { correct: true, ms: 0 }], rule)) return 'almost';
  return 'practising';
}

export interface FluencySummary {
  readonly new: number;
  readonly practising: number;
  readonly almost: number;
  readonly automated: number;
  readonly total: number;
  /** Share of the facts that are automated, 0 to 1. */
  readonly automatedShare: number;
}

/** Counts per status over a set of facts (facts never answered count as new). */
export function fluencySummary(
  factIds: readonly string[],
  attemptsOf: (factId: string) => readonly AttemptRecord[],
  rule: FluencyRule = DEFAULT_FLUENCY_RULE,
): FluencySummary {
  const counts = { new: 0, practising: 0, almost: 0, automated: 0 };
  for (const id of factIds) counts[fluencyStatus(attemptsOf(id), rule)]++;
  const total = factIds.length;
  return { ...counts, total, automatedShare: total === 0 ? 0 : counts.automated / total };
}
