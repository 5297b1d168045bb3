import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAME_IDS } from '../../../src/domain';
import {
  CONTENT_PATHS,
  gameLevelBodySchema,
  gameLevelListSchema,
  gameLevelOrderBodySchema,
  gameLevelRecordSchema,
  gamePreviewBodySchema,
  gamePreviewSchema,
  gameSettingsBodySchema,
  gameSettingsRecordSchema,
  gameTasksSchema,
} from '../../../src/domain/contracts/content';
import type { Database } from '../../db/connection';
import { currentUser, requireRole } from '../auth/authenticate';
import { OFFICE_ROLES } from '../auth/access';
import { draftView } from './drafts';
import { gamePreview, tasksForGame } from './games';
import {
  createLevel,
  deleteLevel,
  getGameSettings,
  listLevels,
  orderLevels,
  updateGameSettings,
  updateLevel,
} from './game-settings';

/**
 * The games' develop routes: which tasks a game can show, a preview round of one, the game's settings
 * and its levels (drafts until published).
 */
export const gameRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...OFFICE_ROLES)];
  const params = z.strictObject({ spelId: z.enum(GAME_IDS) });

  api.get(
    CONTENT_PATHS.gameTasks(':spelId'),
    { preHandler, schema: { params, response: { 200: gameTasksSchema } } },
    async (request) => tasksForGame((await draftView(db)).content, request.params.spelId),
  );

  api.post(
    CONTENT_PATHS.gamePreview(':spelId'),
    { preHandler, schema: { params, body: gamePreviewBodySchema, response: { 200: gamePreviewSchema } } },
    async (request) =>
      gamePreview(
        (await draftView(db)).content,
        request.params.spelId,
        request.body.taskId,
        request.body.seed,
        request.body.operations,
      ),
  );

  api.get(
    CONTENT_PATHS.gameSettings(':spelId'),
    { preHandler, schema: { params, response: { 200: gameSettingsRecordSchema } } },
    async (request) => getGameSettings(db, request.params.spelId),
  );

  api.put(
    CONTENT_PATHS.gameSettings(':spelId'),
    {
      preHandler,
      schema: { params, body: gameSettingsBodySchema, response: { 200: gameSettingsRecordSchema } },
    },
    async (request) =>
      updateGameSettings(db, request.params.spelId, request.body, currentUser(request).id, Date.now()),
  );

  api.get(
    CONTENT_PATHS.gameLevels(':spelId'),
    { preHandler, schema: { params, response: { 200: gameLevelListSchema } } },
    async (request) => listLevels(db, request.params.spelId),
  );

  api.post(
    CONTENT_PATHS.gameLevels(':spelId'),
    { preHandler, schema: { params, body: gameLevelBodySchema, response: { 201: gameLevelRecordSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createLevel(db, request.params.spelId, request.body, currentUser(request).id, Date.now()),
        ),
  );

  api.post(
    CONTENT_PATHS.gameLevelOrder(':spelId'),
    {
      preHandler,
      schema: { params, body: gameLevelOrderBodySchema, response: { 200: gameLevelListSchema } },
    },
    async (request) =>
      orderLevels(db, request.params.spelId, request.body.ids, currentUser(request).id, Date.now()),
  );

  const levelParams = z.strictObject({ spelId: z.enum(GAME_IDS), levelId: z.string().min(1).max(64) });
  api.put(
    CONTENT_PATHS.gameLevel(':spelId', ':levelId'),
    {
      preHandler,
      schema: { params: levelParams, body: gameLevelBodySchema, response: { 200: gameLevelRecordSchema } },
    },
    async (request) =>
      updateLevel(
        db,
        request.params.spelId,
        request.params.levelId,
        request.body,
        currentUser(request).id,
        Date.now(),
      ),
  );

  api.delete(
    CONTENT_PATHS.gameLevel(':spelId', ':levelId'),
    { preHandler, schema: { params: levelParams } },
    async (request, reply) => {
      await deleteLevel(
        db,
        request.params.spelId,
        request.params.levelId,
        currentUser(request).id,
        Date.now(),
      );
      return reply.code(204).send();
    },
  );
};
