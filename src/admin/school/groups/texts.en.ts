import type { TextsOf } from '../../../shell/lib/i18n';
import type { schoolGroupsNl } from './texts.nl';

/** Texts of the groups screen (a-groepen) and its dialogs, in English (Maths Blobs). */
export const schoolGroupsEn: TextsOf<typeof schoolGroupsNl> = {
  groups: {
    title: 'Groups',
    title_home: 'My children',
    intro: 'All groups of the school: open a group to see its students, add students or print login cards.',
    intro_docent: 'The groups you teach. Open a group to see its students.',
    add: 'New group',
    import: 'Import students (EDEXML)',
    showArchived: 'Archived groups',
    showActive: 'Active groups',
    archivedTitle: 'Archived groups',
    columns: {
      name: 'Group',
      yearGroup: 'Year group',
      students: 'Students',
      teachers: 'Teachers',
      lastPractised: 'Last practised',
    },
    combination: 'set group',
    noTeachers: 'No teacher yet',
    never: 'Not yet',
    empty: 'No groups yet',
    emptyText:
      'Create a group, or import all your students at once with an EDEXML file from your school administration system.',
    emptyDocent:
      'You are not linked to a group yet. Ask your school administrator to link you to your group.',
    emptyArchived: 'There are no archived groups.',
    menu: 'Actions for {{name}}',
    edit: 'Change name and year group',
    merge: 'Merge with…',
    archive: 'Archive',
    restore: 'Restore',
    form: {
      createTitle: 'New group',
      editTitle: 'Change group',
      name: 'Name of the group',
      namePlaceholder: 'For example Group 5a',
      kind: 'Kind of group',
      kindGroup: 'Class (every student is in one class)',
      kindCombination: 'Set group (for example an extension group, beside the own class)',
      create: 'Create group',
    },
    mergeTitle: 'Merge {{name}}',
    mergeText:
      'All students and teachers of {{name}} move to the group you choose. {{name}} is archived afterwards.',
    mergeInto: 'Merge with',
    mergeConfirm: 'Merge',
    merged_one: '{{count}} student was moved.',
    merged_other: '{{count}} students were moved.',
    archiveTitle: 'Archive {{name}}?',
    archiveText:
      'An archived group disappears from the list. You can restore it later. Only an empty group can be archived.',
    errors: { groupNameTaken: 'There is already a group with this name.' },
  },
};
