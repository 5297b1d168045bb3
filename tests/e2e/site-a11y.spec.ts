import { href } from '../../src/shell/lib/routes';
import { siteNl } from '../../src/site/i18n/site.nl';
import { expect, test } from './fixtures';
import { seriousViolations } from './helpers/screens';
import { HOSTS, SITE_PAGES } from './site-pages';

const THEMES = [
  { name: 'light', stored: 'false' },
  { name: 'dark', stored: 'true' },
] as const;

for (const theme of THEMES) {
  test.describe(`accessibility in the ${theme.name} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((stored) => localStorage.setItem('darkTheme', stored), theme.stored);
    });

    for (const { path } of SITE_PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
        await expect(page.getByText(siteNl.loading)).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('open menus, answers and form errors have no serious or critical violations', async ({
      page,
      server,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(href('faq'));
      for (const summary of await page.locator('summary').all()) await summary.click();
      await page.getByRole('button', { name: 'Over Rekenblobs' }).click();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(href('aanvraagformulier'));
      await page.getByRole('button', { name: siteNl.form.application.submit }).click();
      await expect(page.locator('#application-kind-error')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(server.url(href('contact'), HOSTS.en));
      await page.route('**/api/site/contact**', (route) => route.abort('connectionrefused'));
      await page.getByLabel('Name', { exact: true }).fill('Sam');
      await page.getByLabel('Email address').fill('sam@example.co.uk');
      await page.getByLabel('Subject').selectOption('question');
      await page.getByLabel('Message').fill('Do you offer training for a whole team?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the mobile drawer has no serious or critical violations', async ({ browser, server }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript((stored) => localStorage.setItem('darkTheme', stored), theme.stored);
      const page = await context.newPage();
      await page.goto(server.url(href('home')));
      await page.getByRole('button', { name: 'Menu openen' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  });
}
