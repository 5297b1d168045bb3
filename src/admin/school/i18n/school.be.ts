/** Belgian Dutch: a group is a 'klas' (SPEC §1); the rest falls back to Dutch. */
export const schoolBe = {
  yearGroup: { value: 'Klas {{value}}', C: 'Combinatieklas' },
  groups: {
    title: 'Klassen',
    intro:
      'Alle klassen van de school: open een klas om de leerlingen te zien, toe te voegen of inlogkaarten te printen.',
    intro_docent: 'De klassen waarin je lesgeeft. Open een klas om de leerlingen te zien.',
    add: 'Nieuwe klas',
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
      kindCombination: 'Samengestelde groep (bijvoorbeeld een plusgroep, naast de eigen klas)',
      create: 'Klas aanmaken',
    },
    mergeText:
      'Alle leerlingen en leerkrachten van {{name}} gaan naar de klas die je kiest. {{name}} wordt daarna gearchiveerd.',
    archiveText:
      'Een gearchiveerde klas verdwijnt uit de lijst. Je kunt hem later terugzetten. Alleen een lege klas kan worden gearchiveerd.',
    errors: { groupNameTaken: 'Er is al een klas met deze naam.' },
  },
  students: {
    move: 'Verplaatsen naar klas…',
    moveTo: 'Naar klas',
    empty: 'Deze klas heeft nog geen leerlingen',
  },
  passwords: { empty: 'Deze klas heeft nog geen leerlingen.' },
  teachers: {
    intro:
      'De leerkrachten en schoolbeheerders van de school. Nodig iemand uit via e-mail: die kiest dan zelf een wachtwoord.',
    docentOnly:
      'Alleen een schoolbeheerder beheert de leerkrachten van de school. Vraag de schoolbeheerder als je aan een andere klas gekoppeld wilt worden.',
    columns: { groups: 'Klassen' },
    lastSignIn: 'Laatst aangemeld {{when}}',
    noGroups: 'Geen klas',
    form: {
      roleDocent: 'Leerkracht: ziet en beheert de eigen klassen',
      groups: 'Klassen',
      noGroupsYet: 'De school heeft nog geen klassen. Koppel later een klas.',
      emailHint: 'Hier komt de uitnodiging; dit adres is ook de aanmeldnaam.',
    },
    deactivateText:
      '{{name}} kan zich daarna niet meer aanmelden en wordt overal afgemeld. De gegevens blijven bewaard; je kunt {{name}} later weer inschakelen.',
    activateText: '{{name}} kan zich daarna weer aanmelden met het eigen wachtwoord.',
  },
  trash: {
    emptyText:
      'Verwijder je een leerling uit een klas, dan komt die hier terecht en kun je hem nog {{count}} dagen terugzetten.',
    columns: { group: 'Zat in klas' },
    noGroup: 'Geen klas',
    restoreText:
      'De klas van {{name}} is gearchiveerd of bestaat niet meer. Kies de klas waarin {{name}} terugkomt.',
    restoreInto: 'Terugzetten in klas',
  },
};
