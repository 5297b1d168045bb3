import type { TextsOf } from '../../../shell/lib/i18n';
import type { schoolInviteNl } from './texts.nl';

/** Texts of the invite-a-colleague screen, in English. */
export const schoolInviteEn: TextsOf<typeof schoolInviteNl> = {
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
