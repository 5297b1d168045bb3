import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createRng } from '../../../src/domain';
import type { Rng, Sum } from '../../../src/domain';
import type { AnswerBatchItem } from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import type { Seeder } from '../../db/seed';
import { groups, users } from '../../db/schema';
import type { StudentContext } from '../auth/access';
import { currentTokenHolder } from '../auth/authenticate';
import { submitAnswers } from './answers';
import { loadCurriculum } from './curriculum';
import { answerTest, startTest } from './fluency-tests';
import { finishWindow } from './rounds';
import { effectiveSettings } from './settings';
import { loadTaskList } from './task-list';
import { DAY_MS } from './time';
import { createWindow } from './windows';

/**
 * Demo practice history, made by the engine itself: each demo student plays a few rounds over the
 * last days with a simulated chance of answering right, so the progress views show real data. Sam
 * has played ten rounds (the fluency test is due); Emma has taken a test; Milan finds it hard: after
 * a round in each domain he keeps at his division task and misses most sums, so the group overview
 * flags him as stuck. Sara practised number sense for five weeks and moved on along the line, but
 * not this week: her growth line shows weeks of growth, and the overview that she has not practised.
 */
export interface PracticeProfile {
  rounds: number;
  /** Chance of a right answer. */
  skill: number;
  /** Typical response time (ms). */
  speed: number;
  test?: boolean;
  /** After taking turns over the domains: the rounds after the first `turns` all in this domain. */
  focus?: { domainId: string; turns: number };
  /** Days between rounds (default 0.9). */
  everyDays?: number;
  /** The newest round this many days ago (default: one round's spacing and three hours). */
  lastDaysAgo?: number;
}

export const DEMO_PRACTICE: Readonly<Record<string, PracticeProfile>> = {
  'sam.g4': { rounds: 10, skill: 0.85, speed: 2200 },
  'noor.g4': { rounds: 4, skill: 0.75, speed: 2800 },
  'daan.g4': { rounds: 3, skill: 0.6, speed: 3800 },
  'lotte.g4': { rounds: 1, skill: 0.9, speed: 1900 },
  'emma.g6': { rounds: 3, skill: 0.9, speed: 1800, test: true },
  'liam.g6': { rounds: 2, skill: 0.7, speed: 3000 },
  'julia.g6': { rounds: 2, skill: 0.8, speed: 2500 },
  'milan.g6': {
    rounds: 7,
    skill: 0.4,
    speed: 5200,
    focus: { domainId: 'dom-vermenigvuldigen-delen', turns: 3 },
  },
  'sara.g6': {
    rounds: 14,
    skill: 0.93,
    speed: 2000,
    focus: { domainId: 'dom-getalbegrip', turns: 3 },
    everyDays: 2.2,
    lastDaysAgo: 8,
  },
  'mila.thuis': { rounds: 2, skill: 0.8, speed: 2600 },
};

function wrongOrRight(rng: Rng, sum: Sum, skill: number) {
  const correct = rng.next() < skill;
  return { correct, answer: correct ? sum.answer : (sum.distractors[0]?.value ?? null) };
}

async function practise(
  db: Database,
  ctx: StudentContext,
  profile: PracticeProfile,
  rng: Rng,
  now: number,
): Promise<void> {
  const curriculum = await loadCurriculum(db);
  const { settings } = await effectiveSettings(db, ctx);
  const every = (profile.everyDays ?? 0.9) * DAY_MS;
  const last =
    profile.lastDaysAgo !== undefined ? now - profile.lastDaysAgo * DAY_MS : now - every - 3 * 3_600_000;
  const start = last - (profile.rounds - 1) * every;
  // The rows keep their ids when their practice task moves on.
  const entries = await loadTaskList(db, ctx, curriculum, settings, start);
  const holder = await currentTokenHolder(db, ctx.studentId);
  for (let round = 0; round < profile.rounds; round++) {
    // Spread over the last days (weeks), one round every `everyDays`.
    const at = start + round * every;
    const entry =
      profile.focus && round >= profile.focus.turns
        ? entries.find((e) => e.row.domainId === profile.focus!.domainId)
        : entries[round % entries.length];
    if (!entry) return;
    // A made-up history: one round a day over the domains in turn, not the map's order of a day.
    const window = await createWindow(db, ctx, entry.row.id, undefined, at, { outOfTurn: true });
    const answers: AnswerBatchItem[] = window.sums.map((sum, position) => {
      const { answer } = wrongOrRight(rng, sum, profile.skill);
      return {
        clientAnswerId: randomUUID(),
        somvensterId: window.id,
        sumId: sum.id,
        answer,
        responseTimeMs: Math.round(profile.speed * (0.6 + rng.next() * 0.8)),
        answeredAt: new Date(at + (position + 1) * 6000).toISOString(),
        position,
        kind: 'planned',
      };
    });
    await submitAnswers(db, ctx, answers, at + 120_000, holder);
    await finishWindow(db, ctx, window.id, at + 121_000);
  }
  if (profile.test) {
    const at = now - 2 * 3_600_000;
    const started = await startTest(db, ctx, at);
    const testId = started.testId;
    let sum = started.sum;
    for (let i = 0; i < 60; i++) {
      const { answer } = wrongOrRight(rng, sum, profile.skill);
      const result = await answerTest(
        db,
        ctx,
        testId,
        {
          clientAnswerId: randomUUID(),
          sumId: sum.id,
          answer,
          responseTimeMs: Math.round(profile.speed * (0.6 + rng.next() * 0.8)),
        },
        at + i * 5000,
      );
      if (result.finished || !result.next) break;
      sum = result.next;
    }
  }
}

/**
 * Plays a made-up practice history for one student (by user name) through the practice services, as
 * the demo does: rounds on the task list, answers through the answers route's service, rounds finished.
 * The e2e specs use it to add history to a demo child.
 */
export async function playPracticeHistory(
  db: Database,
  username: string,
  profile: PracticeProfile,
  now: number,
  seed = `demo-${username}`,
): Promise<void> {
  const [row] = await db
    .select({
      id: users.id,
      accountId: users.accountId,
      groupId: users.groupId,
      displayName: users.displayName,
      yearGroup: groups.yearGroup,
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.username, username));
  if (!row?.accountId) return;
  const ctx: StudentContext = {
    studentId: row.id,
    scope: row.accountId,
    groupId: row.groupId,
    yearGroup: row.yearGroup,
    displayName: row.displayName,
    actorId: row.id,
  };
  await practise(db, ctx, profile, createRng(seed), now);
}

export const practiceSeeder: Seeder = {
  name: 'practice',
  async run(db) {
    const now = Date.now();
    for (const [username, profile] of Object.entries(DEMO_PRACTICE))
      await playPracticeHistory(db, username, profile, now);
    return [];
  },
};
