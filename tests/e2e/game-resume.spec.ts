import type { Page } from '@playwright/test';
import type { GameId } from '../../src/domain';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { gameManifests } from './helpers/game-manifests';
import { answerOne, openStop, startRound, storedAnswers, type Given } from './helpers/practice-round';
import { childWithGameTask } from './helpers/staff-api';

/**
 * A reload mid-round gives back what the child collected: the games whose round builds a visible
 * collection (fotosafari's album, beestjesvangen's jar and collection card) show after the reload
 * exactly what they showed before it. Against the real server, as practice-games.spec plays them.
 */
const COLLECTING: GameId[] = ['fotosafari', 'beestjesvangen'];
const CASES = (await gameManifests()).filter((m) => COLLECTING.includes(m.id) && m.practiceCase);

const RIGHT_BEFORE_RELOAD = 3;

const collection = (page: Page) => page.evaluate(() => [...(window.__game?.collection() ?? [])]);

test('every collecting game has a practice case', () => {
  expect(CASES.map((m) => m.id).sort()).toEqual([...COLLECTING].sort());
});

for (const m of CASES) {
  test(`${m.id}: a reload mid-round gives back what the child collected`, async ({
    page,
    request,
    server,
  }) => {
    test.setTimeout(90_000);
    const { student, remove } = await childWithGameTask(
      request,
      server,
      m.id,
      m.practiceCase!,
      `Verzamelaar ${m.id}`,
    );
    try {
      await loginAs(page, server, student.username, student.password);
      const stops = page.getByRole('list', { name: 'Jouw route' }).getByRole('button');
      const { windowId, game } = await openStop(page, stops.first());
      expect(game).toBe(m.id);
      await startRound(page);
      const given: Given[] = [];
      for (let i = 0; i < RIGHT_BEFORE_RELOAD; i++)
        expect(await answerOne(page, given, () => false)).toBe(true);
      // Each right answer has landed in the collection (after its animation) and reached the server.
      await expect
        .poll(async () => (await collection(page)).filter((piece) => !piece.startsWith('card:')).length)
        .toBe(RIGHT_BEFORE_RELOAD);
      await expect.poll(async () => (await storedAnswers(server, windowId)).length).toBe(RIGHT_BEFORE_RELOAD);
      const before = await collection(page);

      await page.reload();
      await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
      expect(await page.evaluate(() => window.__game?.progress()?.done)).toBe(RIGHT_BEFORE_RELOAD);
      expect(await collection(page)).toEqual(before);
      await page.screenshot({ path: `test-results/screens/resume-${m.id}.png` });
    } finally {
      await remove();
    }
  });
}
