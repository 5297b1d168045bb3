import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { schoolTextsNl as schoolNl } from './helpers/school-texts';
import { authNl } from '../../src/auth/i18n/auth.nl';
import { CardCodes } from '../../server/identity/card-codes';
import { CARD_PAGE_PATH } from '../../src/domain/contracts/roster';
import { qrCodesOfPdf } from '../api/helpers/pdf-qr';
import { expect, test, type E2EServer } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = schoolNl;
const A = authNl.card;
/** Reads the user id out of a card code (no key needed for that part). */
const idOfCode = (code: string) => new CardCodes('any').userIdOf(code);

/** The teacher prints Groep 4's cards from the passwords screen; the QR links of the PDF, by student id. */
async function printCards(page: Page, server: E2EServer): Promise<Map<string, string>> {
  await loginAs(page, server, 'juf.anne');
  await page.getByRole('link', { name: 'Groep 4' }).click();
  await page.getByRole('link', { name: T.students.passwords }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.passwords.title })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: T.cards.print }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('inlogkaarten-groep-4.pdf');
  const pdf = await qrCodesOfPdf(await readFile((await download.path())!));
  expect(pdf.pages).toBe(1);
  const links = pdf.codes.flat();
  expect(links).toHaveLength(5);
  return new Map(links.map((link) => [idOfCode(new URL(link).hash.slice(1))!, link]));
}

/** A fresh browser context (a child's tablet), optionally with a fake back camera. */
async function tablet(browser: Browser, server: E2EServer, camera?: { qr?: string; error?: string }) {
  const context = await browser.newContext({ baseURL: server.url() });
  if (camera) {
    await context.addInitScript(({ qr, error }) => {
      const fake = async () => {
        if (error) throw new DOMException('fake camera', error);
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const context2d = canvas.getContext('2d')!;
        const image = new Image();
        image.src = qr!;
        await image.decode();
        const draw = () => {
          context2d.fillStyle = '#fff';
          context2d.fillRect(0, 0, 640, 480);
          context2d.drawImage(image, 170, 90, 300, 300);
        };
        draw();
        setInterval(draw, 100);
        return canvas.captureStream(10);
      };
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: fake },
      });
    }, camera);
  }
  return context;
}

test('a teacher prints the cards; a child opens a card link and lands on the map; a renewed card stops working', async ({
  page,
  server,
  browser,
}) => {
  const links = await printCards(page, server);
  await expect(page.getByTestId('cards-keep-safe')).toHaveText(T.cards.keepSafe);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'wachtwoorden-kaarten');
  const sam = await userRecord(server, 'sam.g4');
  const link = links.get(sam.id)!;
  expect(link).toBe(`${server.url(CARD_PAGE_PATH)}#${new URL(link).hash.slice(1)}`);

  const context = await tablet(browser, server);
  const child = await context.newPage();
  await child.goto(link);
  await expect(child).toHaveURL(new RegExp(`/leerling/${sam.id}/landkaart$`));
  // The child sees the card was theirs.
  await expect(child.getByTestId('student-name')).toHaveText('Hoi Sam G.!');
  expect(child.url()).not.toContain('#');
  // The card page took the code out of the address and the history entry it replaced.
  await child.goBack().catch(() => undefined);
  expect(child.url()).not.toContain(new URL(link).hash);
  await context.close();

  // The passwords screen shows the card's use; a new card voids the printed one.
  await page.reload();
  await expect(page.getByTestId('password-sam.g4')).not.toContainText(T.passwords.cardNever);
  await page.getByRole('button', { name: 'Acties voor Sam G.' }).click();
  await page.getByRole('menuitem', { name: T.passwords.renew }).click();
  await expect(page.getByRole('dialog')).toContainText('werkt daarna niet meer');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: T.passwords.renew }).click();
  await expect(page.getByText('De oude kaart van Sam G. werkt niet meer.')).toBeVisible();
  await expect(page.getByTestId('password-sam.g4')).toContainText(T.passwords.cardNever);

  const again = await tablet(browser, server);
  const old = await again.newPage();
  await old.goto(link);
  await expect(old.getByTestId('card-login-error')).toHaveText(A.errors.invalid);
  await again.close();
});

test('the scan button reads a card with the camera and signs the child in', async ({
  page,
  server,
  browser,
}) => {
  const links = await printCards(page, server);
  const noor = await userRecord(server, 'noor.g4');
  const qr = await QRCode.toDataURL(links.get(noor.id)!, { margin: 2, scale: 8 });
  const context = await tablet(browser, server, { qr });
  const child = await context.newPage();
  await child.goto('/auth/login');
  await child.getByTestId('scan-card').click();
  await expect(child).toHaveURL(new RegExp(`/leerling/${noor.id}/landkaart$`));
  await expect(child.getByTestId('student-name')).toHaveText(/^Hoi Noor/);
  await context.close();
});

test('the scan dialog with a foreign QR code, and without a camera, says what to do', async ({
  browser,
  server,
}) => {
  const foreign = await QRCode.toDataURL('https://example.org/auth/kaart#abc', { margin: 2, scale: 8 });
  const context = await tablet(browser, server, { qr: foreign });
  const child = await context.newPage();
  await child.goto('/auth/login');
  await expect(child.getByTestId('scan-card')).toHaveText(A.scan);
  await screenshotAtSizes(child, 'login-met-kaart');
  await child.getByTestId('scan-card').click();
  const dialog = child.getByRole('dialog', { name: A.scanTitle });
  await expect(dialog).toBeVisible();
  await expect(child.getByTestId('scan-foreign')).toHaveText(A.notACard);
  expect(await seriousViolations(child)).toEqual([]);
  await screenshotAtSizes(child, 'kaart-scannen');
  await dialog.getByRole('button', { name: A.close }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();

  for (const [error, text] of [
    ['NotAllowedError', A.cameraErrors.denied],
    ['NotFoundError', A.cameraErrors.noCamera],
  ] as const) {
    const denied = await tablet(browser, server, { error });
    const page = await denied.newPage();
    await page.goto('/auth/login');
    await page.getByTestId('scan-card').click();
    await expect(page.getByTestId('scan-error')).toHaveText(text);
    if (error === 'NotAllowedError') {
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotAtSizes(page, 'kaart-scannen-geweigerd');
    }
    await denied.close();
  }
});

test('a wrong or damaged card link shows a child-friendly message and the way to the login', async ({
  page,
}) => {
  for (const [hash, text] of [
    ['#' + 'A'.repeat(44), A.errors.invalid],
    ['', A.errors.missing],
    ['#kapot!', A.errors.missing],
  ] as const) {
    await page.goto(`${CARD_PAGE_PATH}${hash}`);
    await expect(page.getByTestId('card-login-error')).toHaveText(text);
    expect(new URL(page.url()).hash).toBe('');
  }
  await page.goto(`${CARD_PAGE_PATH}#${'A'.repeat(44)}`);
  await expect(page.getByRole('heading', { level: 1, name: A.failedTitle })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'kaart-mislukt');
  await page.getByTestId('card-to-login').click();
  await expect(page.getByRole('heading', { level: 1, name: authNl.login.title })).toBeVisible();
});
