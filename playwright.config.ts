import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * E2E in Debian's Chromium against the real server: each worker starts the app in-process on a fresh
 * in-memory database (tests/e2e/fixtures.ts), serving the test build in dist-test.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app-shell service worker would answer requests that specs fake with page.route; only
    // offline-reload.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
  },
});
