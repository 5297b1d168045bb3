/** Belgian Dutch of the exercise settings of a group and of a child, and custom tasks: only what differs (a group is a 'klas', a year group a 'leerjaar'). */
export const schoolSettingsBe = {
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
};
