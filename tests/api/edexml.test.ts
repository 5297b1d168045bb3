import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, groupMembers, groups, groupTeachers, users } from '../../server/db/schema';
import { eckidHash } from '../../server/api/edexml/parse';
import {
  EDEXML_MAX_BYTES,
  ROSTER_PATHS,
  edexmlChoiceQuery,
  type EdexmlSummary,
} from '../../src/domain/contracts/roster';
import { accountIdOf, bearer, login, seedDemo } from './helpers/auth';
import { createSchool, type TestSchool } from './helpers/practice';
import { createTestApp, type TestApp } from './helpers/test-app';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/edexml', name));

let t: TestApp;
let school: string;
let admin: string;
let anne: string;
let sam: string;
let office: string;
let other: TestSchool;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  school = (await accountIdOf(t, 'admin.regenboog'))!;
  admin = await login(t, 'admin.regenboog', 'regenboog-admin');
  anne = await login(t, 'juf.anne', 'anne-lesgeven');
  sam = await login(t, 'sam.g4', 'appel');
  office = await login(t, 'office', 'office-demo');
  other = await createSchool(t, 'ander', 1);
});
afterAll(() => t.close());

function post(
  file: Buffer | string,
  token: string,
  opts: { dryRun?: boolean; accountId?: string; type?: string; language?: string; groups?: string[] } = {},
) {
  const query = [opts.dryRun ? 'dryRun=true' : '', opts.groups ? edexmlChoiceQuery(opts.groups) : '']
    .filter(Boolean)
    .join('&');
  const url = `${ROSTER_PATHS.edexml(opts.accountId ?? school)}${query ? `?${query}` : ''}`;
  return t.client.post(url, file, {
    headers: {
      ...bearer(token).headers,
      'content-type': opts.type ?? 'application/xml',
      'accept-language': opts.language ?? 'nl',
    },
  });
}

/** Everything an import could change in an account, to check that a refusal changed nothing. */
async function snapshot(accountId = school) {
  const { db } = t.database;
  const g = await db.select().from(groups).where(eq(groups.accountId, accountId)).orderBy(groups.id);
  const u = await db.select().from(users).where(eq(users.accountId, accountId)).orderBy(users.id);
  const m = await db.select().from(groupMembers).where(eq(groupMembers.accountId, accountId));
  const gt = await db.select().from(groupTeachers).where(eq(groupTeachers.accountId, accountId));
  const [a] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return JSON.stringify({ g, u, m, gt, brin: a!.brin });
}

const ZERO = {
  groupsNew: 0,
  groupsChanged: 0,
  studentsNew: 0,
  studentsChanged: 0,
  studentsMoved: 0,
  studentsGone: 0,
  studentsBack: 0,
  membershipsAdded: 0,
  membershipsRemoved: 0,
  teachersChanged: 0,
};

describe('refused imports change nothing', () => {
  const cases: {
    name: string;
    send: () => Promise<{ statusCode: number; json: () => unknown }>;
    status: number;
    problem?: { code: string; element?: string | null; line?: number | null; column?: number | null };
    message?: RegExp;
  }[] = [
    { name: 'a docent', send: () => post(fixture('nl-2.1.xml'), anne), status: 403 },
    { name: 'a student', send: () => post(fixture('nl-2.1.xml'), sam), status: 403 },
    {
      name: 'this school’s admin on another account',
      send: () => post(fixture('nl-2.1.xml'), admin, { accountId: other.accountId }),
      status: 403,
    },
    {
      name: 'a file of another school',
      send: () => post(fixture('other-school.xml'), admin),
      status: 409,
      problem: { code: 'otherSchool' },
      message:
        /^Dit bestand is van school 12AB \(BRIN\)\. Jouw school heeft BRIN 99ZZ\. Exporteer het bestand opnieuw uit je administratiesysteem voor deze school, of neem contact met ons op als je BRIN niet klopt\. Er is niets veranderd\.$/,
    },
    {
      name: 'a Flemish file in a Dutch school',
      send: () => post(fixture('be-2.1.xml'), admin),
      status: 409,
      problem: { code: 'otherSchool' },
      message: /^Dit bestand is van school 012345 \(instellingsnummer\)\. Jouw school heeft BRIN 99ZZ\./,
    },
    {
      name: 'a file of another school, in English',
      send: () => post(fixture('other-school.xml'), admin, { language: 'en' }),
      status: 409,
      problem: { code: 'otherSchool' },
      message:
        /^This file is from school 12AB \(BRIN\)\. Your school has BRIN 99ZZ\. Export the file again .* or contact us if your BRIN is wrong\. Nothing was changed\.$/,
    },
    {
      name: 'a truncated file (it stops inside a pupil, on its line 61)',
      send: () => post(fixture('truncated.xml'), admin, { dryRun: true }),
      status: 400,
      problem: { code: 'truncated', element: 'leerling', line: 61, column: null },
      message:
        /^Het bestand is niet compleet: het houdt op bij regel 61, binnen <leerling>\. .*Exporteer het opnieuw/,
    },
    {
      name: 'a broken file',
      send: () => post(fixture('broken.xml'), admin, { dryRun: true }),
      status: 400,
      problem: { code: 'notWellFormed', element: 'naam', line: 17 },
      message: /geen geldige XML \(regel 17, kolom \d+\), bij <naam>/,
    },
    {
      name: 'a wrong root',
      send: () => post(fixture('wrong-root.xml'), admin),
      status: 400,
      problem: { code: 'wrongRoot', element: 'leerlingen', line: 2 },
      message: /begint met <leerlingen> in plaats van <EDEX>/,
    },
    {
      name: 'a missing element',
      send: () => post(fixture('no-students.xml'), admin),
      status: 400,
      problem: { code: 'missingElement', element: 'leerlingen', line: 2 },
    },
    {
      name: 'the wrong content type',
      send: () => post(fixture('nl-2.1.xml'), admin, { type: 'text/plain' }),
      status: 415,
      problem: { code: 'contentType' },
    },
    {
      name: 'JSON',
      send: () => post('{"a":1}', admin, { type: 'application/json' }),
      status: 415,
    },
    {
      name: 'tags nested 1,000 deep',
      send: () => post(`<EDEX>${'<a>'.repeat(1000)}${'</a>'.repeat(1000)}</EDEX>`, admin),
      status: 400,
      problem: { code: 'tooDeep', element: 'a' },
      message: /dieper genest dan een EDEXML-bestand ooit is \(meer dan 10 niveaus\)/,
    },
    {
      name: 'a raw NUL byte in a name',
      send: () => post(withNul(fixture('nl-2.1.xml'), '<roepnaam>Noor'), admin),
      status: 400,
      problem: { code: 'notWellFormed', element: 'roepnaam' },
      message: /geen geldige XML, bij <roepnaam>/,
    },
    {
      name: 'a raw NUL byte in a key',
      send: () => post(withNul(fixture('nl-2.1.xml'), 'key="L001'), admin),
      status: 400,
      problem: { code: 'notWellFormed', element: 'leerling key' },
    },
    {
      name: 'a file over the size limit',
      send: () => post(Buffer.alloc(EDEXML_MAX_BYTES + 1, 32), admin),
      status: 413,
    },
  ];

  it.each(cases)('$name -> $status', async ({ send, status, problem, message }) => {
    const before = await snapshot();
    const res = await send();
    expect(res.statusCode).toBe(status);
    const body = res.json() as { message: string; problem?: unknown };
    expect(body.message).toBeTruthy();
    if (problem) expect(body.problem).toMatchObject(problem);
    if (message) expect(body.message).toMatch(message);
    expect(await snapshot()).toBe(before);
  });
});

describe('a file nested too deep is refused in the caller’s language', () => {
  it.each([
    ['nl', /^Het bestand is dieper genest dan een EDEXML-bestand ooit is .* Er is niets veranderd\.$/],
    ['nl-BE', /^Het bestand is dieper genest dan een EDEXML-bestand ooit is .* Er is niets veranderd\.$/],
    [
      'en',
      /^The file is nested deeper than an EDEXML file ever is \(more than 10 levels\)\. Nothing was changed\.$/,
    ],
  ])('%s', async (language, message) => {
    const res = await post(`<EDEX>${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}</EDEX>`, admin, { language });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

/** The file with a raw NUL byte put in right after `after`. */
function withNul(file: Buffer, after: string): Buffer {
  const at = file.indexOf(after) + Buffer.byteLength(after);
  return Buffer.concat([file.subarray(0, at), Buffer.from([0]), file.subarray(at)]);
}

describe('import, re-import, moved and gone', () => {
  let preview: EdexmlSummary;
  /** Every group of nl-2.1.xml: the school ticks its special class too. */
  const ALL = ['G5A', 'G7', 'SBO', 'REKEN-PLUS'];

  it('a dry run without a choice chooses groups 3-8 and the combination group of their pupils', async () => {
    const res = await post(fixture('nl-2.1.xml'), admin, { dryRun: true });
    expect(res.statusCode).toBe(200);
    const summary: EdexmlSummary = res.json();
    expect(
      summary.choice.groups.map((g) => [g.key, g.yearGroup, g.students, g.chosen, g.remembered]),
    ).toEqual([
      ['G5A', '5', 3, true, false],
      ['G7', '7', 2, true, false],
      ['SBO', 'S', 1, false, false],
      ['REKEN-PLUS', 'C', 2, true, false],
    ]);
    expect(summary.counts).toMatchObject({ groupsNew: 3, studentsNew: 5, membershipsAdded: 2 });
    // The demo school's licence holds 60 students; it has 10.
    expect(summary.seats).toEqual({
      chosenGroups: 3,
      chosenStudents: 5,
      needed: 5,
      state: 'active',
      used: 10,
      max: 60,
      free: 50,
      problem: null,
    });
  });

  it('a dry run answers the preview of the chosen groups and changes nothing', async () => {
    const before = await snapshot();
    const res = await post(fixture('nl-2.1.xml'), admin, { dryRun: true, groups: ALL });
    expect(res.statusCode).toBe(200);
    preview = res.json();
    expect(preview.dryRun).toBe(true);
    expect(preview.file).toEqual({
      version: '2.1',
      country: 'NL',
      schoolCode: '99ZZ',
      groups: 4,
      students: 6,
      teachers: 3,
    });
    expect(preview.counts).toEqual({
      ...ZERO,
      groupsNew: 4,
      studentsNew: 6,
      membershipsAdded: 2,
      teachersChanged: 1,
    });
    expect(preview.students.new.map((s) => [s.displayName, s.group, s.username])).toEqual([
      ['Sam G.', 'Groep 5a', 'samg'],
      ['Sam B.', 'Groep 5a', 'samb'],
      ['Noor', 'Groep 5a', 'noor'],
      ['Daan', 'Groep 7', 'daan'],
      ['Léon', 'Groep 7', 'leon'],
      ['Mila', 'Speciale klas', 'mila'],
    ]);
    expect(preview.teachers.new).toEqual([
      {
        name: 'Karin Pietersen',
        email: 'karin.pietersen@regenboog.example',
        groups: ['Groep 5a', 'Rekenplusgroep'],
        groupIds: [],
      },
      { name: 'Piet Kok', email: null, groups: [], groupIds: [] },
    ]);
    expect(preview.teachers.changed).toMatchObject([{ name: 'Marieke de Boer', groups: ['Groep 7'] }]);
    expect(Object.fromEntries(preview.warnings.map((w) => [w.code, [w.count, w.examples]]))).toEqual({
      noGroup: [1, ['Finn']],
      left: [1, []],
      teacherNoEmail: [1, ['Piet Kok']],
      passwordsPending: [6, []],
    });
    expect(await snapshot()).toBe(before);
  });

  it('apply changes what the preview said, keeping only the minimum of each child', async () => {
    const res = await post(fixture('nl-2.1.xml'), admin, { groups: ALL });
    expect(res.statusCode).toBe(200);
    const summary: EdexmlSummary = res.json();
    expect(summary.dryRun).toBe(false);
    expect(summary.counts).toEqual(preview.counts);
    expect(summary.students.new.map((s) => s.username)).toEqual(preview.students.new.map((s) => s.username));
    const { db } = t.database;
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.accountId, school), isNotNull(users.externalKey)));
    expect(rows.map((r) => r.displayName).sort()).toEqual([
      'Daan',
      'Léon',
      'Mila',
      'Noor',
      'Sam B.',
      'Sam G.',
    ]);
    const samG = rows.find((r) => r.externalKey === 'L001')!;
    expect(samG.eckidHash).toBe(eckidHash('https://ketenid.nl/201703/aaaa1111'));
    expect(JSON.stringify(rows)).not.toMatch(/ketenid|Groot|123456782|2017-03-04/);
    const [g5] = await db.select().from(groups).where(eq(groups.externalKey, 'G5A'));
    expect(g5).toMatchObject({ name: 'Groep 5a', yearGroup: '5', kind: 'group' });
    const [combi] = await db.select().from(groups).where(eq(groups.externalKey, 'REKEN-PLUS'));
    expect(combi!.kind).toBe('combination');
    const [members] = await db
      .select({ n: count() })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, combi!.id));
    expect(members!.n).toBe(2);
    // The schooladmin (matched by e-mail) now teaches Groep 7.
    const [g7] = await db.select().from(groups).where(eq(groups.externalKey, 'G7'));
    const links = await db.select().from(groupTeachers).where(eq(groupTeachers.groupId, g7!.id));
    expect(links).toHaveLength(1);
    // A new teacher of the file comes with the ids of their groups, to be invited with.
    expect(summary.teachers.new[0]).toMatchObject({ name: 'Karin Pietersen', groupIds: [g5!.id, combi!.id] });

    // A child-friendly password at once on the passwords screen; sign-in once the hash is made.
    const pw = await t.client.get(ROSTER_PATHS.passwords(g5!.id), bearer(admin));
    const samRow = (pw.json().students as { username: string; password: string }[]).find(
      (s) => s.username === 'samg',
    )!;
    expect(samRow.password).toMatch(/^[a-z]+\d\d$/);
    await t.app.background.drain();
    await expect(login(t, 'samg', samRow.password)).resolves.toBeTruthy();
  });

  it('a re-import of the same file changes nothing', async () => {
    const before = await snapshot();
    const res = await post(fixture('nl-2.1.xml'), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual(ZERO);
    expect(await snapshot()).toBe(before);
  });

  it('moved, renamed and gone (to the trash); students added by hand stay', async () => {
    const res = await post(fixture('nl-2.1-moved-gone.xml'), admin);
    expect(res.statusCode).toBe(200);
    const summary: EdexmlSummary = res.json();
    expect(summary.counts).toEqual({
      ...ZERO,
      groupsChanged: 1,
      studentsChanged: 2,
      studentsMoved: 1,
      studentsGone: 1,
      membershipsRemoved: 1,
    });
    expect(summary.groups.changed).toMatchObject([{ name: 'Groep 7b', from: { name: 'Groep 7' } }]);
    expect(summary.students.moved).toMatchObject([
      { displayName: 'Noor', from: 'Groep 5a', group: 'Groep 7b' },
    ]);
    expect(summary.students.changed.map((s) => [s.from, s.displayName])).toEqual([
      ['Sam G.', 'Sammy'],
      ['Sam B.', 'Sam'],
    ]);
    expect(summary.students.gone).toMatchObject([{ displayName: 'Léon', group: 'Groep 7b' }]);
    const trash = await t.client.get(ROSTER_PATHS.trash(school), bearer(admin));
    expect((trash.json().students as { displayName: string }[]).map((s) => s.displayName)).toContain('Léon');
    // The demo's own students (no key) are untouched.
    const { db } = t.database;
    const [handMade] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.accountId, school),
          eq(users.role, 'leerling'),
          isNull(users.externalKey),
          isNull(users.deletedAt),
        ),
      );
    expect(handMade!.n).toBe(10);
    const again = await post(fixture('nl-2.1-moved-gone.xml'), admin);
    expect(again.json().counts).toEqual(ZERO);
  });

  it('a group of an earlier import that the file no longer holds is reported, not removed', async () => {
    const withoutSbo = fixture('nl-2.1-moved-gone.xml')
      .toString('utf8')
      .replace(/<groep key="SBO">[\s\S]*?<\/groep>/, '')
      .replaceAll('<groep key="SBO"/>', '<groep key="G7"/>');
    const res = await post(withoutSbo, admin, { dryRun: true });
    expect(res.statusCode).toBe(200);
    const summary: EdexmlSummary = res.json();
    expect(summary.warnings).toContainEqual({
      code: 'groupsNotInFile',
      count: 1,
      examples: ['Speciale klas'],
    });
    expect(summary.counts.groupsChanged).toBe(0);
  });

  it('a known student without a group in the file stays where they are', async () => {
    const xml = fixture('nl-2.1.xml')
      .toString('utf8')
      .replace('<jaargroep>S</jaargroep>\n      <groep key="SBO"/>', '<jaargroep>S</jaargroep>');
    const res = await post(xml, admin, { dryRun: true });
    expect(res.statusCode).toBe(200);
    const summary: EdexmlSummary = res.json();
    expect(summary.students.gone).toEqual([]);
    expect(summary.warnings.find((w) => w.code === 'noGroup')?.examples).toEqual(['Mila', 'Finn']);
  });

  it('a student back in the file comes back from the trash', async () => {
    const res = await post(fixture('nl-2.1.xml'), admin);
    const summary: EdexmlSummary = res.json();
    expect(summary.counts).toMatchObject({
      studentsBack: 1,
      studentsMoved: 1,
      membershipsAdded: 1,
      groupsChanged: 1,
    });
    expect(summary.students.back).toMatchObject([{ displayName: 'Léon', group: 'Groep 7' }]);
    const [leon] = await t.database.db.select().from(users).where(eq(users.externalKey, 'L005'));
    expect(leon!.deletedAt).toBeNull();
  });
});

describe('other accounts and countries', () => {
  it('office imports into a school without a BRIN: the file’s code is remembered (logged access)', async () => {
    // 99ZZ is the demo school's code: a second account may not take it.
    const taken = await post(fixture('nl-2.0.xml'), office, { accountId: other.accountId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().problem.code).toBe('schoolCodeTaken');
    expect(taken.json().message).toMatch(
      /^De school van dit bestand \(BRIN 99ZZ\) heeft al een ander account in Rekenblobs\. Kies het bestand van je eigen school, of neem contact met ons op als dat niet klopt\. Er is niets veranderd\.$/,
    );
    const [before] = await t.database.db.select().from(accounts).where(eq(accounts.id, other.accountId));
    expect(before!.brin).toBeNull();

    const ownFile = fixture('nl-2.0.xml').toString('utf8').replace('<brincode>99zz<', '<brincode>55xy<');
    const res = await post(ownFile, office, { accountId: other.accountId });
    expect(res.statusCode).toBe(200);
    const summary: EdexmlSummary = res.json();
    expect(summary.warnings.find((w) => w.code === 'schoolCodeSaved')?.examples).toEqual(['55XY']);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, other.accountId));
    expect(account!.brin).toBe('55XY');
    // Groep 3/4 by default; the combination class has no pupil in year group 3-8, so it waits to be chosen.
    expect(summary.choice.groups.map((g) => [g.name, g.chosen])).toEqual([
      ['Groep 3/4', true],
      ['Combiklas', false],
    ]);
    expect(summary.counts.groupsNew).toBe(1);
  });

  it('the database keeps one account per school code, also past the API', async () => {
    const insert = t.database.db
      .insert(accounts)
      .values({ kind: 'school', name: 'Dubbel', country: 'NL', brin: '99 zz' });
    await expect(insert).rejects.toThrow();
  });

  it('a Flemish school imports its file with the instellingsnummer', async () => {
    const [be] = await t.database.db
      .insert(accounts)
      .values({ kind: 'school', name: 'Basisschool De Linde', country: 'BE', brin: '012345' })
      .returning({ id: accounts.id });
    const superadmin = await login(t, 'superadmin', 'superadmin-demo');
    const res = await post(fixture('be-2.1.xml'), superadmin, {
      accountId: be!.id,
      type: 'text/xml; charset=utf-8',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toMatchObject({ groupsNew: 2, studentsNew: 2, membershipsAdded: 1 });
    const nl = await post(fixture('nl-2.0.xml'), superadmin, { accountId: be!.id });
    expect(nl.statusCode).toBe(409);
  });

  it('a home account cannot import', async () => {
    const [home] = await t.database.db.select().from(accounts).where(eq(accounts.kind, 'home'));
    const res = await post(fixture('nl-2.1.xml'), office, { accountId: home!.id });
    expect(res.statusCode).toBe(409);
  });
});
