/**
 * Belgian Dutch: a group is a 'klas' (SPEC §1), a year group a 'leerjaar' (and 'kleuterklas'), one
 * signs in ('aanmelden') and answers are 'juist'; the rest falls back to Dutch.
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
  students: {
    move: 'Verplaatsen naar klas…',
    moveOne: 'Naar een andere klas…',
    moveOneTitle: '{{name}} naar een andere klas',
    moveTo: 'Naar klas',
    empty: 'Deze klas heeft nog geen leerlingen',
    deleteText_one:
      '{{name}} gaat naar de prullenbak en kan zich niet meer aanmelden. In de prullenbak kun je {{name}} nog {{count}} dag terugzetten; daarna worden de leerling en alles wat hij of zij heeft geoefend definitief verwijderd.',
    deleteText_other:
      '{{name}} gaat naar de prullenbak en kan zich niet meer aanmelden. In de prullenbak kun je {{name}} {{count}} dagen lang terugzetten; daarna worden de leerling en alles wat hij of zij heeft geoefend definitief verwijderd.',
  },
  add: {
    backToGroup: 'Naar de klas',
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
  edexml: {
    invite: {
      title: 'Leerkrachten uitnodigen',
      text: 'Deze leerkrachten uit het bestand hebben nog geen account. Nodig ze uit: ze krijgen een e-mail met een link om zelf een wachtwoord te kiezen, en zien daarna hun klassen.',
      button: 'Uitnodigen',
      buttonFor: '{{name}} uitnodigen',
      sent: 'Uitgenodigd',
    },
    intro:
      'Lees de klassen, leerlingen en leerkrachten in uit je leerlingenadministratie (bijvoorbeeld Informat of Wisa): exporteer daar een EDEXML-bestand en kies het hieronder. Je ziet eerst wat er verandert; pas als je op Importeren klikt, wordt het doorgevoerd. Opnieuw importeren werkt alles bij, zonder dubbele leerlingen.',
    privacy:
      'We bewaren alleen de voornaam, de klas en het leerjaar van elke leerling (en de eerste letter van de familienaam als twee kinderen in een klas dezelfde voornaam hebben). Rijksregisternummer, adres, geboortedatum en geslacht lezen we niet in.',
    fileSummary:
      'Bestand van school {{code}} (EDEXML {{version}}): {{groups}} klassen, {{students}} leerlingen, {{teachers}} leerkrachten.',
    counts: {
      groupsNew: 'Nieuwe klassen',
      groupsChanged: 'Gewijzigde klassen',
      studentsMoved: 'Naar een andere klas',
      teachersChanged: 'Leerkrachten aan klassen gekoppeld',
    },
    sections: {
      groupsNew: 'Nieuwe klassen',
      groupsChanged: 'Gewijzigde klassen',
      studentsMoved: 'Leerlingen die naar een andere klas gaan',
      teachersNewText:
        'Na het importeren nodig je ze hier uit (of later via Leerkrachten); daarna zien ze hun klassen.',
      teachersChanged: 'Leerkrachten die aan klassen worden gekoppeld',
    },
    columns: { group: 'Klas', yearGroup: 'Leerjaar', groups: 'Klassen' },
    kindGroup: 'Klas',
    warnings: {
      left: '{{count}} leerling(en) staan in het bestand als vertrokken: die worden niet geïmporteerd, en wie al in het product stond gaat naar de prullenbak.',
      noGroup:
        '{{count}} leerling(en) zonder klas in het bestand ({{examples}}): die worden niet geïmporteerd. Wie al in het product staat, blijft waar hij is.',
      groupsNotInFile:
        '{{count}} klas(sen) uit een eerdere import staan niet meer in het bestand ({{examples}}). Ze blijven bestaan; archiveer ze bij Klassen als ze niet meer nodig zijn.',
      unknownYearGroup:
        'Onbekend(e) leerjaar/leerjaren {{examples}}: die klassen of leerlingen krijgen geen leerjaar. Je kunt dat zelf instellen.',
      schoolCodeSaved:
        'Voor deze school is nog geen instellingsnummer bekend. Bij het importeren onthouden we {{examples}}; een bestand van een andere school wordt daarna geweigerd.',
      notChosen_one:
        '{{count}} leerling die al in Rekenblobs staat, zit in het bestand in een klas die je niet aanvinkt ({{examples}}). Die blijft zoals hij is; zet hem zelf in de prullenbak als hij niet meer oefent.',
      notChosen_other:
        '{{count}} leerlingen die al in Rekenblobs staan, zitten in het bestand in klassen die je niet aanvinkt ({{examples}}). Zij blijven zoals ze zijn; zet ze zelf in de prullenbak als ze niet meer oefenen.',
      passwordsPending:
        '{{count}} nieuwe leerling(en) krijgen een gebruikersnaam en een wachtwoord dat makkelijk te typen is. Je vindt ze bij Wachtwoorden van de klas; daar print je ook de inlogkaarten. Het wachtwoord werkt binnen een paar minuten na de import.',
    },
    doneText: 'De klassen en leerlingen zijn bijgewerkt.',
    backToGroups: 'Naar de klassen',
    choice: {
      title: 'Welke klassen importeer je?',
      text: 'Het eerste tot en met het zesde leerjaar staan aangevinkt. Kleuterklassen en speciale klassen vink je zelf aan als je licentie ze dekt. Bij de volgende import onthouden we je keuze.',
      remembered:
        'Je keuze van de vorige import staat klaar. Klassen die nieuw zijn in het bestand staan aangevinkt als het een klas van het eerste tot en met het zesde leerjaar is.',
    },
    seats: {
      groups_one: '{{count}} klas',
      groups_other: '{{count}} klassen',
      full: 'Je kiest {{groups}} met {{students}}. Daarvoor heb je {{needed}} nodig, maar je licentie heeft er nog {{free}} vrij. Vink klassen uit die niet mee hoeven, of neem contact met ons op om je licentie uit te breiden.',
      ended:
        'Je licentie is verlopen: er kunnen geen nieuwe leerlingen bij. Vink klassen met nieuwe leerlingen uit, of neem contact met ons op om je licentie te verlengen.',
    },
  },
  teachers: {
    edit: 'Rol en klassen wijzigen',
    intro:
      'De leerkrachten en schoolbeheerders van de school. Nodig iemand uit via e-mail: die kiest dan zelf een wachtwoord.',
    docentOnly:
      'Alleen een schoolbeheerder beheert de leerkrachten van de school. Vraag de schoolbeheerder als je aan een andere klas gekoppeld wilt worden.',
    columns: { groups: 'Klassen' },
    lastSignIn: 'Laatst aangemeld {{when}}',
    noGroups: 'Geen klas',
    form: {
      editTitle: 'Rol en klassen van {{name}}',
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
    emptyText_one:
      'Verwijder je een leerling uit een klas, dan komt die hier terecht en kun je hem nog {{count}} dag terugzetten.',
    emptyText_other:
      'Verwijder je een leerling uit een klas, dan komt die hier terecht en kun je hem nog {{count}} dagen terugzetten.',
    columns: { group: 'Zat in klas' },
    noGroup: 'Geen klas',
    restoreText:
      'De klas van {{name}} is gearchiveerd of bestaat niet meer. Kies de klas waarin {{name}} terugkomt.',
    restoreInto: 'Terugzetten in klas',
  },
  insight: {
    bands: {
      atLeast: '{{from}}% of meer juist',
      range: '{{from}} tot en met {{to}}% juist',
      below: 'minder dan {{below}}% juist',
    },
    measure:
      'Het percentage is het deel van de antwoorden in het domein dat juist was, {{period}}; de kleur hoort bij dat percentage.',
    filters: { testDue: 'Toets klaar om te maken' },
    stuckReason: {
      manyMisses: 'veel fouten, {{correct}} van {{answers}} juist',
      noProgress_one: 'komt niet verder, {{count}} dag geoefend, {{correct}} van {{answers}} juist',
      noProgress_other: 'komt niet verder, {{count}} dagen geoefend, {{correct}} van {{answers}} juist',
    },
    group: { title: 'Voortgang van de klas', percent: '{{percent}}% juist' },
    student: {
      right: 'Juist, {{period}}',
      periodNote: 'Kleuren en "Let op" van {{from}} tot en met {{to}}; de rest van dit schooljaar.',
    },
    growth: {
      expectedHint:
        'De stippellijn is waar een leerling van {{yearGroup}} verwacht wordt: aan het begin van het schooljaar bij de eerste taak van {{yearGroup}} of hoger (daar begint ook de instaptoets), in juli voorbij de laatste taak van {{yearGroup}} en de jaren ervoor, en daartussen gelijk verdeeld over het jaar.',
      noYearGroup: 'De klas heeft geen leerjaar: er is geen verwachting om mee te vergelijken.',
    },
    totals: { right: 'Juist' },
    fact: {
      slow: 'Juist maar traag (boven {{threshold}})',
      answers: '{{correct}} van {{answers}} juist',
    },
    calendar: {
      hint: 'In elk vakje het aantal antwoorden van die dag. Kies een dag voor de minuten, de juiste antwoorden en de rondes.',
      right_one: '{{count}} juist',
      right_other: '{{count}} juist',
    },
    test: { answers: '{{correct}} van {{answered}} juist, {{fluent}} vlot' },
    matrices: {
      tables: 'Maaltafels',
      division: 'Deeltafels',
      addTo20: 'Optellen tot 20',
      subtractTo20: 'Aftrekken tot 20',
    },
    grids: {
      axes: {
        tables: 'Rij maal kolom: rij 7, kolom 8 is 7 × 8.',
      },
    },
    pattern: { tableNeighbour: 'buur in de maaltafel' },
  },
  settings: {
    groupTitle: 'Oefeninstellingen van {{group}}',
    groupIntro:
      'Hoe de leerlingen van deze klas oefenen. Een kind met eigen instellingen houdt die; de rest volgt de klas.',
    studentIntro:
      'Pas alleen aan wat voor {{name}} anders moet. Wat je niet aanpast, volgt de klas, ook als de klas later verandert.',
    sourceDefault: 'Deze klas gebruikt nog de standaardinstellingen.',
    followsGroup: '{{name}} volgt nu in alles de klas.',
    ownCount_one: '{{name}} heeft {{count}} eigen instelling; de rest volgt de klas.',
    ownCount_other: '{{name}} heeft {{count}} eigen instellingen; de rest volgt de klas.',
    allAsGroup: 'Alles zoals de klas',
    asGroup: 'Zoals de klas: {{value}}',
    backToGroup: 'Terug naar de klas ({{value}})',
    startYearsLower: 'Lager beginnen (leerjaren)',
    startYearsLowerHint:
      'Een domein dat het kind nog niet oefende, begint zoveel leerjaren lager; de instaptoets zoekt van daaruit verder (0 tot 3).',
    startAtOwnYear: 'bij het eigen leerjaar',
    yearsLower_one: '{{count}} leerjaar lager',
    yearsLower_other: '{{count}} leerjaren lager',
    inputMethods: {
      choice: 'Kiezen uit antwoorden',
      numpad: 'Cijfertoetsen op het scherm',
      keyboard: 'Toetsenbord',
      whiteboard: 'Digitaal bord (aanraken)',
    },
    tasks: {
      intro:
        'Een maatwerktaak staat bovenaan de landkaart van de kinderen voor wie hij is, in de periode die je kiest.',
      emptyText: 'Maak een taak uit de leerlijn voor de hele klas of voor een paar kinderen.',
      wholeGroup: 'De hele klas',
      formerStudent: 'Oud-leerling',
      periodFromTo: '{{from}} tot en met {{to}}',
    },
  },
  report: {
    button: 'Rapport (PDF)',
    pending: 'Rapport maken…',
  },
};
