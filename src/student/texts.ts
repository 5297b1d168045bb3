/** Texts of the student area (namespace `student`); Belgian Dutch lists only what differs. */
export const studentNl = {
  testspel: {
    title: 'Kies een spel',
    lead: 'Probeer een spel met oefensommen. Dit is een proefronde: je antwoorden worden niet bewaard.',
    play: 'Speel {{name}}',
    others: 'Andere spellen',
    comingSoon: 'Er komen nog {{count}} spellen bij.',
    gamesLabel: 'Spellen',
  },
};

export type StudentTexts = typeof studentNl;

export const studentEn: StudentTexts = {
  testspel: {
    title: 'Choose a game',
    lead: 'Try a game with practice sums. This is a trial round: your answers are not saved.',
    play: 'Play {{name}}',
    others: 'Other games',
    comingSoon: '{{count}} more games are on their way.',
    gamesLabel: 'Games',
  },
};

/** Belgian Dutch: nothing on these screens differs from Dutch. */
export const studentBe = {};
