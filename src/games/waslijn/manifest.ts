import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'waslijn',
  texts: {
    nl: {
      title: 'Waslijn',
      howTo: 'Hang de kaarten op de goede plek aan de waslijn!',
      asc: 'Van klein naar groot',
      desc: 'Van groot naar klein',
      pick: 'Welke kaart hoort op de open plek?',
    },
    en: {
      title: 'Washing line',
      howTo: 'Hang the cards in the right place on the washing line!',
      asc: 'From small to big',
      desc: 'From big to small',
      pick: 'Which card goes in the gap?',
    },
    be: {},
  },
  testWindow: {
    parts: [
      { setting: { generator: 'order', params: { max: 20, count: 4 } }, count: 3 },
      { setting: { generator: 'count', params: { max: 50, steps: [2, 5, 10], aligned: true } }, count: 2 },
      { setting: { generator: 'numberLine', params: { max: 100, tick: 10, mode: 'read' } }, count: 1 },
      {
        setting: { generator: 'numberLine', params: { max: 20, tick: 2, mode: 'place', multipleOf: 2 } },
        count: 1,
      },
      { setting: { generator: 'order', params: { max: 100, count: 5, direction: 'desc' } }, count: 1 },
    ],
  },
  practiceCase: {
    group: 'Groep 4',
    task: {
      name: { nl: 'Getallen ordenen tot 100', en: 'Ordering numbers to 100' },
      source: {
        type: 'generator',
        setting: { generator: 'order', params: { max: 100, count: 4, direction: 'both' } },
      },
    },
  },
});
