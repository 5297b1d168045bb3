import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs, userRecord } from './helpers/auth';
import { SCREEN_SIZES } from './helpers/screens';

/**
 * Text read from the back of the class: on the whiteboard the round's counter in the HUD and vishaak's
 * depth gauge are read from meters away, so they are measured where they are drawn, in the game's
 * canvas, as the screen shows them (CSS pixels), on a phone, a laptop and the whiteboard.
 */

/** Heights in CSS pixels of the ink-coloured glyphs in a strip of the canvas (logical units). */
async function inkRuns(
  page: Page,
  area: { x0: number; x1: number; y0: number; y1: number },
): Promise<{ runs: number[]; right: number }> {
  return page.evaluate((a) => {
    const canvas = document.querySelector<HTMLCanvasElement>('.game-host__stage canvas')!;
    const ctx = canvas.getContext('2d')!;
    // The short side of the logical screen is 720 units, whatever the canvas's resolution.
    const unit = Math.min(canvas.width, canvas.height) / 720;
    const css = canvas.getBoundingClientRect().height / canvas.height;
    const px = (v: number) => Math.round(v * unit);
    const [x0, x1, y0, y1] = [px(a.x0), px(a.x1), px(a.y0), px(a.y1)];
    const data = ctx.getImageData(x0, y0, x1 - x0, y1 - y0).data;
    const width = x1 - x0;
    const inkRows: boolean[] = [];
    let right = 0;
    for (let y = 0; y < y1 - y0; y++) {
      let ink = false;
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        // The kit's ink (#1b2a3a) where the glyph is solid; the blue pip ring and the band are lighter.
        if (data[i + 3]! > 200 && data[i]! < 90 && data[i + 1]! < 90 && data[i + 2]! < 100) {
          ink = true;
          right = Math.max(right, x);
        }
      }
      inkRows.push(ink);
    }
    const runs: number[] = [];
    let start = -1;
    inkRows.forEach((ink, y) => {
      if (ink && start < 0) start = y;
      if (!ink && start >= 0) {
        runs.push((y - start) * css);
        start = -1;
      }
    });
    if (start >= 0) runs.push((inkRows.length - start) * css);
    return { runs, right: (x0 + right) * css };
  }, area);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test('the round counter and the depth gauge can be read from the back of the class', async ({
  page,
  server,
}) => {
  const student = 'sam.g4';
  await loginAs(page, server, student);
  const home = `/leerling/${(await userRecord(server, student)).id}`;
  const measured: Record<string, { counter: number; gauge: number }> = {};
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // The game lays out for the screen it starts on.
    await page.goto(`${home}?spel=vishaak`);
    await page.waitForFunction(() => window.__game?.state === 'intro', null, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__game?.start())).toBe(true);
    await page.waitForFunction(() => window.__game?.state === 'question', null, { timeout: 15_000 });
    const landscape = size.width > size.height;
    const logicalWidth = landscape ? Math.min(1600, Math.max(960, 720 * (size.width / size.height))) : 720;
    // The HUD and the gauge may still grow in as the question comes: measure until two frames agree.
    const measure = async () => {
      // The counter: in the HUD (92 units high), left of its buttons (at most two of 84 units).
      const counter = await inkRuns(page, { x0: 0, x1: logicalWidth - 220, y0: 4, y1: 88 });
      // The gauge's numbers stand left of the line (150 units in landscape, 110 in portrait).
      const gauge = await inkRuns(page, {
        x0: 0,
        x1: landscape ? 124 : 84,
        y0: 260,
        y1: landscape ? 700 : 1200,
      });
      return { counter: Math.max(...counter.runs), gauge: median(gauge.runs) };
    };
    let last = { counter: -1, gauge: -1 };
    await expect
      .poll(async () => {
        const now = await measure();
        const still = now.counter === last.counter && now.gauge === last.gauge;
        last = now;
        return still;
      })
      .toBe(true);
    measured[size.name] = last;
    await page.screenshot({ path: `test-results/screens/vishaak-${size.name}.png` });
  }
  console.log('glyph heights (CSS px):', JSON.stringify(measured));
  // On the whiteboard the counter's digits were about 24 px and the gauge's 20: now at least 30.
  expect(measured.whiteboard!.counter).toBeGreaterThanOrEqual(30);
  expect(measured.whiteboard!.gauge).toBeGreaterThanOrEqual(30);
  // They grow with the screen: the phone's are smaller, and still there.
  expect(measured.phone!.counter).toBeGreaterThan(10);
  expect(measured.phone!.counter).toBeLessThan(measured.whiteboard!.counter);
});
