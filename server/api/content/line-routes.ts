import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_PATHS } from '../../../src/domain/contracts/content';
import {
  lineNodeCreateBodySchema,
  lineNodeSchema,
  lineNodeUpdateBodySchema,
  lineOrderBodySchema,
  lineResponseSchema,
  practiceTaskCreateBodySchema,
  practiceTaskDetailSchema,
  practiceTaskUpdateBodySchema,
  sumFeatureListSchema,
} from '../../../src/domain/contracts/content-line';
import type { Database } from '../../db/connection';
import { OFFICE_ROLES } from '../auth/access';
import { currentUser, requireRole } from '../auth/authenticate';
import {
  createNode,
  createTask,
  readLine,
  reorder,
  sumFeatures,
  taskDetail,
  updateNode,
  updateTask,
} from './line';

/** The learning line, practice tasks and sum features of the develop tools: office staff and superadmins only. */
export const lineRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...OFFICE_ROLES)];
  const nodeParams = z.strictObject({ onderdeelId: z.string().min(1).max(64) });
  const taskParams = z.strictObject({ oefentaakId: z.string().min(1).max(64) });

  api.get(CONTENT_PATHS.line, { preHandler, schema: { response: { 200: lineResponseSchema } } }, async () =>
    readLine(db),
  );

  api.post(
    CONTENT_PATHS.lineNodes,
    { preHandler, schema: { body: lineNodeCreateBodySchema, response: { 201: lineNodeSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createNode(db, currentUser(request).id, request.body, Date.now())),
  );

  api.patch(
    CONTENT_PATHS.lineNode(':onderdeelId'),
    {
      preHandler,
      schema: { params: nodeParams, body: lineNodeUpdateBodySchema, response: { 200: lineNodeSchema } },
    },
    async (request) =>
      updateNode(db, currentUser(request).id, request.params.onderdeelId, request.body, Date.now()),
  );

  api.post(
    CONTENT_PATHS.lineOrder,
    { preHandler, schema: { body: lineOrderBodySchema, response: { 200: lineResponseSchema } } },
    async (request) => reorder(db, currentUser(request).id, request.body, Date.now()),
  );

  api.post(
    CONTENT_PATHS.practiceTasks,
    {
      preHandler,
      schema: { body: practiceTaskCreateBodySchema, response: { 201: practiceTaskDetailSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createTask(db, currentUser(request).id, request.body, Date.now())),
  );

  api.get(
    CONTENT_PATHS.practiceTask(':oefentaakId'),
    { preHandler, schema: { params: taskParams, response: { 200: practiceTaskDetailSchema } } },
    async (request) => taskDetail(db, request.params.oefentaakId),
  );

  api.patch(
    CONTENT_PATHS.practiceTask(':oefentaakId'),
    {
      preHandler,
      schema: {
        params: taskParams,
        body: practiceTaskUpdateBodySchema,
        response: { 200: practiceTaskDetailSchema },
      },
    },
    async (request) =>
      updateTask(db, currentUser(request).id, request.params.oefentaakId, request.body, Date.now()),
  );

  api.get(
    CONTENT_PATHS.sumFeatures,
    { preHandler, schema: { response: { 200: sumFeatureListSchema } } },
    async () => sumFeatures(db),
  );
};
