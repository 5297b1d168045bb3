import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/connection';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on the readiness check says "draining", so a load balancer sends no new requests. */
    startDraining(): void;
  }
}

/**
 * `/api/health`: alive (the process answers and reaches its database). `/api/health/ready`: ready for
 * new requests, which stops being true when the node starts shutting down (server/lifecycle.ts), while
 * the requests it already has finish.
 */
const health: FastifyPluginAsync<{ db: Database; databaseKind: string }> = async (app, opts) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // A kept-alive connection would hold the node open after its last answer: close each as it answers.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  async function databaseUp(): Promise<boolean> {
    try {
      await opts.db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  }

  app.get('/api/health', { config: { rateLimit: false } }, async (_request, reply) => {
    if (await databaseUp()) return { status: 'ok', database: opts.databaseKind };
    return reply.status(503).send({ status: 'unavailable', database: opts.databaseKind });
  });

  app.get('/api/health/ready', { config: { rateLimit: false } }, async (_request, reply) => {
    if (draining) return reply.status(503).send({ status: 'draining' });
    if (!(await databaseUp())) return reply.status(503).send({ status: 'unavailable' });
    return { status: 'ready' };
  });
};

export const healthRoutes = fp(health);
