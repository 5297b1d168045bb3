/** Belgian Dutch of a group's students, adding them, their passwords and login cards: only what differs (a group is a 'klas', a year group a 'leerjaar'). */
export const schoolStudentsBe = {
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
};
