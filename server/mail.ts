import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from './config';
import type { Database } from './db/connection';
import { outbox } from './db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends mail by SMTP when SMTP_URL is set; otherwise keeps it in the `outbox` table (development,
 * tests). The log says that a mail went out, never its body (it may carry a secret link).
 */
export function createMailer(config: ServerConfig, db: Database, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        log.info({ subject: message.subject }, 'mail sent by SMTP');
      },
    };
  }
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ to: message.to, subject: message.subject, body: message.text })
        .returning({ id: outbox.id });
      log.info({ outboxId: row?.id, subject: message.subject }, 'mail queued in the outbox (no SMTP_URL)');
    },
  };
}
