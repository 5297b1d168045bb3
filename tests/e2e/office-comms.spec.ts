import { desc, eq } from 'drizzle-orm';
import { outbox, siteSubmissions } from '../../server/db/schema';
import { officeCommsNl } from '../../src/admin/office/messages/texts.nl';
import { officeWebinarsNl } from '../../src/admin/office/webinars/texts.nl';
import { schoolInviteNl } from '../../src/admin/school/invite/texts.nl';
import { schoolCommsNl } from '../../src/admin/school/messages/texts.nl';
import { href } from '../../src/shell/lib/routes';
import { expect, test } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const O = {
  ...officeCommsNl,
  ...officeWebinarsNl,
  errors: { ...officeCommsNl.errors, ...officeWebinarsNl.errors },
};
const S = { ...schoolCommsNl, ...schoolInviteNl };
const WEBINAR = 'Rekenblobs: de eerste week';
const OLDER = 'Welkom bij de webinars';
const NEWER = 'Nieuwe spellen in december';

// Serial: each test builds on the one before (a webinar, messages, a sign-up). Long flows with
// screenshots at three sizes: more time than the default.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const pad = (n: number) => String(n).padStart(2, '0');
function inTenDays(): string {
  const d = new Date(Date.now() + 10 * 24 * 3600_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('the office plans a webinar and sends two messages to the demo school', async ({ page, server }) => {
  await loginAs(page, server, 'office');
  await page.goto(href('o-webinars'));
  await expect(page.getByRole('heading', { level: 1, name: O.webinars.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: O.webinars.emptyUpcoming })).toBeVisible();
  await page.getByRole('button', { name: O.webinars.plan }).first().click();
  const dialog = page.getByRole('dialog');
  // An empty form says what is missing; a link must be https.
  await dialog.getByLabel(O.webinars.form.url).fill('http://webinar.example');
  await dialog.getByRole('button', { name: O.webinars.form.save }).click();
  await expect(dialog.getByText('Dit veld is verplicht').first()).toBeVisible();
  await expect(dialog.getByText(O.errors.httpsUrl)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel(O.webinars.form.title).fill(WEBINAR);
  await dialog
    .getByLabel(O.webinars.form.description)
    .fill('Zo start je met je groep: oefenen, spellen en de voortgang.');
  await dialog.getByLabel(O.webinars.form.date).fill(inTenDays());
  await dialog.getByLabel(O.webinars.form.time).fill('15:30');
  await dialog.getByLabel(O.webinars.form.places).fill('25');
  await dialog.getByLabel(O.webinars.form.url).fill('https://webinar.example/eerste-week');
  await dialog.getByRole('button', { name: O.webinars.form.save }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(WEBINAR);
  await expect(page.getByTestId(`webinar-${WEBINAR}`)).toContainText('0 van 25');
  await screenshotAtSizes(page, 'o-webinars');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('navigation').getByRole('link', { name: 'Berichten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: O.messages.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: O.messages.empty })).toBeVisible();
  for (const title of [OLDER, NEWER]) {
    await page.getByRole('button', { name: O.messages.compose }).first().click();
    const compose = page.getByRole('dialog');
    await compose.getByRole('radio', { name: O.messages.audience.account }).check();
    await compose.getByRole('button', { name: O.messages.form.send }).click();
    await expect(compose.getByText(O.errors.audienceAccount)).toBeVisible();
    await compose.getByRole('searchbox', { name: O.messages.audience.search }).fill('Regen');
    await compose.getByRole('radio', { name: /OBS De Regenboog/ }).check();
    await compose.getByLabel(O.messages.form.title).fill(title);
    await compose.getByLabel(O.messages.form.body).fill(`${title}: meld je aan onder Berichten.`);
    await compose.getByRole('button', { name: O.messages.form.send }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId(`message-${title}`)).toContainText('0 van 1 account');
  }
  await screenshotAtSizes(page, 'o-berichten');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the schooladmin reads the messages (unread first) and signs up for the webinar', async ({
  page,
  server,
}) => {
  await loginAs(page, server, 'admin.regenboog');
  // The menu's badge counts the unread messages, and its link says so.
  const menuLink = (unread: number) =>
    page.getByRole('navigation').getByRole('link', { name: `Berichten, ${unread} ongelezen`, exact: true });
  await menuLink(2).click();
  await expect(page.getByRole('heading', { level: 1, name: S.messages.title })).toBeVisible();
  const items = page.locator('[data-testid^="school-message-"]');
  await expect(items).toHaveCount(2);
  // Both unread: newest first.
  await expect(items.nth(0)).toContainText(NEWER);
  await expect(page.getByText('2 ongelezen', { exact: true })).toBeVisible();
  await items.nth(0).getByRole('button').click();
  await expect(page.getByText(`${NEWER}: meld je aan onder Berichten.`)).toBeVisible();
  await expect(page.getByText('1 ongelezen', { exact: true })).toBeVisible();
  await expect(menuLink(1)).toBeVisible();
  await screenshotAtSizes(page, 'a-berichten-open');
  // Next visit: the unread one comes first.
  await page.reload();
  await expect(items.nth(0)).toContainText(OLDER);
  await expect(items.nth(0)).toContainText(S.messages.unread);
  await expect(items.nth(1)).toContainText(NEWER);

  const card = page.getByTestId(`school-webinar-${WEBINAR}`);
  await expect(card).toContainText('Nog 25 plaatsen vrij');
  // Its time names the time zone it is in.
  await expect(card).toContainText(/\d{1,2}:\d{2} \(Nederlandse tijd\)/);
  await card.getByRole('button', { name: `Aanmelden voor ${WEBINAR}` }).click();
  await expect(card).toContainText(S.webinars.signedUp);
  // The sign-up is confirmed by mail, with the webinar as a calendar file.
  await expect
    .poll(async () => {
      const [mail] = await server.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, 'admin@regenboog.example'))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      return mail && { subject: mail.subject, files: mail.attachments?.map((a) => a.filename) };
    })
    .toEqual({ subject: `Aangemeld voor het webinar ${WEBINAR}`, files: ['webinar.ics'] });
  await expect(card).toContainText('Nog 24 plaatsen vrij');
  await expect(card.getByRole('link', { name: 'https://webinar.example/eerste-week' })).toBeVisible();
  await screenshotAtSizes(page, 'a-berichten');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the office sees who read the message and who signed up', async ({ page, server }) => {
  await loginAs(page, server, 'office');
  await page.goto(href('o-berichten'));
  await expect(page.getByTestId(`message-${NEWER}`)).toContainText('1 van 1 account');
  await expect(page.getByTestId(`message-${OLDER}`)).toContainText('0 van 1 account');
  await page.getByRole('button', { name: `${O.messages.readers}: ${NEWER}`, exact: false }).click();
  const reads = page.getByRole('dialog');
  await expect(reads.getByRole('cell', { name: 'OBS De Regenboog' })).toBeVisible();
  await screenshotAtSizes(page, 'o-berichten-gelezen');
  expect(await seriousViolations(page)).toEqual([]);
  await reads.getByRole('button', { name: 'Sluiten' }).click();

  await page.goto(href('o-webinars'));
  await expect(page.getByTestId(`webinar-${WEBINAR}`)).toContainText('1 van 25');
  await page.getByRole('button', { name: O.webinars.menu.replace('{{title}}', WEBINAR) }).click();
  await page.getByRole('menuitem', { name: O.webinars.attendees }).click();
  const attendees = page.getByRole('dialog');
  await expect(attendees.getByRole('cell', { name: 'admin@regenboog.example' })).toBeVisible();
  await expect(attendees.getByRole('cell', { name: 'OBS De Regenboog' })).toBeVisible();
  await screenshotAtSizes(page, 'o-webinars-deelnemers');
  expect(await seriousViolations(page)).toEqual([]);
  await attendees.getByRole('button', { name: 'Sluiten' }).click();

  // Cancelling asks first, naming the webinar.
  await page.getByRole('button', { name: O.webinars.menu.replace('{{title}}', WEBINAR) }).click();
  await page.getByRole('menuitem', { name: O.webinars.cancel }).click();
  await expect(page.getByRole('dialog')).toContainText(`Webinar "${WEBINAR}" annuleren?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Annuleren', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId(`webinar-${WEBINAR}`)).toContainText(O.webinars.status.planned);
});

test('a teacher invites a friend; the application form opens prefilled from the mail link', async ({
  page,
  server,
  browser,
}) => {
  await loginAs(page, server, 'juf.anne');
  await page.getByRole('navigation').getByRole('link', { name: 'Collega uitnodigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: S.invite.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: S.invite.empty })).toBeVisible();
  await page.getByLabel(S.invite.email).fill('geen-adres');
  await page.getByRole('button', { name: S.invite.send }).click();
  await expect(page.getByText('Vul een geldig e-mailadres in', { exact: false })).toBeVisible();
  await page.getByLabel(S.invite.email).fill('kees@dewilg.example');
  await page.getByLabel(S.invite.name).fill('Kees de Wit');
  await page.getByLabel(S.invite.schoolName).fill('Basisschool De Wilg');
  await page.getByRole('button', { name: S.invite.send }).click();
  await expect(page.getByRole('status')).toContainText('kees@dewilg.example');
  await expect(page.getByTestId('invite-kees@dewilg.example')).toContainText(S.invite.waiting);
  // The form is empty again for the next colleague.
  await expect(page.getByLabel(S.invite.email)).toHaveValue('');
  await expect(page.getByText('Je kunt vandaag nog 9 collega')).toBeVisible();
  await screenshotAtSizes(page, 'a-vriend-uitnodigen');
  expect(await seriousViolations(page)).toEqual([]);

  const [mail] = await server.database.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.to, 'kees@dewilg.example'))
    .orderBy(desc(outbox.createdAt));
  const link = /(https?:\/\/[^/\s]+)(\/site\/aanvraagformulier#uitnodiging=[\w-]+)/.exec(mail!.body);
  expect(link).not.toBeNull();
  // The colleague opens the link in their own browser.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(server.url(link![2]));
  await expect(visitor.locator('#application-contactName')).toHaveValue('Kees de Wit');
  await expect(visitor.locator('#application-email')).toHaveValue('kees@dewilg.example');
  await expect(visitor.locator('#application-organisation')).toHaveValue('Basisschool De Wilg');
  await screenshotAtSizes(visitor, 'aanvraagformulier-uitnodiging');
  expect(await seriousViolations(visitor)).toEqual([]);
  await context.close();

  const anne = await userRecord(server, 'juf.anne');
  expect(anne.accountId).not.toBeNull();
  // Nothing applied yet: the submissions hold no application from the invite.
  const rows = await server.database.db.select().from(siteSubmissions);
  expect(rows.filter((r) => r.inviteId !== null)).toEqual([]);
});
