import type { TextsOf } from '../../../shell/lib/i18n';
import type { officeGamesNl } from './texts.nl';

/** The games screens (o-spellen, o-spel), in English. */
export const officeGamesEn: TextsOf<typeof officeGamesNl> = {
  games: {
    develop: 'Develop',
    title: 'Games',
    intro:
      'Every game of the product: what a child does, which sums each game can show and which are built. Open a built game to play it with the sums of a practice task.',
    columns: { name: 'Game', mechanic: 'What the child does', shows: 'Sums', status: 'Status' },
    status: { built: 'Built', planned: 'Being made' },
    roles: { practice: 'Practice game', test: 'Test', reward: 'Reward game' },
    anyOperation: 'all operations',
    mechanics: {
      choice: 'picks the answer from a few',
      recall: 'types the answer on a number pad',
      numberLine: 'places the answer on the number line',
      split: 'fills in both parts of a number bond',
      arrange: 'puts things in place or in order',
      group: 'builds the sum as groups and counts them',
      balance: 'makes both sides equal',
      shop: 'counts, pays and gives change',
      typed: 'types the answer (the test)',
    },
    operations: {
      count: 'counting',
      add: 'addition',
      subtract: 'subtraction',
      multiply: 'multiplication',
      divide: 'division',
      bond: 'number bonds',
      complement: 'making up to',
      double: 'doubling',
      half: 'halving',
      compare: 'comparing',
      order: 'ordering',
      numberLine: 'number line',
      money: 'money',
    },
    detail: {
      names: 'Name and how to play',
      nameIn: 'Name ({{language}})',
      howToIn: 'How to play, for the child ({{language}})',
      languages: { nl: 'Dutch', be: 'Flemish', en: 'English' },
      noHowTo: 'No explanation yet: the game is not built yet.',
      kind: 'Kind',
      mechanic: 'What the child does',
      shows: 'Sums it can show',
      notFound: 'This game does not exist.',
    },
    preview: {
      title: 'Sample round',
      intro:
        'Play the game here as a child plays it, with sums of a practice task (the content with its drafts). Nothing is stored.',
      task: 'Practice task',
      taskOption: '{{name}} (year {{group}}, {{count}} sums)',
      play: 'Play a sample round',
      again: 'Other sums',
      stop: 'Stop',
      noTasks: 'No practice task has sums this game can show.',
      notBuilt: 'This game is not built yet: there is no preview.',
      notPractice: 'This is not a practice game: it gets no sums from a practice task.',
      stage: 'Preview of {{name}}',
    },
  },
};
