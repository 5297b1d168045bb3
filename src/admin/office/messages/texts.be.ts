/** Belgian Dutch: only what differs. */
export const officeCommsBe = {
  webinars: {
    emptyUpcomingText:
      'Plan een webinar: scholen zien het meteen bij hun berichten en kunnen zich inschrijven.',
  },
};
