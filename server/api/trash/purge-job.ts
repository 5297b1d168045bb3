import type { ScheduledJob } from '../../jobs/scheduler';
import { purgeExpiredStudents } from './trash';

/** Hourly: students whose days in the trash are over are deleted for good; the log says how many. */
export const trashPurgeJob: ScheduledJob = {
  name: 'trash-purge',
  everyMs: 60 * 60 * 1000,
  async run(db, now, log) {
    const purged = await purgeExpiredStudents(db, now);
    log.info({ job: 'trash-purge', purged }, `trash purge deleted ${purged} students for good`);
  },
};
