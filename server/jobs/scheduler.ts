import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { jobRuns } from '../db/schema';

/**
 * A job run on an interval, at most once per interval however many server nodes run it. `run` gets
 * the transaction that holds the job's lock: what it changes commits together with the record of the
 * run. Jobs are idempotent sweeps ("everything due now"), so a missed run is made good by the next.
 */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(db: Database, now: Date, log: FastifyBaseLogger): Promise<void>;
}

/**
 * Runs one job if it is due and no other node runs it now: inside a transaction that holds a
 * PostgreSQL advisory lock named after the job (`pg_try_advisory_xact_lock`, released at commit), it
 * reads the job's last run from `job_runs`, runs the job when `lastRunAt + everyMs <= now` (or it
 * never ran), and records `now` as its last run. Works the same on PGlite (one process) and
 * PostgreSQL (several nodes); returns whether this call ran the job.
 */
export async function runExclusively(
  db: Database,
  job: ScheduledJob,
  now: Date,
  log: FastifyBaseLogger,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const result = await t.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`,
    );
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return false;
    const [last] = await t.select({ at: jobRuns.lastRunAt }).from(jobRuns).where(eq(jobRuns.name, job.name));
    if (last && last.at.getTime() + job.everyMs > now.getTime()) return false;
    await job.run(t, now, log);
    await t
      .insert(jobRuns)
      .values({ name: job.name, lastRunAt: now })
      .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now } });
    return true;
  });
}

/** Milliseconds until the job is due again (0: due now, or it never ran). */
export async function dueIn(db: Database, job: ScheduledJob, now: Date): Promise<number> {
  const [last] = await db.select({ at: jobRuns.lastRunAt }).from(jobRuns).where(eq(jobRuns.name, job.name));
  return last ? Math.max(0, last.at.getTime() + job.everyMs - now.getTime()) : 0;
}

/**
 * Starts the jobs. Each job is tried at once at start (so a job that became due while the server was
 * down runs now, not one interval later), then again when its last recorded run is one interval old.
 * A node that finds the job locked or already run by another node just waits for the next due time;
 * `minDelayMs` keeps such a node from asking in a tight loop. `stop` ends the timers and waits for a
 * run in progress.
 */
export function startJobs(
  db: Database,
  jobs: readonly ScheduledJob[],
  log: FastifyBaseLogger,
  { minDelayMs = 5_000 }: { minDelayMs?: number } = {},
) {
  let stopped = false;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<unknown>>();

  function schedule(job: ScheduledJob, delay: number) {
    if (stopped) return;
    // setTimeout holds at most ~24.8 days; a longer wait simply asks again then.
    const wait = Math.min(Math.max(delay, minDelayMs), job.everyMs, 2 ** 31 - 1);
    timers.set(
      job.name,
      setTimeout(() => tick(job), wait),
    );
  }

  function tick(job: ScheduledJob) {
    if (stopped) return;
    const run = (async () => {
      try {
        await runExclusively(db, job, new Date(), log);
      } catch (err) {
        log.error({ err, job: job.name }, 'scheduled job failed');
      }
      let delay = job.everyMs;
      try {
        delay = await dueIn(db, job, new Date());
      } catch (err) {
        log.error({ err, job: job.name }, 'scheduled job: reading its last run failed');
      }
      schedule(job, delay);
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  }

  for (const job of jobs) tick(job);
  return {
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all([...running]);
    },
  };
}
