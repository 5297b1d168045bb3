// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installAuth } from './install';
import { restoreSession, startDirectSession, userAtom, usingSSOAtom, userOfToken } from './session';
import { readReturnPath } from './storage';
import { nowSeconds, unsignedToken } from './testing/helpers';

const docent = { id: 'u-7', role: 'docent', accountId: 'a-3' };

describe('session on load (SPEC §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('stays signed out without a stored token', () => {
    const store = createStore();
    expect(restoreSession(store)).toBe('none');
    expect(store.get(userAtom)).toBeNull();
  });

  it('decodes a current token from localStorage and sets the user', () => {
    localStorage.setItem('usingSSO', 'false');
    localStorage.setItem('access_token', unsignedToken({ user: docent, expires_in: nowSeconds() + 60 }));
    const store = createStore();
    expect(restoreSession(store)).toBe('restored');
    expect(store.get(userAtom)).toEqual(docent);
    expect(store.get(usingSSOAtom)).toBe(false);
  });

  it('reads the tokens from sessionStorage while SSO is in use', () => {
    localStorage.setItem('usingSSO', 'true');
    localStorage.setItem('access_token', unsignedToken({ user: { id: 'x', role: 'office' }, expires_in: 1 }));
    sessionStorage.setItem('access_token', unsignedToken({ user: docent, expires_in: nowSeconds() + 60 }));
    const store = createStore();
    expect(restoreSession(store)).toBe('restored');
    expect(store.get(userAtom)).toEqual(docent);
    expect(store.get(usingSSOAtom)).toBe(true);
  });

  it('clears the session when expires_in lies before now', () => {
    localStorage.setItem('usingSSO', 'true');
    sessionStorage.setItem('access_token', unsignedToken({ user: docent, expires_in: nowSeconds() - 1 }));
    sessionStorage.setItem('refresh_token', 'r');
    const store = createStore();
    expect(restoreSession(store)).toBe('cleared');
    expect(store.get(userAtom)).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('usingSSO')).toBe('false');
  });

  it('clears the session when the payload has no user, or is no token at all', () => {
    for (const token of [unsignedToken({ expires_in: nowSeconds() + 60 }), 'not-a-jwt']) {
      localStorage.setItem('access_token', token);
      const store = createStore();
      expect(restoreSession(store)).toBe('cleared');
      expect(localStorage.getItem('access_token')).toBeNull();
    }
  });

  it('treats a token without expires_in as expired', () => {
    expect(userOfToken(unsignedToken({ user: docent }))).toBeNull();
    expect(userOfToken(unsignedToken({ user: docent, expires_in: nowSeconds() + 5 }))).toEqual(docent);
  });
});

describe('installAuth on load', () => {
  let uninstall = () => {};
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => uninstall());

  it('sends an expired session to /auth/login and keeps the guarded path to return to', () => {
    window.history.replaceState(null, '', '/account/a-3/user/u-7/docenten?tab=2');
    localStorage.setItem('access_token', unsignedToken({ user: docent, expires_in: nowSeconds() - 10 }));
    const store = createStore();
    uninstall = installAuth({ store });
    expect(window.location.pathname).toBe('/auth/login');
    expect(readReturnPath()).toBe('/account/a-3/user/u-7/docenten?tab=2');
    expect(store.get(userAtom)).toBeNull();
  });

  it('leaves a visitor without a token where they are', () => {
    window.history.replaceState(null, '', '/site/prijzen');
    uninstall = installAuth({ store: createStore() });
    expect(window.location.pathname).toBe('/site/prijzen');
  });
});

describe('login by credentials (SPEC §4)', () => {
  it('sets usingSSO to false, stores the token in localStorage and sets the user', () => {
    localStorage.setItem('usingSSO', 'true');
    sessionStorage.setItem('access_token', 'old-sso-token');
    const token = unsignedToken({ user: docent, expires_in: nowSeconds() + 60 });
    const store = createStore();
    expect(startDirectSession(token, store)).toEqual(docent);
    expect(localStorage.getItem('usingSSO')).toBe('false');
    expect(localStorage.getItem('access_token')).toBe(token);
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(store.get(userAtom)).toEqual(docent);
  });
});
