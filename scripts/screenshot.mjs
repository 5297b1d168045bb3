// Takes screenshots of pages in Debian's Chromium, for a person to look at.
// Usage: node scripts/screenshot.mjs <out-dir> <width>x<height> <url> [url...]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [outDir, size, ...urls] = process.argv.slice(2);
if (!outDir || !size || urls.length === 0) {
  console.error('Usage: node scripts/screenshot.mjs <out-dir> <width>x<height> <url> [url...]');
  process.exit(2);
}
const [width, height] = size.split('x').map(Number);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width, height } });
page.on('console', (msg) => msg.type() === 'error' && console.error(`[console] ${msg.text()}`));
for (const url of urls) {
  await page.goto(url, { waitUntil: 'networkidle' });
  const file = path.join(outDir, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${size}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
