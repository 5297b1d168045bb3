import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { newStudentTaskState } from '../../../src/domain';
import type { FactState, ItemRatings, Rating, StudentTaskState, SumId } from '../../../src/domain';
import type { AttemptRecord } from '../../../src/domain';
import type { Database } from '../../db/connection';
import { itemDifficulties, studentFacts, studentPractice, studentTaskStates } from '../../db/schema';
import { whereAccount } from '../auth/authenticate';
import { anyOf } from './sql';
import { insertRows, recordsJson } from '../../db/recordset';
import type { Slot, Slots } from '../../db/named-statement';

/**
 * Loading and storing the engine's state: a student's state per practice task (theta, counters,
 * drill), the student's facts (per sum, shared by all tasks), the student's answer clock, and the
 * global item ratings (beta). The engine's objects go in and out unchanged.
 *
 * Facts are shared by tasks, so their writers hold the student's practice row lock while they
 * change them: fluency-test answers take it (`lockStudentPractice`) before they read, answers read
 * without it and take it in their write, which applies only if the row is still the version read
 * (`answer-writes.ts`). The rule both rely on: every transaction that writes a student's facts or
 * answers also writes the practice row (at least the answer clock), so its version (`xmin`) changes.
 */

export type StateRow = typeof studentTaskStates.$inferSelect;
type FactRow = typeof studentFacts.$inferSelect;

const ms = (date: Date | null): number | null => (date === null ? null : date.getTime());

/** The student's state on a task; `answerClock` is student_practice.answer_count. */
export function toStudentState(
  row: StateRow,
  facts: readonly FactRow[],
  answerClock: number,
): StudentTaskState {
  const base = newStudentTaskState(row.studentId, row.practiceTaskId);
  const factMap: Record<SumId, FactState> = {};
  for (const fact of facts) factMap[fact.sumKey] = toFact(fact);
  return {
    ...base,
    rating: {
      value: row.theta,
      uncertainty: row.uncertainty,
      answers: row.ratingAnswers,
      updatedAt: ms(row.ratingUpdatedAt),
    },
    answerCount: row.answerCount,
    answerClock,
    roundsPlayed: row.roundsPlayed,
    intakeDone: row.intakeDone,
    introducing: row.introducing,
    facts: factMap,
    recentRoundAccuracy: row.recentRoundAccuracy as number[],
  };
}

export function toFact(row: FactRow): FactState {
  return {
    sumId: row.sumKey,
    answers: row.answers,
    correctAnswers: row.correctAnswers,
    recent: row.recent as AttemptRecord[],
    lastAnsweredAt: row.lastAnsweredAt.getTime(),
    lastAnswerIndex: row.lastAnswerIndex,
    box: row.box,
    dueAt: row.dueAt.getTime(),
  };
}

/** The columns of a state row that the engine changes. */
export function stateColumns(state: StudentTaskState) {
  return {
    theta: state.rating.value,
    uncertainty: state.rating.uncertainty,
    ratingAnswers: state.rating.answers,
    ratingUpdatedAt: state.rating.updatedAt === null ? null : new Date(state.rating.updatedAt),
    answerCount: state.answerCount,
    roundsPlayed: state.roundsPlayed,
    intakeDone: state.intakeDone,
    introducing: state.introducing,
    recentRoundAccuracy: [...state.recentRoundAccuracy],
  };
}

export interface StudentKey {
  studentId: string;
  scope: string;
}

/** Creates the state rows that do not exist yet (a new task for the student). */
export async function ensureStates(db: Database, who: StudentKey, taskIds: readonly string[]): Promise<void> {
  if (!taskIds.length) return;
  await db
    .insert(studentTaskStates)
    .values(
      taskIds.map((practiceTaskId) => ({ accountId: who.scope, studentId: who.studentId, practiceTaskId })),
    )
    .onConflictDoNothing();
}

/**
 * Locks the student's state rows of these tasks (SELECT ... FOR UPDATE, in a fixed order): every
 * write to a student's practice state on a task happens under this lock, so concurrent requests
 * for the same student and task run one after the other.
 */
export async function lockStates(
  db: Database,
  who: StudentKey,
  taskIds: readonly string[],
): Promise<StateRow[]> {
  if (!taskIds.length) return [];
  return db
    .select()
    .from(studentTaskStates)
    .where(
      and(
        eq(studentTaskStates.studentId, who.studentId),
        inArray(studentTaskStates.practiceTaskId, [...taskIds]),
        whereAccount(studentTaskStates.accountId, who.scope),
      ),
    )
    .orderBy(asc(studentTaskStates.practiceTaskId))
    .for('update');
}

export async function loadStates(
  db: Database,
  who: StudentKey,
  taskIds?: readonly string[],
): Promise<StateRow[]> {
  if (taskIds && !taskIds.length) return [];
  return db
    .select()
    .from(studentTaskStates)
    .where(
      and(
        eq(studentTaskStates.studentId, who.studentId),
        taskIds ? inArray(studentTaskStates.practiceTaskId, [...taskIds]) : undefined,
        whereAccount(studentTaskStates.accountId, who.scope),
      ),
    );
}

/** The student's facts of these sums (a task's bank, say); all of them when `sumKeys` is absent. */
export async function loadFacts(
  db: Database,
  who: StudentKey,
  sumKeys?: readonly string[],
): Promise<FactRow[]> {
  if (sumKeys && !sumKeys.length) return [];
  return db
    .select()
    .from(studentFacts)
    .where(
      and(
        eq(studentFacts.studentId, who.studentId),
        sumKeys ? anyOf(studentFacts.sumKey, sumKeys) : undefined,
        whereAccount(studentFacts.accountId, who.scope),
      ),
    );
}

/** The student's facts as the records `factsUpsert` stores (`recordsJson`). */
export function factRecords(who: StudentKey, facts: readonly FactState[]): string {
  return recordsJson(
    studentFacts,
    facts.map((fact) => ({
      accountId: who.scope,
      studentId: who.studentId,
      sumKey: fact.sumId,
      answers: fact.answers,
      correctAnswers: fact.correctAnswers,
      recent: fact.recent,
      lastAnsweredAt: new Date(fact.lastAnsweredAt),
      lastAnswerIndex: fact.lastAnswerIndex,
      box: fact.box,
      dueAt: new Date(fact.dueAt),
    })),
  );
}

/**
 * Upserts a student's facts (`factRecords`, one parameter for all rows); the caller holds the
 * practice row lock, or passes `when`, the guard that takes it (see `answer-writes.ts`).
 */
export function factsUpsert(records: Slot<string>, when?: SQL): SQL {
  return sql`${insertRows(studentFacts, records, when)}
    on conflict (student_id, sum_key) do update set answers = excluded.answers,
      correct_answers = excluded.correct_answers, recent = excluded.recent,
      last_answered_at = excluded.last_answered_at, last_answer_index = excluded.last_answer_index,
      box = excluded.box, due_at = excluded.due_at`;
}

export async function saveFacts(db: Database, who: StudentKey, facts: readonly FactState[]): Promise<void> {
  if (facts.length) await db.execute(factsUpsert(factRecords(who, facts)));
}

/** The changes `statesUpdate` stores: `stateColumns` of each state, plus when practised. */
export function stateChanges(states: readonly StudentTaskState[], lastPractisedAt: Date): string {
  return recordsJson(
    studentTaskStates,
    states.map((state) => ({
      practiceTaskId: state.practiceTaskId,
      ...stateColumns(state),
      lastPractisedAt,
    })),
    true,
  );
}

/**
 * Stores the engine's state of several of the student's tasks in one statement (`stateChanges`); the
 * caller holds the state locks (`lockStates`), or passes `when`, the guard that takes them.
 */
export function statesUpdate(who: Slots<StudentKey>, changes: Slot<string>, when: SQL = sql`true`): SQL {
  return sql`update ${studentTaskStates} as s set theta = x.theta, uncertainty = x.uncertainty,
      rating_answers = x.rating_answers, rating_updated_at = x.rating_updated_at,
      answer_count = x.answer_count, rounds_played = x.rounds_played, intake_done = x.intake_done,
      introducing = x.introducing, recent_round_accuracy = x.recent_round_accuracy,
      last_practised_at = x.last_practised_at
    from jsonb_populate_recordset(null::${studentTaskStates}, ${changes}::jsonb) as x
    where s.student_id = ${who.studentId} and s.account_id = ${who.scope}
      and s.practice_task_id = x.practice_task_id and ${when}`;
}

export function toRating(row: typeof itemDifficulties.$inferSelect): Rating {
  return {
    value: row.value,
    uncertainty: row.uncertainty,
    answers: row.answers,
    updatedAt: ms(row.updatedAt),
  };
}

/** The stored item ratings of these sums (sums never answered are absent: the engine uses their prior). */
export async function loadItemRatings(db: Database, sumKeys: readonly string[]): Promise<ItemRatings> {
  const ratings: Record<SumId, Rating> = {};
  if (!sumKeys.length) return ratings;
  const rows = await db.select().from(itemDifficulties).where(anyOf(itemDifficulties.sumKey, sumKeys));
  for (const row of rows) ratings[row.sumKey] = toRating(row);
  return ratings;
}

export interface ItemRatingStep {
  sumKey: SumId;
  /** The item's difficulty (beta) after these answers, stored as it is when the sum has no row yet. */
  value: number;
  /** The change these answers made to the difficulty they were read at. */
  delta: number;
  uncertainty: number;
  answers: number;
  updatedAt: Date;
}

/** The steps as the JSON text `itemRatingSteps` takes. */
export const stepRecords = (steps: readonly ItemRatingStep[]): string => JSON.stringify(steps);

/**
 * The statement that adds each sum's step (`stepRecords`) to its stored rating: value + delta, answers + n; a sum
 * without a row gets one (its prior, read as absent, plus the step). Steps commute, so two students'
 * answers on the same sum both count whatever order they commit in. Rows are taken in sum-key order
 * (the upsert follows its input's order), so two batches never wait on each other in a circle.
 */
export function itemRatingSteps(steps: Slot<string>, when: SQL = sql`true`): SQL {
  return sql`
    with step as (
      select * from jsonb_to_recordset(${steps}::jsonb) as x("sumKey" text, value double precision,
        delta double precision, uncertainty double precision, answers integer, "updatedAt" timestamptz)
    )
    insert into ${itemDifficulties} as i (sum_key, value, uncertainty, answers, updated_at)
    select "sumKey", value, uncertainty, answers, "updatedAt" from step where ${when} order by "sumKey"
    on conflict (sum_key) do update set
      value = i.value + (select delta from step where step."sumKey" = excluded.sum_key),
      uncertainty = excluded.uncertainty,
      answers = i.answers + excluded.answers,
      updated_at = greatest(i.updated_at, excluded.updated_at)`;
}

/**
 * Locks the student's state rows of these tasks (task order), then the student's practice row, in
 * one statement (SELECT ... FOR UPDATE): the answer path's last resort when its guarded writes keep
 * finding their reads stale (the caller is in a transaction).
 */
export async function lockStatesAndPractice(
  db: Database,
  who: StudentKey,
  taskIds: readonly string[],
): Promise<void> {
  await db.execute(sql`
    with states as materialized (
      select from ${studentTaskStates} s
      where s.student_id = ${who.studentId} and s.account_id = ${who.scope}
        and s.practice_task_id = any(${sql.param([...taskIds])}::text[])
      order by s.practice_task_id
      for update of s
    )
    select from ${studentPractice} p
    where p.student_id = ${who.studentId} and p.account_id = ${who.scope}
      and (select count(*) from states) >= 0
    for update of p`);
}

/** Creates the student's practice row when missing (the caller then locks it). */
export async function ensurePractice(db: Database, who: StudentKey): Promise<void> {
  await db
    .insert(studentPractice)
    .values({ studentId: who.studentId, accountId: who.scope })
    .onConflictDoNothing();
}

/**
 * The student's practice row, created when missing and locked (FOR UPDATE) in one statement: an
 * upsert that "changes" the row to itself returns it locked, as SELECT ... FOR UPDATE would.
 */
export async function lockStudentPractice(db: Database, who: StudentKey) {
  const [row] = await db
    .insert(studentPractice)
    .values({ studentId: who.studentId, accountId: who.scope })
    .onConflictDoUpdate({
      target: studentPractice.studentId,
      set: { studentId: sql`excluded.student_id` },
      setWhere: whereAccount(studentPractice.accountId, who.scope),
    })
    .returning();
  if (!row) throw new Error('student practice row missing');
  return row;
}

export async function readStudentPractice(db: Database, who: StudentKey) {
  const [row] = await db
    .select()
    .from(studentPractice)
    .where(
      and(eq(studentPractice.studentId, who.studentId), whereAccount(studentPractice.accountId, who.scope)),
    );
  return row ?? null;
}

/** The student's answer clock (answers over all tasks and tests); 0 before the first answer. */
export async function readAnswerClock(db: Database, who: StudentKey): Promise<number> {
  return (await readStudentPractice(db, who))?.answerCount ?? 0;
}

export function answerClockUpdate(
  who: Slots<StudentKey>,
  answerClock: Slot<number>,
  when: SQL = sql`true`,
): SQL {
  return sql`update ${studentPractice} set answer_count = ${answerClock}
    where student_id = ${who.studentId} and account_id = ${who.scope} and ${when}`;
}

/** Stores the answer clock; the caller holds the practice row lock (`lockStudentPractice`). */
export async function saveAnswerClock(db: Database, who: StudentKey, answerClock: number): Promise<void> {
  await db.execute(answerClockUpdate(who, answerClock));
}
