import type { TextsOf } from '../../../shell/lib/i18n';
import type { schoolTrashNl } from './texts.nl';

/** Texts of the trash (a-prullenbak), in English (Maths Blobs). */
export const schoolTrashEn: TextsOf<typeof schoolTrashNl> = {
  trash: {
    title: 'Trash',
    intro_one:
      'Deleted students stay in the trash for {{count}} day. Until then you can restore them; after that they are deleted for good with all their data (answers, tests, coins).',
    intro_other:
      'Deleted students stay in the trash for {{count}} days. Until then you can restore them; after that they are deleted for good with all their data (answers, tests, coins).',
    intro_home_one:
      'Deleted children stay in the trash for {{count}} day. Until then you can restore them; after that they are deleted for good with all their data (answers, tests, coins).',
    intro_home_other:
      'Deleted children stay in the trash for {{count}} days. Until then you can restore them; after that they are deleted for good with all their data (answers, tests, coins).',
    empty: 'The trash is empty',
    emptyText_one:
      'When you delete a student from a group, they end up here and you can restore them for {{count}} more day.',
    emptyText_other:
      'When you delete a student from a group, they end up here and you can restore them for {{count}} more days.',
    emptyText_home_one:
      'When you delete a child, they end up here and you can restore them for {{count}} more day.',
    emptyText_home_other:
      'When you delete a child, they end up here and you can restore them for {{count}} more days.',
    columns: { name: 'Student', group: 'Was in group', deletedAt: 'Deleted on', purgeAt: 'Gone for good on' },
    noGroup: 'No group',
    archived: '(archived)',
    menu: 'Actions for {{name}}',
    restore: 'Restore',
    purge: 'Delete for good now',
    restoreTitle: 'Restore {{name}}',
    restoreText:
      'The group of {{name}} is archived or no longer exists. Choose the group {{name}} goes back into.',
    restoreInto: 'Restore into group',
    purgeTitle: 'Delete {{name}} for good?',
    purgeText:
      '{{name}} is deleted for good with all answers, tests, ratings and coins. This cannot be undone.',
    purgeConfirm: 'Delete for good',
    restored: '{{name}} has been restored.',
    purged: '{{name}} has been deleted for good.',
    settings: 'Retention period',
    days: 'Days in the trash',
    daysHint: 'Between {{min}} and {{max}} days.',
    saveDays: 'Save',
    daysSaved_one: 'Deleted students now stay in the trash for {{count}} day.',
    daysSaved_other: 'Deleted students now stay in the trash for {{count}} days.',
  },
};
