// Page load times in Chromium for the benchmarks (npm run bench:insight): the built client served by the
// bench's own app, a user signed in through the real login page, then each page opened N times by a full
// load (page.goto: the HTML, the JS from the browser cache, the session restore and token refresh, the API
// calls and the render) until the content a user acts on is visible. A baseline in the same run: the login
// page until its form is visible (a static page of the same server), so a slow page can be told apart from
// a busy machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const CLIENT_DIR = path.resolve('dist');
export const VIEWPORT = { width: 1366, height: 768 };
/** How long one load may take before the page counts as broken. */
const READY_TIMEOUT_MS = 60_000;

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** The production build in dist/ (`vite build`), built when it is missing or older than the client's sources. */
export function ensureClientBuild(): string {
  const index = path.join(CLIENT_DIR, 'index.html');
  const sources = Math.max(newestChange(path.resolve('src')), newestChange(path.resolve('index.html')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return CLIENT_DIR;
  console.log('Building the client (vite build → dist/)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return CLIENT_DIR;
}

export interface PageToLoad {
  label: string;
  /** Path on the server, e.g. /account/…/groepen/…/leerlingen?weergave=voortgang */
  path: string;
  /** Resolves once the content a user acts on is visible. */
  ready(page: Page): Promise<void>;
}

export interface PageLoads {
  label: string;
  /** Milliseconds from page.goto to ready, one per run. */
  times: number[];
}

export interface PageLoadResult {
  /** The login page until its form is visible, one per run (interleaved with the pages' runs). */
  baseline: number[];
  pages: PageLoads[];
  browserVersion: string;
}

/** The login form is there: user name, password and the submit button. */
async function loginFormVisible(page: Page): Promise<void> {
  for (const selector of [
    'input[autocomplete="username"]',
    'input[autocomplete="current-password"]',
    'button[type="submit"]',
  ])
    await page.locator(selector).waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
}

const fileName = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function timeLoad(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
  await ready(page);
  return performance.now() - t0;
}

/**
 * With BENCH_WATERFALL set: where the last load's time went, from the browser's resource timing (each
 * script and API call: when it started and ended after navigation start, and its size on the wire).
 */
async function printWaterfall(page: Page, label: string): Promise<void> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return {
        name: new URL(r.name).pathname,
        start: r.startTime,
        end: r.responseEnd,
        bytes: r.transferSize,
      };
    }),
  );
  console.log(`\n  waterfall of "${label}" (ms after navigation start):`);
  for (const e of entries)
    console.log(
      `    ${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)}  ${String(e.bytes).padStart(8)} B  ${e.name}`,
    );
}

/**
 * Signs `username` in through the login page at `baseUrl`, then opens every page `runs` times after one
 * warm-up, each run also timing the baseline (the login page in a second, signed-out browser context).
 */
export async function measurePageLoads(options: {
  baseUrl: string;
  username: string;
  password: string;
  pages: PageToLoad[];
  runs: number;
  /** A folder for a screenshot of each page as it was when counted ready (the last run), to check the locators. */
  screenshotDir?: string | undefined;
}): Promise<PageLoadResult> {
  const { baseUrl, pages, runs } = options;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const signedOut = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    page.setDefaultTimeout(READY_TIMEOUT_MS);

    await page.goto(`${baseUrl}/auth/login`);
    await page.locator('input[autocomplete="username"]').fill(options.username);
    await page.locator('input[autocomplete="current-password"]').fill(options.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: READY_TIMEOUT_MS });

    const loginUrl = `${baseUrl}/auth/login`;
    await timeLoad(signedOut, loginUrl, loginFormVisible); // warm-ups: the browser's cache, the server's
    for (const p of pages) await timeLoad(page, baseUrl + p.path, p.ready);

    const baseline: number[] = [];
    const times = pages.map((): number[] => []);
    for (let run = 0; run < runs; run++) {
      baseline.push(await timeLoad(signedOut, loginUrl, loginFormVisible));
      for (const [i, p] of pages.entries()) {
        times[i]!.push(await timeLoad(page, baseUrl + p.path, p.ready));
        if (options.screenshotDir && run === runs - 1)
          await page.screenshot({ path: path.join(options.screenshotDir, `${fileName(p.label)}.png`) });
        if (process.env.BENCH_WATERFALL && run === runs - 1) await printWaterfall(page, p.label);
      }
    }
    return {
      baseline,
      pages: pages.map((p, i) => ({ label: p.label, times: times[i]! })),
      browserVersion: browser.version(),
    };
  } finally {
    await browser.close();
  }
}
