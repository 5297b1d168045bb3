import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { customTaskProblems, customTaskSchema } from '../../../src/domain';
import type { CustomTask, GameId, LocalizedText, SumSource } from '../../../src/domain';
import type { CustomTaskResponse, customTaskBodySchema } from '../../../src/domain/contracts/practice';
import type { z } from 'zod';
import type { Database } from '../../db/connection';
import { customTasks, sumWindows, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import type { GroupContext } from '../auth/access';
import { loadCurriculum } from '../practice/curriculum';
import type { Curriculum } from '../practice/curriculum';

type Row = typeof customTasks.$inferSelect;

function response(curriculum: Curriculum, row: Row): CustomTaskResponse {
  let bankSize = 0;
  try {
    bankSize = curriculum.itemsOfSource(row.source as SumSource).length;
  } catch {
    // a collection that no longer exists: the task has no sums
  }
  return {
    id: row.id,
    groepId: row.groupId,
    name: row.name as LocalizedText,
    studentIds: row.studentIds as string[],
    source: row.source as CustomTaskResponse['source'],
    gameIds: row.gameIds as GameId[],
    goal: row.goal,
    roundsPerDay: row.roundsPerDay,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    createdBy: row.createdBy ?? '',
    createdAt: row.createdAt.toISOString(),
    bankSize,
  };
}

export async function listCustomTasks(db: Database, group: GroupContext): Promise<CustomTaskResponse[]> {
  const curriculum = await loadCurriculum(db);
  const rows = await db
    .select()
    .from(customTasks)
    .where(
      and(
        eq(customTasks.groupId, group.groupId),
        isNull(customTasks.deletedAt),
        whereAccount(customTasks.accountId, group.scope),
      ),
    )
    .orderBy(asc(customTasks.createdAt));
  const played = rows.length
    ? await db
        .select({
          taskId: sumWindows.practiceTaskId,
          leerlingId: sumWindows.studentId,
          rounds: count(),
        })
        .from(sumWindows)
        .where(
          and(
            inArray(
              sumWindows.practiceTaskId,
              rows.map((r) => r.id),
            ),
            isNotNull(sumWindows.completedAt),
            whereAccount(sumWindows.accountId, group.scope),
          ),
        )
        .groupBy(sumWindows.practiceTaskId, sumWindows.studentId)
    : [];
  return rows.map((row) => ({
    ...response(curriculum, row),
    playedBy: played
      .filter((p) => p.taskId === row.id)
      .map((p) => ({ leerlingId: p.leerlingId, rounds: Number(p.rounds) }))
      .sort((a, b) => a.leerlingId.localeCompare(b.leerlingId)),
  }));
}

type CustomTaskInput = z.output<typeof customTaskBodySchema>;

/**
 * A custom task as the domain checks it (`customTaskSchema`, `customTaskProblems`: the source gives
 * sums and every game can host them), with its students all of this group; 400 or 422 otherwise.
 */
async function checkedTask(
  db: Database,
  curriculum: Curriculum,
  group: GroupContext,
  id: string,
  createdBy: string,
  body: CustomTaskInput,
): Promise<CustomTask> {
  const studentIds = [...new Set(body.studentIds)];
  if (studentIds.length) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, studentIds),
          eq(users.groupId, group.groupId),
          eq(users.role, 'leerling'),
          whereAccount(users.accountId, group.scope),
        ),
      );
    if (found.length !== studentIds.length)
      throw new ApiError(400, 'badRequest', { studentIds: 'invalidFormat' });
  }
  const parsed = customTaskSchema.safeParse({
    id,
    name: body.name,
    createdBy,
    groupIds: studentIds.length ? [] : [group.groupId],
    studentIds,
    source: body.source,
    gameIds: body.gameIds,
    goal: body.goal,
    roundsPerDay: body.roundsPerDay,
    startsOn: body.startsOn,
    endsOn: body.endsOn,
  });
  if (!parsed.success) throw new ApiError(400, 'badRequest', { endsOn: 'invalidFormat' });
  const task = parsed.data as CustomTask;
  if (customTaskProblems(task, (cid) => curriculum.collections.get(cid)).length)
    throw new ApiError(422, 'customTaskUnusable', { gameIds: 'invalidFormat' });
  return task;
}

/** The stored columns of a checked task. */
function taskColumns(task: CustomTask) {
  return {
    name: task.name,
    studentIds: [...task.studentIds],
    source: task.source,
    gameIds: [...task.gameIds],
    goal: task.goal,
    roundsPerDay: task.roundsPerDay,
    startsOn: task.startsOn,
    endsOn: task.endsOn,
  };
}

/** Creates a custom task for the group or some of its students. */
export async function createCustomTask(
  db: Database,
  group: GroupContext,
  body: CustomTaskInput,
  now: number,
): Promise<CustomTaskResponse> {
  const curriculum = await loadCurriculum(db);
  const id = randomUUID();
  const task = await checkedTask(db, curriculum, group, id, group.actorId, body);
  const [row] = await db
    .insert(customTasks)
    .values({
      id,
      accountId: group.scope,
      groupId: group.groupId,
      ...taskColumns(task),
      createdBy: group.actorId,
      createdAt: new Date(now),
    })
    .returning();
  return response(curriculum, row!);
}

/**
 * Changes a custom task: its name, children, games, pace and period. Its source stays (the progress
 * the children made is about its sums); another source is a new task.
 */
export async function updateCustomTask(
  db: Database,
  group: GroupContext,
  id: string,
  body: CustomTaskInput,
): Promise<CustomTaskResponse> {
  const curriculum = await loadCurriculum(db);
  const mine = and(
    eq(customTasks.id, id),
    eq(customTasks.groupId, group.groupId),
    isNull(customTasks.deletedAt),
    whereAccount(customTasks.accountId, group.scope),
  );
  const [current] = await db.select().from(customTasks).where(mine);
  if (!current) throw new ApiError(404, 'notFound');
  if (!isDeepStrictEqual(current.source, body.source))
    throw new ApiError(400, 'badRequest', { source: 'invalidFormat' });
  const task = await checkedTask(db, curriculum, group, id, current.createdBy ?? group.actorId, body);
  const [row] = await db.update(customTasks).set(taskColumns(task)).where(mine).returning();
  return response(curriculum, row!);
}

/** Removes a custom task from the task lists (kept for the progress it holds). */
export async function deleteCustomTask(
  db: Database,
  group: GroupContext,
  id: string,
  now: number,
): Promise<void> {
  const deleted = await db
    .update(customTasks)
    .set({ deletedAt: new Date(now) })
    .where(
      and(
        eq(customTasks.id, id),
        eq(customTasks.groupId, group.groupId),
        isNull(customTasks.deletedAt),
        whereAccount(customTasks.accountId, group.scope),
      ),
    )
    .returning({ id: customTasks.id });
  if (!deleted.length) throw new ApiError(404, 'notFound');
}
