import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/connection';

export const healthRoutes: FastifyPluginAsync<{ db: Database; databaseKind: string }> = async (app, opts) => {
  app.get('/api/health', { config: { rateLimit: false } }, async (_request, reply) => {
    try {
      await opts.db.execute(sql`select 1`);
      return { status: 'ok', database: opts.databaseKind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: opts.databaseKind });
    }
  });
};
