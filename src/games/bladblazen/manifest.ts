import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'bladblazen',
  texts: {
    nl: {
      title: 'Bladblazen',
      howTo: 'Blaas het blad met het goede antwoord op de bladerhoop!',
      found: 'Een egeltje!',
    },
    en: {
      title: 'Leaf blowing',
      howTo: 'Blow the leaf with the right answer onto the leaf pile!',
      found: 'A hedgehog!',
    },
    be: {},
  },
  testWindow: {
    parts: [
      { setting: { generator: 'multiply', params: { tables: [2, 3, 4, 5] } }, count: 5 },
      { setting: { generator: 'divide', params: { tables: [2, 5, 10] } }, count: 2 },
      { setting: { generator: 'compare', params: { max: 100 } }, count: 1 },
    ],
    reserve: { setting: { generator: 'multiply', params: { tables: [1, 2, 10], maxFactor: 5 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 6',
    task: {
      name: { nl: 'Deelsommen van de tafels 6 tot en met 9', en: 'Division facts of the 6 to 9 tables' },
      source: { type: 'generator', setting: { generator: 'divide', params: { tables: [6, 7, 8, 9] } } },
    },
  },
});
