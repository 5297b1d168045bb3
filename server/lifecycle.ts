import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * A node's orderly stop (SIGTERM from the orchestrator, or SIGINT): readiness turns to "draining" at
 * once, so the load balancer stops sending new requests; after `graceMs` (about two of its health
 * checks) the server stops listening and waits for the requests it still has, then `after` closes
 * what the requests needed (jobs, the database).
 */
export async function drainAndClose(
  app: FastifyInstance,
  graceMs: number,
  after: () => Promise<void>,
): Promise<void> {
  app.startDraining();
  await delay(graceMs);
  await app.close();
  await after();
}
