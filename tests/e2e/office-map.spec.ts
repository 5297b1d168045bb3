import type { Locator, Page } from '@playwright/test';
import { officeMapNl } from '../../src/admin/office/map/texts.nl';
import { officeContentNl } from '../../src/admin/office/shared/content/texts.nl';
import { MAP_FROM_CODE } from '../../src/domain/content/map';
import { href } from '../../src/shell/lib/routes';
import { expect, test } from './fixtures';
import { loginAs } from './helpers/auth';
import { screenshotAtSizes, seriousViolations } from './helpers/screens';

const T = officeMapNl.map;
const C = officeContentNl.content;

test.use({ contextOptions: { reducedMotion: 'reduce' } });
// It publishes the map every child's landkaart reads: on a server of its own, so the other specs'
// content versions (and Sam's map) stay theirs.
test.use({ serverOfItsOwn: true });

/** The place a handle says it is at, in % (its label: "Punt n van m: x % van links, y % van boven"). */
async function placeOf(handle: Locator) {
  const label = (await handle.getAttribute('aria-label')) ?? '';
  const match = /: ([\d.]+) % van links, ([\d.]+) % van boven$/.exec(label);
  expect(match, label).not.toBeNull();
  return { x: Number(match![1]), y: Number(match![2]) };
}

/**
 * Where a stop is placed on the child's map as laid out, in % of the map: its box's offset (the
 * anchor its translate(-50%, -50%) centres the stop on; the box itself holds the label too, so its
 * middle is not the point).
 */
async function stopCentre(_page: Page, stop: Locator) {
  return stop.evaluate((el: HTMLElement) => {
    const map = el.closest('.landkaart__map') as HTMLElement;
    return { x: (el.offsetLeft / map.clientWidth) * 100, y: (el.offsetTop / map.clientHeight) * 100 };
  });
}

test('an office worker drags one point of the map’s route and moves another by key, publishes, and a child’s stops follow', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, server, 'office');
  await page.goto(server.url(href('o-landkaartdev')));
  await expect(page.getByRole('heading', { name: T.title, level: 1 })).toBeVisible();
  const editor = page.getByTestId('map-editor-wide');
  const handles = editor.getByRole('button');
  await expect(handles).toHaveCount(MAP_FROM_CODE.wide.length);
  await expect(handles.first()).toHaveAccessibleName('Punt 1 van 8: 11 % van links, 80 % van boven');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtSizes(page, 'office-landkaartdev');

  // ---- The first point, dragged with the mouse from where its handle is drawn ----------------------
  const first = page.getByTestId('map-point-0');
  const from = (await first.boundingBox())!;
  const art = (await editor.boundingBox())!;
  // The handle sits where the route's point is.
  expect(from.x + from.width / 2).toBeCloseTo(art.x + art.width * 0.11, 0);
  expect(from.y + from.height / 2).toBeCloseTo(art.y + art.height * 0.8, 0);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(art.x + art.width * 0.15, art.y + art.height * 0.85, { steps: 4 });
  await page.mouse.move(art.x + art.width * 0.2, art.y + art.height * 0.9, { steps: 4 });
  await page.mouse.up();
  const dragged = await placeOf(first);
  expect(dragged.x).toBeCloseTo(20, 0);
  expect(dragged.y).toBeCloseTo(90, 0);
  const now = (await first.boundingBox())!;
  // Measured again: the "not saved" badge and the chosen point's line may have moved the map a little.
  const artNow = (await editor.boundingBox())!;
  expect(now.x + now.width / 2).toBeCloseTo(artNow.x + artNow.width * 0.2, -1);

  // ---- The last point, moved with the keyboard: 3 big steps left, 2 small steps down -----------------
  const last = page.getByTestId('map-point-7');
  await last.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(last).toHaveAccessibleName('Punt 8 van 8: 73 % van links, 30 % van boven');
  await expect(last).toBeFocused();
  await expect(page.getByText(T.unsaved)).toBeVisible();

  // A route can lose points, down to 2, and gain them back: a point removed and one added leaves 8.
  await page.getByRole('button', { name: T.remove }).click();
  await expect(handles).toHaveCount(7);
  await page.getByRole('button', { name: T.reset }).click();
  await expect(handles).toHaveCount(8);
  await expect(first).toHaveAccessibleName('Punt 1 van 8: 11 % van links, 80 % van boven');
  // Undone: do both again, the same way (the clicks may have scrolled the page: the boxes anew).
  const again = (await first.boundingBox())!;
  const artAgain = (await editor.boundingBox())!;
  await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2);
  await page.mouse.down();
  await page.mouse.move(artAgain.x + artAgain.width * 0.2, artAgain.y + artAgain.height * 0.9, { steps: 6 });
  await page.mouse.up();
  await last.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const moved = await placeOf(first);
  expect(moved.x).toBeCloseTo(20, 0);

  // ---- Saved as a draft, published through the publish bar ------------------------------------------
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByRole('status').filter({ hasText: T.saved })).toBeVisible();
  await expect(page.getByText(T.status.draft, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const bar = page.getByRole('region', { name: C.bar });
  await expect(bar).toContainText('1 concept wacht op publicatie.');
  await bar.getByRole('button', { name: C.review }).click();
  const publish = page.getByRole('dialog', { name: C.publishTitle });
  await expect(publish).toContainText('Landkaart main');
  await publish.getByRole('button', { name: C.publish }).click();
  await expect(page.getByText(/Versie \d+ is gepubliceerd\./)).toBeVisible();
  await expect(bar).toContainText(C.noDrafts);
  await expect(page.getByText(T.status.published, { exact: true })).toBeVisible();

  // ---- A child's landkaart: the first stop where the first point went, the last where the last went ---
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    baseURL: server.url(),
    reducedMotion: 'reduce',
  });
  const child = await context.newPage();
  await loginAs(child, server, 'sam.g4');
  const stops = child.locator('.landkaart__stop');
  await expect(stops.first()).toBeVisible();
  expect(await stops.count()).toBeGreaterThanOrEqual(2);
  const start = await stopCentre(child, stops.first());
  expect(start.x).toBeCloseTo(moved.x, 0);
  expect(start.y).toBeCloseTo(moved.y, 0);
  const end = await stopCentre(child, stops.last());
  expect(end.x).toBeCloseTo(73, 0);
  expect(end.y).toBeCloseTo(30, 0);
  await context.close();
});
