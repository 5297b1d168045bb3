import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_PATHS } from '../../../src/domain/contracts/content';
import {
  collectionBodySchema,
  collectionDetailSchema,
  collectionImportBodySchema,
} from '../../../src/domain/contracts/content-line';
import type { Database } from '../../db/connection';
import { OFFICE_ROLES } from '../auth/access';
import { currentUser, requireRole } from '../auth/authenticate';
import {
  collectionCsv,
  collectionDetail,
  createCollection,
  importCollection,
  putCollection,
} from './collections';

/** Sum collections (somverzamelingen) of the develop tools: office staff and superadmins only. */
export const collectionRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...OFFICE_ROLES)];
  const params = z.strictObject({ somverzamelingId: z.string().min(1).max(64) });

  api.post(
    CONTENT_PATHS.sumCollections,
    { preHandler, schema: { body: collectionBodySchema, response: { 201: collectionDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createCollection(db, currentUser(request).id, request.body, Date.now())),
  );

  api.get(
    CONTENT_PATHS.sumCollectionCsv(':somverzamelingId'),
    { preHandler, schema: { params } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.somverzamelingId}.csv"`)
        .send(await collectionCsv(db, request.params.somverzamelingId)),
  );

  api.get(
    CONTENT_PATHS.sumCollection(':somverzamelingId'),
    { preHandler, schema: { params, response: { 200: collectionDetailSchema } } },
    async (request) => collectionDetail(db, request.params.somverzamelingId),
  );

  api.put(
    CONTENT_PATHS.sumCollection(':somverzamelingId'),
    { preHandler, schema: { params, body: collectionBodySchema, response: { 200: collectionDetailSchema } } },
    async (request) =>
      putCollection(db, currentUser(request).id, request.params.somverzamelingId, request.body, Date.now()),
  );

  api.post(
    CONTENT_PATHS.sumCollectionImport(':somverzamelingId'),
    {
      preHandler,
      schema: { params, body: collectionImportBodySchema, response: { 200: collectionDetailSchema } },
    },
    async (request) =>
      importCollection(
        db,
        currentUser(request).id,
        request.params.somverzamelingId,
        request.body,
        Date.now(),
      ),
  );
};
