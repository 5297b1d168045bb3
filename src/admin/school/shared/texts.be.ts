/**
 * Belgian Dutch: a group is a 'klas' (SPEC §1), a year group a 'leerjaar' (and 'kleuterklas'); the
 * rest falls back to Dutch.
 */
export const schoolBe = {
  yearGroup: {
    label: 'Leerjaar',
    year: '{{value}}de leerjaar',
    year_1: '1ste leerjaar',
    year_inText: 'het {{value}}de leerjaar',
    year_1_inText: 'het 1ste leerjaar',
    kindergarten: '{{value}}de kleuterklas',
    kindergarten_1: '1ste kleuterklas',
    kindergarten_inText: 'de {{value}}de kleuterklas',
    kindergarten_1_inText: 'de 1ste kleuterklas',
    S: 'Buitengewoon onderwijs',
    S_inText: 'het buitengewoon onderwijs',
    C: 'Graadklas',
    C_inText: 'een graadklas',
  },
  groups: {
    title: 'Klassen',
  },
};
