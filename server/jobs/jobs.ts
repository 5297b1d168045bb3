import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/connection';
import { createMailer } from '../mail';
import { auditRetentionJob } from '../api/audit/retention-job';
import { trashPurgeJob } from '../api/trash/purge-job';
import { webinarReminderJob } from '../api/webinars/reminder-job';
import { licenceExpiryJob } from './licence-expiry';
import type { ScheduledJob } from './scheduler';

/** Every scheduled job of the server (docs/ARCHITECTURE.md, "Scheduled jobs"). */
export function scheduledJobs(config: ServerConfig, log: FastifyBaseLogger): ScheduledJob[] {
  // A job's mails go through its own transaction (the outbox), or by SMTP when SMTP_URL is set.
  const mailerFor = (db: Database) => createMailer(config, db, log);
  return [trashPurgeJob, webinarReminderJob(mailerFor), licenceExpiryJob(mailerFor), auditRetentionJob];
}
