import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'sneeuwballengevecht',
  texts: {
    nl: {
      title: 'Sneeuwballengevecht',
      howTo:
        'Typ het antwoord: zo rol je een sneeuwbal. Gooi hem naar het fort van de sneeuwpoppen en bouw het af!',
      throw: 'Gooi',
      fortDone: 'Het fort is af!',
      helpers: 'De sneeuwpoppen helpen mee!',
      flag: 'Er komt een vlag op het fort!',
      penguin: 'Kijk, een pinguïn in het fort!',
      lights: 'Het fort gaat stralen!',
    },
    en: {
      title: 'Snowball fight',
      howTo: 'Type the answer to roll a snowball. Throw it at the snowmen’s fort and finish building it!',
      throw: 'Throw',
      fortDone: 'The fort is finished!',
      helpers: 'The snowmen lend a hand!',
      flag: 'A flag goes up on the fort!',
      penguin: 'Look, a penguin in the fort!',
      lights: 'The fort lights up!',
    },
    be: {},
  },
  testWindow: {
    parts: [
      { setting: { generator: 'add', params: { max: 20, forms: ['result', 'missingSecond'] } }, count: 4 },
      { setting: { generator: 'subtract', params: { max: 20 } }, count: 2 },
      { setting: { generator: 'multiply', params: { tables: [2, 5, 10] } }, count: 2 },
    ],
    reserve: { setting: { generator: 'add', params: { max: 10 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 4',
    task: {
      name: { nl: 'Minsommen tot 20', en: 'Subtractions to 20' },
      source: { type: 'generator', setting: { generator: 'subtract', params: { max: 20 } } },
    },
  },
});
