import { readFile } from 'node:fs/promises';
import { schoolNl } from '../../src/admin/school/i18n/school.nl';
import { qrCodesOfPdf } from '../api/helpers/pdf-qr';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = schoolNl.insight;

test('a teacher spots Milan in the group overview, switches the period and opens his progress', async ({
  page,
  server,
}) => {
  await loginAs(page, server, 'juf.anne');
  await page.getByRole('link', { name: 'Groep 6' }).click();
  await page.getByRole('tab', { name: T.tabs.progress }).click();
  await expect(page).toHaveURL(/weergave=voortgang/);

  // Milan (the seed's struggler) is red, with the symbol beside the colour; the legend says what it means.
  const milan = page.getByTestId('progress-Milan H.');
  await expect(milan.locator('[data-colour="red"]').first()).toContainText('!');
  await expect(page.getByRole('list', { name: T.legend })).toContainText(T.colours.red);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'groep-voortgang');

  // The period is kept in the URL and asks the server again.
  await page.getByRole('combobox', { name: T.period.label }).click();
  await page.getByRole('option', { name: T.period.schooljaar }).click();
  await expect(page).toHaveURL(/periode=schooljaar/);
  await expect(milan.locator('[data-colour="red"]').first()).toBeVisible();

  await milan.getByRole('link', { name: 'Milan H.' }).click();
  await expect(page).toHaveURL(/\/leerlingen\/[0-9a-f-]+\/voortgang\/overzicht$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Voortgang van Milan H.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Groep 6');
  await expect(page.locator('[data-testid^="matrix-"] td[data-status]').first()).toBeVisible();
  // A practised fact tells its time and answers on focus (not by colour alone).
  const fact = page.locator('[data-testid^="matrix-"] td[tabindex="0"]').first();
  await fact.focus();
  await expect(page.locator('p[aria-live="polite"]')).toHaveText(/\d+ van \d+ goed/);
  await expect(page.getByTestId('practice-calendar').locator('td[title]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: T.student.wrong })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'leerling-voortgang');

  // The printable report: a PDF of the same figures, with the child's name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: schoolNl.report.button }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('voortgang-milan-h.pdf');
  const report = await readFile((await download.path())!);
  expect(report.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await qrCodesOfPdf(report);
  expect(text.join(' ')).toContain('Voortgangsrapport leerling: Milan H.');
  expect(text.join(' ')).toContain('Groep: Groep 6');

  // Dark theme: the codes keep their contrast.
  await page.evaluate(() => localStorage.setItem('darkTheme', 'true'));
  await page.reload();
  await expect(page.locator('[data-testid^="matrix-"] td[data-status]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/leerling-voortgang-donker.png', fullPage: true });
  await page.goBack();
  await expect(milan.locator('[data-colour="red"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/groep-voortgang-donker.png', fullPage: true });
});
