import { href } from '../shell/lib/routes';
import { forgetOfflineReads } from '../shell/offline/forget';
import { appStore, type AppStore } from '../shell/lib/store';
import { navigateTo } from './navigation';
import { AUTH_PATHS, providerUrl } from './provider';
import { clearSession } from './session';
import { getRefreshToken, writeReturnPath } from './storage';
import { announce } from './sync';

/**
 * Logout (SPEC §4): both tokens removed, the user cleared, usingSSO false; other tabs are told. The
 * redirect to /auth/login is optional (the interceptors log out without one and pick the screen).
 * An SSO session is also ended at the provider, so a copied refresh token is worth nothing after it.
 */
export function logout(options: { redirect?: boolean } = {}, store: AppStore = appStore): void {
  const refreshToken = getRefreshToken();
  if (refreshToken) revokeAtProvider(refreshToken);
  clearSession(store);
  forgetOfflineReads();
  writeReturnPath(null);
  announce({ type: 'logout' });
  if (options.redirect ?? true) navigateTo(href('login'));
}

/** Best effort and not awaited: logging out never waits for, or fails on, the network. */
function revokeAtProvider(refreshToken: string): void {
  if (typeof fetch !== 'function') return;
  fetch(providerUrl(AUTH_PATHS.revoke), {
    method: 'POST',
    headers: { Authorization: `Bearer ${refreshToken}` },
    keepalive: true,
  }).catch(() => undefined);
}
