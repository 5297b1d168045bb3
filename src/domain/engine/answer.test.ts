import { describe, expect, it } from 'vitest';
import { sumFromKey } from '../sums/build';
import type { Sum } from '../sums/types';
import { applyAnswer, applyAnswers, DRILL_MAX_ANSWERS, recordFactAnswer, scoreSubmission } from './answer';
import { DEFAULT_FLUENCY_RULE } from './fluency';
import { newRating } from './ratings';
import { newStudentTaskState } from './state';
import type { StudentTaskState } from './state';
import { DAY, fact, NOW, placedStudent, settledRating } from './test-helpers';

describe('applyAnswer', () => {
  it('updates the ratings and the fact history', () => {
    const student = placedStudent(0, [], 7);
    const effect = applyAnswer(student, settledRating(0), {
      sumId: 'mul:3x7',
      correct: true,
      responseTimeMs: 1500,
      answeredAt: NOW,
    });
    expect(effect.student.rating.value).toBeGreaterThan(0);
    expect(effect.item.value).toBeLessThan(0);
    expect(effect.student.answerCount).toBe(8);
    expect(effect.student.facts['mul:3x7']).toEqual({
      sumId: 'mul:3x7',
      answers: 1,
      correctAnswers: 1,
      recent: [{ correct: true, ms: 1500 }],
      lastAnsweredAt: NOW,
      lastAnswerIndex: 7,
      box: 1,
      dueAt: NOW + DAY,
    });
    expect(student.answerCount).toBe(7); // pure: the input is untouched
  });

  it('keeps a fact practised in another task as one history, on the student-wide answer clock', () => {
    // Two answers on this task, 50 over all tasks; 3 x 4 was learnt in another task.
    const elsewhere = { ...fact('mul:3x4', { lastAnswerIndex: 48 }) };
    const student: StudentTaskState = { ...placedStudent(0, [elsewhere], 2), answerClock: 50 };
    const effect = applyAnswer(student, settledRating(0), {
      sumId: 'mul:3x4',
      correct: true,
      responseTimeMs: 1200,
      answeredAt: NOW,
    });
    expect(effect.student).toMatchObject({ answerCount: 3, answerClock: 51 });
    expect(effect.student.facts['mul:3x4']).toMatchObject({
      answers: 4,
      correctAnswers: 4,
      lastAnswerIndex: 50,
      box: 4,
    });
    expect(effect.student.facts['mul:3x4']!.recent).toHaveLength(4);
  });

  it('records a fluency-test answer like a practice answer (recordFactAnswer)', () => {
    const first = recordFactAnswer(
      undefined,
      { sumId: 'mul:6x7', correct: true, responseTimeMs: 2500, answeredAt: NOW },
      9,
    );
    expect(first).toEqual({
      sumId: 'mul:6x7',
      answers: 1,
      correctAnswers: 1,
      recent: [{ correct: true, ms: 2500 }],
      lastAnsweredAt: NOW,
      lastAnswerIndex: 9,
      box: 1,
      dueAt: NOW + DAY,
    });
    // Slower than a stricter threshold: correct, not fluent, so the box stays.
    const slow = recordFactAnswer(
      first,
      { sumId: 'mul:6x7', correct: true, responseTimeMs: 2500, answeredAt: NOW },
      10,
      {
        ...DEFAULT_FLUENCY_RULE,
        thresholdMs: 2000,
      },
    );
    expect(slow.box).toBe(1);
  });

  it('sends a missed fact back to box 0, due at once', () => {
    let student = placedStudent(0);
    for (const correct of [true, true, false]) {
      student = applyAnswer(student, settledRating(0), {
        sumId: 'add:8+5',
        correct,
        responseTimeMs: 1200,
        answeredAt: NOW,
      }).student;
    }
    expect(student.facts['add:8+5']?.box).toBe(0);
    expect(student.facts['add:8+5']?.dueAt).toBe(NOW);
    expect(student.facts['add:8+5']?.correctAnswers).toBe(2);
  });

  it('ends the drill of a new fact after two correct answers in a row', () => {
    let student: StudentTaskState = { ...placedStudent(0), introducing: 'mul:7x7' };
    const answer = (correct: boolean) => {
      student = applyAnswer(student, settledRating(1), {
        sumId: 'mul:7x7',
        correct,
        responseTimeMs: 4000,
        answeredAt: NOW,
      }).student;
    };
    answer(false);
    answer(true);
    expect(student.introducing).toBe('mul:7x7');
    answer(true);
    expect(student.introducing).toBeNull();
  });

  it('gives up a drill that does not take, so other facts get their turn', () => {
    let student: StudentTaskState = { ...placedStudent(0), introducing: 'mul:8x7' };
    for (let i = 0; i < DRILL_MAX_ANSWERS; i++) {
      expect(student.introducing).toBe('mul:8x7');
      student = applyAnswer(student, settledRating(1), {
        sumId: 'mul:8x7',
        correct: false,
        responseTimeMs: 4000,
        answeredAt: NOW,
      }).student;
    }
    expect(student.introducing).toBeNull();
  });

  it('applies a batch in order, carrying item ratings along', () => {
    const { student, items } = applyAnswers(
      newStudentTaskState('s', 't'),
      {},
      [
        { sumId: 'add:2+2', correct: true, responseTimeMs: 1000, answeredAt: NOW },
        { sumId: 'add:2+2', correct: true, responseTimeMs: 1000, answeredAt: NOW + 1000 },
        { sumId: 'add:9+9', correct: false, responseTimeMs: 9000, answeredAt: NOW + 2000 },
      ],
      () => newRating(0),
    );
    expect(student.answerCount).toBe(3);
    expect(items['add:2+2']?.answers).toBe(2);
    expect(items['add:9+9']?.value).toBeGreaterThan(0);
  });
});

describe('scoreSubmission', () => {
  it('checks the given answer and converts the time', () => {
    const sum = sumFromKey('add:38+5') as Sum;
    const submission = {
      clientAnswerId: 'abc-12345',
      sumWindowId: 'w1',
      sumId: 'add:38+5',
      position: 0,
      kind: 'planned' as const,
      given: { kind: 'number', value: 33 } as const,
      responseTimeMs: 2400,
      answeredAt: '2025-03-03T09:00:00.000Z',
    };
    expect(scoreSubmission(sum, submission)).toEqual({
      sumId: 'add:38+5',
      correct: false,
      responseTimeMs: 2400,
      answeredAt: NOW,
      check: { correct: false, pattern: 'noCarry' },
    });
    expect(scoreSubmission(sum, { ...submission, given: { kind: 'number', value: 43 } }).correct).toBe(true);
    expect(() => scoreSubmission(sum, { ...submission, sumId: 'add:1+1' })).toThrow();
  });
});
