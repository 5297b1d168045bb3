import { describe, expect, it } from 'vitest';
import { isAllowedRedirectUri } from './redirect-uris';

const dev = { env: 'development' as const, authRedirectUris: [], publicUrl: 'http://localhost:3000' };
const prod = {
  env: 'production' as const,
  authRedirectUris: ['https://rekenblobs.be/auth/login/sso'],
  publicUrl: 'https://rekenblobs.nl/',
};

describe('isAllowedRedirectUri', () => {
  it('accepts the SSO page on local and language hosts on any port in development', () => {
    for (const uri of [
      'http://localhost:3000/auth/login/sso',
      'http://localhost/auth/login/sso',
      'http://127.0.0.1:61234/auth/login/sso',
      'http://rekenblobs.nl:8080/auth/login/sso',
      'https://a-b.school.be/auth/login/sso',
      'http://mathsblobs.co.uk:1/auth/login/sso',
    ]) {
      expect(isAllowedRedirectUri(uri, dev), uri).toBe(true);
    }
  });

  it('refuses other paths, hosts, schemes, user info, queries, fragments and non-canonical forms', () => {
    for (const uri of [
      'http://localhost:3000/auth/login/sso/',
      'http://localhost:3000/auth/login',
      'http://localhost:3000/auth/login/sso?x=1',
      'http://localhost:3000/auth/login/sso#x',
      'http://user:pw@localhost:3000/auth/login/sso',
      'http://evil.com@localhost:3000/auth/login/sso',
      'http://evil.com/auth/login/sso',
      'http://rekenblobs.nl.evil.com/auth/login/sso',
      'http://127.0.0.2/auth/login/sso',
      'http://[::1]:3000/auth/login/sso',
      'ftp://localhost/auth/login/sso',
      'javascript://localhost/auth/login/sso',
      'http://localhost:3000/auth/login/../login/sso',
      'http://localhost:3000\\@evil.com/auth/login/sso',
      'HTTP://localhost:3000/auth/login/sso',
      '/auth/login/sso',
      '',
    ]) {
      expect(isAllowedRedirectUri(uri, dev), uri).toBe(false);
    }
  });

  it('accepts only exact allowlist entries and PUBLIC_URL in production', () => {
    expect(isAllowedRedirectUri('https://rekenblobs.nl/auth/login/sso', prod)).toBe(true);
    expect(isAllowedRedirectUri('https://rekenblobs.be/auth/login/sso', prod)).toBe(true);
    expect(isAllowedRedirectUri('http://localhost:3000/auth/login/sso', prod)).toBe(false);
    expect(isAllowedRedirectUri('https://other.nl/auth/login/sso', prod)).toBe(false);
    expect(isAllowedRedirectUri('https://rekenblobs.nl/auth/login/sso?x', prod)).toBe(false);
  });
});
