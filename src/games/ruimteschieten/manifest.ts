import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'ruimteschieten',
  texts: {
    nl: { title: 'Ruimteschieten', howTo: 'Schiet de planetoïde met het goede antwoord kapot!' },
    en: { title: 'Space shooting', howTo: 'Shoot the asteroid with the right answer!' },
    be: {},
  },
  testWindow: {
    parts: [{ setting: { generator: 'multiply', params: { tables: [2, 3, 4, 5] } }, count: 8 }],
    reserve: { setting: { generator: 'multiply', params: { tables: [1, 10], maxFactor: 5 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 4',
    task: {
      name: { nl: 'Minsommen over het tiental', en: 'Subtraction across the ten' },
      source: { type: 'collection', collectionId: 'sv-min-over-het-tiental' },
    },
  },
});
