// @vitest-environment jsdom
import { isAxiosError } from 'axios';
import { createStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '../shell/lib/http';
import { installInterceptors } from './interceptors';
import { setAuthNavigator } from './navigation';
import { userAtom } from './session';
import { makeKeys, scriptHttp, signToken, type Reply, type TestKeys } from './testing/helpers';

let keys: TestKeys;
beforeAll(async () => {
  keys = await makeKeys();
});

const user = { id: 'u-1', role: 'docent', accountId: 'a-1' } as const;

describe('auth interceptors (SPEC §7, §8)', () => {
  let script: ReturnType<typeof scriptHttp>;
  let uninstall: () => void;
  let navigations: string[];
  let store: ReturnType<typeof createStore>;
  let pair: { access_token: string; refresh_token: string };
  /** The access token the fake API accepts; anything else is answered with `refused`. */
  let accepted: string;
  let refused: Reply;

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/account/a-1/user/u-1/groepen');
    navigations = [];
    setAuthNavigator((to) => navigations.push(to));
    store = createStore();
    store.set(userAtom, user);
    pair = {
      access_token: await signToken(keys, { user, jti: 'a2' }),
      refresh_token: await signToken(keys, { user, typ: 'refresh', jti: 'r2' }),
    };
    accepted = pair.access_token;
    refused = { status: 401, data: { message: 'Je bent niet ingelogd.' } };
    script = scriptHttp(async ({ url, authorization }) => {
      if (url === '/api/auth/public-key') return { status: 200, data: keys.pem };
      if (url === '/api/auth/token/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return { status: 200, data: pair };
      }
      // A slow screen request: its refusal lands after a quicker one has already ended the session.
      if (url === '/api/data/slow') await new Promise((resolve) => setTimeout(resolve, 60));
      if (url.startsWith('/api/data') || url.startsWith('api/data')) {
        return authorization === `Bearer ${accepted}` ? { status: 200, data: { ok: true } } : refused;
      }
      return { status: 200, data: 'other' };
    });
    uninstall = installInterceptors(http, store);
  });

  afterEach(() => {
    uninstall();
    script.restore();
  });

  function signedIn(mode: 'direct' | 'sso', access = 'a1', refresh = 'r1') {
    localStorage.setItem('usingSSO', String(mode === 'sso'));
    const storage = mode === 'sso' ? sessionStorage : localStorage;
    storage.setItem('access_token', access);
    if (mode === 'sso') storage.setItem('refresh_token', refresh);
  }

  const refreshCalls = () => script.requests.filter((r) => r.url === '/api/auth/token/refresh');

  describe('the bearer header', () => {
    beforeEach(() => signedIn('direct', 'tok'));

    it('goes to paths starting with api or /api only', async () => {
      await http.get('/api/other');
      await http.get('api/other');
      await http.get('/site/prijzen');
      await http.get('https://elsewhere.example/api/other');
      expect(script.requests.map((r) => [r.url, r.authorization])).toEqual([
        ['/api/other', 'Bearer tok'],
        ['api/other', 'Bearer tok'],
        ['/site/prijzen', undefined],
        ['https://elsewhere.example/api/other', undefined],
      ]);
    });

    it('keeps an Authorization header the request brings, unless it is a retry (NO_RETRY)', async () => {
      await http.get('/api/other', { headers: { Authorization: 'Bearer own' } });
      await http.get('/api/other', { headers: { Authorization: 'Bearer stale' }, NO_RETRY: true });
      expect(script.requests.map((r) => r.authorization)).toEqual(['Bearer own', 'Bearer tok']);
    });

    it('is absent when nobody is signed in', async () => {
      localStorage.clear();
      await http.get('/api/other');
      expect(script.requests[0]?.authorization).toBeUndefined();
    });
  });

  describe('with SSO in use', () => {
    it('refreshes and retries a refused request once, flagged NO_RETRY, with the new token', async () => {
      signedIn('sso');
      const response = await http.get('/api/data');
      expect(response.data).toEqual({ ok: true });
      expect(refreshCalls()).toHaveLength(1);
      const data = script.requests.filter((r) => r.url === '/api/data');
      expect(data.map((r) => r.authorization)).toEqual(['Bearer a1', `Bearer ${pair.access_token}`]);
      expect(data[1]?.config.NO_RETRY).toBe(true);
      expect(sessionStorage.getItem('access_token')).toBe(pair.access_token);
      expect(navigations).toEqual([]);
    });

    it('treats 403 like 401', async () => {
      refused = { status: 403, data: { message: 'Geen toegang.' } };
      signedIn('sso');
      await expect(http.get('/api/data')).resolves.toHaveProperty('status', 200);
      expect(refreshCalls()).toHaveLength(1);
    });

    it('makes exactly one refresh call for many concurrent refusals, and retries them all', async () => {
      signedIn('sso');
      const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => http.get(`/api/data/${i}`)));
      expect(responses.every((r) => r.status === 200)).toBe(true);
      expect(refreshCalls()).toHaveLength(1);
      expect(script.requests.filter((r) => r.url.startsWith('/api/data'))).toHaveLength(12);
    });

    it('does not retry a second time: logs out without redirect and goes to login-sso', async () => {
      accepted = 'nothing is accepted';
      signedIn('sso');
      const error: unknown = await http.get('/api/data').catch((e: unknown) => e);
      expect(isAxiosError(error) && error.response?.status).toBe(401);
      expect(refreshCalls()).toHaveLength(1);
      expect(script.requests.filter((r) => r.url === '/api/data')).toHaveLength(2);
      expect(navigations).toEqual(['/auth/login/sso']);
      expect(sessionStorage.getItem('access_token')).toBeNull();
      expect(sessionStorage.getItem('refresh_token')).toBeNull();
      expect(localStorage.getItem('usingSSO')).toBe('false');
      expect(store.get(userAtom)).toBeNull();
      expect(sessionStorage.getItem('auth_return_path')).toBe('/account/a-1/user/u-1/groepen');
    });

    it('sends a refusal that lands after the session already ended to login-sso as well', async () => {
      accepted = 'nothing is accepted';
      signedIn('sso');
      const slow = http.get('/api/data/slow').catch(() => undefined);
      await http.get('/api/data').catch(() => undefined);
      expect(localStorage.getItem('usingSSO')).toBe('false');
      await slow;
      expect(navigations).toEqual(['/auth/login/sso', '/auth/login/sso']);
    });

    it('logs out when there is no refresh token to refresh with', async () => {
      localStorage.setItem('usingSSO', 'true');
      sessionStorage.setItem('access_token', 'a1');
      await expect(http.get('/api/data')).rejects.toThrow('Je bent niet ingelogd.');
      expect(refreshCalls()).toHaveLength(0);
      expect(navigations).toEqual(['/auth/login/sso']);
    });
  });

  describe('without SSO', () => {
    it('logs out without refreshing and goes to login', async () => {
      signedIn('direct');
      await expect(http.get('/api/data')).rejects.toThrow('Je bent niet ingelogd.');
      expect(refreshCalls()).toHaveLength(0);
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(store.get(userAtom)).toBeNull();
      expect(navigations).toEqual(['/auth/login']);
    });

    it('stays put when already on login', async () => {
      window.history.replaceState(null, '', '/auth/login');
      signedIn('direct');
      await expect(http.get('/api/data')).rejects.toThrow();
      expect(navigations).toEqual([]);
    });
  });

  it('leaves the sign-in calls (authFlow) and other statuses alone', async () => {
    signedIn('sso');
    await expect(http.get('/api/data', { authFlow: true })).rejects.toThrow();
    refused = { status: 500, data: { message: 'Serverfout' } };
    await expect(http.get('/api/data')).rejects.toThrow('Serverfout');
    expect(refreshCalls()).toHaveLength(0);
    expect(navigations).toEqual([]);
    expect(sessionStorage.getItem('access_token')).toBe('a1');
  });
});
