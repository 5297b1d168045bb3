import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_PATHS, applicationFormSchema, contactFormSchema } from '../../../src/domain/contracts/site';
import { LOCALES, type Locale } from '../../../src/domain/constants';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import { siteSubmissions } from '../../db/schema';
import type { Mailer } from '../../mail';
import { inviteIdOfCode } from '../friend-invites/invites';
import { APPLICATION_RECEIVED_MAIL, officeApplicationMail } from './mails';

const receiptSchema = z.object({ id: z.string(), receivedAt: z.string() });
const localeQuery = z.strictObject({ locale: z.enum(LOCALES).default('nl') });
/** A visitor may send a handful of forms a minute; more is abuse. */
const formRateLimit = { max: 10, timeWindow: '1 minute' };

/** Where the office makes an application into an account (the client's route o-account-aanmaken). */
const applicationLink = (publicUrl: string, id: string) =>
  `${publicUrl.replace(/\/$/, '')}/superadmin/accounts/aanmaken?aanvraag=${id}`;

/**
 * The public site's forms: stored for office staff with who and when, answered with a receipt. An
 * application also mails the office (OFFICE_MAIL_TO) and the applicant, in the site's language.
 */
export const siteRoutes: FastifyPluginAsync<{ db: Database; mailer: Mailer; config: ServerConfig }> = async (
  app,
  { db, mailer, config },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function store(
    kind: 'contact' | 'aanvraag',
    sender: { name: string; email: string },
    form: object,
    origin: { locale: Locale; ip: string },
    inviteId: string | null = null,
  ) {
    const [row] = await db
      .insert(siteSubmissions)
      .values({
        kind,
        name: sender.name,
        email: sender.email,
        payload: form,
        locale: origin.locale,
        remoteAddress: origin.ip,
        inviteId,
      })
      .returning({ id: siteSubmissions.id, createdAt: siteSubmissions.createdAt });
    return { id: row!.id, receivedAt: row!.createdAt.toISOString() };
  }

  api.post(
    SITE_PATHS.contact,
    {
      schema: { body: contactFormSchema, querystring: localeQuery, response: { 201: receiptSchema } },
      config: { rateLimit: formRateLimit },
    },
    async (request, reply) =>
      reply.status(201).send(
        await store('contact', request.body, request.body, {
          locale: request.query.locale,
          ip: request.ip,
        }),
      ),
  );

  api.post(
    SITE_PATHS.application,
    {
      schema: { body: applicationFormSchema, querystring: localeQuery, response: { 201: receiptSchema } },
      config: { rateLimit: formRateLimit },
    },
    async (request, reply) => {
      const { inviteCode, ...form } = request.body;
      const sender = { name: form.contactName, email: form.email };
      const inviteId = await inviteIdOfCode(db, inviteCode);
      const { locale } = request.query;
      const receipt = await store('aanvraag', sender, form, { locale, ip: request.ip }, inviteId);
      // After the answer: a slow or failing mail server neither delays nor loses the stored application.
      app.background.run('application mails', async () => {
        await mailer.send({
          to: config.officeMailTo,
          ...officeApplicationMail(form, applicationLink(config.publicUrl, receipt.id)),
        });
        await mailer.send({ to: form.email, ...APPLICATION_RECEIVED_MAIL[locale](form) });
      });
      return reply.status(201).send(receipt);
    },
  );
};
