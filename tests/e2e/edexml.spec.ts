import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { qrCodesOfPdf } from '../api/helpers/pdf-qr';
import { schoolWithLicence } from '../api/helpers/school-with-licence';
import { schoolTextsNl as schoolNl } from './helpers/school-texts';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = schoolNl;

const fixture = (name: string) => path.resolve('tests/fixtures/edexml', name);

/** The preview's group choice, and one group's checkbox in it (by the group's name). */
const choiceList = (page: Page) => page.getByRole('group', { name: T.edexml.choice.title });
const groupBox = (page: Page, name: string): Locator =>
  choiceList(page).getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });
const importButton = (page: Page) =>
  page
    .getByRole('region', { name: T.edexml.previewTitle })
    .getByRole('button', { name: T.edexml.import, exact: true });

test('the schooladmin imports an EDEXML file: preview, confirm, the new groups are there, a child signs in with a printed card', async ({
  page,
  server,
  browser,
}) => {
  await loginAs(page, server, 'admin.regenboog');
  await page.getByRole('link', { name: T.groups.import }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.edexml.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(T.edexml.crumb);
  await expect(page.getByTestId('edexml-school-code')).toContainText('BRIN van je school: 99ZZ');
  expect(await seriousViolations(page)).toEqual([]);

  // A file of another school is refused in plain words that say what to do, and nothing is shown to import.
  await page.getByLabel(T.edexml.file, { exact: true }).setInputFiles(fixture('other-school.xml'));
  await page.getByRole('button', { name: T.edexml.preview }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Dit bestand is van school 12AB (BRIN). Jouw school heeft BRIN 99ZZ. Exporteer het bestand opnieuw',
  );

  // A broken file names the line; so does a file that stops halfway.
  await page.getByLabel(T.edexml.file, { exact: true }).setInputFiles(fixture('broken.xml'));
  await page.getByRole('button', { name: T.edexml.preview }).click();
  await expect(page.getByRole('alert')).toContainText('regel 17');
  await page.getByLabel(T.edexml.file, { exact: true }).setInputFiles(fixture('truncated.xml'));
  await page.getByRole('button', { name: T.edexml.preview }).click();
  await expect(page.getByRole('alert')).toContainText('houdt op bij regel 61, binnen <leerling>');

  await page.getByLabel(T.edexml.file, { exact: true }).setInputFiles(fixture('nl-2.1.xml'));
  await expect(page.getByTestId('edexml-file-name')).toContainText('nl-2.1.xml');
  await page.getByRole('button', { name: T.edexml.preview }).click();
  await expect(page.getByRole('heading', { name: T.edexml.previewTitle })).toBeVisible();
  // The special class is not ticked by default; this school's licence covers it, so it is ticked.
  await expect(groupBox(page, 'Speciale klas')).not.toBeChecked();
  await expect(page.getByTestId('edexml-count-studentsNew')).toContainText('5');
  await groupBox(page, 'Speciale klas').click();
  await expect(page.getByTestId('edexml-seats')).toContainText('Je kiest 4 groepen met 6 leerlingen.');
  await expect(page.getByTestId('edexml-count-studentsNew')).toContainText('6');
  await expect(page.getByTestId('edexml-count-groupsNew')).toContainText('4');
  await expect(page.getByTestId('edexml-students-new')).toContainText('Sam G.');
  await expect(page.getByTestId('edexml-teachers-new')).toContainText('Karin Pietersen');
  await expect(page.getByText('zonder groep in het bestand (Finn)')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'edexml-preview');

  await importButton(page).click();
  await expect(page.getByText(T.edexml.confirmTitle)).toBeVisible();
  await expect(page.getByText('6 nieuwe leerlingen, 0 naar de prullenbak')).toBeVisible();
  await expect(page.getByRole('button', { name: T.edexml.confirm })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: T.edexml.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.edexml.doneTitle })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'edexml-done');

  // The file's new teacher is invited from here, as a docent of their groups.
  await page.getByRole('button', { name: 'Karin Pietersen uitnodigen' }).click();
  await expect(page.getByTestId('edexml-invite-karin.pietersen@regenboog.example')).toContainText(
    T.edexml.invite.sent,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: T.edexml.backToGroups }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.groups.title })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Groep 5a' }).getByRole('cell').nth(2)).toHaveText('3');
  await expect(rows.filter({ hasText: 'Rekenplusgroep' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Groep 4' })).toBeVisible(); // the school's own groups stay

  // As a new school would: print the imported group's login cards, and a child signs in with one.
  await page.getByRole('link', { name: 'Groep 5a' }).click();
  await page.getByRole('link', { name: T.students.passwords }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: T.cards.print }).click(),
  ]);
  const cards = await qrCodesOfPdf(await readFile((await download.path())!));
  expect(cards.codes.flat()).toHaveLength(3);
  const tablet = await browser.newContext({ baseURL: server.url() });
  const child = await tablet.newPage();
  await child.goto(cards.codes.flat()[0]!);
  await expect(child).toHaveURL(/\/leerling\/[0-9a-f-]+\/landkaart$/);
  await tablet.close();
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByText(T.groups.title).click();

  // Importing the same file again: nothing to do.
  await page.getByRole('link', { name: T.groups.import }).click();
  await page.getByLabel(T.edexml.file, { exact: true }).setInputFiles(fixture('nl-2.1.xml'));
  await page.getByRole('button', { name: T.edexml.preview }).click();
  await expect(page.getByText(T.edexml.nothingToDo)).toBeVisible();
  await expect(groupBox(page, 'Speciale klas')).toBeChecked(); // the choice of the last import
  await expect(importButton(page)).toBeDisabled();

  // The invited teacher is on the teachers screen, with the file's groups, waiting to set a password.
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Leerkrachten' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'Karin Pietersen' })).toContainText(
    'Groep 5a, Rekenplusgroep',
  );
});

test('a school whose licence covers groups 3 to 8 chooses its groups, sees the places they take, and finds its choice again', async ({
  page,
  server,
}) => {
  await schoolWithLicence(server.database.db, {
    name: 'De Lijster',
    brin: '44GG',
    admin: 'admin.lijster',
    password: 'lijster-import',
    maxStudents: 12,
  });
  await loginAs(page, server, 'admin.lijster', 'lijster-import');
  await page.getByRole('link', { name: T.groups.import }).click();
  await expect(page.getByTestId('edexml-school-code')).toContainText('BRIN van je school: 44GG');
  await page.getByLabel(T.edexml.file, { exact: true }).setInputFiles(fixture('kleuters-and-3-8.xml'));
  await page.getByRole('button', { name: T.edexml.preview }).click();
  await expect(page.getByRole('heading', { name: T.edexml.previewTitle })).toBeFocused();

  // Groups 3 to 8 (and the combination group of their pupils) are ticked; kleuters and the special class not.
  const seats = page.getByTestId('edexml-seats');
  const expectChosen = async (chosen: string[], notChosen: string[]) => {
    for (const name of chosen) await expect(groupBox(page, name)).toBeChecked();
    for (const name of notChosen) await expect(groupBox(page, name)).not.toBeChecked();
  };
  await expectChosen(['Groep 3', 'Groep 4', 'Groep 8', 'Rekenclub'], ['Groep 1', 'Groep 2', 'Taalklas']);
  await expect(seats).toHaveText(
    'Je kiest 4 groepen met 11 leerlingen. Je licentie heeft nog 12 plaatsen vrij. Deze import neemt er 11 in.',
  );
  await expect(importButton(page)).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'edexml-choice');

  // Unticking a group counts again; ticking the special class too passes the licence.
  await groupBox(page, 'Groep 8').click();
  await expect(seats).toContainText('Je kiest 3 groepen met 8 leerlingen.');
  await groupBox(page, 'Groep 8').click();
  await groupBox(page, 'Taalklas').click();
  await expect(seats).toHaveText(
    'Te veel leerlingen voor je licentie. Je kiest 5 groepen met 13 leerlingen. Daarvoor heb je 13 nieuwe plaatsen nodig, maar je licentie heeft er nog 12 vrij. Vink groepen uit die niet mee hoeven, of neem contact met ons op om je licentie uit te breiden.',
  );
  await expect(importButton(page)).toBeDisabled();
  await expect(page.getByText(T.edexml.seats.blocked)).toBeVisible();
  await expect(page.getByRole('link', { name: T.edexml.seats.contact })).toHaveAttribute(
    'href',
    '/site/contact',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'edexml-choice-too-many');

  // By keyboard: the special class off again; then this school leaves groep 8 out as well.
  await groupBox(page, 'Taalklas').focus();
  await page.keyboard.press('Space');
  await expect(seats).toContainText('Je kiest 4 groepen met 11 leerlingen.');
  await groupBox(page, 'Groep 8').click();
  await expect(seats).toHaveText(
    'Je kiest 3 groepen met 8 leerlingen. Je licentie heeft nog 12 plaatsen vrij. Deze import neemt er 8 in.',
  );
  await importButton(page).click();
  await expect(page.getByText('8 nieuwe leerlingen, 0 naar de prullenbak')).toBeVisible();
  await page.getByRole('button', { name: T.edexml.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.edexml.doneTitle })).toBeVisible();

  // The chosen groups' pupils are in the roster; kleuters and groep 8 are not.
  await page.getByRole('link', { name: T.edexml.backToGroups }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Groep 3' }).getByRole('cell').nth(2)).toHaveText('4');
  await expect(rows.filter({ hasText: 'Groep 4' }).getByRole('cell').nth(2)).toHaveText('4');
  await expect(rows.filter({ hasText: 'Rekenclub' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Groep 8' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Groep 1' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Groep 3', exact: true }).click();
  for (const child of ['Fenna', 'Bram', 'Zoë', 'Kees']) {
    await expect(page.getByRole('row').filter({ hasText: child })).toBeVisible();
  }

  // The next sync starts from this choice.
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByText(T.groups.title).click();
  await page.getByRole('link', { name: T.groups.import }).click();
  await page.getByLabel(T.edexml.file, { exact: true }).setInputFiles(fixture('kleuters-and-3-8.xml'));
  await page.getByRole('button', { name: T.edexml.preview }).click();
  await expect(page.getByText(T.edexml.choice.remembered)).toBeVisible();
  await expectChosen(['Groep 3', 'Groep 4', 'Rekenclub'], ['Groep 1', 'Groep 2', 'Groep 8', 'Taalklas']);
  await expect(page.getByText(T.edexml.nothingToDo)).toBeVisible();
  await expect(seats).toContainText('Deze import neemt geen nieuwe plaatsen in');
});
