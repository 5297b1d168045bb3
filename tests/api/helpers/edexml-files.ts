/**
 * A generated EDEXML 2.1 file of the demo school (BRIN 99ZZ): `students` pupils spread over `groups`
 * groups of year groups 3 to 8 (all imported by default), keys starting with `prefix` (so two files
 * can hold different pupils). `padding` adds that
 * many characters of data the import never reads to each pupil (an address, as real exports carry),
 * to make a file large without making it hold more pupils.
 */
export function edexmlFile({
  students,
  groups = Math.max(1, Math.ceil(students / 25)),
  prefix = 'P',
  padding = 0,
}: {
  students: number;
  groups?: number;
  prefix?: string;
  padding?: number;
}): string {
  const first = ['Sam', 'Noor', 'Daan', 'Lotte', 'Finn', 'Emma', 'Liam', 'Julia', 'Milan', 'Sara'];
  const filler = padding ? `<adres>${'x'.repeat(padding)}</adres>` : '';
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<EDEX>',
    '<school><brincode>99ZZ</brincode><xsdversie>2.1</xsdversie></school>',
    '<groepen>',
  ];
  for (let g = 0; g < groups; g++) {
    const year = (g % 6) + 3;
    lines.push(
      `<groep key="${prefix}G${g}"><naam>${prefix} groep ${g}</naam><jaargroep>${year}</jaargroep></groep>`,
    );
  }
  lines.push('</groepen>', '<leerlingen>');
  for (let s = 0; s < students; s++) {
    const g = s % groups;
    lines.push(
      `<leerling key="${prefix}L${s}"><achternaam>Achternaam${s}</achternaam>` +
        `<roepnaam>${first[s % first.length]}</roepnaam><jaargroep>${(g % 6) + 3}</jaargroep>` +
        `<groep key="${prefix}G${g}"/>${filler}</leerling>`,
    );
  }
  lines.push('</leerlingen>', '</EDEX>');
  return lines.join('\n');
}
