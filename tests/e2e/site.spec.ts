import type { Page } from '@playwright/test';
import { commonNl } from '../../src/shell/lib/i18n/common.nl';
import { href } from '../../src/shell/lib/routes';
import { siteEn } from '../../src/site/i18n/site.en';
import { siteNl } from '../../src/site/i18n/site.nl';
import { expect, test } from './fixtures';
import { expectedHeading, HOSTS, productName, SITE_PAGES } from './site-pages';

test.describe('public site pages', () => {
  for (const { route, path } of SITE_PAGES) {
    test(`${path} has one h1 and its title in Dutch and English`, async ({ page, server }) => {
      for (const locale of ['nl', 'en'] as const) {
        await page.goto(server.url(path, HOSTS[locale]));
        const heading = expectedHeading(route, locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page).toHaveTitle(`${heading} – ${productName(locale)}`);
        await expect(page.locator('.under-construction')).toHaveCount(0);
      }
    });
  }

  test('a first visit shows a loading indicator until the site texts arrive', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/site\.nl-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(href('home'), { waitUntil: 'commit' });
    await expect(page.getByTestId('page-loading')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(commonNl.loading);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteNl.home.title);
    await expect(page.getByTestId('page-loading')).toHaveCount(0);
  });

  test('over-rekenblobs shows the home view', async ({ page }) => {
    await page.goto(href('over-rekenblobs'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteNl.home.title);
    await expect(page.getByRole('heading', { level: 2, name: siteNl.home.featuresTitle })).toBeVisible();
  });

  test('Belgian Dutch speaks of klassen and leerjaren, Dutch of groepen', async ({ page, server }) => {
    await page.goto(server.url(href('prijzen'), HOSTS.be));
    const school = page.getByTestId('plan-school');
    await expect(school).toContainText('1e tot en met 6e leerjaar');
    await expect(school).toContainText('Klasoverzicht');
    await expect(school).not.toContainText('Groep');
    await page.goto(server.url(href('prijzen'), HOSTS.nl));
    await expect(page.getByTestId('plan-school')).toContainText('Groep 3 tot en met 8');
  });

  test('prices say they exclude VAT and link to the form with the plan chosen', async ({ page }) => {
    await page.goto(href('prijzen'));
    await expect(page.getByText(siteNl.prices.vat)).toBeVisible();
    for (const plan of ['school', 'home'] as const) {
      await expect(page.getByTestId(`plan-${plan}`)).toContainText('excl. btw');
    }
    await page.getByRole('link', { name: 'Kies Thuislicentie' }).click();
    await expect(page).toHaveURL(/\/site\/aanvraagformulier\?soort=home$/);
    await expect(page.getByRole('radio', { name: /Thuislicentie/ })).toBeChecked();
  });

  test('the FAQ is an accordion of at least ten questions', async ({ page }) => {
    await page.goto(href('faq'));
    const items = page.locator('details.faq__item');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(10);
    const privacy = page.getByTestId('faq-privacy');
    const answer = privacy.getByText(siteNl.faq.items.privacy.a);
    await expect(answer).toBeHidden();
    await privacy.locator('summary').click();
    await expect(answer).toBeVisible();
    await privacy.locator('summary').press('Enter');
    await expect(answer).toBeHidden();
  });

  test('the screenshots are drawn figures with captions', async ({ page }) => {
    await page.goto(href('screenshots'));
    const figures = page.locator('figure.shot');
    await expect(figures).toHaveCount(5);
    for (const shot of Object.values(siteNl.screenshots.shots)) {
      await expect(page.getByRole('img', { name: shot.art })).toBeVisible();
    }
    await expect(page.locator('main img')).toHaveCount(0);
  });
});

test.describe('site header', () => {
  async function navRowTops(page: Page): Promise<number[]> {
    return page
      .getByTestId('site-nav')
      .locator(':scope > ul > li')
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
  }

  for (const width of [1280, 1366, 1440]) {
    test(`the navigation stays on one line at ${width} px in Dutch and English`, async ({ page, server }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const host of [HOSTS.nl, HOSTS.en, HOSTS.be]) {
        await page.goto(server.url(href('home'), host));
        await expect(page.getByTestId('site-nav')).toBeVisible();
        const tops = await navRowTops(page);
        expect(tops.length).toBe(7);
        expect(new Set(tops).size).toBe(1);
        const header = await page.locator('.site-header').boundingBox();
        expect(header!.height).toBeLessThan(80);
      }
    });
  }

  test('the about menu opens, closes with Escape and leads to a topic page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(href('home'));
    const button = page.getByRole('button', { name: commonNl.routes['over-rekenblobs'] });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#about-menu');
    await expect(menu.getByRole('link')).toHaveCount(9);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.press('Enter');
    await menu.getByRole('link', { name: commonNl.routes['over-didactiek'] }).click();
    await expect(page).toHaveURL(/\/site\/overrekenblobs\/didactiek$/);
    await expect(menu).toHaveCount(0);
    await expect(button).toHaveClass(/active/);
  });

  test('below lg the drawer lists the pages and the topics', async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 800, height: 900 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(server.url(href('home')));
    await expect(page.getByTestId('site-nav')).toHaveCount(0);
    await page.getByRole('button', { name: commonNl.menu.open }).tap();
    const drawer = page.locator('#site-nav');
    await expect(drawer.getByRole('link', { name: siteNl.nav.faq, exact: true })).toBeVisible();
    await drawer.getByRole('link', { name: commonNl.routes['over-beloningssysteem'] }).tap();
    await expect(page).toHaveURL(/\/site\/overrekenblobs\/beloningssysteem$/);
    await expect(drawer).toHaveCount(0);
    await context.close();
  });
});

test.describe('English site texts', () => {
  test('the home page speaks English with the English product name', async ({ page, server }) => {
    await page.goto(server.url(href('home'), HOSTS.en));
    await expect(page.getByText(siteEn.home.lead)).toBeVisible();
    await expect(page.locator('.site-brand')).toHaveText('Maths Blobs');
  });
});
