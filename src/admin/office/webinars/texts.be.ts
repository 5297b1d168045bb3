/** Belgian Dutch of the webinars screen: only what differs. */
export const officeWebinarsBe = {
  webinars: {
    emptyUpcomingText:
      'Plan een webinar: scholen zien het meteen bij hun berichten en kunnen zich inschrijven.',
  },
};
