import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import type { DatabaseHandle } from '../db/connection';
import { jobRuns } from '../db/schema';
import { dueIn, runExclusively, startJobs, type ScheduledJob } from './scheduler';

const log = pino({ level: 'silent' });
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
});
afterAll(() => handle.close());

function counting(name: string, everyMs = 60_000, fail = false) {
  const job: ScheduledJob & { runs: number } = {
    name,
    everyMs,
    runs: 0,
    async run() {
      job.runs += 1;
      if (fail) throw new Error('sweep failed');
    },
  };
  return job;
}

describe('scheduler', () => {
  it('runs a job that never ran, records it, and not again within its interval', async () => {
    const job = counting('unit-first');
    const now = new Date('2026-11-25T10:00:00Z');
    expect(await dueIn(handle.db, job, now)).toBe(0);
    expect(await runExclusively(handle.db, job, now, log)).toBe(true);
    expect(await runExclusively(handle.db, job, new Date(now.getTime() + 59_999), log)).toBe(false);
    expect(await dueIn(handle.db, job, new Date(now.getTime() + 20_000))).toBe(40_000);
    expect(await runExclusively(handle.db, job, new Date(now.getTime() + 60_000), log)).toBe(true);
    expect(job.runs).toBe(2);
  });

  it('a failing run records nothing, so the job stays due', async () => {
    const job = counting('unit-fails', 60_000, true);
    await expect(runExclusively(handle.db, job, new Date(), log)).rejects.toThrow('sweep failed');
    expect(await handle.db.select().from(jobRuns).where(eq(jobRuns.name, job.name))).toEqual([]);
  });

  it('two racing runners run it once', async () => {
    const job = counting('unit-race');
    const now = new Date();
    const results = await Promise.all([1, 2, 3].map(() => runExclusively(handle.db, job, now, log)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(job.runs).toBe(1);
  });

  it('at start runs what is due at once, and leaves what is not; stop waits for a run', async () => {
    const due = counting('unit-start-due', 3_600_000);
    const fresh = counting('unit-start-fresh', 3_600_000);
    const never = counting('unit-start-never', 3_600_000);
    await handle.db.insert(jobRuns).values([
      { name: due.name, lastRunAt: new Date(Date.now() - 3_600_000) },
      { name: fresh.name, lastRunAt: new Date(Date.now() - 1_000) },
    ]);
    const jobs = startJobs(handle.db, [due, fresh, never], log);
    for (let i = 0; i < 200 && (due.runs === 0 || never.runs === 0); i++)
      await new Promise((r) => setTimeout(r, 10));
    await jobs.stop();
    expect([due.runs, fresh.runs, never.runs]).toEqual([1, 0, 1]);
  });
});
