import { and, eq, isNull } from 'drizzle-orm';
import { groups, users } from '../../server/db/schema';
import { schoolTextsNl as schoolNl } from './helpers/school-texts';
import { expect, test } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = schoolNl;

test('a schooladmin sees the groups with their numbers; the screen is accessible', async ({
  page,
  server,
}) => {
  await loginAs(page, server, 'admin.regenboog');
  await expect(page.getByRole('heading', { level: 1, name: T.groups.title })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Groep 4' })).toContainText('Anne Jansen');
  // As many as the group has now: other specs on this server add children (practice-games.spec).
  const admin = await userRecord(server, 'admin.regenboog');
  const [groep4] = await server.database.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.accountId, admin.accountId!), eq(groups.name, 'Groep 4')));
  const children = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.groupId, groep4!.id), eq(users.role, 'leerling'), isNull(users.deletedAt)));
  expect(children.length).toBeGreaterThanOrEqual(5);
  await expect(rows.filter({ hasText: 'Groep 4' }).getByRole('cell').nth(2)).toHaveText(
    String(children.length),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'groepen');

  // A new group, validated: an empty name is refused with the rule's text, then it is created.
  await page.getByRole('button', { name: T.groups.add }).first().click();
  await page.getByRole('button', { name: T.groups.form.create }).click();
  await expect(page.getByText('Dit veld is verplicht')).toBeVisible();
  await page.getByLabel(T.groups.form.name).fill('Groep 7b');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: T.groups.form.create }).click();
  await expect(rows.filter({ hasText: 'Groep 7b' })).toBeVisible();
});

test('a teacher pastes three names, gets passwords, and one of the children signs in', async ({
  page,
  server,
  browser,
}) => {
  await loginAs(page, server, 'juf.anne');
  await page.getByRole('link', { name: 'Groep 6' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leerlingen van Groep 6' })).toBeVisible();
  await page.getByRole('link', { name: T.students.add }).first().click();
  await page.getByLabel(T.add.names).fill('Zoë de Bruijn\nMo\nJansen, Bram');
  await expect(page.getByText('3 leerlingen worden toegevoegd')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'leerlingen-toevoegen');
  await page.getByRole('button', { name: T.add.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: '3 leerlingen toegevoegd' })).toBeVisible();
  const zoe = page.getByRole('row').filter({ hasText: 'Zoë B.' });
  await expect(zoe).toContainText('zoeb');
  const password = (await zoe.getByRole('cell').nth(2).textContent())!.trim();
  expect(password).toMatch(/^[a-z]+\d{2}$/);
  await screenshotAtSizes(page, 'leerlingen-toegevoegd');

  const child = await browser.newPage();
  await loginAs(child, server, 'zoeb', password);
  const { id } = await userRecord(server, 'zoeb');
  await expect(child).toHaveURL(new RegExp(`/leerling/${id}/landkaart$`));
  await child.close();

  // The list shows them, searchable; the passwords screen shows Zoë's password when asked.
  await page.getByRole('link', { name: T.add.backToGroup }).click();
  await page.getByLabel(T.students.search).fill('bram');
  await expect(page.getByTestId('student-bramj')).toBeVisible();
  await expect(page.getByTestId('student-zoeb')).toHaveCount(0);
  await page.getByLabel(T.students.search).fill('');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'leerlingen');
  await page.getByRole('link', { name: T.students.passwords }).click();
  await expect(page.getByTestId('password-zoeb')).not.toContainText(password);
  await page.getByRole('switch', { name: T.passwords.show }).check();
  await expect(page.getByTestId('password-zoeb')).toContainText(password);
  await expect(page.getByText('regenboog', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'wachtwoorden');
});

test('students are moved to another group and deleted into the trash', async ({ page, server }) => {
  await loginAs(page, server, 'admin.regenboog');
  await page.getByRole('link', { name: 'Groep 4' }).click();
  await page.getByRole('checkbox', { name: 'Lotte K. selecteren' }).check();
  await page.getByRole('button', { name: T.students.move }).click();
  await page.getByRole('combobox', { name: T.students.moveTo }).click();
  await page.getByRole('option', { name: 'Groep 6' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: T.students.moveConfirm }).click();
  // One child: the singular ("1 leerling", not "1 leerlingen"), and where to.
  await expect(page.getByText('1 leerling verplaatst naar Groep 6.')).toBeVisible();
  await expect(page.getByTestId('student-lotte.g4')).toHaveCount(0);
  const [group6] = await server.database.db.select().from(groups).where(eq(groups.name, 'Groep 6'));
  const lotte = await userRecord(server, 'lotte.g4');
  const [row] = await server.database.db
    .select({ groupId: users.groupId })
    .from(users)
    .where(eq(users.id, lotte.id));
  expect(row!.groupId).toBe(group6!.id);

  await page.getByRole('button', { name: 'Acties voor Daan V.' }).click();
  await page.getByRole('menuitem', { name: T.students.delete }).click();
  await expect(page.getByRole('dialog')).toContainText('30 dagen');
  await page.getByRole('button', { name: T.students.delete }).click();
  await expect(page.getByText('Daan', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('student-daan.g4')).toHaveCount(0);
  const [daan] = await server.database.db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.username, 'daan.g4')));
  expect(daan!.deletedAt).not.toBeNull();
});

test('a parent of a home account sees their children, not groups, and adds a child', async ({
  page,
  server,
}) => {
  await loginAs(page, server, 'ouder.devries');
  await expect(page.getByRole('heading', { level: 1, name: T.students.title_home })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: T.groups.title_home })).toBeVisible();
  await expect(page.getByTestId('student-mila.thuis')).toBeVisible();
  await expect(page.getByText('Groepen')).toHaveCount(0);
  await screenshotAtSizes(page, 'kinderen');
  await page.getByRole('link', { name: T.students.add_home }).first().click();
  await page.getByLabel(T.add.firstName).fill('Jip');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: T.add.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: '1 kind toegevoegd' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Jip' })).toContainText('jip');
});
