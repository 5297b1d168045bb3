import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens, users } from '../../server/db/schema';
import { createMailer } from '../../server/mail';
import { bearer, login, seedDemo, ssoLogin, userId } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://rekenblobs.example', resetRateLimitPerMinute: 1000 });
  await seedDemo(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outbox);
  await t.database.db.delete(passwordResetTokens);
});

const requestReset = async (login: string, headers: Record<string, string> = {}) => {
  const res = await t.client.post('/api/auth/wachtwoord/aanvragen', { login }, { headers });
  await t.app.background.drain();
  return res;
};
const reset = (body: Record<string, string>) => t.client.post('/api/auth/wachtwoord/herstellen', body);
const LINK = /https:\/\/rekenblobs\.example\/auth\/wachtwoordherstellen\/([0-9a-f-]{36})\/([\w-]{43})/;

async function mailedLink(): Promise<{ userId: string; token: string }> {
  const mails = await t.database.db.select().from(outbox);
  expect(mails).toHaveLength(1);
  const match = LINK.exec(mails[0]!.body);
  expect(match).not.toBeNull();
  // A reset's link is no invitation: its page speaks of a new password.
  expect(mails[0]!.body).not.toContain('?uitnodiging');
  return { userId: match![1]!, token: match![2]! };
}

describe('POST /api/auth/wachtwoord/aanvragen', () => {
  it('mails a single-use link to the account e-mail address, stored only as a hash', async () => {
    const res = await requestReset('juf.anne');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/Als we dit account kennen/);
    const [mail] = await t.database.db.select().from(outbox);
    expect(mail).toMatchObject({ to: 'anne@regenboog.example', subject: 'Nieuw wachtwoord voor Rekenblobs' });
    expect(mail!.body).toContain('Hallo Anne Jansen');
    const link = await mailedLink();
    expect(link.userId).toBe(await userId(t, 'juf.anne'));
    const [row] = await t.database.db.select().from(passwordResetTokens);
    expect(row!.tokenHash).not.toBe(link.token);
    expect(row!.tokenHash).not.toContain(link.token);
    const validFor = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(validFor).toBeGreaterThan(59 * 60 * 1000);
    expect(validFor).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('finds the account by e-mail address in any case, and writes English when asked', async () => {
    await requestReset('Admin@Regenboog.EXAMPLE', { 'accept-language': 'en-GB' });
    const [mail] = await t.database.db.select().from(outbox);
    expect(mail).toMatchObject({ to: 'admin@regenboog.example', subject: 'New password for Maths Blobs' });
  });

  it('answers the same for an unknown login and for a student without e-mail, and sends nothing', async () => {
    const known = await requestReset('juf.anne');
    await t.database.db.delete(outbox);
    const unknown = await requestReset('nobody@nowhere.example');
    const student = await requestReset('sam.g4');
    for (const res of [unknown, student]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(known.body);
    }
    expect(await t.database.db.select().from(outbox)).toEqual([]);
  });

  it('sends at most three links per user per hour', async () => {
    for (let i = 0; i < 4; i++) expect((await requestReset('admin.regenboog')).statusCode).toBe(202);
    expect(await t.database.db.select().from(outbox)).toHaveLength(3);
  });

  it('validates the body', async () => {
    const res = await t.client.post('/api/auth/wachtwoord/aanvragen', { login: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ login: 'required' });
    expect((await t.client.post('/api/auth/wachtwoord/aanvragen', { login: 'a', extra: 1 })).statusCode).toBe(
      400,
    );
  });

  it('never logs the mail body (it carries the token)', async () => {
    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => logged.push(args) } as never;
    const mailer = createMailer({ ...t.config, smtpUrl: undefined }, t.database.db, log);
    await mailer.send({ to: 'x@example.com', subject: 'Test', text: 'secret-token-value' });
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('secret-token-value');
    expect(JSON.stringify(logged)).not.toContain('x@example.com');
  });
});

describe('mail delivery', () => {
  /** A minimal SMTP server that accepts every message and keeps its data. */
  async function fakeSmtp(): Promise<{ url: string; messages: string[]; close(): void }> {
    const messages: string[] = [];
    const server = createServer((socket) => {
      let buffer = '';
      let inData = false;
      socket.write('220 fake ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end === -1) return;
            messages.push(buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            inData = false;
            socket.write('250 queued\r\n');
            continue;
          }
          const eol = buffer.indexOf('\r\n');
          if (eol === -1) return;
          const line = buffer.slice(0, eol).toUpperCase();
          buffer = buffer.slice(eol + 2);
          if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
          else if (line === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (line === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `smtp://127.0.0.1:${port}`, messages, close: () => server.close() };
  }

  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let withSmtp: TestApp;
  beforeAll(async () => {
    smtp = await fakeSmtp();
    withSmtp = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://rekenblobs.example' });
    await seedDemo(withSmtp);
  });
  afterAll(async () => {
    await withSmtp.close();
    smtp.close();
  });

  it('sends the reset link by SMTP when SMTP_URL is set, and keeps nothing in the outbox', async () => {
    const res = await withSmtp.client.post('/api/auth/wachtwoord/aanvragen', { login: 'juf.anne' });
    expect(res.statusCode).toBe(202);
    await withSmtp.app.background.drain();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/^To: anne@regenboog\.example/m);
    expect(smtp.messages[0]).toMatch(/^Subject: Nieuw wachtwoord voor Rekenblobs/m);
    expect(smtp.messages[0]).toContain('https://rekenblobs.example/auth/wachtwoordherstellen/');
    expect(await withSmtp.database.db.select().from(outbox)).toEqual([]);
  });
});

describe('POST /api/auth/wachtwoord/herstellen', () => {
  it('sets the new password, spends the link and ends every session', async () => {
    const oldToken = await login(t, 'juf.anne', 'anne-lesgeven');
    const session = await ssoLogin(t, 'juf.anne', 'anne-lesgeven');
    await requestReset('juf.anne');
    const link = await mailedLink();

    const res = await reset({ ...link, password: 'een nieuw lang wachtwoord' });
    expect(res.statusCode).toBe(204);
    expect(
      (await t.client.post('/api/auth', { username: 'juf.anne', password: 'anne-lesgeven' })).statusCode,
    ).toBe(401);
    expect(await login(t, 'juf.anne', 'een nieuw lang wachtwoord')).toBeTruthy();
    expect((await t.client.post('/api/auth/sso', undefined, bearer(oldToken))).statusCode).toBe(401);
    expect((await t.client.post('/api/auth/sso', undefined, bearer(session.access_token))).statusCode).toBe(
      401,
    );
    expect((await t.client.get('/api/auth/token/refresh', bearer(session.refresh_token))).statusCode).toBe(
      401,
    );

    const again = await reset({ ...link, password: 'nog een ander wachtwoord' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/ongeldig, al gebruikt of verlopen/);
    // Put the demo password back for the other suites' sake.
    await requestReset('juf.anne');
    expect((await reset({ ...(await mailedLinkLatest()), password: 'anne-lesgeven' })).statusCode).toBe(204);
  });

  it('refuses an expired link', async () => {
    await requestReset('admin.regenboog');
    const link = await mailedLink();
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset({ ...link, password: 'een nieuw lang wachtwoord' })).statusCode).toBe(400);
  });

  it('refuses a wrong token, a token for another user and a malformed user id', async () => {
    await requestReset('admin.regenboog');
    const link = await mailedLink();
    const other = await userId(t, 'juf.anne');
    for (const body of [
      { userId: link.userId, token: 'x'.repeat(43) },
      { userId: other, token: link.token },
      { userId: 'not-a-uuid', token: link.token },
    ]) {
      const res = await reset({ ...body, password: 'een nieuw lang wachtwoord' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/ongeldig/);
    }
    // The real link still works afterwards.
    expect((await reset({ ...link, password: 'regenboog-admin' })).statusCode).toBe(204);
  });

  it('answers password rule errors as field errors and keeps the link usable', async () => {
    await requestReset('admin.regenboog');
    const link = await mailedLink();
    const cases: [string, string][] = [
      ['kort', 'minLength:8'],
      ['wachtwoord', 'passwordCommon'],
      ['Welkom01', 'passwordCommon'],
      ['P@ssw0rd123', 'passwordCommon'],
      ['ADMIN.REGENBOOG', 'passwordCommon'],
    ];
    for (const [password, code] of cases) {
      const res = await reset({ ...link, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors).toEqual({ password: code });
    }
    const long = await reset({ ...link, password: 'x'.repeat(129) });
    expect(long.json().errors).toEqual({ password: 'maxLength:128' });
    // No composition rules: a long lower-case phrase is fine.
    expect((await reset({ ...link, password: 'regenboog-admin' })).statusCode).toBe(204);
  });

  it('accepts a short password for a student and spends every other open link', async () => {
    const { db } = t.database;
    await db.update(users).set({ email: 'sara.ouders@example.nl' }).where(eq(users.username, 'sara.g6'));
    await requestReset('sara.g6');
    await requestReset('sara.g6');
    const mails = await db.select().from(outbox);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((m) => LINK.exec(m.body)!);
    expect((await reset({ userId: first![1]!, token: first![2]!, password: 'kers' })).statusCode).toBe(204);
    expect(await login(t, 'sara.g6', 'kers')).toBeTruthy();
    expect((await reset({ userId: second![1]!, token: second![2]!, password: 'vis1' })).statusCode).toBe(400);
    const short = await requestReset('sara.g6').then(() => mailedLinkLatest());
    expect((await reset({ ...short, password: 'abc' })).json().errors).toEqual({ password: 'minLength:4' });
  });

  it('validates the body strictly', async () => {
    expect((await reset({ userId: 'a', token: 'b' })).statusCode).toBe(400);
    expect((await reset({ userId: 'a', token: 'b', password: 'c', extra: 'd' })).statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(() => limited.close());

  it('limits reset requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await limited.client.post('/api/auth/wachtwoord/aanvragen', { login: `x${i}` })).statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    await limited.app.background.drain();
  });
});

async function mailedLinkLatest(): Promise<{ userId: string; token: string }> {
  const mails = await t.database.db.select().from(outbox);
  const last = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
  const match = LINK.exec(last.body)!;
  return { userId: match[1]!, token: match[2]! };
}
