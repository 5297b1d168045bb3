import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditFiltersQuerySchema,
  auditFiltersResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  OFFICE_SUPPORT_PATHS as P,
} from '../../../src/domain/contracts/office-support';
import type { Database } from '../../db/connection';
import { ApiError } from '../../errors';
import { requireRole } from '../auth/authenticate';
import { auditFilters, readAudit } from './read';

/**
 * The audit log, read by superadmins only (office staff and every school role get 403): filtered by
 * account, staff member, action and period, paged, newest first. An account's history tab is the
 * same read with its account.
 */
export const auditRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const superadmin = [app.authenticate, requireRole('superadmin')];

  api.get(
    P.audit,
    {
      preHandler: superadmin,
      schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (from && to && from > to) throw new ApiError(400, 'badRequest', { to: 'format' });
      reply.header('cache-control', 'no-store');
      return readAudit(db, request.query);
    },
  );

  api.get(
    P.auditFilters,
    {
      preHandler: superadmin,
      schema: { querystring: auditFiltersQuerySchema, response: { 200: auditFiltersResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auditFilters(db, request.query.accountId);
    },
  );
};
