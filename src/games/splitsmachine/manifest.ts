import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'splitsmachine',
  texts: {
    nl: {
      title: 'Splitsmachine',
      howTo: 'De machine splitst het getal in twee delen. Welk deel mist er?',
      free: 'Splits het getal in twee delen!',
    },
    en: {
      title: 'Splitting machine',
      howTo: 'The machine splits the number into two parts. Which part is missing?',
      free: 'Split the number into two parts!',
    },
    be: {},
  },
  testWindow: {
    parts: [
      { setting: { generator: 'bond', params: { minWhole: 4, maxWhole: 10, form: 'part' } }, count: 5 },
      { setting: { generator: 'bond', params: { minWhole: 5, maxWhole: 10, form: 'free' } }, count: 1 },
    ],
    reserve: { setting: { generator: 'bond', params: { minWhole: 2, maxWhole: 5 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 4',
    task: {
      name: { nl: 'Splitsen tot en met 10', en: 'Bonds up to 10' },
      source: {
        type: 'generator',
        setting: { generator: 'bond', params: { minWhole: 6, maxWhole: 10, form: 'mixed' } },
      },
    },
  },
});
