import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'ballengooien',
  texts: {
    nl: {
      title: 'Ballen gooien',
      howTo:
        'Gooi de bal naar de blikken met het goede antwoord! Elke rake worp wint een prijsje. Tik op de blikken, of kies met de pijltjes en druk op Enter.',
      prizes: 'Je won {n} prijzen op de kermis.',
      surprise: 'Verrassing: {prize}!',
      prizeCup: 'de gouden beker',
      prizeBear: 'een reuzenbeer',
      prizeUnicorn: 'een eenhoorn',
    },
    en: {
      title: 'Ball throwing',
      howTo:
        'Throw the ball at the cans with the right answer! Every hit wins a prize. Tap the cans, or pick with the arrow keys and press Enter.',
      prizes: 'You won {n} prizes at the fair.',
      surprise: 'Surprise: {prize}!',
      prizeCup: 'the golden cup',
      prizeBear: 'a giant teddy bear',
      prizeUnicorn: 'a unicorn',
    },
    be: { prizes: 'Je won {n} prijzen op de foor.' },
  },
  testWindow: {
    parts: [
      { setting: { generator: 'add', params: { max: 20 } }, count: 4 },
      { setting: { generator: 'multiply', params: { tables: [2, 5, 10] } }, count: 3 },
      { setting: { generator: 'compare', params: { max: 20 } }, count: 1 },
    ],
    reserve: { setting: { generator: 'add', params: { max: 10 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 6',
    task: {
      name: { nl: 'Lastige tafelsommen', en: 'Tricky times-table facts' },
      source: { type: 'collection', collectionId: 'sv-lastige-tafelsommen' },
    },
  },
});
