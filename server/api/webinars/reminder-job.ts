import type { ScheduledJob } from '../../jobs/scheduler';
import type { Database } from '../../db/connection';
import type { Mailer } from '../../mail';
import { sendDueReminders } from './webinars';

/**
 * Every quarter of an hour: attendees of a webinar that starts within 24 hours get a reminder, once
 * (webinars.reminderSentAt is set in the job's transaction). `mailerFor` gives a mailer that writes
 * through that transaction (the outbox), so the mark and the mails commit together.
 */
export function webinarReminderJob(mailerFor: (db: Database) => Mailer): ScheduledJob {
  return {
    name: 'webinar-reminders',
    everyMs: 15 * 60 * 1000,
    async run(db, now, log) {
      const sent = await sendDueReminders(db, mailerFor(db), now);
      if (sent) log.info({ job: 'webinar-reminders', sent }, `sent ${sent} webinar reminders`);
    },
  };
}
