// Public site first-load budget (docs/ARCHITECTURE.md): builds the client, opens /site in Chromium
// against the real server, and sums the gzipped size of every JavaScript file that first visit
// downloads. Fails over 170 KB, or when Phaser, Fluent UI, admin or game code is among them.
// Writes the figure into the README's performance table.
//   npm run size               build, measure, update README.md
//   npm run size -- --no-build measure the existing dist/
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const BUDGET_KB = 170;
const KB = 1024;
const DIST = path.resolve('dist');
const README = path.resolve('README.md');
const README_ROW = 'public site first load, gzipped JS (`npm run size`)';
/** Source paths that must never be part of the site's first load. */
const FORBIDDEN = [
  { name: 'Phaser', pattern: /node_modules\/phaser\// },
  { name: 'Fluent UI', pattern: /node_modules\/@fluentui\// },
  { name: 'admin area', pattern: /(^|\/)src\/admin\// },
  { name: 'games', pattern: /(^|\/)src\/games\// },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy in time');
}

/** The modules a built file was made from, by its source map. */
function sourcesOf(file) {
  const map = `${file}.map`;
  if (!existsSync(map)) return [];
  return JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
}

/** Rewrites the README's performance row and re-pads the table the way Prettier lays it out. */
function writeReadme(result) {
  const lines = readFileSync(README, 'utf8').split('\n');
  const rowIndex = lines.findIndex((l) => l.includes(README_ROW));
  if (rowIndex === -1) throw new Error(`README.md has no row for "${README_ROW}"`);
  let start = rowIndex;
  while (start > 0 && lines[start - 1].startsWith('|')) start--;
  let end = rowIndex;
  while (end + 1 < lines.length && lines[end + 1].startsWith('|')) end++;
  const rows = lines.slice(start, end + 1).map((l) =>
    l
      .slice(1, -1)
      .split(' | ')
      .map((c) => c.trim().replace(/^\|\s*/, '')),
  );
  const target = rows[rowIndex - start];
  target[target.length - 1] = result;
  const widths = rows[0].map((_, i) =>
    Math.max(...rows.filter((_, r) => r !== 1).map((row) => [...(row[i] ?? '')].length)),
  );
  const pad = (text, width) => text + ' '.repeat(width - [...text].length);
  const table = rows.map((row, r) =>
    r === 1
      ? `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`
      : `| ${row.map((c, i) => pad(c, widths[i])).join(' | ')} |`,
  );
  lines.splice(start, end - start + 1, ...table);
  writeFileSync(README, lines.join('\n'));
}

if (!process.argv.includes('--no-build')) {
  console.log('Building the client (vite build)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-size-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: DIST,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // The demo data's log-ins, as `npm start` has them.
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failed = false;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${base}/site`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  await browser.close();

  const rows = [...scripts].map((pathname) => {
    const file = path.join(DIST, pathname);
    const content = readFileSync(file);
    const forbidden = FORBIDDEN.filter((f) => sourcesOf(file).some((s) => f.pattern.test(s))).map(
      (f) => f.name,
    );
    return { file: pathname, raw: content.length, gzip: gzipSync(content).length, forbidden };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const totalRaw = rows.reduce((sum, r) => sum + r.raw, 0);

  const kb = (bytes) => (bytes / KB).toFixed(1);
  const nameWidth = Math.max(4, ...rows.map((r) => r.file.length));
  console.log(
    `\nJavaScript of the first visit to /site (${rows.length} files; 1 KB = 1024 bytes, gzip level 6)\n`,
  );
  console.log(`${'file'.padEnd(nameWidth)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`);
  for (const r of rows) {
    const note = r.forbidden.length ? `  <- contains ${r.forbidden.join(', ')}` : '';
    console.log(`${r.file.padEnd(nameWidth)}  ${kb(r.raw).padStart(8)}  ${kb(r.gzip).padStart(8)}${note}`);
  }
  console.log(`${'total'.padEnd(nameWidth)}  ${kb(totalRaw).padStart(8)}  ${kb(total).padStart(8)}`);
  console.log(`budget${' '.repeat(nameWidth - 6)}  ${''.padStart(8)}  ${String(BUDGET_KB).padStart(8)}\n`);

  const forbidden = rows.filter((r) => r.forbidden.length);
  if (forbidden.length) {
    console.error(
      `FAIL: the site's first load includes ${[...new Set(forbidden.flatMap((r) => r.forbidden))].join(', ')}`,
    );
    failed = true;
  }
  if (total > BUDGET_KB * KB) {
    console.error(`FAIL: ${kb(total)} KB is over the budget of ${BUDGET_KB} KB`);
    failed = true;
  }
  if (!failed) {
    const date = new Date().toISOString().slice(0, 10);
    writeReadme(`${kb(total)} KB (${date})`);
    console.log(`OK: ${kb(total)} KB of ${BUDGET_KB} KB; README.md updated`);
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
