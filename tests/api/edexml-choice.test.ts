import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenByDefault } from '../../server/api/edexml/choice';
import { edexmlMessage } from '../../server/api/edexml/messages';
import { schoolEdexmlBe } from '../../src/admin/school/edexml/texts.be';
import { schoolEdexmlEn } from '../../src/admin/school/edexml/texts.en';
import { schoolEdexmlNl } from '../../src/admin/school/edexml/texts.nl';
import { seatsProblemText } from '../../src/admin/school/edexml/seat-texts';
import { i18n, initI18n, registerTranslations } from '../../src/shell/lib/i18n';
import { edexmlGroupChoices, groupMembers, groups, licences, users } from '../../server/db/schema';
import {
  ROSTER_PATHS,
  edexmlChoiceQuery,
  type EdexmlSeats,
  type EdexmlSummary,
  type YearGroup,
} from '../../src/domain/contracts/roster';
import { bearer, login } from './helpers/auth';
import { schoolWithLicence } from './helpers/school-with-licence';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A school whose licence covers groups 3 to 8 (12 places) imports a file that also holds kleuters
 * (groups 1 and 2), a special class and a combination group: it chooses its groups, sees the seats
 * they take, is refused past the licence, and finds its choice again at the next sync.
 */
const FILE = readFileSync(path.join(__dirname, '../fixtures/edexml/kleuters-and-3-8.xml'), 'utf8');
const GROUPS_3_8 = ['G3', 'G4', 'G8', 'REKENCLUB'];

let t: TestApp;
let school: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ accountId: school } = await schoolWithLicence(t.database.db, {
    name: 'De Lijster',
    brin: '44GG',
    admin: 'admin.lijster',
    password: 'lijster-import',
    maxStudents: 12,
  }));
  admin = await login(t, 'admin.lijster', 'lijster-import');
});
afterAll(() => t.close());

function post(file: string, opts: { dryRun?: boolean; groups?: string[]; language?: string } = {}) {
  const query = [opts.dryRun ? 'dryRun=true' : '', opts.groups ? edexmlChoiceQuery(opts.groups) : '']
    .filter(Boolean)
    .join('&');
  return t.client.post(`${ROSTER_PATHS.edexml(school)}${query ? `?${query}` : ''}`, file, {
    headers: {
      ...bearer(admin).headers,
      'content-type': 'application/xml',
      'accept-language': opts.language ?? 'nl',
    },
  });
}

async function preview(file: string, groups?: string[]): Promise<EdexmlSummary> {
  const res = await post(file, { dryRun: true, groups });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** What an import could change here, the remembered choice included. */
async function snapshot() {
  await t.app.background.drain(); // new pupils' passwords are hashed after the answer
  const { db } = t.database;
  const u = await db.select().from(users).where(eq(users.accountId, school)).orderBy(users.id);
  const g = await db.select().from(groups).where(eq(groups.accountId, school)).orderBy(groups.id);
  const m = await db.select().from(groupMembers).where(eq(groupMembers.accountId, school));
  const c = await db.select().from(edexmlGroupChoices).where(eq(edexmlGroupChoices.accountId, school));
  return JSON.stringify({ u, g, m, c });
}

const choiceOf = (summary: EdexmlSummary) =>
  summary.choice.groups.map((g) => [g.name, g.students, g.chosen, g.remembered]);

describe('the default choice', () => {
  it.each<[string, YearGroup | null, 'group' | 'combination', (YearGroup | null)[], boolean]>([
    ['a class of year group 3', '3', 'group', [], true],
    ['a class of year group 8', '8', 'group', ['8'], true],
    ['kleuters (groep 1)', '1', 'group', ['1'], false],
    ['groep 2, even with a pupil a year ahead', '2', 'group', ['3'], false],
    ['groep 0', '0', 'group', ['0'], false],
    ['a special class of special pupils', 'S', 'group', ['S', 'S'], false],
    ['a special class with a pupil in year group 5', 'S', 'group', ['S', '5'], true],
    ['a combination class of kleuters', 'C', 'group', ['1', '2'], false],
    ['a combination class of groups 2 and 3', 'C', 'group', ['2', '3'], true],
    ['a combination group with a pupil of groep 7', 'C', 'combination', ['7'], true],
    ['a class without a year group, nor pupils with one', null, 'group', [null], false],
    ['a class without a year group of pupils in groep 6', null, 'group', ['6'], true],
  ])('%s: %s', (_name, yearGroup, kind, pupils, chosen) => {
    expect(chosenByDefault({ key: 'K', name: 'n', yearGroup, kind }, pupils)).toBe(chosen);
  });
});

describe('the preview’s licence words are the words the import refuses with', () => {
  const seats = (
    chosenGroups: number,
    chosenStudents: number,
    needed: number,
    free: number,
  ): EdexmlSeats => ({
    chosenGroups,
    chosenStudents,
    needed,
    free,
    state: 'active',
    used: 0,
    max: free,
    problem: 'licenceFull',
  });
  it.each([
    ['nl', 'nl', 'Er is niets veranderd.'],
    ['be', 'be', 'Er is niets veranderd.'],
    ['en', 'en', 'Nothing was changed.'],
  ] as const)('%s', (locale, language, nothingChanged) => {
    initI18n(locale);
    registerTranslations('school-edexml', { nl: schoolEdexmlNl, en: schoolEdexmlEn, be: schoolEdexmlBe });
    const t = i18n.getFixedT(null, 'school-edexml');
    for (const s of [seats(1, 1, 1, 0), seats(4, 96, 90, 12), seats(5, 13, 13, 12)]) {
      expect(edexmlMessage('licenceFull', language, { seats: s })).toBe(
        `${seatsProblemText(t, s)} ${nothingChanged}`,
      );
    }
    const ended = { ...seats(1, 1, 1, 0), problem: 'licenceEnded' as const };
    expect(edexmlMessage('licenceEnded', language)).toBe(`${seatsProblemText(t, ended)} ${nothingChanged}`);
  });
});

describe('choosing the groups of an EDEXML file against the licence', () => {
  it('the staff see their school’s BRIN', async () => {
    const res = await t.client.get(ROSTER_PATHS.account(school), bearer(admin));
    expect(res.json()).toMatchObject({ name: 'De Lijster', brin: '44GG' });
  });

  it('a preview without a choice takes groups 3 to 8 and says what they take of the licence', async () => {
    const before = await snapshot();
    const summary = await preview(FILE);
    expect(choiceOf(summary)).toEqual([
      ['Groep 1', 3, false, false],
      ['Groep 2', 3, false, false],
      ['Groep 3', 4, true, false],
      ['Groep 4', 4, true, false],
      ['Groep 8', 3, true, false],
      ['Taalklas', 2, false, false],
      ['Rekenclub', 2, true, false],
    ]);
    expect(summary.seats).toEqual({
      chosenGroups: 4,
      chosenStudents: 11,
      needed: 11,
      state: 'active',
      used: 0,
      max: 12,
      free: 12,
      problem: null,
    });
    expect(summary.counts).toMatchObject({ groupsNew: 4, studentsNew: 11, membershipsAdded: 2 });
    expect(summary.students.new.map((s) => s.displayName)).not.toContain('Mees'); // a kleuter
    // The kleuter teacher is not of the chosen groups; the teacher of groep 8 is.
    expect(summary.teachers.new.map((x) => [x.name, x.groups])).toEqual([
      ['Wim Bos', ['Groep 8', 'Rekenclub']],
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('a choice past the licence: the preview says so, and the import is refused with the same words', async () => {
    const past = [...GROUPS_3_8, 'TAAL'];
    const summary = await preview(FILE, past);
    expect(summary.seats).toMatchObject({ chosenGroups: 5, chosenStudents: 13, needed: 13, free: 12 });
    expect(summary.seats.problem).toBe('licenceFull');

    const before = await snapshot();
    for (const [language, message] of [
      [
        'nl',
        'Je kiest 5 groepen met 13 leerlingen. Daarvoor heb je 13 nieuwe plaatsen nodig, maar je licentie heeft er nog 12 vrij. Vink groepen uit die niet mee hoeven, of neem contact met ons op om je licentie uit te breiden. Er is niets veranderd.',
      ],
      [
        'nl-BE',
        'Je kiest 5 klassen met 13 leerlingen. Daarvoor heb je 13 nieuwe plaatsen nodig, maar je licentie heeft er nog 12 vrij. Vink klassen uit die niet mee hoeven, of neem contact met ons op om je licentie uit te breiden. Er is niets veranderd.',
      ],
      [
        'en',
        'You are choosing 5 groups with 13 students. That needs 13 new places, but your licence has only 12 free. Untick groups that need not come along, or contact us to extend your licence. Nothing was changed.',
      ],
    ] as const) {
      const res = await post(FILE, { groups: past, language });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message,
        problem: { code: 'licenceFull', element: null, line: null, column: null },
        errors: { licence: 'licenceFull' },
      });
    }
    expect(await snapshot()).toBe(before);
  });

  it('a valid choice imports only its groups’ pupils and is remembered', async () => {
    const res = await post(FILE, { groups: ['G3', 'G4', 'REKENCLUB'] });
    expect(res.statusCode).toBe(200);
    const summary: EdexmlSummary = res.json();
    expect(summary.counts).toMatchObject({ groupsNew: 3, studentsNew: 8, membershipsAdded: 1 });
    expect(summary.teachers.new.map((x) => [x.name, x.groups])).toEqual([['Wim Bos', ['Rekenclub']]]);
    const { db } = t.database;
    const pupils = await db
      .select({ name: users.displayName })
      .from(users)
      .where(and(eq(users.accountId, school), eq(users.role, 'leerling')));
    expect(pupils.map((p) => p.name).sort()).toEqual(
      ['Bram', 'Fenna', 'Hugo', 'Ilse', 'Kees', 'Nova', 'Tijn', 'Zoë'].sort(),
    );
    const made = await db.select({ name: groups.name }).from(groups).where(eq(groups.accountId, school));
    expect(made.map((g) => g.name).sort()).toEqual(['Groep 3', 'Groep 4', 'Rekenclub']);
    const remembered = await db
      .select({ key: edexmlGroupChoices.groupKey, chosen: edexmlGroupChoices.chosen })
      .from(edexmlGroupChoices)
      .where(eq(edexmlGroupChoices.accountId, school));
    expect(Object.fromEntries(remembered.map((r) => [r.key, r.chosen]))).toEqual({
      K1: false,
      K2: false,
      G3: true,
      G4: true,
      G8: false,
      TAAL: false,
      REKENCLUB: true,
    });
  });

  it('a re-sync preselects the remembered choice; a group new in the file gets the default rule', async () => {
    const next = FILE.replace(
      '  </groepen>',
      [
        '    <groep key="G5"><naam>Groep 5</naam><jaargroep>5</jaargroep></groep>',
        '    <groep key="K2B"><naam>Groep 2b</naam><jaargroep>2</jaargroep></groep>',
        '  </groepen>',
      ].join('\n'),
    ).replace(
      '  </leerlingen>',
      [
        '    <leerling key="P100"><roepnaam>Vera</roepnaam><jaargroep>5</jaargroep><groep key="G5"/></leerling>',
        '    <leerling key="P101"><roepnaam>Pim</roepnaam><jaargroep>2</jaargroep><groep key="K2B"/></leerling>',
        '  </leerlingen>',
      ].join('\n'),
    );
    const summary = await preview(next);
    expect(choiceOf(summary)).toEqual([
      ['Groep 1', 3, false, true],
      ['Groep 2', 3, false, true],
      ['Groep 2b', 1, false, false],
      ['Groep 3', 4, true, true],
      ['Groep 4', 4, true, true],
      ['Groep 5', 1, true, false],
      ['Groep 8', 3, false, true],
      ['Taalklas', 2, false, true],
      ['Rekenclub', 2, true, true],
    ]);
    // Pupils already here take no new place: only Vera needs one.
    expect(summary.seats).toMatchObject({ chosenGroups: 4, chosenStudents: 9, needed: 1, used: 8, free: 4 });
    expect(summary.counts).toMatchObject({ studentsNew: 1, studentsChanged: 0, studentsMoved: 0 });
  });

  it('the seats count only the pupils the school does not have yet', async () => {
    const fits = await preview(FILE, GROUPS_3_8);
    expect(fits.seats).toMatchObject({ chosenStudents: 11, needed: 3, used: 8, free: 4, problem: null });
    const past = await preview(FILE, [...GROUPS_3_8, 'TAAL']);
    expect(past.seats).toMatchObject({ chosenStudents: 13, needed: 5, free: 4, problem: 'licenceFull' });
  });

  it('pupils of a group no longer chosen stay as they are, and the school is told', async () => {
    const res = await post(FILE, { groups: ['G3', 'REKENCLUB'] });
    expect(res.statusCode).toBe(200);
    const summary: EdexmlSummary = res.json();
    expect(summary.counts).toMatchObject({ studentsGone: 0, studentsMoved: 0, membershipsRemoved: 0 });
    expect(summary.warnings).toContainEqual({
      code: 'notChosen',
      count: 4,
      examples: ['Ilse', 'Tijn', 'Hugo', 'Nova'],
    });
    const { db } = t.database;
    const [groep4] = await db.select().from(groups).where(eq(groups.externalKey, 'G4'));
    const inGroep4 = await db
      .select({ name: users.displayName })
      .from(users)
      .where(and(eq(users.groupId, groep4!.id), isNull(users.deletedAt)));
    expect(inGroep4).toHaveLength(4);
    // Tijn keeps his place in the Rekenclub too.
    const [club] = await db.select().from(groups).where(eq(groups.externalKey, 'REKENCLUB'));
    const members = await db.select().from(groupMembers).where(eq(groupMembers.groupId, club!.id));
    expect(members).toHaveLength(1);
    const keyed = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.accountId, school), isNotNull(users.externalKey), isNull(users.deletedAt)));
    expect(keyed).toHaveLength(8);
  });

  it('after the licence ended, a choice that brings new pupils is refused; one that brings none passes', async () => {
    await t.database.db
      .update(licences)
      .set({ startsOn: '2020-08-01', endsOn: '2021-07-31' })
      .where(eq(licences.accountId, school));
    const more = await preview(FILE, ['G3', 'G8']);
    expect(more.seats).toMatchObject({ state: 'expired', needed: 3, free: 0, problem: 'licenceEnded' });
    const before = await snapshot();
    const res = await post(FILE, { groups: ['G3', 'G8'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Je licentie is verlopen: er kunnen geen nieuwe leerlingen bij. Vink groepen met nieuwe leerlingen uit, of neem contact met ons op om je licentie te verlengen. Er is niets veranderd.',
    );
    expect(await snapshot()).toBe(before);
    const same = await post(FILE, { groups: ['G3', 'REKENCLUB'] });
    expect(same.statusCode).toBe(200);
    expect(same.json().seats).toMatchObject({ needed: 0, problem: null });
  });

  it('a choice of no groups imports nothing', async () => {
    const summary = await preview(FILE, []);
    expect(summary.choice.groups.every((g) => !g.chosen)).toBe(true);
    expect(summary.seats).toMatchObject({ chosenGroups: 0, chosenStudents: 0, needed: 0, problem: null });
    expect(summary.counts.studentsNew).toBe(0);
  });
});
