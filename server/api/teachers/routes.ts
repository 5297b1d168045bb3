import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inviteTeacherBodySchema,
  teacherListResponseSchema,
  teacherSchema,
  updateTeacherBodySchema,
  ROSTER_PATHS,
} from '../../../src/domain/contracts/roster';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Mailer } from '../../mail';
import { accountScope, currentUser, requireRole } from '../auth/authenticate';
import {
  inviteTeacher,
  listTeachers,
  resendInvitation,
  setTeacherActive,
  teacherOf,
  updateTeacher,
} from './teachers';

const uuid = z.uuid();
const accountParams = z.strictObject({ accountId: uuid });
const teacherParams = z.strictObject({ accountId: uuid, docentId: uuid });

/**
 * The teachers of a school (SPEC §2 docenten): list, invite by e-mail, role and groups, deactivate and
 * activate. Only the account's schooladmin, office and superadmin (logged, by the tenant rule): a
 * docent gets 403, since they need neither their colleagues' addresses nor their sign-in times.
 */
export const teacherRoutes: FastifyPluginAsync<{
  db: Database;
  mailer: Mailer;
  config: ServerConfig;
}> = async (app, { db, mailer, config }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = [app.authenticate, requireRole('schooladmin', 'office', 'superadmin')];
  const scopeOf = (request: Parameters<typeof accountScope>[0], accountId: string) =>
    accountScope(request, accountId) ?? accountId;

  api.get(
    ROSTER_PATHS.teachers(':accountId'),
    { preHandler: admins, schema: { params: accountParams, response: { 200: teacherListResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { teachers: await listTeachers(db, scopeOf(request, request.params.accountId)) };
    },
  );

  api.post(
    ROSTER_PATHS.teachers(':accountId'),
    {
      preHandler: admins,
      schema: { params: accountParams, body: inviteTeacherBodySchema, response: { 201: teacherSchema } },
    },
    async (request, reply) => {
      const scope = scopeOf(request, request.params.accountId);
      const id = await inviteTeacher(
        db,
        currentUser(request),
        mailer,
        config.publicUrl,
        scope,
        request.body,
        request.headers['accept-language'],
      );
      request.log.info({ accountId: scope, teacherId: id }, 'a teacher was invited');
      return reply.status(201).send(await teacherOf(db, scope, id));
    },
  );

  api.patch(
    ROSTER_PATHS.teacher(':accountId', ':docentId'),
    {
      preHandler: admins,
      schema: { params: teacherParams, body: updateTeacherBodySchema, response: { 200: teacherSchema } },
    },
    async (request) => {
      const scope = scopeOf(request, request.params.accountId);
      const { docentId } = request.params;
      await updateTeacher(db, scope, currentUser(request), docentId, request.body);
      return teacherOf(db, scope, docentId);
    },
  );

  api.post(
    ROSTER_PATHS.resendInvitation(':accountId', ':docentId'),
    { preHandler: admins, schema: { params: teacherParams, response: { 200: teacherSchema } } },
    async (request) => {
      const scope = scopeOf(request, request.params.accountId);
      const { docentId } = request.params;
      await resendInvitation(
        db,
        currentUser(request),
        mailer,
        config.publicUrl,
        scope,
        docentId,
        request.headers['accept-language'],
      );
      request.log.info({ accountId: scope, teacherId: docentId }, 'an invitation was sent again');
      return teacherOf(db, scope, docentId);
    },
  );

  for (const [path, active] of [
    [ROSTER_PATHS.deactivateTeacher, false],
    [ROSTER_PATHS.activateTeacher, true],
  ] as const) {
    api.post(
      path(':accountId', ':docentId'),
      { preHandler: admins, schema: { params: teacherParams, response: { 200: teacherSchema } } },
      async (request) => {
        const scope = scopeOf(request, request.params.accountId);
        const { docentId } = request.params;
        await setTeacherActive(db, scope, currentUser(request), docentId, active);
        request.log.info({ accountId: scope, teacherId: docentId, active }, 'a teacher was (de)activated');
        return teacherOf(db, scope, docentId);
      },
    );
  }
};
