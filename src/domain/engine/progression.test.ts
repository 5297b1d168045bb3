import { describe, expect, it } from 'vitest';
import { decideAfterRound } from './progression';
import { bank, fact, placedStudent, spreadRatings } from './test-helpers';

const table = bank({ generator: 'multiply', params: { tables: [4] } });
const slow = [{ correct: true, ms: 6000 }];

describe('decideAfterRound', () => {
  it('moves on from an automate task once 90% of its facts are automated', () => {
    const nine = table.map((s, i) => fact(s.id, i < 9 ? {} : { recent: slow }));
    const decision = decideAfterRound({
      student: { ...placedStudent(1, nine), roundsPlayed: 3 },
      items: table,
      itemRatings: {},
      roundAccuracy: 0.8,
    });
    expect(decision.decision).toBe('moveOn');
    expect(decision.mastery).toBeCloseTo(0.9, 12);
    expect(decision.student.roundsPlayed).toBe(4);
    expect(decision.student.recentRoundAccuracy).toEqual([0.8]);
  });

  it('repeats while too few facts are automated, or before the minimum rounds', () => {
    const eight = table.map((s, i) => fact(s.id, i < 8 ? {} : { recent: slow }));
    expect(
      decideAfterRound({
        student: { ...placedStudent(1, eight), roundsPlayed: 5 },
        items: table,
        itemRatings: {},
        roundAccuracy: 1,
      }).decision,
    ).toBe('repeat');
    const all = table.map((s) => fact(s.id));
    expect(
      decideAfterRound({ student: placedStudent(1, all), items: table, itemRatings: {}, roundAccuracy: 1 })
        .decision,
    ).toBe('repeat');
  });

  it('moves on from an apply task when the predicted success is high and the round went well', () => {
    const items = bank({ generator: 'add', params: { max: 100, second: 'tens' } });
    const ratings = spreadRatings(items, -1, 1);
    const strong = { ...placedStudent(3.5), roundsPlayed: 2 };
    const weak = { ...placedStudent(0), roundsPlayed: 2 };
    const settings = { goal: 'apply' as const };
    expect(
      decideAfterRound({ student: strong, items, itemRatings: ratings, roundAccuracy: 0.8, settings })
        .decision,
    ).toBe('moveOn');
    expect(
      decideAfterRound({ student: strong, items, itemRatings: ratings, roundAccuracy: 0.5, settings })
        .decision,
    ).toBe('repeat');
    expect(
      decideAfterRound({ student: weak, items, itemRatings: ratings, roundAccuracy: 0.9, settings }).decision,
    ).toBe('repeat');
  });

  it('keeps the last five round accuracies', () => {
    let student = placedStudent(0);
    for (const accuracy of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6])
      student = decideAfterRound({ student, items: table, itemRatings: {}, roundAccuracy: accuracy }).student;
    expect(student.recentRoundAccuracy).toEqual([0.2, 0.3, 0.4, 0.5, 0.6]);
  });
});
