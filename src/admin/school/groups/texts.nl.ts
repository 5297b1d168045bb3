/** Texts of the groups screen (a-groepen) and its dialogs, in Dutch (namespace `school-groups`); keys ending in `_home` word a home account. */
export const schoolGroupsNl = {
  groups: {
    title: 'Groepen',
    title_home: 'Mijn kinderen',
    intro:
      'Alle groepen van de school: open een groep om de leerlingen te zien, toe te voegen of inlogkaarten te printen.',
    intro_docent: 'De groepen waarin je lesgeeft. Open een groep om de leerlingen te zien.',
    add: 'Nieuwe groep',
    import: 'Leerlingen importeren (EDEXML)',
    showArchived: 'Gearchiveerde groepen',
    showActive: 'Actieve groepen',
    archivedTitle: 'Gearchiveerde groepen',
    columns: {
      name: 'Groep',
      yearGroup: 'Jaargroep',
      students: 'Leerlingen',
      teachers: 'Leerkrachten',
      lastPractised: 'Laatst geoefend',
    },
    combination: 'samengesteld',
    noTeachers: 'Nog geen leerkracht',
    never: 'Nog niet',
    empty: 'Nog geen groepen',
    emptyText:
      'Maak een groep aan, of importeer de leerlingen van je school in één keer met een EDEXML-bestand uit je leerlingadministratie.',
    emptyDocent:
      'Je bent nog niet aan een groep gekoppeld. Vraag de schoolbeheerder om je aan je groep te koppelen.',
    emptyArchived: 'Er zijn geen gearchiveerde groepen.',
    menu: 'Acties voor {{name}}',
    edit: 'Naam en jaargroep wijzigen',
    merge: 'Samenvoegen met…',
    archive: 'Archiveren',
    restore: 'Terugzetten',
    form: {
      createTitle: 'Nieuwe groep',
      editTitle: 'Groep wijzigen',
      name: 'Naam van de groep',
      namePlaceholder: 'Bijvoorbeeld Groep 5a',
      kind: 'Soort groep',
      kindGroup: 'Klas (elke leerling zit in één klas)',
      kindCombination: 'Samengestelde groep (bijvoorbeeld een plusgroep, naast de eigen klas)',
      create: 'Groep aanmaken',
    },
    mergeTitle: '{{name}} samenvoegen',
    mergeText:
      'Alle leerlingen en leerkrachten van {{name}} gaan naar de groep die je kiest. {{name}} wordt daarna gearchiveerd.',
    mergeInto: 'Samenvoegen met',
    mergeConfirm: 'Samenvoegen',
    merged_one: '{{count}} leerling is verplaatst.',
    merged_other: '{{count}} leerlingen zijn verplaatst.',
    archiveTitle: '{{name}} archiveren?',
    archiveText:
      'Een gearchiveerde groep verdwijnt uit de lijst. Je kunt hem later terugzetten. Alleen een lege groep kan worden gearchiveerd.',
    errors: { groupNameTaken: 'Er is al een groep met deze naam.' },
  },
};
