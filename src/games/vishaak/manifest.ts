import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'vishaak',
  texts: {
    nl: {
      title: 'Vishaak',
      howTo: 'Hoe diep zwemt de vis met het antwoord? Laat de haak zakken tot dat getal en vang hem!',
      catch: 'Vang!',
      caught: 'In je aquarium: {n}',
    },
    en: {
      title: 'Fishing hook',
      howTo: 'How deep does the fish with the answer swim? Lower the hook to that number and catch it!',
      catch: 'Catch!',
      caught: 'In your aquarium: {n}',
    },
    be: {},
  },
  testWindow: {
    parts: [
      { setting: { generator: 'add', params: { max: 20 } }, count: 3 },
      { setting: { generator: 'count', params: { max: 50, steps: [2, 5], aligned: true } }, count: 1 },
      { setting: { generator: 'subtract', params: { max: 100 } }, count: 2 },
      { setting: { generator: 'multiply', params: { tables: [3, 4, 6, 7, 8, 9] } }, count: 3 },
    ],
    reserve: { setting: { generator: 'add', params: { max: 10 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 6',
    task: {
      name: { nl: 'Tafels van 6, 7 en 8', en: 'Tables of 6, 7 and 8' },
      source: { type: 'generator', setting: { generator: 'multiply', params: { tables: [6, 7, 8] } } },
    },
  },
});
