import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNotNull, lt } from 'drizzle-orm';
import {
  buildSumWindow,
  fluencyRuleOf,
  gameSuits,
  isGameId,
  levelForRounds,
  levelOperations,
  limitToOperations,
  planNextRound,
  REWARD_GAME_IDS,
  unlockedRewardGames,
} from '../../../src/domain';
import type {
  ContentGameLevel,
  ExerciseSettings,
  GameId,
  RoundPlan,
  SelectionSettings,
  Sum,
} from '../../../src/domain';
import type { SumWindowResponse } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { answers, sumWindows } from '../../db/schema';
import { ApiError } from '../../errors';
import { whereAccount } from '../auth/authenticate';
import type { StudentContext } from '../auth/access';
import { loadCurriculum, sumOfKey, taskDefinition } from './curriculum';
import type { Curriculum } from './curriculum';
import { effectiveSettings } from './settings';
import { planPlacement } from './placement';
import type { PlacementPlan } from './placement';
import {
  ensureStates,
  loadFacts,
  loadItemRatings,
  lockStates,
  readAnswerClock,
  stateColumns,
  toStudentState,
} from './state';
import { studentTaskStates } from '../../db/schema';
import { dayTasksOf, loadTaskList, suggestedGames, taskStatuses } from './task-list';

export type WindowRow = typeof sumWindows.$inferSelect;

export function selectionSettings(
  settings: ExerciseSettings,
  goal: 'automate' | 'apply',
): Partial<SelectionSettings> {
  return {
    roundLength: settings.roundLength,
    targetSuccess: settings.targetSuccess,
    goal,
    fluency: fluencyRuleOf(settings),
  };
}

function sumsOf(keys: unknown): Sum[] {
  return (keys as string[]).map((key) => sumOfKey(key)).filter((sum): sum is Sum => sum !== null);
}

/**
 * The level a round of a game is played at: by the rounds of that game the child finished before the
 * round was made (`levelForRounds`), so a resumed round keeps its level. Null: the game has no levels.
 */
export async function levelOfRound(
  db: Database,
  curriculum: Curriculum,
  row: Pick<WindowRow, 'studentId' | 'accountId' | 'gameId' | 'createdAt'>,
): Promise<ContentGameLevel | null> {
  const gameId = row.gameId as GameId;
  if (!curriculum.levels.some((l) => l.gameId === gameId)) return null;
  const [done] = await db
    .select({ n: count() })
    .from(sumWindows)
    .where(
      and(
        eq(sumWindows.studentId, row.studentId),
        whereAccount(sumWindows.accountId, row.accountId),
        eq(sumWindows.gameId, gameId),
        isNotNull(sumWindows.completedAt),
        lt(sumWindows.createdAt, row.createdAt),
      ),
    );
  return levelForRounds(curriculum.levels, gameId, Number(done?.n ?? 0));
}

export async function windowResponse(
  db: Database,
  row: WindowRow,
  /** A round just made: its sums and the level it was made at (not read again). */
  fresh?: { sums: readonly Sum[]; reserve: readonly Sum[]; level: ContentGameLevel | null },
  known?: Curriculum,
): Promise<SumWindowResponse> {
  const settings = row.settings as ExerciseSettings;
  // The game's tempo and level as the round's content version has them (office staff's games settings).
  const curriculum =
    known?.version === row.contentVersion ? known : await loadCurriculum(db, row.contentVersion, db);
  const level = fresh ? fresh.level : await levelOfRound(db, curriculum, row);
  const given = fresh
    ? []
    : await db
        .select({
          clientAnswerId: answers.clientAnswerId,
          sumId: answers.sumKey,
          position: answers.position,
          kind: answers.kind,
          correct: answers.correct,
          responseTimeMs: answers.responseMs,
        })
        .from(answers)
        .where(and(eq(answers.windowId, row.id), whereAccount(answers.accountId, row.accountId)))
        .orderBy(asc(answers.answeredAt), asc(answers.receivedAt));
  const window = buildSumWindow({
    id: row.id,
    studentId: row.studentId,
    practiceTaskId: row.practiceTaskId,
    gameId: row.gameId,
    purpose: row.purpose,
    plan: fresh ?? { sums: sumsOf(row.sumKeys), reserve: sumsOf(row.reserveKeys) },
    settings,
    now: row.createdAt.getTime(),
  });
  return {
    ...window,
    gameId: row.gameId as GameId,
    sums: [...window.sums],
    reserve: [...(window.reserve ?? [])],
    takenlijsttaakId: row.taskListTaskId,
    settings: {
      fluencyThresholdMs: window.fluencyThresholdMs,
      timeLimitMs: window.timeLimitMs,
      sound: settings.sound,
      speech: settings.speech,
      inputMethod: settings.inputMethod,
      roundLength: settings.roundLength,
      gameSpeed: isGameId(row.gameId) ? curriculum.game(row.gameId).speed : 1,
      level: level && {
        id: level.id,
        position: level.position,
        name: level.name,
        params: { ...level.params },
      },
    },
    answered: given,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function findWindow(
  db: Database,
  ctx: Pick<StudentContext, 'studentId' | 'scope'>,
  somvensterId: string,
  lock = false,
): Promise<WindowRow> {
  const query = db
    .select()
    .from(sumWindows)
    .where(
      and(
        eq(sumWindows.id, somvensterId),
        eq(sumWindows.studentId, ctx.studentId),
        whereAccount(sumWindows.accountId, ctx.scope),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'notFound');
  return row;
}

/**
 * Plans the next round of a task-list task and stores it as a sum window: the placement intake while
 * an adaptive row is not placed on the line yet (sums of several tasks, `planPlacement`), the task's
 * own intake while the student is not placed on the task, else an adaptive round (`planNextRound`).
 * The sums are those that the chosen game can host. A round opens on the task whose turn it is today
 * or on one done today, never on a later one (409 `notYourTurn`); only the demo seeder's made-up
 * history (`outOfTurn`) spreads its rounds over the domains regardless.
 */
export async function createWindow(
  db: Database,
  ctx: StudentContext,
  takenlijsttaakId: string,
  requestedGame: string | undefined,
  now: number,
  { outOfTurn = false }: { outOfTurn?: boolean } = {},
): Promise<SumWindowResponse> {
  const curriculum = await loadCurriculum(db);
  const { settings } = await effectiveSettings(db, ctx);
  const entries = await loadTaskList(db, ctx, curriculum, settings, now);
  const at = entries.findIndex((e) => e.row.id === takenlijsttaakId);
  const entry = entries[at];
  if (!entry) throw new ApiError(404, 'notFound');
  // A later task waits for its turn: the map shows it as "later" until the tasks before it are done.
  if (!outOfTurn && taskStatuses(entries)[at] === 'upcoming')
    throw new ApiError(409, 'notYourTurn', { task: 'notYourTurn' });
  const task = await taskDefinition(db, curriculum, entry.row.practiceTaskId, ctx.scope);

  const games = suggestedGames(entry);
  const game = requestedGame ?? games[0];
  if (!game || !isGameId(game)) throw new ApiError(422, 'gameNotSuitable');
  const reward = REWARD_GAME_IDS.includes(game);
  const rewardOpen = settings.rewardGames && unlockedRewardGames(dayTasksOf(entries)).includes(game);
  if (reward ? !rewardOpen : !games.includes(game)) throw new ApiError(422, 'gameNotSuitable');
  if (curriculum.disabledGames.has(game)) throw new ApiError(422, 'gameNotSuitable');
  const suited = task.items().filter((sum) => gameSuits(game, sum.features));
  if (!suited.length) throw new ApiError(422, 'gameNotSuitable');
  // The game's level (by the rounds of it finished before now) may limit the sum kinds.
  const level = await levelOfRound(db, curriculum, {
    studentId: ctx.studentId,
    accountId: ctx.scope,
    gameId: game,
    createdAt: new Date(now),
  });
  const items = limitToOperations(suited, levelOperations(level));
  // The game's round length, when the content sets one, instead of the school's.
  const gameRound = curriculum.game(game).roundLength;
  const roundSettings: ExerciseSettings = gameRound ? { ...settings, roundLength: gameRound } : settings;

  const id = randomUUID();
  const who = { studentId: ctx.studentId, scope: ctx.scope };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await ensureStates(t, who, [task.id]);
    const [stateRow] = await lockStates(t, who, [task.id]);
    if (!stateRow) throw new Error('state row missing');
    let purpose: SumWindowResponse['purpose'];
    let plan: Pick<RoundPlan, 'sums' | 'reserve' | 'slots' | 'student'>;
    let placement: PlacementPlan | null = null;
    const student = toStudentState(
      stateRow,
      await loadFacts(
        t,
        who,
        items.map((s) => s.id),
      ),
      await readAnswerClock(t, who),
    );
    if (entry.placement && !reward) {
      const planned = await planPlacement(t, curriculum, entry.placement.range, game);
      purpose = 'intake';
      placement = planned.plan;
      plan = {
        sums: planned.sums,
        reserve: [],
        slots: planned.slots,
        student,
      };
    } else {
      const itemRatings = await loadItemRatings(
        t,
        items.map((s) => s.id),
      );
      ({ purpose, plan } = planNextRound({
        items,
        itemRatings,
        student,
        now,
        seed: id,
        settings: selectionSettings(roundSettings, task.goal),
      }));
    }
    const [row] = await t
      .insert(sumWindows)
      .values({
        id,
        accountId: ctx.scope,
        studentId: ctx.studentId,
        taskListTaskId: entry.row.id,
        practiceTaskId: task.id,
        gameId: game,
        purpose,
        sumKeys: plan.sums.map((s) => s.id),
        reserveKeys: plan.reserve.map((s) => s.id),
        slots: plan.slots,
        placement,
        settings: roundSettings,
        contentVersion: curriculum.version,
        createdAt: new Date(now),
      })
      .returning();
    if (plan.student.introducing !== student.introducing) {
      await t
        .update(studentTaskStates)
        .set({ introducing: stateColumns(plan.student).introducing })
        .where(
          and(
            eq(studentTaskStates.studentId, ctx.studentId),
            eq(studentTaskStates.practiceTaskId, task.id),
            whereAccount(studentTaskStates.accountId, ctx.scope),
          ),
        );
    }
    return windowResponse(t, row!, { sums: plan.sums, reserve: plan.reserve, level }, curriculum);
  });
}
