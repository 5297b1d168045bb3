// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout';
import { getAccessToken, getRefreshToken, readUsingSSO } from './storage';
import { STUDENT_API_CACHE } from '../shell/offline/paths';

describe('logout (SPEC §4)', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });

  it('removes both tokens, sets usingSSO false and ends the SSO session at the provider', () => {
    localStorage.setItem('usingSSO', 'true');
    sessionStorage.setItem('access_token', 'access-1');
    sessionStorage.setItem('refresh_token', 'refresh-1');
    logout({ redirect: false }, createStore());
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(readUsingSSO()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/auth\/token\/revoke$/);
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer refresh-1' } });
  });

  it('calls nothing when there is no refresh token (a direct login)', () => {
    localStorage.setItem('access_token', 'access-2');
    logout({ redirect: false }, createStore());
    expect(getAccessToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("forgets the student's reads kept for offline use", () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    localStorage.setItem('access_token', 'access-4');
    logout({ redirect: false }, createStore());
    expect(deleted).toEqual([STUDENT_API_CACHE]);
  });

  it('still logs out when the provider cannot be reached', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    sessionStorage.setItem('refresh_token', 'refresh-3');
    logout({ redirect: false }, createStore());
    expect(getRefreshToken()).toBeNull();
    await Promise.resolve();
  });
});
