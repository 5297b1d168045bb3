import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every route that needs a signed-in user checks the token before anything else (issue 25, "Trust"):
 * an anonymous caller gets 401, never the field errors of a body, query or path it sent, which would
 * tell a stranger the route's schema (and cost the server a parse and a validation).
 */
const PUBLIC = new Set<string>([
  // Liveness and readiness, the public site's forms.
  'GET /api/health',
  'GET /api/health/ready',
  'POST /api/site/contact',
  'POST /api/site/aanvraag',
  'POST /api/site/uitnodiging',
  // Signing in, and the password reset (its link's token is the proof).
  'POST /api/auth',
  'POST /api/auth/kaart',
  'POST /api/auth/wachtwoord/aanvragen',
  'POST /api/auth/wachtwoord/herstellen',
  // The identity provider: its key, login page, code exchange and revocation (a refresh token,
  // checked by the route itself, answered alike whether valid or not: RFC 7009).
  'GET /api/auth/public-key',
  'GET /api/auth/provider.css',
  'GET /api/auth/authorize',
  'POST /api/auth/authorize',
  'GET /api/auth/token',
  'POST /api/auth/token',
  'POST /api/auth/token/revoke',
]);

let t: TestApp;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const route of t.routes.filter((r) => r.url.startsWith('/api')))
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
});
afterAll(() => t.close());

/** A request that fails every validation: an unknown query field, a path that is no id, a NUL in the body. */
function badRequest(method: string, url: string, headers: Record<string, string>) {
  const path = url.replace(/:[A-Za-z]+/g, 'x');
  const withBody = !['GET', 'DELETE'].includes(method);
  return t.client.request({
    method: method as 'GET',
    url: `${path}?onbekend=1`,
    headers,
    ...(withBody ? { payload: { onbekend: 'x\u0000' } } : {}),
  });
}

describe('authentication before validation', () => {
  it('finds the routes, and every public one is still there', () => {
    expect(routes.length).toBeGreaterThan(50);
    const names = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const name of PUBLIC) expect(names.has(name), name).toBe(true);
  });

  it('answers 401 to an anonymous caller with a bad request on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      if (PUBLIC.has(`${method} ${url}`)) continue;
      for (const headers of [{}, { authorization: 'Bearer not.a.token' }] as Record<string, string>[]) {
        const res = await badRequest(method, url, headers);
        if (res.statusCode !== 401) wrong.push(`${method} ${url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
