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
};
