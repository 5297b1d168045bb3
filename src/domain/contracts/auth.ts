import { z } from 'zod';
import { ROLES, type Role } from '../constants';
import { ruleMessage } from '../validation';

/**
 * The identity contract shared by the browser (src/auth) and the server (server/api/auth and
 * server/auth-provider). SPEC §3-§8; where SPEC is silent, OAuth 2.0 practice (RFC 7636, RFC 9700).
 */

/** Paths of the product API and the identity provider (SPEC §7). Both are served under /api/auth. */
export const AUTH_PATHS = {
  /** POST { username, password } -> { token } (direct login, product API). */
  login: '/api/auth',
  /** POST, no body, Bearer provider access token -> AuthUser (product API). */
  sso: '/api/auth/sso',
  /** GET -> the provider's public key as PEM text. */
  publicKey: '/api/auth/public-key',
  /** GET: the provider's own login page (authorization code + PKCE S256). */
  authorize: '/api/auth/authorize',
  /** GET ?auth_code&code_verifier (or POST form) -> { access_token, refresh_token }. */
  token: '/api/auth/token',
  /** GET with Bearer refresh token -> { access_token, refresh_token } (rotated). */
  refresh: '/api/auth/token/refresh',
  /** POST, no body, Bearer refresh token -> 204: ends that SSO session (our addition for logout). */
  revoke: '/api/auth/token/revoke',
  /** POST { login } -> always 202 { message }. */
  resetRequest: '/api/auth/wachtwoord/aanvragen',
  /** POST { userId, token, password } -> 204, or 400 { message, errors? }. */
  reset: '/api/auth/wachtwoord/herstellen',
} as const;

/**
 * The query parameter an invitation's set-password link carries (`...?uitnodiging`): the page then
 * speaks of choosing a first password, not a new one.
 */
export const INVITATION_PARAM = 'uitnodiging';

/** GET -> the stylesheet of the provider's own pages (login, password reset); no client call. */
export const PROVIDER_CSS_PATH = '/api/auth/provider.css';

/** The OAuth client id of the web app, and the path of its redirect URI on the app's own origin. */
export const OAUTH_CLIENT_ID = 'rekenblobs-web';
export const SSO_REDIRECT_PATH = '/auth/login/sso';

/** `aud` of access tokens (both direct-login and provider tokens). */
export const ACCESS_TOKEN_AUDIENCE = 'rekenblobs-api';
/** `aud` of refresh tokens: only the provider's refresh endpoint accepts them. */
export const REFRESH_TOKEN_AUDIENCE = 'rekenblobs-auth';

/** Lifetimes in seconds. */
export const DIRECT_LOGIN_TOKEN_TTL_S = 8 * 60 * 60;
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
/** However often it is refreshed, an SSO session ends this long after its sign-in. */
export const REFRESH_SESSION_MAX_AGE_S = 90 * 24 * 60 * 60;

/** Password length rules: staff (docent, schooladmin, office, superadmin) and students (leerling). */
export const STAFF_PASSWORD_MIN = 8;
export const STUDENT_PASSWORD_MIN = 4;
export const PASSWORD_MAX = 128;

/**
 * Field-error code for a password found in the server's list of common passwords. It is not one of the
 * generic rule codes of SPEC §5, so the client translates it itself (e.g. `auth:passwordCommon`).
 */
export const PASSWORD_COMMON_CODE = 'passwordCommon';

export function passwordMinLength(role: Role): number {
  return role === 'leerling' ? STUDENT_PASSWORD_MIN : STAFF_PASSWORD_MIN;
}

/** Password rule by role; the common-password check happens on the server only. */
export function passwordSchema(role: Role) {
  const min = passwordMinLength(role);
  return z
    .string({ error: ruleMessage('required') })
    .min(1, ruleMessage('required'))
    .min(min, ruleMessage('minLength', min))
    .max(PASSWORD_MAX, ruleMessage('maxLength', PASSWORD_MAX));
}

/** POST /api/auth: `username` is a user name or an e-mail address. */
export const loginBodySchema = z.strictObject({
  username: z
    .string({ error: ruleMessage('required') })
    .trim()
    .min(1, ruleMessage('required'))
    .max(254, ruleMessage('maxLength', 254)),
  password: z
    .string({ error: ruleMessage('required') })
    .min(1, ruleMessage('required'))
    .max(PASSWORD_MAX, ruleMessage('maxLength', PASSWORD_MAX)),
  /** The school code (accounts.login_code), needed only when several schools use the user name. */
  school: z
    .string()
    .trim()
    .max(32, ruleMessage('maxLength', 32))
    .regex(/^[a-z0-9-]*$/i, ruleMessage('format'))
    .optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The user as carried in tokens (SPEC §3): accountId is absent for office and superadmin. */
export const tokenUserSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  accountId: z.string().optional(),
});
export type TokenUser = z.infer<typeof tokenUserSchema>;

/**
 * Payload of an access token, signed RS512 with the provider key (kid header).
 * `expires_in` is the expiry as a UNIX timestamp in SECONDS (same value as `exp`), as SPEC §3 names it.
 */
export const accessTokenPayloadSchema = z.object({
  user: tokenUserSchema,
  expires_in: z.number().int(),
  exp: z.number().int(),
  iat: z.number().int(),
  aud: z.literal(ACCESS_TOKEN_AUDIENCE),
  typ: z.literal('access'),
  /** The user's token_version when issued; a bump ends every session. */
  tv: z.number().int(),
  /** The user id. */
  sub: z.string(),
  /** Provider tokens only: the session (refresh-token family) it belongs to, so it can be revoked. */
  fam: z.string().optional(),
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;

/**
 * Payload of a refresh token (provider only). It carries `expires_in` and `user` too, so the client's
 * verification (SPEC §5: RS512, expires_in in the future) treats both tokens alike.
 */
export const refreshTokenPayloadSchema = z.object({
  user: tokenUserSchema,
  expires_in: z.number().int(),
  exp: z.number().int(),
  iat: z.number().int(),
  aud: z.literal(REFRESH_TOKEN_AUDIENCE),
  typ: z.literal('refresh'),
  tv: z.number().int(),
  sub: z.string(),
  /** Refresh-token family: every rotation of one login shares it; reuse revokes the family. */
  fam: z.string(),
  jti: z.string(),
});
export type RefreshTokenPayload = z.infer<typeof refreshTokenPayloadSchema>;

/** GET /api/auth/token and /api/auth/token/refresh. */
export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** GET /api/auth/token query (SPEC §7); client_id and redirect_uri are checked when sent. */
export const tokenQuerySchema = z.strictObject({
  auth_code: z.string().min(1).max(512),
  code_verifier: z.string().min(1).max(512),
  client_id: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
});
export type TokenQuery = z.infer<typeof tokenQuerySchema>;

/** PKCE (RFC 7636): 43-128 characters of the unreserved set. */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The user object answered by POST /api/auth/sso. */
export const authUserSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  accountId: z.string().nullable(),
  username: z.string(),
  displayName: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** POST /api/auth/wachtwoord/aanvragen: e-mail address or user name. */
export const passwordResetRequestSchema = z.strictObject({
  login: z
    .string({ error: ruleMessage('required') })
    .trim()
    .min(1, ruleMessage('required'))
    .max(254, ruleMessage('maxLength', 254)),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The 202 answer of a reset request: the same whether or not the account exists. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });

/**
 * POST /api/auth/wachtwoord/herstellen. The password's length rule depends on the user's role, so the
 * body accepts up to PASSWORD_MAX characters and the server answers rule errors as field errors
 * (`errors.password`: 'minLength:8', 'maxLength:128' or PASSWORD_COMMON_CODE).
 */
export const passwordResetSchema = z.strictObject({
  userId: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
  password: z
    .string({ error: ruleMessage('required') })
    .min(1, ruleMessage('required'))
    .max(PASSWORD_MAX, ruleMessage('maxLength', PASSWORD_MAX)),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;
