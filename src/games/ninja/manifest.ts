import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'ninja',
  texts: {
    nl: {
      title: 'Ninja',
      howTo:
        'Het fruit vliegt omhoog en blijft zweven. Hak het fruit met het goede antwoord doormidden! Tik erop of veeg erdoor, of kies met de pijltjes en druk op Enter.',
      belt: 'Band',
      beltReached: 'Je haalde de {belt}!',
      combo: '{n} op een rij!',
      belts: 'witte band|gele band|oranje band|groene band|blauwe band|bruine band|zwarte band',
    },
    en: {
      title: 'Ninja',
      howTo:
        'The fruit flies up and floats. Slice the fruit with the right answer in two! Tap it or swipe through it, or pick with the arrow keys and press Enter.',
      belt: 'Belt',
      beltReached: 'You reached the {belt}!',
      combo: '{n} in a row!',
      belts: 'white belt|yellow belt|orange belt|green belt|blue belt|brown belt|black belt',
    },
    be: {},
  },
  testWindow: {
    parts: [
      { setting: { generator: 'add', params: { max: 20, minTotal: 11 } }, count: 4 },
      { setting: { generator: 'subtract', params: { max: 20 } }, count: 3 },
      { setting: { generator: 'compare', params: { max: 20 } }, count: 1 },
    ],
    reserve: { setting: { generator: 'add', params: { max: 10 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 4',
    task: {
      name: { nl: 'Plussommen over het tiental', en: 'Addition across the ten' },
      source: { type: 'collection', collectionId: 'sv-plus-over-het-tiental' },
    },
  },
});
