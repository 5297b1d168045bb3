export {
  answerScore,
  expectedScore,
  successProbability,
  deltaForSuccess,
  DEFAULT_TIME_LIMIT_MS,
} from './scoring';
export { newRating, updateRatings, currentUncertainty, stepSize, DEFAULT_RATING_CONFIG } from './ratings';
export type { Rating, RatingConfig, RatingUpdate } from './ratings';
export { priorDifficulty, itemRating } from './item-prior';
export { fluencyStatus, fluencySummary, isFluent, DEFAULT_FLUENCY_RULE } from './fluency';
export type { FluencyRule, FluencyStatus, FluencySummary, AttemptRecord } from './fluency';
export { nextBox, dueAt, overdueDays, REVIEW_INTERVAL_DAYS, MAX_BOX } from './spacing';
export { newStudentTaskState, FACT_HISTORY } from './state';
export type { StudentTaskState, FactState, ItemRatings } from './state';
export {
  applyAnswer,
  applyAnswers,
  recordFactAnswer,
  scoreSubmission,
  DRILL_STREAK_TO_GRADUATE,
  DRILL_MAX_ANSWERS,
} from './answer';
export type { ScoredAnswer, AnswerEffect } from './answer';
export { selectRound, selectIntakeRound, DEFAULT_SELECTION_SETTINGS } from './selection';
export type { SelectionSettings, RoundPlan, PlannedSlot, SlotReason } from './selection';
export {
  planNextRound,
  completeIntake,
  placementTask,
  placementRange,
  selectPlacementRound,
  DEFAULT_PLACEMENT_SETTINGS,
} from './intake';
export type { RoundPurpose, PlacementSettings, PlacementRound } from './intake';
export {
  startRound,
  currentRoundItem,
  answerInRound,
  isRoundFinished,
  summarizeRound,
  MAX_COMEBACKS,
} from './round-flow';
export type { RoundFlowState, RoundItem, RoundItemKind, RoundStep, RoundSummary } from './round-flow';
export { decideAfterRound, DEFAULT_PROGRESSION_SETTINGS } from './progression';
export type { ProgressionSettings, RoundDecision } from './progression';
export {
  startFluencyTest,
  fluencyTestFromLadder,
  replayFluencyTest,
  resumeFluencyTest,
  FluencyTestReplayError,
  answerFluencyTest,
  stopFluencyTest,
  fluencyTestResult,
  isFluencyTestDue,
  DEFAULT_FLUENCY_TEST_CONFIG,
} from './fluency-test';
export type {
  FluencyTestConfig,
  FluencyTestState,
  FluencyTestResult,
  FluencyTestAnswer,
  FluencyTestRecordedAnswer,
  FluencyTestStopReason,
} from './fluency-test';
export {
  coinsForRound,
  unlockedRewardGames,
  isDayComplete,
  dayCompleteCoins,
  DEFAULT_COIN_RULES,
} from './rewards';
export type { CoinRules, CoinAward, RoundEffort, DayTask } from './rewards';
export { BLOB_CATALOG, EMPTY_SAVINGS_CARD, addCoins, buyBlob, savingsProgress } from './blobs';
export type { Blob, SavingsCard, PurchaseResult } from './blobs';
export {
  BLOB_SHAPES,
  BLOB_EYES,
  BLOB_MOUTHS,
  BLOB_ACCESSORIES,
  BLOB_RARITIES,
  DEFAULT_BLOB_LOOK,
  blobLookSchema,
  hexColourSchema,
} from './blob-look';
export type { BlobLook, BlobShape, BlobEyes, BlobMouth, BlobAccessory, BlobRarity } from './blob-look';
export {
  exerciseSettingsSchema,
  exerciseSettingsOverridesSchema,
  EXERCISE_SETTINGS_KEYS,
  MAX_START_YEARS_LOWER,
  DEFAULT_EXERCISE_SETTINGS,
  parseExerciseSettings,
  fluencyRuleOf,
  customTaskSchema,
  customTaskProblems,
  isCustomTaskActive,
} from './settings';
export type { ExerciseSettings, ExerciseSettingsKey, InputMethod, CustomTask } from './settings';
export { buildSumWindow } from './window';
