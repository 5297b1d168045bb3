import { and, eq, isNotNull } from 'drizzle-orm';
import { purgeExpiredStudents } from '../../server/api/trash/trash';
import { groups, outbox, users } from '../../server/db/schema';
import { schoolTextsNl as schoolNl } from './helpers/school-texts';
import { expect, test } from './fixtures';
import { groupsPathOf, loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = schoolNl;

// Dialogs open without their fade, so axe sees them as they are.
test.use({ contextOptions: { reducedMotion: 'reduce' } });
const DAY = 86_400_000;

test('a schooladmin invites a teacher, changes their groups and deactivates them', async ({
  page,
  server,
}) => {
  await loginAs(page, server, 'admin.regenboog');
  const nav = page.getByRole('navigation');
  // The menu leads only to built screens: Licentie is built, Berichten not yet.
  await expect(nav.getByRole('link', { name: 'Licentie' })).toHaveCount(1);
  await nav.getByRole('link', { name: T.teachers.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.teachers.title })).toBeVisible();
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row('Anne Jansen')).toContainText('Groep 4, Groep 6');
  await expect(row('Marieke de Boer')).toContainText(T.teachers.you);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'leerkrachten');

  // The invitation form checks each field, then the server refuses an address already here.
  await page.getByRole('button', { name: T.teachers.invite }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: T.teachers.form.send }).click();
  await expect(dialog.getByText('Dit veld is verplicht')).toHaveCount(2);
  await dialog.getByLabel(T.teachers.form.name).fill('Bram Visser');
  await dialog.getByLabel(T.teachers.form.email).fill('geen-adres');
  await dialog.getByRole('button', { name: T.teachers.form.send }).click();
  await expect(dialog.getByText('Vul een geldig e-mailadres in')).toBeVisible();
  await dialog.getByLabel(T.teachers.form.email).fill('anne@regenboog.example');
  await dialog.getByRole('button', { name: T.teachers.form.send }).click();
  await expect(dialog.getByText(T.teachers.errors.teacherExists)).toBeVisible();
  await dialog.getByLabel(T.teachers.form.email).fill('bram@regenboog.example');
  await dialog.getByRole('checkbox', { name: 'Groep 4' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'leerkracht-uitnodigen');
  await dialog.getByRole('button', { name: T.teachers.form.send }).click();
  await expect(page.getByRole('status')).toContainText('Bram Visser is uitgenodigd');
  await expect(row('Bram Visser')).toContainText(T.teachers.status.invited);
  await expect(row('Bram Visser')).toContainText('Groep 4');
  // Bram lost the mail: the invitation goes again from his row's menu, and only the new link works.
  await page.getByRole('button', { name: 'Acties voor Bram Visser' }).click();
  await page.getByRole('menuitem', { name: T.teachers.resend }).click();
  await expect(page.getByRole('status')).toContainText(
    'Er is een nieuwe uitnodiging naar bram@regenboog.example verstuurd',
  );
  const mails = await server.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, 'bram@regenboog.example'))
    .orderBy(outbox.createdAt);
  expect(mails).toHaveLength(2);
  const linkOf = (body: string) => /https?:\/\/[^/\s]+(\/auth\/wachtwoordherstellen\/\S+)/.exec(body)![1]!;
  expect(linkOf(mails[1]!.body)).not.toBe(linkOf(mails[0]!.body));
  // Bram follows the new link in a browser of his own, chooses a password and lands on his groups.
  const link = linkOf(mails[1]!.body);
  const bramContext = await page.context().browser()!.newContext();
  const bramPage = await bramContext.newPage();
  expect(link).toMatch(/\?uitnodiging$/);
  await bramPage.goto(server.url(link));
  // An invitation: the page speaks of a first password, not of a new one.
  await expect(bramPage.getByRole('heading', { level: 1 })).toHaveText('Kies je eerste wachtwoord');
  await bramPage.getByLabel('Wachtwoord', { exact: true }).fill('zes blauwe olifanten rekenen');
  await bramPage.getByLabel('Herhaal het wachtwoord').fill('zes blauwe olifanten rekenen');
  expect(await seriousViolations(bramPage)).toEqual([]);
  await screenshotAtSizes(bramPage, 'eerste-wachtwoord');
  await bramPage.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(bramPage.getByTestId('reset-done')).toContainText('Je wachtwoord is opgeslagen');
  await loginAs(bramPage, server, 'bram@regenboog.example', 'zes blauwe olifanten rekenen');
  await expect(bramPage.getByRole('link', { name: 'Groep 4' })).toBeVisible();
  await bramContext.close();
  await page.reload();
  await expect(row('Bram Visser')).toContainText(T.teachers.status.active);

  // Another group.
  await page.getByRole('button', { name: 'Acties voor Bram Visser' }).click();
  await page.getByRole('menuitem', { name: T.teachers.edit }).click();
  await dialog.getByRole('checkbox', { name: 'Groep 4' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Groep 6' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'leerkracht-wijzigen');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(row('Bram Visser')).toContainText('Groep 6');
  await expect(row('Bram Visser')).not.toContainText('Groep 4');

  // Deactivate, with a confirmation that says what it does.
  await page.getByRole('button', { name: 'Acties voor Bram Visser' }).click();
  await page.getByRole('menuitem', { name: T.teachers.deactivate }).click();
  await expect(dialog).toContainText('kan daarna niet meer inloggen');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'leerkracht-uitschakelen');
  await dialog.getByRole('button', { name: T.teachers.deactivate }).click();
  await expect(row('Bram Visser')).toContainText(T.teachers.status.deactivated);
  const [bram] = await server.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'bram@regenboog.example'));
  expect(bram!.deactivatedAt).not.toBeNull();
  // Marieke cannot deactivate herself: the menu does not offer it.
  await page.getByRole('button', { name: 'Acties voor Marieke de Boer' }).click();
  await expect(page.getByRole('menuitem', { name: T.teachers.deactivate })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('a docent is told that the schooladmin manages the teachers', async ({ page, server }) => {
  await loginAs(page, server, 'juf.anne');
  await expect(page.getByRole('navigation').getByRole('link', { name: T.trash.title })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: T.teachers.title })).toHaveCount(0);
  await page.goto(page.url().replace(/groepen$/, 'docenten'));
  await expect(page.getByText(T.teachers.docentOnly)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a parent of a home account has no teachers in the menu, but an (empty) trash', async ({
  page,
  server,
}) => {
  await loginAs(page, server, 'ouder.devries');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: T.trash.title })).toBeVisible();
  await expect(nav.getByRole('link', { name: T.teachers.title })).toHaveCount(0);
  // My children, trash, licence and the office's messages; inviting a colleague is for schools.
  await expect(nav.getByRole('link', { name: 'Berichten' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Licentie' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Collega uitnodigen' })).toHaveCount(0);
  await expect(nav.getByRole('link')).toHaveCount(4);
  // Nothing deleted yet: the empty trash says what it is for.
  await nav.getByRole('link', { name: T.trash.title }).click();
  await expect(page.getByRole('heading', { name: T.trash.empty })).toBeVisible();
  await expect(page.getByText(T.trash.emptyText_home_other.replace('{{count}}', '30'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'prullenbak-leeg');
});

test('a deleted student is restored, deleted for good, and purged after the window', async ({
  page,
  server,
}) => {
  const { db } = server.database;
  await loginAs(page, server, 'admin.regenboog');
  const deleteStudent = async (name: string) => {
    await page.getByRole('navigation').getByRole('link', { name: T.groups.title }).click();
    await page.getByRole('link', { name: 'Groep 6' }).click();
    await page.getByRole('button', { name: `Acties voor ${name}` }).click();
    await page.getByRole('menuitem', { name: T.students.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: T.students.delete }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  const toTrash = async () => {
    await page.getByRole('navigation').getByRole('link', { name: T.trash.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.trash.title })).toBeVisible();
  };
  const menu = async (name: string, item: string) => {
    await page.getByRole('button', { name: `Acties voor ${name}` }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  await deleteStudent('Emma S.');
  await toTrash();
  await expect(page.getByTestId('trash-emma.g6')).toContainText('Groep 6');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'prullenbak');
  await menu('Emma S.', T.trash.restore);
  await expect(page.getByRole('status')).toContainText('Emma S. is teruggezet.');
  await expect(page.getByTestId('trash-emma.g6')).toHaveCount(0);

  // Deleted again, then for good now, after a warning that it cannot be undone.
  await deleteStudent('Emma S.');
  await toTrash();
  await menu('Emma S.', T.trash.purge);
  await expect(page.getByRole('dialog')).toContainText('Dit kan niet ongedaan worden gemaakt');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'prullenbak-definitief');
  await page.getByRole('dialog').getByRole('button', { name: T.trash.purgeConfirm }).click();
  await expect(page.getByTestId('trash-emma.g6')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await db.select().from(users).where(eq(users.username, 'emma.g6'))).toHaveLength(0);

  // Its class archived since: the student comes back into a class the teacher picks.
  await deleteStudent('Sara E.');
  const [g6] = await db.select().from(groups).where(eq(groups.name, 'Groep 6'));
  await db.update(groups).set({ archivedAt: new Date() }).where(eq(groups.id, g6!.id));
  try {
    await toTrash();
    await menu('Sara E.', T.trash.restore);
    await expect(page.getByRole('dialog')).toContainText('Kies de groep waarin Sara E. terugkomt');
    await page.getByRole('combobox', { name: T.trash.restoreInto }).click();
    await page.getByRole('option', { name: 'Groep 4' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAtSizes(page, 'prullenbak-terugzetten');
    await page.getByRole('dialog').getByRole('button', { name: T.trash.restore }).click();
    await expect(page.getByRole('status')).toContainText('Sara E. is teruggezet.');
  } finally {
    await db.update(groups).set({ archivedAt: null }).where(eq(groups.id, g6!.id));
  }
  const [sara] = await db.select().from(users).where(eq(users.username, 'sara.g6'));
  const [g4] = await db.select().from(groups).where(eq(groups.name, 'Groep 4'));
  expect(sara!.groupId).toBe(g4!.id);
  await db.update(users).set({ groupId: g6!.id }).where(eq(users.id, sara!.id));
  await page.reload(); // the groups were cached while Groep 6 was archived behind the screen's back

  // The trash days: validated, then one day; the scheduled purge deletes what is older.
  const days = page.getByLabel(T.trash.days);
  await expect(days).toHaveValue('30');
  await days.fill('0');
  await page.getByRole('button', { name: T.trash.saveDays }).click();
  await expect(page.getByText('Ongeldig formaat')).toBeVisible();
  await days.fill('1');
  await page.getByRole('button', { name: T.trash.saveDays }).click();
  await expect(page.getByRole('status')).toContainText('voortaan 1 dag in de prullenbak');
  await deleteStudent('Milan H.');
  await toTrash();
  await expect(page.getByTestId('trash-milan.g6')).toBeVisible();
  await db
    .update(users)
    .set({ deletedAt: new Date(Date.now() - 2 * DAY) })
    .where(and(eq(users.username, 'milan.g6'), isNotNull(users.deletedAt)));
  expect(await purgeExpiredStudents(db, new Date())).toBe(1);
  await page.reload();
  await expect(page.getByTestId('trash-milan.g6')).toHaveCount(0);
  expect(await db.select().from(users).where(eq(users.username, 'milan.g6'))).toHaveLength(0);
  await days.fill('30');
  await page.getByRole('button', { name: T.trash.saveDays }).click();
  await expect(page.getByRole('status')).toContainText('voortaan 30 dagen');
});

// The two screens in each language: Dutch, Belgian Dutch (klassen) and English.
for (const c of [
  { host: 'rekenblobs.nl', teachers: 'Leerkrachten', groups: 'Groepen', trash: 'Bewaartermijn' },
  { host: 'rekenblobs.be', teachers: 'Leerkrachten', groups: 'Klassen', trash: 'Bewaartermijn' },
  { host: 'mathsblobs.co.uk', teachers: 'Teachers', groups: 'Groups', trash: 'Retention period' },
]) {
  test(`the teachers and trash screens speak the language of ${c.host}`, async ({ page, server }) => {
    await loginAs(page, server, 'admin.regenboog', undefined, c.host);
    const base = (await groupsPathOf(server, 'admin.regenboog')).replace(/groepen$/, '');
    await page.goto(server.url(`${base}docenten`, c.host));
    await expect(page.getByRole('heading', { level: 1, name: c.teachers })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: c.groups })).toBeVisible();
    await page.goto(server.url(`${base}prullenbak`, c.host));
    await expect(page.getByRole('heading', { name: c.trash })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
