import type { Page } from '@playwright/test';
import { desc, eq } from 'drizzle-orm';
import { siteSubmissions } from '../../server/db/schema';
import { commonEn } from '../../src/shell/lib/i18n/common.en';
import { commonNl } from '../../src/shell/lib/i18n/common.nl';
import { href } from '../../src/shell/lib/routes';
import { siteEn } from '../../src/site/i18n/site.en';
import { siteNl } from '../../src/site/i18n/site.nl';
import { expect, test, type E2EServer } from './fixtures';
import { HOSTS } from './site-pages';

const nl = siteNl.form;
const rules = commonNl.validation;

async function submissions(server: E2EServer, kind: 'contact' | 'aanvraag') {
  return server.database.db
    .select()
    .from(siteSubmissions)
    .where(eq(siteSubmissions.kind, kind))
    .orderBy(desc(siteSubmissions.createdAt));
}

async function fillContact(page: Page, labels: typeof nl.contact) {
  await page.getByLabel(labels.name, { exact: true }).fill('Anne de Wit');
  await page.getByLabel(labels.email, { exact: true }).fill('anne@obs-delinde.nl');
  await page.getByLabel(labels.subject).selectOption('demo');
  await page.getByLabel(labels.message).fill('Wij willen graag een demonstratie voor het team van groep 5.');
}

function field(page: Page, id: string) {
  return page.locator(`#${id}`);
}

test.describe('contact form', () => {
  test('bad input shows field errors on blur and on submit, and stores nothing', async ({ page, server }) => {
    const before = (await submissions(server, 'contact')).length;
    await page.goto(href('contact'));
    const email = page.getByLabel(nl.contact.email, { exact: true });
    await email.fill('geen-adres');
    await email.blur();
    await expect(page.locator('#contact-email-error')).toHaveText(`⚠ ${rules.email}`);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-describedby', 'contact-email-error');

    await page.getByRole('button', { name: nl.contact.submit }).click();
    await expect(page.locator('#contact-name-error')).toContainText(rules.required);
    await expect(page.locator('#contact-subject-error')).toContainText(rules.required);
    await expect(page.locator('#contact-message-error')).toContainText(rules.required);
    await expect(page.getByLabel(nl.contact.name, { exact: true })).toBeFocused();

    await page.getByLabel(nl.contact.message).fill('Te kort');
    await page.getByLabel(nl.contact.message).blur();
    await expect(page.locator('#contact-message-error')).toContainText('Minimaal 10 tekens');
    await page.getByLabel(nl.contact.name, { exact: true }).fill('<script>');
    await page.getByRole('button', { name: nl.contact.submit }).click();
    await expect(page.locator('#contact-name-error')).toContainText('Het teken < is niet toegestaan');

    await page.waitForTimeout(300);
    expect((await submissions(server, 'contact')).length).toBe(before);
  });

  test('good input shows the confirmation and stores the message', async ({ page, server }) => {
    await page.goto(server.url(href('contact'), HOSTS.nl));
    await fillContact(page, nl.contact);
    await page.getByLabel(`${nl.contact.phone} (${nl.optional})`).fill('030 123 45 67');
    await page.getByRole('button', { name: nl.contact.submit }).click();
    const confirmation = page.getByTestId('form-confirmation');
    await expect(confirmation.getByRole('heading', { name: nl.contact.successTitle })).toBeFocused();
    await expect(confirmation).toContainText('anne@obs-delinde.nl');
    const reference = await page.getByTestId('reference-id').textContent();

    const [row] = await submissions(server, 'contact');
    expect(row).toMatchObject({
      id: reference,
      kind: 'contact',
      locale: 'nl',
      name: 'Anne de Wit',
      email: 'anne@obs-delinde.nl',
    });
    expect(row!.payload).toMatchObject({ subject: 'demo', phone: '030 123 45 67' });

    await page.getByRole('button', { name: nl.contact.again }).click();
    await expect(page.getByLabel(nl.contact.name, { exact: true })).toHaveValue('');
  });

  test('in English the errors and the stored locale are English', async ({ page, server }) => {
    const en = siteEn.form;
    await page.goto(server.url(href('contact'), HOSTS.en));
    await page.getByRole('button', { name: en.contact.submit }).click();
    await expect(page.locator('#contact-name-error')).toContainText(commonEn.validation.required);
    await expect(page.getByTestId('form-failure')).toHaveCount(0);
    await fillContact(page, en.contact);
    await page.getByRole('button', { name: en.contact.submit }).click();
    await expect(page.getByTestId('form-confirmation')).toContainText(en.contact.successTitle);
    const [row] = await submissions(server, 'contact');
    expect(row).toMatchObject({ locale: 'en', name: 'Anne de Wit' });
  });

  test('a network failure keeps the form filled; trying again works', async ({ page, server }) => {
    await page.goto(href('contact'));
    await fillContact(page, nl.contact);
    await page.route('**/api/site/contact**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: nl.contact.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(nl.network);
    await expect(page.getByLabel(nl.contact.name, { exact: true })).toHaveValue('Anne de Wit');
    await expect(page.getByLabel(nl.contact.message)).toHaveValue(/demonstratie/);

    await page.unroute('**/api/site/contact**');
    const before = (await submissions(server, 'contact')).length;
    await page.getByRole('button', { name: nl.contact.submit }).click();
    await expect(page.getByTestId('form-confirmation')).toBeVisible();
    expect((await submissions(server, 'contact')).length).toBe(before + 1);
  });

  test('a server failure says so, and the button shows a sending state meanwhile', async ({ page }) => {
    await page.goto(href('contact'));
    await fillContact(page, nl.contact);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/site/contact**', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'Er ging iets mis' } });
    });
    await page.getByRole('button', { name: nl.contact.submit }).click();
    const sending = page.getByRole('button', { name: nl.sending });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText(nl.server);
    await expect(page.getByRole('button', { name: nl.contact.submit })).toBeEnabled();
    await expect(page.getByLabel(nl.contact.name, { exact: true })).toHaveValue('Anne de Wit');
  });

  test("the server's field errors appear on their fields", async ({ page }) => {
    await page.goto(href('contact'));
    await fillContact(page, nl.contact);
    await page.route('**/api/site/contact**', (route) =>
      route.fulfill({ status: 400, json: { message: 'Ongeldige invoer', errors: { email: 'email' } } }),
    );
    await page.getByRole('button', { name: nl.contact.submit }).click();
    await expect(page.locator('#contact-email-error')).toContainText(rules.email);
    await expect(page.getByLabel(nl.contact.email, { exact: true })).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(nl.checkFields);
  });
});

test.describe('application form', () => {
  const a = nl.application;

  test('bad input shows every field error, focuses the first and stores nothing', async ({
    page,
    server,
  }) => {
    const before = (await submissions(server, 'aanvraag')).length;
    await page.goto(href('aanvraagformulier'));
    await page.getByRole('button', { name: a.submit }).click();
    await expect(page.locator('#application-kind-error')).toContainText(rules.required);
    await expect(page.getByRole('radio', { name: new RegExp(a.kinds.trial) })).toBeFocused();
    await expect(page.locator('#application-contactName-error')).toContainText(rules.required);
    await expect(page.locator('#application-email-error')).toContainText(rules.required);
    await expect(page.locator('#application-postcode-error')).toContainText(rules.required);
    await expect(page.locator('#application-students-error')).toContainText(rules.required);
    await expect(page.locator('#application-yearGroups-error')).toContainText(rules.atLeastOne);
    await expect(page.locator('#application-acceptTerms-error')).toContainText(rules.required);

    await page.getByRole('radio', { name: new RegExp(a.kinds.school) }).check();
    await page.getByRole('button', { name: a.submit }).click();
    await expect(page.locator('#application-organisation-error')).toContainText(rules.required);
    await expect(field(page, 'application-organisation')).toBeFocused();

    await page.getByRole('radio', { name: new RegExp(a.kinds.home) }).check();
    await expect(page.locator('#application-organisation-error')).toHaveCount(0);
    await expect(page.getByLabel(`${a.organisation} (${nl.optional})`)).toBeVisible();
    await expect(page.getByLabel(a.studentsHome)).toBeVisible();

    await page.getByLabel(a.postcode).fill('ABCDE');
    await page.getByLabel(a.studentsHome).fill('2,5');
    await page.getByRole('button', { name: a.submit }).click();
    await expect(page.locator('#application-postcode-error')).toContainText(rules.format);
    await expect(page.locator('#application-students-error')).toContainText(rules.numeric);

    await page.waitForTimeout(300);
    expect((await submissions(server, 'aanvraag')).length).toBe(before);
  });

  test('a Flemish school application is confirmed and stored with kind and locale', async ({
    page,
    server,
  }) => {
    await page.goto(server.url(`${href('aanvraagformulier')}?soort=school`, HOSTS.be));
    await expect(page.getByRole('radio', { name: new RegExp(a.kinds.school) })).toBeChecked();
    await page.getByLabel(a.organisation).fill('Basisschool De Regenboog');
    await page.getByLabel(a.contactName).fill('Els Peeters');
    await page.getByLabel(`${a.role} (${nl.optional})`).fill('Zorgcoördinator');
    await page.getByLabel(a.email, { exact: true }).fill('els@regenboog.be');
    await page.getByLabel(a.postcode).fill('2000');
    await page.getByLabel(a.city).fill('Antwerpen');
    await expect(page.getByLabel(a.country)).toHaveValue('BE');
    await page.getByLabel(a.students).fill('180');
    await page.getByRole('checkbox', { name: '1e leerjaar' }).check();
    await page.getByRole('checkbox', { name: '2e leerjaar' }).check();
    await page.getByRole('checkbox', { name: new RegExp(a.acceptTerms.slice(0, 20)) }).check();
    await page.getByRole('button', { name: a.submit }).click();

    const confirmation = page.getByTestId('form-confirmation');
    await expect(confirmation).toContainText(a.successTitle);
    await expect(confirmation).toContainText('els@regenboog.be');
    const reference = await page.getByTestId('reference-id').textContent();
    const [row] = await submissions(server, 'aanvraag');
    expect(row).toMatchObject({ id: reference, kind: 'aanvraag', locale: 'be', name: 'Els Peeters' });
    expect(row!.payload).toMatchObject({
      kind: 'school',
      organisation: 'Basisschool De Regenboog',
      country: 'BE',
      students: 180,
      yearGroups: ['3', '4'],
      acceptTerms: true,
    });
  });

  test('a home licence needs no organisation', async ({ page, server }) => {
    await page.goto(server.url(href('aanvraagformulier'), HOSTS.nl));
    await page.getByRole('radio', { name: new RegExp(a.kinds.home) }).check();
    await page.getByLabel(a.contactName).fill('Mark Jansen');
    await page.getByLabel(a.email, { exact: true }).fill('mark@example.nl');
    await page.getByLabel(a.postcode).fill('3511 AB');
    await page.getByLabel(a.city).fill('Utrecht');
    await page.getByLabel(a.studentsHome).fill('2');
    await page.getByRole('checkbox', { name: 'Groep 5' }).check();
    await page.getByRole('checkbox', { name: new RegExp(a.acceptTerms.slice(0, 20)) }).check();
    await page.getByRole('button', { name: a.submit }).click();
    await expect(page.getByTestId('form-confirmation')).toContainText(
      a.successBody.home.replace('{{email}}', 'mark@example.nl'),
    );
    const [row] = await submissions(server, 'aanvraag');
    expect(row).toMatchObject({ locale: 'nl', name: 'Mark Jansen' });
    expect(row!.payload).toMatchObject({ kind: 'home', country: 'NL', students: 2, yearGroups: ['5'] });
    expect(row!.payload).not.toHaveProperty('organisation');
  });
});
