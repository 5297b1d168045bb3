import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { playPracticeHistory } from '../../server/api/practice/seed';
import { bandLegend, bandOfPercent } from '../../src/domain/insight/bands';
import { schoolTextsBe as schoolBe } from './helpers/school-texts';
import { schoolTextsEn as schoolEn } from './helpers/school-texts';
import { schoolTextsNl as schoolNl } from './helpers/school-texts';
import { qrCodesOfPdf } from '../api/helpers/pdf-qr';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = schoolNl.insight;
const MINUTE_IN_DAYS = 1 / 1440;

/** Text a person sees: the element is laid out at a readable size, not a 1-pixel screen-reader clip. */
async function expectReadable(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.width).toBeGreaterThan(30);
  expect(box.height).toBeGreaterThan(10);
  expect(await locator.evaluate((el) => el.closest('.visually-hidden'))).toBeNull();
}

/** The computed font size (px) of an element. */
/** Polled by its callers: a resize re-renders the layout, and a node read mid-swap has no style yet. */
const fontSize = (locator: Locator) =>
  locator.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));

/** Every domain cell's percentage is in the band of its colour, and the legend line of that band holds it. */
async function expectColoursMatchPercentages(page: Page): Promise<number> {
  const cells = page.locator('[data-testid^="progress-"] [data-colour][data-percent]');
  const count = await cells.count();
  for (let i = 0; i < count; i++) {
    const cell = cells.nth(i);
    const percent = Number(await cell.getAttribute('data-percent'));
    const colour = await cell.getAttribute('data-colour');
    expect(colour, `${percent}%`).toBe(bandOfPercent(percent));
    await expect(cell).toContainText(T.group.percent.replace('{{percent}}', String(percent)));
    const entry = bandLegend().find((e) => e.colour === colour)! as { from: number; to: number };
    expect(percent).toBeGreaterThanOrEqual(entry.from);
    expect(percent).toBeLessThanOrEqual(entry.to);
    const legendLine = page.getByTestId('band-legend').locator(`li[data-colour="${colour}"]`);
    await expect(legendLine).toContainText(T.colours[colour as 'green']);
    await expect(legendLine).toContainText(`${entry.from}`);
  }
  return count;
}

test('what the progress screens know is text on a tablet and a whiteboard: reasons, tasks, colours, division, growth, days', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  // Milan answers two more rounds of his division table today, mostly wrong (the demo's history
  // played on through the practice services), so he is stuck this week whatever day it is.
  await playPracticeHistory(
    server.database.db,
    'milan.g6',
    {
      rounds: 2,
      skill: 0.25,
      speed: 5000,
      focus: { domainId: 'dom-vermenigvuldigen-delen', turns: 0 },
      everyDays: 4 * MINUTE_IN_DAYS,
      lastDaysAgo: 6 * MINUTE_IN_DAYS,
    },
    Date.now(),
    'e2e-milan',
  );
  await loginAs(page, server, 'juf.anne');
  await page.getByRole('link', { name: 'Groep 6' }).click();
  await page.getByRole('tab', { name: schoolNl.students.tabs.progress }).click();
  const milan = page.getByTestId('progress-Milan H.');

  // What he is stuck on, and his task, are text on the screen (not a title to hover).
  const reason = milan.getByTestId('stuck-reason');
  await expectReadable(reason.getByText(/^Deeltafel van 8: veel fouten, \d+ van \d+ goed$/));
  await expectReadable(milan.getByText('Deeltafel van 8', { exact: true }));
  await expectReadable(milan.getByText(/^taak \d+\/40$/));

  // Each colour is the band of the percentage beside it, and the legend says so.
  expect(await expectColoursMatchPercentages(page)).toBeGreaterThan(0);
  await expect(page.getByTestId('band-legend')).toContainText('Gaat goed: 70% of meer goed');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'groep-voortgang-tekst');

  // On a phone: one card per child, the reason as wrapped text.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectReadable(milan.getByTestId('stuck-reason').getByText(/Deeltafel van 8/));
  expect((await milan.boundingBox())!.width).toBeLessThanOrEqual(390);
  // On the whiteboard: body text of at least 18 px.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect
    .poll(() => fontSize(milan.getByText('Deeltafel van 8', { exact: true })))
    .toBeGreaterThanOrEqual(18);
  await expect
    .poll(() => fontSize(page.getByTestId('band-legend').locator('li').first()))
    .toBeGreaterThanOrEqual(18);
  await page.setViewportSize({ width: 1366, height: 768 });

  // His page opens on the division grid, where he is stuck, fed by his answers.
  await milan.getByRole('link', { name: 'Milan H.' }).click();
  await expect(page).toHaveURL(/\/voortgang\/overzicht\?periode=week$/);
  await expectReadable(
    page
      .getByRole('region', { name: /Let op/ })
      .getByText(/^Deeltafel van 8: veel fouten, \d+ van \d+ goed$/),
  );
  await expect(page.getByRole('tab', { name: T.matrices.division })).toHaveAttribute('aria-selected', 'true');
  const division = page.getByTestId('matrix-division');
  await expect(division).toBeVisible();
  await expect(
    page.getByText(/Geopend op de sommen waar Milan H\. op vastloopt: Deeltafel van 8/),
  ).toBeVisible();
  const seen = division.locator('td[data-sum$=":8"]:not([data-status="notSeen"])');
  expect(await seen.count()).toBeGreaterThan(0);
  await seen.first().click();
  await expect(page.getByTestId('fact-detail')).toHaveText(/^\d+ : 8 = _, .*\d+ van \d+ goed/);
  // The levels' colours match their percentages here too.
  for (const measure of await page.locator('[data-testid^="level-"] [data-percent]').all()) {
    const percent = Number(await measure.getAttribute('data-percent'));
    await expect(measure).toHaveAttribute('data-colour', bandOfPercent(percent));
  }
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'leerling-voortgang-deeltafels');

  // Sara's growth over five weeks: a line per domain (an SVG path through the weeks), the year
  // group's expectation dashed beside it, and the comparison written out.
  await page.goBack();
  await page.getByTestId('progress-Sara E.').getByRole('link', { name: 'Sara E.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voortgang van Sara E.' })).toBeVisible();
  const growth = page.getByTestId('growth-dom-getalbegrip');
  await expect(growth).toBeVisible();
  const line = growth.locator('svg path[stroke="#0078d4"]');
  await expect(line).toHaveCount(1);
  const points = ((await line.getAttribute('d')) ?? '').match(/[ML]/g)?.length ?? 0;
  // Five weeks of practice up to this week (fewer at the very start of a school year).
  const weeksOfYear = Math.floor((Date.now() - Date.parse(`${schoolYear()}-08-01`)) / (7 * 86_400_000));
  expect(points).toBeGreaterThanOrEqual(Math.min(4, Math.max(2, weeksOfYear)));
  await expect(growth.locator('svg path[stroke-dasharray]')).toHaveCount(1);
  await expectReadable(growth.getByText(/^Nu bij taak \d+ van 26/));
  await expect(growth).toContainText('Verwacht in groep 6');

  // The calendar: the number of answers in each day, a day's details by a click and by the keyboard.
  const calendar = page.getByTestId('practice-calendar');
  const days = calendar.getByRole('button');
  expect(await days.count()).toBeGreaterThan(3);
  await expectReadable(days.first());
  await expect(days.first()).toHaveText(/^\d+/);
  const details = page.getByTestId('calendar-day');
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const clicked = await days.nth(1).getAttribute('title');
  await expect(details).toContainText(clicked!.split(':')[0]!);
  await expect(details).toContainText(/\d+ antwoord/);
  await days.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(days.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(details).toContainText((await days.nth(2).getAttribute('title'))!.split(':')[0]!);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(days.nth(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(details).toContainText((await days.nth(3).getAttribute('title'))!.split(':')[0]!);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(() => fontSize(details)).toBeGreaterThanOrEqual(18);
  await expect.poll(() => fontSize(growth.getByText(/^Nu bij taak/))).toBeGreaterThanOrEqual(18);
  await screenshotAtSizes(page, 'leerling-groei');
});

/** The calendar year in which the current school year started (1 August). */
function schoolYear(): number {
  const now = new Date();
  return now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
}

test('a teacher spots Milan in the group overview, switches the period and opens his progress', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, server, 'juf.anne');
  await page.getByRole('link', { name: 'Groep 6' }).click();
  await page.getByRole('tab', { name: schoolNl.students.tabs.progress }).click();
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
  // The child's page keeps the period the teacher chose (its colours and "Let op" are of it).
  await expect(page).toHaveURL(/\/leerlingen\/[0-9a-f-]+\/voortgang\/overzicht\?periode=schooljaar$/);
  await expect(page.getByRole('combobox', { name: T.period.label })).toHaveText(T.period.schooljaar);
  await expect(page.getByRole('heading', { level: 1, name: 'Voortgang van Milan H.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Groep 6');
  await expect(page.locator('[data-testid^="matrix-"] td[data-status]').first()).toBeVisible();
  // A practised fact tells its time and answers on focus (not by colour alone).
  const fact = page.locator('[data-testid^="matrix-"] td[tabindex="0"]').first();
  await fact.focus();
  await expect(page.getByTestId('fact-detail')).toHaveText(/\d+ van \d+ goed/);
  await expect(page.getByTestId('practice-calendar').getByRole('button').first()).toBeVisible();
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
  expect(text.join(' ')).toContain('Groep 6');
  expect(text.join(' ')).not.toContain('Groep: Groep 6');

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
const words = (texts: typeof schoolNl.insight, tabs: typeof schoolNl.students.tabs) => ({
  tab: tabs.progress,
  legend: texts.legend,
  red: texts.colours.red,
  band: texts.bands.below,
  stuck: texts.filters.stuck,
});
for (const c of [
  { host: 'rekenblobs.nl', w: words(schoolNl.insight, schoolNl.students.tabs) },
  // Belgian Dutch lists only what differs (here: "juist" for "goed").
  {
    host: 'rekenblobs.be',
    w: { ...words(schoolNl.insight, schoolNl.students.tabs), band: schoolBe.insight.bands.below },
  },
  { host: 'mathsblobs.co.uk', w: words(schoolEn.insight, schoolEn.students.tabs) },
]) {
  test(`the group overview and a child's progress speak the language of ${c.host}`, async ({
    page,
    server,
  }) => {
    await loginAs(page, server, 'juf.anne', undefined, c.host);
    await page.getByRole('link', { name: 'Groep 6' }).click();
    await page.getByRole('tab', { name: c.w.tab }).click();
    await expect(page.getByRole('list', { name: c.w.legend })).toContainText(c.w.red);
    await expect(page.getByRole('list', { name: c.w.legend })).toContainText(
      c.w.band.replace('{{below}}', '50'),
    );
    await expect(page.getByTestId('progress-Milan H.')).toContainText(c.w.stuck);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('progress-Milan H.').getByRole('link', { name: 'Milan H.' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Milan H.');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
