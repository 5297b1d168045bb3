import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, auditLog, groups, licences, outbox, siteSubmissions, users } from '../../server/db/schema';
import {
  OFFICE_ACCOUNT_PATHS as P,
  type CreateAccountBody,
} from '../../src/domain/contracts/office-accounts';
import { ROSTER_PATHS } from '../../src/domain/contracts/roster';
import { accountIdOf, bearer, login, seedDemo } from './helpers/auth';
import {
  answersFor,
  createSchool,
  createStaff,
  finish,
  newWindow,
  postAnswers,
  taskList,
  type TestSchool,
  type TestUser,
} from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let office: string;
let superadmin: string;
let admin: string;
let anne: string;
let sam: string;
let school: string;
let applicationId: string;
const STRONG = 'Rekenen-met-blobs-42';
const LINK = /https:\/\/rekenblobs\.example\/auth\/wachtwoordherstellen\/([0-9a-f-]{36})\/([\w-]{43})/;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://rekenblobs.example' });
  await seedDemo(t);
  school = (await accountIdOf(t, 'admin.regenboog'))!;
  office = await login(t, 'office', 'office-demo');
  superadmin = await login(t, 'superadmin', 'superadmin-demo');
  admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  anne = await login(t, 'juf.anne', 'anne-lesgeven');
  sam = await login(t, 'sam.g4', 'appel');
  const [app] = await t.database.db
    .select()
    .from(siteSubmissions)
    .where(eq(siteSubmissions.kind, 'aanvraag'));
  applicationId = app!.id;
}, 180_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outbox);
});

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Each new school its own BRIN code (unique across accounts): 10TS, 11TS, ... */
let schoolNo = 10;
function newSchool(overrides: Partial<CreateAccountBody> = {}): CreateAccountBody {
  const n = schoolNo++;
  return {
    name: `OBS Testschool ${n}`,
    kind: 'school',
    country: 'NL',
    brin: `${n}TS`,
    street: 'Schoolstraat 1',
    postcode: '1234 AB',
    city: 'Zwolle',
    contactName: 'Kim de Wit',
    contactEmail: `kim${n}@test.example`,
    contactPhone: '038 123 4567',
    licence: { kind: 'school', maxStudents: 30, startsOn: today(), endsOn: addDays(300) },
    admin: { name: 'Kim de Wit', email: `kim.${n}.${Date.now()}@test.example` },
    ...overrides,
  };
}

const create = (body: unknown, token = office) => t.client.post(P.accounts, body, bearer(token));
const detail = (id: string, token = office) => t.client.get(P.account(id), bearer(token));

async function audit(accountId: string): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accountId, accountId))
    .orderBy(asc(auditLog.at));
  return rows.map((r) => r.action);
}

describe('who may use the office accounts API', () => {
  it('refuses school roles and students with 403 on every route, and anonymous callers with 401', async () => {
    const id = school;
    const calls = [
      (tok: string) => t.client.get(P.accounts, bearer(tok)),
      (tok: string) => create(newSchool(), tok),
      (tok: string) => detail(id, tok),
      (tok: string) => t.client.patch(P.account(id), {}, bearer(tok)),
      (tok: string) => t.client.delete(P.account(id), { ...bearer(tok), payload: { confirmName: 'x' } }),
      (tok: string) => t.client.post(P.deactivate(id), {}, bearer(tok)),
      (tok: string) => t.client.post(P.activate(id), {}, bearer(tok)),
      (tok: string) => t.client.get(P.exportJson(id), bearer(tok)),
      (tok: string) => t.client.post(P.licences(id), {}, bearer(tok)),
      (tok: string) => t.client.put(P.licence(id, id), {}, bearer(tok)),
      (tok: string) => t.client.delete(P.licence(id, id), bearer(tok)),
      (tok: string) => t.client.get(P.applications, bearer(tok)),
      (tok: string) => t.client.get(P.application(applicationId), bearer(tok)),
      (tok: string) => t.client.post(P.applicationAccount(applicationId), {}, bearer(tok)),
    ];
    for (const call of calls) {
      for (const token of [admin, anne, sam]) expect((await call(token)).statusCode).toBe(403);
      expect((await call('nope')).statusCode).toBe(401);
    }
  });

  it('lets only a superadmin delete an account', async () => {
    const res = await t.client.delete(P.account(school), {
      ...bearer(office),
      payload: { confirmName: 'OBS De Regenboog' },
    });
    expect(res.statusCode).toBe(403);
    expect((await detail(school)).statusCode).toBe(200);
  });
});

describe('listing accounts', () => {
  it('lists the demo accounts with students used of allowed and their licence', async () => {
    const res = await t.client.get(P.accounts, bearer(office));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 25 });
    const regenboog = body.accounts.find((a: { id: string }) => a.id === school);
    expect(regenboog).toMatchObject({
      name: 'OBS De Regenboog',
      brin: '99ZZ',
      city: 'Utrecht',
      studentsUsed: 10,
      licenceState: 'active',
      licence: { kind: 'school', maxStudents: 60 },
    });
    const home = body.accounts.find((a: { kind: string }) => a.kind === 'home');
    expect(home).toMatchObject({ licenceState: 'active', licence: { kind: 'home' }, studentsUsed: 1 });
  });

  it('searches name, code, city and contact; filters kind, country and licence state; pages', async () => {
    const q = async (query: string) => (await t.client.get(`${P.accounts}?${query}`, bearer(office))).json();
    expect((await q('q=regenb')).accounts.map((a: { name: string }) => a.name)).toEqual(['OBS De Regenboog']);
    expect((await q('q=99zz')).accounts).toHaveLength(1);
    expect((await q('q=utrecht')).accounts).toHaveLength(1);
    expect((await q('q=marieke')).accounts).toHaveLength(1);
    expect((await q('q=100%25')).accounts).toHaveLength(0);
    expect((await q('kind=home')).accounts.every((a: { kind: string }) => a.kind === 'home')).toBe(true);
    expect((await q('country=BE')).accounts.every((a: { country: string }) => a.country === 'BE')).toBe(true);
    const expired = await q('licence=expired');
    expect(expired.accounts.every((a: { licenceState: string }) => a.licenceState === 'expired')).toBe(true);
    const paged = await q('pageSize=10&page=1');
    expect(paged.accounts.length).toBeLessThanOrEqual(10);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    const empty = await q('pageSize=10&page=99');
    expect(empty.accounts).toEqual([]);
    expect(empty.total).toBe(paged.total);
  });

  it('filters on the licence state as the list shows it (trial, expired)', async () => {
    const made = await create(
      newSchool({
        name: 'OBS Filtertest',
        licence: { kind: 'trial', maxStudents: 10, startsOn: addDays(-60), endsOn: addDays(-30) },
      }),
    );
    const id = made.json().id;
    const q = async (query: string) =>
      (await t.client.get(`${P.accounts}?q=filtertest&${query}`, bearer(office))).json().accounts;
    expect(await q('licence=expired')).toMatchObject([{ id, licenceState: 'expired' }]);
    expect(await q('licence=active')).toEqual([]);
    await t.client.post(
      P.licences(id),
      { kind: 'trial', maxStudents: 10, startsOn: addDays(-1), endsOn: addDays(20) },
      bearer(office),
    );
    expect(await q('licence=trial')).toMatchObject([{ id, licenceState: 'trial' }]);
    expect(await q('licence=expired')).toEqual([]);
  });

  it('refuses a page size outside SPEC §9 with 400 on the field', async () => {
    const res = await t.client.get(`${P.accounts}?pageSize=7`, bearer(office));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('pageSize');
  });
});

describe('creating a school', () => {
  it('gives the new school a readable pupil code from its name, numbered when taken; old codes stay', async () => {
    const [before] = await t.database.db.select().from(accounts).where(eq(accounts.id, school));
    const codeOf = async (name: string) => {
      const res = await create(newSchool({ name }));
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db
        .select({ code: accounts.loginCode })
        .from(accounts)
        .where(eq(accounts.id, res.json().id));
      return row!.code;
    };
    expect(await codeOf('Basisschool De Zonnewijzer')).toBe('zonnewijzer');
    expect(await codeOf('OBS De Zonnewijzer')).toBe('zonnewijzer2');
    expect(await codeOf('CBS Zonnewijzer')).toBe('zonnewijzer3');
    expect(await codeOf("Sint-Jozefschool 't Klavertje")).toBe('sintjozefschoolklavertje');
    expect(await codeOf('Basisschool Het Köln-Rijn')).toBe('kolnrijn');
    const [after] = await t.database.db.select().from(accounts).where(eq(accounts.id, school));
    expect(after!.loginCode).toBe(before!.loginCode);
  });

  it('creates account, licence and invited schooladmin in one go; the invitee sets a password and signs in', async () => {
    const body = newSchool();
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const { id, adminId } = res.json();
    const d = (await detail(id)).json();
    expect(d).toMatchObject({
      name: body.name,
      brin: body.brin,
      groupsEnabled: true,
      licenceState: 'active',
      studentsUsed: 0,
      licences: [{ kind: 'school', maxStudents: 30 }],
      staff: [{ id: adminId, role: 'schooladmin', invited: true }],
    });
    expect(await audit(id)).toEqual(['account.create']);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, body.admin.email));
    expect(mail!.body).toContain(body.name);
    const match = LINK.exec(mail!.body)!;
    expect(match[1]).toBe(adminId);
    const set = await t.client.post('/api/auth/wachtwoord/herstellen', {
      userId: match[1],
      token: match[2],
      password: STRONG,
    });
    expect(set.statusCode).toBe(204);
    await login(t, body.admin.email, STRONG);
  });

  it('normalises the BRIN code and refuses a duplicate with 409 on the field', async () => {
    const res = await create(newSchool({ brin: ' 99 zz ' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ brin: 'brinTaken' });
    expect(res.json().message).toMatch(/BRIN/);
  });

  it('refuses bad input with 400 and the field: BRIN format per country, missing fields, bad period', async () => {
    const cases: [Partial<CreateAccountBody> | Record<string, unknown>, string][] = [
      [{ brin: '1234' }, 'brin'],
      [{ brin: '12AB', country: 'BE' }, 'brin'],
      [{ brin: undefined }, 'brin'],
      [{ name: '' }, 'name'],
      [{ contactEmail: 'geen-mail' }, 'contactEmail'],
      [{ postcode: 'abc' }, 'postcode'],
      [
        { licence: { kind: 'school', maxStudents: -1, startsOn: today(), endsOn: today() } },
        'licence.maxStudents',
      ],
      [
        { licence: { kind: 'school', maxStudents: 5, startsOn: addDays(5), endsOn: today() } },
        'licence.endsOn',
      ],
      [{ admin: { name: 'X', email: 'nee' } }, 'admin.email'],
    ];
    for (const [patch, field] of cases) {
      const res = await create({ ...newSchool(), ...patch });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toHaveProperty([field]);
    }
  });

  it('accepts a Flemish instellingsnummer (as the EDEXML import reads it) and a home account without code', async () => {
    const be = await create(newSchool({ country: 'BE', brin: '012345', postcode: '9000', city: 'Gent' }));
    expect(be.statusCode).toBe(201);
    const home = await create(
      newSchool({
        kind: 'home',
        name: 'Familie Test',
        brin: undefined,
        licence: { kind: 'home', maxStudents: 2, startsOn: today(), endsOn: addDays(365) },
      }),
    );
    expect(home.statusCode).toBe(201);
    const d = (await detail(home.json().id)).json();
    expect(d).toMatchObject({ kind: 'home', groupsEnabled: false, groupCount: 1, licenceState: 'active' });
  });

  it('refuses an admin e-mail address that is already in use', async () => {
    const res = await create(newSchool({ admin: { name: 'Marieke', email: 'admin@regenboog.example' } }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ 'admin.email': 'emailUnavailable' });
  });
});

describe('applications from the site', () => {
  it('lists open applications and turns one into an account in one step, marking it handled', async () => {
    const list = (await t.client.get(P.applications, bearer(office))).json().applications;
    const item = list.find((a: { id: string }) => a.id === applicationId);
    expect(item).toMatchObject({
      name: 'Joris van Dam',
      schoolName: 'Basisschool De Zonnebloem',
      kind: 'school',
      inviteId: null,
    });
    expect(item.summary).toContain('180 leerlingen');
    const one = (await t.client.get(P.application(applicationId), bearer(office))).json();
    expect(one.prefill).toMatchObject({
      name: 'Basisschool De Zonnebloem',
      kind: 'school',
      city: 'Rotterdam',
      admin: { email: 'joris@zonnebloem.example' },
      licence: { kind: 'school', maxStudents: 180 },
    });
    const { licence, admin: adminPerson, ...fields } = one.prefill;
    const body = { ...fields, brin: '11ZB', street: 'Zonnebloemweg 3', licence, admin: adminPerson };
    const res = await t.client.post(P.applicationAccount(applicationId), body, bearer(office));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(siteSubmissions)
      .where(eq(siteSubmissions.id, applicationId));
    expect(row!.handledAt).not.toBeNull();
    expect(row!.accountId).toBe(res.json().id);
    const after = (await t.client.get(P.applications, bearer(office))).json().applications;
    expect(after.find((a: { id: string }) => a.id === applicationId)).toBeUndefined();
    const again = await t.client.post(
      P.applicationAccount(applicationId),
      { ...body, brin: '11ZC', admin: { name: 'X', email: 'x.again@test.example' } },
      bearer(office),
    );
    expect(again.statusCode).toBe(409);
    expect((await t.client.get(P.application(randomUUID()), bearer(office))).statusCode).toBe(404);
  });
});

describe('editing an account and its licences', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(newSchool())).json().id;
  });

  it('edits every field and the groups flag, with an audit entry', async () => {
    const body = { ...newSchool(), groupsEnabled: false, name: 'Nieuwe naam', city: 'Deventer' };
    const { licence: _l, admin: _a, ...fields } = body;
    const res = await t.client.patch(P.account(id), fields, bearer(office));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nieuwe naam', city: 'Deventer', groupsEnabled: false });
    expect(await audit(id)).toContain('account.update');
    const dup = await t.client.patch(P.account(id), { ...fields, brin: '99ZZ' }, bearer(office));
    expect(dup.statusCode).toBe(409);
    const bad = await t.client.patch(P.account(id), { ...fields, groupsEnabled: 'ja' }, bearer(office));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('groupsEnabled');
  });

  it('adds, edits and deletes licence periods', async () => {
    const add = await t.client.post(
      P.licences(id),
      { kind: 'school', maxStudents: 40, startsOn: addDays(301), endsOn: addDays(600) },
      bearer(office),
    );
    expect(add.statusCode).toBe(201);
    const added = add.json().licences.find((l: { maxStudents: number }) => l.maxStudents === 40);
    const edit = await t.client.put(
      P.licence(id, added.id),
      { kind: 'school', maxStudents: 45, startsOn: addDays(301), endsOn: addDays(650) },
      bearer(office),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().licences.some((l: { maxStudents: number }) => l.maxStudents === 45)).toBe(true);
    const bad = await t.client.put(
      P.licence(id, added.id),
      { kind: 'school', maxStudents: 45, startsOn: addDays(10), endsOn: addDays(1) },
      bearer(office),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('endsOn');
    // The id is in the path, never in the body; a licence of another account is not found.
    const { id: editedId, ...edited } = edit.json().licences.find((l: { id: string }) => l.id === added.id);
    expect(editedId).toBe(added.id);
    expect(
      (await t.client.put(P.licence(id, added.id), { ...edited, id: added.id }, bearer(office))).statusCode,
    ).toBe(400);
    expect((await t.client.put(P.licence(school, added.id), edited, bearer(office))).statusCode).toBe(404);
    const del = await t.client.delete(P.licence(id, added.id), bearer(office));
    expect(del.statusCode).toBe(200);
    expect(del.json().licences).toHaveLength(1);
    expect((await t.client.delete(P.licence(school, added.id), bearer(office))).statusCode).toBe(404);
    // The last period stays: without one the account would be unlimited.
    const last = await t.client.delete(P.licence(id, del.json().licences[0].id), bearer(office));
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/minstens één licentieperiode/);
    // It says where to go instead: change the period, or deactivate the account.
    expect(last.json().message).toMatch(/Licentie wijzigen.*Status en export/);
    expect((await t.client.get(P.account(id), bearer(office))).json().licences).toHaveLength(1);
    expect(await audit(id)).toEqual(
      expect.arrayContaining(['licence.create', 'licence.update', 'licence.delete']),
    );
  });

  it('exports all data of the account without password hashes', async () => {
    const res = await t.client.get(P.exportJson(school), bearer(office));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="account-.*\.json"/);
    const data = res.json();
    expect(data.account.name).toBe('OBS De Regenboog');
    expect(data.users.length).toBeGreaterThanOrEqual(12);
    expect(data.licences).toHaveLength(1);
    expect(data.groups.length).toBeGreaterThanOrEqual(2);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('passwordSealed');
    expect(res.body).not.toContain('$argon2');
    expect(Array.isArray(data.answers)).toBe(true);
  });
});

describe('licence periods of one account', () => {
  const longDate = (day: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'long' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const licencesOf = async (id: string) =>
    (await detail(id)).json().licences as { id: string; startsOn: string; endsOn: string }[];

  it('refuses a new period that overlaps one the account has, on the field, naming that period', async () => {
    const id = (await create(newSchool())).json().id;
    const [first] = await licencesOf(id);
    const period = `${first!.startsOn}..${first!.endsOn}`;
    const add = (startsOn: string, endsOn: string, language = 'nl') =>
      t.client.post(
        P.licences(id),
        { kind: 'school', maxStudents: 8, startsOn, endsOn },
        {
          ...bearer(office),
          headers: { ...bearer(office).headers, 'accept-language': language },
        },
      );
    // Its start falls in the existing period: the start is what to change.
    const late = await add(addDays(100), addDays(400));
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual({ startsOn: `licenceOverlap:${period}` });
    expect(late.json().message).toContain(longDate(first!.startsOn, 'nl-NL'));
    expect(late.json().message).toContain(longDate(first!.endsOn, 'nl-NL'));
    const english = await add(addDays(100), addDays(400), 'en');
    expect(english.json().message).toContain(longDate(first!.endsOn, 'en-GB'));
    expect(english.json().message).toMatch(/overlaps/);
    // Its end falls in it, or it covers it whole: the end is what to change.
    expect((await add(addDays(-50), addDays(10))).json().errors).toEqual({
      endsOn: `licenceOverlap:${period}`,
    });
    expect((await add(addDays(-50), addDays(400))).json().errors).toEqual({
      endsOn: `licenceOverlap:${period}`,
    });
    // A single shared day is an overlap too; the day after is not.
    expect((await add(first!.endsOn, addDays(400))).statusCode).toBe(409);
    expect(await licencesOf(id)).toHaveLength(1);
    expect((await add(addDays(301), addDays(400))).statusCode).toBe(201);
    expect(await licencesOf(id)).toHaveLength(2);
  });

  it('refuses changing a period so that it overlaps another; the period itself does not count', async () => {
    const id = (await create(newSchool())).json().id;
    await t.client.post(
      P.licences(id),
      { kind: 'school', maxStudents: 30, startsOn: addDays(301), endsOn: addDays(600) },
      bearer(office),
    );
    const [current, next] = await licencesOf(id);
    const put = (startsOn: string, endsOn: string) =>
      t.client.put(
        P.licence(id, current!.id),
        { kind: 'school', maxStudents: 8, startsOn, endsOn },
        bearer(office),
      );
    const longer = await put(current!.startsOn, addDays(400));
    expect(longer.statusCode).toBe(409);
    expect(longer.json().errors).toEqual({ endsOn: `licenceOverlap:${next!.startsOn}..${next!.endsOn}` });
    expect((await licencesOf(id))[0]).toEqual(current);
    // Changing seats and end date within its own period saves.
    const saved = await put(current!.startsOn, addDays(250));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().licences[0]).toMatchObject({ maxStudents: 8, endsOn: addDays(250) });
  });

  it('refuses deleting the licence that holds today, and the only one, saying what to do instead', async () => {
    const id = (await create(newSchool())).json().id;
    for (const [startsOn, endsOn] of [
      [addDays(-400), addDays(-1)],
      [addDays(301), addDays(600)],
    ])
      await t.client.post(
        P.licences(id),
        { kind: 'school', maxStudents: 30, startsOn, endsOn },
        bearer(office),
      );
    const [past, current, future] = await licencesOf(id);
    const inUse = await t.client.delete(P.licence(id, current!.id), bearer(office));
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/geldt vandaag/);
    expect(inUse.json().message).toMatch(/Licentie wijzigen.*Status en export/);
    expect((await t.client.delete(P.licence(id, past!.id), bearer(office))).statusCode).toBe(200);
    expect((await t.client.delete(P.licence(id, future!.id), bearer(office))).statusCode).toBe(200);
    expect((await licencesOf(id)).map((l) => l.id)).toEqual([current!.id]);
  });
});

describe('accounts over their licence limit', () => {
  it('flags an account with more students than its current licence allows, in the list and its details, and filters on it', async () => {
    const over = await createSchool(t, 'overvol', 10);
    const full = await createSchool(t, 'precies', 8);
    const ended = await createSchool(t, 'oudvol', 10);
    const seats = (accountId: string, startsOn: string, endsOn: string) =>
      t.database.db.insert(licences).values({ accountId, kind: 'school', maxStudents: 8, startsOn, endsOn });
    await seats(over.accountId, addDays(-10), addDays(100));
    await seats(full.accountId, addDays(-10), addDays(100));
    await seats(ended.accountId, addDays(-100), addDays(-1));
    const row = async (name: string) =>
      (await t.client.get(`${P.accounts}?q=${encodeURIComponent(name)}`, bearer(office))).json().accounts[0];
    expect(await row('School overvol')).toMatchObject({
      studentsUsed: 10,
      licence: { maxStudents: 8 },
      overLimit: true,
    });
    expect(await row('School precies')).toMatchObject({ studentsUsed: 8, overLimit: false });
    expect(await row('School oudvol')).toMatchObject({ licenceState: 'expired', overLimit: false });
    expect((await detail(over.accountId)).json()).toMatchObject({ overLimit: true });

    const filtered = (
      await t.client.get(`${P.accounts}?students=overLimit&pageSize=100`, bearer(office))
    ).json();
    const ids = filtered.accounts.map((a: { id: string }) => a.id);
    expect(ids).toContain(over.accountId);
    expect(ids).not.toContain(full.accountId);
    expect(filtered.accounts.every((a: { overLimit: boolean }) => a.overLimit)).toBe(true);
    expect(filtered.total).toBe(filtered.accounts.length);
    // A student in the trash no longer counts.
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(
        inArray(
          users.id,
          over.students.slice(0, 2).map((s) => s.id),
        ),
      );
    expect(await row('School overvol')).toMatchObject({ studentsUsed: 8, overLimit: false });
    expect((await t.client.get(`${P.accounts}?students=over`, bearer(office))).statusCode).toBe(400);
  });
});

describe('deactivating and deleting', () => {
  it('a deactivated account cannot sign in and its sessions end; reactivated it can again', async () => {
    const s: TestSchool = await createSchool(t, 'deact', 1);
    const student: TestUser = s.students[0]!;
    const res = await t.client.post(P.deactivate(s.accountId), {}, bearer(office));
    expect(res.statusCode).toBe(200);
    expect(res.json().deactivatedAt).not.toBeNull();
    expect(
      (await t.client.get(`/api/leerlingen/${student.id}/takenlijst`, bearer(student.token))).statusCode,
    ).toBe(401);
    // With the right password they learn why, and whom to ask; with a wrong one nothing.
    const signIn = await t.client.post('/api/auth', { username: student.username, password: 'oefenen-test' });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toMatch(/account van je school staat uit/);
    const docent = await t.client.post('/api/auth', {
      username: s.docent.username,
      password: 'oefenen-test',
    });
    expect(docent.statusCode).toBe(403);
    const guess = await t.client.post('/api/auth', { username: s.docent.username, password: 'oefenen-fout' });
    expect(guess.statusCode).toBe(401);
    expect((await t.client.post(P.activate(s.accountId), {}, bearer(office))).statusCode).toBe(200);
    await login(t, student.username, 'oefenen-test');
    expect(await audit(s.accountId)).toEqual(['account.deactivate', 'account.reactivate']);
  });

  it('a superadmin deletes an account with everything in it, only with its exact name', async () => {
    const s = await createSchool(t, 'weg', 2);
    const wrong = await t.client.delete(P.account(s.accountId), {
      ...bearer(superadmin),
      payload: { confirmName: 'school weg' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ confirmName: 'confirmNameMismatch' });
    const missing = await t.client.delete(P.account(s.accountId), { ...bearer(superadmin), payload: {} });
    expect(missing.statusCode).toBe(400);
    const res = await t.client.delete(P.account(s.accountId), {
      ...bearer(superadmin),
      payload: { confirmName: 'School weg' },
    });
    expect(res.statusCode).toBe(200);
    const { db } = t.database;
    expect(await db.select().from(accounts).where(eq(accounts.id, s.accountId))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.accountId, s.accountId))).toEqual([]);
    expect(await db.select().from(groups).where(eq(groups.accountId, s.accountId))).toEqual([]);
    expect(await audit(s.accountId)).toEqual(['account.delete']);
    expect((await detail(s.accountId)).statusCode).toBe(404);
  });
});

describe('licence enforcement', () => {
  async function limitedSchool(tag: string, students: number, max: number, period = { from: -10, to: 100 }) {
    const s = await createSchool(t, tag, students);
    await t.database.db.insert(licences).values({
      accountId: s.accountId,
      kind: 'school',
      maxStudents: max,
      startsOn: addDays(period.from),
      endsOn: addDays(period.to),
    });
    const adminToken = s.docent.token;
    return { ...s, adminToken };
  }

  it('refuses adding students beyond the licence with 409 licenceFull; within it, adds', async () => {
    const s = await limitedSchool('vol', 2, 3);
    const add = (n: number) =>
      t.client.post(
        ROSTER_PATHS.students(s.groupId),
        { students: Array.from({ length: n }, (_, i) => ({ firstName: `Kind${i}` })) },
        bearer(s.adminToken),
      );
    const over = await add(2);
    expect(over.statusCode).toBe(409);
    expect(over.json().errors).toEqual({ licence: 'licenceFull' });
    expect(over.json().message).toMatch(/licentie/);
    expect((await add(1)).statusCode).toBe(201);
    expect((await add(1)).statusCode).toBe(409);
    const screen = (await t.client.get(P.schoolLicence(s.accountId), bearer(s.adminToken))).json();
    expect(screen).toMatchObject({ state: 'active', studentsUsed: 3, maxStudents: 3, full: true });
  });

  it('refuses a trash restore past the licence', async () => {
    const s = await limitedSchool('prul', 2, 2);
    const victim = s.students[0]!;
    expect((await t.client.delete(ROSTER_PATHS.student(victim.id), bearer(s.adminToken))).statusCode).toBe(
      204,
    );
    const added = await t.client.post(
      ROSTER_PATHS.students(s.groupId),
      { students: [{ firstName: 'Nieuw' }] },
      bearer(s.adminToken),
    );
    expect(added.statusCode).toBe(201);
    const restore = await t.client.post(ROSTER_PATHS.restoreStudent(victim.id), {}, bearer(s.adminToken));
    expect(restore.statusCode).toBe(409);
    expect(restore.json().errors).toEqual({ licence: 'licenceFull' });
  });

  it('refuses an EDEXML import that brings more students than the licence allows, changing nothing', async () => {
    // The file's default choice (groups 3-8) brings 5 pupils.
    const s = await limitedSchool('edex', 0, 4);
    // The fixture is the demo school's file: give it a code of its own, or it is refused as that school's.
    const file = readFileSync(path.join(__dirname, '../fixtures/edexml/nl-2.1.xml'), 'utf8').replace(
      /<brincode>\w+</i,
      '<brincode>44ED<',
    );
    const res = await t.client.post(ROSTER_PATHS.edexml(s.accountId), file, {
      headers: { ...bearer(office).headers, 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ licence: 'licenceFull' });
    expect(res.json().message).toMatch(
      /^Je kiest 3 groepen met 5 leerlingen\. Daarvoor heb je 5 nieuwe plaatsen/,
    );
    const left = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.accountId, s.accountId), eq(users.role, 'leerling')));
    expect(left).toEqual([]);
  });

  it('after the licence ended: a new round is refused, an open round still takes its answers and finishes', async () => {
    const s = await limitedSchool('einde', 1, 10);
    const child = s.students[0]!;
    const list = await taskList(t, child);
    const window = await newWindow(t, child, list.tasks[0]!.id);
    // The licence ends while the child plays.
    await t.database.db
      .update(licences)
      .set({ startsOn: addDays(-100), endsOn: addDays(-1) })
      .where(eq(licences.accountId, s.accountId));
    const answers = await postAnswers(t, child, answersFor(window));
    expect(answers.statusCode).toBe(200);
    await finish(t, child, window.id);
    const next = await t.client.post(
      `/api/leerlingen/${child.id}/takenlijst/${list.tasks[0]!.id}/somvensters`,
      {},
      bearer(child.token),
    );
    expect(next.statusCode).toBe(409);
    expect(next.json().errors).toEqual({ licence: 'licenceEnded' });
    const test = await t.client.post(
      `/api/leerlingen/${child.id}/automatiseertoets`,
      {},
      bearer(child.token),
    );
    expect([409, 422]).toContain(test.statusCode);
    // The school staff still use the admin area, and see why.
    const screen = await t.client.get(P.schoolLicence(s.accountId), bearer(s.adminToken));
    expect(screen.statusCode).toBe(200);
    expect(screen.json()).toMatchObject({ state: 'expired', maxStudents: null, full: false });
    expect((await t.client.get(ROSTER_PATHS.groups(s.accountId), bearer(s.adminToken))).statusCode).toBe(200);
    const add = await t.client.post(
      ROSTER_PATHS.students(s.groupId),
      { students: [{ firstName: 'Laat' }] },
      bearer(s.adminToken),
    );
    expect(add.statusCode).toBe(409);
    expect(add.json().errors).toEqual({ licence: 'licenceEnded' });
  });

  it('the school licence screen is the account’s own: other schools 403, students 403', async () => {
    const other = await createSchool(t, 'ander', 1);
    expect((await t.client.get(P.schoolLicence(school), bearer(other.docent.token))).statusCode).toBe(403);
    expect((await t.client.get(P.schoolLicence(school), bearer(sam))).statusCode).toBe(403);
    const own = await t.client.get(P.schoolLicence(school), bearer(admin));
    expect(own.json()).toMatchObject({ state: 'active', studentsUsed: 10, maxStudents: 60, full: false });
    expect((await t.client.get(P.schoolLicence(school), bearer(office))).statusCode).toBe(200);
  });

  it('an office user gets 403 as superadmin-only routes need', async () => {
    const o2: TestUser = await createStaff(t, 'office', 'kantoor.extra');
    expect(
      (await t.client.delete(P.account(school), { ...bearer(o2.token), payload: { confirmName: 'x' } }))
        .statusCode,
    ).toBe(403);
  });
});
