import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupProgressQuerySchema,
  groupProgressResponseSchema,
  studentProgressQuerySchema,
  studentProgressResponseSchema,
  PRACTICE_PATHS,
} from '../../../src/domain/contracts/practice';
import type { Database } from '../../db/connection';
import { requireRole } from '../auth/authenticate';
import { groupContext, STAFF_ROLES, studentContext } from '../auth/access';
import { groupProgress, studentProgress } from './progress';
import { insightReportRoutes } from './report-routes';

const id = z.string().min(1).max(64);
const group = z.strictObject({ groepId: id });
const student = z.strictObject({ leerlingId: id });

/**
 * Teachers and school administrators (their own account), office and superadmin (any account): the
 * progress of a group and of a child (the screens under src/admin/school/insight), and their reports.
 */
export const progressRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate, requireRole(...STAFF_ROLES)];

  api.get(
    PRACTICE_PATHS.groupProgress(':groepId'),
    {
      preHandler,
      schema: {
        params: group,
        querystring: groupProgressQuerySchema,
        response: { 200: groupProgressResponseSchema },
      },
    },
    async (request) =>
      groupProgress(
        db,
        await groupContext(db, request, request.params.groepId),
        Date.now(),
        request.query.periode,
      ),
  );

  api.get(
    PRACTICE_PATHS.studentProgress(':leerlingId'),
    {
      preHandler,
      schema: {
        params: student,
        querystring: studentProgressQuerySchema,
        response: { 200: studentProgressResponseSchema },
      },
    },
    async (request) =>
      studentProgress(
        db,
        await studentContext(db, request, request.params.leerlingId, 'manage'),
        Date.now(),
        request.query.periode,
      ),
  );

  await app.register(insightReportRoutes, { db });
};
