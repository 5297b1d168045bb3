import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from './config';
import type { Database } from './db/connection';
import { outbox } from './db/schema';

/** A file sent with a mail (a webinar's calendar file). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** A mail's language: Dutch (Netherlands), Belgian Dutch, or English. */
export type MailLanguage = 'nl' | 'be' | 'en';

/** Texts of one mail in each language, from its parameters. */
export type MailTemplate<P> = Record<MailLanguage, (params: P) => { subject: string; text: string }>;

/**
 * The language to write a mail in: English when the person who caused it asked in English (their
 * Accept-Language), else the Dutch of the school's country. A mail sent by a job has only the country.
 */
export function mailLanguageOf(context: { acceptLanguage?: string; country?: string | null }): MailLanguage {
  const asked = context.acceptLanguage?.trim().toLowerCase() ?? '';
  if (asked.startsWith('en')) return 'en';
  if (asked.startsWith('nl-be') || context.country === 'BE') return 'be';
  return 'nl';
}

/** The greeting and the sign-off every mail of ours uses, per language. */
export const MAIL_FRAME: Record<MailLanguage, { hello: (name: string) => string; bye: string }> = {
  nl: { hello: (name) => `Hallo ${name},`, bye: 'Groeten,\nRekenblobs' },
  be: { hello: (name) => `Dag ${name},`, bye: 'Vriendelijke groeten,\nRekenblobs' },
  en: { hello: (name) => `Hello ${name},`, bye: 'Kind regards,\nMaths Blobs' },
};

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
          ...(message.attachments?.length && { attachments: message.attachments }),
        });
        log.info({ subject: message.subject }, 'mail sent by SMTP');
      },
    };
  }
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          to: message.to,
          subject: message.subject,
          body: message.text,
          attachments: message.attachments?.length ? message.attachments : null,
        })
        .returning({ id: outbox.id });
      log.info({ outboxId: row?.id, subject: message.subject }, 'mail queued in the outbox (no SMTP_URL)');
    },
  };
}
