import { ROUTES } from '../../src/shell/lib/routes';
import { expect, test } from './fixtures';
import { groupsPathOf, loginAs } from './helpers/auth';

test.describe('routing', () => {
  test('the empty path and /home redirect to the site home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/site$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/site$/);
  });

  test('an unmatched public path shows the not-found view', async ({ page }) => {
    for (const path of ['/bestaat-niet', '/site/bestaat-niet']) {
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina bestaat niet');
    }
  });

  test('the ontwikkel root redirects to the programs route', async ({ page, server }) => {
    await loginAs(page, server, 'office');
    await page.goto('/superadmin/ontwikkel');
    await expect(page).toHaveURL(new RegExp(`${ROUTES['o-programmas']}$`));
  });

  test('unknown student paths go to login', async ({ page }) => {
    await page.goto('/leerling/42/bestaat-niet');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the app mounts on #app and serves deep links (history fallback)', async ({ page }) => {
    const response = await page.goto('/site/prijzen');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#app header')).toBeVisible();
  });
});

test.describe('language by host name', () => {
  const cases = [
    { host: 'rekenblobs.nl', lang: 'nl', product: 'Rekenblobs', groups: 'Groepen' },
    { host: 'rekenblobs.be', lang: 'nl', product: 'Rekenblobs', groups: 'Klassen' },
    { host: 'mathsblobs.co.uk', lang: 'en', product: 'Maths Blobs', groups: 'Groups' },
    { host: 'localhost', lang: 'nl', product: 'Rekenblobs', groups: 'Groepen' },
  ];
  for (const c of cases) {
    test(`${c.host} speaks ${c.lang} and calls groups "${c.groups}"`, async ({ page, server }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await loginAs(page, server, 'juf.anne', undefined, c.host);
      await page.goto(server.url(await groupsPathOf(server, 'juf.anne'), c.host));
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page).toHaveTitle(new RegExp(c.product));
      await expect(
        page.getByRole('navigation').getByRole('link', { name: c.groups, exact: true }),
      ).toBeVisible();
    });
  }
});

test.describe('theme', () => {
  test('is light by default and the choice survives a reload', async ({ page }) => {
    await page.goto('/site');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByTestId('theme-switcher').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('darkTheme'))).toBe('true');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('system follows the device preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/site');
    await page.getByTestId('theme-switcher').selectOption('system');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('responsive layout', () => {
  test('navigation collapses into a drawer below lg and opens by touch', async ({ browser, server }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(server.url('/site'));
    const menu = page.getByRole('button', { name: 'Menu openen' });
    await expect(menu).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Prijzen' })).toHaveCount(0);
    await menu.tap();
    await header.getByRole('link', { name: 'Prijzen' }).tap();
    await expect(page).toHaveURL(/\/site\/prijzen$/);
    await context.close();
  });

  test('school admin navigation is a drawer on a tablet', async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    const page = await context.newPage();
    const groups = await groupsPathOf(server, 'juf.anne');
    await loginAs(page, server, 'juf.anne');
    await page.goto(server.url(groups.replace(/groepen$/, 'docenten')));
    await page.getByRole('button', { name: 'Menu openen' }).tap();
    await page.getByRole('link', { name: 'Prullenbak' }).tap();
    await expect(page).toHaveURL(server.url(groups.replace(/groepen$/, 'prullenbak')));
    await context.close();
  });
});
