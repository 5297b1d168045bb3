import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: 'production',
    publicUrl: 'https://rekenblobs.nl',
    authRedirectUris: ['https://rekenblobs.be/auth/login/sso'],
  });
});
afterAll(() => t.close());

describe('provider CORS (a client app on another origin)', () => {
  it('answers a preflight for the refresh endpoint from an allowed client origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/token/refresh',
      headers: {
        origin: 'https://rekenblobs.be',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://rekenblobs.be');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets an allowed origin read the public key, naming that origin only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/public-key',
      headers: { origin: 'https://rekenblobs.nl' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('BEGIN PUBLIC KEY');
    expect(res.headers['access-control-allow-origin']).toBe('https://rekenblobs.nl');
  });

  it('gives other origins nothing', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/token',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/auth/public-key',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds no CORS headers to the product API', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://rekenblobs.be' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
