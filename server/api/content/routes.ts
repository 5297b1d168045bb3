import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_KIND_NAMES } from '../../../src/domain';
import {
  CONTENT_PATHS,
  contentCollectionListSchema,
  contentStatusSchema,
  contentVersionListSchema,
  contentVersionSchema,
  generatorPreviewBodySchema,
  generatorPreviewSchema,
  generatorSettingBodySchema,
  generatorSettingListResponseSchema,
  generatorSettingRecordSchema,
  publishBodySchema,
} from '../../../src/domain/contracts/content';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { inArray } from 'drizzle-orm';
import { currentUser, requireRole } from '../auth/authenticate';
import { OFFICE_ROLES } from '../auth/access';
import { discardDraft, draftChanges, draftProblems, draftView } from './drafts';
import { gameRoutes } from './game-routes';
import { problemText } from './problem-texts';
import { languageOf } from '../../errors';
import {
  getGeneratorSetting,
  listGeneratorSettings,
  previewGeneratorSetting,
  putGeneratorSetting,
} from './generator-settings';
import { collectionRoutes } from './collection-routes';
import { lineRoutes } from './line-routes';
import { blobRoutes } from './blob-routes';
import { mapRoutes } from './map-routes';
import { listVersions, publishContent, rollbackContent } from './publish';

/** The develop tools' API: office staff and superadmins only (school roles get 403 on every route). */
export const contentRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(gameRoutes, { db });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...OFFICE_ROLES)];
  await app.register(lineRoutes, { db });
  await app.register(collectionRoutes, { db });
  const settingParams = z.strictObject({ gensettingsomId: z.string().min(1).max(64) });
  await app.register(blobRoutes, { db });
  await app.register(mapRoutes, { db });

  const names = async (ids: (string | null)[]) => {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    const rows = wanted.length
      ? await db
          .select({ id: users.id, name: users.displayName })
          .from(users)
          .where(inArray(users.id, wanted))
      : [];
    return (id: string | null) => {
      const row = rows.find((r) => r.id === id);
      return row ? { name: row.name } : null;
    };
  };

  api.get(
    CONTENT_PATHS.status,
    { preHandler, schema: { response: { 200: contentStatusSchema } } },
    async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const view = await draftView(db);
      const [latest] = await listVersions(db, view.version);
      const changes = draftChanges(view);
      const nameOf = await names(changes.map((c) => c.updatedBy));
      return {
        version: view.version,
        publishedAt: latest!.publishedAt,
        publishedBy: latest!.publishedBy,
        drafts: changes.map((c) => ({
          ...c,
          updatedAt: c.updatedAt.toISOString(),
          updatedBy: nameOf(c.updatedBy),
        })),
        problems: draftProblems(db, view).map((problem) => ({
          ...problem,
          message: problemText(problem, language),
        })),
      };
    },
  );

  api.post(
    CONTENT_PATHS.publish,
    { preHandler, schema: { body: publishBodySchema, response: { 200: contentVersionSchema } } },
    async (request) => publishContent(db, currentUser(request), request.body.note, Date.now()),
  );

  api.get(
    CONTENT_PATHS.versions,
    { preHandler, schema: { response: { 200: contentVersionListSchema } } },
    async () => ({
      versions: await listVersions(db),
    }),
  );

  api.post(
    CONTENT_PATHS.rollback(':versie'),
    {
      preHandler,
      schema: {
        params: z.strictObject({ versie: z.coerce.number().int().min(1).max(1_000_000) }),
        response: { 200: contentVersionSchema },
      },
    },
    async (request) => rollbackContent(db, currentUser(request), request.params.versie, Date.now()),
  );

  api.delete(
    CONTENT_PATHS.draft(':soort', ':itemId'),
    {
      preHandler,
      schema: {
        params: z.strictObject({ soort: z.enum(CONTENT_KIND_NAMES), itemId: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      await discardDraft(db, request.params.soort, request.params.itemId);
      return reply.code(204).send();
    },
  );

  api.get(
    CONTENT_PATHS.generatorSettings,
    { preHandler, schema: { response: { 200: generatorSettingListResponseSchema } } },
    async () => ({ settings: await listGeneratorSettings(db) }),
  );

  api.post(
    CONTENT_PATHS.generatorPreview,
    { preHandler, schema: { body: generatorPreviewBodySchema, response: { 200: generatorPreviewSchema } } },
    async (request) => previewGeneratorSetting(request.body.setting, request.body.seed, request.body.count),
  );

  api.get(
    CONTENT_PATHS.generatorSetting(':gensettingsomId'),
    { preHandler, schema: { params: settingParams, response: { 200: generatorSettingRecordSchema } } },
    async (request) => getGeneratorSetting(db, request.params.gensettingsomId),
  );

  api.put(
    CONTENT_PATHS.generatorSetting(':gensettingsomId'),
    {
      preHandler,
      schema: {
        params: settingParams,
        body: generatorSettingBodySchema,
        response: { 200: generatorSettingRecordSchema },
      },
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
    CONTENT_PATHS.sumCollections,
    { preHandler, schema: { response: { 200: contentCollectionListSchema } } },
    async () => {
      const view = await draftView(db);
      return {
        collections: view.content.collections.map((c) => ({
          id: c.id,
          name: c.name,
          sumKeys: [...c.sumKeys],
          size: c.sumKeys.length,
          draft: view.drafts.some((d) => d.kind === 'collection' && d.id === c.id),
        })),
      };
    },
  );
};
