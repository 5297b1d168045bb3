// Runs every test suite (the README's `npm test`) and prints one closing line: "N passed, N failed".
//   node scripts/test.mjs            unit + API (PGlite) + e2e in Chromium
//   node scripts/test.mjs --db-only  the database suites only (set TEST_DATABASE_URL for PostgreSQL)
// Totals are also written to test-results/totals[-db].json for .ci/run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const dbOnly = process.argv.includes('--db-only');
const outDir = 'test-results';
mkdirSync(outDir, { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitestTotals(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedSuites = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + failedSuites };
}

function playwrightTotals(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + (stats.errors?.length ?? 0) };
}

const totals = { passed: 0, failed: 0 };
const add = (t) => {
  totals.passed += t.passed;
  totals.failed += t.failed;
};

if (dbOnly) {
  const file = `${outDir}/vitest-db.json`;
  rmSync(file, { force: true });
  run('npx', [
    'vitest',
    'run',
    'tests/api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  add(vitestTotals(file));
} else {
  const chromium = run('node', ['scripts/ensure-chromium.mjs']);
  if (chromium !== 0) process.exit(chromium);

  const unitFile = `${outDir}/vitest.json`;
  rmSync(unitFile, { force: true });
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitFile}`], {
    TEST_DATABASE_URL: '',
  });
  add(vitestTotals(unitFile));

  console.log('\nBuilding the test client (dist-test)…');
  const build = run('npx', ['vite', 'build', '--outDir', 'dist-test', '--logLevel', 'warn'], {
    VITE_TEST_HOOKS: '1',
  });
  if (build !== 0) add({ passed: 0, failed: 1 });
  else {
    const e2eFile = `${outDir}/playwright.json`;
    rmSync(e2eFile, { force: true });
    run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile, CLIENT_DIR: 'dist-test' });
    add(playwrightTotals(e2eFile));
  }
}

writeFileSync(`${outDir}/totals${dbOnly ? '-db' : ''}.json`, JSON.stringify(totals));
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
