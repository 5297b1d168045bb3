import { eq, like } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle, users } from '../../server/db/schema';
import {
  accessTokenPayloadSchema,
  authUserSchema,
  DIRECT_LOGIN_TOKEN_TTL_S,
} from '../../src/domain/contracts/auth';
import { accountIdOf, bearer, login, seedDemo, userId, verifyWithPublicKey } from './helpers/auth';
import { createTestApp, TestClient, type TestApp } from './helpers/test-app';
import { LOCKOUT_MAX_FAILURES, USER_MAX_FAILURES } from '../../server/identity/credentials';
import { DEVICE_COOKIE } from '../../server/identity/trusted-devices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(() => t.close());

describe('POST /api/auth (direct login)', () => {
  it('answers a token signed RS512 with the provider key, with the contract payload', async () => {
    const token = await login(t, 'juf.anne', 'anne-lesgeven');
    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('RS512');
    const kid = header.kid;
    expect(kid).toMatch(/^[\w-]{43}$/);

    const payload = accessTokenPayloadSchema.parse(await verifyWithPublicKey(t, token, 'rekenblobs-api'));
    const id = await userId(t, 'juf.anne');
    expect(payload.user).toEqual({ id, role: 'docent', accountId: await accountIdOf(t, 'juf.anne') });
    expect(payload.sub).toBe(id);
    expect(payload.typ).toBe('access');
    expect(payload.tv).toBe(0);
    expect(payload.expires_in).toBe(payload.exp);
    expect(payload.exp - payload.iat).toBe(DIRECT_LOGIN_TOKEN_TTL_S);
    expect(Math.abs(payload.iat - Date.now() / 1000)).toBeLessThan(10);
    expect(payload.fam).toBeUndefined();
  });

  it('accepts the e-mail address instead of the user name, in any case', async () => {
    const byMail = await login(t, 'ANNE@Regenboog.example', 'anne-lesgeven');
    const byName = await login(t, '  Juf.Anne ', 'anne-lesgeven');
    const a = await verifyWithPublicKey(t, byMail, 'rekenblobs-api');
    const b = await verifyWithPublicKey(t, byName, 'rekenblobs-api');
    expect(a.sub).toBe(b.sub);
  });

  it('leaves accountId out for office and superadmin', async () => {
    for (const [name, password, role] of [
      ['office', 'office-demo', 'office'],
      ['superadmin', 'superadmin-demo', 'superadmin'],
    ] as const) {
      const payload = await verifyWithPublicKey(t, await login(t, name, password), 'rekenblobs-api');
      expect(payload.user).toEqual({ id: await userId(t, name), role });
    }
  });

  it('lets students log in with their simple password', async () => {
    const payload = await verifyWithPublicKey(t, await login(t, 'sam.g4', 'appel'), 'rekenblobs-api');
    expect(payload.user).toMatchObject({ role: 'leerling', accountId: await accountIdOf(t, 'sam.g4') });
  });

  it('answers an unknown user and a wrong password with the same 401', async () => {
    const wrong = await t.client.post('/api/auth', { username: 'juf.anne', password: 'not-her-password' });
    const unknown = await t.client.post('/api/auth', {
      username: 'nobody.here',
      password: 'not-her-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'De gebruikersnaam of het wachtwoord klopt niet.' });
    expect(unknown.body).toBe(wrong.body);
    const en = await t.client.post(
      '/api/auth',
      { username: 'nobody.here', password: 'x' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(en.json()).toEqual({ message: 'The user name or password is not correct.' });
  });

  it('spends as long on an unknown user as on a wrong password (dummy hash)', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      const res = await t.client.post('/api/auth', { username, password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
      return performance.now() - start;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time('noor.g4'));
      unknown.push(await time(`ghost-${i}`));
    }
    // Without the dummy verification an unknown user answers ~50x faster; allow wide noise.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
    await t.database.db.delete(loginThrottle);
  });

  it('validates the body strictly', async () => {
    const missing = await t.client.post('/api/auth', { username: 'juf.anne' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ password: 'required' });
    const extra = await t.client.post('/api/auth', { username: 'a', password: 'b', role: 'superadmin' });
    expect(extra.statusCode).toBe(400);
    const long = await t.client.post('/api/auth', { username: 'juf.anne', password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ password: 'maxLength:128' });
    const empty = await t.client.post('/api/auth', { username: '   ', password: 'x' });
    expect(empty.json().errors).toEqual({ username: 'required' });
  });

  it('requires the anti-forgery header like every state-changing call', async () => {
    await t.client.primeXsrf();
    const res = await t.client.request({
      method: 'POST',
      url: '/api/auth',
      payload: { username: 'juf.anne', password: 'anne-lesgeven' },
      withXsrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('per-account lockout', () => {
  it('locks a user name after 10 failures in 15 minutes, even for the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.client.post('/api/auth', { username: 'daan.g4', password: `guess-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.client.post('/api/auth', { username: 'daan.g4', password: 'kiwi' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Te veel mislukte pogingen/);
    // Other accounts are not affected.
    expect(await login(t, 'lotte.g4', 'druif')).toBeTruthy();
  });

  it('counts failures per account, whichever login name is used', async () => {
    for (let i = 0; i < 5; i++) {
      await t.client.post('/api/auth', { username: 'admin.regenboog', password: `guess-${i}` });
      await t.client.post('/api/auth', { username: 'ADMIN@regenboog.example', password: `guess-${i}` });
    }
    const locked = await t.client.post('/api/auth', {
      username: 'admin.regenboog',
      password: 'regenboog-admin',
    });
    expect(locked.statusCode).toBe(429);
  });

  it('locks unknown names the same way, so a lock reveals nothing', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await t.client.post('/api/auth', { username: 'no.such.user', password: `g${i}` })).statusCode,
      ).toBe(401);
    }
    expect((await t.client.post('/api/auth', { username: 'no.such.user', password: 'g' })).statusCode).toBe(
      429,
    );
  });

  it('lets the user in again when the lock has expired, and clears the counter', async () => {
    const id = await userId(t, 'daan.g4');
    await t.database.db
      .update(loginThrottle)
      .set({
        lockedUntil: new Date(Date.now() - 1000),
        windowStartedAt: new Date(Date.now() - 16 * 60 * 1000),
      })
      .where(like(loginThrottle.key, `user:${id}%`));
    expect(await login(t, 'daan.g4', 'kiwi')).toBeTruthy();
    // This client's counter is gone; the count across clients runs out with its window.
    const rows = await t.database.db
      .select()
      .from(loginThrottle)
      .where(like(loginThrottle.key, `user:${id}%`));
    expect(rows.map((r) => r.key)).not.toContain(`user:${id}@127.0.0.1`);
    expect(rows.every((r) => r.lockedUntil! < new Date())).toBe(true);
  });

  it('starts a new window when the old one is over', async () => {
    const id = await userId(t, 'finn.g4');
    for (let i = 0; i < 9; i++) await t.client.post('/api/auth', { username: 'finn.g4', password: `g${i}` });
    await t.database.db
      .update(loginThrottle)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(like(loginThrottle.key, `user:${id}%`));
    await t.client.post('/api/auth', { username: 'finn.g4', password: 'again' });
    const rows = await t.database.db
      .select()
      .from(loginThrottle)
      .where(like(loginThrottle.key, `user:${id}%`));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ failures: 1, lockedUntil: null });
    expect(await login(t, 'finn.g4', 'mango')).toBeTruthy();
  });
});

describe('nobody can lock a child out', () => {
  const at = (remoteAddress: string) => ({ remoteAddress });
  const attempt = (client: TestClient, password: string, address: string) =>
    client.post('/api/auth', { username: 'emma.g6', password }, at(address));

  it('locks a guesser on one address, not the child on another', async () => {
    const guesser = new TestClient(t.app);
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++)
      expect((await attempt(guesser, `g${i}`, '203.0.113.7')).statusCode).toBe(401);
    expect((await attempt(guesser, 'banaan', '203.0.113.7')).statusCode).toBe(429);
    expect((await attempt(new TestClient(t.app), 'banaan', '198.51.100.2')).statusCode).toBe(200);
  });

  it('after many guesses from many addresses, only browsers the child signed in on may try', async () => {
    const tablet = new TestClient(t.app);
    expect((await attempt(tablet, 'banaan', '192.0.2.10')).statusCode).toBe(200);
    // A guesser spreads 50 guesses over 10 addresses (the school's shared one among them).
    for (let a = 0; a < USER_MAX_FAILURES / 5; a++) {
      const guesser = new TestClient(t.app);
      for (let i = 0; i < 5; i++)
        await attempt(guesser, `guess-${a}-${i}`, a === 0 ? '192.0.2.10' : `203.0.113.${a}`);
    }
    // A new browser, wherever, is refused for now, even with the right password ...
    expect((await attempt(new TestClient(t.app), 'banaan', '198.51.100.99')).statusCode).toBe(429);
    expect((await attempt(new TestClient(t.app), 'banaan', '192.0.2.10')).statusCode).toBe(429);
    // ... but the child's own tablet, on the school's address, signs in.
    expect((await attempt(tablet, 'banaan', '192.0.2.10')).statusCode).toBe(200);
  });

  it('ignores a device cookie it did not sign', async () => {
    const forger = new TestClient(t.app);
    const id = await userId(t, 'emma.g6');
    forger.setCookie(DEVICE_COOKIE, `abc:${id}.bm90LXNpZ25lZA`);
    // Every client but the child's own devices is locked (the test before): a forged one is no device.
    expect((await attempt(forger, 'banaan', '198.51.100.50')).statusCode).toBe(429);
  });
});

describe('per-address rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ loginRateLimitPerMinute: 3 });
  });
  afterAll(() => limited.close());

  it('answers 429 past the login limit of one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await limited.client.post('/api/auth', { username: 'x', password: 'y' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('POST /api/auth/sso', () => {
  it('answers the user object for a valid access token', async () => {
    const token = await login(t, 'juf.anne', 'anne-lesgeven');
    const res = await t.client.post('/api/auth/sso', undefined, bearer(token));
    expect(res.statusCode).toBe(200);
    const user = authUserSchema.parse(res.json());
    expect(user).toEqual({
      id: await userId(t, 'juf.anne'),
      role: 'docent',
      accountId: await accountIdOf(t, 'juf.anne'),
      username: 'juf.anne',
      displayName: 'Anne Jansen',
    });
    const office = await t.client.post(
      '/api/auth/sso',
      undefined,
      bearer(await login(t, 'office', 'office-demo')),
    );
    expect(office.json()).toMatchObject({ role: 'office', accountId: null });
  });

  it('answers 401 without a token, with a malformed header or a garbage token', async () => {
    expect((await t.client.post('/api/auth/sso', undefined)).statusCode).toBe(401);
    const token = await login(t, 'juf.anne', 'anne-lesgeven');
    for (const authorization of [`Basic ${token}`, 'Bearer', `Bearer ${token}x`, 'Bearer a.b.c', token]) {
      const res = await t.client.post('/api/auth/sso', undefined, { headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 12)).toBe(401);
      expect(res.json()).toEqual({ message: 'Je bent niet (meer) ingelogd.' });
    }
  });

  it('refuses a token whose user has changed role, moved account or was removed', async () => {
    const token = await login(t, 'liam.g6', 'citroen');
    expect((await t.client.post('/api/auth/sso', undefined, bearer(token))).statusCode).toBe(200);
    const id = await userId(t, 'liam.g6');
    await t.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, id));
    expect((await t.client.post('/api/auth/sso', undefined, bearer(token))).statusCode).toBe(401);

    const teacher = await login(t, 'juf.anne', 'anne-lesgeven');
    await t.database.db.update(users).set({ role: 'schooladmin' }).where(eq(users.username, 'juf.anne'));
    expect((await t.client.post('/api/auth/sso', undefined, bearer(teacher))).statusCode).toBe(401);
    await t.database.db.update(users).set({ role: 'docent' }).where(eq(users.username, 'juf.anne'));

    const milan = await login(t, 'milan.g6', 'perzik');
    await t.database.db.delete(users).where(eq(users.username, 'milan.g6'));
    expect((await t.client.post('/api/auth/sso', undefined, bearer(milan))).statusCode).toBe(401);
  });
});

describe('data integrity of accounts, groups and users', () => {
  it('keeps user names unique regardless of case', async () => {
    const [anne] = await t.database.db.select().from(users).where(eq(users.username, 'juf.anne'));
    await expect(
      t.database.db.insert(users).values({ ...anne!, id: undefined, username: 'JUF.ANNE', email: null }),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insert(users)
        .values({ ...anne!, id: undefined, username: 'juf.anne2', email: 'Anne@Regenboog.example' }),
    ).rejects.toThrow();
  });

  it('refuses a student in a group of another account, and office staff inside an account', async () => {
    const [sam] = await t.database.db.select().from(users).where(eq(users.username, 'sam.g4'));
    const [mila] = await t.database.db.select().from(users).where(eq(users.username, 'mila.thuis'));
    await expect(
      t.database.db.update(users).set({ groupId: mila!.groupId }).where(eq(users.id, sam!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.update(users).set({ accountId: sam!.accountId }).where(eq(users.username, 'office')),
    ).rejects.toThrow();
    await expect(
      t.database.db.update(users).set({ groupId: sam!.groupId }).where(eq(users.username, 'juf.anne')),
    ).rejects.toThrow();
  });
});
