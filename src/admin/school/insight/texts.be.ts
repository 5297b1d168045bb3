/** Belgian Dutch of the progress of a group and of a child, and their reports: only what differs (a group is a 'klas', a year group a 'leerjaar'). */
export const schoolInsightBe = {
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
};
