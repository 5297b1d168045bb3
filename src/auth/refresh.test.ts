// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from './refresh';
import { userAtom } from './session';
import { adoptAnnouncedTokens, markSpent, openChannel, refreshTokenId, type AuthMessage } from './sync';
import { installFakeLocks } from './testing/fakeLocks';
import { makeKeys, scriptHttp, signToken, type Reply, type TestKeys } from './testing/helpers';

let keys: TestKeys;
let otherKeys: TestKeys;
beforeAll(async () => {
  keys = await makeKeys();
  otherKeys = await makeKeys();
});

const user = { id: 'u-1', role: 'docent', accountId: 'a-1' };

function ssoSession(access: string, refresh: string) {
  localStorage.setItem('usingSSO', 'true');
  sessionStorage.setItem('access_token', access);
  sessionStorage.setItem('refresh_token', refresh);
}

describe('refresh (SPEC §4)', () => {
  let http: ReturnType<typeof scriptHttp>;
  let refreshReply: () => Promise<Reply>;
  let pair: { access_token: string; refresh_token: string };

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    pair = {
      access_token: await signToken(keys, { user, jti: 'a2' }),
      refresh_token: await signToken(keys, { user, typ: 'refresh', jti: 'r2' }),
    };
    refreshReply = async () => ({ status: 200, data: pair });
    http = scriptHttp(async ({ url }) => {
      if (url === '/api/auth/public-key') return { status: 200, data: keys.pem };
      if (url === '/api/auth/token/refresh') return refreshReply();
      return { status: 404 };
    });
  });
  afterEach(() => http.restore());

  const refreshCalls = () => http.requests.filter((r) => r.url === '/api/auth/token/refresh');

  it('is false without a refresh token, and calls nobody', async () => {
    localStorage.setItem('usingSSO', 'true');
    expect(await refreshTokens()).toBe(false);
    expect(http.requests).toHaveLength(0);
  });

  it('spends the refresh token, verifies and stores both new tokens', async () => {
    const refresh1 = await signToken(keys, { typ: 'refresh', jti: 'r1' });
    ssoSession('a1', refresh1);
    const store = createStore();
    expect(await refreshTokens(undefined, store)).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.authorization).toBe(`Bearer ${refresh1}`);
    expect(sessionStorage.getItem('access_token')).toBe(pair.access_token);
    expect(sessionStorage.getItem('refresh_token')).toBe(pair.refresh_token);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(store.get(userAtom)).toEqual(user);
  });

  it('is false, and logs, when verification fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    pair.refresh_token = await signToken(otherKeys, { typ: 'refresh' });
    ssoSession('a1', 'r1');
    expect(await refreshTokens()).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('refresh_token')).toBe('r1');
    errors.mockRestore();
  });

  it('is false when the provider refuses the refresh token', async () => {
    refreshReply = async () => ({ status: 401, data: { message: 'Niet ingelogd' } });
    ssoSession('a1', 'r1');
    expect(await refreshTokens()).toBe(false);
  });

  it('throws on a network failure, keeping the session', async () => {
    refreshReply = async () => 'network';
    ssoSession('a1', 'r1');
    await expect(refreshTokens()).rejects.toThrow('Network Error');
    expect(sessionStorage.getItem('refresh_token')).toBe('r1');
  });

  it('makes one call for concurrent refreshes after the same failed token', async () => {
    ssoSession('a1', 'r1');
    const results = await Promise.all([refreshTokens('a1'), refreshTokens('a1'), refreshTokens('a1')]);
    expect(results).toEqual([true, true, true]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('announces the new tokens to other tabs', async () => {
    const close = openChannel(() => {});
    const listener = new BroadcastChannel('rekenblobs-auth');
    const received = new Promise<AuthMessage>((resolve) => {
      listener.onmessage = (event: MessageEvent<AuthMessage>) => resolve(event.data);
    });
    const refresh1 = await signToken(keys, { typ: 'refresh', jti: 'r1' });
    ssoSession('a1', refresh1);
    await refreshTokens();
    expect(await received).toEqual({
      type: 'tokens',
      spent: 'r1',
      accessToken: pair.access_token,
      refreshToken: pair.refresh_token,
    });
    listener.close();
    close();
  });
});

describe('refresh across tabs', () => {
  let http: ReturnType<typeof scriptHttp>;
  let fake: ReturnType<typeof installFakeLocks>;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    fake = installFakeLocks();
    http = scriptHttp(() => ({ status: 500 }));
  });
  afterEach(() => {
    http.restore();
    fake.remove();
  });

  it('waits for the tokens of the tab that spent the shared refresh token instead of spending it again', async () => {
    const refresh1 = await signToken(keys, { typ: 'refresh', jti: 'shared-r1' });
    ssoSession('tampered', refresh1);
    // The other tab refreshed with the same refresh token and marked it spent.
    await markSpent(refreshTokenId(refresh1));

    const store = createStore();
    const pending = refreshTokens('tampered', store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const newAccess = await signToken(keys, { user, jti: 'a2' });
    expect(
      adoptAnnouncedTokens(
        { type: 'tokens', spent: 'shared-r1', accessToken: newAccess, refreshToken: 'r2' },
        store,
      ),
    ).toBe(true);

    expect(await pending).toBe(true);
    expect(http.requests).toHaveLength(0);
    expect(sessionStorage.getItem('access_token')).toBe(newAccess);
    expect(sessionStorage.getItem('refresh_token')).toBe('r2');
    expect(store.get(userAtom)).toEqual(user);
  });

  it('ignores announced tokens that replace a refresh token this tab does not hold', () => {
    ssoSession('a1', 'mine');
    expect(
      adoptAnnouncedTokens({ type: 'tokens', spent: 'someone-else', accessToken: 'x', refreshToken: 'y' }),
    ).toBe(false);
    expect(sessionStorage.getItem('access_token')).toBe('a1');
  });

  it('calls the provider while holding the Web Lock shared by all tabs', async () => {
    http.restore();
    let heldDuringCall = false;
    http = scriptHttp(() => {
      heldDuringCall = fake.locks.held.has('rekenblobs-auth-refresh');
      return { status: 401 };
    });
    ssoSession('a1', 'r1');
    expect(await refreshTokens()).toBe(false);
    expect(http.requests.map((r) => r.url)).toEqual(['/api/auth/token/refresh']);
    expect(heldDuringCall).toBe(true);
    expect(fake.locks.held.has('rekenblobs-auth-refresh')).toBe(false);
  });
});
