import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { accounts, groups, licences, officeMessages, outbox, users } from '../../server/db/schema';
import { hashPassword } from '../../server/identity/passwords';
import { officeAccountsNl as T } from '../../src/admin/office/accounts/texts.nl';
import { officeCommsNl as M } from '../../src/admin/office/messages/texts.nl';
import { officeAuditNl as A } from '../../src/admin/office/audit/texts.nl';
import { schoolLicenceNl as L } from '../../src/admin/school/licence/texts.nl';
import { expect, test } from './fixtures';
import type { E2EServer } from './fixtures';
import { fillLoginForm, loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

// Dialogs open without their fade, so axe sees them as they are.
test.use({ contextOptions: { reducedMotion: 'reduce' } });
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function inviteLink(server: E2EServer, email: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const [mail] = await server.database.db
        .select({ body: outbox.body })
        .from(outbox)
        .where(eq(outbox.to, email))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      body = mail?.body ?? '';
      return body;
    })
    .toContain('/auth/wachtwoordherstellen/');
  const link = /https?:\/\/\S+\/auth\/wachtwoordherstellen\/\S+/.exec(body)?.[0];
  if (!link) throw new Error('no link in the invitation');
  return new URL(link).pathname;
}

test('an office worker turns the site application into a school; its schooladmin signs in, sees the licence and a message; the audit log holds it all', async ({
  page,
  browser,
  server,
}) => {
  // Many screens, each screenshot at three sizes.
  test.setTimeout(240_000);
  await loginAs(page, server, 'office');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.list.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'OBS De Regenboog' })).toBeVisible();
  await expect(page.getByRole('heading', { name: T.applications.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-accounts');

  // Search narrows the list.
  await page.getByRole('searchbox').fill('regenb');
  await expect(page.getByRole('link', { name: 'Familie De Vries' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'OBS De Regenboog' })).toBeVisible();
  await page.getByRole('searchbox').fill('');

  await page.getByRole('link', { name: /Basisschool De Zonnebloem/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.form.fromApplicationTitle })).toBeVisible();
  await expect(page.getByRole('textbox', { name: T.form.name, exact: true }).first()).toHaveValue(
    'Basisschool De Zonnebloem',
  );
  await expect(page.getByLabel(T.form.city)).toHaveValue('Rotterdam');
  await expect(page.getByLabel(T.form.maxStudents)).toHaveValue('180');
  // The BRIN code is missing from the application: the form says so on its field.
  await page.getByRole('button', { name: T.form.submit }).click();
  await expect(page.getByText('Dit veld is verplicht')).toBeVisible();
  await page.getByLabel(T.form.brin).fill('99zz');
  await page.getByLabel(T.form.street).fill('Zonnebloemweg 3');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-account-create');
  await page.getByRole('button', { name: T.form.submit }).click();
  // 99ZZ is the demo school's code.
  await expect(page.getByText(T.form.errors.brinTaken)).toBeVisible();
  await page.getByLabel(T.form.brin).fill('22ZB');
  await page.getByRole('button', { name: T.form.submit }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Basisschool De Zonnebloem' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('joris@zonnebloem.example');
  await expect(page.getByText('0 van 180 leerlingen in gebruik')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-account-edit');
  await page.getByRole('tab', { name: T.edit.tabs.licences }).click();
  await expect(page.getByRole('cell', { name: T.licenceKinds.school })).toBeVisible();
  await page.getByRole('button', { name: T.licences.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(T.form.startsOn).fill(day(400));
  await dialog.getByLabel(T.form.endsOn).fill(day(300));
  await dialog.getByRole('button', { name: T.licences.addSubmit, exact: true }).click();
  await expect(dialog.getByText('Ongeldig formaat', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel(T.form.endsOn).fill(day(700));
  await dialog.getByRole('button', { name: T.licences.addSubmit, exact: true }).click();
  await expect(page.getByText(T.licences.saved)).toBeVisible();
  await expect(page.getByRole('cell', { name: T.licences.future })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-account-licences');
  await page.getByRole('tab', { name: T.edit.tabs.status }).click();
  await expect(page.getByText(T.status.deleteOnlySuperadmin)).toBeVisible();
  await expect(page.getByRole('button', { name: T.status.exportButton })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-account-status');

  // The application is handled: it left the list.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('link', { name: 'Basisschool De Zonnebloem' })).toBeVisible();
  await expect(page.getByRole('link', { name: /aanvraag van Basisschool De Zonnebloem/ })).toHaveCount(0);

  // The invited schooladmin chooses a password through the mail and signs in.
  const path = await inviteLink(server, 'joris@zonnebloem.example');
  const context = await browser.newContext({ baseURL: server.url(), reducedMotion: 'reduce' });
  const admin = await context.newPage();
  await admin.goto(server.url(path));
  await admin.getByLabel('Nieuw wachtwoord', { exact: true }).fill('zonnebloemen in rotterdam');
  await admin.getByLabel('Herhaal het nieuwe wachtwoord').fill('zonnebloemen in rotterdam');
  await admin.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(admin.getByTestId('reset-done')).toBeVisible();
  await admin.getByRole('link', { name: 'Naar inloggen' }).click();
  await fillLoginForm(admin, 'joris@zonnebloem.example', 'zonnebloemen in rotterdam');
  await admin.waitForURL(/\/groepen$/);
  await admin.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Licentie' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: L.title })).toBeVisible();
  await expect(admin.getByRole('heading', { name: L.kinds.school })).toBeVisible();
  await expect(admin.getByText('0 van 180 leerlingen')).toBeVisible();
  await expect(admin.getByText(/Daarna: schoollicentie/)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await screenshotAtSizes(admin, 'school-licence');

  // The office welcomes the new school with a message; its schooladmin finds it under Berichten.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Berichten' }).click();
  await page.getByRole('button', { name: M.messages.compose }).first().click();
  const compose = page.getByRole('dialog');
  await compose.getByRole('radio', { name: M.messages.audience.account }).check();
  await compose.getByRole('searchbox', { name: M.messages.audience.search }).fill('Zonnebloem');
  await compose.getByRole('radio', { name: /Basisschool De Zonnebloem/ }).check();
  await compose.getByLabel(M.messages.form.title).fill('Welkom bij Rekenblobs');
  await compose
    .getByLabel(M.messages.form.body)
    .fill('Welkom! Op donderdag is er een webinar voor nieuwe scholen.');
  await compose.getByRole('button', { name: M.messages.form.send }).click();
  await expect(page.getByTestId('message-Welkom bij Rekenblobs')).toContainText('0 van 1 account');
  await admin.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Berichten' }).click();
  const received = admin.locator('[data-testid^="school-message-"]');
  await expect(received).toHaveCount(1);
  await received.first().getByRole('button').click();
  await expect(admin.getByText('Welkom! Op donderdag is er een webinar voor nieuwe scholen.')).toBeVisible();
  await context.close();

  // A superadmin reads all of it in the audit log, filtered by the new school.
  const superContext = await browser.newContext({ baseURL: server.url(), reducedMotion: 'reduce' });
  const superadmin = await superContext.newPage();
  await loginAs(superadmin, server, 'superadmin');
  await superadmin
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Logboek' })
    .click();
  // The dashboard has a section labelled "Accounts per …": wait for the log before taking its filter.
  await expect(superadmin.getByRole('heading', { level: 1, name: A.audit.title })).toBeVisible();
  await superadmin
    .getByLabel(A.audit.account, { exact: true })
    .selectOption({ label: 'Basisschool De Zonnebloem' });
  const rows = superadmin.getByTestId('audit-row');
  for (const action of [
    A.audit.actions.account.create,
    A.audit.actions.licence.create,
    A.audit.actions.message.send,
  ])
    await expect(rows.filter({ hasText: action }).first()).toContainText('Basisschool De Zonnebloem');
  expect(await seriousViolations(superadmin)).toEqual([]);
  await superContext.close();
  // The office's message list starts empty for the next spec (office-comms), as on a new server.
  await server.database.db.delete(officeMessages).where(eq(officeMessages.title, 'Welkom bij Rekenblobs'));
});

test('a licence that ended: the school is told, a child is told to ask the teacher', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString('hex');
  const { db } = server.database;
  const [account] = await db
    .insert(accounts)
    .values({ kind: 'school', name: `OBS Verlopen ${tag}`, country: 'NL', brin: '33VL' })
    .returning({ id: accounts.id });
  await db.insert(licences).values({
    accountId: account!.id,
    kind: 'school',
    maxStudents: 20,
    startsOn: day(-400),
    endsOn: day(-2),
  });
  const [group] = await db
    .insert(groups)
    .values({ accountId: account!.id, name: 'Groep 5', yearGroup: '5' })
    .returning({ id: groups.id });
  const hash = await hashPassword('verlopen-licentie');
  await db.insert(users).values([
    {
      accountId: account!.id,
      role: 'schooladmin',
      username: `admin.${tag}`,
      email: `admin.${tag}@verlopen.example`,
      displayName: 'Beheerder Verlopen',
      passwordHash: hash,
    },
    {
      accountId: account!.id,
      role: 'leerling',
      username: `kind.${tag}`,
      displayName: 'Kind V.',
      passwordHash: hash,
      groupId: group!.id,
    },
  ]);

  await loginAs(page, server, `admin.${tag}`, 'verlopen-licentie');
  const banner = page.getByTestId('licence-banner');
  await expect(banner).toContainText(L.banner.ended);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'school-licence-banner');
  await banner.getByRole('link', { name: L.banner.link }).click();
  await expect(page.getByRole('heading', { level: 1, name: L.title })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('afgelopen');
  await expect(page.getByText(L.whenEnds)).toBeVisible();
  await expect(page.getByTestId('licence-banner')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'school-licence-ended');

  // The child: the map loads, and opening a task says to ask the teacher instead of failing.
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, server, `kind.${tag}`, 'verlopen-licentie');
  await expect(page).toHaveURL(/\/landkaart$/);
  await page.locator('[aria-current="step"]').first().click();
  await expect(page.getByRole('alert')).toHaveText(
    'Je kunt nu even niet oefenen. Vraag het aan je juf of meester.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'student-licence-ended');
});
