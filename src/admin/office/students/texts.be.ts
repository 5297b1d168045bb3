/** The texts of student support (o-leerlingen), in Belgian Dutch; the rest falls back to Dutch. */
export const officeStudentsBe = {
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
};
