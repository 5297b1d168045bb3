import type { TextsOf } from '../../../shell/lib/i18n';
import type { schoolTeachersNl } from './texts.nl';

/** Texts of the teachers screen (a-docenten), in English (Maths Blobs). */
export const schoolTeachersEn: TextsOf<typeof schoolTeachersNl> = {
  teachers: {
    title: 'Teachers',
    intro:
      'The teachers and school administrators of the school. Invite someone by e-mail: they choose their own password.',
    invite: 'Invite a teacher',
    docentOnly:
      'Only a school administrator manages the teachers of the school. Ask your school administrator if you need to be linked to another group.',
    columns: { name: 'Name', email: 'E-mail address', role: 'Role', groups: 'Groups', status: 'Status' },
    roles: { schooladmin: 'School administrator', docent: 'Teacher' },
    status: {
      active: 'Active',
      invited: 'Invited',
      deactivated: 'Deactivated',
    },
    lastSignIn: 'Last signed in {{when}}',
    you: '(you)',
    noGroups: 'No group',
    empty: 'No teachers yet',
    emptyText: 'Invite the teachers of the school. They get an e-mail with a link to choose a password.',
    menu: 'Actions for {{name}}',
    edit: 'Change role and groups',
    deactivate: 'Deactivate',
    activate: 'Activate again',
    deactivateTitle: 'Deactivate {{name}}?',
    deactivateText:
      '{{name}} can no longer sign in and is signed out everywhere. Their data is kept; you can activate {{name}} again later.',
    activateTitle: 'Activate {{name}} again?',
    activateText: '{{name}} can then sign in again with their own password.',
    invited:
      '{{name}} has been invited. The e-mail with the link to choose a password was sent to {{email}}.',
    saved: 'The changes for {{name}} have been saved.',
    deactivated: '{{name}} has been deactivated.',
    activated: '{{name}} has been activated again.',
    resend: 'Send the invitation again',
    resent: 'A new invitation has been sent to {{email}}. The link in the earlier e-mail no longer works.',
    form: {
      inviteTitle: 'Invite a teacher',
      editTitle: 'Role and groups of {{name}}',
      name: 'Name',
      namePlaceholder: 'For example Anne Jansen',
      email: 'E-mail address',
      emailHint: 'The invitation goes here; this address is also the sign-in name.',
      role: 'Role',
      roleDocent: 'Teacher: sees and manages their own groups',
      roleAdmin: 'School administrator: manages the whole school, teachers included',
      groups: 'Groups',
      noGroupsYet: 'The school has no groups yet. Link a group later.',
      send: 'Send invitation',
    },
    errors: {
      teacherExists: 'This teacher already belongs to this school.',
      emailUnavailable: 'This e-mail address cannot be used. Please choose another one.',
    },
  },
};
