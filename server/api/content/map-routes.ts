import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAP_FROM_CODE, MAP_ID } from '../../../src/domain';
import type { ContentMap } from '../../../src/domain';
import { CONTENT_PATHS, mapBodySchema, mapRecordSchema } from '../../../src/domain/contracts/content';
import type { MapBody, MapRecord } from '../../../src/domain/contracts/content';
import type { Database } from '../../db/connection';
import { currentUser, requireRole } from '../auth/authenticate';
import { OFFICE_ROLES } from '../auth/access';
import { draftView, saveDraft } from './drafts';

/** The child's map as office staff develop it (ontwikkel/landkaartdev): one item, drafts until published. */

const mainOf = (maps: readonly ContentMap[]) => maps.find((m) => m.id === MAP_ID) ?? MAP_FROM_CODE;
const routes = ({ wide, tall }: ContentMap) => ({ wide: [...wide], tall: [...tall] });

export async function getMap(db: Database): Promise<MapRecord> {
  const view = await draftView(db);
  const draft = view.drafts.some((d) => d.kind === 'map' && d.id === MAP_ID);
  return {
    ...routes(mainOf(view.content.maps)),
    published: draft ? routes(mainOf(view.published.maps)) : null,
    draft,
  };
}

/** New routes, saved as a draft after the domain's checks (422 naming the field); the same as published drops the draft. */
export async function putMap(db: Database, body: MapBody, actorId: string, now: number): Promise<MapRecord> {
  await saveDraft(db, actorId, 'map', MAP_ID, { id: MAP_ID, wide: body.wide, tall: body.tall }, now);
  return getMap(db);
}

export const mapRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...OFFICE_ROLES)];

  api.get(CONTENT_PATHS.map, { preHandler, schema: { response: { 200: mapRecordSchema } } }, async () =>
    getMap(db),
  );

  api.put(
    CONTENT_PATHS.map,
    { preHandler, schema: { body: mapBodySchema, response: { 200: mapRecordSchema } } },
    async (request) => putMap(db, request.body, currentUser(request).id, Date.now()),
  );
};
