import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { groups, users } from '../../server/db/schema';
import { schoolTextsEn as schoolEn } from './helpers/school-texts';
import { schoolTextsNl as schoolNl } from './helpers/school-texts';
import { qrCodesOfPdf } from '../api/helpers/pdf-qr';
import { expect, test } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = schoolNl;

/** Clicks what starts a download and reads the PDF's text (and QR links), page by page. */
async function downloadPdf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const pdf = await qrCodesOfPdf(await readFile((await download.path())!));
  return { ...pdf, fileName: download.suggestedFilename(), all: pdf.text.join(' ') };
}

// The login cards and the group's report on each host: the host's language and product name. The
// demo school is Dutch; on the Flemish host its sheets say "klas".
for (const c of [
  {
    host: 'rekenblobs.nl',
    T: schoolNl,
    product: 'Rekenblobs',
    card: ['Gebruikersnaam', 'Schoolcode', 'Groep 4'],
    report: ['Voortgangsrapport: Groep 4', 'Let op'],
    not: ['Klas', 'Maths Blobs'],
  },
  {
    host: 'rekenblobs.be',
    T: schoolNl,
    product: 'Rekenblobs',
    card: ['Klas: Groep 4', 'Gebruikersnaam', 'vraag het aan je leerkracht'],
    report: ['Voortgangsrapport: Groep 4', 'Klas: Groep 4', 'juist'],
    not: ['juf of meester', 'Maths Blobs'],
  },
  {
    host: 'mathsblobs.co.uk',
    T: schoolEn,
    product: 'Maths Blobs',
    card: ['User name', 'School code', 'Group: Groep 4'],
    report: ['Progress report: Groep 4', 'Needs attention', 'Number sense'],
    not: ['Rekenblobs', 'Gebruikersnaam'],
  },
]) {
  test(`the cards and the report speak the language of ${c.host}`, async ({ page, server }) => {
    await loginAs(page, server, 'juf.anne', undefined, c.host);
    await page.getByRole('link', { name: 'Groep 4' }).click();
    await page.getByRole('link', { name: c.T.students.passwords }).click();
    const cards = await downloadPdf(page, () => page.getByRole('button', { name: c.T.cards.print }).click());
    for (const word of [c.product, ...c.card]) expect(cards.all).toContain(word);
    await page.goBack();
    await page.getByRole('tab', { name: c.T.students.tabs.progress }).click();
    const report = await downloadPdf(page, () =>
      page.getByRole('button', { name: c.T.report.button }).click(),
    );
    for (const word of [c.product, ...c.report]) expect(report.all).toContain(word);
    for (const word of c.not) {
      expect(cards.all).not.toContain(word);
      expect(report.all).not.toContain(word);
    }
  });
}

test('one child’s card is printed again from the row’s menu and from the child’s page, without a new card', async ({
  page,
  server,
}) => {
  const sam = await userRecord(server, 'sam.g4');
  const version = async (id: string) =>
    (await server.database.db.select({ v: users.cardVersion }).from(users).where(eq(users.id, id)))[0]!.v;
  const before = await version(sam.id);
  await loginAs(page, server, 'juf.anne');
  await page.getByRole('link', { name: 'Groep 4' }).click();
  await page.getByRole('button', { name: 'Acties voor Sam G.' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'leerling-menu');
  const card = await downloadPdf(page, () => page.getByRole('menuitem', { name: T.cards.printOne }).click());
  expect(card.fileName).toBe('inlogkaart-sam-g.pdf');
  expect(card.pages).toBe(1);
  expect(card.codes.flat()).toHaveLength(1);
  expect(card.all).toContain('Sam G.');
  expect(card.all).not.toContain('Noor B.');
  expect(await version(sam.id)).toBe(before);

  // The child's own page prints that child's card too.
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Groepen' }).click();
  await page.getByRole('link', { name: 'Groep 6' }).click();
  await page.getByRole('tab', { name: T.students.tabs.progress }).click();
  await page.getByTestId('progress-Milan H.').getByRole('link', { name: 'Milan H.' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Milan H.');
  const milan = await downloadPdf(page, () => page.getByRole('button', { name: T.cards.printOne }).click());
  expect(milan.codes.flat()).toHaveLength(1);
  expect(milan.all).toContain('Milan H.');
  expect(milan.all).not.toContain('Emma S.');
});

test('a new password, then the group’s plain password list', async ({ page, server }) => {
  await loginAs(page, server, 'juf.anne');
  await page.getByRole('link', { name: 'Groep 4' }).click();
  await page.getByRole('link', { name: T.students.passwords }).click();
  await page.getByRole('button', { name: 'Acties voor Noor B.' }).click();
  await page.getByRole('menuitem', { name: T.passwords.reset }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.passwords.reset }).click();
  const notice = page.getByText(/Het nieuwe wachtwoord van Noor B\. is /);
  await expect(notice).toBeVisible();
  const password = (await notice.textContent())!.replace(/^.* is /, '').replace(/\.$/, '');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'wachtwoorden-lijst');
  const list = await downloadPdf(page, () => page.getByRole('button', { name: T.cards.printList }).click());
  expect(list.fileName).toBe('wachtwoorden-groep-4.pdf');
  expect(list.all).toContain('Wachtwoorden: Groep 4');
  expect(list.all).toMatch(new RegExp(`Noor B\\.\\s+noor\\.g4\\s+${password}`));
  for (const name of ['Sam G.', 'Daan V.', 'Lotte K.', 'Finn D.']) expect(list.all).toContain(name);
});

test('a child moves to another group from the row’s menu', async ({ page, server }) => {
  await loginAs(page, server, 'admin.regenboog');
  await page.getByRole('link', { name: 'Groep 4' }).click();
  await page.getByRole('button', { name: 'Acties voor Finn D.' }).click();
  await page.getByRole('menuitem', { name: T.students.moveOne }).click();
  const dialog = page.getByRole('dialog', { name: 'Finn D. naar een andere groep' });
  await dialog.getByRole('combobox', { name: T.students.moveTo }).click();
  await page.getByRole('option', { name: 'Groep 6' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'leerling-verplaatsen');
  await dialog.getByRole('button', { name: T.students.moveConfirm }).click();
  await expect(page.getByText('Finn D. zit nu in Groep 6.')).toBeVisible();
  await expect(page.getByTestId('student-finn.g4')).toHaveCount(0);
  const finn = await userRecord(server, 'finn.g4');
  const [row] = await server.database.db
    .select({ group: groups.name })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.id, finn.id));
  expect(row!.group).toBe('Groep 6');
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Groepen' }).click();
  await page.getByRole('link', { name: 'Groep 6' }).click();
  await expect(page.getByTestId('student-finn.g4')).toBeVisible();
  // And back (other specs on this server count Groep 4's children).
  await page.getByRole('button', { name: 'Acties voor Finn D.' }).click();
  await page.getByRole('menuitem', { name: T.students.moveOne }).click();
  await dialog.getByRole('combobox', { name: T.students.moveTo }).click();
  await page.getByRole('option', { name: 'Groep 4' }).click();
  await dialog.getByRole('button', { name: T.students.moveConfirm }).click();
  await expect(page.getByText('Finn D. zit nu in Groep 4.')).toBeVisible();
  await expect(page.getByTestId('student-finn.g4')).toHaveCount(0);
});
