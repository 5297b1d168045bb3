/**
 * Texts the school area's features share (namespace `school`), in Dutch, the reference language:
 * year groups, the frame's first menu item (the crumb back to it), the login-card downloads and the
 * school's code. English mirrors these keys; Belgian Dutch lists only what differs. Keys ending in
 * `_home` are the wording of a home account (the groups flag off): a parent with children, no groups.
 */
export const schoolNl = {
  /**
   * Year groups (stored as Dutch groups, as EDEXML writes them): a Dutch school's group, a Flemish
   * school's leerjaar (group N + 2 is year N) or kleuterklas (group 0-2 is kleuterklas 1-3), each as a
   * label and as words in a sentence (`_inText`). A context of the number (`year_1`) words an ordinal
   * that differs ("1ste").
   */
  yearGroup: {
    label: 'Jaargroep',
    none: 'Geen',
    group: 'Groep {{value}}',
    group_inText: 'groep {{value}}',
    year: '{{value}}e leerjaar',
    year_inText: 'het {{value}}e leerjaar',
    kindergarten: '{{value}}e kleuterklas',
    kindergarten_inText: 'de {{value}}e kleuterklas',
    S: 'Speciaal onderwijs',
    S_inText: 'het speciaal onderwijs',
    C: 'Combinatiegroep',
    C_inText: 'een combinatiegroep',
  },
  /** The frame's first menu item and the crumb back to it from a group's screens. */
  groups: {
    title: 'Groepen',
    title_home: 'Mijn kinderen',
  },
  /** The login cards and the password list as PDFs (students and progress screens). */
  cards: {
    printOne: 'Inlogkaart printen',
    print: 'Inlogkaarten printen (PDF)',
    printAdded: 'Inlogkaarten printen',
    printList: 'Wachtwoordenlijst (PDF)',
    printing: 'PDF maken…',
  },
  /** The school's code: a Dutch school's BRIN, a Flemish school's instellingsnummer (context BE). */
  schoolCode: 'BRIN van je school: {{code}}.',
  schoolCode_BE: 'Instellingsnummer van je school: {{code}}.',
};
