import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

/** A job run on an interval, at most once at a time however many server nodes run it. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(db: Database, now: Date, log: FastifyBaseLogger): Promise<void>;
}

/**
 * Runs one job if no other node runs it now: inside a transaction that holds a PostgreSQL advisory
 * lock named after the job (`pg_try_advisory_xact_lock`, released at commit). Works the same on
 * PGlite (one process) and PostgreSQL (several nodes); returns whether this node ran it.
 */
export async function runExclusively(
  db: Database,
  job: ScheduledJob,
  now: Date,
  log: FastifyBaseLogger,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`,
    );
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return false;
    await job.run(tx as unknown as Database, now, log);
    return true;
  });
}

/**
 * Starts the jobs on their intervals (the first run one interval after start); `stop` ends the
 * timers and waits for a run in progress. Chosen over a job library for now: the only job is an
 * idempotent sweep, so a missed run is made good by the next; a queue library (pg-boss) fits when jobs
 * carry data or must run at a set time (issue: office area, reminders).
 */
export function startJobs(db: Database, jobs: readonly ScheduledJob[], log: FastifyBaseLogger) {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      const run = runExclusively(db, job, new Date(), log)
        .catch((err: unknown) => log.error({ err, job: job.name }, 'scheduled job failed'))
        .finally(() => running.delete(run));
      running.add(run);
    }, job.everyMs),
  );
  return {
    async stop(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...running]);
    },
  };
}
