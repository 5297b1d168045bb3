import {
  EDEXML_MAX_BYTES,
  EDEXML_MAX_DEPTH,
  EDEXML_MAX_GROUPS,
  EDEXML_MAX_STUDENTS,
  EDEXML_MAX_TEACHERS,
  type EdexmlProblemCode,
} from '../../../src/domain/contracts/roster';
import { languageOf, type MessageLanguage } from '../../errors';
import type { EdexmlError } from './parse';

/** Dutch, Belgian Dutch (nl-BE: only the texts whose words differ, "klassen"), English. */
export type EdexmlLanguage = MessageLanguage | 'be';

export function edexmlLanguageOf(acceptLanguage: string | undefined): EdexmlLanguage {
  return /^\s*nl-be\b/i.test(acceptLanguage ?? '') ? 'be' : languageOf(acceptLanguage);
}

const LIMITS: Partial<Record<EdexmlProblemCode, number>> = {
  tooLarge: EDEXML_MAX_BYTES / 1024 / 1024,
  tooManyStudents: EDEXML_MAX_STUDENTS,
  tooManyGroups: EDEXML_MAX_GROUPS,
  tooManyTeachers: EDEXML_MAX_TEACHERS,
  tooDeep: EDEXML_MAX_DEPTH,
};

type Vars = {
  element: string;
  line: string;
  lineNumber: string;
  detail: string;
  fileCode: string;
  fileKind: string;
  fileCountry: string;
  accountCode: string;
  accountKind: string;
  accountCountry: string;
  limit: string;
  groups: string;
  students: string;
  needed: string;
  free: string;
};
const TEXTS: Record<EdexmlProblemCode, Record<MessageLanguage, string> & { be?: string }> = {
  empty: { nl: 'Het bestand is leeg.', en: 'The file is empty.' },
  notWellFormed: {
    nl: 'Het bestand is geen geldige XML{{line}}{{element}}.',
    en: 'The file is not valid XML{{line}}{{element}}.',
  },
  doctype: {
    nl: 'Het bestand bevat een DOCTYPE-declaratie{{line}}; een EDEXML-bestand heeft die niet.',
    en: 'The file contains a DOCTYPE declaration{{line}}; an EDEXML file has none.',
  },
  wrongRoot: {
    nl: 'Dit is geen EDEXML-bestand: het begint met <{{detail}}> in plaats van <EDEX>{{line}}.',
    en: 'This is not an EDEXML file: it starts with <{{detail}}> instead of <EDEX>{{line}}.',
  },
  missingElement: {
    nl: 'Het element <{{detail}}> ontbreekt{{line}}.',
    en: 'The element <{{detail}}> is missing{{line}}.',
  },
  missingKey: {
    nl: 'Een <{{detail}}> heeft geen key{{line}}; elke groep, leerling en leerkracht heeft er een nodig.',
    en: 'A <{{detail}}> has no key{{line}}; every group, student and teacher needs one.',
  },
  duplicateKey: {
    nl: 'De key "{{detail}}" staat twee keer in het bestand (<{{element}}>{{line}}).',
    en: 'The key "{{detail}}" occurs twice in the file (<{{element}}>{{line}}).',
  },
  unknownGroup: {
    nl: 'Een leerling staat in groep "{{detail}}", maar die groep staat niet in het bestand{{line}}.',
    en: 'A student is in group "{{detail}}", but that group is not in the file{{line}}.',
  },
  otherSchool: {
    nl: 'Dit bestand is van school {{fileCode}} ({{fileKind}}). Jouw school heeft {{accountKind}} {{accountCode}}. Exporteer het bestand opnieuw uit je administratiesysteem voor deze school, of neem contact met ons op als je {{accountKind}} niet klopt.',
    en: 'This file is from school {{fileCode}} ({{fileKind}}). Your school has {{accountKind}} {{accountCode}}. Export the file again from your administration system for this school, or contact us if your {{accountKind}} is wrong.',
  },
  schoolCodeTaken: {
    nl: 'De school van dit bestand ({{fileKind}} {{fileCode}}) heeft al een ander account in Rekenblobs. Kies het bestand van je eigen school, of neem contact met ons op als dat niet klopt.',
    en: 'The school of this file ({{fileKind}} {{fileCode}}) already has another account in Maths Blobs. Choose your own school’s file, or contact us if that is wrong.',
  },
  noSchoolCode: {
    nl: 'Een EDEXML-bestand kan alleen in een schoolaccount worden ingelezen.',
    en: 'An EDEXML file can only be imported into a school account.',
  },
  contentType: {
    nl: 'Stuur het bestand als application/xml of text/xml (een EDEXML-bestand).',
    en: 'Send the file as application/xml or text/xml (an EDEXML file).',
  },
  tooLarge: {
    nl: 'Het bestand is groter dan {{limit}} MB; het bestand van één school is veel kleiner. Kies het EDEXML-bestand van deze school.',
    en: "The file is larger than {{limit}} MB; one school's file is much smaller. Choose this school's EDEXML file.",
  },
  tooManyStudents: {
    nl: 'Het bestand bevat meer dan {{limit}} leerlingen, meer dan één school heeft. Kies het EDEXML-bestand van deze school.',
    en: "The file holds more than {{limit}} students, more than one school has. Choose this school's EDEXML file.",
  },
  tooManyGroups: {
    nl: 'Het bestand bevat meer dan {{limit}} groepen, meer dan één school heeft. Kies het EDEXML-bestand van deze school.',
    be: 'Het bestand bevat meer dan {{limit}} klassen, meer dan één school heeft. Kies het EDEXML-bestand van deze school.',
    en: "The file holds more than {{limit}} groups, more than one school has. Choose this school's EDEXML file.",
  },
  tooManyTeachers: {
    nl: 'Het bestand bevat meer dan {{limit}} leerkrachten, meer dan één school heeft. Kies het EDEXML-bestand van deze school.',
    en: "The file holds more than {{limit}} teachers, more than one school has. Choose this school's EDEXML file.",
  },
  truncated: {
    nl: 'Het bestand is niet compleet: het houdt op bij regel {{lineNumber}}{{element}}. Waarschijnlijk is het niet helemaal opgeslagen of verstuurd. Exporteer het opnieuw uit je administratiesysteem en kies het nieuwe bestand.',
    en: 'The file is incomplete: it stops at line {{lineNumber}}{{element}}. It was probably not saved or sent completely. Export it again from your administration system and choose the new file.',
  },
  licenceFull: {
    nl: 'Je kiest {{groups}} met {{students}}. Daarvoor heb je {{needed}} nodig, maar je licentie heeft er nog {{free}} vrij. Vink groepen uit die niet mee hoeven, of neem contact met ons op om je licentie uit te breiden.',
    be: 'Je kiest {{groups}} met {{students}}. Daarvoor heb je {{needed}} nodig, maar je licentie heeft er nog {{free}} vrij. Vink klassen uit die niet mee hoeven, of neem contact met ons op om je licentie uit te breiden.',
    en: 'You are choosing {{groups}} with {{students}}. That needs {{needed}}, but your licence has only {{free}} free. Untick groups that need not come along, or contact us to extend your licence.',
  },
  licenceEnded: {
    nl: 'Je licentie is verlopen: er kunnen geen nieuwe leerlingen bij. Vink groepen met nieuwe leerlingen uit, of neem contact met ons op om je licentie te verlengen.',
    be: 'Je licentie is verlopen: er kunnen geen nieuwe leerlingen bij. Vink klassen met nieuwe leerlingen uit, of neem contact met ons op om je licentie te verlengen.',
    en: 'Your licence has ended: no new students can be added. Untick groups with new students, or contact us to renew your licence.',
  },
  tooDeep: {
    nl: 'Het bestand is dieper genest dan een EDEXML-bestand ooit is (meer dan {{limit}} niveaus).',
    en: 'The file is nested deeper than an EDEXML file ever is (more than {{limit}} levels).',
  },
};
const NOTHING_CHANGED = { nl: 'Er is niets veranderd.', en: 'Nothing was changed.' };

/** A file of another school than the account's, when the account has no code yet (another country). */
const OTHER_COUNTRY = {
  nl: 'Dit bestand is van school {{fileCode}} ({{fileKind}}), een school in {{fileCountry}}. Jouw school staat bij ons als school in {{accountCountry}}. Exporteer het bestand opnieuw uit je administratiesysteem voor deze school, of neem contact met ons op als dat niet klopt.',
  en: 'This file is from school {{fileCode}} ({{fileKind}}), a school in {{fileCountry}}. We have your school as a school in {{accountCountry}}. Export the file again from your administration system for this school, or contact us if that is wrong.',
};
const CODE_KIND = {
  NL: { nl: 'BRIN', en: 'BRIN' },
  BE: { nl: 'instellingsnummer', en: 'institution number' },
};
const COUNTRY = { NL: { nl: 'Nederland', en: 'the Netherlands' }, BE: { nl: 'Vlaanderen', en: 'Flanders' } };
type Plural = readonly [one: string, other: string];
const COUNTED: Record<'groups' | 'students' | 'needed', Record<EdexmlLanguage, Plural>> = {
  groups: { nl: ['groep', 'groepen'], be: ['klas', 'klassen'], en: ['group', 'groups'] },
  students: { nl: ['leerling', 'leerlingen'], be: ['leerling', 'leerlingen'], en: ['student', 'students'] },
  needed: {
    nl: ['nieuwe plaats', 'nieuwe plaatsen'],
    be: ['nieuwe plaats', 'nieuwe plaatsen'],
    en: ['new place', 'new places'],
  },
};
const counted = (what: keyof typeof COUNTED, language: EdexmlLanguage, n: number | undefined) =>
  n === undefined ? '' : `${n} ${COUNTED[what][language][n === 1 ? 0 : 1]}`;

/** What a refusal names: the file's place, the schools' codes, the seats the chosen groups need. */
export interface EdexmlMessageVars extends Partial<
  Pick<EdexmlError, 'element' | 'line' | 'column' | 'detail'>
> {
  file?: { code: string; country: 'NL' | 'BE' };
  account?: { code: string | null; country: 'NL' | 'BE' };
  seats?: { chosenGroups: number; chosenStudents: number; needed: number; free: number | null };
}

/** The message of a refused file, in the caller's language, ending with "nothing was changed". */
export function edexmlMessage(
  code: EdexmlProblemCode,
  edexmlLanguage: EdexmlLanguage,
  vars: EdexmlMessageVars = {},
): string {
  const language = edexmlLanguage === 'be' ? 'nl' : edexmlLanguage;
  const limit = LIMITS[code];
  const where =
    vars.line != null
      ? language === 'nl'
        ? ` (regel ${vars.line}${vars.column != null ? `, kolom ${vars.column}` : ''})`
        : ` (line ${vars.line}${vars.column != null ? `, column ${vars.column}` : ''})`
      : '';
  const at = (nl: string, en: string) =>
    vars.element ? (language === 'nl' ? `${nl} <${vars.element}>` : `${en} <${vars.element}>`) : '';
  const { file, account, seats } = vars;
  const values: Vars = {
    line: where,
    lineNumber: vars.line != null ? String(vars.line) : '?',
    element:
      code === 'notWellFormed'
        ? at(', bij', ', at')
        : code === 'truncated'
          ? at(', binnen', ', inside')
          : (vars.element ?? ''),
    detail: vars.detail ?? vars.element ?? '',
    fileCode: file?.code ?? '',
    fileKind: file ? CODE_KIND[file.country][language] : '',
    fileCountry: file ? COUNTRY[file.country][language] : '',
    accountCode: account?.code ?? '',
    accountKind: account ? CODE_KIND[account.country][language] : '',
    accountCountry: account ? COUNTRY[account.country][language] : '',
    limit: limit === undefined ? '' : limit.toLocaleString(language === 'en' ? 'en-GB' : 'nl-NL'),
    groups: counted('groups', edexmlLanguage, seats?.chosenGroups),
    students: counted('students', edexmlLanguage, seats?.chosenStudents),
    needed: counted('needed', edexmlLanguage, seats?.needed),
    free: String(seats?.free ?? 0),
  };
  const texts: Record<MessageLanguage, string> & { be?: string } =
    code === 'otherSchool' && account && !account.code ? OTHER_COUNTRY : TEXTS[code];
  const template = (edexmlLanguage === 'be' ? texts.be : undefined) ?? texts[language];
  const text = template.replace(/\{\{(\w+)\}\}/g, (_m, k: keyof Vars) => values[k]);
  return `${text} ${NOTHING_CHANGED[language]}`;
}
