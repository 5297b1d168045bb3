import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  EDEXML_MAX_DEPTH,
  EDEXML_MAX_GROUPS,
  EDEXML_MAX_STUDENTS,
  EDEXML_MAX_TEACHERS,
  YEAR_GROUPS,
  type EdexmlProblemCode,
  type YearGroup,
} from '../../../src/domain/contracts/roster';
import { lastNameInitial, studentDisplayName, tidyName } from '../../../src/domain/roster/names';
import { hasUnsafeText } from '../../../src/domain/validation';

/**
 * An EDEXML file (1.0.3, 2.0, 2.1; Dutch `brincode` or Flemish `instellingsnummer`) read down to what
 * the product keeps (DOMAIN.md, "Children's data"): per pupil the first name, their group, the year
 * group, the file's `key` and a SHA-256 of the 2.1 `eckid`. The last name is read only to tell two
 * pupils with the same first name in one group apart: then, and only then, its initial is kept
 * ("Sam G."). BSN, address, birth date, gender and the rest of the file are never read into the result.
 */
export interface EdexmlFile {
  /** `xsdversie` of the file ('1.0.3', '2.0', '2.1'), or null when the file does not say. */
  version: string | null;
  country: 'NL' | 'BE';
  /** The BRIN code (NL) or instellingsnummer (BE), upper case. */
  schoolCode: string;
  groups: EdexmlGroup[];
  /** Pupils with a group (the ones imported). */
  students: EdexmlStudent[];
  teachers: EdexmlTeacher[];
  /** Pupils the import leaves out, by reason; first names only. */
  skipped: { noGroup: (EdexmlStudentRef & { firstName: string })[]; left: EdexmlStudentRef[] };
  /** Year groups the product does not know (the group is imported without one). */
  unknownYearGroups: string[];
}

export interface EdexmlGroup {
  key: string;
  name: string;
  yearGroup: YearGroup | null;
  kind: 'group' | 'combination';
}

export interface EdexmlStudentRef {
  key: string;
  eckidHash: string | null;
}

export interface EdexmlStudent extends EdexmlStudentRef {
  firstName: string;
  /** The last name's initial, only when another pupil of the group has the same first name. */
  lastInitial: string | null;
  displayName: string;
  groupKey: string;
  combinationKeys: string[];
  yearGroup: YearGroup | null;
}

export interface EdexmlTeacher {
  key: string;
  name: string;
  email: string | null;
  groupKeys: string[];
}

/** A file that cannot be imported: what is wrong, in which element, on which line where known. */
export class EdexmlError extends Error {
  constructor(
    readonly code: EdexmlProblemCode,
    readonly element: string | null = null,
    readonly line: number | null = null,
    readonly column: number | null = null,
    readonly detail: string | null = null,
  ) {
    super(`${code}${element ? ` <${element}>` : ''}${line ? ` line ${line}` : ''}`);
    this.name = 'EdexmlError';
  }
}

type Node = Record<string, unknown>;
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;
const LISTS = new Set([
  'EDEX.groepen.groep',
  'EDEX.groepen.samengestelde_groep',
  'EDEX.samengestelde_groepen.samengestelde_groep',
  'EDEX.leerlingen.leerling',
  'EDEX.leerlingen.leerling.samengestelde_groepen.samengestelde_groep',
  'EDEX.leerkrachten.leerkracht',
  'EDEX.leerkrachten.leerkracht.groepen.groep',
  'EDEX.leerkrachten.leerkracht.groepen.samengestelde_groep',
]);

/** EDEXML year groups onto the product's; H (the pupil left) is handled by the caller. */
export function mapYearGroup(value: string | null): YearGroup | null | 'left' | 'unknown' {
  if (value === null) return null;
  const v = value.toUpperCase();
  if (v === 'H') return 'left';
  return (YEAR_GROUPS as readonly string[]).includes(v) ? (v as YearGroup) : 'unknown';
}

export function eckidHash(eckid: string): string {
  return createHash('sha256').update(eckid.trim()).digest('hex');
}

/** The first element's text, trimmed; null when absent, empty or the '?' 1.0.3 exporters write. */
function text(node: Node | undefined, name: string): string | null {
  const raw = node?.[name];
  const value = typeof raw === 'object' && raw !== null ? (raw as Node)['#text'] : raw;
  if (value === undefined || value === null) return null;
  const s = String(value).trim();
  return s === '' || s === '?' ? null : s;
}

function attr(node: Node | undefined, name: string): string | null {
  const value = node?.[`@_${name}`];
  if (value === undefined || value === null) return null;
  const s = String(value).trim();
  return s === '' || s === '?' ? null : s;
}

function list(node: Node | undefined, name: string): Node[] {
  const value = node?.[name];
  if (Array.isArray(value)) return value.filter((v): v is Node => typeof v === 'object' && v !== null);
  return typeof value === 'object' && value !== null ? [value as Node] : [];
}

function child(node: Node | undefined, name: string): Node | undefined {
  const value = node?.[name];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined;
}

function refuseUnsafeText(element: string, value: string): undefined {
  if (hasUnsafeText(value)) throw new EdexmlError('notWellFormed', element, null, null, 'unsafe text');
  return undefined;
}

const lastOf = (jpath: unknown) => String(jpath).split('.').pop() ?? '';

/** The file's text: UTF-8 unless its XML declaration names ISO-8859-1 or windows-1252 (old exports). */
function decode(input: string | Buffer): string {
  if (typeof input === 'string') return input;
  const head = input.subarray(0, 200).toString('latin1');
  const latin = /encoding=["'](iso-8859-1|iso-8859-15|latin1|windows-1252)["']/i.test(head);
  return latin ? new TextDecoder('windows-1252').decode(input) : input.toString('utf8');
}

/** Whether `xml` has more than `limit` start tags of `name` (any namespace prefix); stops at limit + 1. */
function moreThan(xml: string, name: string, limit: number): boolean {
  const tag = new RegExp(`<(?:[\\w.-]+:)?${name}[\\s/>]`, 'g');
  let count = 0;
  while (tag.exec(xml)) if (++count > limit) return true;
  return false;
}

/**
 * A file that stops before its end (an export cut off, half a download), told apart from other XML
 * errors: the root element is never closed, and the parser either finds elements left open (it then
 * names line 1, or the line where the open element began) or stumbles on the file's last line. The
 * answer names the last line that has text, 1-based, and the element the file stops inside.
 */
function truncation(
  xml: string,
  message: string,
  line: number,
  lineAt: (index: number) => number | null,
): EdexmlError | null {
  if (/<\/(?:[\w.-]+:)?EDEX\s*>\s*$/.test(xml)) return null;
  const lastLine = lineAt(xml.trimEnd().length) ?? 1;
  // "Unclosed tag 'EDEX'." or "Invalid '["EDEX","leerlingen"]' found." (the open elements, outermost first).
  const open = /^Unclosed tag '([^']+)'/.exec(message)?.[1] ?? /^Invalid '(\[.*\])' found/.exec(message)?.[1];
  if (open === undefined && line < lastLine) return null;
  const element = open?.startsWith('[')
    ? ((JSON.parse(open) as string[]).at(-1) ?? null)
    : // Else it stopped inside a start tag: the element being written.
      (open ?? /<([A-Za-z_][\w.:-]*)[^<>]*$/.exec(xml)?.[1] ?? null);
  return new EdexmlError('truncated', element?.replace(/^[\w.-]+:/, '') ?? null, lastLine, null, message);
}

/**
 * Reads an EDEXML file. Throws EdexmlError when it is not well-formed XML (with the parser's line and
 * column), not EDEXML (root), misses what an import needs (the element and its line), or holds more
 * than one school can (EDEXML_MAX_STUDENTS and the other limits; pupils are counted before parsing).
 */
export function parseEdexml(input: string | Buffer): EdexmlFile {
  const xml = decode(input).replace(/^\uFEFF/, '');
  if (!xml.trim()) throw new EdexmlError('empty');
  const lineAt = (index: number | undefined): number | null => {
    if (index === undefined) return null;
    let line = 1;
    for (let i = xml.indexOf('\n'); i !== -1 && i < index; i = xml.indexOf('\n', i + 1)) line++;
    return line;
  };
  const lineOf = (node: Node | undefined): number | null =>
    lineAt((node as Record<symbol, { startIndex?: number }> | undefined)?.[META]?.startIndex);

  // Entity declarations (the "billion laughs") have no place in EDEXML: refused before parsing.
  const doctype = /<!DOCTYPE/i.exec(xml);
  if (doctype) throw new EdexmlError('doctype', '!DOCTYPE', lineAt(doctype.index));
  if (moreThan(xml, 'leerling', EDEXML_MAX_STUDENTS)) throw new EdexmlError('tooManyStudents', 'leerling');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const truncated = truncation(xml, valid.err.msg, valid.err.line, lineAt);
    if (truncated) throw truncated;
    const tag = /tag '([^']+)'|Tag '([^']+)'|closing tag '([^']+)'/.exec(valid.err.msg);
    throw new EdexmlError(
      'notWellFormed',
      tag ? (tag[1] ?? tag[2] ?? tag[3] ?? null) : null,
      valid.err.line,
      valid.err.col,
      valid.err.msg,
    );
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    removeNSPrefix: true,
    processEntities: true,
    htmlEntities: false,
    captureMetaData: true,
    isArray: (_name, jpath) => LISTS.has(String(jpath)),
    // The parser counts an element's ancestors, so its own limit is one level past ours: ours, which
    // names the element, speaks first (and the catch below covers the parser's if it ever does not).
    maxNestedTags: EDEXML_MAX_DEPTH,
    updateTag: (name, jpath) => {
      if (String(jpath).split('.').length > EDEXML_MAX_DEPTH)
        throw new EdexmlError('tooDeep', name, null, null, String(EDEXML_MAX_DEPTH));
      return true;
    },
    // A NUL (or half a surrogate pair) is no XML character, and PostgreSQL cannot store it.
    tagValueProcessor: (name, value) => refuseUnsafeText(name, value),
    attributeValueProcessor: (name, value, jpath) => refuseUnsafeText(`${lastOf(jpath)} ${name}`, value),
  });
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (error) {
    if (error instanceof EdexmlError) throw error;
    if (error instanceof Error && /nested tags/i.test(error.message)) throw new EdexmlError('tooDeep');
    // What the validator let through but the parser refuses (a tag named __proto__, say).
    throw new EdexmlError('notWellFormed', null, null, null, (error as Error).message);
  }
  const rootName = Object.keys(doc).find((k) => !k.startsWith('?'));
  const root = child(doc, 'EDEX');
  if (!root)
    throw new EdexmlError('wrongRoot', rootName ?? null, lineAt(rootName ? xml.indexOf(`<${rootName}`) : 0));

  const school = child(root, 'school');
  if (!school) throw new EdexmlError('missingElement', 'school', lineOf(root));
  const brin = text(school, 'brincode');
  const instelling = text(school, 'instellingsnummer');
  if (!brin && !instelling) throw new EdexmlError('missingElement', 'brincode', lineOf(school));
  const version = text(school, 'xsdversie');

  // Groups: `groepen` holds `groep` and `samengestelde_groep`; some exporters write the latter in a
  // separate `samengestelde_groepen`.
  const groepen = child(root, 'groepen');
  const groupNodes: [Node, 'group' | 'combination'][] = [
    ...list(groepen, 'groep').map((n) => [n, 'group'] as [Node, 'group']),
    ...list(groepen, 'samengestelde_groep').map((n) => [n, 'combination'] as [Node, 'combination']),
    ...list(child(root, 'samengestelde_groepen'), 'samengestelde_groep').map(
      (n) => [n, 'combination'] as [Node, 'combination'],
    ),
  ];
  if (groupNodes.length > EDEXML_MAX_GROUPS) throw new EdexmlError('tooManyGroups', 'groep');
  const groups: EdexmlGroup[] = [];
  const groupKind = new Map<string, 'group' | 'combination'>();
  const unknownYearGroups = new Set<string>();
  for (const [node, kind] of groupNodes) {
    const element = kind === 'group' ? 'groep' : 'samengestelde_groep';
    const key = attr(node, 'key');
    if (!key) throw new EdexmlError('missingKey', element, lineOf(node));
    if (groupKind.has(key)) throw new EdexmlError('duplicateKey', element, lineOf(node), null, key);
    const name = text(node, 'naam');
    if (!name) throw new EdexmlError('missingElement', `${element}/naam`, lineOf(node));
    const raw = kind === 'group' ? text(node, 'jaargroep') : 'C';
    const mapped = mapYearGroup(raw);
    let yearGroup: YearGroup | null = null;
    if (mapped === 'unknown' || mapped === 'left') unknownYearGroups.add(raw!);
    else yearGroup = mapped;
    groupKind.set(key, kind);
    groups.push({ key, name: name.slice(0, 60), yearGroup, kind });
  }

  const leerlingen = child(root, 'leerlingen');
  if (!leerlingen) throw new EdexmlError('missingElement', 'leerlingen', lineOf(root));
  const seenKeys = new Set<string>();
  const seenEckids = new Set<string>();
  const skipped: EdexmlFile['skipped'] = { noGroup: [], left: [] };
  const pupils: (Omit<EdexmlStudent, 'lastInitial' | 'displayName'> & { lastName: string | null })[] = [];
  for (const node of list(leerlingen, 'leerling')) {
    const key = attr(node, 'key');
    if (!key) throw new EdexmlError('missingKey', 'leerling', lineOf(node));
    if (seenKeys.has(key)) throw new EdexmlError('duplicateKey', 'leerling', lineOf(node), null, key);
    seenKeys.add(key);
    const eckid = attr(node, 'eckid');
    const hash = eckid ? eckidHash(eckid) : null;
    if (hash) {
      if (seenEckids.has(hash))
        throw new EdexmlError('duplicateKey', 'leerling', lineOf(node), null, 'eckid');
      seenEckids.add(hash);
    }
    const firstName = text(node, 'roepnaam') ?? text(node, 'voornamen')?.split(/\s+/)[0] ?? null;
    if (!firstName) throw new EdexmlError('missingElement', 'leerling/roepnaam', lineOf(node));
    const yearRaw = text(node, 'jaargroep');
    const year = mapYearGroup(yearRaw);
    if (year === 'left') {
      skipped.left.push({ key, eckidHash: hash });
      continue;
    }
    if (year === 'unknown') unknownYearGroups.add(yearRaw!);
    const groupRef = child(node, 'groep');
    const groupKey = groupRef ? attr(groupRef, 'key') : null;
    const combinationKeys = list(child(node, 'samengestelde_groepen'), 'samengestelde_groep')
      .map((n) => attr(n, 'key'))
      .filter((k): k is string => k !== null);
    for (const k of [groupKey, ...combinationKeys]) {
      if (k !== null && !groupKind.has(k)) {
        throw new EdexmlError('unknownGroup', 'leerling/groep', lineOf(groupRef ?? node), null, k);
      }
    }
    if (!groupKey || groupKind.get(groupKey) !== 'group') {
      skipped.noGroup.push({ key, eckidHash: hash, firstName: tidyName(firstName) });
      continue;
    }
    pupils.push({
      key,
      eckidHash: hash,
      firstName: tidyName(firstName).slice(0, 40),
      lastName: text(node, 'achternaam'),
      groupKey,
      combinationKeys: [...new Set(combinationKeys)],
      yearGroup: year === 'unknown' ? null : year,
    });
  }

  // The last name's initial only where two pupils of a group share a first name.
  const sameName = new Map<string, number>();
  const nameKey = (p: { groupKey: string; firstName: string }) =>
    `${p.groupKey}\u0000${p.firstName.toLowerCase()}`;
  for (const p of pupils) sameName.set(nameKey(p), (sameName.get(nameKey(p)) ?? 0) + 1);
  const students: EdexmlStudent[] = pupils.map(({ lastName, ...p }) => {
    const lastInitial = (sameName.get(nameKey(p)) ?? 0) > 1 ? lastNameInitial(lastName) || null : null;
    return { ...p, lastInitial, displayName: studentDisplayName(p.firstName, lastInitial) };
  });

  const teacherNodes = list(child(root, 'leerkrachten'), 'leerkracht');
  if (teacherNodes.length > EDEXML_MAX_TEACHERS) throw new EdexmlError('tooManyTeachers', 'leerkracht');
  const teachers: EdexmlTeacher[] = [];
  for (const node of teacherNodes) {
    const key = attr(node, 'key');
    if (!key) throw new EdexmlError('missingKey', 'leerkracht', lineOf(node));
    const first = text(node, 'roepnaam') ?? text(node, 'voornamen')?.split(/\s+/)[0] ?? null;
    const last = [text(node, 'voorvoegsel'), text(node, 'achternaam')].filter(Boolean).join(' ');
    const refs = child(node, 'groepen');
    const groupKeys = [...list(refs, 'groep'), ...list(refs, 'samengestelde_groep')]
      .map((n) => attr(n, 'key'))
      .filter((k): k is string => k !== null && groupKind.has(k));
    const email = text(node, 'emailadres')?.toLowerCase() ?? null;
    teachers.push({
      key,
      name: [first, last].filter(Boolean).join(' ') || key,
      email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
      groupKeys: [...new Set(groupKeys)],
    });
  }

  return {
    version,
    country: brin ? 'NL' : 'BE',
    schoolCode: (brin ?? instelling)!.toUpperCase(),
    groups,
    students,
    teachers,
    skipped,
    unknownYearGroups: [...unknownYearGroups],
  };
}
