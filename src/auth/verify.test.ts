// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeKeys, nowSeconds, scriptHttp, signToken, type TestKeys } from './testing/helpers';
import { getPublicKey, TOKEN_ERRORS, verifyToken, verifyTokenPair } from './verify';

let keys: TestKeys;
let otherKeys: TestKeys;
beforeAll(async () => {
  keys = await makeKeys();
  otherKeys = await makeKeys();
});

describe('token verification (SPEC §5, §8)', () => {
  let http: ReturnType<typeof scriptHttp>;
  beforeEach(() => {
    sessionStorage.clear();
    http = scriptHttp(({ url }) =>
      url === '/api/auth/public-key' ? { status: 200, data: keys.pem } : { status: 404 },
    );
  });
  afterEach(() => http.restore());

  it('uses exactly the three error texts of SPEC §8', () => {
    expect(TOKEN_ERRORS).toEqual({
      publicKey: 'failed to get public key',
      noToken: 'no token detected',
      expired: 'token expired',
    });
  });

  it('accepts an RS512 token with expires_in in the future and caches the key in jwt_public_key', async () => {
    const token = await signToken(keys, { jti: 'j1' });
    const payload = await verifyToken(token);
    expect(payload.jti).toBe('j1');
    expect(sessionStorage.getItem('jwt_public_key')).toBe(keys.pem);
    await verifyToken(token);
    expect(http.requests.filter((r) => r.url === '/api/auth/public-key')).toHaveLength(1);
  });

  it("throws 'failed to get public key' when the provider does not give one", async () => {
    http.restore();
    http = scriptHttp(() => ({ status: 503 }));
    await expect(verifyToken(await signToken(keys))).rejects.toThrow(new Error('failed to get public key'));
    http.restore();
    http = scriptHttp(() => 'network');
    await expect(getPublicKey()).rejects.toThrow('failed to get public key');
    http.restore();
    http = scriptHttp(() => ({ status: 200, data: '<html>not a key</html>' }));
    await expect(getPublicKey()).rejects.toThrow('failed to get public key');
    expect(sessionStorage.getItem('jwt_public_key')).toBeNull();
  });

  it("throws 'no token detected' when the payload lacks expires_in", async () => {
    await expect(verifyToken(await signToken(keys, { expires_in: null }))).rejects.toThrow(
      new Error('no token detected'),
    );
  });

  it("throws 'token expired' when expires_in or exp lies in the past", async () => {
    await expect(verifyToken(await signToken(keys, { expires_in: nowSeconds() - 5 }))).rejects.toThrow(
      new Error('token expired'),
    );
    await expect(verifyToken(await signToken(keys, {}, { exp: nowSeconds() - 5 }))).rejects.toThrow(
      new Error('token expired'),
    );
  });

  it('rejects a token signed by another key or with another algorithm', async () => {
    await expect(verifyToken(await signToken(otherKeys))).rejects.toThrow(/signature/);
    const [, payload, signature] = (await signToken(keys)).split('.');
    const hs256Header = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
    await expect(verifyToken(`${hs256Header}.${payload}.${signature}`)).rejects.toThrow(/alg/);
  });

  it('fetches the key again once when a cached key no longer fits (key rotation)', async () => {
    sessionStorage.setItem('jwt_public_key', otherKeys.pem);
    await expect(verifyToken(await signToken(keys))).resolves.toHaveProperty('expires_in');
    expect(sessionStorage.getItem('jwt_public_key')).toBe(keys.pem);
  });

  it('verifies both tokens of a pair', async () => {
    const good = await signToken(keys);
    const expired = await signToken(keys, { typ: 'refresh', expires_in: nowSeconds() - 1 });
    await expect(verifyTokenPair(good, good)).resolves.toBeDefined();
    await expect(verifyTokenPair(good, expired)).rejects.toThrow('token expired');
  });
});
