import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { CardCodes } from '../../server/identity/card-codes';
import { loadOrCreateSecret } from '../../server/secrets';
import { CARD_LOGIN_PATH, ROSTER_PATHS, type Teacher } from '../../src/domain/contracts/roster';
import { accountIdOf, bearer, login, seedDemo, ssoLogin, userId } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(() => t.close());

async function lastSignInOf(username: string): Promise<Date | null> {
  const [row] = await t.database.db
    .select({ at: users.lastSignInAt })
    .from(users)
    .where(eq(users.username, username));
  return row!.at;
}

describe('last signed in (users.last_sign_in_at)', () => {
  it('is set by a password sign-in, and not by a wrong password', async () => {
    expect(await lastSignInOf('juf.anne')).toBeNull();
    const wrong = await t.client.post('/api/auth', { username: 'juf.anne', password: 'not-hers' });
    expect(wrong.statusCode).toBe(401);
    expect(await lastSignInOf('juf.anne')).toBeNull();
    const before = Date.now();
    await login(t, 'juf.anne', 'anne-lesgeven');
    const at = await lastSignInOf('juf.anne');
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is set by a login card and by an SSO sign-in', async () => {
    const id = await userId(t, 'sam.g4');
    const [sam] = await t.database.db.select({ v: users.cardVersion }).from(users).where(eq(users.id, id));
    const cards = new CardCodes(
      loadOrCreateSecret(t.config.dataDir, 'login-cards', process.env.LOGIN_CARD_SECRET),
    );
    expect(await lastSignInOf('sam.g4')).toBeNull();
    const res = await t.client.post(CARD_LOGIN_PATH, { code: cards.codeFor(id, sam!.v) });
    expect(res.statusCode).toBe(200);
    expect(await lastSignInOf('sam.g4')).not.toBeNull();

    expect(await lastSignInOf('office')).toBeNull();
    await ssoLogin(t, 'office', 'office-demo');
    expect(await lastSignInOf('office')).not.toBeNull();
  });

  it('is what the teachers list shows, for a password sign-in too', async () => {
    const admin = await login(t, 'admin.regenboog', 'regenboog-admin');
    const account = (await accountIdOf(t, 'admin.regenboog'))!;
    const res = await t.client.get(ROSTER_PATHS.teachers(account), bearer(admin));
    const anne = (res.json().teachers as Teacher[]).find((x) => x.name === 'Anne Jansen')!;
    expect(anne.lastSignInAt).toBe((await lastSignInOf('juf.anne'))!.toISOString());
  });
});
