import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'stofzuigen',
  texts: {
    nl: {
      title: 'Stofzuigen',
      howTo: 'Stuur de robotstofzuiger naar het stofhoopje met het goede antwoord!',
      found: 'Een gouden munt!',
    },
    en: {
      title: 'Vacuuming',
      howTo: 'Send the robot vacuum to the dust pile with the right answer!',
      found: 'A golden coin!',
    },
    be: {},
  },
  testWindow: {
    parts: [
      { setting: { generator: 'subtract', params: { max: 20 } }, count: 5 },
      { setting: { generator: 'complement', params: { target: 10 } }, count: 2 },
      { setting: { generator: 'compare', params: { max: 20 } }, count: 1 },
    ],
    reserve: { setting: { generator: 'subtract', params: { max: 10 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 4',
    task: {
      name: { nl: 'Min hele tientallen tot 100', en: 'Taking away whole tens to 100' },
      source: { type: 'generator', setting: { generator: 'subtract', params: { max: 100, second: 'tens' } } },
    },
  },
});
