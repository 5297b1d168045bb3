import { describe, expect, it } from 'vitest';
import { fluencyStatus, fluencySummary, isFluent } from './fluency';
import { dueAt, nextBox, REVIEW_INTERVAL_DAYS } from './spacing';

const fast = { correct: true, ms: 1800 };
const slow = { correct: true, ms: 5200 };
const wrong = { correct: false, ms: 2500 };

describe('fluencyStatus', () => {
  it('follows new -> practising -> almost -> automated', () => {
    expect(fluencyStatus([])).toBe('new');
    expect(fluencyStatus([wrong])).toBe('practising');
    expect(fluencyStatus([fast])).toBe('practising');
    expect(fluencyStatus([fast, fast])).toBe('almost');
    expect(fluencyStatus([fast, fast, fast])).toBe('automated');
  });

  it('accepts 3 fluent of the last 4 with the latest fluent', () => {
    expect(fluencyStatus([fast, slow, fast, fast])).toBe('automated');
    expect(fluencyStatus([fast, wrong, fast, fast])).toBe('automated');
    expect(fluencyStatus([wrong, wrong, wrong, fast, fast, fast])).toBe('automated');
  });

  it('drops below automated when the latest answer is wrong or slow', () => {
    expect(fluencyStatus([fast, fast, fast, wrong])).toBe('almost');
    expect(fluencyStatus([fast, fast, fast, slow])).toBe('almost');
    expect(fluencyStatus([fast, wrong, wrong, fast])).toBe('practising');
    expect(fluencyStatus([slow, slow, slow, slow])).toBe('practising');
  });

  it('uses the threshold from the rule', () => {
    const rule = { thresholdMs: 6000, window: 3, required: 3 };
    expect(isFluent(slow)).toBe(false);
    expect(isFluent(slow, rule)).toBe(true);
    expect(fluencyStatus([slow, slow, slow], rule)).toBe('automated');
    expect(fluencyStatus([fast, fast, fast], { thresholdMs: 1000, window: 3, required: 3 })).toBe(
      'practising',
    );
  });

  it('summarises a set of facts', () => {
    const history: Record<string, (typeof fast)[]> = { a: [fast, fast, fast], b: [fast, fast], c: [wrong] };
    const summary = fluencySummary(['a', 'b', 'c', 'd'], (id) => history[id] ?? []);
    expect(summary).toEqual({
      new: 1,
      practising: 1,
      almost: 1,
      automated: 1,
      total: 4,
      automatedShare: 0.25,
    });
  });
});

describe('spacing', () => {
  it('moves a fact up on a fluent answer, keeps it on a slow one and resets it on an error', () => {
    expect(nextBox(0, true, true)).toBe(1);
    expect(nextBox(3, true, true)).toBe(4);
    expect(nextBox(6, true, true)).toBe(6);
    expect(nextBox(3, true, false)).toBe(3);
    expect(nextBox(0, true, false)).toBe(1);
    expect(nextBox(5, false, false)).toBe(0);
  });

  it('schedules known facts further apart', () => {
    const day = 86_400_000;
    expect(dueAt(0, 1000)).toBe(1000);
    expect(dueAt(1, 0)).toBe(day);
    expect(dueAt(6, 0)).toBe(30 * day);
    for (let box = 1; box < REVIEW_INTERVAL_DAYS.length; box++)
      expect(dueAt(box, 0)).toBeGreaterThan(dueAt(box - 1, 0));
  });
});
