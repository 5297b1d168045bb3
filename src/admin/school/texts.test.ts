import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, registerTranslations } from '../../shell/lib/i18n';
import { schoolEdexmlBe } from './edexml/texts.be';
import { schoolEdexmlEn } from './edexml/texts.en';
import { schoolEdexmlNl } from './edexml/texts.nl';
import { schoolGroupsBe } from './groups/texts.be';
import { schoolGroupsEn } from './groups/texts.en';
import { schoolGroupsNl } from './groups/texts.nl';
import { schoolInsightBe } from './insight/texts.be';
import { schoolInsightEn } from './insight/texts.en';
import { schoolInsightNl } from './insight/texts.nl';
import { schoolInviteBe } from './invite/texts.be';
import { schoolInviteEn } from './invite/texts.en';
import { schoolInviteNl } from './invite/texts.nl';
import { schoolLicenceBe } from './licence/texts.be';
import { schoolLicenceEn } from './licence/texts.en';
import { schoolLicenceNl } from './licence/texts.nl';
import { schoolCommsBe } from './messages/texts.be';
import { schoolCommsEn } from './messages/texts.en';
import { schoolCommsNl } from './messages/texts.nl';
import { schoolSettingsBe } from './settings/texts.be';
import { schoolSettingsEn } from './settings/texts.en';
import { schoolSettingsNl } from './settings/texts.nl';
import { yearGroupLabel } from './shared/roster-api';
import { schoolBe } from './shared/texts.be';
import { schoolEn } from './shared/texts.en';
import { schoolNl } from './shared/texts.nl';
import { schoolStudentsBe } from './students/texts.be';
import { schoolStudentsEn } from './students/texts.en';
import { schoolStudentsNl } from './students/texts.nl';
import { schoolTeachersBe } from './teachers/texts.be';
import { schoolTeachersEn } from './teachers/texts.en';
import { schoolTeachersNl } from './teachers/texts.nl';
import { schoolTrashBe } from './trash/texts.be';
import { schoolTrashEn } from './trash/texts.en';
import { schoolTrashNl } from './trash/texts.nl';

/** Every namespace of the school area: the shared one and one per feature. */
const NAMESPACES = {
  school: { nl: schoolNl, en: schoolEn, be: schoolBe },
  'school-groups': { nl: schoolGroupsNl, en: schoolGroupsEn, be: schoolGroupsBe },
  'school-students': { nl: schoolStudentsNl, en: schoolStudentsEn, be: schoolStudentsBe },
  'school-edexml': { nl: schoolEdexmlNl, en: schoolEdexmlEn, be: schoolEdexmlBe },
  'school-teachers': { nl: schoolTeachersNl, en: schoolTeachersEn, be: schoolTeachersBe },
  'school-trash': { nl: schoolTrashNl, en: schoolTrashEn, be: schoolTrashBe },
  'school-insight': { nl: schoolInsightNl, en: schoolInsightEn, be: schoolInsightBe },
  'school-settings': { nl: schoolSettingsNl, en: schoolSettingsEn, be: schoolSettingsBe },
  'school-licence': { nl: schoolLicenceNl, en: schoolLicenceEn, be: schoolLicenceBe },
  'school-comms': { nl: schoolCommsNl, en: schoolCommsEn, be: schoolCommsBe },
  'school-invite': { nl: schoolInviteNl, en: schoolInviteEn, be: schoolInviteBe },
} as const;
type Namespace = keyof typeof NAMESPACES;

/** A namespace's texts in a language, as the screens have them (Belgian Dutch counts like Dutch). */
async function inLanguage(lng: 'nl' | 'be' | 'en', namespace: Namespace = 'school') {
  await i18n.changeLanguage(lng);
  return i18n.getFixedT(lng, namespace);
}

beforeAll(() => {
  initI18n('nl');
  // As each feature's api.ts (and the area, for `school`) registers its namespace when it loads.
  for (const [namespace, texts] of Object.entries(NAMESPACES)) registerTranslations(namespace, texts);
});

function flat(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flat(value, `${prefix}${key}.`),
  );
}

const keysOf = (texts: object) => flat(texts).map(([key]) => key);
const LANGUAGES = ['nl', 'en', 'be'] as const;
const ALL = Object.entries(NAMESPACES).flatMap(([ns, texts]) =>
  LANGUAGES.map((lng) => [ns, lng, texts[lng]] as const),
);

describe('counts in the school texts', () => {
  // A count beside a word that has a plural is said through i18next's plural keys (_one / _other;
  // a key with a `_one` beside it is its own plural). Left: counts that need no plural ("3
  // geselecteerd", "2 toevoegen", "en nog 940", "neemt er 90 in", "3 ongelezen").
  const noPlural: Partial<Record<Namespace, string[]>> = {
    'school-students': ['students.selected', 'members.confirm'],
    'school-edexml': ['edexml.more', 'edexml.seats.uses', 'edexml.seats.usesKept'],
    'school-comms': ['nav.unread', 'messages.unreadCount'],
  };
  it.each(ALL)('%s (%s): every count with a noun has its singular and plural', (ns, _lng, texts) => {
    const keys = new Set(keysOf(texts));
    const missing = flat(texts)
      .filter(([, text]) => /\{\{count\}\}/.test(text))
      .map(([key]) => key)
      .filter(
        (key) =>
          !/_(one|other)$/.test(key) && !keys.has(`${key}_one`) && !noPlural[ns as Namespace]?.includes(key),
      );
    expect(missing).toEqual([]);
  });

  it.each(ALL)('%s (%s): a singular has its plural and the other way round', (_ns, _lng, texts) => {
    const keys = new Set(keysOf(texts));
    const unpaired = [...keys].filter(
      (key) =>
        (key.endsWith('_one') && !keys.has(key.replace(/_one$/, '_other')) && !keys.has(key.slice(0, -4))) ||
        (key.endsWith('_other') && !keys.has(key.replace(/_other$/, '_one'))),
    );
    expect(unpaired).toEqual([]);
  });

  it.each(['nl', 'be'] as const)('%s says "1 leerling", "2 leerlingen", and 1 day', async (lng) => {
    const students = await inLanguage(lng, 'school-students');
    expect(students('students.moved', { count: 1, group: 'Groep 6' })).toBe(
      '1 leerling verplaatst naar Groep 6.',
    );
    expect(students('students.moved', { count: 2, group: 'Groep 6' })).toBe(
      '2 leerlingen verplaatst naar Groep 6.',
    );
    expect(students('add.doneTitle', { count: 1 })).toBe('1 leerling toegevoegd');
    // A home account is a family: a parent adds a child, not a pupil.
    expect(students('add.doneTitle', { count: 1, context: 'home' })).toBe('1 kind toegevoegd');
    expect(students('add.doneTitle', { count: 2, context: 'home' })).toBe('2 kinderen toegevoegd');
    const trash = await inLanguage(lng, 'school-trash');
    expect(trash('trash.intro', { count: 1, context: 'home' })).toContain('1 dag in de prullenbak');
    expect(trash('trash.intro', { count: 21 })).toContain('21 dagen in de prullenbak');
  });

  it.each(['nl', 'be', 'en'] as const)('%s: no EDEXML warning says "leerling(en)" or "student(s)"', (lng) => {
    const texts = { nl: schoolEdexmlNl, be: schoolEdexmlBe, en: schoolEdexmlEn }[lng];
    expect(flat(texts).filter(([, text]) => /[a-z]\((en|e|s|sen)\)|[a-z]\/[a-z]/.test(text))).toEqual([]);
  });

  it.each(['nl', 'be'] as const)('%s words one EDEXML warning in the singular', async (lng) => {
    const t = await inLanguage(lng, 'school-edexml');
    expect(t('edexml.warnings.noGroup', { count: 1, examples: 'Mila' })).toMatch(/^1 leerling zonder \w+ in/);
    expect(t('edexml.warnings.noGroup', { count: 2, examples: 'Mila, Finn' })).toMatch(
      /^2 leerlingen zonder/,
    );
  });

  it('en says "1 student" and "2 students"', async () => {
    expect((await inLanguage('en', 'school-students'))('students.moveTitle', { count: 1 })).toBe(
      'Move 1 student',
    );
    expect((await inLanguage('en', 'school-students'))('students.moveTitle', { count: 2 })).toBe(
      'Move 2 students',
    );
    expect((await inLanguage('en', 'school-trash'))('trash.daysSaved', { count: 1 })).toBe(
      'Deleted students now stay in the trash for 1 day.',
    );
  });
});

describe('the three languages of each namespace', () => {
  it.each(Object.entries(NAMESPACES))('%s: English has exactly the Dutch keys', (_ns, texts) => {
    expect(keysOf(texts.en).sort()).toEqual(keysOf(texts.nl).sort());
  });

  it.each(Object.entries(NAMESPACES))('%s: Belgian Dutch words only Dutch keys', (_ns, texts) => {
    const dutch = new Set(keysOf(texts.nl));
    // A number context ("year_1": an ordinal written differently) words a key Dutch has without it.
    const unknown = keysOf(texts.be).filter((key) => !dutch.has(key) && !dutch.has(key.replace(/_\d+/, '')));
    expect(unknown).toEqual([]);
  });
});

describe('year groups', () => {
  it('a Dutch school has groups; in a sentence in lower case', async () => {
    const t = await inLanguage('nl');
    expect(yearGroupLabel(t, '6')).toBe('Groep 6');
    expect(yearGroupLabel(t, '6', 'NL', 'inText')).toBe('groep 6');
    expect(yearGroupLabel(t, 'S')).toBe('Speciaal onderwijs');
    expect(yearGroupLabel(t, null)).toBe('Geen');
  });

  it('a Flemish school has leerjaren and kleuterklassen, in Flemish ordinals', async () => {
    const t = await inLanguage('be');
    expect(yearGroupLabel(t, '6', 'BE')).toBe('4de leerjaar');
    expect(yearGroupLabel(t, '3', 'BE')).toBe('1ste leerjaar');
    expect(yearGroupLabel(t, '3', 'BE', 'inText')).toBe('het 1ste leerjaar');
    expect(yearGroupLabel(t, '8', 'BE', 'inText')).toBe('het 6de leerjaar');
    expect(yearGroupLabel(t, '1', 'BE')).toBe('2de kleuterklas');
    expect(yearGroupLabel(t, '0', 'BE')).toBe('1ste kleuterklas');
    expect(yearGroupLabel(t, 'S', 'BE')).toBe('Buitengewoon onderwijs');
    expect(t('yearGroup.label')).toBe('Leerjaar');
    // No "Klas 4" and no "jaargroep" anywhere in the Flemish words.
    for (const value of ['0', '1', '2', '3', '4', '5', '6', '7', '8', 'S', 'C'])
      expect(yearGroupLabel(t, value, 'BE')).not.toMatch(/klas \d|jaargroep/i);
  });

  it('a feature’s own `t` words year groups from the shared namespace', async () => {
    const t = await inLanguage('be', 'school-groups');
    expect(yearGroupLabel(t, '6', 'BE')).toBe('4de leerjaar');
  });

  it('English names the Flemish years too', async () => {
    const t = await inLanguage('en');
    expect(yearGroupLabel(t, '6', 'BE')).toBe('Year 4');
    expect(yearGroupLabel(t, '6', 'NL', 'inText')).toBe('group 6');
  });
});

describe('the Flemish texts', () => {
  it('say klas and leerjaar, not groep or jaargroep, where a class or year is meant', async () => {
    const keys: [Namespace, string][] = [
      ['school', 'groups.title'],
      ['school-groups', 'groups.edit'],
      ['school-groups', 'groups.columns.yearGroup'],
      ['school-settings', 'settings.groupIntro'],
      ['school-settings', 'settings.followsGroup'],
      ['school-settings', 'settings.allAsGroup'],
      ['school-teachers', 'teachers.form.editTitle'],
      ['school-teachers', 'teachers.edit'],
      ['school-edexml', 'edexml.warnings.left'],
      ['school-edexml', 'edexml.invite.columns.groups'],
      ['school-students', 'add.backToGroup'],
    ];
    for (const [ns, key] of keys) {
      const t = await inLanguage('be', ns);
      expect(t(key, { name: 'Sam', count: 2, value: 'x' }), `${ns}:${key}`).not.toMatch(
        /\bgroep\b|jaargroep/i,
      );
    }
  });
});
