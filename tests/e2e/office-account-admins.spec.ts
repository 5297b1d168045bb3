import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../server/db/schema';
import { officeAccountsNl as T } from '../../src/admin/office/accounts/texts.nl';
import { expect, test } from './fixtures';
import type { E2EServer } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

// Dialogs open without their fade, so axe sees them as they are.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** The set-password links mailed to `email`, newest first. */
async function linksTo(server: E2EServer, email: string): Promise<string[]> {
  const mails = await server.database.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt));
  return mails.flatMap((m) => /https?:\/\/\S+\/auth\/wachtwoordherstellen\/\S+/.exec(m.body)?.[0] ?? []);
}

test('the office finds an account again after a reload, and sees home accounts with their kind', async ({
  page,
  server,
}) => {
  await loginAs(page, server, 'office');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('searchbox').fill('vries');
  await expect(page).toHaveURL(/[?&]zoek=vries/);
  const home = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Familie De Vries' }) });
  await expect(home).toContainText(`${T.kinds.home} · NL`);
  await expect(page.getByRole('link', { name: 'OBS De Regenboog' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue('vries');
  await expect(home).toBeVisible();
  await expect(page.getByRole('link', { name: 'OBS De Regenboog' })).toHaveCount(0);
  // Open the account and come back: the search is still there.
  await home.getByRole('link', { name: 'Familie De Vries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Familie De Vries' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('searchbox')).toHaveValue('vries');
  await expect(page.getByRole('link', { name: 'OBS De Regenboog' })).toHaveCount(0);
});

test("the office adds a school's administrator, sends the invitation again and takes the role away", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const school = await userRecord(server, 'admin.regenboog');
  await loginAs(page, server, 'office');
  await page.goto(server.url(`/superadmin/accounts/${school.accountId}/bewerken`));
  const admins = page.getByRole('table', { name: T.admins.title });
  await expect(admins.getByTestId('admin-admin@regenboog.example')).toContainText(T.admins.status.active);

  await page.getByRole('button', { name: T.admins.add }).click();
  const dialog = page.getByRole('dialog', { name: T.admins.form.title });
  await dialog.getByRole('button', { name: T.admins.form.send }).click();
  await expect(dialog.getByText('Dit veld is verplicht').first()).toBeVisible();
  await dialog.getByLabel(T.admins.form.name).fill('Ria Rozen');
  await dialog.getByLabel(T.admins.form.email).fill('ria@regenboog.example');
  await dialog.getByRole('button', { name: T.admins.form.send }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Ria Rozen is uitgenodigd als schoolbeheerder/)).toBeVisible();
  const ria = admins.getByTestId('admin-ria@regenboog.example');
  await expect(ria).toContainText(T.admins.status.invited);
  await expect.poll(() => linksTo(server, 'ria@regenboog.example')).toHaveLength(1);
  const [first] = await linksTo(server, 'ria@regenboog.example');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'o-account-beheerders');

  // A new invitation: a new link (tests/api/teachers.test.ts checks that the old one is spent).
  await ria.getByRole('button', { name: 'Acties voor Ria Rozen' }).click();
  await page.getByRole('menuitem', { name: T.admins.resend }).click();
  await expect(page.getByText(/nieuwe uitnodiging naar ria@regenboog\.example verstuurd/)).toBeVisible();
  await expect.poll(() => linksTo(server, 'ria@regenboog.example')).toHaveLength(2);
  const [second] = await linksTo(server, 'ria@regenboog.example');
  expect(second).not.toBe(first);

  // Taking the role away leaves her a teacher of the school, no longer in this list.
  await ria.getByRole('button', { name: 'Acties voor Ria Rozen' }).click();
  await page.getByRole('menuitem', { name: T.admins.demote }).click();
  const confirm = page.getByRole('dialog', { name: 'Beheerdersrol van Ria Rozen intrekken?' });
  await confirm.getByRole('button', { name: T.admins.demote }).click();
  await expect(page.getByText('Ria Rozen is geen schoolbeheerder meer.')).toBeVisible();
  await expect(ria).toHaveCount(0);
  await expect(page.getByText(/De school heeft verder \d+ leerkrachten/)).toBeVisible();
});
