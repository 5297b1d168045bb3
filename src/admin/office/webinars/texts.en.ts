import type { TextsOf } from '../../../shell/lib/i18n';
import type { officeWebinarsNl } from './texts.nl';

/** Texts of the office's webinars screen, in English. */
export const officeWebinarsEn: TextsOf<typeof officeWebinarsNl> = {
  errors: {
    httpsUrl: 'Enter a full link that starts with https://.',
    notInFuture: 'Choose a moment in the future.',
    belowSignups: 'There are already {{0}} sign-ups; choose at least that many places.',
  },
  webinars: {
    title: 'Webinars',
    intro:
      'Plan webinars for teachers. Schools sign up in their own area; the day before, attendees get a reminder automatically.',
    plan: 'Plan a webinar',
    upcoming: 'Upcoming',
    past: 'Past',
    emptyUpcoming: 'No webinars planned',
    emptyUpcomingText: 'Plan a webinar: schools see it with their messages right away and can sign up.',
    emptyPast: 'No past webinars yet',
    emptyPastText: 'Webinars that took place appear here, with their attendees.',
    columns: { title: 'Webinar', when: 'When', places: 'Sign-ups', status: 'Status' },
    minutes: '{{count}} min.',
    signedUp: '{{signedUp}} of {{places}}',
    status: { planned: 'Planned', full: 'Full', cancelled: 'Cancelled', reminded: 'Reminder sent' },
    menu: 'Actions for {{title}}',
    edit: 'Edit',
    attendees: 'Attendees',
    cancel: 'Cancel',
    cancelTitle: 'Cancel webinar "{{title}}"?',
    cancelText:
      'The webinar of {{when}} will not take place. The {{count}} teachers who signed up get an e-mail. This cannot be undone.',
    cancelConfirm: 'Cancel webinar',
    cancelled: 'The webinar "{{title}}" was cancelled.',
    created: 'The webinar "{{title}}" was planned.',
    saved: 'The webinar "{{title}}" was changed.',
    attendeesTitle: 'Attendees: {{title}}',
    attendeesEmpty: 'Nobody has signed up yet. Schools see the webinar with their messages.',
    attendeeColumns: { name: 'Teacher', school: 'School', email: 'E-mail', signedUpAt: 'Signed up' },
    form: {
      createTitle: 'Plan a webinar',
      editTitle: 'Edit webinar',
      title: 'Title',
      description: 'Description',
      descriptionHint: 'What do attendees learn? Who is it for?',
      date: 'Date',
      time: 'Start time',
      duration: 'Length (minutes)',
      url: 'Link to the webinar',
      urlHint: 'The link attendees join with, for example a Teams or Zoom link.',
      places: 'Number of places',
      save: 'Plan',
    },
  },
};
