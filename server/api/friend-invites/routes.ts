import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FRIEND_INVITES_PER_DAY,
  friendInviteBodySchema,
  friendInviteListResponseSchema,
  friendInviteSchema,
  invitePrefillBodySchema,
  invitePrefillResponseSchema,
  officeFriendInviteListResponseSchema,
  COMMS_PATHS,
} from '../../../src/domain/contracts/office-comms';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Mailer } from '../../mail';
import { accountScope, currentUser, requireRole } from '../auth/authenticate';
import { createInvite, inviteOf, listInvites, officeInvites, prefillOf, sentToday } from './invites';

const accountParams = z.strictObject({ accountId: z.uuid() });
/** As the public site's other forms: a handful a minute per address. */
const formRateLimit = { max: 10, timeWindow: '1 minute' };

/**
 * Invite a friend: a school's staff invite a colleague at another school; the public application
 * form reads what the invite knows by its code; the office sees the invites and where they led.
 */
export const friendInviteRoutes: FastifyPluginAsync<{
  db: Database;
  mailer: Mailer;
  config: ServerConfig;
}> = async (app, { db, mailer, config }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = [app.authenticate, requireRole('schooladmin', 'docent')];

  api.get(
    COMMS_PATHS.friendInvites(':accountId'),
    {
      preHandler: staff,
      schema: { params: accountParams, response: { 200: friendInviteListResponseSchema } },
    },
    async (request, reply) => {
      const scope = accountScope(request, request.params.accountId)!;
      const { id } = currentUser(request);
      reply.header('cache-control', 'no-store');
      return {
        invites: await listInvites(db, scope, id),
        leftToday: Math.max(0, FRIEND_INVITES_PER_DAY - (await sentToday(db, id))),
      };
    },
  );

  api.post(
    COMMS_PATHS.friendInvites(':accountId'),
    {
      preHandler: staff,
      schema: { params: accountParams, body: friendInviteBodySchema, response: { 201: friendInviteSchema } },
    },
    async (request, reply) => {
      const scope = accountScope(request, request.params.accountId)!;
      const user = currentUser(request);
      const id = await createInvite(
        db,
        mailer,
        config.publicUrl,
        user,
        scope,
        request.body,
        request.headers['accept-language'],
      );
      request.log.info({ accountId: scope, inviteId: id }, 'a friend was invited');
      return reply.status(201).send(await inviteOf(db, scope, user.id, id));
    },
  );

  api.get(
    COMMS_PATHS.officeFriendInvites,
    {
      preHandler: [app.authenticate, requireRole('office', 'superadmin')],
      schema: { response: { 200: officeFriendInviteListResponseSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { invites: await officeInvites(db) };
    },
  );

  api.post(
    COMMS_PATHS.invitePrefill,
    {
      schema: { body: invitePrefillBodySchema, response: { 200: invitePrefillResponseSchema } },
      config: { rateLimit: formRateLimit },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return prefillOf(db, request.body.code);
    },
  );
};
