import type { Page } from '@playwright/test';
import type { CustomTaskBody } from '../../src/domain/contracts/practice';
import { gameSuits, sumFromKey } from '../../src/domain';
import type { GameId } from '../../src/domain';
import { expect, test, type E2EServer } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { expectStoredExactly, openStop, playRound, startRound, storedWindow } from './helpers/practice-round';
import { groupOf, staffApi } from './helpers/staff-api';

/**
 * Each practice game against the real server: the teacher (juf.anne) assigns a custom task whose
 * sums suit the game to one child through the staff API; the child logs in, finds the task on the
 * map, plays a round of that game through `window.__game` with right and wrong answers, and the
 * server holds exactly those answers and the finished round.
 */

interface Case {
  game: Exclude<GameId, 'automatiseertoets'>;
  /**
   * A demo student of the school, each case its own so the cases do not share a task list; not
   * sam.g4, whose fluency test is due and would come before the teacher's task on the map.
   */
  student: string;
  task: Pick<CustomTaskBody, 'name' | 'source'>;
}

const CASES: Case[] = [
  {
    game: 'bellenprikken',
    student: 'noor.g4',
    task: {
      name: { nl: 'Plussommen tot 20', en: 'Additions to 20' },
      source: { type: 'generator', setting: { generator: 'add', params: { max: 20, minTotal: 11 } } },
    },
  },
  {
    game: 'splitsmachine',
    student: 'daan.g4',
    task: {
      name: { nl: 'Splitsen tot en met 10', en: 'Bonds up to 10' },
      source: {
        type: 'generator',
        setting: { generator: 'bond', params: { minWhole: 6, maxWhole: 10, form: 'mixed' } },
      },
    },
  },
  {
    game: 'waslijn',
    student: 'lotte.g4',
    task: {
      name: { nl: 'Getallen ordenen tot 100', en: 'Ordering numbers to 100' },
      source: {
        type: 'generator',
        setting: { generator: 'order', params: { max: 100, count: 4, direction: 'both' } },
      },
    },
  },
  {
    game: 'ruimteschieten',
    student: 'finn.g4',
    task: {
      name: { nl: 'Minsommen over het tiental', en: 'Subtraction across the ten' },
      source: { type: 'collection', collectionId: 'sv-min-over-het-tiental' },
    },
  },
  {
    game: 'buurtsuper',
    student: 'liam.g6',
    task: {
      name: { nl: 'Betalen tot 10 euro', en: 'Paying up to 10 euros' },
      source: {
        type: 'generator',
        setting: { generator: 'money', params: { mode: 'pay', maxCents: 1000, multipleOf: 10 } },
      },
    },
  },
];

/**
 * Two wrong answers (the second and the fifth): each comes back once in the round, which keeps the
 * round short (feedback on a miss takes a while) while right and wrong answers both reach the server.
 */
const WRONG_AT = (index: number) => index === 1 || index === 4;

async function playCase(page: Page, server: E2EServer, c: Case, taskId: string): Promise<void> {
  const student = await userRecord(server, c.student);
  await loginAs(page, server, c.student);
  await expect(page).toHaveURL(new RegExp(`/leerling/${student.id}/landkaart$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jouw kaart');
  // The teacher's task is the first stop of the route, and the current one.
  const stops = page.getByRole('list', { name: 'Jouw route' }).getByRole('button');
  await expect(stops.first()).toHaveAccessibleName(`${c.task.name.nl}: Nu`);
  await expect(stops.first()).toHaveAttribute('aria-current', 'step');
  const { windowId, game } = await openStop(page, stops.first());
  expect(game).toBe(c.game);

  await startRound(page);
  expect(await page.evaluate(() => window.__game?.id)).toBe(c.game);
  const given = await playRound(page, [], WRONG_AT);
  expect(given.filter((g) => !g.correct)).toHaveLength(2);
  await expect(page.getByTestId('round-end')).toBeVisible({ timeout: 20_000 });
  const right = given.filter((g) => g.correct).length;
  await expect(page.getByTestId('round-score')).toHaveText(`${right} van ${given.length} goed`);

  // The server checked each answer itself and agrees with the game on every one.
  await expectStoredExactly(server, windowId, student.id, given);
  const stored = await storedWindow(server, windowId);
  expect(stored).toMatchObject({ studentId: student.id, gameId: c.game, practiceTaskId: taskId });
  expect(stored?.completedAt).toBeInstanceOf(Date);
  for (const key of [...(stored!.sumKeys as string[]), ...(stored!.reserveKeys as string[])])
    expect(gameSuits(c.game, sumFromKey(key)!.features), key).toBe(true);
}

/** Custom tasks a test assigned; the teacher removes them again after the test. */
const assigned: (() => Promise<void>)[] = [];

test.afterEach(async () => {
  for (const remove of assigned.splice(0)) await remove();
});

for (const c of CASES) {
  test(`${c.game}: a child plays a round of a custom task and the server holds exactly its answers`, async ({
    page,
    request,
    server,
  }) => {
    test.setTimeout(90_000);
    const groupId = await groupOf(server, c.student);
    const teacher = await staffApi(request, server, 'juf.anne');
    const task = await teacher.assignCustomTask(groupId, {
      ...c.task,
      studentIds: [(await userRecord(server, c.student)).id],
      gameIds: [c.game],
    });
    assigned.push(() => teacher.removeCustomTask(groupId, task.id));
    await playCase(page, server, c, task.id);
  });
}
