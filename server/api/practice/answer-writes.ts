import { sql } from 'drizzle-orm';
import type { FactState, StudentTaskState } from '../../../src/domain';
import type { Database } from '../../db/connection';
import { namedTemplate } from '../../db/named-statement';
import { oneStatement } from '../../db/one-statement';
import { insertRows, recordsJson } from '../../db/recordset';
import { answers, studentPractice, studentTaskStates } from '../../db/schema';
import { ApiError } from '../../errors';
import { dayTotalRecords, dayTotalsUpsert } from './totals';
import {
  answerClockUpdate,
  factRecords,
  factsUpsert,
  itemRatingSteps,
  stateChanges,
  statesUpdate,
  stepRecords,
  type ItemRatingStep,
  type StudentKey,
} from './state';

/** What a batch read its state from: each task state's version and the practice row's (`xmin`). */
export interface ReadVersions {
  states: readonly { practiceTaskId: string; version: string }[];
  practice: string;
}

export interface AnswerWrites {
  facts: readonly FactState[];
  answerClock: number;
  /** The states of the tasks answered (task order). */
  states: readonly StudentTaskState[];
  answers: readonly (typeof answers.$inferInsert)[];
  steps: readonly ItemRatingStep[];
  now: Date;
}

/** The marker of the error the statement raises when another request stored one of its answer ids. */
const ID_TAKEN = 'answer id taken';

/**
 * Every write of an answer batch in ONE statement (no transaction around it: one statement is atomic),
 * guarded by the versions its reads were made at. The guard locks the task states (task order) with
 * the versions read, then the practice row with its version read (lock order everywhere: window or
 * test row, states, practice, item ratings). Under READ COMMITTED a row locked after a wait is
 * re-checked in its newest version, so the guard holds exactly when no other request changed those
 * rows since the read, and it keeps them so until the statement commits. Every part writes only
 * `where exists (select from guard)`: with a stale read nothing is written and the answer is 'stale'
 * (the caller reads again and retries). The facts and answers need no guard of their own: every writer
 * of them also writes the practice row.
 *
 * The answers are inserted `on conflict do nothing`; when another request (not this student's: that
 * one would have moved the practice row) stored one of the ids meanwhile, the statement fails on
 * purpose (`ID_TAKEN`), which undoes all of it, and the request is refused with 409.
 */
export async function writeAnswers(
  db: Database,
  who: StudentKey,
  read: ReadVersions,
  writes: AnswerWrites,
): Promise<'written' | 'stale'> {
  try {
    const [row] = await guardedWrite.run(db, {
      studentId: who.studentId,
      scope: who.scope,
      stateVersions: JSON.stringify(read.states),
      stateCount: read.states.length,
      practiceVersion: read.practice,
      answers: recordsJson(answers, writes.answers),
      answerCount: writes.answers.length,
      facts: factRecords(who, writes.facts),
      answerClock: writes.answerClock,
      states: stateChanges(writes.states, writes.now),
      dayTotals: dayTotalRecords(writes.answers),
      steps: stepRecords(writes.steps),
    });
    return row!.outcome as 'written' | 'stale';
  } catch (error) {
    if (messages(error).some((m) => m.includes(ID_TAKEN))) throw new ApiError(409, 'conflict');
    throw error;
  }
}

/** The statement `writeAnswers` runs (its text is made once: `namedTemplate`). */
const guardedWrite = namedTemplate<{
  studentId: string;
  scope: string;
  /** `ReadVersions.states` as JSON, and how many. */
  stateVersions: string;
  stateCount: number;
  practiceVersion: string;
  /** The records of each write (`recordsJson` and the like). */
  answers: string;
  answerCount: number;
  facts: string;
  answerClock: number;
  states: string;
  dayTotals: string;
  steps: string;
}>((v) => {
  const who = { studentId: v.studentId, scope: v.scope };
  const guarded = sql`exists (select from guard)`;
  const guard = sql`
    guard_states as materialized (
      select s.practice_task_id from ${studentTaskStates} s
        join jsonb_to_recordset(${v.stateVersions}::jsonb) as v("practiceTaskId" text, version text)
          on v."practiceTaskId" = s.practice_task_id
      where s.student_id = ${who.studentId} and s.account_id = ${who.scope} and s.xmin::text = v.version
      order by s.practice_task_id
      for update of s
    ),
    guard as materialized (
      select from ${studentPractice} p
      where p.student_id = ${who.studentId} and p.account_id = ${who.scope} and p.xmin::text = ${v.practiceVersion}
        and (select count(*) from guard_states) = ${v.stateCount}
      for update of p
    ),
    inserted as (
      ${insertRows(answers, v.answers, guarded)} on conflict do nothing returning 1
    )`;
  return oneStatement(
    [
      factsUpsert(v.facts, guarded),
      answerClockUpdate(who, v.answerClock, guarded),
      statesUpdate(who, v.states, guarded),
      dayTotalsUpsert(v.dayTotals, guarded),
      itemRatingSteps(v.steps, guarded),
    ],
    // A CASE arm that is not a constant is evaluated only when reached: the cast fails on purpose.
    sql`select case
        when not ${guarded} then 'stale'
        when (select count(*) from inserted) = ${v.answerCount} then 'written'
        else (${ID_TAKEN + ': '}::text || (select count(*) from inserted))::int::text
      end as outcome`,
    guard,
  );
});

/** The messages of an error and its causes (drizzle wraps the driver's error). */
function messages(error: unknown): string[] {
  const out: string[] = [];
  for (let e = error; e instanceof Error && out.length < 5; e = e.cause) out.push(e.message);
  return out;
}
