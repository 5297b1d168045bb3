import type { TextsOf } from '../../../shell/lib/i18n';
import type { officeCommsNl } from './texts.nl';

export const officeCommsEn: TextsOf<typeof officeCommsNl> = {
  errors: {
    noRecipients: 'This selection holds no account (at the moment). Choose a wider selection.',
    notFound: 'This account does not exist (any more). Search for it again.',
    audienceAccount: 'Choose the account the message goes to.',
  },
  messages: {
    title: 'Messages',
    intro:
      'Write a message to all schools, a selection or one account. Schools read it in their area; you see who read it.',
    compose: 'New message',
    empty: 'No messages sent yet',
    emptyText: 'Write a message: it appears with the chosen schools under Messages, at the top while unread.',
    columns: { title: 'Message', audience: 'To', sent: 'Sent', read: 'Read' },
    readCount: '{{readAccounts}} of {{recipients}} accounts',
    readCount_one: '{{readAccounts}} of {{recipients}} account',
    readers: 'Who read it',
    readersTitle: 'Read: {{title}}',
    readersEmpty: 'Nobody has read this message yet.',
    readerColumns: { name: 'Name', school: 'School', readAt: 'Read on' },
    menu: 'Actions for {{title}}',
    automatic: 'Automatic (licence ended)',
    audience: {
      all: 'All schools',
      selection: 'Selection',
      account: 'One account',
      countries: 'Country',
      NL: 'The Netherlands',
      BE: 'Belgium',
      licenceStates: 'Licence',
      states: { trial: 'Trial', active: 'Active', expired: 'Expired', none: 'No licence' },
      selectionHint: 'Choose a country, a licence state or both (then both must match).',
      search: 'Search an account by name',
      searchHint: 'Type at least two letters.',
      noMatch: 'No account found with this name.',
      results: 'Accounts found',
      chosen: 'Chosen: {{name}}',
      summarySelection: 'Selection: {{parts}}',
    },
    form: { title: 'Subject', body: 'Message', audience: 'To whom', send: 'Send' },
    sent: 'The message "{{title}}" was sent to {{count}} accounts.',
    sent_one: 'The message "{{title}}" was sent to 1 account.',
  },
};
