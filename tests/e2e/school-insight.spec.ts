import { readFile } from 'node:fs/promises';
import { schoolBe } from '../../src/admin/school/i18n/school.be';
import { schoolEn } from '../../src/admin/school/i18n/school.en';
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
  test.setTimeout(120_000);
  await loginAs(page, server, 'juf.anne');
  await page.getByRole('link', { name: 'Groep 6' }).click();
  await page.getByRole('tab', { name: T.tabs.progress }).click();
  await expect(page).toHaveURL(/weergave=voortgang/);

  // Milan (the seed's struggler) is red, with the symbol beside the colour; the legend says what it means.
  const milan = page.getByTestId('progress-Milan H.');
  await expect(milan.locator('[data-colour="red"]').first()).toContainText('!');
  await expect(page.getByRole('list', { name: T.legend })).toContainText(T.colours.red);
  // He kept at one task and missed most sums: flagged as stuck, and the filter finds him.
  await expect(milan).toContainText(T.filters.stuck);
  await page.getByRole('button', { name: T.filters.stuck }).click();
  await expect(page.locator('[data-testid^="progress-"]')).toHaveCount(1);
  await page.getByRole('button', { name: T.filters.stuck }).click();
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

// The group overview and a child's progress in each language: Dutch, Belgian Dutch and English.
const words = (texts: typeof schoolNl.insight) => ({
  tab: texts.tabs.progress,
  legend: texts.legend,
  red: texts.colours.red,
  stuck: texts.filters.stuck,
});
for (const c of [
  { host: 'rekenblobs.nl', w: words(schoolNl.insight) },
  // Belgian Dutch lists only what differs (here: "juist" for "goed").
  { host: 'rekenblobs.be', w: { ...words(schoolNl.insight), red: schoolBe.insight.colours.red } },
  { host: 'mathsblobs.co.uk', w: words(schoolEn.insight) },
]) {
  test(`the group overview and a child's progress speak the language of ${c.host}`, async ({
    page,
    server,
  }) => {
    await loginAs(page, server, 'juf.anne', undefined, c.host);
    await page.getByRole('link', { name: 'Groep 6' }).click();
    await page.getByRole('tab', { name: c.w.tab }).click();
    await expect(page.getByRole('list', { name: c.w.legend })).toContainText(c.w.red);
    await expect(page.getByTestId('progress-Milan H.')).toContainText(c.w.stuck);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('progress-Milan H.').getByRole('link', { name: 'Milan H.' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Milan H.');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
