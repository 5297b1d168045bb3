import type { APIRequestContext } from '@playwright/test';
import { hashPassword } from '../../server/identity/passwords';
import { accounts, groups, groupTeachers, users } from '../../server/db/schema';
import { officeAccountsNl } from '../../src/admin/office/accounts/texts.nl';
import { OFFICE_ACCOUNT_PATHS } from '../../src/domain/contracts/office-accounts';
import { ROSTER_PATHS as R } from '../../src/domain/contracts/roster';
import { officeAuditNl } from '../../src/admin/office/audit/texts.nl';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../src/domain/constants';
import { expect, test, type E2EServer } from './fixtures';
import { demoPassword, loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = officeAuditNl.audit;
const A = officeAccountsNl;

// Dialogs and tabs without their fades, so axe sees them as they are.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** A staff member's API calls over HTTP, as the app makes them (bearer and anti-forgery header). */
async function signedIn(request: APIRequestContext, server: E2EServer, username: string, password: string) {
  expect((await request.get(server.url('/api/health'))).ok()).toBe(true);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === XSRF_COOKIE_NAME)?.value ?? '';
  const login = await request.post(server.url('/api/auth'), {
    headers: { [XSRF_HEADER_NAME]: xsrf },
    data: { username, password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, [XSRF_HEADER_NAME]: xsrf };
  return async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) => {
    const res = await request.fetch(server.url(path), { method, headers, ...(data ? { data } : {}) });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return res;
  };
}

test('a superadmin reads what a school and the office did: the log by staff member, and the account’s history', async ({
  page,
  server,
  request,
}) => {
  test.setTimeout(180_000);
  const { db } = server.database;
  // A school of this spec's own, with a teacher and a school administrator.
  const [school] = await db
    .insert(accounts)
    .values({ kind: 'school', name: 'Basisschool Het Logboek', country: 'NL' })
    .returning({ id: accounts.id });
  const accountId = school!.id;
  const [group] = await db
    .insert(groups)
    .values({ accountId, name: 'Groep 5', yearGroup: '5' })
    .returning({ id: groups.id });
  const groupId = group!.id;
  const hash = await hashPassword('logboek-test-1');
  const [lies] = await db
    .insert(users)
    .values([
      { role: 'docent', username: 'juf.lies', displayName: 'Lies Bakker', accountId, passwordHash: hash },
      { role: 'schooladmin', username: 'meester.bas', displayName: 'Bas Vos', accountId, passwordHash: hash },
    ])
    .returning({ id: users.id });
  await db.insert(groupTeachers).values({ groupId, userId: lies!.id, accountId });

  // ---- What the school and the office do (through the API, as their screens do) -----------------
  const asLies = await signedIn(request, server, 'juf.lies', 'logboek-test-1');
  const added = await asLies('POST', R.students(groupId), {
    students: [{ firstName: 'Mila', lastName: 'Jansen' }, { firstName: 'Ravi' }],
  });
  const [mila, ravi] = ((await added.json()) as { students: { id: string; password: string }[] }).students;
  await asLies('GET', R.passwords(groupId));
  await asLies('GET', R.cardsPdf(groupId));
  await asLies('DELETE', R.student(ravi!.id));
  const asBas = await signedIn(request, server, 'meester.bas', 'logboek-test-1');
  await asBas('PATCH', R.account(accountId), { trashDays: 14 });
  await asBas('DELETE', R.purgeStudent(ravi!.id));
  const asOffice = await signedIn(request, server, 'office', demoPassword('office'));
  await asOffice('GET', OFFICE_ACCOUNT_PATHS.exportJson(accountId));
  await asOffice('GET', R.students(groupId));

  // ---- The whole log, by account and by staff member ---------------------------------------------
  await loginAs(page, server, 'superadmin');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Logboek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await page.getByLabel(T.account, { exact: true }).selectOption({ label: 'Basisschool Het Logboek' });
  await expect(page).toHaveURL(new RegExp(`accountId=${accountId}`));
  const rows = page.getByTestId('audit-row');
  await expect(rows).toHaveCount(8);
  const row = (action: string) => rows.filter({ hasText: action });
  // Which pupils, by the names they have now; Ravi was deleted for good: counted, not named.
  await expect(row(T.actions.student.create)).toContainText(
    'Groep 5 · Mila J., 1 definitief verwijderde leerling',
  );
  await expect(row(T.actions.passwords.show)).toContainText('Lies Bakker');
  await expect(row(T.actions.cards.print)).toContainText('Mila J.');
  await expect(row(T.actions.student.purge)).toContainText('1 definitief verwijderde leerling · Groep 5');
  await expect(row(T.actions.account.trashDays)).toContainText('30 → 14 dagen');
  await expect(row(T.actions.account.trashDays)).toContainText('Bas Vos');
  await expect(row(T.actions.account.export)).toContainText('Olaf (kantoor)');
  await expect(row(T.actions.pupilData.view)).toContainText('leerlingenlijst · Groep 5');
  // Never a password.
  for (const s of [mila!, ravi!]) await expect(page.getByText(s.password)).toHaveCount(0);

  // Filter by staff member: only the teacher's own entries remain.
  const actor = page.getByLabel(T.actor, { exact: true });
  await expect(
    actor.locator('option', { hasText: 'Lies Bakker (leerkracht) · Basisschool Het Logboek' }),
  ).toHaveCount(1);
  await actor.selectOption({ label: 'Lies Bakker (leerkracht) · Basisschool Het Logboek' });
  await expect(page).toHaveURL(new RegExp(`actorId=${lies!.id}`));
  await expect(rows).toHaveCount(4);
  for (const r of await rows.all()) await expect(r).toContainText('Lies Bakker');
  // Deleted while the trash kept pupils 30 days: the date it would have gone for good.
  await expect(row(T.actions.student.delete)).toContainText('na 30 dagen definitief weg, op');
  await expect(rows.filter({ hasText: 'Bas Vos' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-logboek-medewerker');

  // ---- The account's history tab ------------------------------------------------------------------
  await page.goto(server.url(`/superadmin/accounts/${accountId}/bewerken`));
  await expect(page.getByRole('heading', { level: 1, name: 'Basisschool Het Logboek' })).toBeVisible();
  await page.getByRole('tab', { name: A.edit.tabs.history }).click();
  const panel = page.getByRole('tabpanel', { name: A.edit.tabs.history });
  await expect(panel.getByText(T.history.intro)).toBeVisible();
  await expect(panel.getByTestId('audit-row')).toHaveCount(8);
  // No account column or filter: it is this account's history.
  await expect(panel.getByLabel(T.account, { exact: true })).toHaveCount(0);
  await panel
    .getByLabel(T.actor, { exact: true })
    .selectOption({ label: 'Bas Vos (schoolbeheerder) · Basisschool Het Logboek' });
  const history = panel.getByTestId('audit-row');
  await expect(history).toHaveCount(2);
  await expect(history.filter({ hasText: T.actions.account.trashDays })).toContainText('30 → 14 dagen');
  await expect(history.filter({ hasText: T.actions.student.purge })).toContainText('Groep 5');
  // A period without entries says so.
  await panel.getByLabel(T.to, { exact: true }).fill('2020-01-01');
  await expect(panel.getByText(T.empty)).toBeVisible();
  await panel.getByRole('button', { name: T.reset }).click();
  await expect(history).toHaveCount(8);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-account-geschiedenis');
  await expect(panel.getByRole('link', { name: T.history.openLog })).toHaveAttribute(
    'href',
    `/superadmin/logboek?accountId=${accountId}`,
  );

  // An office worker has no history tab (the log is the superadmin's).
  const officeContext = await page.context().browser()!.newContext({ reducedMotion: 'reduce' });
  const office = await officeContext.newPage();
  await loginAs(office, server, 'office');
  await office.goto(server.url(`/superadmin/accounts/${accountId}/bewerken`));
  await expect(office.getByRole('tab', { name: A.edit.tabs.status })).toBeVisible();
  await expect(office.getByRole('tab', { name: A.edit.tabs.history })).toHaveCount(0);
  await officeContext.close();
});
