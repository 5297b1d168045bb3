import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { dayOf } from '../../server/api/practice/time';
import { accounts, groups, licences, users } from '../../server/db/schema';
import { hashPassword } from '../../server/identity/passwords';
import { officeAccountsNl as T } from '../../src/admin/office/accounts/texts.nl';
import { officeDashboardNl as S } from '../../src/admin/office/dashboard/texts.nl';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

// Dialogs open without their fade, so axe sees them as they are.
test.use({ contextOptions: { reducedMotion: 'reduce' } });
const DAY = 86_400_000;
const day = (offset: number) => dayOf(Date.now() + offset * DAY);
/** A date as the office screens write it (formatDate: nl-NL, medium). */
const shown = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium' }).format(new Date(iso));

test('an office worker finds a school over its licence and due for renewal, changes its licence, is refused an overlapping period and a delete, and sees it all saved', async ({
  page,
  server,
}) => {
  // Several screens, each screenshot at three sizes.
  test.setTimeout(240_000);
  const { db } = server.database;
  const name = `OBS De Lijster ${randomBytes(2).toString('hex')}`;
  // A school with 10 pupils on a licence for 8 that ends in 30 days.
  const [account] = await db
    .insert(accounts)
    .values({ kind: 'school', name, country: 'NL', city: 'Zwolle' })
    .returning({ id: accounts.id });
  const accountId = account!.id;
  await db.insert(licences).values({
    accountId,
    kind: 'school',
    maxStudents: 8,
    startsOn: day(-100),
    endsOn: day(30),
  });
  const [group] = await db
    .insert(groups)
    .values({ accountId, name: 'Groep 6', yearGroup: '6' })
    .returning({ id: groups.id });
  const passwordHash = await hashPassword('lijster-oefent');
  await db.insert(users).values(
    Array.from({ length: 10 }, (_v, i) => ({
      accountId,
      role: 'leerling' as const,
      username: `lijster.${i}.${accountId.slice(0, 6)}`,
      displayName: `Kind ${i + 1}`,
      passwordHash,
      groupId: group!.id,
    })),
  );

  // ---- The dashboard: over the limit, and due for renewal ----------------------------------------
  await loginAs(page, server, 'office');
  await expect(page.getByRole('heading', { level: 1, name: S.dashboard.title })).toBeVisible();
  const over = page.getByTestId('over-limit').getByRole('listitem').filter({ hasText: name });
  await expect(over).toContainText('2 leerlingen te veel');
  await expect(over).toContainText('10 van 8 leerlingen');
  const renewal = page.getByTestId('renewals').getByRole('listitem').filter({ hasText: name });
  await expect(renewal).toContainText(`loopt af op ${shown(day(30))}`);
  await expect(renewal).toContainText('Schoollicentie · 8 leerlingen (10 in gebruik)');
  await expect(renewal.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/superadmin/accounts/${accountId}/bewerken`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-dashboard-licences');

  // ---- The accounts list, filtered on it through the dashboard's link ----------------------------
  await page.getByRole('link', { name: /^Toon in de accountlijst/ }).click();
  await expect(page).toHaveURL(/\/superadmin\/accounts\?students=overLimit$/);
  await expect(page.getByRole('combobox', { name: T.list.students })).toHaveText(
    T.list.studentFilters.overLimit,
  );
  const row = page.getByTestId(`account-${accountId}`);
  await expect(row.getByTestId('over-limit')).toHaveText('2 leerlingen te veel');
  await expect(row).toContainText('10 van 8');
  // Only accounts over their limit are listed: the demo school (10 of 60) is not.
  await expect(page.getByRole('link', { name: 'OBS De Regenboog' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-accounts-over-limit');

  // ---- "Licentie wijzigen": more places and a later end date, saved -----------------------------
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('2 leerlingen te veel')).toBeVisible();
  await page.getByRole('tab', { name: T.edit.tabs.licences }).click();
  await page.getByRole('button', { name: `Acties voor de licentie van ${shown(day(-100))}` }).click();
  await page.getByRole('menuitem', { name: T.licences.edit }).click();
  const dialog = page.getByRole('dialog', { name: T.licences.editTitle });
  await expect(dialog.getByLabel(T.form.maxStudents)).toHaveValue('8');
  await expect(dialog.getByText('Het account heeft nu 10 leerlingen.')).toBeVisible();
  await dialog.getByLabel(T.form.maxStudents).fill('12');
  await dialog.getByLabel(T.form.endsOn).fill(day(400));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-licence-edit');
  await dialog.getByRole('button', { name: T.licences.editSubmit, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(T.licences.saved);
  await expect(page.getByRole('cell', { name: '12', exact: true })).toBeVisible();
  await expect(page.getByText('10 van 12 leerlingen in gebruik')).toBeVisible();
  await expect(page.getByText('2 leerlingen te veel')).toHaveCount(0);
  // Saved for real: after a reload the licence still reads 12 places until the new end date.
  await page.reload();
  await page.getByRole('tab', { name: T.edit.tabs.licences }).click();
  await expect(page.getByRole('cell', { name: '12', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `${shown(day(-100))} t/m ${shown(day(400))}` })).toBeVisible();
  const [saved] = await db.select().from(licences).where(eq(licences.accountId, accountId));
  expect(saved).toMatchObject({ maxStudents: 12, endsOn: day(400) });

  // ---- An overlapping period is refused on its field, naming the period it overlaps -------------
  await page.getByRole('button', { name: T.licences.add }).click();
  const add = page.getByRole('dialog', { name: T.licences.addTitle });
  await add.getByLabel(T.form.startsOn).fill(day(300));
  await add.getByLabel(T.form.endsOn).fill(day(665));
  await add.getByRole('button', { name: T.licences.addSubmit, exact: true }).click();
  await expect(
    add.getByText(
      `Deze periode overlapt met de licentie van ${shown(day(-100))} t/m ${shown(day(400))}. Kies een periode daarvoor of daarna, of pas die licentie eerst aan.`,
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-licence-overlap');
  expect(await db.select().from(licences).where(eq(licences.accountId, accountId))).toHaveLength(1);
  // The day after the current period is free.
  await add.getByLabel(T.form.startsOn).fill(day(401));
  await add.getByRole('button', { name: T.licences.addSubmit, exact: true }).click();
  await expect(add).toHaveCount(0);
  await expect(page.getByRole('cell', { name: T.licences.future })).toBeVisible();

  // ---- The licence the school uses cannot be deleted: the dialog says why and where to go -------
  await page.getByRole('button', { name: `Acties voor de licentie van ${shown(day(-100))}` }).click();
  await page.getByRole('menuitem', { name: T.licences.delete }).click();
  const refused = page.getByRole('dialog', { name: T.licences.undeletableTitle });
  await expect(refused).toContainText('geldt vandaag: de school werkt ermee');
  await expect(refused).toContainText(T.licences.undeletableWhatNow);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-licence-undeletable');
  await refused.getByRole('button', { name: T.licences.edit }).click();
  await expect(page.getByRole('dialog', { name: T.licences.editTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // ---- A refusal without a field still shows: the period was deleted meanwhile ------------------
  await page.getByRole('button', { name: `Acties voor de licentie van ${shown(day(401))}` }).click();
  await page.getByRole('menuitem', { name: T.licences.edit }).click();
  const gone = page.getByRole('dialog', { name: T.licences.editTitle });
  await db.delete(licences).where(and(eq(licences.accountId, accountId), eq(licences.startsOn, day(401))));
  await gone.getByLabel(T.form.maxStudents).fill('20');
  await gone.getByRole('button', { name: T.licences.editSubmit, exact: true }).click();
  await expect(gone.getByRole('alert')).toHaveText('Niet gevonden.');
  await gone.getByRole('button', { name: 'Annuleren' }).click();

  // ---- Back on the dashboard: no longer over its limit, no longer due for renewal ---------------
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: S.dashboard.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: S.dashboard.overLimitTitle })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
