import type { TextsOf } from '../../../shell/lib/i18n';
import type { schoolLicenceNl } from './texts.nl';

/** English texts of the school's licence screen and banner. */
export const schoolLicenceEn: TextsOf<typeof schoolLicenceNl> = {
  title: 'Licence',
  intro: "Your school's licence: how long it runs and how many students it allows.",
  intro_home: 'Your home licence: how long it runs and how many children it allows.',
  kinds: { trial: 'Trial licence', school: 'School licence', home: 'Home licence' },
  states: { trial: 'Trial', active: 'Active', expired: 'Ended', none: 'No licence' },
  period: 'From {{from}} up to and including {{to}}',
  daysLeft_one: '{{count}} day left.',
  daysLeft_other: '{{count}} days left.',
  endsToday: 'This is the last day.',
  usage: '{{used}} of {{max}} students',
  usage_home: '{{used}} of {{max}} children',
  usageLabel: 'Students in use',
  usageLabel_home: 'Children in use',
  usageText: 'Students in the trash do not count.',
  full: 'All places are taken. New students can only be added once you move students who no longer practise to the trash, or once the licence grows.',
  next: 'After that: {{kind}} from {{from}} up to and including {{to}} for {{max}} students.',
  whenEnds: 'What happens when the licence ends?',
  whenEndsText:
    'All data is kept and you can still sign in and see the progress. Students can no longer start a new round; a round that is already running is finished as usual and its answers are kept. New students can be added again with a new licence.',
  extend: 'Extend or enlarge? Get in touch with us.',
  none: 'No licence has been set up yet',
  noneText: 'Contact us to arrange a licence.',
  ended: 'The licence ended on {{date}}',
  endedText: 'Students cannot start new rounds and no students can be added. All data is kept.',
  banner: {
    ended: "Your school's licence has ended. Students can no longer practise.",
    ended_home: 'Your licence has ended. The children can no longer practise.',
    full: 'Your licence has reached its number of students: no students can be added.',
    full_home: 'Your licence has reached its number of children.',
    link: 'See the licence',
  },
  errors: {
    licenceFull: 'Your licence has reached its number of students.',
    licenceEnded: 'The licence has ended.',
  },
};
