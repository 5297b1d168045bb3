import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built client: hashed assets with a long cache life, everything else that is not an API
 * path gets index.html (history fallback). Returns the fallback, or null when there is no build.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null> {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    app.log.warn({ clientDir }, 'no client build found; serving the API only');
    return null;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
}
