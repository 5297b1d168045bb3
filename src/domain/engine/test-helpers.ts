import { itemBank } from '../generators/bank';
import type { GeneratorSettingInput } from '../generators/settings';
import type { Sum } from '../sums/types';
import type { Rating } from './ratings';
import type { FactState, StudentTaskState } from './state';
import { newStudentTaskState } from './state';

/** Fixtures shared by the engine tests. */
export const NOW = Date.UTC(2025, 2, 3, 9, 0, 0);
export const DAY = 86_400_000;

export const bank = (setting: GeneratorSettingInput): readonly Sum[] => itemBank(setting);

export const settledRating = (value: number): Rating => ({
  value,
  uncertainty: 0.1,
  answers: 80,
  updatedAt: NOW,
});

/** Item ratings spread evenly between `from` and `to` in bank order. */
export function spreadRatings(items: readonly Sum[], from: number, to: number): Record<string, Rating> {
  const ratings: Record<string, Rating> = {};
  items.forEach((sum, i) => {
    ratings[sum.id] = settledRating(from + ((to - from) * i) / Math.max(1, items.length - 1));
  });
  return ratings;
}

export function fact(sumId: string, overrides: Partial<FactState> = {}): FactState {
  return {
    sumId,
    answers: 3,
    correctAnswers: 3,
    recent: [
      { correct: true, ms: 1500 },
      { correct: true, ms: 1500 },
      { correct: true, ms: 1500 },
    ],
    lastAnsweredAt: NOW - 10 * DAY,
    lastAnswerIndex: 0,
    box: 3,
    dueAt: NOW + 5 * DAY,
    ...overrides,
  };
}

/** A placed student with a settled rating who has seen the given facts long ago. */
export function placedStudent(theta: number, facts: FactState[] = [], answerCount = 200): StudentTaskState {
  return {
    ...newStudentTaskState('s1', 'task'),
    rating: settledRating(theta),
    intakeDone: true,
    answerCount,
    answerClock: answerCount,
    facts: Object.fromEntries(facts.map((f) => [f.sumId, f])),
  };
}
