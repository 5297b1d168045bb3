import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decodeJwt, decodeProtectedHeader, exportJWK, SignJWT, type JWTHeaderParameters } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, seedDemo, ssoLogin, userId } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Attacks on the tokens that must all fail: every forged or bent token gets 401 from the
 * authentication plugin (POST /api/auth/sso is a route behind it).
 */
let t: TestApp;
let valid: string;
let claims: Record<string, unknown>;
let kid: string;
let ourKey: ReturnType<typeof createPrivateKey>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  valid = await login(t, 'juf.anne', 'anne-lesgeven');
  claims = decodeJwt(valid) as Record<string, unknown>;
  kid = decodeProtectedHeader(valid).kid!;
  ourKey = createPrivateKey(readFileSync(`${t.config.dataDir}/keys/signing-key.pem`, 'utf8'));
});
afterAll(() => t.close());

const sso = (token: string) => t.client.post('/api/auth/sso', undefined, bearer(token));
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** Signs arbitrary claims and header with our real key (to test claim checks, not signatures). */
function signWithOurKey(
  payload: Record<string, unknown>,
  header: Partial<JWTHeaderParameters> = {},
  key: Parameters<SignJWT['sign']>[0] = ourKey,
) {
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS512', kid, typ: 'JWT', ...header }).sign(key);
}

describe('signature and algorithm attacks', () => {
  it('accepts the untouched token (control)', async () => {
    expect((await sso(valid)).statusCode).toBe(200);
    expect((await sso(await signWithOurKey(claims))).statusCode).toBe(200);
  });

  it('refuses alg none', async () => {
    for (const alg of ['none', 'None', 'NONE']) {
      const token = `${b64({ alg, typ: 'JWT', kid })}.${b64(claims)}.`;
      expect((await sso(token)).statusCode, alg).toBe(401);
    }
  });

  it('refuses HS512 signed with the public key as the HMAC secret', async () => {
    const pem = (await t.client.get('/api/auth/public-key')).body;
    for (const secret of [pem, pem.trim()]) {
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512', kid, typ: 'JWT' })
        .sign(new TextEncoder().encode(secret));
      expect((await sso(token)).statusCode).toBe(401);
    }
  });

  it('refuses other RSA algorithms with our own key (RS256, PS512)', async () => {
    for (const alg of ['RS256', 'PS512']) {
      const token = await signWithOurKey(claims, { alg });
      expect((await sso(token)).statusCode, alg).toBe(401);
    }
  });

  it('refuses a token signed by another key, with our kid or its own', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect((await sso(await signWithOurKey(claims, {}, privateKey))).statusCode).toBe(401);
    expect((await sso(await signWithOurKey(claims, { kid: 'attacker-key' }, privateKey))).statusCode).toBe(
      401,
    );
  });

  it('refuses an edited payload under the original signature', async () => {
    const [header, , signature] = valid.split('.');
    const id = await userId(t, 'office');
    for (const edit of [
      { user: { id, role: 'office' }, sub: id },
      { user: { ...(claims.user as object), role: 'superadmin' } },
      { exp: now() + 999_999, expires_in: now() + 999_999 },
    ]) {
      const token = `${header}.${b64({ ...claims, ...edit })}.${signature}`;
      expect((await sso(token)).statusCode).toBe(401);
    }
  });

  it('ignores and refuses key-pointing headers (jku, jwk, x5u) and foreign kids', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const attackerJwk = await exportJWK(publicKey);
    const cases: [Partial<JWTHeaderParameters>, Parameters<SignJWT['sign']>[0]][] = [
      [{ jku: 'https://evil.example.com/jwks.json' }, privateKey],
      [{ jku: 'https://evil.example.com/jwks.json' }, ourKey],
      [{ jwk: attackerJwk }, privateKey],
      [{ x5u: 'https://evil.example.com/cert.pem' }, ourKey],
      [{ kid: '../../../../dev/null' }, ourKey],
      [{ kid: "' or 1=1 --" }, ourKey],
      [{ kid: undefined }, ourKey],
    ];
    for (const [header, key] of cases) {
      const token = await signWithOurKey(claims, header, key);
      expect((await sso(token)).statusCode, JSON.stringify(header).slice(0, 40)).toBe(401);
    }
  });
});

describe('claim attacks (signed with the real key)', () => {
  it('refuses expired and not-yet-valid tokens', async () => {
    const past = now() - 3600;
    const expired = { ...claims, iat: past - 60, exp: past, expires_in: past };
    expect((await sso(await signWithOurKey(expired))).statusCode).toBe(401);
    const future = now() + 3600;
    expect((await sso(await signWithOurKey({ ...claims, nbf: future }))).statusCode).toBe(401);
    expect((await sso(await signWithOurKey({ ...claims, iat: future }))).statusCode).toBe(401);
  });

  it('refuses a missing or inconsistent expires_in', async () => {
    const { expires_in: _dropped, ...noExpiresIn } = claims;
    expect((await sso(await signWithOurKey(noExpiresIn))).statusCode).toBe(401);
    const later = (claims.exp as number) + 3600;
    expect((await sso(await signWithOurKey({ ...claims, expires_in: later }))).statusCode).toBe(401);
    const { exp: _exp, ...noExp } = claims;
    expect((await sso(await signWithOurKey(noExp))).statusCode).toBe(401);
  });

  it('refuses a wrong audience, issuer, type or subject', async () => {
    for (const edit of [
      { aud: 'someone-else' },
      { aud: 'rekenblobs-auth' },
      { iss: 'https://evil.example.com' },
      { typ: 'refresh' },
      { typ: undefined },
      { sub: 'b0f6ee9c-bf2a-4b75-999c-aaa6e2bfbe1a' },
      { sub: 'not-a-uuid', user: { ...(claims.user as object), id: 'not-a-uuid' } },
    ]) {
      const token = await signWithOurKey({ ...claims, ...edit });
      expect((await sso(token)).statusCode, JSON.stringify(edit)).toBe(401);
    }
    expect((await sso(await signWithOurKey(claims, { typ: 'at+jwt' }))).statusCode).toBe(401);
  });

  it('refuses a token whose role or account differs from the database', async () => {
    const user = claims.user as { id: string; role: string; accountId: string };
    for (const edit of [
      { user: { ...user, role: 'schooladmin' } },
      { user: { ...user, accountId: '00000000-0000-4000-8000-000000000000' } },
      { user: { id: user.id, role: user.role } },
      { tv: 1 },
    ]) {
      expect((await sso(await signWithOurKey({ ...claims, ...edit }))).statusCode, JSON.stringify(edit)).toBe(
        401,
      );
    }
  });

  it('refuses a session id that does not exist or belongs to someone else', async () => {
    const other = await ssoLogin(t, 'sam.g4', 'appel');
    const otherFamily = decodeJwt(other.access_token).fam;
    for (const fam of ['00000000-0000-4000-8000-000000000000', otherFamily, 'not-a-uuid']) {
      expect((await sso(await signWithOurKey({ ...claims, fam }))).statusCode).toBe(401);
    }
  });

  it('refuses an over-long token before parsing it', async () => {
    expect((await sso(await signWithOurKey({ ...claims, pad: 'x'.repeat(5000) }))).statusCode).toBe(401);
  });
});

describe('token type confusion', () => {
  it('refuses a refresh token used as an access token', async () => {
    const { refresh_token, access_token } = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    expect((await sso(access_token)).statusCode).toBe(200);
    expect((await sso(refresh_token)).statusCode).toBe(401);
  });

  it('refuses an access token (or a forged refresh-typed one) at the refresh endpoint', async () => {
    const refresh = (token: string) => t.client.get('/api/auth/token/refresh', bearer(token));
    expect((await refresh(valid)).statusCode).toBe(401);
    const { refresh_token } = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    const payload = decodeJwt(refresh_token) as Record<string, unknown>;
    // Correctly signed, but a jti the provider never issued.
    const unknownJti = await signWithOurKey({ ...payload, jti: '00000000-0000-4000-8000-000000000000' });
    expect((await refresh(unknownJti)).statusCode).toBe(401);
    // Correctly signed, the real jti, but not the exact token that was stored.
    const resigned = await signWithOurKey({ ...payload, iat: (payload.iat as number) - 1 });
    expect((await refresh(resigned)).statusCode).toBe(401);
    expect((await refresh(refresh_token)).statusCode).toBe(200);
  });
});

describe("the answer route's own token check (signed with the real key)", () => {
  // The answer route checks the token in its first statement instead of app.authenticate's query.
  let student: Record<string, unknown>;
  beforeAll(async () => {
    student = decodeJwt(await login(t, 'sam.g4', 'appel')) as Record<string, unknown>;
  });
  const answer = (token: string) =>
    t.client.post(
      `/api/leerlingen/${student.sub as string}/antwoorden`,
      {
        answers: [
          {
            clientAnswerId: randomUUID(),
            somvensterId: randomUUID(),
            sumId: 'count:6-1',
            answer: { kind: 'number', value: 5 },
            responseTimeMs: 1500,
            answeredAt: new Date().toISOString(),
            position: 0,
            kind: 'planned',
          },
        ],
      },
      bearer(token),
    );

  it('refuses a token whose role, account, version or session differs from the database', async () => {
    // Control: the untouched claims pass the check and reach the batch's own (an unknown window: 404).
    const c = await answer(await signWithOurKey(student));
    expect(c.statusCode).toBe(404);
    const user = student.user as { id: string; role: string; accountId: string };
    for (const edit of [
      { user: { ...user, role: 'schooladmin' } },
      { user: { ...user, accountId: '00000000-0000-4000-8000-000000000000' } },
      { tv: (student.tv as number) + 1 },
      { fam: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const res = await answer(await signWithOurKey({ ...student, ...edit }));
      expect(res.statusCode, JSON.stringify(edit)).toBe(401);
    }
  });
});
