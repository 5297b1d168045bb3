// npm run bench:auth: password logins and token refreshes per second on one core.
// In-process (app.inject) on a fresh in-memory PGlite with the demo seed; requests run one at a time,
// so argon2id (on libuv's pool) and the event loop never use more than one core together.
// Rates per second of this process's CPU time (one core's worth of work) and per wall-clock second.
// Prints a table and writes the two rows (per CPU-second) into README.md's performance table.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/database';
import { seedDemoData } from '../server/db/seed';
import { demoSeeders } from '../server/seeders';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../src/domain/constants';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rekenblobs-bench-'));
const config = {
  ...loadConfig({ NODE_ENV: 'test' }),
  dataDir,
  rateLimitPerMinute: 1_000_000_000,
  loginRateLimitPerMinute: 1_000_000_000,
};
const database = await openDatabase({ kind: 'pglite' });
const logins = (await seedDemoData(database.db, demoSeeders)) ?? [];
const app = await buildApp({ config, database, serveClient: false });
await app.ready();

const health = await app.inject({ method: 'GET', url: '/api/health' });
const xsrf = health.cookies.find((c) => c.name === XSRF_COOKIE_NAME)!.value;
const headers = { cookie: `${XSRF_COOKIE_NAME}=${xsrf}`, [XSRF_HEADER_NAME]: xsrf };

interface Rate {
  /** Per second of wall-clock time (suffers when other processes share the machine). */
  wall: number;
  /** Per second of this process's CPU time (user + system, all threads, PGlite included): per core. */
  cpu: number;
}

async function measure(name: string, step: () => Promise<void>): Promise<Rate> {
  for (let w = 0; w < 5; w++) await step(); // warm-up
  let n = 0;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const end = start + SECONDS * 1000;
  while (performance.now() < end) {
    await step();
    n++;
  }
  const wallSeconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpuBefore);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(`  ${name}: ${n} in ${wallSeconds.toFixed(1)} s wall-clock, ${cpuSeconds.toFixed(1)} s CPU`);
  return { wall: n / wallSeconds, cpu: n / cpuSeconds };
}

let i = 0;
const loginRate = await measure('password logins', async () => {
  const demo = logins[i++ % logins.length]!;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth',
    headers,
    payload: { username: demo.username, password: demo.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
});

// One SSO session: login page, form post, code exchange; then rotate its refresh token again and again.
const verifier = randomBytes(48).toString('base64url');
const challenge = createHash('sha256').update(verifier).digest('base64url');
const query = new URLSearchParams({
  client_id: 'rekenblobs-web',
  redirect_uri: 'http://localhost:3000/auth/login/sso',
  state: 'bench',
  code_challenge: challenge,
  code_challenge_method: 'S256',
});
const page = await app.inject({ method: 'GET', url: `/api/auth/authorize?${query}` });
const hidden = Object.fromEntries(
  [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
);
const csrfCookie = page.cookies.find((c) => c.name === 'rb_auth_csrf')!.value;
const posted = await app.inject({
  method: 'POST',
  url: '/api/auth/authorize',
  headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `rb_auth_csrf=${csrfCookie}` },
  payload: new URLSearchParams({ ...hidden, username: 'juf.anne', password: 'anne-lesgeven' }).toString(),
});
const code = new URL(String(posted.headers.location)).searchParams.get('code')!;
const pair = await app.inject({
  method: 'GET',
  url: `/api/auth/token?${new URLSearchParams({ auth_code: code, code_verifier: verifier })}`,
});
let refreshToken = (pair.json() as { refresh_token: string }).refresh_token;

const refreshRate = await measure('token refreshes', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/token/refresh',
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  if (res.statusCode !== 200) throw new Error(`refresh failed: ${res.statusCode} ${res.body}`);
  refreshToken = (res.json() as { refresh_token: string }).refresh_token;
});

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const date = new Date().toISOString().slice(0, 10);
const cpuModel = cpus()[0]?.model.trim() ?? 'unknown CPU';
// The machine is shared: the load average says how far to trust the wall-clock rates. README gets the
// rates per CPU-second of this process, which the load of other processes hardly changes.
const load = loadavg()[0]!.toFixed(1);
const rows = [
  {
    key: 'password logins per second',
    line: `| password logins per second, one core, PGlite (\`npm run bench:auth\`) | Keycloak plans 15/vCPU | ${loginRate.cpu.toFixed(1)} per CPU-second (${date}) |`,
  },
  {
    key: 'token refreshes per second',
    line: `| token refreshes per second, one core, PGlite (\`npm run bench:auth\`) | Keycloak plans 120/vCPU | ${refreshRate.cpu.toFixed(0)} per CPU-second (${date}) |`,
  },
];

console.log(`\nIdentity benchmark, ${date}, ${cpuModel}, load average ${load}`);
console.log('argon2id m=19456 KiB t=2 p=1; RS512 with RSA-2048; PGlite in-process; one request at a time');
console.log(
  '| measure                    | per CPU-second | per wall-clock second | Keycloak plans per vCPU |',
);
console.log(
  '| -------------------------- | -------------- | --------------------- | ----------------------- |',
);
const row = (name: string, rate: Rate, digits: number, keycloak: string) =>
  console.log(
    `| ${name.padEnd(26)} | ${rate.cpu.toFixed(digits).padStart(14)} | ${rate.wall.toFixed(digits).padStart(21)} | ${keycloak.padStart(23)} |`,
  );
row('password logins per second', loginRate, 1, '15');
row('token refreshes per second', refreshRate, 0, '120');

// README: replace our rows, or add them at the end of the performance table.
const readmePath = path.resolve('README.md');
const lines = readFileSync(readmePath, 'utf8').split('\n');
for (const { key, line } of rows) {
  const at = lines.findIndex((l) => l.startsWith('|') && l.includes(key));
  if (at >= 0) {
    lines[at] = line;
    continue;
  }
  const heading = lines.findIndex((l) => l.trim() === '## Performance');
  const tableStart = lines.findIndex((l, index) => index > heading && l.startsWith('|'));
  let tableEnd = tableStart;
  while (lines[tableEnd + 1]?.startsWith('|')) tableEnd++;
  lines.splice(tableEnd + 1, 0, line);
}
const prettierOptions = (await prettier.resolveConfig(readmePath)) ?? {};
writeFileSync(
  readmePath,
  await prettier.format(lines.join('\n'), { ...prettierOptions, filepath: readmePath }),
);
console.log('\nREADME.md performance table updated.');
