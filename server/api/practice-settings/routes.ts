import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customTaskBodySchema,
  customTaskListResponseSchema,
  customTaskResponseSchema,
  exerciseSettingsBodySchema,
  exerciseSettingsResponseSchema,
  studentSettingsBodySchema,
  sumCollectionListResponseSchema,
  PRACTICE_PATHS,
} from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { requireRole } from '../auth/authenticate';
import { groupContext, STAFF_ROLES, studentContext } from '../auth/access';
import { loadCurriculum } from '../practice/curriculum';
import { listCollections } from '../practice/collections';
import { effectiveSettings } from '../practice/settings';
import { createCustomTask, deleteCustomTask, listCustomTasks, updateCustomTask } from './custom-tasks';
import {
  checkNodeIds,
  deleteStudentSettings,
  mergedWithGroup,
  groupSettings,
  saveSettings,
  settingsResponse,
} from './settings';

const id = z.string().min(1).max(64);
const group = z.strictObject({ groepId: id });
const student = z.strictObject({ leerlingId: id });

/**
 * Teachers and school administrators (their own account), office and superadmin (any account):
 * exercise settings and custom tasks (the screens under src/admin/school/settings).
 */
export const practiceSettingsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...STAFF_ROLES)];

  api.get(
    PRACTICE_PATHS.groupSettings(':groepId'),
    { preHandler, schema: { params: group, response: { 200: exerciseSettingsResponseSchema } } },
    async (request) =>
      settingsResponse(await groupSettings(db, await groupContext(db, request, request.params.groepId))),
  );

  api.put(
    PRACTICE_PATHS.groupSettings(':groepId'),
    {
      preHandler,
      schema: {
        params: group,
        body: exerciseSettingsBodySchema,
        response: { 200: exerciseSettingsResponseSchema },
      },
    },
    async (request) => {
      const ctx = await groupContext(db, request, request.params.groepId);
      checkNodeIds(await loadCurriculum(db), request.body);
      await saveSettings(db, { groupId: ctx.groupId }, ctx.scope, request.body, ctx.actorId);
      return settingsResponse(await groupSettings(db, ctx));
    },
  );

  api.get(
    PRACTICE_PATHS.studentSettings(':leerlingId'),
    { preHandler, schema: { params: student, response: { 200: exerciseSettingsResponseSchema } } },
    async (request) =>
      settingsResponse(
        await effectiveSettings(db, await studentContext(db, request, request.params.leerlingId, 'manage')),
      ),
  );

  api.put(
    PRACTICE_PATHS.studentSettings(':leerlingId'),
    {
      preHandler,
      schema: {
        params: student,
        body: studentSettingsBodySchema,
        response: { 200: exerciseSettingsResponseSchema },
      },
    },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'manage');
      const group = await groupSettings(db, { groupId: ctx.groupId, scope: ctx.scope });
      checkNodeIds(await loadCurriculum(db), mergedWithGroup(group.settings, request.body));
      if (Object.keys(request.body).length === 0) await deleteStudentSettings(db, ctx.studentId, ctx.scope);
      else await saveSettings(db, { studentId: ctx.studentId }, ctx.scope, request.body, ctx.actorId);
      return settingsResponse(await effectiveSettings(db, ctx));
    },
  );

  /** Removes the student's own settings: the group's apply again. */
  api.delete(
    PRACTICE_PATHS.studentSettings(':leerlingId'),
    { preHandler, schema: { params: student, response: { 200: exerciseSettingsResponseSchema } } },
    async (request) => {
      const ctx = await studentContext(db, request, request.params.leerlingId, 'manage');
      await deleteStudentSettings(db, ctx.studentId, ctx.scope);
      return settingsResponse(await effectiveSettings(db, ctx));
    },
  );

  /** Product content (no account): the sum collections a custom task can use. */
  api.get(
    PRACTICE_PATHS.staffSumCollections,
    { preHandler, schema: { response: { 200: sumCollectionListResponseSchema } } },
    async () => listCollections(db),
  );

  api.get(
    PRACTICE_PATHS.customTasks(':groepId'),
    { preHandler, schema: { params: group, response: { 200: customTaskListResponseSchema } } },
    async (request) => ({
      tasks: await listCustomTasks(db, await groupContext(db, request, request.params.groepId)),
    }),
  );

  api.post(
    PRACTICE_PATHS.customTasks(':groepId'),
    {
      preHandler,
      schema: { params: group, body: customTaskBodySchema, response: { 201: customTaskResponseSchema } },
    },
    async (request, reply) => {
      const ctx = await groupContext(db, request, request.params.groepId);
      return reply.status(201).send(await createCustomTask(db, ctx, request.body, Date.now()));
    },
  );

  api.put(
    PRACTICE_PATHS.customTask(':groepId', ':taskId'),
    {
      preHandler,
      schema: {
        params: z.strictObject({ groepId: id, taskId: z.uuid() }),
        body: customTaskBodySchema,
        response: { 200: customTaskResponseSchema },
      },
    },
    async (request) => {
      const ctx = await groupContext(db, request, request.params.groepId);
      return updateCustomTask(db, ctx, request.params.taskId, request.body);
    },
  );

  api.delete(
    PRACTICE_PATHS.customTask(':groepId', ':taskId'),
    { preHandler, schema: { params: z.strictObject({ groepId: id, taskId: z.uuid() }) } },
    async (request, reply) => {
      const ctx = await groupContext(db, request, request.params.groepId);
      await deleteCustomTask(db, ctx, request.params.taskId, Date.now());
      return reply.status(204).send();
    },
  );
};
