import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { rowOf } from '../../db/recordset';
import {
  answers,
  itemDifficulties,
  studentFacts,
  studentPractice,
  studentTaskStates,
  sumWindows,
  users,
} from '../../db/schema';
import { ownStudentRow } from '../auth/access';
import type { StudentKey } from './state';

type Json = Record<string, unknown>;

export interface AnswerReadRequest {
  windowIds: readonly string[];
  /** Each answer's window and sum: which task it rates (a placement intake's sum: the task it stands for). */
  answered: readonly { windowId: string; sumKey: string }[];
  clientAnswerIds: readonly string[];
  sumKeys: readonly string[];
}

export interface AnswerReads {
  /** The windows of the batch that are the student's; none when the student is not (or in the trash). */
  windows: (typeof sumWindows.$inferSelect)[];
  /** The tasks the answers rate, and their state rows, locked (FOR UPDATE, in task order). */
  taskIds: string[];
  states: (typeof studentTaskStates.$inferSelect)[];
  /** The student's practice row, locked after the states; null when the student has none yet. */
  practice: typeof studentPractice.$inferSelect | null;
  /**
   * Whether the reads below are of the moment the locks were held: false when a transaction that
   * held the practice lock committed while this statement waited for a lock (see `readForAnswers`).
   */
  current: boolean;
  /** The batch's answer ids stored already (by any request). */
  stored: string[];
  facts: (typeof studentFacts.$inferSelect)[];
  ratings: (typeof itemDifficulties.$inferSelect)[];
}

/**
 * Everything an answer batch needs before it writes, in ONE statement (one round trip), inside the
 * caller's transaction: the student check, the batch's windows, the state rows of the tasks the
 * answers rate locked, then the practice row locked, the answers stored already, the facts and the
 * item ratings of the sums (as json, one column each).
 *
 * A statement reads one snapshot, taken when it starts. When it waits for a lock held by another
 * request of the student, the rows it locks are the newest (PostgreSQL re-reads a locked row), but
 * the facts and stored answers are of the snapshot: stale if that request wrote them. Every writer
 * of a student's facts or answers holds the practice lock and writes the practice row (answer clock,
 * or the upsert of `lockStudentPractice`), so the practice row's version (xmin) as locked differs from
 * its version in the snapshot exactly when such a writer committed meanwhile: `current` is false, and
 * the caller reads again, now holding every lock, so the new snapshot is current.
 */
export async function readForAnswers(
  db: Database,
  who: StudentKey,
  request: AnswerReadRequest,
): Promise<AnswerReads> {
  const result = await db.execute(sql`
    with student as materialized (
      select ${users.id} from ${users} where ${ownStudentRow(who)}
    ),
    windows as materialized (
      select w.* from ${sumWindows} w
      where w.id = any(${sql.param([...request.windowIds])}::uuid[])
        and w.student_id = (select id from student) and w.account_id = ${who.scope}
    ),
    task_ids as materialized (
      select distinct coalesce(w.placement -> 'taskOf' ->> a."sumKey", w.practice_task_id) as id
      from jsonb_to_recordset(${JSON.stringify(request.answered)}::jsonb) as a("windowId" uuid, "sumKey" text)
        join windows w on w.id = a."windowId"
    ),
    states as materialized (
      select s.* from ${studentTaskStates} s
      where s.student_id = ${who.studentId} and s.account_id = ${who.scope}
        and s.practice_task_id in (select id from task_ids)
      order by s.practice_task_id
      for update of s
    ),
    practice as materialized (
      select p.*, p.xmin::text as version from ${studentPractice} p
      where p.student_id = ${who.studentId} and p.account_id = ${who.scope}
        and (select count(*) from states) >= 0
      for update of p
    )
    select
      (select coalesce(json_agg(w), '[]') from windows w) as windows,
      (select coalesce(json_agg(id order by id), '[]') from task_ids) as task_ids,
      (select coalesce(json_agg(s), '[]') from states s) as states,
      (select row_to_json(p) from practice p) as practice,
      (select p.xmin::text from ${studentPractice} p where p.student_id = ${who.studentId}) as seen_version,
      (select coalesce(json_agg(client_answer_id), '[]') from ${answers}
        where client_answer_id = any(${sql.param([...request.clientAnswerIds])}::uuid[])) as stored,
      (select coalesce(json_agg(f), '[]') from ${studentFacts} f
        where f.student_id = ${who.studentId} and f.account_id = ${who.scope}
          and f.sum_key = any(${sql.param([...request.sumKeys])}::text[])) as facts,
      (select coalesce(json_agg(i), '[]') from ${itemDifficulties} i
        where i.sum_key = any(${sql.param([...request.sumKeys])}::text[])) as ratings
  `);
  const [row] = (result as unknown as { rows: Json[] }).rows;
  if (!row) throw new Error('readForAnswers: no row');
  const practice = row.practice as (Json & { version: string }) | null;
  return {
    windows: (row.windows as Json[]).map((w) => rowOf(sumWindows, w)),
    taskIds: row.task_ids as string[],
    states: (row.states as Json[]).map((s) => rowOf(studentTaskStates, s)),
    practice: practice && rowOf(studentPractice, practice),
    current: practice !== null && practice.version === row.seen_version,
    stored: row.stored as string[],
    facts: (row.facts as Json[]).map((f) => rowOf(studentFacts, f)),
    ratings: (row.ratings as Json[]).map((r) => rowOf(itemDifficulties, r)),
  };
}
