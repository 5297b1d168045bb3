import type { TextsOf } from '../../../../shell/lib/i18n';
import type { officeContentNl } from './texts.nl';

/** The develop tools' publish bar and version history, in English. */
export const officeContentEn: TextsOf<typeof officeContentNl> = {
  content: {
    bar: 'Publishing',
    published: 'Published: version {{version}}, {{when}}',
    publishedBy: 'Published: version {{version}}, {{when}}, by {{name}}',
    drafts_one: '{{count}} draft is waiting to be published.',
    drafts_other: '{{count}} drafts are waiting to be published.',
    noDrafts: 'No drafts: children practise what you see here.',
    review: 'Review and publish',
    versions: 'Versions',
    publishTitle: 'Publish drafts',
    publishText:
      'Once published, new rounds get this content. A round already under way is finished on the version it started with.',
    note: 'What changes and why? (optional)',
    publish: 'Publish',
    publishedNotice: 'Version {{version}} has been published.',
    problemsTitle: 'Solve these first, then you can publish:',
    discard: 'Discard draft',
    discardLabel: 'Discard draft: {{item}}',
    discarded: 'The draft of {{item}} has been discarded.',
    versionsTitle: 'Published versions',
    version: 'Version {{version}}',
    current: 'published now',
    restoredFrom: 'restored the content of version {{version}}',
    firstVersion: 'The first version',
    noChanges: 'No changes.',
    rollback: 'Restore',
    rollbackLabel: 'Restore version {{version}}',
    rollbackTitle: 'Restore version {{version}}?',
    rollbackText:
      'The content of version {{version}} is published as a new version. Rounds already under way finish on their own version; drafts stay drafts.',
    rolledBack: 'Version {{version}} has been restored as version {{newVersion}}.',
    close: 'Close',
    change: { added: 'added', changed: 'changed', removed: 'removed' },
    kinds: {
      node: 'Part of the line',
      task: 'Practice task',
      setting: 'Generator setting',
      collection: 'Sum collection',
      blob: 'Blob',
      map: 'Map',
      game: 'Game',
      level: 'Level',
    },
  },
};
