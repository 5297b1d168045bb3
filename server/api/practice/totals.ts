import { sql, type SQL } from 'drizzle-orm';
import { insertRows, recordsJson } from '../../db/recordset';
import type { Slot } from '../../db/named-statement';
import type { Database } from '../../db/connection';
import { answerDayTotals } from '../../db/schema';
import { dayOf } from './time';

/** One answer counts at most this long towards practice time (ms): a child who walks away adds no hour. */
export const INSIGHT_ANSWER_MS_CAP = 60_000;

export interface AnswerForTotals {
  accountId: string;
  studentId: string;
  practiceTaskId: string;
  correct: boolean;
  responseMs: number;
  answeredAt: Date;
}

/**
 * Adds stored answers to answer_day_totals (per student, school day and task). Call it in the
 * transaction that inserts the answers, with exactly the rows inserted, so the totals stay equal to
 * a count over the answers table.
 */
export async function addToDayTotals(db: Database, rows: readonly AnswerForTotals[]): Promise<void> {
  if (rows.length) await db.execute(dayTotalsUpsert(dayTotalRecords(rows)));
}

/** The answers summed per student, day and task: the records `dayTotalsUpsert` adds (`recordsJson`). */
export function dayTotalRecords(rows: readonly AnswerForTotals[]): string {
  const totals = new Map<string, Required<typeof answerDayTotals.$inferInsert>>();
  for (const row of rows) {
    const day = dayOf(row.answeredAt);
    const key = `${row.studentId}|${day}|${row.practiceTaskId}`;
    const entry = totals.get(key) ?? {
      accountId: row.accountId,
      studentId: row.studentId,
      day,
      practiceTaskId: row.practiceTaskId,
      answers: 0,
      correct: 0,
      answerMs: 0,
      rounds: 0,
    };
    entry.answers += 1;
    entry.correct += row.correct ? 1 : 0;
    entry.answerMs += Math.min(row.responseMs, INSIGHT_ANSWER_MS_CAP);
    totals.set(key, entry);
  }
  // Sorted: two transactions of one student lock the rows in the same order (the upsert follows it).
  const values = [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
  return recordsJson(answerDayTotals, values);
}

/** The statement `addToDayTotals` runs, for a caller that runs it as part of a larger one. */
export function dayTotalsUpsert(records: Slot<string>, when?: SQL): SQL {
  return sql`${insertRows(answerDayTotals, records, when)}
    on conflict (student_id, day, practice_task_id) do update set
      answers = ${answerDayTotals}.answers + excluded.answers,
      correct = ${answerDayTotals}.correct + excluded.correct,
      answer_ms = ${answerDayTotals}.answer_ms + excluded.answer_ms`;
}

/** Counts a finished round in answer_day_totals (the day it was finished, the window's task). */
export async function addRoundToDayTotals(
  db: Database,
  round: { accountId: string; studentId: string; practiceTaskId: string; completedAt: Date },
): Promise<void> {
  await db
    .insert(answerDayTotals)
    .values({
      accountId: round.accountId,
      studentId: round.studentId,
      day: dayOf(round.completedAt),
      practiceTaskId: round.practiceTaskId,
      answers: 0,
      correct: 0,
      answerMs: 0,
      rounds: 1,
    })
    .onConflictDoUpdate({
      target: [answerDayTotals.studentId, answerDayTotals.day, answerDayTotals.practiceTaskId],
      set: { rounds: sql`${answerDayTotals.rounds} + 1` },
    });
}
