import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generatorSettingBodySchema,
  generatorSettingListResponseSchema,
  generatorSettingRecordSchema,
  sumCollectionListResponseSchema,
  PRACTICE_PATHS,
} from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { currentUser, requireRole } from '../auth/authenticate';
import { OFFICE_ROLES } from '../auth/access';
import { getGeneratorSetting, listCollections, listGeneratorSettings, putGeneratorSetting } from './office';

/** Office and superadmin: the product's generator settings and sum collections (no school data). */
export const officePracticeRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...OFFICE_ROLES)];
  const params = z.strictObject({ gensettingsomId: z.string().min(1).max(64) });

  api.get(
    PRACTICE_PATHS.generatorSettings,
    { preHandler, schema: { response: { 200: generatorSettingListResponseSchema } } },
    async () => ({ settings: await listGeneratorSettings(db) }),
  );

  api.get(
    PRACTICE_PATHS.generatorSetting(':gensettingsomId'),
    { preHandler, schema: { params, response: { 200: generatorSettingRecordSchema } } },
    async (request) => getGeneratorSetting(db, request.params.gensettingsomId),
  );

  api.put(
    PRACTICE_PATHS.generatorSetting(':gensettingsomId'),
    {
      preHandler,
      schema: { params, body: generatorSettingBodySchema, response: { 200: generatorSettingRecordSchema } },
    },
    async (request) =>
      putGeneratorSetting(
        db,
        request.params.gensettingsomId,
        request.body,
        currentUser(request).id,
        Date.now(),
      ),
  );

  api.get(
    PRACTICE_PATHS.sumCollections,
    { preHandler, schema: { response: { 200: sumCollectionListResponseSchema } } },
    async () => listCollections(db),
  );
};
