import { eq } from 'drizzle-orm';
import { customTasks, exerciseSettings, sumWindows } from '../../server/db/schema';
import { schoolTextsNl as schoolNl } from './helpers/school-texts';
import { expect, test } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { openStop } from './helpers/practice-round';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = schoolNl.settings;

/**
 * Issue 10's settings screens: the demo teacher changes her group's settings, gives the struggling
 * child (Milan) no time pressure and a custom task, and Milan's next round on the map is that task,
 * played with his own settings.
 */
test('a teacher sets Milan no time pressure and a custom task; his next round is that task', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(180_000);
  const db = server.database.db;
  const milan = await userRecord(server, 'milan.g6');
  await loginAs(page, server, 'juf.anne');
  await page.getByRole('link', { name: 'Groep 6' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leerlingen van Groep 6' })).toBeVisible();

  // The group's settings: a form with the defaults; a wrong value is refused per field, then saved.
  await page.getByRole('link', { name: schoolNl.students.settings }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oefeninstellingen van Groep 6' })).toBeVisible();
  await expect(page.getByText(T.sourceDefault)).toBeVisible();
  // The school's code is for the school administrator, not for a teacher.
  await expect(page.getByTestId('settings-school-code')).toHaveCount(0);
  const rounds = page.getByLabel(T.roundLength);
  await expect(rounds).toHaveValue('10');
  await rounds.fill('40');
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText('Kies een waarde van 5 tot en met 30.')).toBeVisible();
  await rounds.fill('12');
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(T.savedGroup)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'oefeninstellingen-groep');

  // A custom task for Milan: the task is required; then a learning-line task for him only.
  await page.getByRole('button', { name: T.tasks.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: T.tasks.create }).click();
  await expect(dialog.getByText('Dit veld is verplicht')).toBeVisible();
  // The picker follows the learning line (domain · tussendoel headings in its order) and searches
  // by name as one types; the keyboard chooses.
  const picker = dialog.getByRole('combobox', { name: T.tasks.task });
  await picker.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('group').first()).toContainText('Getalbegrip · Tellen en terugtellen');
  await expect(listbox.getByRole('option').first()).toHaveText('Doortellen tot 20 · Groep 3');
  await picker.fill('tafel van 7');
  await expect(listbox.getByRole('option').first()).toHaveText('Tafel van 7 · Groep 5');
  await expect(listbox.getByRole('group').first()).toContainText(
    'Vermenigvuldigen en delen · Tafels van vermenigvuldiging',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'maatwerktaak-zoeken');
  await picker.press('Enter');
  await expect(picker).toHaveValue('Tafel van 7');
  await picker.fill('');
  await picker.pressSequentially('zebra');
  await expect(listbox.getByRole('option')).toHaveText([T.tasks.noMatch]);
  // Left without a choice: the field shows the chosen task again.
  await dialog.getByRole('heading', { name: T.tasks.formTitle }).click();
  await expect(picker).toHaveValue('Tafel van 7');
  await dialog.getByRole('radio', { name: T.tasks.chosenChildren }).check();
  await dialog.getByRole('checkbox', { name: 'Milan H.' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'maatwerktaak-formulier');
  await dialog.getByRole('button', { name: T.tasks.create }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Tafel van 7' });
  await expect(row).toContainText('Milan H.');
  await expect(row).toContainText(T.tasks.periodOpen);
  await expect(row).toContainText(T.tasks.doneNobody);
  // Changed afterwards: two rounds a day for Milan; the task itself stays.
  await page.getByRole('button', { name: 'Acties voor Tafel van 7' }).click();
  await page.getByRole('menuitem', { name: T.tasks.edit }).click();
  await expect(dialog.getByText(T.tasks.taskFixed)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Milan H.' })).toBeChecked();
  await dialog.getByLabel(T.tasks.rounds).fill('2');
  await dialog.getByRole('button', { name: T.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tafel van 7 is gewijzigd.', { exact: false })).toBeVisible();
  await expect(row).toContainText('2 rondes');
  await row.scrollIntoViewIfNeeded();
  await screenshotAtSizes(page, 'maatwerktaken-lijst');
  const task = (await db.select().from(customTasks)).find((x) =>
    (x.studentIds as string[]).includes(milan.id),
  );
  expect(task).toMatchObject({ studentIds: [milan.id], deletedAt: null });

  // Milan's own settings, from his row menu: he follows the group until a field is his own.
  await page.getByRole('link', { name: 'Groep 6' }).click();
  await page.getByRole('button', { name: 'Acties voor Milan H.' }).click();
  await page.getByRole('menuitem', { name: schoolNl.students.settings }).click();
  await expect(page).toHaveURL(/\/leerlingen\/[0-9a-f-]+\/oefeninstellingen\/standaard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oefeninstellingen van Milan H.' })).toBeVisible();
  await expect(page.getByText('Milan H. volgt nu in alles de groep.')).toBeVisible();
  const roundField = page.locator('[data-setting="roundLength"]');
  await expect(roundField.getByText('Zoals de groep: 12')).toBeVisible();
  await expect(roundField.getByRole('spinbutton')).toBeDisabled();
  await page.getByRole('button', { name: T.noTimePressure, exact: true }).click();
  await page.getByRole('button', { name: T.readAloud, exact: true }).click();
  await expect(page.getByText('Milan H. heeft 3 eigen instellingen; de rest volgt de groep.')).toBeVisible();
  // One field back to the group's value.
  await page
    .locator('[data-setting="speech"]')
    .getByRole('button', { name: /Terug naar de groep/ })
    .click();
  await page.getByRole('button', { name: T.save }).click();
  await expect(
    page.getByText('Milan H. oefent vanaf de volgende ronde met deze instellingen.'),
  ).toBeVisible();
  await expect(page.getByText('Milan H. heeft 2 eigen instellingen; de rest volgt de groep.')).toBeVisible();
  const [own] = await db.select().from(exerciseSettings).where(eq(exerciseSettings.studentId, milan.id));
  // Only Milan's own fields are kept: the rest follows the group, also when it changes later.
  expect(own!.settings).toEqual({ timeLimitMs: 60_000, extraTimeMs: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'oefeninstellingen-kind');

  // Milan signs in: the custom task is his first stop, and its round uses his settings.
  const child = await browser.newPage();
  await loginAs(child, server, 'milan.g6');
  await expect(child).toHaveURL(new RegExp(`/leerling/${milan.id}/landkaart$`));
  const stop = child.locator('[data-testid^="task-"]:not([data-status="done"])').first();
  await expect(stop).toHaveAttribute('aria-label', /^Tafel van 7/);
  const { windowId } = await openStop(child, stop);
  const [window] = await db.select().from(sumWindows).where(eq(sumWindows.id, windowId));
  expect(window!.practiceTaskId).toBe(task!.id);
  expect(window!.settings).toMatchObject({ timeLimitMs: 60_000, extraTimeMs: 10_000, roundLength: 12 });
  await child.close();

  // The single-setting route leads to the group's list; ending the task removes it there.
  await page.goto(
    page.url().replace(/\/leerlingen\/[^/]+\/oefeninstellingen\/standaard$/, '/oefeninstellingen/iets'),
  );
  await expect(page).toHaveURL(/\/oefeninstellingen$/);
  await page.getByRole('button', { name: 'Acties voor Tafel van 7' }).click();
  await page.getByRole('menuitem', { name: T.tasks.remove }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.tasks.remove }).click();
  await expect(page.getByText('Tafel van 7 is beëindigd.')).toBeVisible();
  await expect(page.getByRole('heading', { name: T.tasks.empty })).toBeVisible();

  // A sum collection can be the source too: the games that fit it are chosen, the server accepts them.
  await page.getByRole('button', { name: T.tasks.add }).click();
  await dialog.getByRole('combobox', { name: T.tasks.task }).click();
  await page.getByRole('option', { name: 'Lastige tafelsommen' }).click();
  await dialog.getByRole('button', { name: T.tasks.create }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Lastige tafelsommen' })).toContainText(
    T.tasks.wholeGroup,
  );
});

test('the school administrator sees the school’s BRIN on a group’s settings', async ({ page, server }) => {
  await loginAs(page, server, 'admin.regenboog');
  await page.getByRole('link', { name: 'Groep 6' }).click();
  await page.getByRole('link', { name: schoolNl.students.settings }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Oefeninstellingen van Groep 6' })).toBeVisible();
  await expect(page.getByTestId('settings-school-code')).toHaveText('BRIN van je school: 99ZZ.');
});
