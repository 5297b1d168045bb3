import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, users } from '../../server/db/schema';
import { hashPassword } from '../../server/identity/passwords';
import { loggerOptions } from '../../server/logging';
import { CardCodes, CARD_CODE_LENGTH } from '../../server/identity/card-codes';
import { CARD_LOGIN_PATH, CARD_PAGE_PATH, ROSTER_PATHS } from '../../src/domain/contracts/roster';
import { cardLink, codeOfCardLink } from '../../src/domain/roster/card-link';
import { accountIdOf, bearer, login, seedDemo, userId } from './helpers/auth';
import { qrCodesOfPdf } from './helpers/pdf-qr';
import { createSchool, type TestSchool } from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let anne: string;
let sam: string;
let g4: string;
let g6: string;
let other: TestSchool;
/** A docent of the demo school who teaches no group. */
let loneDocent: string;
/** The configured PUBLIC_URL: the cards' links point there, never at the printing request's Host. */
const ORIGIN = 'https://rekenblobs.example';

beforeAll(async () => {
  t = await createTestApp({ publicUrl: ORIGIN });
  await seedDemo(t);
  admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  anne = await login(t, 'juf.anne', 'anne-lesgeven');
  sam = await login(t, 'sam.g4', 'appel');
  const groupId = async (name: string) =>
    (await t.database.db.select({ id: groups.id }).from(groups).where(eq(groups.name, name)))[0]!.id;
  g4 = await groupId('Groep 4');
  g6 = await groupId('Groep 6');
  other = await createSchool(t, 'kaart', 10);
  await t.database.db.insert(users).values({
    role: 'docent',
    username: 'meester.zonder',
    displayName: 'Meester Zonder Groep',
    passwordHash: await hashPassword('zonder-groep-1'),
    accountId: (await accountIdOf(t, 'juf.anne'))!,
  });
  loneDocent = await login(t, 'meester.zonder', 'zonder-groep-1');
});
afterAll(() => t.close());

async function cardsPdf(groepId: string, token: string, leerlingen?: string) {
  const query = leerlingen === undefined ? '' : `?leerlingen=${leerlingen}`;
  return t.client.get(`${ROSTER_PATHS.cardsPdf(groepId)}${query}`, bearer(token));
}

/** The card codes of a group's PDF, in card order. */
async function codesOf(groepId: string, token: string): Promise<string[]> {
  const res = await cardsPdf(groepId, token);
  expect(res.statusCode).toBe(200);
  const { codes } = await qrCodesOfPdf(res.rawPayload);
  return codes.flat().map((link) => codeOfCardLink(link, ORIGIN)!);
}

const cardLogin = (code: unknown) => t.client.post(CARD_LOGIN_PATH, { code });

describe('card links', () => {
  it('carry the code in the fragment of the card page and only this origin’s links are read back', () => {
    const link = cardLink('https://rekenblobs.example/', 'abc_-123');
    expect(link).toBe(`https://rekenblobs.example${CARD_PAGE_PATH}#abc_-123`);
    expect(codeOfCardLink(link, 'https://rekenblobs.example')).toBe('abc_-123');
    for (const wrong of [
      `https://evil.example${CARD_PAGE_PATH}#abc`,
      `https://rekenblobs.example/auth/login#abc`,
      `https://rekenblobs.example${CARD_PAGE_PATH}?x=1#abc`,
      `https://rekenblobs.example${CARD_PAGE_PATH}#a b`,
      `https://rekenblobs.example${CARD_PAGE_PATH}`,
      'not a link',
    ])
      expect(codeOfCardLink(wrong, 'https://rekenblobs.example')).toBeNull();
  });

  it('are made by the server key only, name one user, and fail for another version or key', () => {
    const codes = new CardCodes('secret-a');
    const id = '0b7c6a8e-1f2d-4c3b-9a5e-7d6f8e9a0b1c';
    const code = codes.codeFor(id, 3);
    expect(code).toHaveLength(CARD_CODE_LENGTH);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(codes.userIdOf(code)).toBe(id);
    expect(codes.verify(code, id, 3)).toBe(true);
    expect(codes.verify(code, id, 4)).toBe(false);
    expect(new CardCodes('secret-b').verify(code, id, 3)).toBe(false);
    expect(codes.userIdOf(code.slice(1))).toBeNull();
  });
});

describe('the cards PDF', () => {
  it('has a page per eight students, a QR code per student that signs that student in', async () => {
    const res = await cardsPdf(other.groupId, other.docent.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="inlogkaarten-groep-4kaart\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await qrCodesOfPdf(res.rawPayload);
    expect(pdf.pages).toBe(Math.ceil(10 / 8));
    expect(pdf.codes.map((page) => page.length)).toEqual([8, 2]);
    expect(pdf.text[0]).toContain('Scan met de camera van je tablet');
    expect(pdf.text[0]).toContain('Rekenblobs');
    expect(pdf.text[0]).toContain('leerling0.kaart');
    const links = pdf.codes.flat();
    expect(links.every((link) => link.startsWith(`${ORIGIN}${CARD_PAGE_PATH}#`))).toBe(true);
    const code = codeOfCardLink(links[0]!, ORIGIN)!;
    const signedIn = await cardLogin(code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const token = signedIn.json().token as string;
    const me = await t.client.post('/api/auth/sso', undefined, bearer(token));
    expect(me.json()).toMatchObject({ id: other.students[0]!.id, role: 'leerling' });
  });

  it('links to the configured public address, whatever Host the printing request names', async () => {
    const res = await t.client.get(ROSTER_PATHS.cardsPdf(other.groupId), {
      headers: {
        ...bearer(other.docent.token).headers,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(res.statusCode).toBe(200);
    const links = (await qrCodesOfPdf(res.rawPayload)).codes.flat();
    expect(links).toHaveLength(10);
    for (const link of links) expect(link.startsWith(`${ORIGIN}${CARD_PAGE_PATH}#`), link).toBe(true);
  });

  it('prints the names, passwords the roster knows, and always the school code', async () => {
    // Another school's "sam.g4": Sam's card and Noor's look alike, so a card tells nothing about
    // which names other schools use.
    await t.database.db.update(users).set({ username: 'sam.g4' }).where(eq(users.id, other.students[9]!.id));
    const set = await t.client.put(
      ROSTER_PATHS.studentPassword(await userId(t, 'noor.g4')),
      { password: 'peer-12' },
      bearer(anne),
    );
    expect(set.statusCode).toBe(200);
    const samId = await userId(t, 'sam.g4');
    const noorId = await userId(t, 'noor.g4');
    const res = await cardsPdf(g4, anne, `${samId},${noorId}`);
    expect(res.statusCode).toBe(200);
    const pdf = await qrCodesOfPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.codes[0]).toHaveLength(2);
    const school = await t.client.get(ROSTER_PATHS.passwords(g4), bearer(anne));
    const loginCode = school.json().loginCode as string;
    expect(pdf.text[0]).toContain('peer-12');
    expect(pdf.text[0]).toContain('Groep 4');
    expect(pdf.text[0]!.split(loginCode).length - 1).toBe(2);
    await t.database.db
      .update(users)
      .set({ username: 'leerling9.kaart' })
      .where(eq(users.id, other.students[9]!.id));
  });

  it('is refused to another school, a docent outside the group, a student, and for students not in the group', async () => {
    expect((await cardsPdf(g4, other.docent.token)).statusCode).toBe(404);
    expect((await cardsPdf(other.groupId, admin)).statusCode).toBe(404);
    expect((await cardsPdf(g4, sam)).statusCode).toBe(403);
    expect((await cardsPdf(g4, other.students[0]!.token)).statusCode).toBe(403);
    expect((await cardsPdf(g6, other.docent.token)).statusCode).toBe(404);
    expect((await cardsPdf(g4, loneDocent)).statusCode).toBe(403);
    const emma = await userId(t, 'emma.g6');
    expect((await cardsPdf(g4, admin, emma)).statusCode).toBe(404);
    const bad = await cardsPdf(g4, admin, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ leerlingen: 'format' });
  });
});

describe('the sheets speak the host’s language', () => {
  const hosts = [
    { host: 'rekenblobs.nl', product: 'Rekenblobs', words: ['Gebruikersnaam', 'Schoolcode'], not: 'Klas' },
    { host: 'rekenblobs.be', product: 'Rekenblobs', words: ['Klas: Groep 4', 'Gebruikersnaam'], not: 'juf' },
    {
      host: 'mathsblobs.co.uk',
      product: 'Maths Blobs',
      words: ['Group: Groep 4', 'User name', 'School code'],
      not: 'Rekenblobs',
    },
  ];
  it.each(hosts)('cards on $host', async ({ host, product, words, not }) => {
    const res = await t.client.get(ROSTER_PATHS.cardsPdf(g4), { headers: { ...bearer(anne).headers, host } });
    expect(res.statusCode).toBe(200);
    const text = (await qrCodesOfPdf(res.rawPayload)).text.join(' ');
    for (const word of [product, ...words]) expect(text).toContain(word);
    expect(text).not.toContain(not);
  });

  it('reprints one child’s card without renewing it: the same code, the same card version', async () => {
    const samId = await userId(t, 'sam.g4');
    const [before] = await t.database.db.select().from(users).where(eq(users.id, samId));
    const first = await cardsPdf(g4, anne, samId);
    const again = await cardsPdf(g4, anne, samId);
    const link = (await qrCodesOfPdf(first.rawPayload)).codes.flat();
    expect(link).toHaveLength(1);
    expect((await qrCodesOfPdf(again.rawPayload)).codes.flat()).toEqual(link);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, samId));
    // The same card: the code the child's printed card holds (the card login tests sign in with it).
    expect(after!.cardVersion).toBe(before!.cardVersion);
    expect(codeOfCardLink(link[0]!, ORIGIN)).toHaveLength(CARD_CODE_LENGTH);
  });
});

describe('the password list', () => {
  const listPdf = (groepId: string, token: string, host?: string) =>
    t.client.get(ROSTER_PATHS.passwordListPdf(groepId), {
      headers: { ...bearer(token).headers, ...(host ? { host } : {}) },
    });

  it('lists each child’s name, user name and the password the school knows, in the host’s language', async () => {
    const res = await listPdf(g6, anne, 'rekenblobs.nl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="wachtwoorden-groep-6.pdf"');
    const text = (await qrCodesOfPdf(res.rawPayload)).text.join(' ');
    const list = (await t.client.get(ROSTER_PATHS.passwords(g6), bearer(anne))).json() as {
      loginCode: string;
      students: { displayName: string; username: string; password: string | null }[];
    };
    expect(text).toContain('Wachtwoorden: Groep 6');
    expect(text).toContain(`Schoolcode: ${list.loginCode}`);
    for (const s of list.students) {
      expect(text).toContain(s.displayName);
      expect(text).toContain(s.username);
      if (s.password) expect(text).toContain(s.password);
    }
    const english = (await qrCodesOfPdf((await listPdf(g6, anne, 'mathsblobs.co.uk')).rawPayload)).text.join(
      ' ',
    );
    expect(english).toContain('Maths Blobs');
    expect(english).toContain('Passwords: Groep 6');
    expect(english).toContain('User name');
  });

  it('says so where the school knows no password, and is refused outside the tenant', async () => {
    const emma = await userId(t, 'emma.g6');
    await t.database.db.update(users).set({ passwordSealed: null }).where(eq(users.id, emma));
    const text = (await qrCodesOfPdf((await listPdf(g6, admin)).rawPayload)).text.join(' ');
    expect(text).toContain('onbekend');
    expect((await listPdf(g4, other.docent.token)).statusCode).toBe(404);
    expect((await listPdf(g4, sam)).statusCode).toBe(403);
    expect((await listPdf(g4, loneDocent)).statusCode).toBe(403);
  });
});

describe('card login', () => {
  it('signs the student in as a student and records the card’s use', async () => {
    const codes = await codesOf(g4, admin);
    const res = await cardLogin(codes[0]);
    expect(res.statusCode).toBe(200);
    const list = await t.client.get(ROSTER_PATHS.passwords(g4), bearer(admin));
    const used = list.json().students.filter((s: { cardUsedAt: string | null }) => s.cardUsedAt !== null);
    expect(used).toHaveLength(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, used[0].id));
    expect(row!.cardUsedAt).not.toBeNull();
    expect(row!.role).toBe('leerling');
  });

  it('stops working for every printed card when the card is renewed', async () => {
    const codes = await codesOf(g4, anne);
    const code = codes[1]!;
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, new CardCodes('x').userIdOf(code)!));
    expect((await cardLogin(code)).statusCode).toBe(200);
    const renewed = await t.client.post(ROSTER_PATHS.renewCard(row!.id), {}, bearer(anne));
    expect(renewed.statusCode).toBe(204);
    const old = await cardLogin(code);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toMatch(/inlogkaart werkt niet/);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, row!.id));
    expect(after!.cardVersion).toBe(row!.cardVersion + 1);
    expect(after!.cardUsedAt).toBeNull();
    const fresh = (await codesOf(g4, anne))[1]!;
    expect(fresh).not.toBe(code);
    expect((await cardLogin(fresh)).statusCode).toBe(200);
  });

  it('ends every session of the student when the card is renewed, as a new password does', async () => {
    const code = (await codesOf(g4, anne))[2]!;
    const signedIn = await cardLogin(code);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().token as string;
    expect((await t.client.post('/api/auth/sso', undefined, bearer(token))).statusCode).toBe(200);
    const studentId = new CardCodes('x').userIdOf(code)!;
    expect((await t.client.post(ROSTER_PATHS.renewCard(studentId), {}, bearer(anne))).statusCode).toBe(204);
    expect((await t.client.post('/api/auth/sso', undefined, bearer(token))).statusCode).toBe(401);
    const fresh = (await codesOf(g4, anne))[2]!;
    expect((await cardLogin(fresh)).statusCode).toBe(200);
  });

  it('renewing is refused to another school, a docent outside the group and a student, and changes nothing', async () => {
    const emma = await userId(t, 'emma.g6');
    const before = (await t.database.db.select().from(users).where(eq(users.id, emma)))[0]!.cardVersion;
    expect(
      (await t.client.post(ROSTER_PATHS.renewCard(emma), {}, bearer(other.docent.token))).statusCode,
    ).toBe(404);
    expect((await t.client.post(ROSTER_PATHS.renewCard(emma), {}, bearer(sam))).statusCode).toBe(403);
    expect(
      (await t.client.post(ROSTER_PATHS.renewCard(other.students[0]!.id), {}, bearer(anne))).statusCode,
    ).toBe(404);
    const staffId = await userId(t, 'juf.anne');
    expect((await t.client.post(ROSTER_PATHS.renewCard(staffId), {}, bearer(admin))).statusCode).toBe(404);
    // A docent who does not teach the student's group.
    expect((await t.client.post(ROSTER_PATHS.renewCard(emma), {}, bearer(loneDocent))).statusCode).toBe(403);
    const after = (await t.database.db.select().from(users).where(eq(users.id, emma)))[0]!.cardVersion;
    expect(after).toBe(before);
  });

  it('refuses a trashed student, a deactivated one, a staff user’s code and garbage', async () => {
    const codes = new CardCodes('not the server key');
    const staffId = await userId(t, 'juf.anne');
    const [noor] = await t.database.db.select().from(users).where(eq(users.username, 'noor.g4'));
    const serverCodes = await codesOf(g4, admin);
    const noorCode = serverCodes.find((c) => new CardCodes('x').userIdOf(c) === noor!.id)!;
    expect((await cardLogin(noorCode)).statusCode).toBe(200);

    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, noor!.id));
    expect((await cardLogin(noorCode)).statusCode).toBe(401);
    await t.database.db
      .update(users)
      .set({ deletedAt: null, deactivatedAt: new Date() })
      .where(eq(users.id, noor!.id));
    expect((await cardLogin(noorCode)).statusCode).toBe(401);
    await t.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, noor!.id));
    expect((await cardLogin(noorCode)).statusCode).toBe(200);

    // Even a code the server's own key makes for a staff user (or an office user) signs nobody in.
    const serverKey = new CardCodes(
      readFileSync(path.join(t.config.dataDir, 'secrets', 'login-cards.secret'), 'utf8').trim(),
    );
    expect(serverKey.codeFor(noor!.id, noor!.cardVersion)).toBe(noorCode);
    expect((await cardLogin(serverKey.codeFor(staffId, 0))).statusCode).toBe(401);
    expect((await cardLogin(serverKey.codeFor(await userId(t, 'office'), 0))).statusCode).toBe(401);
    // A code made with another key for a staff user, or for a student: the MAC does not fit.
    expect((await cardLogin(codes.codeFor(staffId, 0))).statusCode).toBe(401);
    expect((await cardLogin(codes.codeFor(noor!.id, noor!.cardVersion))).statusCode).toBe(401);
    // Noor's MAC on a staff user's id: the id is not a student's, and the MAC belongs to another id.
    const spliced = codes.codeFor(staffId, 0).slice(0, 22) + noorCode.slice(22);
    expect((await cardLogin(spliced)).statusCode).toBe(401);

    for (const garbage of ['', ' ', 'a.b', 'x'.repeat(201), 42, null]) {
      const res = await cardLogin(garbage);
      expect(res.statusCode).toBe(400);
    }
    expect((await cardLogin('abc')).statusCode).toBe(401);
    expect((await cardLogin(noorCode.slice(0, -1) + (noorCode.endsWith('A') ? 'B' : 'A'))).statusCode).toBe(
      401,
    );
    expect((await t.client.post(CARD_LOGIN_PATH, { code: noorCode, extra: 1 })).statusCode).toBe(400);
  });
});

describe('card login limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ loginRateLimitPerMinute: 3 });
  });
  afterAll(() => limited.close());

  it('is rate limited like the password login', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await limited.client.post(CARD_LOGIN_PATH, { code: 'abc' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('never writes the code to the log: a request is logged by method, scrubbed URL and address only', () => {
    const code = 'SECRETCODE_should_not_appear_in_logs_123456';
    const options = loggerOptions('info') as { serializers: { req(request: unknown): unknown } };
    const logged = options.serializers.req({
      method: 'POST',
      url: CARD_LOGIN_PATH,
      ip: '10.0.0.1',
      body: { code },
    });
    expect(logged).toEqual({ method: 'POST', url: CARD_LOGIN_PATH, remoteAddress: '10.0.0.1' });
    expect(JSON.stringify(logged)).not.toContain(code);
  });
});
