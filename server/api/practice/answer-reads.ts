import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { namedTemplate } from '../../db/named-statement';
import { columnsOf, rowOf } from '../../db/recordset';
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
import { holdsToken, type TokenHolder } from '../auth/authenticate';
import type { StudentKey } from './state';

type Json = Record<string, unknown>;

/** The columns of a window the intake uses; the plan's reasons (`slots`) and the summary are not read. */
const WINDOW_COLUMNS = [
  'id',
  'practiceTaskId',
  'sumKeys',
  'reserveKeys',
  'placement',
  'settings',
  'createdAt',
] as const satisfies readonly (keyof typeof sumWindows.$inferSelect)[];
export type AnswerWindow = Pick<typeof sumWindows.$inferSelect, (typeof WINDOW_COLUMNS)[number]>;

export interface AnswerReadRequest {
  windowIds: readonly string[];
  /** Each answer's window and sum: which task it rates (a placement intake's sum: the task it stands for). */
  answered: readonly { windowId: string; sumKey: string }[];
  clientAnswerIds: readonly string[];
  sumKeys: readonly string[];
}

/** A row with the version it was read at (PostgreSQL's `xmin`: it changes with every write of the row). */
export type Versioned<T> = T & { version: string };

export interface AnswerReads {
  /** Whether a users row holds the caller's token (`holdsToken`): false answers 401. */
  authenticated: boolean;
  /** The windows of the batch that are the student's; none when the student is not (or in the trash). */
  windows: AnswerWindow[];
  /** The tasks the answers rate, and their state rows (task order) as read. */
  taskIds: string[];
  states: Versioned<typeof studentTaskStates.$inferSelect>[];
  /** The student's practice row as read; null when the student has none yet. */
  practice: Versioned<typeof studentPractice.$inferSelect> | null;
  /** The batch's answer ids stored already (by any request). */
  stored: string[];
  facts: (typeof studentFacts.$inferSelect)[];
  ratings: (typeof itemDifficulties.$inferSelect)[];
}

const versioned = <T>(row: T, json: Json): Versioned<T> => ({ ...row, version: json.version as string });

type ReadValues = TokenHolder & {
  studentId: string;
  scope: string;
  windowIds: string[];
  /** `AnswerReadRequest.answered` as JSON text. */
  answered: string;
  clientAnswerIds: string[];
  sumKeys: string[];
};

const readStatement = namedTemplate<ReadValues>(
  (v) => sql`
    with holder as materialized (
      select ${users.id} from ${users} where ${holdsToken(v)}
    ),
    student as materialized (
      select ${users.id} from ${users} where ${ownStudentRow(v)} and exists (select from holder)
    ),
    windows as materialized (
      select ${columnsOf(sumWindows, WINDOW_COLUMNS, 'w')} from ${sumWindows} w
      where w.id = any(${sql.param(v.windowIds)}::uuid[])
        and w.student_id = (select id from student) and w.account_id = ${v.scope}::uuid
    ),
    task_ids as materialized (
      select distinct coalesce(w.placement -> 'taskOf' ->> a."sumKey", w.practice_task_id) as id
      from jsonb_to_recordset(${v.answered}::jsonb) as a("windowId" uuid, "sumKey" text)
        join windows w on w.id = a."windowId"
    )
    select
      exists (select from holder) as authenticated,
      (select coalesce(json_agg(w), '[]') from windows w) as windows,
      (select coalesce(json_agg(id order by id), '[]') from task_ids) as task_ids,
      (select coalesce(json_agg(s order by s.practice_task_id), '[]') from (
        select s.*, s.xmin::text as version from ${studentTaskStates} s
        where s.student_id = ${v.studentId}::uuid and s.account_id = ${v.scope}::uuid
          and s.practice_task_id in (select id from task_ids)) s) as states,
      (select row_to_json(p) from (
        select p.*, p.xmin::text as version from ${studentPractice} p
        where p.student_id = ${v.studentId}::uuid and p.account_id = ${v.scope}::uuid) p) as practice,
      (select coalesce(json_agg(client_answer_id), '[]') from ${answers}
        where client_answer_id = any(${sql.param(v.clientAnswerIds)}::uuid[])) as stored,
      (select coalesce(json_agg(f), '[]') from ${studentFacts} f
        where f.student_id = ${v.studentId}::uuid and f.account_id = ${v.scope}::uuid
          and f.sum_key = any(${sql.param(v.sumKeys)}::text[])) as facts,
      (select coalesce(json_agg(i), '[]') from ${itemDifficulties} i
        where i.sum_key = any(${sql.param(v.sumKeys)}::text[])) as ratings
  `,
);

/**
 * Everything an answer batch needs before it writes, in ONE statement (one round trip) that takes no
 * lock: the caller's token against the database (`holdsToken(holder)`), the student check, the batch's windows, the state rows of the tasks the answers rate and the
 * practice row with their versions (`xmin`), the answers stored already, the facts and the item
 * ratings of the sums (as json, one column each). One statement reads one snapshot, so all of it is of
 * one moment.
 *
 * Nothing is locked here: the write (`answer-writes.ts`) applies only when the state and practice rows
 * still have the versions read. Every writer of a student's facts or answers also writes the practice
 * row (the answer clock, or the upsert of `lockStudentPractice`), and every writer of a task state
 * writes that row, so equal versions mean that nothing this batch computed from has changed since.
 */
export async function readForAnswers(
  db: Database,
  who: StudentKey,
  holder: TokenHolder,
  request: AnswerReadRequest,
): Promise<AnswerReads> {
  const [row] = await readStatement.run(db, {
    ...holder,
    studentId: who.studentId,
    scope: who.scope,
    windowIds: [...request.windowIds],
    answered: JSON.stringify(request.answered),
    clientAnswerIds: [...request.clientAnswerIds],
    sumKeys: [...request.sumKeys],
  });
  if (!row) throw new Error('readForAnswers: no row');
  const practice = row.practice as Json | null;
  return {
    authenticated: row.authenticated === true,
    windows: (row.windows as Json[]).map((w) => rowOf(sumWindows, w, WINDOW_COLUMNS)),
    taskIds: row.task_ids as string[],
    states: (row.states as Json[]).map((s) => versioned(rowOf(studentTaskStates, s), s)),
    practice: practice && versioned(rowOf(studentPractice, practice), practice),
    stored: row.stored as string[],
    facts: (row.facts as Json[]).map((f) => rowOf(studentFacts, f)),
    ratings: (row.ratings as Json[]).map((r) => rowOf(itemDifficulties, r)),
  };
}
