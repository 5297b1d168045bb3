import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'bellenprikken',
  texts: {
    nl: { title: 'Bellen prikken', howTo: 'Prik de bel met het goede antwoord!' },
    en: { title: 'Bubble popping', howTo: 'Pop the bubble with the right answer!' },
    be: {},
  },
  testWindow: {
    parts: [
      { setting: { generator: 'add', params: { max: 20, forms: ['result', 'missingSecond'] } }, count: 8 },
    ],
    reserve: { setting: { generator: 'add', params: { max: 10 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 4',
    task: {
      name: { nl: 'Plussommen tot 20', en: 'Additions to 20' },
      source: { type: 'generator', setting: { generator: 'add', params: { max: 20, minTotal: 11 } } },
    },
  },
});
