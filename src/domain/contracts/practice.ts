import { z } from 'zod';
import { GAME_IDS } from '../curriculum/games';
import {
  EXERCISE_SETTINGS_KEYS,
  exerciseSettingsOverridesSchema,
  exerciseSettingsSchema,
} from '../engine/settings';
import { localizedTextSchema } from '../generators/collections';
import { BLOB_RARITIES, blobLookSchema } from '../engine/blob-look';
import { BAND_COLOURS } from '../insight/bands';
import { FACT_GRIDS } from '../insight/fact-grids';
import { sumSourceSchema } from '../generators/source';
import { answerValueSchema, sumKeySchema } from '../sums/schemas';
import type { AnswerValue, Sum } from '../sums/types';
import { ruleMessage } from '../validation';
import { mapPointSchema } from '../content/map';

/**
 * The practice API contract (server/api/practice), shared by the student area, the school admin
 * area, the office area and the server. Ids in paths: leerlingId (a user id of role leerling),
 * takenlijsttaakId (a task-list task), oefentaakId (a practice task of the learning line, `ot-...`,
 * or the id of a custom task), somvensterId (a sum window), groepId, testId.
 *
 * Stability: add fields and routes; never rename or remove. Times are ISO 8601 strings.
 */

const id = z.string().min(1).max(64);
const uuid = z.uuid();
const count = z.number().int().min(0);
const share = z.number().min(0).max(1);
const isoTime = z.iso.datetime({ offset: true });
const gameId = z.enum(GAME_IDS);

/** A fully resolved sum as the domain builds it (`sumFromKey`); games read it, never send it back. */
export const sumSchema = z.custom<Sum>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string',
  { message: 'not a sum' },
);

export const PRACTICE_PATHS = {
  taskList: (leerlingId: string) => `/api/leerlingen/${leerlingId}/takenlijst`,
  createWindow: (leerlingId: string, takenlijsttaakId: string) =>
    `/api/leerlingen/${leerlingId}/takenlijst/${takenlijsttaakId}/somvensters`,
  window: (leerlingId: string, somvensterId: string) =>
    `/api/leerlingen/${leerlingId}/somvensters/${somvensterId}`,
  finishWindow: (leerlingId: string, somvensterId: string) =>
    `/api/leerlingen/${leerlingId}/somvensters/${somvensterId}/afronden`,
  answers: (leerlingId: string) => `/api/leerlingen/${leerlingId}/antwoorden`,
  fluencyTests: (leerlingId: string) => `/api/leerlingen/${leerlingId}/automatiseertoets`,
  fluencyTest: (leerlingId: string, testId: string) =>
    `/api/leerlingen/${leerlingId}/automatiseertoets/${testId}`,
  fluencyTestAnswers: (leerlingId: string, testId: string) =>
    `/api/leerlingen/${leerlingId}/automatiseertoets/${testId}/antwoorden`,
  savingsCard: (leerlingId: string) => `/api/leerlingen/${leerlingId}/spaarkaart`,
  buyBlob: (leerlingId: string) => `/api/leerlingen/${leerlingId}/spaarkaart/kopen`,
  studentProgress: (leerlingId: string) => `/api/leerlingen/${leerlingId}/voortgang`,
  studentSettings: (leerlingId: string) => `/api/leerlingen/${leerlingId}/oefeninstellingen`,
  groupProgress: (groepId: string) => `/api/groepen/${groepId}/voortgang`,
  /** Printable reports (PDF) of the same figures; the group's takes `?periode=` as groupProgress. */
  groupReport: (groepId: string) => `/api/groepen/${groepId}/voortgang.pdf`,
  studentReport: (leerlingId: string) => `/api/leerlingen/${leerlingId}/voortgang.pdf`,
  groupSettings: (groepId: string) => `/api/groepen/${groepId}/oefeninstellingen`,
  customTasks: (groepId: string) => `/api/groepen/${groepId}/maatwerktaken`,
  customTask: (groepId: string, taskId: string) => `/api/groepen/${groepId}/maatwerktaken/${taskId}`,
  /** The sum collections, read-only for staff (a custom task's source). */
  staffSumCollections: '/api/somverzamelingen',
} as const;

/** Batch limits of POST .../antwoorden. */
export const ANSWER_BATCH_MAX = 100;
/** Longest response time the server stores (ms); longer answers are refused as invalid. */
export const RESPONSE_TIME_MAX_MS = 600_000;

/** A measured response time as sent: whole ms within [0, RESPONSE_TIME_MAX_MS]. */
export function wireResponseTimeMs(ms: number): number {
  return Math.min(RESPONSE_TIME_MAX_MS, Math.max(0, Math.round(ms)));
}

// ---------------------------------------------------------------------------------------------
// Task list (takenlijst) — GET /api/leerlingen/:leerlingId/takenlijst

/**
 * - `adaptive`: the student's current practice task in one domain of the learning line;
 * - `intake`: the same, but the next round is the intake (instaptoets) of that task;
 * - `custom`: a custom task (maatwerktaak) of the teacher.
 */
export const TASK_KINDS = ['adaptive', 'custom', 'intake'] as const;
/** `done`: today's rounds are played; `current`: the first task not done; `upcoming`: the others. */
export const TASK_STATUSES = ['done', 'current', 'upcoming'] as const;

export const taskListTaskSchema = z.object({
  /** takenlijsttaakId. */
  id: uuid,
  oefentaakId: id,
  title: localizedTextSchema,
  kind: z.enum(TASK_KINDS),
  status: z.enum(TASK_STATUSES),
  roundsToday: count,
  /** Rounds per day that make the task done for today. */
  roundsRequired: count,
  /** Games that suit the task, the suggested one first. */
  games: z.array(gameId),
  /** Domain of the learning line; null for custom tasks. */
  domainId: id.nullable(),
  goal: z.enum(['automate', 'apply']),
});
export type TaskListTask = z.infer<typeof taskListTaskSchema>;

export const taskListResponseSchema = z.object({
  /** The child's name as the school wrote it ("Sam G."): a child signed in by card sees it is theirs. */
  name: z.string(),
  tasks: z.array(taskListTaskSchema),
  /** Coins on the savings card. */
  coins: count,
  fluencyTestDue: z.boolean(),
  /** Reward games unlocked today (every task done). */
  rewardGames: z.array(gameId),
  dayComplete: z.boolean(),
  /**
   * The published map's routes (in % of the wide and the tall art) that the stops are spread along.
   * Absent in answers from before the map was content: the code's map (domain/content/map).
   */
  map: z.object({ wide: z.array(mapPointSchema), tall: z.array(mapPointSchema) }).optional(),
});
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Sum windows (somvensters): one round of a game

/** POST .../takenlijst/:takenlijsttaakId/somvensters; without `game`, the suggested game is used. */
export const createSumWindowBodySchema = z.strictObject({ game: gameId.optional() });
export type CreateSumWindowBody = z.infer<typeof createSumWindowBodySchema>;

export const INPUT_METHODS = ['choice', 'numpad', 'keyboard', 'whiteboard'] as const;

/** What a game needs from the exercise settings. */
export const sumWindowSettingsSchema = z.object({
  fluencyThresholdMs: count,
  timeLimitMs: count,
  sound: z.boolean(),
  speech: z.boolean(),
  inputMethod: z.enum(INPUT_METHODS),
  roundLength: count,
  /** The game's tempo in the round's content version (1: as made). Absent in answers before games were content. */
  gameSpeed: z.number().positive().optional(),
  /** The game's level this round is played at (games with levels), with that game's params. */
  level: z
    .object({
      id: z.string(),
      position: count,
      name: z.object({ nl: z.string(), en: z.string() }),
      params: z.record(z.string(), z.unknown()),
    })
    .nullable()
    .optional(),
});
export type SumWindowSettings = z.infer<typeof sumWindowSettingsSchema>;

/** The kind of a round's answer (engine/round-flow): a first try at a planned position, an easier sum, a comeback. */
export const ANSWER_KINDS = ['planned', 'easier', 'comeback'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export const answeredSumSchema = z.object({
  clientAnswerId: uuid,
  sumId: z.string(),
  /** The planned position the answer belongs to (the sum's index in `sums`); null for an easier sum. */
  position: z.number().int().nullable(),
  /** As the game sent it (absent from a copy the device kept of an older response). */
  kind: z.enum(ANSWER_KINDS).nullish(),
  correct: z.boolean(),
  responseTimeMs: z.number().int().min(0),
});
export type AnsweredSum = z.infer<typeof answeredSumSchema>;

/**
 * The domain's `SumWindow` (pass it to `startRound`) plus the settings a game needs, the task-list
 * task, and the answers the server already has (a reloaded game route resumes from them).
 */
export const sumWindowResponseSchema = z.object({
  /** somvensterId. */
  id: uuid,
  studentId: uuid,
  takenlijsttaakId: uuid,
  practiceTaskId: id,
  gameId,
  purpose: z.enum(['practice', 'intake', 'fluencyTest']),
  sums: z.array(sumSchema),
  reserve: z.array(sumSchema),
  fluencyThresholdMs: count,
  timeLimitMs: count,
  createdAt: isoTime,
  settings: sumWindowSettingsSchema,
  answered: z.array(answeredSumSchema),
  /** Set once the round was finished (afronden). */
  completedAt: isoTime.nullable(),
});
export type SumWindowResponse = z.infer<typeof sumWindowResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Answers — POST /api/leerlingen/:leerlingId/antwoorden

export const answerBatchItemSchema = z
  .strictObject({
    /** Made by the client (crypto.randomUUID()) when the answer is given; makes submission idempotent. */
    clientAnswerId: uuid,
    somvensterId: uuid,
    /** The sum's canonical key; must be a sum this window served (planned or reserve). */
    sumId: sumKeySchema,
    /** What the child answered; null when the time ran out or the sum was skipped. */
    answer: answerValueSchema.nullable(),
    responseTimeMs: z.number().int().min(0).max(RESPONSE_TIME_MAX_MS),
    /** Client clock; the server clamps it to the time of receipt. */
    answeredAt: isoTime,
    /**
     * The planned position the answer belongs to: the sum's index in `sums` (a window may plan one sum
     * at two positions; a comeback has the position it comes back for). Required for `planned` and
     * `comeback`, absent for `easier` (a reserve sum).
     */
    position: z.number().int().min(0).max(200).optional(),
    /**
     * From `round-flow`: the first try at a planned position, an easier sum after a miss, or the missed
     * sum coming back. Absent: `planned` with a position, `easier` without one (`answerKindOf`).
     */
    kind: z.enum(ANSWER_KINDS).optional(),
  })
  .refine(
    (item) => item.kind === undefined || (item.kind === 'easier') === (item.position === undefined),
    // A planned sum and a comeback have a position, an easier sum has none.
    { path: ['position'], message: ruleMessage('format') },
  );
/** As sent; `answer` takes the domain's (readonly) `AnswerValue` as is. */
export type AnswerBatchItem = Omit<z.infer<typeof answerBatchItemSchema>, 'answer'> & {
  answer: AnswerValue | null;
};

/** An item's kind: as sent, or (absent) `planned` with a position and `easier` without one. */
export const answerKindOf = (item: Pick<AnswerBatchItem, 'kind' | 'position'>): AnswerKind =>
  item.kind ?? (item.position === undefined ? 'easier' : 'planned');

export const answerBatchBodySchema = z.strictObject({
  answers: z.array(answerBatchItemSchema).min(1).max(ANSWER_BATCH_MAX),
});
export type AnswerBatchBody = { answers: AnswerBatchItem[] };

/**
 * `accepted`: clientAnswerIds stored by this request; `duplicates`: ids the server already had (a
 * resent batch). Both mean "delete from the queue". A batch with any invalid answer is refused whole
 * (400 for shape, 404 for an unknown window, 422 for a sum the window did not serve).
 */
export const answerBatchResponseSchema = z.object({
  accepted: z.array(uuid),
  duplicates: z.array(uuid),
});
export type AnswerBatchResponse = z.infer<typeof answerBatchResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Finishing a round — POST /api/leerlingen/:leerlingId/somvensters/:somvensterId/afronden

/** Feedback the game shows after a round; the client translates each key. */
export const ROUND_FEEDBACK_KEYS = [
  'roundFinished',
  'roundStopped',
  'allCorrect',
  'keptGoing',
  'intakeDone',
  'movedOn',
  'repeat',
  'domainFinished',
  'dayComplete',
  'rewardUnlocked',
  'fluencyTestDue',
] as const;
export type RoundFeedbackKey = (typeof ROUND_FEEDBACK_KEYS)[number];

export const roundSummarySchema = z.object({
  somvensterId: uuid,
  /** Answers correct, and all answers of the round (easier sums and comebacks included). */
  correct: count,
  total: count,
  /** Of the planned sums, the share right at the first try (what the move-on decision uses). */
  firstTryAccuracy: share,
  /** Whether every planned sum was answered. */
  finished: z.boolean(),
  /** Coins earned by this round (day bonus included), and the savings card's balance after it. */
  coins: count,
  coinsTotal: count,
  /** `next`: the task list moves on to the next practice task; `repeat`: stay on this one. */
  decision: z.enum(['next', 'repeat']),
  /** The practice task the task-list task now points to. */
  nextOefentaakId: id.nullable(),
  /** 0 to 1: automated share (automate tasks) or mean predicted success (apply tasks). */
  mastery: share,
  feedback: z.array(z.enum(ROUND_FEEDBACK_KEYS)),
  rewardGamesUnlocked: z.array(gameId),
  dayComplete: z.boolean(),
  fluencyTestDue: z.boolean(),
});
export type RoundSummaryResponse = z.infer<typeof roundSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Fluency test (automatiseertoets)

export const fluencyTestResultSchema = z.object({
  answered: count,
  correct: count,
  fluent: count,
  accuracy: share,
  fluentShare: share,
  medianResponseMs: z.number().nullable(),
  levelReached: share,
  /** 0 to 100. */
  score: z.number().min(0).max(100),
  stopReason: z.enum(['maxSums', 'tooManyErrors', 'outOfSums', 'stopped']).nullable(),
});
export type FluencyTestResultResponse = z.infer<typeof fluencyTestResultSchema>;

/** The rules of the test's ladder: what a client needs to walk it exactly as the server does. */
export const fluencyTestConfigSchema = z.object({
  maxSums: count,
  /** Errors in total that end the test. */
  maxErrors: count,
  /** Errors in a row that end the test. */
  maxConsecutiveErrors: count,
  /** Correct within this time counts as fluent (ms). */
  thresholdMs: count,
  /** Fluent answers needed to climb from the easiest to the hardest sum. */
  climbSteps: z.number().positive(),
});
export type FluencyTestConfigResponse = z.infer<typeof fluencyTestConfigSchema>;

/** An answer the server recorded, in the order given: replaying these resumes the test. */
export const fluencyTestRecordedAnswerSchema = z.object({
  clientAnswerId: uuid.nullable(),
  sumId: z.string(),
  correct: z.boolean(),
  responseTimeMs: count,
});
export type FluencyTestRecordedAnswerResponse = z.infer<typeof fluencyTestRecordedAnswerSchema>;

const fluencyTestFields = {
  testId: uuid,
  /** Answers recorded so far (= `answers.length`). */
  answered: count,
  maxSums: count,
  /** Correct within this time counts as fluent (ms). */
  thresholdMs: count,
  /**
   * The sums from easy to hard, as the server ordered and stored them. The engine's
   * `resumeFluencyTest(ladder, config, answers)` gives the state the server has: the next sum,
   * the errors, whether the test ended.
   */
  ladder: z.array(sumSchema),
  config: fluencyTestConfigSchema,
  answers: z.array(fluencyTestRecordedAnswerSchema),
  /** The student's settings a game needs (time limit, sound, reading aloud). */
  settings: sumWindowSettingsSchema,
  startedAt: isoTime,
};

/** POST .../automatiseertoets: starts a test, or resumes the unfinished one. */
export const fluencyTestStartResponseSchema = z.object({
  ...fluencyTestFields,
  /** The current sum. */
  sum: sumSchema,
});
export type FluencyTestStartResponse = z.infer<typeof fluencyTestStartResponseSchema>;

/** GET .../automatiseertoets/:testId: one test, unfinished (resume it) or finished (its result). */
export const fluencyTestResponseSchema = z.object({
  ...fluencyTestFields,
  /** The current sum; null once the test ended. */
  sum: sumSchema.nullable(),
  finishedAt: isoTime.nullable(),
  result: fluencyTestResultSchema.nullable(),
});
export type FluencyTestResponse = z.infer<typeof fluencyTestResponseSchema>;

export const fluencyTestAnswerBodySchema = z.strictObject({
  clientAnswerId: uuid,
  /** Must be the test's current sum (409 otherwise). */
  sumId: sumKeySchema,
  answer: answerValueSchema.nullable(),
  responseTimeMs: z.number().int().min(0).max(RESPONSE_TIME_MAX_MS),
});
export type FluencyTestAnswerBody = Omit<z.infer<typeof fluencyTestAnswerBodySchema>, 'answer'> & {
  answer: AnswerValue | null;
};

/** A resent answer (same clientAnswerId) gets the same kind of answer and changes nothing. */
export const fluencyTestAnswerResponseSchema = z.object({
  correct: z.boolean(),
  next: sumSchema.optional(),
  finished: z.boolean(),
  result: fluencyTestResultSchema.optional(),
});
export type FluencyTestAnswerResponse = z.infer<typeof fluencyTestAnswerResponseSchema>;

export const fluencyTestRecordSchema = z.object({
  testId: uuid,
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
  result: fluencyTestResultSchema.nullable(),
});
export type FluencyTestRecord = z.infer<typeof fluencyTestRecordSchema>;

/** GET .../automatiseertoets: finished tests newest first, and the unfinished one if any. */
export const fluencyTestListResponseSchema = z.object({
  due: z.boolean(),
  inProgress: z.object({ testId: uuid, answered: count }).nullable(),
  results: z.array(fluencyTestRecordSchema),
});
export type FluencyTestListResponse = z.infer<typeof fluencyTestListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Savings card (spaarkaart)

export const blobSchema = z.object({
  id,
  name: localizedTextSchema,
  price: count,
  rarity: z.enum(BLOB_RARITIES),
  /** false: no longer sold (listed only for a child who owns it). */
  available: z.boolean(),
  /** How the blob is drawn: parts of the library in src/domain/engine/blob-look.ts. */
  look: blobLookSchema,
});

/**
 * The blobs of the newest published content: those sold, cheapest first, and those the child owns
 * that are sold no more.
 */
export const savingsCardResponseSchema = z.object({
  coins: count,
  owned: z.array(id),
  catalog: z.array(blobSchema),
});
export type SavingsCardResponse = z.infer<typeof savingsCardResponseSchema>;

/**
 * POST .../spaarkaart/kopen: 400 when the coins do not suffice, 409 when owned or no longer sold,
 * 404 for an unknown blob.
 */
export const buyBlobBodySchema = z.strictObject({ blobId: id });
export type BuyBlobBody = z.infer<typeof buyBlobBodySchema>;

// ---------------------------------------------------------------------------------------------
// Progress (voortgang), for staff of the student's account, office and superadmin

/**
 * Colour code of a student in a domain (teachers see the class at a glance): the band of the
 * percentage of the domain's answers right in the period shown (`answers`, `correct`), decided by
 * `accuracyBand` (src/domain/insight/bands.ts; the screens write their legend from the same bands):
 * `green` 70% or more, `orange` 50 to 69%, `red` under 50%, `grey` no answers in the period.
 */
export const PROGRESS_COLOURS = BAND_COLOURS;
export type ProgressColour = (typeof PROGRESS_COLOURS)[number];

export const domainStatusSchema = z.object({
  domainId: id,
  colour: z.enum(PROGRESS_COLOURS),
  /** The current practice task in this domain; null when the domain is switched off. */
  oefentaakId: id.nullable(),
  title: localizedTextSchema.nullable(),
  mastery: share,
  /**
   * Where the child stands on the domain's part of the line: the current task's place among the
   * domain's tasks in teaching order (1-based), of `tasksInDomain`; 0 when the domain is off.
   */
  position: count.optional(),
  tasksInDomain: count.optional(),
  /** position / tasksInDomain (0 when off): a bar or a shade can show it. */
  lineShare: share.optional(),
  /**
   * The measure of `colour`: answers in the domain's line tasks in the period of the response (the
   * group overview's `?periode=`, a child's progress `period`), and how many of them were right.
   */
  answers: count.optional(),
  correct: count.optional(),
});
export type DomainStatus = z.infer<typeof domainStatusSchema>;

export const gamePlaysSchema = z.object({ gameId, rounds: count });

// ---------------------------------------------------------------------------------------------
// Teacher insight (docs/ARCHITECTURE.md, "Teacher insight API"): figures from stored answers

/**
 * Period of the group overview (`?periode=`), in school days (Europe/Amsterdam):
 * `week`: from this Monday; `maand`: from the 1st of this month; `schooljaar`: from 1 August
 * (the school year's start) up to and including today.
 */
export const INSIGHT_PERIODS = ['week', 'maand', 'schooljaar'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const groupProgressQuerySchema = z.strictObject({
  periode: z.enum(INSIGHT_PERIODS).default('week'),
});
/** A child's progress: the period of the domain colours and the stuck flags, as on the group overview. */
export const studentProgressQuerySchema = groupProgressQuerySchema;

/**
 * The printable reports take no language from the client: the server prints in the language of the
 * host the request came to (server/print.ts). The group's report takes the period.
 */
export const groupReportQuerySchema = groupProgressQuerySchema;
export const studentReportQuerySchema = z.strictObject({});

/**
 * When a child counts as stuck on a practice task in the period:
 * - `manyMisses`: at least STUCK_MIN_ANSWERS answers on the task in the period, and fewer than
 *   STUCK_MAX_ACCURACY of them right;
 * - `noProgress`: the task is still the child's current one in its domain (not moved on), practised on
 *   at least STUCK_MIN_DAYS days in the period, and its recent rounds are not green (below 70% right
 *   at the first try).
 */
export const STUCK_MIN_ANSWERS = 20;
export const STUCK_MAX_ACCURACY = 0.5;
export const STUCK_MIN_DAYS = 5;
/** A fluency test finished this many days ago or less is "just done". */
export const TEST_JUST_DONE_DAYS = 7;

export const periodSchema = z.object({
  periode: z.enum(INSIGHT_PERIODS),
  /** First and last school day of the period (yyyy-mm-dd, inclusive). */
  from: z.iso.date(),
  to: z.iso.date(),
});

export const periodTotalsSchema = z.object({
  answers: count,
  correct: count,
  /** Answering time: the sum of the response times (each capped at 60 s), in whole minutes (rounded). */
  minutes: count,
  /** Rounds finished. */
  rounds: count,
  /** Days with at least one answer. */
  daysPractised: count,
});

export const stuckSchema = z.object({
  oefentaakId: id,
  title: localizedTextSchema,
  /** Null for a custom task. */
  domainId: id.nullable(),
  reason: z.enum(['manyMisses', 'noProgress']),
  /** On this task in the period. */
  answers: count,
  correct: count,
  days: count,
  /** The fact grid of the task's sums (a child's progress opens on it); null when none holds them. */
  factGrid: z.enum(FACT_GRIDS).nullable().optional(),
});

export const groupInsightStudentSchema = z.object({
  period: periodTotalsSchema,
  /** At least one answer since this Monday (school time zone). */
  practisedThisWeek: z.boolean(),
  stuck: z.array(stuckSchema),
  fluencyTest: z.object({
    /** As the child's task list says (the settings' test rhythm). */
    due: z.boolean(),
    lastFinishedAt: isoTime.nullable(),
    /** Finished within TEST_JUST_DONE_DAYS days. */
    justDone: z.boolean(),
    inProgress: z.boolean(),
  }),
});
export type GroupInsightStudent = z.infer<typeof groupInsightStudentSchema>;

/** Fact status in the fluency matrix. `slow`: not automated, and the latest answer right but slower than the threshold. */
export const FACT_CELL_STATUSES = ['notSeen', 'learning', 'slow', 'automated'] as const;

export const factCellSchema = z.object({
  sumId: z.string(),
  /** The sum as written (`40 : 8 = _`), the same in every language. */
  text: z.string().optional(),
  row: z.number().int(),
  col: z.number().int(),
  status: z.enum(FACT_CELL_STATUSES),
  /** Median response time of the fact's recent right answers (ms); null when none. */
  typicalMs: z.number().int().nullable(),
  answers: count,
  correctAnswers: count,
});

/**
 * The fact grids (`FACT_GRIDS`, rows and columns in `factGridCells`, src/domain/insight/fact-grids.ts):
 * `tables` a × b; `division` the division tables (row the divisor, column the quotient); `addTo20`
 * a + b ≤ 20; `subtractTo20` a − b ≤ 20; `bonds` splitting to 20; `complements` to 10 and 20;
 * `complementTo100`; `doublesHalves`. Every cell is listed.
 */
export const FACT_MATRICES = FACT_GRIDS;
export const factMatrixSchema = z.object({
  matrix: z.enum(FACT_MATRICES),
  thresholdMs: count,
  cells: z.array(factCellSchema),
});
export type FactMatrix = z.infer<typeof factMatrixSchema>;

export const studentInsightSchema = z.object({
  /** The school year so far (from 1 August). */
  period: periodSchema,
  totals: periodTotalsSchema,
  /**
   * Per week (Monday, oldest first) of the school year with answers: per domain the task the child
   * practised most that week (its place on the domain's line) and the answers.
   */
  growth: z.array(
    z.object({
      week: z.iso.date(),
      domains: z.array(
        z.object({
          domainId: id,
          oefentaakId: id,
          position: count,
          tasksInDomain: count,
          lineShare: share,
          answers: count,
          correct: count,
        }),
      ),
    }),
  ),
  factMatrices: z.array(factMatrixSchema),
  /**
   * Growth as a line: per domain, per week from the first week the child practised the domain up to
   * this week, the place reached (`position`, the furthest of the weeks' most practised tasks, kept
   * through weeks without practice there) and the place a child of `yearGroup` is expected at by the
   * end of that week (`expectedPosition`, src/domain/insight/expected-level.ts; null without a year
   * group). Both in tasks of the domain's line, 1..tasksInDomain.
   */
  levels: z
    .object({
      yearGroup: z.number().int().min(1).max(8).nullable(),
      domains: z.array(
        z.object({
          domainId: id,
          tasksInDomain: count,
          weeks: z.array(
            z.object({
              week: z.iso.date(),
              position: count,
              practised: z.boolean(),
              expectedPosition: z.number().min(0).nullable(),
            }),
          ),
        }),
      ),
    })
    .optional(),
  /** Stuck on a task in the response's `period` (the group overview's rule, `stuckSchema`). */
  stuck: z.array(stuckSchema).optional(),
  /** Every school day of the school year so far with practice (answers or rounds), oldest first. */
  calendar: z.array(
    z.object({ date: z.iso.date(), minutes: count, answers: count, correct: count, rounds: count }),
  ),
  /** Rounds per game in the school year, most played first. */
  games: z.array(gamePlaysSchema),
  /** The most frequent wrong answers in the school year (at most 10), most frequent first. */
  wrongAnswers: z.array(
    z.object({
      sumId: z.string(),
      text: z.string(),
      /** The answer given (an AnswerValue); null: no answer (time ran out). */
      answer: z.unknown(),
      times: count,
      errorPattern: z.string().nullable(),
    }),
  ),
  /** What the engine has the child on now: per domain its current task, and the active custom tasks. */
  currentTasks: z.array(
    z.object({
      kind: z.enum(['adaptive', 'custom']),
      domainId: id.nullable(),
      oefentaakId: id,
      title: localizedTextSchema,
      /** Adaptive rows: false until the placement intake placed the child. */
      placed: z.boolean(),
    }),
  ),
  fluencyTestDue: z.boolean(),
});
export type StudentInsight = z.infer<typeof studentInsightSchema>;

export const groupProgressResponseSchema = z.object({
  groepId: uuid,
  domains: z.array(z.object({ id, name: localizedTextSchema })),
  students: z.array(
    z.object({
      leerlingId: uuid,
      displayName: z.string(),
      domains: z.array(domainStatusSchema),
      roundsLast7Days: count,
      lastPractisedAt: isoTime.nullable(),
      /** Rounds per game in the last 30 days, most played first. */
      games: z.array(gamePlaysSchema),
      latestTestScore: z.number().nullable(),
      /** Figures of the period asked for (`?periode=`, default week). */
      insight: groupInsightStudentSchema.optional(),
    }),
  ),
  period: periodSchema.optional(),
});
export type GroupProgressResponse = z.infer<typeof groupProgressResponseSchema>;

export const FLUENCY_STATUSES = ['new', 'practising', 'almost', 'automated'] as const;

export const factProgressSchema = z.object({
  sumId: z.string(),
  /** Plain text form, e.g. `7 × 8 = _`. */
  text: z.string(),
  status: z.enum(FLUENCY_STATUSES),
  box: count,
  answers: count,
  correctAnswers: count,
  lastAnsweredAt: isoTime.nullable(),
});
export type FactProgress = z.infer<typeof factProgressSchema>;

export const taskProgressSchema = z.object({
  oefentaakId: id,
  title: localizedTextSchema,
  goal: z.enum(['automate', 'apply']),
  /** The task the student's task list points to in this domain. */
  current: z.boolean(),
  roundsPlayed: count,
  answers: count,
  intakeDone: z.boolean(),
  /** Ability rating on the task (logits). */
  theta: z.number(),
  mastery: share,
  /** Set when the student moved on from this task. */
  completedAt: isoTime.nullable(),
  lastPractisedAt: isoTime.nullable(),
  fluency: z.object({ new: count, practising: count, almost: count, automated: count, total: count }),
  /** Automate tasks: every fact answered at least once. */
  facts: z.array(factProgressSchema),
});
export type TaskProgress = z.infer<typeof taskProgressSchema>;

export const studentProgressResponseSchema = z.object({
  leerlingId: uuid,
  displayName: z.string(),
  groepId: uuid.nullable(),
  domains: z.array(
    z.object({
      domainId: id,
      name: localizedTextSchema,
      status: domainStatusSchema,
      /** Tasks practised or current, in teaching order. */
      tasks: z.array(taskProgressSchema),
    }),
  ),
  customTasks: z.array(taskProgressSchema),
  tests: z.array(fluencyTestRecordSchema),
  /** Rounds and answers per day (Europe/Amsterdam), the last 28 days, oldest first. */
  frequency: z.array(z.object({ date: z.iso.date(), rounds: count, answers: count })),
  games: z.array(gamePlaysSchema),
  insight: studentInsightSchema.optional(),
  /** The period of the domain colours (`domains[].status`) and of `insight.stuck` (`?periode=`). */
  period: periodSchema.optional(),
});
export type StudentProgressResponse = z.infer<typeof studentProgressResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Exercise settings (oefeninstellingen): a student's own settings override the group's

/** PUT body of a group: the whole settings object (defaults filled in for missing fields). */
export const exerciseSettingsBodySchema = exerciseSettingsSchema;

/** PUT body of a student: only the student's own fields; every other field follows the group. */
export const studentSettingsBodySchema = exerciseSettingsOverridesSchema;

export const exerciseSettingsResponseSchema = z.object({
  settings: z.object({
    disabledNodeIds: z.array(z.string()),
    fluencyThresholdMs: count,
    extraTimeMs: count,
    fluencyWindow: count,
    fluencyRequired: count,
    targetSuccess: z.number(),
    roundLength: count,
    timeLimitMs: count,
    sound: z.boolean(),
    speech: z.boolean(),
    inputMethod: z.enum(INPUT_METHODS),
    fluencyTestEnabled: z.boolean(),
    fluencyTestEvery: count,
    rewardGames: z.boolean(),
    startYearsLower: count,
  }),
  /** Where the effective settings come from. */
  source: z.enum(['student', 'group', 'default']),
  /** A student's own fields (the rest is the group's); empty for a group. */
  ownFields: z.array(z.enum(EXERCISE_SETTINGS_KEYS)),
  updatedAt: isoTime.nullable(),
});
export type ExerciseSettingsResponse = z.infer<typeof exerciseSettingsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Custom tasks (maatwerktaken) of a group

/** POST body; `studentIds` empty = the whole group, else students of this group only. */
export const customTaskBodySchema = z.strictObject({
  name: localizedTextSchema,
  studentIds: z.array(uuid).max(1000).default([]),
  source: sumSourceSchema,
  gameIds: z.array(gameId).min(1).max(34),
  goal: z.enum(['automate', 'apply']).default('automate'),
  roundsPerDay: z.number().int().min(1).max(20).default(1),
  startsOn: z.iso.date().nullable().default(null),
  endsOn: z.iso.date().nullable().default(null),
});
export type CustomTaskBody = z.input<typeof customTaskBodySchema>;

export const customTaskResponseSchema = z.object({
  id: uuid,
  groepId: uuid,
  name: localizedTextSchema,
  studentIds: z.array(uuid),
  source: sumSourceSchema,
  gameIds: z.array(gameId),
  goal: z.enum(['automate', 'apply']),
  roundsPerDay: count,
  startsOn: z.iso.date().nullable(),
  endsOn: z.iso.date().nullable(),
  createdBy: uuid,
  createdAt: isoTime,
  /** Number of distinct sums the source gives. */
  bankSize: count,
  /** In the list: the students who finished at least one round of the task, with their rounds. */
  playedBy: z.array(z.object({ leerlingId: uuid, rounds: count })).optional(),
});
export type CustomTaskResponse = z.infer<typeof customTaskResponseSchema>;

export const customTaskListResponseSchema = z.object({ tasks: z.array(customTaskResponseSchema) });
export type CustomTaskListResponse = z.infer<typeof customTaskListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Sum collections as staff read them (a custom task's source); office editing: contracts/content.ts

export const sumCollectionRecordSchema = z.object({
  id,
  name: localizedTextSchema,
  sumKeys: z.array(z.string()),
  size: count,
});
export const sumCollectionListResponseSchema = z.object({
  collections: z.array(sumCollectionRecordSchema),
});
export type SumCollectionListResponse = z.infer<typeof sumCollectionListResponseSchema>;
