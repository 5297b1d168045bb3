// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { beginSsoLogin, codeChallengeS256, createCodeVerifier, createState, takePkceForState } from './pkce';

describe('PKCE (RFC 7636, S256)', () => {
  beforeEach(() => sessionStorage.clear());

  it('makes verifiers of 43 to 128 unreserved characters, different every time', () => {
    const a = createCodeVerifier();
    const b = createCodeVerifier();
    expect(a).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(a).not.toBe(b);
    expect(createCodeVerifier(43)).toHaveLength(43);
    expect(createCodeVerifier(128)).toHaveLength(128);
    expect(() => createCodeVerifier(42)).toThrow(RangeError);
    expect(() => createCodeVerifier(129)).toThrow(RangeError);
    expect(createState()).toMatch(/^[A-Za-z0-9\-._~]{32}$/);
  });

  it('computes the S256 challenge of the RFC example', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('builds the authorize URL and keeps verifier and state until the callback', async () => {
    const url = new URL(await beginSsoLogin('http://localhost:4000'), 'http://localhost:4000');
    expect(url.pathname).toBe('/api/auth/authorize');
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('rekenblobs-web');
    expect(q.get('redirect_uri')).toBe('http://localhost:4000/auth/login/sso');
    expect(q.get('code_challenge_method')).toBe('S256');
    const verifier = sessionStorage.getItem('pkce_code_verifier');
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(q.get('code_challenge')).toBe(await codeChallengeS256(verifier!));
    expect(q.get('state')).toBe(sessionStorage.getItem('pkce_state'));

    expect(takePkceForState('wrong')).toBeNull();
    expect(sessionStorage.getItem('pkce_code_verifier')).toBeNull();
  });

  it('hands out the verifier once, for the matching state only', async () => {
    const url = new URL(await beginSsoLogin('http://localhost'), 'http://localhost');
    const state = url.searchParams.get('state');
    const verifier = sessionStorage.getItem('pkce_code_verifier');
    expect(takePkceForState(state)).toBe(verifier);
    expect(takePkceForState(state)).toBeNull();
  });
});
