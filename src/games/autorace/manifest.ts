import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'autorace',
  texts: {
    nl: {
      title: 'Autorace',
      howTo: 'Rijd door de poort met het goede antwoord! Stuur met de pijltjes of tik op een rijbaan.',
      finish: 'Finish',
    },
    en: {
      title: 'Car race',
      howTo: 'Drive through the gate with the right answer! Steer with the arrow keys or tap a lane.',
      finish: 'Finish',
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
});
