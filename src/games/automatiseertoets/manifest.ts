import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'automatiseertoets',
  texts: {
    nl: {
      title: 'Automatiseertoets',
      howTo: 'Typ het antwoord en druk op OK. Rustig aan: het gaat erom wat je al weet.',
      endTitle: 'Je bent klaar met de toets!',
      endAnswered: 'Je hebt {n} sommen gemaakt.',
      endLine: 'Je had {n} sommen goed, en {fluent} daarvan wist je meteen.',
      endStopped: 'We stoppen hier: deze sommen oefenen we eerst nog.',
      liveAnswered: 'Je antwoord {answer} is genoteerd.',
      liveSkipped: 'Op naar de volgende som.',
    },
    en: {
      title: 'Fluency test',
      howTo: 'Type the answer and press OK. Take your time: this is about what you already know.',
      endTitle: 'You have finished the test!',
      endAnswered: 'You did {n} sums.',
      endLine: 'You got {n} sums right, and you knew {fluent} of them straight away.',
      endStopped: 'We stop here: we will practise these sums first.',
      liveAnswered: 'Your answer {answer} is noted.',
      liveSkipped: 'On to the next sum.',
    },
    be: {},
  },
  testWindow: {
    purpose: 'fluencyTest',
    parts: [
      { setting: { generator: 'add', params: { max: 10 } }, count: 4 },
      { setting: { generator: 'multiply', params: { tables: [2, 5, 10] } }, count: 4 },
      { setting: { generator: 'multiply', params: { tables: [3, 4, 6, 7, 8, 9] } }, count: 4 },
    ],
  },
});
