import { describe, expect, it } from 'vitest';
import { planNextRound, placementTask } from './intake';
import { itemRating } from './item-prior';
import { successProbability } from './scoring';
import { selectIntakeRound, selectRound } from './selection';
import { newStudentTaskState } from './state';
import { bank, DAY, fact, NOW, placedStudent, spreadRatings } from './test-helpers';

const addSub = bank({ generator: 'add', params: { max: 100, minOperand: 2 } });
const table7 = bank({ generator: 'multiply', params: { tables: [7] } });
const tables = bank({ generator: 'multiply', params: { tables: [2, 3, 4, 5, 6, 7, 8, 9] } });

describe('selectRound (apply tasks)', () => {
  const ratings = spreadRatings(addSub, -3, 3);
  const student = placedStudent(0.5);

  it('aims the round at the target success', () => {
    for (const target of [0.6, 0.75, 0.9]) {
      const ps: number[] = [];
      for (let seed = 0; seed < 20; seed++) {
        const plan = selectRound({
          items: addSub,
          itemRatings: ratings,
          student,
          now: NOW,
          seed,
          settings: { goal: 'apply', targetSuccess: target },
        });
        expect(plan.sums).toHaveLength(10);
        ps.push(...plan.slots.map((s) => s.expectedSuccess));
      }
      const mean = ps.reduce((a, b) => a + b, 0) / ps.length;
      expect(mean, `target ${target}`).toBeGreaterThan(target - 0.03);
      expect(mean, `target ${target}`).toBeLessThan(target + 0.03);
    }
  });

  it('reports expected success consistent with the ratings', () => {
    const plan = selectRound({
      items: addSub,
      itemRatings: ratings,
      student,
      now: NOW,
      seed: 1,
      settings: { goal: 'apply' },
    });
    plan.slots.forEach((slot, i) => {
      const sum = plan.sums[i];
      if (!sum) throw new Error('missing sum');
      expect(sum.id).toBe(slot.sumId);
      expect(slot.expectedSuccess).toBeCloseTo(successProbability(0.5 - itemRating(ratings, sum).value), 12);
    });
  });

  it('never shows the same sum twice in a row and skips recently answered sums', () => {
    const recentIds = addSub
      .filter((s) => Math.abs(successProbability(0.5 - itemRating(ratings, s).value) - 0.75) < 0.02)
      .map((s) => s.id)
      .slice(0, 4);
    expect(recentIds.length).toBe(4);
    const withRecent = placedStudent(
      0.5,
      recentIds.map((id, i) => fact(id, { lastAnswerIndex: 196 + i, box: 0, dueAt: NOW })),
    );
    for (let seed = 0; seed < 30; seed++) {
      const plan = selectRound({
        items: addSub,
        itemRatings: ratings,
        student: withRecent,
        now: NOW,
        seed,
        settings: { goal: 'apply' },
      });
      plan.sums.slice(1).forEach((sum, i) => expect(sum.id).not.toBe(plan.sums[i]?.id));
      for (const id of recentIds) expect(plan.sums.map((s) => s.id)).not.toContain(id);
    }
  });

  it('is deterministic for a seed', () => {
    const a = selectRound({
      items: addSub,
      itemRatings: ratings,
      student,
      now: NOW,
      seed: 'x',
      settings: { goal: 'apply' },
    });
    const b = selectRound({
      items: addSub,
      itemRatings: ratings,
      student,
      now: NOW,
      seed: 'x',
      settings: { goal: 'apply' },
    });
    const c = selectRound({
      items: addSub,
      itemRatings: ratings,
      student,
      now: NOW,
      seed: 'y',
      settings: { goal: 'apply' },
    });
    expect(b.slots).toEqual(a.slots);
    expect(c.slots).not.toEqual(a.slots);
  });

  it('keeps easy sums in reserve for after a miss', () => {
    const plan = selectRound({
      items: addSub,
      itemRatings: ratings,
      student,
      now: NOW,
      seed: 2,
      settings: { goal: 'apply' },
    });
    expect(plan.reserve).toHaveLength(3);
    const p = (id: string) => successProbability(0.5 - (ratings[id]?.value ?? 0));
    const roundMin = Math.min(...plan.slots.map((s) => s.expectedSuccess));
    for (const sum of plan.reserve) expect(p(sum.id)).toBeGreaterThan(Math.max(0.9, roundMin));
  });
});

describe('selectRound (automate tasks)', () => {
  it('drills one new fact on its own, at expanding positions', () => {
    const ratings = spreadRatings(table7, -2, 2);
    // The student knows the first four facts; the rest are unseen and too hard to mix in yet.
    const known = table7.slice(0, 4).map((s) => fact(s.id));
    const student = placedStudent(-0.5, known);
    const plan = selectRound({ items: table7, itemRatings: ratings, student, now: NOW, seed: 3 });
    const drilled = plan.slots.filter((s) => s.reason === 'drill');
    expect(drilled.map((s) => plan.slots.indexOf(s))).toEqual([0, 3, 7]);
    const drillId = drilled[0]?.sumId;
    // The easiest unknown fact is the one drilled, and the plan records it.
    expect(drillId).toBe(table7[4]?.id);
    expect(plan.student.introducing).toBe(drillId);
    // No second new fact joins while one is drilled.
    const unseen = new Set(table7.slice(4).map((s) => s.id));
    for (const slot of plan.slots) if (slot.reason !== 'drill') expect(unseen.has(slot.sumId)).toBe(false);
  });

  it('keeps as easier sums the easiest facts not automated yet that were answered right last', () => {
    const ratings = spreadRatings(table7, -2, 2);
    // The four easiest facts are automated; the next two were last answered right, slowly; the next
    // one was last missed. The two come first, easiest first, then the easiest automated one.
    const slow = [
      { correct: true, ms: 1500 },
      { correct: true, ms: 6000 },
    ];
    const facts = [
      ...table7.slice(0, 4).map((s) => fact(s.id)),
      ...table7.slice(4, 6).map((s) => fact(s.id, { recent: slow, box: 1 })),
      fact(table7[6]!.id, { recent: [{ correct: false, ms: 6000 }], box: 0 }),
    ];
    const plan = selectRound({
      items: table7,
      itemRatings: ratings,
      student: placedStudent(2, facts),
      now: NOW,
      seed: 5,
    });
    expect(plan.reserve.map((s) => s.id)).toEqual([table7[4]!.id, table7[5]!.id, table7[0]!.id]);
    // Apply tasks keep simply the easiest sums.
    const apply = selectRound({
      items: table7,
      itemRatings: ratings,
      student: placedStudent(2, facts),
      now: NOW,
      seed: 5,
      settings: { goal: 'apply' },
    });
    expect(apply.reserve.map((s) => s.id)).toEqual([table7[0]!.id, table7[1]!.id, table7[2]!.id]);
  });

  it('keeps drilling the same fact until it ends', () => {
    const ratings = spreadRatings(table7, -2, 2);
    const known = table7.slice(0, 4).map((s) => fact(s.id));
    const drilling = { ...placedStudent(-0.5, known), introducing: table7[8]?.id ?? null };
    const plan = selectRound({ items: table7, itemRatings: ratings, student: drilling, now: NOW, seed: 4 });
    expect(plan.slots.filter((s) => s.reason === 'drill').every((s) => s.sumId === table7[8]?.id)).toBe(true);
  });

  it('brings due facts back for review and leaves facts that are not due alone', () => {
    const ratings = spreadRatings(tables, -1, 1);
    const due = tables.slice(0, 3).map((s, i) => fact(s.id, { box: 3, dueAt: NOW - (i + 1) * DAY }));
    const notDue = tables.slice(3, 6).map((s) => fact(s.id, { box: 3, dueAt: NOW + DAY }));
    const others = tables
      .slice(6)
      .map((s) => fact(s.id, { box: 1, recent: [{ correct: true, ms: 5000 }], dueAt: NOW + DAY }));
    const student = placedStudent(0.7, [...due, ...notDue, ...others]);
    const plan = selectRound({ items: tables, itemRatings: ratings, student, now: NOW, seed: 5 });
    const reviewed = plan.slots.filter((s) => s.reason === 'review').map((s) => s.sumId);
    expect(new Set(reviewed)).toEqual(new Set(due.map((f) => f.sumId)));
  });

  it('shows known (automated) facts less often than facts still being learnt', () => {
    const items = tables.slice(0, 20);
    const ratings = spreadRatings(items, 0, 0);
    const automated = items.slice(0, 10).map((s) => fact(s.id));
    const learning = items
      .slice(10)
      .map((s) => fact(s.id, { recent: [{ correct: true, ms: 5000 }], box: 1 }));
    const student = placedStudent(1.1, [...automated, ...learning]);
    let automatedShown = 0;
    let learningShown = 0;
    for (let seed = 0; seed < 30; seed++) {
      const plan = selectRound({ items, itemRatings: ratings, student, now: NOW, seed });
      for (const slot of plan.slots) {
        if (automated.some((f) => f.sumId === slot.sumId)) automatedShown++;
        else learningShown++;
      }
    }
    expect(learningShown).toBeGreaterThan(2 * automatedShown);
  });
});

describe('intake and placement', () => {
  it('plans an intake for a new student, spread from easy to hard', () => {
    const ratings = spreadRatings(tables, -2, 2);
    const { purpose, plan } = planNextRound({
      items: tables,
      itemRatings: ratings,
      student: newStudentTaskState('s', 't'),
      now: NOW,
      seed: 1,
    });
    expect(purpose).toBe('intake');
    expect(plan.sums).toHaveLength(12);
    const betas = plan.sums.map((s) => ratings[s.id]?.value ?? NaN);
    expect([...betas].sort((a, b) => a - b)).toEqual(betas);
    expect(betas[0]).toBe(-2);
    expect(betas[betas.length - 1]).toBe(2);
    expect(
      planNextRound({ items: tables, itemRatings: ratings, student: placedStudent(0), now: NOW, seed: 1 })
        .purpose,
    ).toBe('practice');
  });

  it('uses the whole bank when it is smaller than the intake', () => {
    expect(selectIntakeRound(table7, {}, 12)).toHaveLength(10);
  });

  it('places a student at the first task not yet mastered', () => {
    const intake = [
      { practiceTaskId: 'a', correct: true },
      { practiceTaskId: 'a', correct: true },
      { practiceTaskId: 'b', correct: true },
      { practiceTaskId: 'b', correct: false },
      { practiceTaskId: 'c', correct: true },
    ];
    expect(placementTask(['a', 'b', 'c'], intake)).toBe('b');
    expect(placementTask(['a', 'c', 'd'], intake)).toBe('d');
    expect(placementTask(['a', 'c'], intake)).toBeUndefined();
  });
});
