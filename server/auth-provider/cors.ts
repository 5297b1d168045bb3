import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS, SSO_REDIRECT_PATH } from '../../src/domain/contracts/auth';
import type { ServerConfig } from '../config';
import { isAllowedRedirectUri } from './redirect-uris';

/** The provider endpoints a single-page app calls from the browser (SPEC §7). */
const BROWSER_PATHS = [
  AUTH_PATHS.publicKey,
  AUTH_PATHS.token,
  AUTH_PATHS.refresh,
  AUTH_PATHS.revoke,
] as const;

/** A client origin may call the provider when its SSO page is an allowed redirect URI. */
export function isAllowedClientOrigin(
  origin: string,
  config: Pick<ServerConfig, 'env' | 'authRedirectUris' | 'publicUrl'>,
): boolean {
  return isAllowedRedirectUri(`${origin}${SSO_REDIRECT_PATH}`, config);
}

/**
 * CORS for the provider's browser-facing endpoints, so the provider can run on a host of its own:
 * exactly the origins of the allowed redirect URIs, never a wildcard, no credentials (the calls carry
 * a code and verifier or a bearer refresh token, not cookies).
 */
export function registerProviderCors(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'env' | 'authRedirectUris' | 'publicUrl'>,
): void {
  const paths = new Set<string>(BROWSER_PATHS);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !paths.has(request.url.split('?', 1)[0] ?? '')) return;
    if (!isAllowedClientOrigin(origin, config)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
  });
  for (const path of BROWSER_PATHS) {
    app.options(path, { config: { rateLimit: false } }, async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin || !isAllowedClientOrigin(origin, config)) return reply.status(403).send();
      return reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'Authorization, Content-Type')
        .header('access-control-max-age', '600')
        .send();
    });
  }
}
