import type { TrustedDevices } from '../identity/trusted-devices';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { registerProviderCors } from './cors';
import { lt, or, and, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROVIDER_CSS_PATH,
  AUTH_PATHS,
  OAUTH_CLIENT_ID,
  tokenPairSchema,
  tokenQuerySchema,
} from '../../src/domain/contracts/auth';
import { checkCredentials } from '../identity/credentials';
import { bearerToken } from '../identity/bearer';
import type { ServerConfig } from '../config';
import type { Database } from '../db/connection';
import { authCodes, loginThrottle, passwordResetTokens, refreshTokens, tokenFamilies } from '../db/schema';
import { ApiError } from '../errors';
import {
  errorPage,
  loginPage,
  preferredLanguage,
  PROVIDER_CSS,
  type LoginError,
  type PageLanguage,
} from './pages';
import { isAllowedRedirectUri } from './redirect-uris';
import { createAuthCode, exchangeCode, revokeRefreshToken, rotateRefreshToken } from './sessions';
import type { TokenService } from './tokens';

export interface AuthProviderOptions {
  db: Database;
  tokens: TokenService;
  config: ServerConfig;
  /** Signs the login form's anti-forgery field. */
  csrfSecret: string;
  /** Browsers users signed in on before (server/identity/trusted-devices). */
  devices: TrustedDevices;
}

const CSRF_COOKIE = 'rb_auth_csrf';
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const CLEANUP_INTERVAL_MS = 15 * 60 * 1000;

const optionalParam = (max: number) => z.string().max(max).optional();
/**
 * The authorization request's parameters. Unknown parameters are ignored, as OAuth requires
 * (RFC 6749 3.1), so this is the one route whose schema is not strict.
 */
const authorizeParams = {
  client_id: optionalParam(200),
  redirect_uri: optionalParam(2000),
  response_type: optionalParam(50),
  state: optionalParam(1024),
  code_challenge: optionalParam(200),
  code_challenge_method: optionalParam(20),
};
const authorizeQuery = z.object(authorizeParams);
const authorizeForm = z.object({
  ...authorizeParams,
  csrf: optionalParam(200),
  username: optionalParam(254),
  password: optionalParam(128),
});
type AuthorizeParams = z.infer<typeof authorizeQuery>;

/** The token endpoint's POST form: the GET names, or the standard OAuth names. */
const tokenForm = z.strictObject({
  grant_type: z.literal('authorization_code').optional(),
  auth_code: z.string().min(1).max(512).optional(),
  code: z.string().min(1).max(512).optional(),
  code_verifier: z.string().min(1).max(512),
  client_id: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
});

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/**
 * The identity provider (SPEC §7 "{auth provider}"): its public key, its own login page for the
 * authorization code flow with PKCE (S256 only), the code exchange and refresh-token rotation. A
 * plugin of its own so it can run on a host of its own.
 */
export const authProviderRoutes: FastifyPluginAsync<AuthProviderOptions> = async (app, opts) => {
  const { db, tokens, config, csrfSecret, devices } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const production = config.env === 'production';
  registerProviderCors(app, config);

  const signCsrf = (nonce: string) =>
    createHmac('sha256', csrfSecret).update(`authorize:${nonce}`).digest('base64url');
  function csrfField(request: FastifyRequest, reply: FastifyReply): string {
    let nonce = request.cookies[CSRF_COOKIE];
    if (!nonce || !/^[\w-]{32}$/.test(nonce)) {
      nonce = randomBytes(24).toString('base64url');
      reply.setCookie(CSRF_COOKIE, nonce, {
        path: AUTH_PATHS.authorize,
        httpOnly: true,
        sameSite: 'strict',
        secure: production,
      });
    }
    return signCsrf(nonce);
  }
  function csrfValid(request: FastifyRequest, field: string | undefined): boolean {
    const nonce = request.cookies[CSRF_COOKIE];
    if (!nonce || !field) return false;
    const expected = Buffer.from(signCsrf(nonce));
    const given = Buffer.from(field);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** Strict CSP for the provider's pages: no script, our stylesheet, forms to us and the client only. */
  function pageHeaders(reply: FastifyReply, redirectUri?: string): FastifyReply {
    const formTargets = ["'self'"];
    if (redirectUri) formTargets.push(new URL(redirectUri).origin);
    return noStore(reply)
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'self'; img-src 'self' data:; form-action ${formTargets.join(' ')}; ` +
          "frame-ancestors 'none'; base-uri 'none'",
      )
      .header('referrer-policy', 'no-referrer');
  }

  function showError(reply: FastifyReply, language: PageLanguage, detail: string) {
    return pageHeaders(reply).status(400).send(errorPage(language, detail));
  }

  /** Client and redirect URI checks: failing them shows an error page and never redirects. */
  function clientProblem(params: AuthorizeParams): string | null {
    if (params.client_id !== OAUTH_CLIENT_ID) return 'invalid_client';
    if (!params.redirect_uri || !isAllowedRedirectUri(params.redirect_uri, config))
      return 'invalid_redirect_uri';
    return null;
  }

  /** Further request errors go back to the (verified) client, as RFC 6749 4.1.2.1 says. */
  function requestProblem(params: AuthorizeParams): string | null {
    if (params.response_type !== undefined && params.response_type !== 'code')
      return 'unsupported_response_type';
    if (params.code_challenge_method !== 'S256') return 'invalid_request';
    if (!params.code_challenge || !CODE_CHALLENGE.test(params.code_challenge)) return 'invalid_request';
    return null;
  }

  function redirectToClient(
    reply: FastifyReply,
    redirectUri: string,
    values: Record<string, string | undefined>,
  ) {
    const target = new URL(redirectUri);
    for (const [key, value] of Object.entries(values))
      if (value !== undefined) target.searchParams.set(key, value);
    return noStore(reply).redirect(target.toString(), 303);
  }

  function renderLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    params: AuthorizeParams & { redirect_uri: string },
    language: PageLanguage,
    extra: { status?: number; error?: LoginError; username?: string } = {},
  ) {
    const hidden: Record<string, string> = {
      client_id: params.client_id ?? '',
      redirect_uri: params.redirect_uri,
      response_type: 'code',
      code_challenge: params.code_challenge ?? '',
      code_challenge_method: 'S256',
      csrf: csrfField(request, reply),
    };
    if (params.state !== undefined) hidden.state = params.state;
    const html = loginPage({
      language,
      hidden,
      ...(extra.error ? { error: extra.error } : {}),
      ...(extra.username ? { username: extra.username } : {}),
      forgotUrl: `${new URL(params.redirect_uri).origin}/auth/wachtwoordaanvragen`,
    });
    return pageHeaders(reply, params.redirect_uri)
      .status(extra.status ?? 200)
      .send(html);
  }

  app.get(AUTH_PATHS.publicKey, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(tokens.publicKeyPem),
  );

  app.get(PROVIDER_CSS_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(PROVIDER_CSS),
  );

  api.get(AUTH_PATHS.authorize, { schema: { querystring: authorizeQuery } }, async (request, reply) => {
    const language = preferredLanguage(request.headers['accept-language']);
    const params = request.query;
    const clientError = clientProblem(params);
    if (clientError) return showError(reply, language, clientError);
    const redirectUri = params.redirect_uri!;
    const requestError = requestProblem(params);
    if (requestError)
      return redirectToClient(reply, redirectUri, { error: requestError, state: params.state });
    return renderLogin(request, reply, { ...params, redirect_uri: redirectUri }, language);
  });

  api.post(
    AUTH_PATHS.authorize,
    {
      schema: { body: authorizeForm },
      // A server-rendered form cannot send the XSRF header; it carries its own signed field instead.
      config: { xsrf: false, rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const language = preferredLanguage(request.headers['accept-language']);
      const form = request.body;
      const clientError = clientProblem(form);
      if (clientError) return showError(reply, language, clientError);
      const params = { ...form, redirect_uri: form.redirect_uri! };
      const requestError = requestProblem(form);
      if (requestError)
        return redirectToClient(reply, params.redirect_uri, { error: requestError, state: form.state });

      const username = form.username?.trim() ?? '';
      if (!csrfValid(request, form.csrf)) {
        return renderLogin(request, reply, params, language, { status: 403, error: 'formExpired', username });
      }
      if (!username || !form.password) {
        return renderLogin(request, reply, params, language, { status: 400, error: 'missing', username });
      }
      const client = devices.clientOf(request);
      let user;
      try {
        user = await checkCredentials(db, username, form.password, undefined, client);
      } catch (error) {
        if (error instanceof ApiError && [401, 403, 429].includes(error.statusCode)) {
          const kind = { 401: 'invalidCredentials', 403: 'switchedOff', 429: 'locked' } as const;
          return renderLogin(request, reply, params, language, {
            status: error.statusCode,
            error: kind[error.statusCode as 401 | 403 | 429],
            username,
          });
        }
        throw error;
      }
      devices.remember(reply, client, user.id);
      const code = await createAuthCode(db, {
        userId: user.id,
        clientId: OAUTH_CLIENT_ID,
        redirectUri: params.redirect_uri,
        codeChallenge: form.code_challenge!,
      });
      return redirectToClient(reply, params.redirect_uri, { code, state: form.state });
    },
  );

  api.get(
    AUTH_PATHS.token,
    { schema: { querystring: tokenQuerySchema, response: { 200: tokenPairSchema } } },
    async (request, reply) => {
      const q = request.query;
      const pair = await exchangeCode(db, tokens, {
        code: q.auth_code,
        verifier: q.code_verifier,
        ...(q.client_id !== undefined ? { clientId: q.client_id } : {}),
        ...(q.redirect_uri !== undefined ? { redirectUri: q.redirect_uri } : {}),
      });
      return noStore(reply).send(pair);
    },
  );

  api.post(
    AUTH_PATHS.token,
    {
      schema: { body: tokenForm, response: { 200: tokenPairSchema } },
      // Authenticated by the code and its PKCE verifier, which a forged cross-site post cannot know.
      config: { xsrf: false },
    },
    async (request, reply) => {
      const form = request.body;
      const code = form.auth_code ?? form.code;
      if (!code) throw new ApiError(400, 'invalidGrant');
      const pair = await exchangeCode(db, tokens, {
        code,
        verifier: form.code_verifier,
        ...(form.client_id !== undefined ? { clientId: form.client_id } : {}),
        ...(form.redirect_uri !== undefined ? { redirectUri: form.redirect_uri } : {}),
      });
      return noStore(reply).send(pair);
    },
  );

  api.get(AUTH_PATHS.refresh, { schema: { response: { 200: tokenPairSchema } } }, async (request, reply) => {
    const token = bearerToken(request);
    if (!token) throw new ApiError(401, 'unauthorized');
    return noStore(reply).send(await rotateRefreshToken(db, tokens, token));
  });

  api.post(
    AUTH_PATHS.revoke,
    // Authenticated by the bearer refresh token, which a forged cross-site post cannot carry.
    { config: { xsrf: false } },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await revokeRefreshToken(tokens, db, token);
      return noStore(reply).status(204).send();
    },
  );

  // Expired codes, spent tokens and stale counters are deleted now and then.
  const cleanup = async () => {
    try {
      await db.delete(authCodes).where(lt(authCodes.expiresAt, sql`now() - interval '1 day'`));
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, sql`now()`));
      await db.delete(tokenFamilies).where(
        or(
          and(isNotNull(tokenFamilies.revokedAt), lt(tokenFamilies.revokedAt, sql`now() - interval '1 day'`)),
          sql`not exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${tokenFamilies.id})
              and ${tokenFamilies.createdAt} < now() - interval '1 day'`,
        ),
      );
      await db
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`));
      await db
        .delete(loginThrottle)
        .where(
          and(
            lt(loginThrottle.windowStartedAt, sql`now() - interval '1 day'`),
            or(sql`${loginThrottle.lockedUntil} is null`, lt(loginThrottle.lockedUntil, sql`now()`)),
          ),
        );
    } catch (err) {
      app.log.warn({ err }, 'identity cleanup failed');
    }
  };
  const timer = setInterval(() => void cleanup(), CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
