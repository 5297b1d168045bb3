import type { TextsOf } from '../../../shell/lib/i18n';
import type { officeStaffNl } from './texts.nl';

/** The office users screen (o-medewerkers), in English. */
export const officeStaffEn: TextsOf<typeof officeStaffNl> = {
  staff: {
    title: 'Office staff',
    intro:
      'The office’s users and the superadmins. Office staff run schools and support; only a superadmin manages staff, reads the audit log and deletes accounts.',
    onlySuperadmin: 'Only a superadmin manages office staff.',
    onlySuperadminText: 'Ask a superadmin to invite a colleague or change a role.',
    invite: 'Invite a colleague',
    empty: 'No office staff yet',
    emptyText: 'Invite a colleague from the office by e-mail address.',
    columns: {
      name: 'Name',
      email: 'E-mail address',
      role: 'Role',
      status: 'Status',
      lastSignIn: 'Last signed in',
    },
    roles: { office: 'Office', superadmin: 'Superadmin' },
    status: { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' },
    you: '(you)',
    never: 'not yet',
    menu: 'Actions for {{name}}',
    makeSuperadmin: 'Make superadmin',
    makeOffice: 'Give office role',
    roleTitle: 'Change the role of {{name}}?',
    roleText: '{{name}} becomes {{role}}. {{name}} is logged out and then logs in with the new role.',
    roleConfirm: 'Change role',
    roleChanged: '{{name}} is now {{role}}.',
    deactivate: 'Deactivate',
    activate: 'Reactivate',
    deactivateTitle: 'Deactivate {{name}}?',
    deactivateText:
      '{{name}} ({{email}}) can no longer log in and is logged out everywhere at once. You can reactivate {{name}} later.',
    activateTitle: 'Reactivate {{name}}?',
    activateText: '{{name}} can then log in again with their own password.',
    deactivated: '{{name}} has been deactivated.',
    activated: '{{name}} has been reactivated.',
    invited: '{{name}} has been invited. An e-mail was sent to {{email}}.',
    form: {
      title: 'Invite a colleague',
      text: 'The colleague receives an e-mail with a link to choose a password (valid for seven days) and starts with the Office role.',
      name: 'Name',
      email: 'E-mail address',
      send: 'Send invitation',
    },
    errors: {
      emailUnavailable: 'This e-mail address is already in use. Please choose another one.',
      notYourself: 'You cannot change your own role or deactivate yourself. Please ask another superadmin.',
      lastSuperadmin: 'At least one active superadmin must always remain.',
    },
  },
};
