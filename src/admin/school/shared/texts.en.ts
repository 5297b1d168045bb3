import type { TextsOf } from '../../../shell/lib/i18n';
import type { schoolNl } from './texts.nl';

/** English texts the school area's features share (Maths Blobs); same keys as Dutch. */
export const schoolEn: TextsOf<typeof schoolNl> = {
  yearGroup: {
    label: 'Year group',
    none: 'None',
    group: 'Group {{value}}',
    group_inText: 'group {{value}}',
    year: 'Year {{value}}',
    year_inText: 'year {{value}}',
    kindergarten: 'Nursery class {{value}}',
    kindergarten_inText: 'nursery class {{value}}',
    S: 'Special education',
    S_inText: 'special education',
    C: 'Mixed-age class',
    C_inText: 'a mixed-age class',
  },
  groups: {
    title: 'Groups',
    title_home: 'My children',
  },
  cards: {
    printOne: 'Print login card',
    print: 'Print login cards (PDF)',
    printAdded: 'Print login cards',
    printList: 'Password list (PDF)',
    printing: 'Making the PDF…',
  },
  schoolCode: 'Your school’s BRIN: {{code}}.',
  schoolCode_BE: 'Your school’s institution number: {{code}}.',
};
