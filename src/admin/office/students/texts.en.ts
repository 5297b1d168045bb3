import type { TextsOf } from '../../../shell/lib/i18n';
import type { officeStudentsNl } from './texts.nl';

/** The texts of student support (o-leerlingen), in English. */
export const officeStudentsEn: TextsOf<typeof officeStudentsNl> = {
  students: {
    title: 'Students',
    intro:
      'Find a student by user name, name, school name or school code, for example when a child cannot log in.',
    search: 'Search',
    searchLabel: 'Find a student',
    searchPlaceholder: 'e.g. sam.g4, Sam, De Regenboog or the school code',
    startTitle: 'Find a student',
    startText: 'Type a user name, name, school name or school code and choose Search.',
    empty: 'No student found for “{{text}}”',
    emptyText: 'Check the spelling, or search for the school’s name or school code.',
    more: 'More than {{count}} students were found. Please narrow the search.',
    columns: {
      student: 'Student',
      account: 'Account',
      group: 'Group',
      lastSignIn: 'Last signed in',
      status: 'Status',
    },
    noGroup: 'no group',
    never: 'not known',
    locked: 'Locked',
    lockedUntil: 'until {{time}}',
    ok: 'Can log in',
    noPassword: 'No password',
    schoolCode: 'school code {{code}}',
    menu: 'Actions for {{name}}',
    resetPassword: 'Make a new password',
    unlock: 'Unlock',
    move: 'Move to another group',
    resetTitle: 'A new password for {{name}}?',
    resetText:
      'The current password of {{name}} ({{username}}, {{account}}) stops working and {{name}} is logged out everywhere.',
    resetConfirm: 'Make a new password',
    newPasswordTitle: 'New password of {{name}}',
    newPasswordText:
      'Pass this password on to the school. It is shown here only once; the teacher can also see it again under Passwords.',
    newPasswordLabel: 'New password',
    username: 'User name',
    unlocked: '{{name}} is unlocked and can log in again.',
    notLocked: '{{name}} was not locked. Still cannot log in? Then make a new password.',
    moveTitle: 'Move {{name}} to another group',
    moveText: 'Choose a group of {{account}}. A student can only move within their own account.',
    moveLabel: 'New group',
    moveChoose: 'Choose a group',
    moveConfirm: 'Move',
    moved: '{{name}} is now in {{group}}.',
    noOtherGroups: '{{account}} has no other group. Create a group in the account first.',
    current: '(current group)',
  },
};
