export type * from './types';
export {
  BUILT_GAME_IDS,
  GAME_IDS,
  GAME_CATALOG,
  REWARD_GAME_IDS,
  isBuiltGame,
  isGameId,
  gameSuits,
  gamesFor,
} from './games';
export type { GameId, GameInfo, GameMechanic } from './games';
export { LEARNING_LINE } from './learning-line';
export {
  locatePracticeTasks,
  allPracticeTasks,
  findPracticeTask,
  nextPracticeTask,
  tasksForGroup,
  isTaskEnabled,
  ancestorIds,
} from './line';
export { learningLineSchema, practiceTaskSchema, learningLineProblems, sourceGameProblems } from './validate';
