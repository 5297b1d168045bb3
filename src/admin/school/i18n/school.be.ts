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
  passwords: {
    empty: 'Deze klas heeft nog geen leerlingen.',
    notKnownHint:
      'Staat er "onbekend"? Dan heeft de leerling een wachtwoord dat de school niet kent. Kies bij de leerling "Nieuw wachtwoord" om er een te maken dat op de inlogkaart komt.',
  },
  cards: {
    keepSafe:
      'Een inlogkaart werkt als een sleutel: wie ze heeft, kan als deze leerling inloggen. Bewaar de kaarten in de klas. Kaart kwijt? Kies bij de leerling "Nieuwe inlogkaart".',
  },
};
