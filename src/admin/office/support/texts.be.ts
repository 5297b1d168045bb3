/** Belgian Dutch: a group is a 'klas', one 'meldt zich aan'; the rest falls back to Dutch. */
export const officeSupportBe = {
  dashboard: {
    // A Flemish licence 'vervalt' (as the licence notice to Flemish schools says).
    endsOn: 'vervalt op {{date}}',
    renewalsTitle: 'Licenties die binnen {{days}} dagen vervallen',
    renewalsEmpty: 'Geen licentie vervalt binnen {{days}} dagen zonder vervolg.',
    renewalsEmptyText:
      'Een school- of thuislicentie die bijna vervalt en nog geen volgende periode heeft, staat hier, zodat je op tijd over verlengen kunt bellen.',
  },
  students: {
    intro:
      'Zoek een leerling op gebruikersnaam, naam, schoolnaam of schoolcode, bijvoorbeeld als een kind zich niet kan aanmelden.',
    columns: { group: 'Klas', lastSignIn: 'Laatst aangemeld' },
    noGroup: 'geen klas',
    ok: 'Kan zich aanmelden',
    move: 'Naar andere klas',
    resetText:
      'Het huidige wachtwoord van {{name}} ({{username}}, {{account}}) werkt daarna niet meer en {{name}} wordt overal afgemeld.',
    newPasswordText:
      'Geef dit wachtwoord door aan de school. Het wordt hier maar één keer getoond; de leerkracht kan het ook terugzien bij Wachtwoorden.',
    unlocked: 'De blokkade van {{name}} is opgeheven. {{name}} kan zich weer aanmelden.',
    moveTitle: '{{name}} naar een andere klas',
    moveText: 'Kies een klas van {{account}}. Een leerling kan alleen binnen het eigen account verhuizen.',
    moveLabel: 'Nieuwe klas',
    moveChoose: 'Kies een klas',
    noOtherGroups: '{{account}} heeft geen andere klas. Maak eerst een klas aan in het account.',
    current: '(huidige klas)',
  },
  audit: {
    details: {
      deletedGroup: 'verwijderde klas',
      fileCounts: 'bestand: {{groups}} klassen, {{students}} leerlingen, {{teachers}} leerkrachten',
      counts: {
        groupsNew: 'nieuwe klassen: {{count}}',
        groupsChanged: 'klassen gewijzigd: {{count}}',
        membershipsAdded: 'lid van samengestelde klas geworden: {{count}}',
        membershipsRemoved: 'geen lid meer van samengestelde klas: {{count}}',
        teachersChanged: 'leerkrachten aan klassen gekoppeld: {{count}}',
      },
      views: { groupProgress: 'voortgang van de klas' },
      fields: { groupsEnabled: 'klassen aan/uit' },
    },
    actions: {
      student: { move: 'Leerling naar andere klas verplaatst' },
      teacher: { groups: 'Klassen van leerkracht gewijzigd' },
    },
  },
};
