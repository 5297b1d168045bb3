import { eq } from 'drizzle-orm';
import { dayOf } from '../../server/api/practice/time';
import { accounts, licences, loginThrottle, outbox, siteSubmissions, users } from '../../server/db/schema';
import { officeAccountsEn } from '../../src/admin/office/accounts/texts.en';
import { officeAccountsNl } from '../../src/admin/office/accounts/texts.nl';
import { officeAuditNl } from '../../src/admin/office/audit/texts.nl';
import { officeDashboardNl } from '../../src/admin/office/dashboard/texts.nl';
import { officeStudentsBe } from '../../src/admin/office/students/texts.be';
import { officeStudentsEn } from '../../src/admin/office/students/texts.en';
import { officeStudentsNl } from '../../src/admin/office/students/texts.nl';
import { officeStaffNl } from '../../src/admin/office/staff/texts.nl';
import { expect, test } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = { ...officeDashboardNl, ...officeStudentsNl, ...officeAuditNl, ...officeStaffNl };
const DAY = 86_400_000;

// Dialogs open without their fade, so axe sees them as they are.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

test('office support: dashboard, a locked-out student, the audit log and a new office user', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const { db } = server.database;
  const sam = await userRecord(server, 'sam.g4');
  // Sam's password is changed here: keep the demo's, and put it back at the end for the other specs.
  const [original] = await db.select().from(users).where(eq(users.id, sam.id));

  // What the office should see this morning: a trial ending soon, a contact message, an application.
  const [trialSchool] = await db
    .insert(accounts)
    .values({ kind: 'school', name: 'Basisschool De Proef', country: 'NL' })
    .returning({ id: accounts.id });
  await db.insert(licences).values({
    accountId: trialSchool!.id,
    kind: 'trial',
    maxStudents: 30,
    startsOn: dayOf(Date.now() - 20 * DAY),
    endsOn: dayOf(Date.now() + 4 * DAY),
  });
  await db.insert(siteSubmissions).values([
    {
      kind: 'contact',
      name: 'Karin Smit',
      email: 'karin@basisschool.example',
      payload: {
        subject: 'support',
        message: 'Een leerling van groep 4 kan niet meer inloggen.',
        school: 'CBS Het Anker',
      },
      locale: 'nl',
    },
    {
      kind: 'aanvraag',
      name: 'Joost de Wit',
      email: 'joost@dewilg.example',
      payload: { organisation: 'OBS De Wilg', kind: 'school' },
      locale: 'nl',
    },
  ]);
  // Sam typed a wrong password too often.
  await db.insert(loginThrottle).values({
    key: `user:${sam.id}`,
    failures: 10,
    windowStartedAt: new Date(),
    lockedUntil: new Date(Date.now() + 15 * 60_000),
  });

  // ---- The office worker's morning ---------------------------------------------------------------
  await loginAs(page, server, 'office');
  await expect(page.getByRole('heading', { level: 1, name: T.dashboard.title })).toBeVisible();
  const nav = page.getByRole('navigation');
  // Office staff do not see the superadmin's items.
  await expect(nav.getByRole('link', { name: 'Logboek' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Medewerkers' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Basisschool De Proef' })).toBeVisible();
  const karin = page.getByRole('listitem').filter({ hasText: 'Karin Smit' });
  await expect(karin).toContainText('CBS Het Anker');
  const joost = page.getByRole('listitem').filter({ hasText: 'Joost de Wit' });
  await expect(joost.getByRole('link', { name: T.dashboard.makeAccount })).toHaveAttribute(
    'href',
    /\/superadmin\/accounts\/aanmaken\?aanvraag=[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole('figure', { name: T.dashboard.answersChart })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-dashboard');
  // The contact message is handled: it leaves the list.
  await karin.getByRole('button', { name: `${T.dashboard.markHandled}: Karin Smit` }).click();
  await expect(page.getByRole('status')).toContainText('Het bericht van Karin Smit is afgehandeld');
  await expect(karin).toHaveCount(0);

  // ---- "Sam cannot log in" ---------------------------------------------------------------------
  await nav.getByRole('link', { name: 'Leerlingen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.students.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: T.students.startTitle })).toBeVisible();
  await page.getByRole('searchbox', { name: T.students.searchLabel }).fill('sam.g4');
  await page.getByRole('button', { name: T.students.search, exact: true }).click();
  const row = page.getByTestId('student-sam.g4');
  await expect(row).toContainText('Sam G.');
  await expect(row).toContainText('OBS De Regenboog');
  await expect(row).toContainText(T.students.locked);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-leerlingen');

  // A new password, shown once.
  await row.getByRole('button', { name: 'Acties voor Sam G.' }).click();
  await page.getByRole('menuitem', { name: T.students.resetPassword }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('sam.g4');
  await expect(dialog).toContainText('OBS De Regenboog');
  await dialog.getByRole('button', { name: T.students.resetConfirm }).click();
  await expect(dialog.getByRole('heading', { name: 'Nieuw wachtwoord van Sam G.' })).toBeVisible();
  const password = (await dialog.getByTestId('new-password').textContent())!.trim();
  expect(password).toMatch(/^[a-z]+\d{2}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-leerling-wachtwoord');
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(password, { exact: true })).toHaveCount(0);

  // Unlocked: he can log in again.
  await row.getByRole('button', { name: 'Acties voor Sam G.' }).click();
  await page.getByRole('menuitem', { name: T.students.unlock }).click();
  await expect(page.getByRole('status')).toContainText('De blokkade van Sam G. is opgeheven');
  await expect(row).toContainText(T.students.ok);

  // The move dialog offers only the classes of his own school.
  await row.getByRole('button', { name: 'Acties voor Sam G.' }).click();
  await page.getByRole('menuitem', { name: T.students.move }).click();
  await dialog.getByRole('button', { name: T.students.moveConfirm }).click();
  await expect(dialog.getByText('Dit veld is verplicht')).toBeVisible();
  // (Other specs may have added classes to the demo school; the home account's group is never offered.)
  const options = dialog.getByRole('combobox').locator('option');
  await expect(options.first()).toHaveText(T.students.moveChoose);
  await expect(options.filter({ hasText: /^Groep 6$/ })).toHaveCount(1);
  await expect(options.filter({ hasText: /^Groep 4$/ })).toHaveCount(0);
  await expect(options.filter({ hasText: /^Thuis$/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-leerling-verplaatsen');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // ---- The superadmin reads the log and invites a colleague -------------------------------------
  const adminContext = await page.context().browser()!.newContext({ reducedMotion: 'reduce' });
  const admin = await adminContext.newPage();
  await loginAs(admin, server, 'superadmin');
  const adminNav = admin.getByRole('navigation');
  await adminNav.getByRole('link', { name: 'Logboek' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: T.audit.title })).toBeVisible();
  const [regenboog] = await db.select().from(accounts).where(eq(accounts.name, 'OBS De Regenboog'));
  await admin.getByLabel(T.audit.account).selectOption({ label: 'OBS De Regenboog' });
  await expect(admin).toHaveURL(new RegExp(`accountId=${regenboog!.id}`));
  // The school's log also holds what other office work did there (messages sent to it, for one).
  const rows = admin.getByTestId('audit-row');
  await expect(rows.filter({ hasText: T.audit.actions.student.resetPassword })).toHaveCount(1);
  await expect(rows.filter({ hasText: T.audit.actions.student.unlock })).toHaveCount(1);
  await expect(rows.filter({ hasText: T.audit.actions.student.resetPassword })).toContainText(
    'Olaf (kantoor)',
  );
  await expect(rows.filter({ hasText: T.audit.actions.student.unlock })).toContainText('OBS De Regenboog');
  await expect(admin.getByText(password)).toHaveCount(0);
  expect(await seriousViolations(admin)).toEqual([]);
  await screenshotAtSizes(admin, 'office-logboek');

  await adminNav.getByRole('link', { name: 'Medewerkers' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: T.staff.title })).toBeVisible();
  await expect(admin.getByTestId('staff-office')).toContainText('Olaf (kantoor)');
  expect(await seriousViolations(admin)).toEqual([]);
  await screenshotAtSizes(admin, 'office-medewerkers');
  await admin.getByRole('button', { name: T.staff.invite }).click();
  const form = admin.getByRole('dialog');
  await form.getByRole('button', { name: T.staff.form.send }).click();
  await expect(form.getByText('Dit veld is verplicht')).toHaveCount(2);
  await form.getByLabel(T.staff.form.name).fill('Kim Kantoor');
  await form.getByLabel(T.staff.form.email).fill('anne@regenboog.example');
  await form.getByRole('button', { name: T.staff.form.send }).click();
  await expect(form.getByText(T.staff.errors.emailUnavailable)).toBeVisible();
  await form.getByLabel(T.staff.form.email).fill('kim@kantoor.example');
  expect(await seriousViolations(admin)).toEqual([]);
  await screenshotAtSizes(admin, 'office-medewerker-uitnodigen');
  await form.getByRole('button', { name: T.staff.form.send }).click();
  await expect(admin.getByRole('status')).toContainText('Kim Kantoor is uitgenodigd');
  const kim = admin.getByRole('row').filter({ hasText: 'Kim Kantoor' });
  await expect(kim).toContainText(T.staff.status.invited);
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'kim@kantoor.example'));
  expect(mail!.body).toMatch(/\/auth\/wachtwoordherstellen\//);

  // Deactivating asks first, naming the person.
  await kim.getByRole('button', { name: 'Acties voor Kim Kantoor' }).click();
  await admin.getByRole('menuitem', { name: T.staff.deactivate }).click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm.getByRole('heading')).toHaveText('Kim Kantoor uitschakelen?');
  await expect(confirm).toContainText('kim@kantoor.example');
  expect(await seriousViolations(admin)).toEqual([]);
  await screenshotAtSizes(admin, 'office-medewerker-uitschakelen');
  await confirm.getByRole('button', { name: T.staff.deactivate }).click();
  await expect(kim).toContainText(T.staff.status.deactivated);
  // One's own row has no menu.
  await expect(admin.getByRole('button', { name: 'Acties voor Sanne (superadmin)' })).toHaveCount(0);
  await adminContext.close();

  await db
    .update(users)
    .set({ passwordHash: original!.passwordHash, passwordSealed: original!.passwordSealed })
    .where(eq(users.id, sam.id));
});

test('an office worker is told the audit log and office users are the superadmin’s', async ({
  page,
  server,
}) => {
  await loginAs(page, server, 'office');
  await page.goto(server.url('/superadmin/logboek'));
  await expect(page.getByRole('heading', { name: T.audit.onlySuperadmin })).toBeVisible();
  await page.goto(server.url('/superadmin/medewerkers'));
  await expect(page.getByRole('heading', { name: T.staff.onlySuperadmin })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const c of [
  {
    host: 'rekenblobs.nl',
    students: officeStudentsNl.students,
    accounts: officeAccountsNl.list.title,
    admins: officeAccountsNl.admins.title,
  },
  {
    host: 'rekenblobs.be',
    students: { ...officeStudentsNl.students, ...officeStudentsBe.students },
    accounts: officeAccountsNl.list.title,
    admins: officeAccountsNl.admins.title,
  },
  {
    host: 'mathsblobs.co.uk',
    students: officeStudentsEn.students,
    accounts: officeAccountsEn.list.title,
    admins: officeAccountsEn.admins.title,
  },
]) {
  test(`the office screens speak the language of ${c.host}`, async ({ page, server }) => {
    await loginAs(page, server, 'office', undefined, c.host);
    const school = await userRecord(server, 'admin.regenboog');
    await page.goto(server.url('/superadmin/leerlingen', c.host));
    await expect(page.getByRole('heading', { level: 1, name: c.students.title })).toBeVisible();
    await expect(page.getByText(c.students.intro)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(server.url('/superadmin/accounts', c.host));
    await expect(page.getByRole('heading', { level: 1, name: c.accounts })).toBeVisible();
    await page.goto(server.url(`/superadmin/accounts/${school.accountId}/bewerken`, c.host));
    await expect(page.getByRole('heading', { level: 2, name: c.admins })).toBeVisible();
    await expect(page.getByRole('table', { name: c.admins }).getByRole('row')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
