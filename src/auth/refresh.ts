import { isAxiosError } from 'axios';
import type { TokenPair } from '../domain/contracts/auth';
import { http } from '../shell/lib/http';
import { appStore, type AppStore } from '../shell/lib/store';
import { AUTH_PATHS, providerUrl } from './provider';
import { applyRefreshedTokens } from './session';
import { getAccessToken, getRefreshToken } from './storage';
import { announce, isSpent, markSpent, refreshTokenId, waitForAdoption, withRefreshLock } from './sync';

/** How long a tab waits for the tokens another tab obtained with the refresh token they shared. */
const ADOPTION_WAIT_MS = 5_000;

/**
 * Refresh (SPEC §4): spends the refresh token at {auth provider}/api/auth/token/refresh, verifies and
 * stores both new tokens. False when there is no refresh token, the provider refuses it, or verification
 * fails (logged). A network failure is thrown, so the session survives a flaky connection.
 *
 * `usedAccessToken` is the token a failed request carried: when storage already holds another one, a
 * refresh by this or another tab happened meanwhile and its tokens are used instead of spending again.
 * Concurrent callers, in this tab and in other tabs, queue on one lock: exactly one refresh call.
 */
export function refreshTokens(usedAccessToken?: string | null, store: AppStore = appStore): Promise<boolean> {
  return withRefreshLock(async () => {
    const current = getAccessToken();
    if (usedAccessToken !== undefined && current && current !== usedAccessToken) return true;
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    const spent = refreshTokenId(refreshToken);

    if (await isSpent(spent)) {
      const adoption = waitForAdoption(spent, ADOPTION_WAIT_MS);
      if (getRefreshToken() !== refreshToken) {
        adoption.cancel();
        return true;
      }
      return adoption.promise;
    }

    let pair: TokenPair;
    try {
      const response = await http.get<TokenPair>(providerUrl(AUTH_PATHS.refresh), {
        headers: { Authorization: `Bearer ${refreshToken}` },
        authFlow: true,
      });
      pair = response.data;
    } catch (error) {
      if (isAxiosError(error) && error.response) return false;
      throw error;
    }

    try {
      const { verifyTokenPair } = await import('./verify');
      await verifyTokenPair(pair.access_token, pair.refresh_token);
    } catch (error) {
      console.error('Token refresh failed verification:', error instanceof Error ? error.message : error);
      return false;
    }

    await markSpent(spent);
    applyRefreshedTokens(pair.access_token, pair.refresh_token, store);
    announce({ type: 'tokens', spent, accessToken: pair.access_token, refreshToken: pair.refresh_token });
    return true;
  });
}
