import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendeeListResponseSchema,
  schoolWebinarListResponseSchema,
  webinarBodySchema,
  webinarListResponseSchema,
  webinarSchema,
  COMMS_PATHS,
} from '../../../src/domain/contracts/office-comms';
import type { Database } from '../../db/connection';
import type { Mailer } from '../../mail';
import { accountScope, currentUser, requireRole } from '../auth/authenticate';
import {
  attendeesOf,
  cancelWebinar,
  createWebinar,
  listWebinars,
  schoolWebinars,
  signOff,
  mailSignUpConfirmation,
  signUp,
  updateWebinar,
  webinarOf,
} from './webinars';

const idParams = z.strictObject({ id: z.uuid() });
const accountParams = z.strictObject({ accountId: z.uuid() });
const signupParams = z.strictObject({ accountId: z.uuid(), webinarId: z.uuid() });

/**
 * Webinars: the office plans, changes and cancels them and reads who signed up; a school's staff
 * (schooladmin, docent) see the upcoming ones and sign themselves up or off.
 */
export const webinarRoutes: FastifyPluginAsync<{ db: Database; mailer: Mailer }> = async (
  app,
  { db, mailer },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const office = [app.authenticate, requireRole('office', 'superadmin')];
  const staff = [app.authenticate, requireRole('schooladmin', 'docent')];

  api.get(
    COMMS_PATHS.officeWebinars,
    {
      preHandler: office,
      schema: {
        querystring: z.strictObject({ when: z.enum(['upcoming', 'past']).default('upcoming') }),
        response: { 200: webinarListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { webinars: await listWebinars(db, request.query.when) };
    },
  );

  api.post(
    COMMS_PATHS.officeWebinars,
    { preHandler: office, schema: { body: webinarBodySchema, response: { 201: webinarSchema } } },
    async (request, reply) => {
      const id = await createWebinar(db, currentUser(request), request.body);
      return reply.status(201).send(await webinarOf(db, id));
    },
  );

  api.patch(
    COMMS_PATHS.officeWebinar(':id'),
    {
      preHandler: office,
      schema: { params: idParams, body: webinarBodySchema, response: { 200: webinarSchema } },
    },
    async (request) => {
      await updateWebinar(db, currentUser(request), request.params.id, request.body);
      return webinarOf(db, request.params.id);
    },
  );

  api.post(
    COMMS_PATHS.cancelWebinar(':id'),
    { preHandler: office, schema: { params: idParams, response: { 200: webinarSchema } } },
    async (request) => {
      await cancelWebinar(db, mailer, currentUser(request), request.params.id);
      return webinarOf(db, request.params.id);
    },
  );

  api.get(
    COMMS_PATHS.attendees(':id'),
    { preHandler: office, schema: { params: idParams, response: { 200: attendeeListResponseSchema } } },
    async (request, reply) => {
      await webinarOf(db, request.params.id);
      reply.header('cache-control', 'no-store');
      return { attendees: await attendeesOf(db, request.params.id) };
    },
  );

  api.get(
    COMMS_PATHS.schoolWebinars(':accountId'),
    {
      preHandler: staff,
      schema: { params: accountParams, response: { 200: schoolWebinarListResponseSchema } },
    },
    async (request, reply) => {
      accountScope(request, request.params.accountId);
      reply.header('cache-control', 'no-store');
      return { webinars: await schoolWebinars(db, currentUser(request).id) };
    },
  );

  api.put(
    COMMS_PATHS.signup(':accountId', ':webinarId'),
    { preHandler: staff, schema: { params: signupParams } },
    async (request, reply) => {
      const scope = accountScope(request, request.params.accountId)!;
      const user = currentUser(request);
      const webinar = await signUp(db, user, scope, request.params.webinarId);
      if (webinar) {
        const acceptLanguage = request.headers['accept-language'];
        app.background.run('webinar sign-up mail', () =>
          mailSignUpConfirmation(db, mailer, user.id, webinar, acceptLanguage),
        );
      }
      return reply.status(204).send();
    },
  );

  api.delete(
    COMMS_PATHS.signup(':accountId', ':webinarId'),
    { preHandler: staff, schema: { params: signupParams } },
    async (request, reply) => {
      accountScope(request, request.params.accountId);
      await signOff(db, currentUser(request), request.params.webinarId);
      return reply.status(204).send();
    },
  );
};
