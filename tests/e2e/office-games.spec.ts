import { officeGamesNl as T } from '../../src/admin/office/games/texts.nl';
import { GAME_IDS } from '../../src/domain/curriculum/games';
import type { Sum } from '../../src/domain/sums/types';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';
import { answerByTaps, Child } from './helpers/taps';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

test('an office worker looks up a game and plays a sample round of it with a practice task’s sums, by taps', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, server, 'office');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: T.games.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.games.title })).toBeVisible();
  const rows = page.locator('[data-testid^="game-"]');
  await expect(rows).toHaveCount(GAME_IDS.length);
  await expect(page.getByTestId('game-splitsauto')).toContainText(T.games.status.planned);
  await expect(page.getByTestId('game-bellenprikken')).toContainText(T.games.status.built);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'spellen');
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.getByRole('link', { name: 'Bellen prikken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bellen prikken' })).toBeVisible();
  await expect(page.getByText('Uitleg voor het kind (Engels)')).toBeVisible();
  const task = page.getByLabel(T.games.preview.task);
  await task.selectOption({ label: 'Dubbelen tot 10 + 10 (groep 3, 10 sommen)' });
  await page.getByRole('button', { name: T.games.preview.play }).click();
  const stage = page.getByTestId('game-preview');
  await expect(stage).toBeVisible();
  await page.waitForFunction(() => window.__game?.id === 'bellenprikken' && window.__game.state === 'intro', null, {
    timeout: 30_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
  // The round is the task's: a child's tap on the right bubble answers it.
  const child = new Child(page, 'mouse');
  await child.tap('the start button', (ts) => ts.find((t) => t.role === 'start'));
  await page.waitForFunction(() => window.__game?.state === 'question');
  const sum = (await page.evaluate(() => window.__game?.currentSum())) as Sum;
  expect(sum.id).toMatch(/^dbl:([1-9]|10)$/);
  await answerByTaps(child, sum);
  await page.waitForFunction(() => (window.__game?.answers.length ?? 0) > 0);
  expect(await page.evaluate(() => window.__game?.answers[0]?.correct)).toBe(true);
  await screenshotAtSizes(page, 'spel');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: T.games.preview.stop }).click();
  await expect(stage).toBeHidden();
});
