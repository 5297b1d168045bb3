import { officeGamesNl as T } from '../../src/admin/office/games/texts.nl';
import { officeContentNl } from '../../src/admin/office/shared/content/texts.nl';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';
import { Child } from './helpers/taps';

const C = officeContentNl.content;
const L = T.games.levels;
const S = T.games.settings;

// Dialogs open without their fade, so axe sees them as they are.
test.use({ contextOptions: { reducedMotion: 'reduce' } });
// It publishes bellenprikken's levels and turns the game off: on a server of its own, so the specs
// that play bellenprikken on the demo content find it as seeded.
test.use({ serverOfItsOwn: true });

test('an office worker edits a bellenprikken level, plays the game at that level in the page, and publishes it', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, server, 'office');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Levels bellenprikken' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Levels Bellen prikken' })).toBeVisible();
  const calm = page.getByTestId('level-bellenprikken-1');
  await expect(calm).toContainText('Level 1: Rustig');
  await expect(calm).toContainText('3 bellen');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'levels-bellenprikken');

  // ---- The real form: a number out of range is refused on the field, then a good one saved ----------
  await page.getByRole('button', { name: 'Rustig wijzigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Level Rustig wijzigen' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const bubbles = dialog.getByRole('spinbutton', { name: L.bubbles });
  await bubbles.fill('');
  await bubbles.pressSequentially('9');
  await dialog.getByRole('button', { name: L.save }).click();
  await expect(dialog.getByText(L.errors.bubbles)).toBeVisible();
  await bubbles.fill('');
  await bubbles.pressSequentially('2');
  const speed = dialog.getByRole('spinbutton', { name: L.speed });
  await speed.fill('');
  await speed.pressSequentially('0.6');
  await dialog.getByLabel(L.nameNl).fill('Heel rustig');
  await dialog.getByRole('button', { name: L.save }).click();
  await expect(dialog).toBeHidden();
  const edited = page.getByTestId('level-bellenprikken-1');
  await expect(edited).toContainText('Level 1: Heel rustig');
  await expect(edited).toContainText('tempo × 0,6, 2 bellen');
  await expect(edited).toContainText(L.draft);

  // ---- The game at that level, in the page through the child's GameHost ------------------------------
  await expect(page.getByRole('combobox', { name: L.previewLevel, exact: true })).toHaveValue(
    'bellenprikken-1',
  );
  await page
    .getByLabel(T.games.preview.task)
    .selectOption({ label: 'Dubbelen tot 10 + 10 (groep 3, 10 sommen)' });
  await page.getByRole('button', { name: T.games.preview.play }).click();
  await expect(page.getByTestId('game-preview')).toBeVisible();
  await page.waitForFunction(
    () => window.__game?.id === 'bellenprikken' && window.__game.state === 'intro',
    null,
    {
      timeout: 30_000,
    },
  );
  const child = new Child(page, 'mouse');
  await child.tap('the start button', (ts) => ts.find((t) => t.role === 'start'));
  await page.waitForFunction(() => window.__game?.state === 'question');
  // Two bubbles at this level (the game as made shows five on a laptop).
  const answers = () =>
    page.evaluate(() => window.__game!.targets().filter((t) => t.role === 'answer').length);
  await expect.poll(answers).toBe(2);
  expect(await page.evaluate(() => window.__game!.choices().length)).toBe(2);

  // Another level plays with its own number of bubbles.
  await page
    .getByRole('combobox', { name: L.previewLevel, exact: true })
    .selectOption({ label: 'Level 3: Vlot' });
  await page.getByRole('button', { name: T.games.preview.play }).click();
  await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
  await child.tap('the start button', (ts) => ts.find((t) => t.role === 'start'));
  await page.waitForFunction(() => window.__game?.state === 'question');
  await expect.poll(answers).toBe(6);
  await page.getByRole('button', { name: T.games.preview.stop }).click();

  // ---- Published through the publish bar --------------------------------------------------------------
  const bar = page.getByRole('region', { name: C.bar });
  await expect(bar).toContainText('1 concept wacht op publicatie.');
  await bar.getByRole('button', { name: C.review }).click();
  const publish = page.getByRole('dialog', { name: C.publishTitle });
  await expect(publish).toContainText('Level bellenprikken-1');
  await publish.getByLabel(C.note).fill('Rustiger begin van bellenprikken');
  await publish.getByRole('button', { name: C.publish }).click();
  await expect(page.getByText(/Versie \d+ is gepubliceerd\./)).toBeVisible();
  await expect(bar).toContainText(C.noDrafts);
  await expect(page.getByTestId('level-bellenprikken-1')).not.toContainText(L.draft);
});

test('an office worker turns a game off and changes its tempo and round length, saves and publishes; turning off a task’s last game is refused', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, server, 'office');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: T.games.title })
    .click();
  await page.getByRole('link', { name: 'Waslijn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waslijn' })).toBeVisible();

  // Waslijn is the only built game of the number-line tasks: it cannot go off.
  await page.getByRole('button', { name: S.edit }).click();
  let dialog = page.getByRole('dialog', { name: 'Instellingen van Waslijn' });
  await dialog.getByRole('switch', { name: S.enabled }).click();
  await dialog.getByRole('button', { name: S.save }).click();
  await expect(dialog.getByText(S.errors.lastGameOfTask)).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: T.games.title })
    .click();
  await page.getByRole('link', { name: 'Bellen prikken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bellen prikken' })).toBeVisible();
  const facts = page.getByTestId('game-settings');
  await expect(facts).toContainText(S.on);
  await page.getByRole('button', { name: S.edit }).click();
  dialog = page.getByRole('dialog', { name: 'Instellingen van Bellen prikken' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('switch', { name: S.enabled }).click();
  const speed = dialog.getByRole('spinbutton', { name: S.speed });
  await speed.fill('');
  await speed.pressSequentially('1.5');
  const round = dialog.getByRole('spinbutton', { name: S.roundLength });
  await round.pressSequentially('8');
  await dialog.getByRole('button', { name: S.save }).click();
  await expect(dialog).toBeHidden();
  await expect(facts).toContainText(S.off);
  await expect(facts).toContainText('× 1,5');
  await expect(facts).toContainText('8 sommen');
  await expect(facts).toContainText(S.draft);
  await screenshotAtSizes(page, 'spel-instellingen');

  const bar = page.getByRole('region', { name: C.bar });
  await bar.getByRole('button', { name: C.review }).click();
  const publish = page.getByRole('dialog', { name: C.publishTitle });
  await expect(publish).toContainText('Spel bellenprikken');
  await publish.getByRole('button', { name: C.publish }).click();
  await expect(page.getByText(/Versie \d+ is gepubliceerd\./)).toBeVisible();
  await expect(facts).not.toContainText(S.draft);
  await expect(facts).toContainText(S.off);

  // What children get now: the published version says so.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const status = await page.request.get('/api/ontwikkel/spellen/bellenprikken/instellingen', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await status.json()).toMatchObject({ enabled: false, speed: 1.5, roundLength: 8, draft: false });
});
