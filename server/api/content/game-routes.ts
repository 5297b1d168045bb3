import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAME_IDS } from '../../../src/domain';
import {
  CONTENT_PATHS,
  gamePreviewBodySchema,
  gamePreviewSchema,
  gameTasksSchema,
} from '../../../src/domain/contracts/content';
import type { Database } from '../../db/connection';
import { requireRole } from '../auth/authenticate';
import { OFFICE_ROLES } from '../auth/access';
import { draftView } from './drafts';
import { gamePreview, tasksForGame } from './games';

/** The games' develop routes: which tasks a game can show, and a preview round of one. */
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
      gamePreview((await draftView(db)).content, request.params.spelId, request.body.taskId, request.body.seed),
  );
};
