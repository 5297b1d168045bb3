import type { schoolCommsNl } from './texts.nl';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const schoolCommsEn: Texts<typeof schoolCommsNl> = {
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
  invite: {
    title: 'Invite a colleague',
    intro:
      'Do you know a teacher at another school who would like to try Maths Blobs? Send an invitation: your colleague gets an e-mail with a link to the application form, already filled in with what you enter here.',
    name: "Your colleague's name",
    email: 'E-mail address',
    schoolName: 'Name of the school',
    optional: 'Optional',
    send: 'Send invitation',
    sent: 'The invitation was sent to {{email}}.',
    leftToday: 'You can invite {{count}} more colleagues today.',
    leftToday_one: 'You can invite 1 more colleague today.',
    noneLeft: 'You have sent the most invitations for today. You can invite someone again tomorrow.',
    listTitle: 'Invitations sent',
    empty: 'You have not invited anyone yet',
    emptyText: "Enter a colleague's e-mail address above to send the first invitation.",
    columns: { who: 'Colleague', sent: 'Sent', status: 'Status' },
    applied: 'Has applied',
    waiting: 'Invited',
  },
};
