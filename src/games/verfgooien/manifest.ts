import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'verfgooien',
  texts: {
    nl: {
      title: 'Verf gooien',
      howTo:
        'Gooi de verfballon naar het doek met het goede antwoord! Elke rake worp kleurt de regenboog verder. Tik op een doek, of kies met de pijltjes en druk op Enter.',
      surprise: 'Verrassing: het schilderij is af!',
      surpriseGold: 'Verrassing: het schilderij is af, in een gouden lijst!',
      splats: 'Je maakte {n} doeken vol verf.',
    },
    en: {
      title: 'Paint throwing',
      howTo:
        'Throw the paint balloon at the canvas with the right answer! Every hit paints more of the rainbow. Tap a canvas, or pick with the arrow keys and press Enter.',
      surprise: 'Surprise: the painting is finished!',
      surpriseGold: 'Surprise: the painting is finished, in a golden frame!',
      splats: 'You splashed paint on {n} canvases.',
    },
    be: {},
  },
  testWindow: {
    parts: [
      { setting: { generator: 'add', params: { max: 20 } }, count: 4 },
      { setting: { generator: 'subtract', params: { max: 20 } }, count: 3 },
      { setting: { generator: 'compare', params: { max: 20 } }, count: 1 },
    ],
    reserve: { setting: { generator: 'add', params: { max: 10 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 4',
    task: {
      name: { nl: 'Plussommen tot 20', en: 'Addition to 20' },
      source: { type: 'generator', setting: { generator: 'add', params: { max: 20 } } },
    },
  },
});
