import { studentPractice } from '../../server/db/schema';
import { officeBlobsNl } from '../../src/admin/office/blobs/texts.nl';
import { officeContentNl } from '../../src/admin/office/shared/content/texts.nl';
import { href } from '../../src/shell/lib/routes';
import { expect, test } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';
import { groupNamed, staffApi } from './helpers/staff-api';

const T = officeBlobsNl.blobs;
const C = officeContentNl.content;

// Dialogs without their fades, so axe and the screenshots see them as they stay.
test.use({ contextOptions: { reducedMotion: 'reduce' } });
// It publishes and rolls back: on a server of its own, so the other specs' content versions stay theirs.
test.use({ serverOfItsOwn: true });

test('an office worker makes a new blob in the part editor, publishes it, a child buys it; a rollback takes it out of the shop; an edit of a blob is a draft until thrown away', async ({
  page,
  browser,
  server,
  request,
}) => {
  test.setTimeout(180_000);
  // ---- The office: the list of blobs ---------------------------------------------------------------
  await loginAs(page, server, 'office');
  await page.goto(server.url(href('o-spaarkaarten')));
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: T.title });
  await expect(table.getByRole('row')).toHaveCount(23);
  const zon = page.getByTestId('blob-row-blob-zon');
  await expect(zon).toContainText('Zonnetje');
  await expect(zon).toContainText('25 munten');
  await expect(zon).toContainText(T.status.published);
  await expect(zon.locator('svg.blob')).toHaveAttribute('data-look', 'small/dots/smile/rays');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-spaarkaarten');

  // ---- A new blob, made by clicking and typing ---------------------------------------------------
  await page.getByRole('button', { name: T.create }).click();
  const dialog = page.getByRole('dialog', { name: T.form.createTitle });
  await expect(dialog).toBeVisible();
  const preview = dialog.getByTestId('blob-preview').locator('svg');
  await expect(preview).toHaveAttribute('data-look', 'blob/big/smile/none');

  // Saving without a name says what is missing, on the field.
  await dialog.getByRole('button', { name: T.form.save }).click();
  await expect(dialog.getByText('Dit veld is verplicht').first()).toBeVisible();

  await dialog.getByLabel(T.form.nameNl).fill('Feestblob');
  await dialog.getByLabel(T.form.nameEn).fill('Party blob');
  await expect(dialog.getByTestId('blob-preview')).toContainText('Feestblob');
  const price = dialog.getByLabel(T.form.price);
  await price.fill('0');
  await dialog.getByRole('button', { name: T.form.save }).click();
  await expect(dialog.getByText(T.errors.price)).toBeVisible();
  await price.fill('35');

  // The body's colour, typed as a code: the live view follows.
  const colourCode = dialog.getByLabel(T.form.colourCode);
  await colourCode.fill('#e5384');
  await expect(preview).toHaveAttribute('data-colour', '#7bd389');
  await colourCode.fill('#e5384f');
  await expect(preview).toHaveAttribute('data-colour', '#e5384f');
  await expect(dialog.getByTestId('look.colour-picker')).toHaveValue('#e5384f');

  // Shape, eyes and an accessory with a colour of its own.
  await dialog.getByLabel(T.form.shape).selectOption({ label: T.parts.shape.round });
  await expect(preview).toHaveAttribute('data-look', 'round/big/smile/none');
  await dialog.getByRole('radio', { name: T.parts.eyes.wink }).click();
  await expect(preview).toHaveAttribute('data-look', 'round/wink/smile/none');
  await dialog.getByRole('radio', { name: T.parts.mouth.grin }).click();
  await dialog.getByLabel(T.form.accessory).selectOption({ label: T.parts.accessory['party-hat'] });
  await expect(preview).toHaveAttribute('data-look', 'round/wink/grin/party-hat');
  await expect(preview.locator('[data-part="party-hat"] path').first()).toHaveAttribute('fill', '#6ab7ff');
  await dialog.getByRole('checkbox', { name: T.form.ownAccessoryColour }).click();
  await dialog.getByLabel(T.form.accessoryColourCode).fill('#ffd23f');
  await expect(preview.locator('[data-part="party-hat"] path').first()).toHaveAttribute('fill', '#ffd23f');
  await expect(preview).toHaveAccessibleName(/Feestblob: Rond, Knipoog, Grote lach, Feesthoed/);

  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-spaarblob-editor');

  await dialog.getByRole('button', { name: T.form.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText('Feestblob is opgeslagen als concept');
  const row = page.getByTestId('blob-row-blob-feestblob');
  await expect(row).toContainText(T.status.new);
  await expect(row).toContainText('35 munten');
  await expect(row.locator('svg.blob')).toHaveAttribute('data-look', 'round/wink/grin/party-hat');
  await expect(table.getByRole('row')).toHaveCount(24);
  expect(await seriousViolations(page)).toEqual([]);

  // ---- Published through the publish bar ----------------------------------------------------------
  const bar = page.getByRole('region', { name: C.bar });
  await expect(bar).toContainText('1 concept wacht op publicatie.');
  await bar.getByRole('button', { name: C.review }).click();
  const publish = page.getByRole('dialog', { name: C.publishTitle });
  await expect(publish).toContainText('Spaarblob blob-feestblob');
  await publish.getByLabel(C.note).fill('Een feestblob voor de kinderen');
  await publish.getByRole('button', { name: C.publish }).click();
  await expect(page.getByText('Versie 2 is gepubliceerd.')).toBeVisible();
  await expect(bar).toContainText(C.noDrafts);
  await expect(row).toContainText(T.status.published);

  // ---- A child with coins finds the new blob in the shop, and buys it -----------------------------
  const groupId = await groupNamed(server, 'juf.anne', 'Groep 4');
  const teacher = await staffApi(request, server, 'juf.anne');
  const child = await teacher.addStudent(groupId, 'Spaar');
  const { accountId } = await userRecord(server, child.username);
  await server.database.db
    .insert(studentPractice)
    .values({ studentId: child.id, accountId: accountId!, coins: 60 });

  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    baseURL: server.url(),
    reducedMotion: 'reduce',
  });
  const childPage = await context.newPage();
  await loginAs(childPage, server, child.username, child.password);
  await childPage.getByTestId('open-savings-card').click();
  const card = childPage.getByTestId('savings-card');
  const blob = card.getByTestId('blob-blob-feestblob');
  await expect(blob).toContainText('Feestblob');
  // Not owned yet: its silhouette, party hat and all.
  await expect(blob.locator('svg.blob')).toHaveClass(/blob--silhouette/);
  await expect(blob.locator('svg.blob')).toHaveAttribute('data-look', 'round/wink/grin/party-hat');
  await blob.getByRole('button', { name: /Koop voor 35/ }).click();
  await expect(card.getByTestId('savings-news')).toHaveText('Hoera! Feestblob is nu van jou!');
  await expect(blob.locator('svg.blob')).toHaveAttribute('data-colour', '#e5384f');
  await expect(blob.locator('svg.blob [data-part="party-hat"] path').first()).toHaveAttribute(
    'fill',
    '#ffd23f',
  );
  expect(await seriousViolations(childPage)).toEqual([]);
  await screenshotAtSizes(childPage, 'spaarkaart-feestblob');

  // ---- A rollback takes it out of the shop; the child who bought it keeps it ----------------------
  await bar.getByRole('button', { name: C.versions }).click();
  const versions = page.getByRole('dialog', { name: C.versionsTitle });
  await expect(versions.getByTestId('version-2')).toContainText('Een feestblob voor de kinderen');
  await versions.getByRole('button', { name: 'Versie 1 terugzetten' }).click();
  await page
    .getByRole('dialog', { name: 'Versie 1 terugzetten?' })
    .getByRole('button', { name: C.rollback })
    .click();
  await expect(page.getByText('Versie 1 is teruggezet als versie 3.')).toBeVisible();
  await expect(row).toContainText(T.availability.no);

  await childPage.reload();
  await childPage.getByTestId('open-savings-card').click();
  await expect(card.getByTestId('blob-blob-feestblob')).toContainText('Van jou');
  const other = await teacher.addStudent(groupId, 'Nieuw');
  await context.clearCookies();
  await childPage.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await loginAs(childPage, server, other.username, other.password);
  await childPage.getByTestId('open-savings-card').click();
  await expect(card.getByTestId('blob-blob-zon')).toBeVisible();
  await expect(card.getByTestId('blob-blob-feestblob')).toHaveCount(0);
  await context.close();

  // ---- An existing blob changed in the editor: a draft beside what children see, then thrown away ----
  await zon.getByRole('button', { name: 'Zonnetje', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Zonnetje bewerken' });
  const look = edit.getByTestId('blob-preview').locator('svg');
  // The editor opens on the published blob as it is.
  await expect(look).toHaveAttribute('data-look', 'small/dots/smile/rays');
  await expect(edit.getByLabel(T.form.nameNl)).toHaveValue('Zonnetje');
  await expect(edit.getByLabel(T.form.price)).toHaveValue('25');
  await edit.getByLabel(T.form.price).fill('30');
  await edit.getByRole('radio', { name: T.parts.eyes.wink }).click();
  await expect(look).toHaveAttribute('data-look', 'small/wink/smile/rays');
  await edit.getByRole('button', { name: T.form.save }).click();
  await expect(edit).toBeHidden();
  await expect(zon).toContainText(T.status.draft);
  await expect(zon).toContainText('30 munten');
  await expect(zon.locator('svg.blob')).toHaveAttribute('data-look', 'small/wink/smile/rays');
  await expect(bar).toContainText('1 concept wacht op publicatie.');

  await bar.getByRole('button', { name: C.review }).click();
  const review = page.getByRole('dialog', { name: C.publishTitle });
  await expect(review).toContainText('Spaarblob blob-zon');
  await review.getByRole('button', { name: 'Concept weggooien: Spaarblob blob-zon' }).click();
  await expect(page.getByText('Het concept van Spaarblob blob-zon is weggegooid.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bar).toContainText(C.noDrafts);
  await expect(zon).toContainText('25 munten');
  await expect(zon).toContainText(T.status.published);
  await expect(zon.locator('svg.blob')).toHaveAttribute('data-look', 'small/dots/smile/rays');
});
