import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_PATHS,
  blobBodySchema,
  blobListResponseSchema,
  blobRecordSchema,
} from '../../../src/domain/contracts/content';
import type { Database } from '../../db/connection';
import { currentUser, requireRole } from '../auth/authenticate';
import { OFFICE_ROLES } from '../auth/access';
import { createBlob, deleteBlob, listBlobs, updateBlob } from './blobs';

/** The savings blobs' develop routes (ontwikkel/spaarkaarten): office staff and superadmins only. */
export const blobRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...OFFICE_ROLES)];
  const params = z.strictObject({ blobId: z.string().min(1).max(64) });

  api.get(
    CONTENT_PATHS.blobs,
    { preHandler, schema: { response: { 200: blobListResponseSchema } } },
    async () => ({
      blobs: await listBlobs(db),
    }),
  );

  api.post(
    CONTENT_PATHS.blobs,
    { preHandler, schema: { body: blobBodySchema, response: { 201: blobRecordSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createBlob(db, request.body, currentUser(request).id, Date.now())),
  );

  api.put(
    CONTENT_PATHS.blob(':blobId'),
    { preHandler, schema: { params, body: blobBodySchema, response: { 200: blobRecordSchema } } },
    async (request) =>
      updateBlob(db, request.params.blobId, request.body, currentUser(request).id, Date.now()),
  );

  api.delete(CONTENT_PATHS.blob(':blobId'), { preHandler, schema: { params } }, async (request, reply) => {
    await deleteBlob(db, request.params.blobId, currentUser(request).id, Date.now());
    return reply.code(204).send();
  });
};
