import { isAxiosError } from 'axios';
import {
  OAUTH_CLIENT_ID,
  type AuthUser,
  type LoginResponse,
  type PasswordReset,
  type TokenPair,
} from '../domain/contracts/auth';
import { CARD_LOGIN_PATH } from '../domain/contracts/roster';
import { http } from '../shell/lib/http';
import { appStore, type AppStore } from '../shell/lib/store';
import './http-flags';
import { ssoRedirectUri, takePkceForState } from './pkce';
import { AUTH_PATHS, providerUrl } from './provider';
import { startDirectSession, storeSsoTokens, userAtom, type SessionUser } from './session';

/** The calls of the sign-in screens (SPEC §7). They are flagged authFlow: a 401 is their own answer. */

/** Login by credentials: POST /api/auth, then the session of SPEC §4. */
export async function loginWithCredentials(
  username: string,
  password: string,
  store: AppStore = appStore,
): Promise<SessionUser> {
  const { data } = await http.post<LoginResponse>(
    AUTH_PATHS.login,
    { username, password },
    { authFlow: true },
  );
  return startDirectSession(data.token, store);
}

/**
 * Login with a login card's code: POST /api/auth/kaart, then the same direct session as a password
 * login (the same token kind, stored the same way).
 */
export async function loginWithCard(code: string, store: AppStore = appStore): Promise<SessionUser> {
  const { data } = await http.post<LoginResponse>(CARD_LOGIN_PATH, { code }, { authFlow: true });
  return startDirectSession(data.token, store);
}

export type SsoFailure = 'state' | 'exchange' | 'verify' | 'user';

export class SsoError extends Error {
  constructor(
    readonly reason: SsoFailure,
    options?: { cause?: unknown },
  ) {
    super(`SSO login failed: ${reason}`, options);
    this.name = 'SsoError';
  }
}

/**
 * The SSO callback (SPEC §4): state checked, code exchanged with the verifier, both tokens verified and
 * stored, usingSSO true, the user fetched with POST /api/auth/sso and set.
 */
export async function completeSsoLogin(
  code: string,
  state: string | null,
  store: AppStore = appStore,
): Promise<SessionUser> {
  const verifier = takePkceForState(state);
  if (!verifier) throw new SsoError('state');

  let pair: TokenPair;
  try {
    const { data } = await http.get<TokenPair>(providerUrl(AUTH_PATHS.token), {
      params: {
        auth_code: code,
        code_verifier: verifier,
        client_id: OAUTH_CLIENT_ID,
        redirect_uri: ssoRedirectUri(),
      },
      authFlow: true,
    });
    pair = data;
  } catch (error) {
    throw new SsoError('exchange', { cause: error });
  }

  try {
    const { verifyTokenPair } = await import('./verify');
    await verifyTokenPair(pair.access_token, pair.refresh_token);
  } catch (error) {
    console.error('SSO tokens failed verification:', error instanceof Error ? error.message : error);
    throw new SsoError('verify', { cause: error });
  }
  storeSsoTokens(pair.access_token, pair.refresh_token, store);

  let user: AuthUser;
  try {
    const { data } = await http.post<AuthUser>(AUTH_PATHS.sso, undefined, {
      headers: { Authorization: `Bearer ${pair.access_token}` },
      authFlow: true,
    });
    user = data;
  } catch (error) {
    throw new SsoError('user', { cause: error });
  }
  const sessionUser: SessionUser = {
    id: user.id,
    role: user.role,
    username: user.username,
    displayName: user.displayName,
    ...(user.accountId ? { accountId: user.accountId } : {}),
  };
  store.set(userAtom, sessionUser);
  return sessionUser;
}

export async function requestPasswordReset(login: string): Promise<void> {
  await http.post(AUTH_PATHS.resetRequest, { login }, { authFlow: true });
}

export async function resetPassword(body: PasswordReset): Promise<void> {
  await http.post(AUTH_PATHS.reset, body, { authFlow: true });
}

export type RequestFailure = 'credentials' | 'switchedOff' | 'rateLimited' | 'network' | 'generic';

/** What went wrong with a call, for the screens' messages. */
export function failureOf(error: unknown): RequestFailure {
  if (!isAxiosError(error)) return 'generic';
  const status = error.response?.status;
  if (status === undefined) return 'network';
  if (status === 401) return 'credentials';
  if (status === 403) return 'switchedOff';
  if (status === 429) return 'rateLimited';
  return 'generic';
}

/** The server's own words for a refusal (in the language the request asked for), if it sent any. */
export function serverMessageOf(error: unknown): string | null {
  if (!isAxiosError(error)) return null;
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
}
