import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../src/domain/constants';
import { ApiError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on a route that cannot carry the anti-forgery header (a provider's form post). */
    xsrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

export function createXsrfToken(secret: string): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

export function isValidXsrfToken(secret: string, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Signed double-submit anti-forgery (SPEC §9): the server issues XSRF-TOKEN as a readable cookie whose
 * value is signed with a server secret; a state-changing request must echo it in X-XSRF-TOKEN, and the
 * echoed value must both equal the cookie and carry a valid signature, so a cookie planted by a sibling
 * subdomain is refused.
 */
export const xsrfProtection = fp(async (app, opts: { secret: string; secureCookie: boolean }) => {
  const headerName = XSRF_HEADER_NAME.toLowerCase();

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE_NAME];
    const cookieValid = isValidXsrfToken(opts.secret, cookie);
    if (!cookieValid) {
      reply.setCookie(XSRF_COOKIE_NAME, createXsrfToken(opts.secret), {
        path: '/',
        sameSite: 'strict',
        secure: opts.secureCookie,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.xsrf === false) return;
    const header = request.headers[headerName];
    const echoed = Array.isArray(header) ? header[0] : header;
    if (!cookieValid || echoed !== cookie) throw new ApiError(403, 'xsrf');
  });
});
