/** Belgian Dutch: only what differs. */
export const schoolCommsBe = {
  webinars: {
    signUp: 'Inschrijven',
    signOff: 'Uitschrijven',
    signUpLabel: 'Inschrijven voor {{title}}',
    signOffLabel: 'Uitschrijven voor {{title}}',
    signedUp: 'Je bent ingeschreven',
    signedUpNotice:
      'Je bent ingeschreven voor "{{title}}". De dag ervoor krijg je een herinnering met de link.',
    signedOffNotice: 'Je bent uitgeschreven voor "{{title}}".',
  },
  invite: {
    intro:
      'Ken je een leerkracht in een andere school die Rekenblobs zou willen proberen? Stuur een uitnodiging: je collega krijgt een e-mail met een link naar het aanvraagformulier, waarin al ingevuld staat wat je hier opgeeft.',
  },
};
