import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eckidHash, EdexmlError, mapYearGroup, parseEdexml } from '../../server/api/edexml/parse';
import {
  EDEXML_MAX_DEPTH,
  EDEXML_MAX_GROUPS,
  EDEXML_MAX_STUDENTS,
  EDEXML_MAX_TEACHERS,
} from '../../src/domain/contracts/roster';
import { edexmlFile } from './helpers/edexml-files';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/edexml', name));

describe('EDEXML files of every version and both countries', () => {
  const cases = [
    { file: 'nl-2.1.xml', version: '2.1', country: 'NL', code: '99ZZ', groups: 4, students: 6, teachers: 3 },
    { file: 'nl-2.0.xml', version: '2.0', country: 'NL', code: '99ZZ', groups: 2, students: 4, teachers: 0 },
    {
      file: 'nl-1.0.3.xml',
      version: '1.0.3',
      country: 'NL',
      code: '99ZZ',
      groups: 1,
      students: 2,
      teachers: 1,
    },
    {
      file: 'be-2.1.xml',
      version: '2.1',
      country: 'BE',
      code: '012345',
      groups: 2,
      students: 2,
      teachers: 1,
    },
  ] as const;
  it.each(cases)('$file: version, school, groups, pupils and teachers', (c) => {
    const parsed = parseEdexml(fixture(c.file));
    expect(parsed.version).toBe(c.version);
    expect(parsed.country).toBe(c.country);
    expect(parsed.schoolCode).toBe(c.code);
    expect(parsed.groups).toHaveLength(c.groups);
    expect(parsed.students).toHaveLength(c.students);
    expect(parsed.teachers).toHaveLength(c.teachers);
  });
});

describe('what is kept of a pupil', () => {
  const parsed = parseEdexml(fixture('nl-2.1.xml'));
  const byKey = (key: string) => parsed.students.find((s) => s.key === key)!;

  it.each([
    {
      key: 'L001',
      displayName: 'Sam G.',
      why: 'two Sams in one group: the last name initial tells them apart',
    },
    { key: 'L002', displayName: 'Sam B.', why: 'the other Sam' },
    { key: 'L003', displayName: 'Noor', why: 'only a roepnaam: the first name alone' },
    { key: 'L004', displayName: 'Daan', why: 'no roepnaam: the first of voornamen' },
    { key: 'L005', displayName: 'Léon', why: 'accents kept in the name shown' },
    { key: 'L006', displayName: 'Mila', why: 'year group S' },
  ])('$key -> $displayName ($why)', ({ key, displayName }) => {
    expect(byKey(key).displayName).toBe(displayName);
  });

  it('keeps no BSN, address, birth date, gender or full last name, and only a hash of the eckid', () => {
    const text = JSON.stringify(parsed);
    for (const secret of ['123456782', '1234AB', '2017-03-04', 'Groot', 'Bakker', 'ketenid', 'Samuel'])
      expect(text).not.toContain(secret);
    expect(byKey('L001').eckidHash).toBe(eckidHash('https://ketenid.nl/201703/aaaa1111'));
    expect(byKey('L001').eckidHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads groups, year groups and combination groups', () => {
    expect(parsed.groups).toEqual([
      { key: 'G5A', name: 'Groep 5a', yearGroup: '5', kind: 'group' },
      { key: 'G7', name: 'Groep 7', yearGroup: '7', kind: 'group' },
      { key: 'SBO', name: 'Speciale klas', yearGroup: 'S', kind: 'group' },
      { key: 'REKEN-PLUS', name: 'Rekenplusgroep', yearGroup: 'C', kind: 'combination' },
    ]);
    expect(byKey('L001').combinationKeys).toEqual(['REKEN-PLUS']);
    expect(byKey('L004')).toMatchObject({ groupKey: 'G7', combinationKeys: ['REKEN-PLUS'], yearGroup: '7' });
  });

  it('skips a pupil without a group and one who left (H), and reports them', () => {
    expect(parsed.skipped.noGroup).toEqual([{ key: 'L007', eckidHash: null, firstName: 'Finn' }]);
    expect(parsed.skipped.left.map((s) => s.key)).toEqual(['L008']);
    expect(parsed.students.map((s) => s.key)).not.toContain('L007');
  });

  it('reads teachers with their e-mail (lower case) and groups', () => {
    expect(parsed.teachers).toEqual([
      {
        key: 'T01',
        name: 'Karin Pietersen',
        email: 'karin.pietersen@regenboog.example',
        groupKeys: ['G5A', 'REKEN-PLUS'],
      },
      { key: 'T02', name: 'Marieke de Boer', email: 'admin@regenboog.example', groupKeys: ['G7'] },
      { key: 'T03', name: 'Piet Kok', email: null, groupKeys: [] },
    ]);
  });
});

describe('older and Flemish files', () => {
  it("1.0.3: '?' means empty; voornamen when the roepnaam is '?'; an unknown year group is reported", () => {
    const parsed = parseEdexml(fixture('nl-1.0.3.xml'));
    expect(parsed.students.map((s) => s.displayName)).toEqual(['Bram', 'Fleur']);
    expect(parsed.students[1]!.yearGroup).toBeNull();
    expect(parsed.unknownYearGroups).toEqual(['11']);
    expect(parsed.teachers[0]).toMatchObject({ name: 'Ans Wit', email: null, groupKeys: ['1'] });
  });

  it('an ISO-8859-1 file keeps its accents', () => {
    const xml =
      '<?xml version="1.0" encoding="ISO-8859-1"?><EDEX><school><brincode>99ZZ</brincode></school>' +
      '<groepen><groep key="1"><naam>Groep 3</naam><jaargroep>3</jaargroep></groep></groepen>' +
      '<leerlingen><leerling key="a"><achternaam>Aydın</achternaam><roepnaam>Zoë</roepnaam><groep key="1"/></leerling></leerlingen></EDEX>';
    const parsed = parseEdexml(Buffer.from(xml.replace('ı', 'i'), 'latin1'));
    expect(parsed.students[0]!.displayName).toBe('Zoë');
  });

  it("2.0: keys like '#001', year groups 0 and C, same first name with a prefixed last name", () => {
    const parsed = parseEdexml(fixture('nl-2.0.xml'));
    expect(parsed.students.map((s) => [s.key, s.displayName, s.yearGroup, s.eckidHash])).toEqual([
      ['#001', 'Lotte D.', '3', null],
      ['#002', 'Lotte D.', '4', null],
      ['#003', 'Jip', 'C', null],
      ['#004', 'Janneke', '0', null],
    ]);
  });

  it('Flanders: the instellingsnummer is the school code; the year group is kept as the file writes it', () => {
    const parsed = parseEdexml(fixture('be-2.1.xml'));
    expect(parsed).toMatchObject({ country: 'BE', schoolCode: '012345' });
    expect(parsed.groups[0]).toEqual({ key: 'K4A', name: '4A', yearGroup: '6', kind: 'group' });
    expect(JSON.stringify(parsed)).not.toContain('17010112345');
  });
});

describe('year groups', () => {
  it.each([
    ['1', '1'],
    ['8', '8'],
    ['0', '0'],
    ['s', 'S'],
    ['C', 'C'],
    ['H', 'left'],
    ['V', 'unknown'],
    ['14', 'unknown'],
    [null, null],
  ])('%s -> %s', (value, expected) => expect(mapYearGroup(value)).toBe(expected));
});

describe('files that are refused, naming what is wrong', () => {
  const cases = [
    { name: 'broken XML', xml: fixture('broken.xml'), code: 'notWellFormed', element: 'naam', line: 17 },
    { name: 'wrong root', xml: fixture('wrong-root.xml'), code: 'wrongRoot', element: 'leerlingen', line: 2 },
    {
      name: 'no leerlingen',
      xml: fixture('no-students.xml'),
      code: 'missingElement',
      element: 'leerlingen',
      line: 2,
    },
    {
      name: 'a pupil without key',
      xml: fixture('missing-key.xml'),
      code: 'missingKey',
      element: 'leerling',
      line: 7,
    },
    { name: 'empty', xml: '   ', code: 'empty', element: null, line: null },
    {
      name: 'a DOCTYPE (entities)',
      xml: '<?xml version="1.0"?>\n<!DOCTYPE EDEX [<!ENTITY a "aaaa">]>\n<EDEX/>',
      code: 'doctype',
      element: '!DOCTYPE',
      line: 2,
    },
    {
      name: 'no school code',
      xml: '<EDEX>\n<school><schooljaar>2026-2027</schooljaar></school><leerlingen/></EDEX>',
      code: 'missingElement',
      element: 'brincode',
      line: 2,
    },
    {
      name: 'a pupil in an unknown group',
      xml: '<EDEX><school><brincode>99ZZ</brincode></school><leerlingen>\n<leerling key="1"><roepnaam>Sam</roepnaam><groep key="X"/></leerling></leerlingen></EDEX>',
      code: 'unknownGroup',
      element: 'leerling/groep',
      line: 2,
    },
    { name: '1,000 nested tags', xml: nested(1000), code: 'tooDeep', element: 'a', line: null },
    { name: 'one level too deep', xml: nested(EDEXML_MAX_DEPTH), code: 'tooDeep', element: 'a', line: null },
    {
      name: 'as deep as may be (then it misses its school)',
      xml: nested(EDEXML_MAX_DEPTH - 1),
      code: 'missingElement',
      element: 'school',
      line: 1,
    },
    {
      name: 'a NUL in a name',
      xml: pupil('<roepnaam>Sam\u0000</roepnaam>', 'L1'),
      code: 'notWellFormed',
      element: 'roepnaam',
      line: null,
    },
    {
      name: 'a NUL in a key',
      xml: pupil('<roepnaam>Sam</roepnaam>', 'L\u00001'),
      code: 'notWellFormed',
      element: 'leerling key',
      line: null,
    },
    {
      name: 'a tag the parser refuses',
      xml: '<EDEX><__proto__>x</__proto__></EDEX>',
      code: 'notWellFormed',
      element: null,
      line: null,
    },
  ];
  it.each(cases)('$name -> $code <$element> line $line', ({ xml, code, element, line }) => {
    let error: unknown;
    try {
      parseEdexml(xml);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EdexmlError);
    expect(error).toMatchObject({ code, element, line });
  });
});

/** EDEX holding `depth` nested <a> elements (so `depth + 1` levels in all). */
function nested(depth: number): string {
  return `<EDEX>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</EDEX>`;
}

function pupil(inner: string, key: string): string {
  return `<EDEX><school><brincode>99ZZ</brincode></school><groepen><groep key="G"><naam>4</naam></groep></groepen><leerlingen><leerling key="${key}">${inner}<groep key="G"/></leerling></leerlingen></EDEX>`;
}

describe('what one school can hold', () => {
  const nestedPupil = (depth: number) => {
    // EDEX, leerlingen and leerling are three levels; the rest is one element in another.
    const inner = '<x>'.repeat(depth - 3) + '</x>'.repeat(depth - 3);
    return `<EDEX><school><brincode>99ZZ</brincode></school><groepen><groep key="g"><naam>A</naam></groep></groepen><leerlingen><leerling key="1"><roepnaam>Sam</roepnaam><groep key="g"/>${inner}</leerling></leerlingen></EDEX>`;
  };

  it(`nesting: ${EDEXML_MAX_DEPTH} levels are read, one more is refused`, () => {
    expect(parseEdexml(nestedPupil(EDEXML_MAX_DEPTH)).students).toHaveLength(1);
    expect(() => parseEdexml(nestedPupil(EDEXML_MAX_DEPTH + 1))).toThrow(EdexmlError);
    expect(() => parseEdexml(nestedPupil(EDEXML_MAX_DEPTH + 1))).toThrow('tooDeep');
  });

  it(`pupils: ${EDEXML_MAX_STUDENTS} are read, one more is refused`, () => {
    expect(parseEdexml(edexmlFile({ students: EDEXML_MAX_STUDENTS })).students).toHaveLength(
      EDEXML_MAX_STUDENTS,
    );
    expect(() => parseEdexml(edexmlFile({ students: EDEXML_MAX_STUDENTS + 1 }))).toThrow('tooManyStudents');
  });

  it(`groups and teachers: ${EDEXML_MAX_GROUPS} and ${EDEXML_MAX_TEACHERS} are read, one more is refused`, () => {
    expect(parseEdexml(edexmlFile({ students: 1, groups: EDEXML_MAX_GROUPS })).groups).toHaveLength(
      EDEXML_MAX_GROUPS,
    );
    expect(() => parseEdexml(edexmlFile({ students: 1, groups: EDEXML_MAX_GROUPS + 1 }))).toThrow(
      'tooManyGroups',
    );
    const teachers = (n: number) =>
      edexmlFile({ students: 1 }).replace(
        '</EDEX>',
        `<leerkrachten>${'<leerkracht key="t"><roepnaam>Juf</roepnaam></leerkracht>'.repeat(n)}</leerkrachten></EDEX>`,
      );
    expect(parseEdexml(teachers(EDEXML_MAX_TEACHERS)).teachers).toHaveLength(EDEXML_MAX_TEACHERS);
    expect(() => parseEdexml(teachers(EDEXML_MAX_TEACHERS + 1))).toThrow('tooManyTeachers');
  });
});
