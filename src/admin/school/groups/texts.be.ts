/** Belgian Dutch of the groups screen (a-groepen) and its dialogs: only what differs (a group is a 'klas', a year group a 'leerjaar'). */
export const schoolGroupsBe = {
  groups: {
    title: 'Klassen',
    intro:
      'Alle klassen van de school: open een klas om de leerlingen te zien, toe te voegen of inlogkaarten te printen.',
    intro_docent: 'De klassen waarin je lesgeeft. Open een klas om de leerlingen te zien.',
    add: 'Nieuwe klas',
    edit: 'Naam en leerjaar wijzigen',
    showArchived: 'Gearchiveerde klassen',
    showActive: 'Actieve klassen',
    archivedTitle: 'Gearchiveerde klassen',
    columns: { name: 'Klas', yearGroup: 'Leerjaar' },
    empty: 'Nog geen klassen',
    emptyText:
      'Maak een klas aan, of importeer de leerlingen van je school in één keer met een EDEXML-bestand uit je leerlingenadministratie.',
    emptyDocent:
      'Je bent nog niet aan een klas gekoppeld. Vraag de schoolbeheerder om je aan je klas te koppelen.',
    emptyArchived: 'Er zijn geen gearchiveerde klassen.',
    form: {
      createTitle: 'Nieuwe klas',
      editTitle: 'Klas wijzigen',
      name: 'Naam van de klas',
      namePlaceholder: 'Bijvoorbeeld Klas 3a',
      kind: 'Soort klas',
      kindGroup: 'Klas (elke leerling zit in één klas)',
      kindCombination: 'Samengestelde groep (bijvoorbeeld een zorggroep, naast de eigen klas)',
      create: 'Klas aanmaken',
    },
    mergeText:
      'Alle leerlingen en leerkrachten van {{name}} gaan naar de klas die je kiest. {{name}} wordt daarna gearchiveerd.',
    archiveText:
      'Een gearchiveerde klas verdwijnt uit de lijst. Je kunt hem later terugzetten. Alleen een lege klas kan worden gearchiveerd.',
    errors: { groupNameTaken: 'Er is al een klas met deze naam.' },
  },
};
