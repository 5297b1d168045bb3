import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { XSRF_HEADER_NAME } from '../../src/domain/constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports health with the database kind', async () => {
    const res = await t.client.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('sends strict security headers', async () => {
    const res = await t.client.get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API paths with a 404 message', async () => {
    const res = await t.client.get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Niet gevonden.' });
    const en = await t.client.get('/api/does-not-exist', { headers: { 'accept-language': 'en-GB' } });
    expect(en.json()).toEqual({ message: 'Not found.' });
  });
});

describe('anti-forgery (signed double submit)', () => {
  const form = {
    name: 'Anne',
    email: 'anne@school.nl',
    subject: 'question',
    message: 'Hoe werkt de proefperiode?',
  };

  it('issues a signed XSRF-TOKEN cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a state-changing request without the header', async () => {
    await t.client.primeXsrf();
    const res = await t.client.request({
      method: 'POST',
      url: '/api/site/contact',
      payload: form,
      withXsrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/beveiligingscode/);
  });

  it('refuses a header that does not match the cookie', async () => {
    await t.client.primeXsrf();
    const res = await t.client.request({
      method: 'POST',
      url: '/api/site/contact',
      payload: form,
      withXsrf: false,
      headers: { [XSRF_HEADER_NAME]: 'other.value' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a forged cookie echoed in the header (bare echo is not enough)', async () => {
    const forged = 'attackerchosen.notasignature';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site/contact',
      payload: form,
      headers: { cookie: `XSRF-TOKEN=${forged}`, [XSRF_HEADER_NAME]: forged },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a matching signed token', async () => {
    const res = await t.client.post('/api/site/contact', form);
    expect(res.statusCode).toBe(201);
  });
});
