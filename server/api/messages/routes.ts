import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageBodySchema,
  messageReadsResponseSchema,
  recipientSearchResponseSchema,
  schoolMessageListResponseSchema,
  sentMessageListResponseSchema,
  sentMessageSchema,
  COMMS_PATHS,
} from '../../../src/domain/contracts/office-comms';
import type { Database } from '../../db/connection';
import { accountScope, currentUser, requireRole } from '../auth/authenticate';
import {
  markRead,
  messageReads,
  schoolMessages,
  searchAccounts,
  sendMessage,
  sentMessages,
} from './messages';

const accountParams = z.strictObject({ accountId: z.uuid() });

/**
 * Office messages: the office sends (recipients fixed at sending) and sees who read them; a school's
 * staff read their account's messages, unread first.
 */
export const messageRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const office = [app.authenticate, requireRole('office', 'superadmin')];
  const staff = [app.authenticate, requireRole('schooladmin', 'docent')];

  api.get(
    COMMS_PATHS.officeMessages,
    { preHandler: office, schema: { response: { 200: sentMessageListResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await sentMessages(db) };
    },
  );

  api.post(
    COMMS_PATHS.officeMessages,
    { preHandler: office, schema: { body: messageBodySchema, response: { 201: sentMessageSchema } } },
    async (request, reply) => {
      const id = await sendMessage(db, currentUser(request), request.body);
      const [sent] = await sentMessages(db, id);
      return reply.status(201).send(sent!);
    },
  );

  api.get(
    COMMS_PATHS.recipientSearch,
    {
      preHandler: office,
      schema: {
        querystring: z.strictObject({ zoek: z.string().trim().max(100).default('') }),
        response: { 200: recipientSearchResponseSchema },
      },
    },
    async (request) => ({ accounts: await searchAccounts(db, request.query.zoek) }),
  );

  api.get(
    COMMS_PATHS.messageReads(':id'),
    {
      preHandler: office,
      schema: { params: z.strictObject({ id: z.uuid() }), response: { 200: messageReadsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { reads: await messageReads(db, request.params.id) };
    },
  );

  api.get(
    COMMS_PATHS.schoolMessages(':accountId'),
    {
      preHandler: staff,
      schema: { params: accountParams, response: { 200: schoolMessageListResponseSchema } },
    },
    async (request, reply) => {
      const scope = accountScope(request, request.params.accountId)!;
      reply.header('cache-control', 'no-store');
      return { messages: await schoolMessages(db, scope, currentUser(request).id) };
    },
  );

  api.post(
    COMMS_PATHS.markRead(':accountId', ':messageId'),
    { preHandler: staff, schema: { params: z.strictObject({ accountId: z.uuid(), messageId: z.uuid() }) } },
    async (request, reply) => {
      const scope = accountScope(request, request.params.accountId)!;
      await markRead(db, scope, currentUser(request).id, request.params.messageId);
      return reply.status(204).send();
    },
  );
};
