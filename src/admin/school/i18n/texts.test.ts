import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../shell/lib/i18n';
import { yearGroupLabel } from '../shared/roster-api';
import { registerSchoolTexts } from './index';
import { schoolBe } from './school.be';
import { schoolEn } from './school.en';
import { schoolNl } from './school.nl';

/** The school texts in a language, as the screens have them (Belgian Dutch counts like Dutch). */
async function inLanguage(lng: 'nl' | 'be' | 'en') {
  await i18n.changeLanguage(lng);
  return i18n.getFixedT(lng, 'school');
}

beforeAll(() => {
  initI18n('nl');
  registerSchoolTexts();
});

function flat(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flat(value, `${prefix}${key}.`),
  );
}

describe('counts in the school texts', () => {
  // A count beside a word that has a plural is said through i18next's plural keys (_one / _other).
  // Left: counts that need no plural ("3 geselecteerd", "2 toevoegen"), and the EDEXML import's
  // texts, which say "leerling(en)" (their own screen's helper rewrites them).
  const noPlural = new Set(['students.selected', 'members.confirm', 'edexml.more']);
  it.each([
    ['nl', schoolNl],
    ['en', schoolEn],
    ['be', schoolBe],
  ] as const)('%s: every count with a noun has its singular and plural', (_lng, texts) => {
    const missing = flat(texts)
      .filter(([, text]) => /\{\{count\}\}/.test(text))
      .filter(([key]) => !/_(one|other)$/.test(key) && !noPlural.has(key) && !key.startsWith('edexml.'))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it.each(['nl', 'be'] as const)('%s says "1 leerling", "2 leerlingen", and 1 day', async (lng) => {
    const t = await inLanguage(lng);
    expect(t('students.moved', { count: 1, group: 'Groep 6' })).toBe('1 leerling verplaatst naar Groep 6.');
    expect(t('students.moved', { count: 2, group: 'Groep 6' })).toBe('2 leerlingen verplaatst naar Groep 6.');
    expect(t('add.doneTitle', { count: 1 })).toBe('1 leerling toegevoegd');
    expect(t('trash.intro', { count: 1, context: 'home' })).toContain('1 dag in de prullenbak');
    expect(t('trash.intro', { count: 21 })).toContain('21 dagen in de prullenbak');
  });

  it('en says "1 student" and "2 students"', async () => {
    const t = await inLanguage('en');
    expect(t('students.moveTitle', { count: 1 })).toBe('Move 1 student');
    expect(t('students.moveTitle', { count: 2 })).toBe('Move 2 students');
    expect(t('trash.daysSaved', { count: 1 })).toBe('Deleted students now stay in the trash for 1 day.');
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

  it('English names the Flemish years too', async () => {
    const t = await inLanguage('en');
    expect(yearGroupLabel(t, '6', 'BE')).toBe('Year 4');
    expect(yearGroupLabel(t, '6', 'NL', 'inText')).toBe('group 6');
  });
});

describe('the Flemish texts', () => {
  it('say klas and leerjaar, not groep or jaargroep, where a class or year is meant', async () => {
    const t = await inLanguage('be');
    for (const key of [
      'groups.edit',
      'groups.columns.yearGroup',
      'settings.groupIntro',
      'settings.followsGroup',
      'settings.allAsGroup',
      'teachers.form.editTitle',
      'teachers.edit',
      'edexml.warnings.left',
      'add.backToGroup',
    ])
      expect(t(key, { name: 'Sam', count: 2, value: 'x' }), key).not.toMatch(/\bgroep\b|jaargroep/i);
  });
});
