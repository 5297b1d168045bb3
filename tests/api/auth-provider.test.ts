import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, decodeProtectedHeader, exportJWK, importSPKI } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCodes, refreshTokens, tokenFamilies, users } from '../../server/db/schema';
import {
  ACCESS_TOKEN_TTL_S,
  accessTokenPayloadSchema,
  REFRESH_SESSION_MAX_AGE_S,
  REFRESH_TOKEN_TTL_S,
  refreshTokenPayloadSchema,
} from '../../src/domain/contracts/auth';
import {
  authorizeQuery,
  bearer,
  formBody,
  hiddenFields,
  pkcePair,
  postLoginForm,
  REDIRECT_URI,
  seedDemo,
  ssoLogin,
  userId,
  verifyWithPublicKey,
} from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(() => t.close());

const sso = (token: string) => t.client.post('/api/auth/sso', undefined, bearer(token));
const refresh = (token: string) => t.client.get('/api/auth/token/refresh', bearer(token));
const exchange = (code: string, verifier: string, extra: Record<string, string> = {}) =>
  t.client.get(
    `/api/auth/token?${new URLSearchParams({ auth_code: code, code_verifier: verifier, ...extra })}`,
  );

async function codeFor(username: string, password: string, challenge: string): Promise<string> {
  const posted = await postLoginForm(t.client, challenge, username, password);
  expect(posted.statusCode).toBe(303);
  return new URL(String(posted.headers.location)).searchParams.get('code')!;
}

describe('GET /api/auth/public-key', () => {
  it('serves the PEM text whose thumbprint is the kid of every token', async () => {
    const res = await t.client.get('/api/auth/public-key');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
    const key = await importSPKI(res.body, 'RS512', { extractable: true });
    const jwk = await exportJWK(key);
    expect(Buffer.from(jwk.n!, 'base64url').length * 8).toBeGreaterThanOrEqual(2048);
    const { access_token } = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    expect(decodeProtectedHeader(access_token).kid).toBe(await calculateJwkThumbprint(jwk, 'sha256'));
  });

  it('keeps the key in DATA_DIR/keys with mode 0600', async () => {
    const { statSync } = await import('node:fs');
    const stat = statSync(`${t.config.dataDir}/keys/signing-key.pem`);
    expect(stat.mode & 0o777).toBe(0o600);
  });
});

describe('GET /api/auth/authorize (login page)', () => {
  it('serves a Dutch login form without any script, under a strict CSP', async () => {
    const { challenge } = pkcePair();
    // A first visit: no cookies yet.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/authorize?${authorizeQuery(challenge)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="nl">');
    expect(res.body).toContain('Inloggen');
    expect(res.body).toContain('Wachtwoord vergeten?');
    expect(res.body).not.toMatch(/<script|onload=|onclick=|javascript:/i);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("form-action 'self' http://localhost:4173");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    const fields = hiddenFields(res.body);
    expect(fields).toMatchObject({
      client_id: 'rekenblobs-web',
      redirect_uri: REDIRECT_URI,
      state: 'state-123',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(fields.csrf).toMatch(/^[\w-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'rb_auth_csrf');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/api/auth/authorize');
    const css = await t.client.get('/api/auth/provider.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('speaks English when Accept-Language prefers it', async () => {
    const { challenge } = pkcePair();
    const url = `/api/auth/authorize?${authorizeQuery(challenge)}`;
    const en = await t.client.get(url, { headers: { 'accept-language': 'en-GB,en;q=0.9,nl;q=0.5' } });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Log in');
    expect(en.body).toContain('Maths Blobs');
    const nl = await t.client.get(url, { headers: { 'accept-language': 'nl-BE,en;q=0.8' } });
    expect(nl.body).toContain('<html lang="nl">');
    const weighted = await t.client.get(url, { headers: { 'accept-language': 'nl;q=0.2,en;q=0.7' } });
    expect(weighted.body).toContain('<html lang="en">');
  });

  it('shows an error page and never redirects for a wrong client or redirect URI', async () => {
    const { challenge } = pkcePair();
    const bad: Record<string, string>[] = [
      { client_id: 'someone-else' },
      { redirect_uri: 'https://evil.example.com/auth/login/sso' },
      { redirect_uri: 'http://localhost:4173/auth/login/other' },
      { redirect_uri: 'http://localhost:4173/auth/login/sso?next=https://evil.example.com' },
      { redirect_uri: 'http://localhost:4173/auth/login/sso#x' },
      { redirect_uri: 'http://evil.example.com@localhost:4173/auth/login/sso' },
      { redirect_uri: 'http://localhost.evil.com:4173/auth/login/sso' },
      { redirect_uri: 'javascript:alert(1)//localhost/auth/login/sso' },
      { redirect_uri: 'http://LOCALHOST:4173/auth/login/sso' },
      { redirect_uri: '' },
    ];
    for (const extra of bad) {
      const res = await t.client.get(`/api/auth/authorize?${authorizeQuery(challenge, extra)}`);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Deze inloglink klopt niet');
    }
    const noClient = await t.client.get(
      `/api/auth/authorize?redirect_uri=${encodeURIComponent(REDIRECT_URI)}`,
    );
    expect(noClient.statusCode).toBe(400);
    expect(noClient.headers.location).toBeUndefined();
  });

  it('accepts the SSO page on 127.0.0.1 and .nl/.be/.uk hosts on any port outside production', async () => {
    const { challenge } = pkcePair();
    for (const uri of [
      'http://127.0.0.1:39123/auth/login/sso',
      'http://rekenblobs.nl:4000/auth/login/sso',
      'http://school.rekenblobs.be:5555/auth/login/sso',
      'https://mathsblobs.co.uk/auth/login/sso',
    ]) {
      const res = await t.client.get(
        `/api/auth/authorize?${authorizeQuery(challenge, { redirect_uri: uri })}`,
      );
      expect(res.statusCode, uri).toBe(200);
    }
  });

  it('sends other request errors back to the client with the state', async () => {
    const { challenge } = pkcePair();
    const invalid: Record<string, string>[] = [
      { code_challenge_method: 'plain' },
      { code_challenge: 'too-short' },
      { response_type: 'token' },
    ];
    for (const extra of invalid) {
      const res = await t.client.get(`/api/auth/authorize?${authorizeQuery(challenge, extra)}`);
      expect(res.statusCode).toBe(303);
      const location = new URL(String(res.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
      expect(location.searchParams.get('error')).toMatch(/^(invalid_request|unsupported_response_type)$/);
      expect(location.searchParams.get('state')).toBe('state-123');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });
});

describe('production redirect allowlist', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      env: 'production',
      publicUrl: 'https://rekenblobs.nl',
      authRedirectUris: ['https://rekenblobs.be/auth/login/sso'],
    });
  });
  afterAll(() => prod.close());

  it('accepts only AUTH_REDIRECT_URIS and PUBLIC_URL, exactly', async () => {
    const { challenge } = pkcePair();
    const status = async (uri: string) =>
      (await prod.client.get(`/api/auth/authorize?${authorizeQuery(challenge, { redirect_uri: uri })}`))
        .statusCode;
    expect(await status('https://rekenblobs.nl/auth/login/sso')).toBe(200);
    expect(await status('https://rekenblobs.be/auth/login/sso')).toBe(200);
    expect(await status('http://localhost:4173/auth/login/sso')).toBe(400);
    expect(await status('https://other.nl/auth/login/sso')).toBe(400);
    expect(await status('https://rekenblobs.be/auth/login/sso/')).toBe(400);
  });
});

describe('POST /api/auth/authorize (login form)', () => {
  it('redirects with a single-use code and the state after good credentials', async () => {
    const { challenge } = pkcePair();
    const res = await postLoginForm(t.client, challenge, 'juf.anne', 'anne-lesgeven');
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('state-123');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);
    // Stored hashed, bound to the challenge, client, redirect URI and user; valid at most 60 s.
    const rows = await t.database.db.select().from(authCodes).where(eq(authCodes.codeChallenge, challenge));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toBe(code);
    expect(rows[0]!.userId).toBe(await userId(t, 'juf.anne'));
    expect(rows[0]!.redirectUri).toBe(REDIRECT_URI);
    expect(rows[0]!.clientId).toBe('rekenblobs-web');
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(60_000);
  });

  it('shows the form again with one message for a wrong password or an unknown user', async () => {
    const { challenge } = pkcePair();
    const wrong = await postLoginForm(t.client, challenge, 'juf.anne', 'wrong-password');
    const unknown = await postLoginForm(t.client, challenge, 'nobody', 'wrong-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('De gebruikersnaam of het wachtwoord klopt niet.');
      expect(res.body).not.toContain('wrong-password');
    }
    expect(wrong.body).toContain('value="juf.anne"');
  });

  it('tells a switched-off user so on the form after the right password only', async () => {
    const { challenge } = pkcePair();
    await t.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.username, 'ouder.devries'));
    try {
      const right = await postLoginForm(t.client, challenge, 'ouder.devries', 'thuis-oefenen');
      expect(right.statusCode).toBe(403);
      expect(right.headers.location).toBeUndefined();
      expect(right.body).toContain('Dit account staat uit.');
      const wrong = await postLoginForm(t.client, challenge, 'ouder.devries', 'thuis-fout');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).not.toContain('staat uit');
    } finally {
      await t.database.db
        .update(users)
        .set({ deactivatedAt: null })
        .where(eq(users.username, 'ouder.devries'));
    }
  });

  it('escapes what the user typed', async () => {
    const { challenge } = pkcePair();
    const res = await postLoginForm(t.client, challenge, '"><script>alert(1)</script>', 'x');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('refuses a post without the cookie-bound anti-forgery field', async () => {
    const { challenge } = pkcePair();
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/auth/authorize?${authorizeQuery(challenge)}`,
    });
    const fields = { ...hiddenFields(page.body), username: 'juf.anne', password: 'anne-lesgeven' };
    const post = (body: Record<string, string>, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/authorize',
        payload: formBody(body),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
      });
    const nonce = page.cookies.find((c) => c.name === 'rb_auth_csrf')!.value;
    const cases = [
      await post(fields), // no cookie (a cross-site forged post)
      await post({ ...fields, csrf: 'forged' }, `rb_auth_csrf=${nonce}`),
      await post({ ...fields, csrf: '' }, `rb_auth_csrf=${nonce}`),
      await post(fields, `rb_auth_csrf=${'a'.repeat(32)}`), // someone else's nonce
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(403);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('Dit formulier was verlopen');
    }
    const good = await post(fields, `rb_auth_csrf=${nonce}`);
    expect(good.statusCode).toBe(303);
  });

  it('checks the client and redirect URI again on the post', async () => {
    const { challenge } = pkcePair();
    const page = await t.client.get(`/api/auth/authorize?${authorizeQuery(challenge)}`);
    const res = await t.client.request({
      method: 'POST',
      url: '/api/auth/authorize',
      payload: formBody({
        ...hiddenFields(page.body),
        redirect_uri: 'https://evil.example.com/auth/login/sso',
        username: 'juf.anne',
        password: 'anne-lesgeven',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      withXsrf: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('asks for both fields when one is empty', async () => {
    const { challenge } = pkcePair();
    const res = await postLoginForm(t.client, challenge, 'juf.anne', '');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Vul je gebruikersnaam en wachtwoord in.');
  });

  it('shares the per-account lockout with direct login', async () => {
    for (let i = 0; i < 10; i++)
      await t.client.post('/api/auth', { username: 'julia.g6', password: `g${i}` });
    const { challenge } = pkcePair();
    const res = await postLoginForm(t.client, challenge, 'julia.g6', 'meloen');
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('Te veel mislukte pogingen');
    expect(res.headers.location).toBeUndefined();
  });
});

describe('GET /api/auth/token (code exchange)', () => {
  it('exchanges code and verifier for an access token (15 min) and a refresh token (30 days)', async () => {
    const { access_token, refresh_token } = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    const access = accessTokenPayloadSchema.parse(
      await verifyWithPublicKey(t, access_token, 'rekenblobs-api'),
    );
    const id = await userId(t, 'juf.anne');
    expect(access.user).toMatchObject({ id, role: 'docent' });
    expect(access.user.accountId).toBeTruthy();
    expect(access.expires_in).toBe(access.exp);
    expect(access.exp - access.iat).toBe(ACCESS_TOKEN_TTL_S);
    expect(access.typ).toBe('access');
    expect(access.fam).toBeTruthy();
    const refreshPayload = refreshTokenPayloadSchema.parse(
      await verifyWithPublicKey(t, refresh_token, 'rekenblobs-auth'),
    );
    expect(refreshPayload.exp - refreshPayload.iat).toBe(REFRESH_TOKEN_TTL_S);
    expect(refreshPayload.expires_in).toBe(refreshPayload.exp);
    expect(refreshPayload.fam).toBe(access.fam);
    expect(refreshPayload.jti).toBeTruthy();
    // Stored as a hash, not as the token itself.
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, refreshPayload.jti));
    expect(row?.tokenHash).toBeTruthy();
    expect(row?.tokenHash).not.toContain(refresh_token.slice(0, 20));
    expect((await sso(access_token)).json()).toMatchObject({ id, username: 'juf.anne' });
  });

  it('says no-store', async () => {
    const { verifier, challenge } = pkcePair();
    const res = await exchange(await codeFor('juf.anne', 'anne-lesgeven', challenge), verifier);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('fails a replayed code and revokes the tokens it issued', async () => {
    const first = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    expect((await sso(first.access_token)).statusCode).toBe(200);
    const again = await exchange(first.code, first.verifier);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/inlogcode is ongeldig/);
    expect((await sso(first.access_token)).statusCode).toBe(401);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });

  it('refuses a wrong verifier, and the code is spent by the attempt', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await codeFor('juf.anne', 'anne-lesgeven', challenge);
    const other = pkcePair().verifier;
    expect((await exchange(code, other)).statusCode).toBe(400);
    expect((await exchange(code, verifier)).statusCode).toBe(400);
  });

  it('refuses verifiers that are too short, too long or use other characters', async () => {
    const { challenge } = pkcePair();
    const code = await codeFor('juf.anne', 'anne-lesgeven', challenge);
    for (const verifier of ['a'.repeat(42), 'a'.repeat(129), `${'a'.repeat(42)}!`, `${'a'.repeat(43)} `]) {
      expect((await exchange(code, verifier)).statusCode).toBe(400);
    }
  });

  it('refuses the challenge itself sent as verifier (plain method)', async () => {
    const { challenge } = pkcePair();
    const code = await codeFor('juf.anne', 'anne-lesgeven', challenge);
    expect((await exchange(code, challenge)).statusCode).toBe(400);
  });

  it('refuses an unknown or expired code', async () => {
    const { verifier, challenge } = pkcePair();
    expect((await exchange('x'.repeat(43), verifier)).statusCode).toBe(400);
    const code = await codeFor('juf.anne', 'anne-lesgeven', challenge);
    await t.database.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.codeChallenge, challenge));
    expect((await exchange(code, verifier)).statusCode).toBe(400);
  });

  it('checks client_id and redirect_uri when they are sent', async () => {
    const a = pkcePair();
    const codeA = await codeFor('juf.anne', 'anne-lesgeven', a.challenge);
    expect((await exchange(codeA, a.verifier, { client_id: 'other' })).statusCode).toBe(400);
    const b = pkcePair();
    const codeB = await codeFor('juf.anne', 'anne-lesgeven', b.challenge);
    expect(
      (await exchange(codeB, b.verifier, { redirect_uri: 'http://localhost:1/auth/login/sso' })).statusCode,
    ).toBe(400);
    const c = pkcePair();
    const codeC = await codeFor('juf.anne', 'anne-lesgeven', c.challenge);
    const ok = await exchange(codeC, c.verifier, { client_id: 'rekenblobs-web', redirect_uri: REDIRECT_URI });
    expect(ok.statusCode).toBe(200);
  });

  it('validates the query strictly', async () => {
    expect((await t.client.get('/api/auth/token')).statusCode).toBe(400);
    expect((await t.client.get('/api/auth/token?auth_code=a&code_verifier=b&extra=1')).statusCode).toBe(400);
  });

  it('also takes a form post (OAuth names) without the anti-forgery header', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await codeFor('juf.anne', 'anne-lesgeven', challenge);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: formBody({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        client_id: 'rekenblobs-web',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access_token', 'refresh_token']);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: formBody({ auth_code: code, code_verifier: verifier }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(replay.statusCode).toBe(400);
    const noCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: formBody({ code_verifier: verifier }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noCode.statusCode).toBe(400);
  });
});

describe('GET /api/auth/token/refresh', () => {
  it('rotates: a new pair of the same session, and the old refresh token is spent', async () => {
    const first = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const next = res.json() as { access_token: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(first.refresh_token);
    const a = await verifyWithPublicKey(t, first.access_token, 'rekenblobs-api');
    const b = await verifyWithPublicKey(t, next.access_token, 'rekenblobs-api');
    expect(b.fam).toBe(a.fam);
    expect((await sso(next.access_token)).statusCode).toBe(200);
    const third = await refresh(next.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token is used again', async () => {
    const first = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    const next = (await refresh(first.refresh_token)).json() as {
      access_token: string;
      refresh_token: string;
    };
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await sso(next.access_token)).statusCode).toBe(401);
    const fam = (await verifyWithPublicKey(t, next.access_token, 'rekenblobs-api')).fam as string;
    const [family] = await t.database.db.select().from(tokenFamilies).where(eq(tokenFamilies.id, fam));
    expect(family?.revokedAt).toBeInstanceOf(Date);
    // Another session of the same user lives on.
    const other = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 without a token, for garbage, and for an access token', async () => {
    expect((await t.client.get('/api/auth/token/refresh')).statusCode).toBe(401);
    expect((await refresh('a.b.c')).statusCode).toBe(401);
    const { access_token } = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    expect((await refresh(access_token)).statusCode).toBe(401);
  });

  it('carries a changed role into the new pair (without a token version bump)', async () => {
    const anne = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    await t.database.db.update(users).set({ role: 'schooladmin' }).where(eq(users.username, 'juf.anne'));
    try {
      const res = await refresh(anne.refresh_token);
      expect(res.statusCode).toBe(200);
      const next = res.json() as { access_token: string; refresh_token: string };
      const access = await verifyWithPublicKey(t, next.access_token, 'rekenblobs-api');
      const refreshed = await verifyWithPublicKey(t, next.refresh_token, 'rekenblobs-auth');
      expect(access.user).toMatchObject({ role: 'schooladmin' });
      expect(refreshed.user).toMatchObject({ role: 'schooladmin' });
      expect((await sso(next.access_token)).json()).toMatchObject({ role: 'schooladmin' });
      expect((await refresh(next.refresh_token)).statusCode).toBe(200);
      // The token that carried the old role is spent like any other.
      expect((await refresh(anne.refresh_token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(users).set({ role: 'docent' }).where(eq(users.username, 'juf.anne'));
    }
  });

  it('ends the session when the user token version was bumped', async () => {
    const first = await ssoLogin(t, 'emma.g6', 'banaan');
    await t.database.db.update(users).set({ tokenVersion: 5 }).where(eq(users.username, 'emma.g6'));
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await sso(first.access_token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/token/revoke (logout of an SSO session)', () => {
  const revoke = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/token/revoke',
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });

  it('ends the session of the token: its refresh and access tokens stop working, others live on', async () => {
    const session = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    const other = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    const res = await revoke(session.refresh_token);
    expect(res.statusCode).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await sso(session.access_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('answers 204 and changes nothing for no token, garbage or an access token', async () => {
    const session = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    for (const token of [undefined, 'a.b.c', session.access_token])
      expect((await revoke(token)).statusCode).toBe(204);
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
  });
});

describe('maximum age of an SSO session', () => {
  it('refuses to refresh a session signed in longer ago than the maximum age', async () => {
    const session = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    const fam = (await verifyWithPublicKey(t, session.access_token, 'rekenblobs-api')).fam as string;
    const old = new Date(Date.now() - (REFRESH_SESSION_MAX_AGE_S + 60) * 1000);
    await t.database.db.update(tokenFamilies).set({ createdAt: old }).where(eq(tokenFamilies.id, fam));
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});
