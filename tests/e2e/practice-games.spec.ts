import type { Page } from '@playwright/test';
import { gameSuits, sumFromKey } from '../../src/domain';
import type { GameId } from '../../src/domain';
import type { GameManifest } from '../../src/games/manifest';
import { expect, test, type E2EServer } from './fixtures';
import { loginAs } from './helpers/auth';
import { gameManifests } from './helpers/game-manifests';
import {
  expectFinishedUnderTheCard,
  expectStoredExactly,
  openStop,
  playToEndCard,
  startRound,
  storedWindow,
} from './helpers/practice-round';
import { childWithGameTask } from './helpers/staff-api';

/**
 * Each practice game against the real server: the teacher (juf.anne) adds a new child to a demo group
 * and assigns it a custom task whose sums suit the game (the game manifest's `practiceCase`) through
 * the staff API; the child logs in, finds the task on the map, plays a round of that game through
 * `window.__game` with right and wrong answers, and the server holds exactly those answers and the
 * finished round.
 */

interface Case extends NonNullable<GameManifest['practiceCase']> {
  game: GameId;
}

/** Each practice game's case, from its manifest (`practiceCase`). */
const CASES: Case[] = (await gameManifests()).flatMap((m) =>
  m.practiceCase ? [{ game: m.id, ...m.practiceCase }] : [],
);

/**
 * Two wrong answers (the second and the fifth): each comes back once in the round, which keeps the
 * round short (feedback on a miss takes a while) while right and wrong answers both reach the server.
 */
const WRONG_AT = (index: number) => index === 1 || index === 4;

interface NewStudent {
  id: string;
  username: string;
  password: string;
}

async function playCase(
  page: Page,
  server: E2EServer,
  c: Case,
  student: NewStudent,
  taskId: string,
): Promise<void> {
  await loginAs(page, server, student.username, student.password);
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
  const given = await playToEndCard(page, [], WRONG_AT);
  expect(given.filter((g) => !g.correct)).toHaveLength(2);
  // One end screen: the game's card, with the coins under it once the server finished the round.
  await expectFinishedUnderTheCard(page);
  await expect(page.getByTestId('game-end-note').getByTestId('round-coins')).toContainText('munten');
  expect(await page.evaluate(() => window.__game?.finish('done'))).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/leerling/${student.id}/landkaart$`));

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
    const { student, taskId, remove } = await childWithGameTask(
      request,
      server,
      c.game,
      c,
      `Speler ${c.game}`,
    );
    assigned.push(remove);
    await playCase(page, server, c, student, taskId);
  });
}
