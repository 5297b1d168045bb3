import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { qrCodesOfPdf } from '../api/helpers/pdf-qr';
import { schoolNl } from '../../src/admin/school/i18n/school.nl';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = schoolNl;

const fixture = (name: string) => path.resolve('tests/fixtures/edexml', name);

test('the schooladmin imports an EDEXML file: preview, confirm, the new groups are there, a child signs in with a printed card', async ({
  page,
  server,
  browser,
}) => {
  await loginAs(page, server, 'admin.regenboog');
  await page.getByRole('link', { name: T.groups.import }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.edexml.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(T.edexml.crumb);
  expect(await seriousViolations(page)).toEqual([]);

  // A file of another school is refused in plain words, and nothing is shown to import.
  await page.getByLabel(T.edexml.file, { exact: true }).setInputFiles(fixture('other-school.xml'));
  await page.getByRole('button', { name: T.edexml.preview }).click();
  await expect(page.getByRole('alert')).toContainText('andere school (12AB)');

  // A broken file names the line.
  await page.getByLabel(T.edexml.file, { exact: true }).setInputFiles(fixture('broken.xml'));
  await page.getByRole('button', { name: T.edexml.preview }).click();
  await expect(page.getByRole('alert')).toContainText('regel 17');

  await page.getByLabel(T.edexml.file, { exact: true }).setInputFiles(fixture('nl-2.1.xml'));
  await expect(page.getByTestId('edexml-file-name')).toContainText('nl-2.1.xml');
  await page.getByRole('button', { name: T.edexml.preview }).click();
  await expect(page.getByRole('heading', { name: T.edexml.previewTitle })).toBeVisible();
  await expect(page.getByTestId('edexml-count-studentsNew')).toContainText('6');
  await expect(page.getByTestId('edexml-count-groupsNew')).toContainText('4');
  await expect(page.getByTestId('edexml-students-new')).toContainText('Sam G.');
  await expect(page.getByTestId('edexml-teachers-new')).toContainText('Karin Pietersen');
  await expect(page.getByText('zonder groep in het bestand (Finn)')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'edexml-preview');

  await page
    .getByRole('region', { name: T.edexml.previewTitle })
    .getByRole('button', { name: T.edexml.import, exact: true })
    .click();
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
    page.getByRole('button', { name: T.passwords.print }).click(),
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
  await expect(
    page
      .getByRole('region', { name: T.edexml.previewTitle })
      .getByRole('button', { name: T.edexml.import, exact: true }),
  ).toBeDisabled();

  // The invited teacher is on the teachers screen, with the file's groups, waiting to set a password.
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Leerkrachten' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'Karin Pietersen' })).toContainText(
    'Groep 5a, Rekenplusgroep',
  );
});
