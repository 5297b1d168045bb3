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

type Vars = { element: string; line: string; detail: string; file: string; account: string; limit: string };
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
    nl: 'Dit bestand is van een andere school ({{file}}), niet van deze school ({{account}}).',
    en: 'This file belongs to another school ({{file}}), not to this school ({{account}}).',
  },
  schoolCodeTaken: {
    nl: 'De school van dit bestand ({{file}}) heeft al een ander account in Rekenblobs. Klopt dat niet? Neem dan contact met ons op.',
    en: 'The school of this file ({{file}}) already has another account in Maths Blobs. If that is wrong, please get in touch with us.',
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
  tooDeep: {
    nl: 'Het bestand is dieper genest dan een EDEXML-bestand ooit is (meer dan {{limit}} niveaus).',
    en: 'The file is nested deeper than an EDEXML file ever is (more than {{limit}} levels).',
  },
};
const NOTHING_CHANGED = { nl: 'Er is niets veranderd.', en: 'Nothing was changed.' };

/** The message of a refused file, in the caller's language, ending with "nothing was changed". */
export function edexmlMessage(
  code: EdexmlProblemCode,
  edexmlLanguage: EdexmlLanguage,
  vars: Partial<Pick<EdexmlError, 'element' | 'line' | 'column' | 'detail'>> & {
    file?: string;
    account?: string;
  } = {},
): string {
  const language = edexmlLanguage === 'be' ? 'nl' : edexmlLanguage;
  const limit = LIMITS[code];
  const where =
    vars.line != null
      ? language === 'nl'
        ? ` (regel ${vars.line}${vars.column != null ? `, kolom ${vars.column}` : ''})`
        : ` (line ${vars.line}${vars.column != null ? `, column ${vars.column}` : ''})`
      : '';
  const values: Vars = {
    line: where,
    element:
      code === 'notWellFormed'
        ? vars.element
          ? language === 'nl'
            ? `, bij <${vars.element}>`
            : `, at <${vars.element}>`
          : ''
        : (vars.element ?? ''),
    detail: vars.detail ?? vars.element ?? '',
    file: vars.file ?? '',
    account: vars.account ?? '',
    limit: limit === undefined ? '' : limit.toLocaleString(language === 'en' ? 'en-GB' : 'nl-NL'),
  };
  const texts = TEXTS[code];
  const template = (edexmlLanguage === 'be' ? texts.be : undefined) ?? texts[language];
  const text = template.replace(/\{\{(\w+)\}\}/g, (_m, k: keyof Vars) => values[k]);
  return `${text} ${NOTHING_CHANGED[language]}`;
}
