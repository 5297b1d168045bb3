/**
 * Core sum types shared by the adaptive engine, the API and the games.
 *
 * Everything here is plain serialisable data (no functions, no classes), so a sum can travel as JSON
 * from server to game and back. Checking an answer is the pure function `checkAnswer` in `./check`.
 *
 * Stability: these types are a contract. Add optional fields; never rename or remove.
 */

/** Canonical, deterministic key of one sum, e.g. `add:7+5`, `sub:12-_=5`, `mul:3x4`, `bond:10=3+_`. */
export type SumId = string;

/** What the child does with the numbers. */
export const OPERATIONS = [
  'count', // counting on or back in steps (doortellen, terugtellen)
  'add',
  'subtract',
  'bond', // number bonds: splitsen
  'complement', // complements to 10 / 100: aanvullen
  'double',
  'half',
  'multiply',
  'divide',
  'compare',
  'order',
  'numberLine',
  'money',
] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * How the sum is posed.
 * - `result`: `7 + 5 = _`; `missingFirst`: `_ + 5 = 12`; `missingSecond`: `7 + _ = 12`
 * - `freeSplit`: split a whole into any two parts; `sequence`: continue a counting row
 * - `comparison`, `ordering`, `readPosition` (which number is at the arrow), `placePosition`
 *   (put the number on the line), `countMoney` (how much is this), `payAmount` (pay with coins),
 *   `giveChange` (what do you get back)
 */
export type SumForm =
  | 'result'
  | 'missingFirst'
  | 'missingSecond'
  | 'freeSplit'
  | 'sequence'
  | 'comparison'
  | 'ordering'
  | 'readPosition'
  | 'placePosition'
  | 'countMoney'
  | 'payAmount'
  | 'giveChange';

/** The shape of the answer a game must collect; decides which games can host a sum. */
export type AnswerKind = 'number' | 'comparison' | 'order' | 'split' | 'money';

/** Number range a sum belongs to (tot 10, tot 20, tot 100, tot 1000, beyond). */
export type NumberRange = 10 | 20 | 100 | 1000 | 10000;

export type Comparator = '<' | '>' | '=';

/** Sum features (somkenmerken): what the curriculum, the teacher and the engine filter on. */
export interface SumFeatures {
  readonly operation: Operation;
  readonly form: SumForm;
  readonly answerKind: AnswerKind;
  /** Smallest range that holds every number in the sum. */
  readonly range: NumberRange;
  /** The units pass a ten (7 + 5, 13 - 6, 38 + 5); false when not applicable. */
  readonly crossesTen: boolean;
  /** The tens pass a hundred (70 + 50, 130 - 60); false when not applicable. */
  readonly crossesHundred: boolean;
  /** The times table (tafel) of a multiplication or division fact: the table number; else null. */
  readonly table: number | null;
}

/** One piece of the visual rendering, left to right. */
export type DisplayToken =
  | { readonly type: 'number'; readonly value: number }
  | { readonly type: 'operator'; readonly symbol: '+' | '-' | '×' | ':' }
  | { readonly type: 'relation'; readonly symbol: '=' | Comparator }
  | { readonly type: 'blank' }
  | { readonly type: 'separator' } // between items of a row or a set, e.g. `5, 6, 7, _`
  | { readonly type: 'money'; readonly cents: number }; // a coin or note, value in cents

/** Which position of the sum the child fills in. */
export type MissingSlot =
  | 'first'
  | 'second'
  | 'result'
  | 'next' // next number of a counting row
  | 'relation' // the comparator
  | 'all' // ordering, free split, paying: the whole answer is built by the child
  | 'position'; // a number-line position

/** Number line shown by number-line sums. */
export interface NumberLineDisplay {
  readonly min: number;
  readonly max: number;
  /** Distance between labelled ticks. */
  readonly tick: number;
  /** Numbers printed under the line. */
  readonly labels: readonly number[];
}

/** Everything a game needs to draw and read out a sum. */
export interface SumDisplay {
  /** The sum as visual tokens, blanks included. */
  readonly tokens: readonly DisplayToken[];
  /** The numbers of the sum in reading order, the missing one included (e.g. [7, 5, 12]). */
  readonly operands: readonly number[];
  /** The arithmetic operator, or null for sums without one (compare, order, money, ...). */
  readonly operator: '+' | '-' | '×' | ':' | null;
  readonly missing: MissingSlot;
  /** Plain text form, e.g. `7 + 5 = _`, `12 : 3 = _`, `5, 6, 7, _`, `7 _ 12`. */
  readonly text: string;
  /** Dutch speakable form, e.g. `zeven plus vijf is?`. */
  readonly speech: string;
  /** Instruction for the child, e.g. `Zet op volgorde, van klein naar groot`. */
  readonly prompt: { readonly nl: string; readonly en: string };
  /** Present for number-line sums. */
  readonly numberLine?: NumberLineDisplay;
  /** Present for ordering sums: the numbers in the order shown. */
  readonly items?: readonly number[];
  /** Present for money sums: the denominations available to pay with, in cents. */
  readonly denominations?: readonly number[];
}

/**
 * An answer value, used for the correct answer, for distractors and for what a child gave.
 * Money is always in cents.
 */
export type AnswerValue =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'comparison'; readonly value: Comparator }
  | { readonly kind: 'order'; readonly values: readonly number[] }
  | { readonly kind: 'split'; readonly parts: readonly [number, number] }
  | { readonly kind: 'money'; readonly pieces: readonly number[] };

/**
 * How a given answer is compared with the correct one.
 * - `exact`: same value (split parts in order; ordering lists element by element)
 * - `anySplit`: any two whole non-negative parts that add up to `whole`
 * - `sameTotal`: any money pieces (valid euro denominations) adding up to `cents`
 * - `within`: a number within `tolerance` of the answer (placing on an unlabelled number line)
 */
export type Acceptance =
  | { readonly mode: 'exact' }
  | { readonly mode: 'anySplit'; readonly whole: number }
  | { readonly mode: 'sameTotal'; readonly cents: number }
  | { readonly mode: 'within'; readonly tolerance: number };

/** One sum (som), fully resolved. */
export interface Sum {
  readonly id: SumId;
  readonly features: SumFeatures;
  readonly display: SumDisplay;
  /** The canonical correct answer. */
  readonly answer: AnswerValue;
  readonly acceptance: Acceptance;
  /** At least 3 plausible wrong answers from real error patterns; distinct, never correct. */
  readonly distractors: readonly Distractor[];
}

/** The error patterns distractors are made from. */
export type ErrorPattern =
  | 'offByOne'
  | 'offByTen'
  | 'wrongOperation'
  | 'tensUnitsSwapped'
  | 'countingOnError' // counted the start number too, or one step short
  | 'tableNeighbour' // 7 x 6 answered with 7 x 5 or 7 x 7
  | 'noCarry' // forgot to carry / borrow across the ten
  | 'reversedSubtraction' // 13 - 6 as 6 - 3 per column
  | 'operandEcho' // gave one of the numbers in the sum
  | 'halfOrDouble' // halved instead of doubled and vice versa
  | 'reversedOrder' // ordered the wrong way round
  | 'adjacentSwap' // two neighbours swapped
  | 'reversedComparison'
  | 'equalityConfusion' // called unequal numbers equal, or equal ones unequal
  | 'unitConfusion' // mixed euros and cents, or counted ticks as units
  | 'wrongPiece'; // one coin or note too many, too few or wrong

export interface Distractor {
  readonly value: AnswerValue;
  readonly pattern: ErrorPattern;
}

/** A window of sums (somvenster): one round of a game for one student. */
export interface SumWindow {
  readonly id: string;
  readonly studentId: string;
  /** The practice task (oefentaak) the round belongs to. */
  readonly practiceTaskId: string;
  readonly gameId: string;
  readonly purpose: 'practice' | 'intake' | 'fluencyTest';
  /** The sums in presentation order. */
  readonly sums: readonly Sum[];
  /**
   * Easy sums the round inserts after a miss, before the missed sum comes back
   * (see `engine/round-flow`). May be empty.
   */
  readonly reserve?: readonly Sum[];
  /** Answers slower than this count as not yet automated (ms). */
  readonly fluencyThresholdMs: number;
  /** Deadline d of the scoring rule (ms); answers after it score 0. */
  readonly timeLimitMs: number;
  /** ISO 8601 time of creation. */
  readonly createdAt: string;
  /**
   * A fluency test the server started: `sums` is its ladder (easy to hard, in the server's order), this
   * holds the ladder's rules and the answers recorded so far, so the game walks the ladder with the
   * engine (`resumeFluencyTest`) exactly as the server does. Absent: a trial window the game orders
   * itself.
   */
  readonly fluencyTest?: FluencyTestLadder;
}

/** The rules of a fluency test's ladder and the answers it has so far (see `engine/fluency-test`). */
export interface FluencyTestLadder {
  readonly config: {
    readonly maxSums: number;
    readonly maxErrors: number;
    readonly maxConsecutiveErrors: number;
    readonly thresholdMs: number;
    readonly climbSteps: number;
  };
  readonly answered: readonly {
    readonly sumId: SumId;
    readonly correct: boolean;
    readonly responseTimeMs: number;
  }[];
}

/** One answer as the client sends it (queued in IndexedDB first, then sent in batches). */
export interface AnswerSubmission {
  /** Unique per answer, made by the client; makes submission idempotent. */
  readonly clientAnswerId: string;
  readonly sumWindowId: string;
  readonly sumId: SumId;
  /**
   * The planned position the answer belongs to: the sum's index in the window's `sums` (a comeback
   * after a miss has its position too), so a sum the window plans twice has two; null for an easier
   * sum from the reserve.
   */
  readonly position: number | null;
  /** The first try at a planned position, an easier sum after a miss, or the missed sum coming back. */
  readonly kind: 'planned' | 'easier' | 'comeback';
  /** What the child answered; null when the time ran out or the sum was skipped. */
  readonly given: AnswerValue | null;
  /** Time from showing the sum to the answer, in ms. */
  readonly responseTimeMs: number;
  /** ISO 8601 time of answering (client clock). */
  readonly answeredAt: string;
}

/** The result of checking one answer. */
export interface CheckResult {
  readonly correct: boolean;
  /** The error pattern the given answer matches, when it is one of the sum's distractors. */
  readonly pattern: ErrorPattern | null;
}
