import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'buurtsuper',
  texts: {
    nl: {
      title: 'Buurtsuper',
      howTo: 'Reken af in de winkel met munten en briefjes!',
      pay: 'Betaal precies {price}',
      count: 'Hoeveel geld is dit?',
      change: 'Het kost {price}. Je betaalt met {paid}. Hoeveel krijg je terug?',
      total: 'Op de toonbank: {total}',
      takeBack: 'Tik op geld op de toonbank om het terug te pakken.',
    },
    en: {
      title: 'Corner shop',
      howTo: 'Pay in the shop with coins and notes!',
      pay: 'Pay exactly {price}',
      count: 'How much money is this?',
      change: 'It costs {price}. You pay with {paid}. How much change do you get?',
      total: 'On the counter: {total}',
      takeBack: 'Tap money on the counter to take it back.',
    },
    be: {},
  },
  testWindow: {
    parts: [
      {
        setting: { generator: 'money', params: { mode: 'pay', minCents: 50, maxCents: 500, multipleOf: 10 } },
        count: 3,
      },
      {
        setting: {
          generator: 'money',
          params: { mode: 'count', minCents: 50, maxCents: 1000, multipleOf: 10 },
        },
        count: 1,
      },
      {
        setting: {
          generator: 'money',
          params: { mode: 'change', minCents: 50, maxCents: 900, multipleOf: 10 },
        },
        count: 1,
      },
      {
        setting: {
          generator: 'money',
          params: { mode: 'pay', minCents: 500, maxCents: 2500, multipleOf: 50 },
        },
        count: 1,
      },
    ],
  },
  practiceCase: {
    group: 'Groep 6',
    task: {
      name: { nl: 'Betalen tot 10 euro', en: 'Paying up to 10 euros' },
      source: {
        type: 'generator',
        setting: { generator: 'money', params: { mode: 'pay', maxCents: 1000, multipleOf: 10 } },
      },
    },
  },
});
