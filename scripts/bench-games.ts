// npm run bench:games: for each playable game, the time from route start (the child's click on the game
// in the test game picker) to the game's first rendered frame, the frame times over 10 s of play, and the
// game's chunk size. Budgets (docs/ARCHITECTURE.md): first frame within 1.5 s of route start, p95 frame
// time at most 16.7 ms in headless Chromium on this machine. Writes the table into README.md.
//
//   npm run bench:games                         build, measure at 1366x768 and 1920x1080, update README.md
//   npm run bench:games -- --no-build           reuse dist/ and dist-test/ (both need .vite/manifest.json)
//   npm run bench:games -- --games waslijn --sizes 1920x1080 --seconds 5 --no-readme
//
// Builds: chunk sizes come from the production build (dist/); the timings from the test build
// (dist-test/, VITE_TEST_HOOKS=1), because play is driven through `window.__game`, which presses the
// same bubbles, buttons, cards and coins a child does. The two builds differ only in the host's test
// hook (src/games/runtime/GameHost.tsx); the game chunks, the kit and Phaser are the same code.
// The server is the real app, in-process, on in-memory PGlite with the demo data (as the e2e fixture).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../server/api/auth/seed';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/database';
import { users } from '../server/db/schema';
import { seedDemoData } from '../server/db/seed';
import { demoSeeders } from '../server/seeders';
import { BUILT_GAME_IDS } from '../src/domain/curriculum';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { writeReadmeSection } from './readme-section';

const FIRST_FRAME_BUDGET_MS = 1500;
const FRAME_BUDGET_MS = 16.7;
/** Renderer CPU per frame, by screen size (docs/games.md); other sizes are held to the larger. */
const CPU_BUDGET_MS: Record<string, number> = { '1366x768': 8, '1920x1080': 12 };
const cpuBudget = (size: string): number => CPU_BUDGET_MS[size] ?? 12;
/** rAF intervals of a run that never misses a vsync still jitter a little above 16.67 ms. */
const FRAME_WITHIN_MS = 17.5;
const STUDENT = 'sam.g4';
/** Cold openings per game (each in a fresh browser context), and warm ones (chunks in the cache). */
const COLD_RUNS = 3;
const WARM_RUNS = 3;
/** How long the simulated child looks at a sum before answering. */
const THINK_MS = 1500;
/** Seconds of frames recorded on the still picker page before each game, as a control. */
const IDLE_SECONDS = 3;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const SECONDS = Number(option('seconds') ?? 10);
const SIZES = (option('sizes') ?? '1366x768,1920x1080').split(',').map((s) => {
  const [width = 0, height = 0] = s.split('x').map(Number);
  return { label: s, width, height };
});
const GAMES = option('games')?.split(',') ?? [...BUILT_GAME_IDS];
const DIST = path.resolve('dist');
const DIST_TEST = path.resolve('dist-test');

// ---- builds and chunk sizes ----------------------------------------------------------------------

function build(outDir: string, testHooks: boolean): void {
  console.log(`Building ${path.basename(outDir)}/ (vite build${testHooks ? ', VITE_TEST_HOOKS=1' : ''})…`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--manifest', '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, VITE_TEST_HOOKS: testHooks ? '1' : '' } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

interface ManifestEntry {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

function readManifest(dir: string): Manifest {
  const file = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    console.error(`${file} is missing: run without --no-build (the builds need --manifest).`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

interface ChunkSize {
  raw: number;
  gzip: number;
  /** The chunk and every chunk it imports statically (the kit and Phaser): what opening the game loads. */
  closureRaw: number;
  closureGzip: number;
}

function chunkSize(manifest: Manifest, gameId: string): ChunkSize {
  const key = `src/games/${gameId}/index.ts`;
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the manifest`);
  const seen = new Set<string>();
  const visit = (k: string): void => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const i of manifest[k]?.imports ?? []) visit(i);
  };
  visit(key);
  const size = (k: string) => {
    const content = readFileSync(path.join(DIST, manifest[k]!.file));
    return { raw: content.length, gzip: gzipSync(content).length };
  };
  const own = size(key);
  const all = [...seen].map(size);
  return {
    ...own,
    closureRaw: all.reduce((s, c) => s + c.raw, 0),
    closureGzip: all.reduce((s, c) => s + c.gzip, 0),
  };
}

// ---- measuring in the browser ---------------------------------------------------------------------

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function median(values: number[]): number {
  return percentile(values, 50);
}

async function login(page: Page, base: string, password: string): Promise<void> {
  await page.goto(`${base}/auth/login`);
  await page.locator('input[autocomplete="username"]').fill(STUDENT);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

interface Opening {
  /** Click on the game's card to the first frame of the game's scene. */
  clickToFrame: number;
  /** The host's chunk request (`game:start`) to the first frame. */
  loadToFrame: number;
}

/** Clicks the game's card in the picker, like a child; times the click to the `game:first-frame` mark. */
async function openGame(page: Page, gameId: string): Promise<Opening> {
  await page.locator(`button[data-game="${gameId}"]`).waitFor();
  await page.evaluate(() => {
    performance.clearMarks();
    document.addEventListener('click', () => performance.mark('bench:click'), { capture: true, once: true });
  });
  await page.locator(`button[data-game="${gameId}"]`).click();
  await page.waitForFunction(() => performance.getEntriesByName('game:first-frame').length > 0, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN;
    return {
      clickToFrame: at('game:first-frame') - at('bench:click'),
      loadToFrame: at('game:first-frame') - at('game:start'),
    };
  });
}

async function backToPicker(page: Page): Promise<void> {
  await page.locator('.testspel__back').click();
  await page.locator('.testspel__grid').waitFor();
}

/** requestAnimationFrame intervals (ms) over `seconds` on whatever the page shows. */
async function recordFrames(page: Page, seconds: number): Promise<number[]> {
  return page.evaluate(
    (seconds) =>
      new Promise<number[]>((resolve) => {
        const frames: number[] = [];
        let last = 0;
        const end = performance.now() + seconds * 1000;
        const tick = (t: number) => {
          if (last) frames.push(t - last);
          last = t;
          if (t < end) requestAnimationFrame(tick);
          else resolve(frames);
        };
        requestAnimationFrame(tick);
      }),
    seconds,
  );
}

/** CPU seconds each Chromium process has used so far, by type (renderer, GPU, browser, ...). */
async function processCpu(cdp: CDPSession): Promise<Map<number, { type: string; cpu: number }>> {
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number; cpuTime: number }[];
  };
  return new Map(processInfo.map((p) => [p.id, { type: p.type, cpu: p.cpuTime }]));
}

/** CPU seconds used between two readings by processes of one type (new processes count from zero). */
function cpuDelta(
  before: Map<number, { type: string; cpu: number }>,
  after: Map<number, { type: string; cpu: number }>,
  type: string,
): number {
  let total = 0;
  for (const [id, p] of after) if (p.type === type) total += p.cpu - (before.get(id)?.cpu ?? 0);
  return total;
}

interface Play {
  frames: number[];
  /** CPU time of the page's renderer process (main thread, Canvas drawing, compositor) per frame, ms. */
  rendererCpuPerFrame: number;
  /** CPU time of all Chromium processes per second of play (1 = one core). */
  cores: number;
  answers: number;
  wrong: number;
  ended: boolean;
  renderer: string;
  /** The game canvas: its backing store and its size on the page (CSS px). */
  canvas: CanvasSize;
}

interface CanvasSize {
  width: number;
  height: number;
  cssWidth: number;
  cssHeight: number;
}

async function gameCanvas(page: Page): Promise<CanvasSize> {
  return page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('.game-host__stage canvas');
    if (!c) throw new Error('no game canvas');
    return { width: c.width, height: c.height, cssWidth: c.clientWidth, cssHeight: c.clientHeight };
  });
}

/**
 * Plays for `seconds` through the test hook, inside the page (no round trips while it runs): starts the
 * round, answers each sum after THINK_MS (every fourth wrong when the game shows a wrong choice), and
 * records requestAnimationFrame deltas, the interval between frames as the browser schedules them.
 */
async function play(page: Page, cdp: CDPSession, seconds: number): Promise<Play> {
  await page.waitForFunction(() => window.__game?.state === 'intro');
  const before = await processCpu(cdp);
  const played = await page.evaluate(
    ({ seconds, thinkMs }) =>
      new Promise<Omit<Play, 'rendererCpuPerFrame' | 'cores' | 'canvas'>>((resolve) => {
        const game = window.__game!;
        const frames: number[] = [];
        let last = 0;
        let running = true;
        const tick = (t: number) => {
          if (last) frames.push(t - last);
          last = t;
          if (running) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        game.start();
        let shownAt = 0;
        let answers = 0;
        let wrong = 0;
        const poll = setInterval(() => {
          const now = performance.now();
          if (game.state !== 'question') {
            shownAt = 0;
            return;
          }
          if (!shownAt) shownAt = now;
          if (now - shownAt < thinkMs) return;
          const sum = game.currentSum();
          if (!sum) return;
          const right = JSON.stringify(sum.answer);
          const other =
            answers % 4 === 3 ? game.choices().find((c) => JSON.stringify(c) !== right) : undefined;
          if (game.answer(other ?? sum.answer)) {
            answers++;
            if (other) wrong++;
            shownAt = 0;
          }
        }, 50);
        setTimeout(() => {
          running = false;
          clearInterval(poll);
          const ended = game.state === 'ended';
          resolve({ frames, answers, wrong, ended, renderer: game.renderer ?? '?' });
        }, seconds * 1000);
      }),
    { seconds, thinkMs: THINK_MS },
  );
  const after = await processCpu(cdp);
  const total = [...new Set([...after.values()].map((p) => p.type))].reduce(
    (sum, type) => sum + cpuDelta(before, after, type),
    0,
  );
  return {
    ...played,
    canvas: await gameCanvas(page),
    rendererCpuPerFrame: (cpuDelta(before, after, 'renderer') * 1000) / Math.max(1, played.frames.length),
    cores: total / seconds,
  };
}

interface GameResult {
  gameId: string;
  size: ChunkSize;
  cold: Opening[];
  warm: Opening[];
  plays: { size: string; play: Play; idle: number[] }[];
}

/** A fresh browser context (an empty HTTP cache) signed in as the demo student, on the game picker. */
async function openPicker(
  browser: Browser,
  base: string,
  home: string,
  password: string,
  gameId: string,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  // Each measurement is a fresh context, where the app-shell service worker would install (precache
  // the whole build) during the frames measured: a once-per-device cost, not the game's.
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  // tsx keeps function names with an `__name` helper that the functions sent to the page call.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  [${gameId}] page error: ${error.message}`));
  await login(page, base, password);
  await page.goto(`${base}${home}`);
  await page.locator('.testspel__grid').waitFor();
  return { context, page };
}

async function benchGame(
  browser: Browser,
  cdp: CDPSession,
  base: string,
  home: string,
  password: string,
  gameId: string,
  size: ChunkSize,
): Promise<GameResult> {
  const plays: GameResult['plays'] = [];
  const cold: Opening[] = [];
  const warm: Opening[] = [];
  for (const [i, s] of SIZES.entries()) {
    const viewport = { width: s.width, height: s.height };
    if (i === 0) {
      // Cold openings, each in a fresh context (Phaser and the game not yet in the browser's cache).
      for (let c = 0; c < COLD_RUNS - 1; c++) {
        const fresh = await openPicker(browser, base, home, password, gameId, viewport);
        cold.push(await openGame(fresh.page, gameId));
        await fresh.context.close();
      }
    }
    const { context, page } = await openPicker(browser, base, home, password, gameId, viewport);
    // The control: the same browser on the still picker page, right before the game, on the same machine.
    const idle = await recordFrames(page, IDLE_SECONDS);
    if (i === 0) {
      cold.push(await openGame(page, gameId));
      for (let w = 0; w < WARM_RUNS; w++) {
        await backToPicker(page);
        warm.push(await openGame(page, gameId));
      }
      console.log(
        `  ${gameId} first frame: cold ${cold.map((o) => Math.round(o.clickToFrame)).join(', ')} ms, ` +
          `warm ${warm.map((o) => Math.round(o.clickToFrame)).join(', ')} ms ` +
          `(chunk request to frame, cold: ${cold.map((o) => Math.round(o.loadToFrame)).join(', ')} ms)`,
      );
    } else {
      await openGame(page, gameId);
    }
    // Let the opening settle (textures painted, intro tweens running) before play starts.
    await page.waitForTimeout(500);
    const result = await play(page, cdp, SECONDS);
    await context.close();
    plays.push({ size: s.label, play: result, idle });
    const p = result.frames;
    console.log(
      `  ${gameId} ${s.label}: ${p.length} frames, p50 ${median(p).toFixed(1)} ms, p95 ${percentile(p, 95).toFixed(1)} ms, ` +
        `renderer CPU ${result.rendererCpuPerFrame.toFixed(1)} ms/frame, Chromium ${result.cores.toFixed(2)} cores, ${result.answers} answers (${result.wrong} wrong)` +
        `${result.ended ? ', round ended' : ''}, ${result.renderer} ${result.canvas.width}x${result.canvas.height}; idle picker p95 ${percentile(idle, 95).toFixed(1)} ms`,
    );
  }
  return { gameId, size, cold, warm, plays };
}

// ---- run -------------------------------------------------------------------------------------------

if (!process.argv.includes('--no-build')) {
  build(DIST, false);
  build(DIST_TEST, true);
}
const manifest = readManifest(DIST);
readManifest(DIST_TEST);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-bench-games-'));
const config = {
  ...loadConfig({ NODE_ENV: 'test' }),
  dataDir,
  host: '127.0.0.1',
  port: 0,
  clientDir: DIST_TEST,
  rateLimitPerMinute: 1_000_000,
};
const database = await openDatabase({ kind: 'pglite' });
await seedDemoData(database.db, demoSeeders);
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
const [student] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, STUDENT));
const password = DEMO_USERS.find((u) => u.username === STUDENT)?.password;
if (!student || !password) throw new Error(`no demo student ${STUDENT}`);
const home = `/leerling/${student.id}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const cdp = await browser.newBrowserCDPSession();
const results: GameResult[] = [];
const loadBefore = loadavg()[0]!;
try {
  console.log(`Chromium ${browser.version()}, ${SECONDS} s of play per game and size`);
  for (const gameId of GAMES) {
    results.push(await benchGame(browser, cdp, base, home, password, gameId, chunkSize(manifest, gameId)));
  }
} finally {
  await browser.close();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
const load = ((loadBefore + loadavg()[0]!) / 2).toFixed(1);

// ---- report ----------------------------------------------------------------------------------------

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const ms = (value: number) => `${Math.round(value)}`;
const flag = (value: number, budget: number) => (value > budget ? ' (over)' : '');
const frameCell = ({ play, size }: GameResult['plays'][number]) => {
  const p95 = percentile(play.frames, 95);
  const cpu = play.rendererCpuPerFrame;
  return `${median(play.frames).toFixed(1)} / ${p95.toFixed(1)}${flag(p95, FRAME_WITHIN_MS)} · ${cpu.toFixed(1)}${flag(cpu, cpuBudget(size))}`;
};
const idleCell = (label: string) => {
  const runs = results.map((r) => r.plays.find((p) => p.size === label)!.idle);
  return `${median(runs.map((f) => median(f))).toFixed(1)} / ${median(runs.map((f) => percentile(f, 95))).toFixed(1)}`;
};
const table = [
  `| game | chunk raw / gzip KB | with kit + Phaser, gzip KB | first frame cold / warm ms | ${SIZES.map((s) => `frame p50 / p95 · CPU per frame, ms, ${s.label}`).join(' | ')} |`,
  `|---|---:|---:|---:|${SIZES.map(() => '---:').join('|')}|`,
  ...results.map((r) => {
    const cold = median(r.cold.map((c) => c.clickToFrame));
    const warm = median(r.warm.map((w) => w.clickToFrame));
    return (
      `| ${r.gameId} | ${kb(r.size.raw)} / ${kb(r.size.gzip)} | ${kb(r.size.closureGzip)} | ` +
      `${ms(cold)}${flag(cold, FIRST_FRAME_BUDGET_MS)} / ${ms(warm)}${flag(warm, FIRST_FRAME_BUDGET_MS)} | ` +
      `${SIZES.map((s) => frameCell(r.plays.find((p) => p.size === s.label)!)).join(' | ')} |`
    );
  }),
  `| (still picker page, same runs) | | | | ${SIZES.map((s) => idleCell(s.label)).join(' | ')} |`,
];
const renderers = [...new Set(results.flatMap((r) => r.plays.map((p) => p.play.renderer)))].join(', ');
const answered = results.flatMap((r) => r.plays.map((p) => p.play.answers));
const date = new Date().toISOString().slice(0, 10);
const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
const coldAll = results.flatMap((r) => r.cold.map((c) => c.clickToFrame));
const coldWithin = coldAll.filter((t) => t <= FIRST_FRAME_BUDGET_MS).length;
const plays = results.flatMap((r) => r.plays.map((p) => p.play));
const framesWithin = plays.filter((p) => percentile(p.frames, 95) <= FRAME_WITHIN_MS).length;
const sizedPlays = results.flatMap((r) => r.plays);
const cpuWithin = sizedPlays.filter((p) => p.play.rendererCpuPerFrame <= cpuBudget(p.size)).length;
const cpuBudgets = SIZES.map((s) => `${cpuBudget(s.label)} ms at ${s.label}`).join(' and ');
const verdict =
  `Against the budgets: the first frame came within ${FIRST_FRAME_BUDGET_MS / 1000} s in ${coldWithin} of ${coldAll.length} cold ` +
  `openings (slowest ${ms(Math.max(...coldAll))} ms); the p95 frame time was within ${FRAME_BUDGET_MS} ms (no missed vsync) in ${framesWithin} of ${plays.length} runs, and the ` +
  `renderer's CPU time per frame was within its budget (${cpuBudgets}) in ${cpuWithin} of ${plays.length}. docs/games.md says ` +
  'where the frame time goes.';
/** Wraps prose at about the README's line length. */
function wrap(text: string, width = 105): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const intro = [
  `Headless Chromium ${browser.version()} (Debian, \`--disable-gpu\`: software rendering, so the games pick`,
  `Phaser's ${renderers === 'canvas' ? 'Canvas' : renderers} renderer) on ${cpus().length} cores (${cpu}), load average ${load}`,
  'on a shared machine. "First frame" is the click on the game in the test game picker to the first frame the',
  "game's scene renders (the `game:first-frame` performance mark, in production builds too): cold is the median",
  `of ${COLD_RUNS} openings, each in a fresh browser context (Phaser and the game downloaded from the local server),`,
  `warm the median of ${WARM_RUNS} more in the same context. Frame times are requestAnimationFrame intervals over`,
  `${SECONDS} s of play per screen size: the round starts and the test hook answers each sum after ${THINK_MS / 1000} s through`,
  "the game's own controls (every fourth wrong where a wrong choice is on screen;",
  `${Math.min(...answered)}–${Math.max(...answered)} answers per run). Timings are of the test build (the production build plus`,
  '`window.__game` in the host); sizes of the production build. "CPU per frame" is the CPU time of the page\'s',
  'renderer process (scripts, Canvas drawing, compositing) over the play divided by its frames: it depends less',
  'than the intervals on what else the machine runs, though it rises under heavy load (a 2-core machine busy',
  'with other work raised it two- to threefold in our runs; the load average says how busy it was). The last',
  'row is the same browser on the still picker page for',
  `${IDLE_SECONDS} s before each game, the machine's own noise (median over the games). Budgets: first frame`,
  `≤ ${FIRST_FRAME_BUDGET_MS / 1000} s, p95 frame time ≤ ${FRAME_BUDGET_MS} ms, renderer CPU per frame ≤ ${cpuBudgets}; intervals`,
  `jitter around the 16.67 ms vsync, so a p95 up to`,
  `${FRAME_WITHIN_MS} ms (no missed vsync) counts as within; "(over)" marks a figure over its budget. 1 KB = 1024 bytes, gzip`,
  'level 6.',
].join(' ');
const section = [
  `### Games (\`npm run bench:games\`, ${date})`,
  '',
  ...wrap(intro),
  '',
  ...table,
  '',
  ...wrap(verdict),
];
console.log('\n' + section.join('\n'));

if (!process.argv.includes('--no-readme')) {
  await writeReadmeSection('### Games (', section);
}
