import { AxiosHeaders, isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { href } from '../shell/lib/routes';
import { appStore, type AppStore } from '../shell/lib/store';
import './http-flags';
import { areaOfPath } from './landing';
import { logout } from './logout';
import { currentPath, currentPathWithSearch, navigateTo } from './navigation';
import { refreshTokens } from './refresh';
import { getAccessToken, readUsingSSO, writeReturnPath } from './storage';

/** SPEC §7: the bearer goes only to paths starting with api or /api. */
export function isApiPath(url: string | undefined): boolean {
  return !!url && (url.startsWith('api') || url.startsWith('/api'));
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const value = AxiosHeaders.from(config.headers).get('Authorization');
  return typeof value === 'string' && value.startsWith('Bearer ') ? value.slice(7) : null;
}

/**
 * Installs the auth interceptors of SPEC §7 and §8 on the app's axios instance:
 * - request: `Authorization: Bearer <access token>` on api paths when the request has no Authorization
 *   header, or when it is a retry (flagged NO_RETRY) and so carries the token that was refused;
 * - response: on 401 or 403, with SSO in use and no retry yet, refresh (one refresh for any number of
 *   concurrent failures) and retry once, flagged NO_RETRY; otherwise log out without redirect and go to
 *   login-sso if SSO was in use, else to login, unless already there.
 * Returns a function that removes them.
 */
export function installInterceptors(instance: AxiosInstance, store: AppStore = appStore): () => void {
  const requestId = instance.interceptors.request.use((config) => {
    if (!isApiPath(config.url)) return config;
    const headers = AxiosHeaders.from(config.headers);
    if (!headers.has('Authorization') || config.NO_RETRY) {
      const token = getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else headers.delete('Authorization');
    }
    config.headers = headers;
    config.sentWithSso = readUsingSSO();
    return config;
  });

  const responseId = instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || !error.config) throw error;
    const status = error.response?.status;
    const config = error.config;
    if ((status !== 401 && status !== 403) || config.authFlow) throw error;

    // A refusal that arrives after another one has already ended the SSO session still belongs to it.
    const sso = readUsingSSO() || config.sentWithSso === true;
    if (readUsingSSO() && !config.NO_RETRY) {
      const refreshed = await refreshTokens(bearerOf(config), store);
      if (refreshed) {
        config.NO_RETRY = true;
        return instance.request(config);
      }
    }
    endSession(sso, store);
    throw error;
  });

  return () => {
    instance.interceptors.request.eject(requestId);
    instance.interceptors.response.eject(responseId);
  };
}

function endSession(sso: boolean, store: AppStore): void {
  const here = currentPathWithSearch();
  logout({ redirect: false }, store);
  const target = href(sso ? 'login-sso' : 'login');
  if (currentPath() === target) return;
  if (areaOfPath(here)) writeReturnPath(here);
  navigateTo(target);
}
