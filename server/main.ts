import path from 'node:path';
import { ensureSuperadmin } from './api/auth/seed';
import { buildApp } from './app';
import { loadConfig } from './config';
import { drainAndClose } from './lifecycle';
import { openDatabase } from './database';
import { DataDirectoryInUseError } from './db/data-directory-lock';
import { seedDemoData } from './db/seed';
import { scheduledJobs } from './jobs/jobs';
import { startJobs } from './jobs/scheduler';
import { demoSeeders } from './seeders';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, schema: config.databaseSchema }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
).catch((error: unknown) => {
  if (!(error instanceof DataDirectoryInUseError)) throw error;
  console.error(`Rekenblobs did not start. ${error.message}`);
  process.exit(1);
});

const demoLogins = config.env === 'production' ? null : await seedDemoData(database.db, demoSeeders);
const app = await buildApp({ config, database });
if (config.env === 'production') await ensureSuperadmin(database.db, process.env, app.log);

const jobs = startJobs(database.db, scheduledJobs(config, app.log), app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, graceMs: config.drainGraceMs }, 'draining, then shutting down');
  await drainAndClose(app, config.drainGraceMs, async () => {
    await jobs.stop();
    await database.close();
  });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });

const where = config.publicUrl;
const lines = [
  '',
  `Rekenblobs is running: ${where}/site`,
  `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
];
if (demoLogins?.length) {
  lines.push('Demo data was created. Log in at ' + `${where}/auth/login with:`);
  for (const login of demoLogins)
    lines.push(`  ${login.role.padEnd(12)} ${login.username.padEnd(24)} ${login.password}`);
}
console.log(lines.join('\n') + '\n');
