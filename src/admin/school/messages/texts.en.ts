import type { TextsOf } from '../../../shell/lib/i18n';
import type { schoolCommsNl } from './texts.nl';

export const schoolCommsEn: TextsOf<typeof schoolCommsNl> = {
  nav: { unread: '{{label}}, {{count}} unread' },
  messages: {
    title: 'Messages',
    intro: 'Messages from Maths Blobs to your school, and the webinars you can sign up for.',
    inbox: 'Messages',
    empty: 'No messages yet',
    emptyText:
      'When Maths Blobs has news for your school, it appears here. Below you see the upcoming webinars.',
    unread: 'New',
    unreadCount: '{{count}} unread',
    open: 'Read',
    close: 'Close',
  },
  webinars: {
    title: 'Webinars',
    empty: 'No webinars planned at the moment',
    emptyText: 'New webinars appear here; you also hear of them in a message from Maths Blobs.',
    when: '{{when}} · {{count}} minutes',
    when_one: '{{when}} · 1 minute',
    placesLeft: '{{count}} places left',
    placesLeft_one: '1 place left',
    full: 'Full',
    signedUp: 'You are signed up',
    signUp: 'Sign up',
    signOff: 'Sign off',
    signUpLabel: 'Sign up for {{title}}',
    signOffLabel: 'Sign off from {{title}}',
    signedUpNotice: 'You signed up for "{{title}}". The day before, you get a reminder with the link.',
    signedOffNotice: 'You signed off from "{{title}}".',
    link: 'Link to join',
  },
};
