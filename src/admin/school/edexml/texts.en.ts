import type { TextsOf } from '../../../shell/lib/i18n';
import type { schoolEdexmlNl } from './texts.nl';

/** Texts of the EDEXML import (a-edexml), in English (Maths Blobs). */
export const schoolEdexmlEn: TextsOf<typeof schoolEdexmlNl> = {
  edexml: {
    invite: {
      title: 'Invite teachers',
      text: 'These teachers in the file have no account yet. Invite them: they get an e-mail with a link to choose their own password, and then see their groups.',
      button: 'Invite',
      buttonFor: 'Invite {{name}}',
      sent: 'Invited',
      columns: { name: 'Name', email: 'E-mail address', groups: 'Groups' },
      errors: {
        teacherExists: 'This teacher already belongs to this school.',
        emailUnavailable: 'This e-mail address cannot be used. Please choose another one.',
      },
    },
    title: 'Import students (EDEXML)',
    crumb: 'Import',
    intro:
      "Import the groups, students and teachers from your school's administration system (ParnasSys, ESIS, Cito LVS and the like): export an EDEXML file there and choose it below. You first see what will change; only when you click Import is it carried out. Importing again updates everything, without duplicate students.",
    privacy:
      'We keep only the first name, group and year of each student (and the first letter of the last name when two children in a group share a first name). We do not read the BSN, address, date of birth or gender.',
    file: 'EDEXML file',
    choose: 'Choose file',
    chooseOther: 'Choose another file',
    noFile: 'No file chosen yet',
    fileInfo: '{{name}} ({{size}})',
    tooLarge:
      "This file is larger than {{max}} MB. A school's EDEXML file is much smaller: please choose the right file.",
    preview: 'See what will change',
    uploading: 'Sending the file… {{percent}}%',
    processing: 'Processing the file…',
    previewTitle: 'What will change',
    fileSummary:
      'File of school {{code}} (EDEXML {{version}}): {{groups}} groups, {{students}} students, {{teachers}} teachers.',
    versionUnknown: 'version unknown',
    nothingToDo: 'Everything is up to date: this import changes nothing.',
    counts: {
      groupsNew: 'New groups',
      groupsChanged: 'Changed groups',
      studentsNew: 'New students',
      studentsChanged: 'Name changed',
      studentsMoved: 'To another group',
      studentsGone: 'To the trash',
      studentsBack: 'Back from the trash',
      membershipsAdded: 'Into a set group',
      membershipsRemoved: 'Out of a set group',
      teachersChanged: 'Teachers linked to groups',
    },
    sections: {
      groupsNew: 'New groups',
      groupsChanged: 'Changed groups',
      studentsNew: 'New students',
      studentsChanged: 'Students with another name',
      studentsMoved: 'Students moving to another group',
      studentsGone: 'Students no longer in the file',
      studentsGoneText:
        'They go to the trash. You can restore them from there; if they are in the file again at a later import, they come back by themselves.',
      studentsBack: 'Students coming back from the trash',
      teachersNew: 'Teachers without an account yet',
      teachersNewText:
        'After the import you can invite them here (or later from Teachers); then they see their groups.',
      teachersChanged: 'Teachers linked to groups',
    },
    columns: {
      name: 'Name',
      group: 'Group',
      yearGroup: 'Year group',
      kind: 'Kind',
      username: 'User name',
      was: 'Was',
      from: 'From',
      to: 'To',
      email: 'E-mail address',
      groups: 'Groups',
    },
    kindGroup: 'Group',
    kindCombination: 'Set group',
    noEmail: 'no e-mail address',
    more: 'and {{count}} more',
    warnings: {
      noGroup_one:
        '{{count}} student without a group in the file ({{examples}}): they are not imported. If they are already in the product, they stay where they are.',
      noGroup_other:
        '{{count}} students without a group in the file ({{examples}}): they are not imported. Those already in the product stay where they are.',
      left_one:
        '{{count}} student is marked as left (year group H) in the file: they are not imported, and if they are already in the product they go to the trash.',
      left_other:
        '{{count}} students are marked as left (year group H) in the file: they are not imported, and those already in the product go to the trash.',
      groupsNotInFile_one:
        '{{count}} group from an earlier import is no longer in the file ({{examples}}). It stays; archive it under Groups when it is no longer needed.',
      groupsNotInFile_other:
        '{{count}} groups from an earlier import are no longer in the file ({{examples}}). They stay; archive them under Groups when they are no longer needed.',
      unknownYearGroup_one:
        'Unknown year group {{examples}}: those groups or students get no year group. You can set it yourself.',
      unknownYearGroup_other:
        'Unknown year groups {{examples}}: those groups or students get no year group. You can set it yourself.',
      teacherNoEmail_one:
        '{{count}} teacher without an e-mail address ({{examples}}): they cannot be invited from the import.',
      teacherNoEmail_other:
        '{{count}} teachers without an e-mail address ({{examples}}): they cannot be invited from the import.',
      schoolCodeSaved:
        'No BRIN code is known for this school yet. The import remembers {{examples}}; a file of another school is refused after that.',
      notChosen_one:
        '{{count}} student already in Maths Blobs is in a group of the file that you did not tick ({{examples}}). They stay as they are; put them in the trash yourself when they no longer practise.',
      notChosen_other:
        '{{count}} students already in Maths Blobs are in groups of the file that you did not tick ({{examples}}). They stay as they are; put them in the trash yourself when they no longer practise.',
      passwordsPending_one:
        '{{count}} new student gets a user name and an easy-to-type password. You find them under Passwords of the group, where you also print the login card. The password works within a few minutes of the import.',
      passwordsPending_other:
        '{{count}} new students get a user name and an easy-to-type password. You find them under Passwords of the group, where you also print the login cards. The password works within a few minutes of the import.',
    },
    import: 'Import',
    confirmTitle: 'Carry out the import?',
    confirmText:
      'The changes above are carried out now: {{studentsNew}} new students, {{studentsGone}} to the trash. This happens all at once.',
    confirm: 'Yes, import',
    cancel: 'Cancel',
    importing: 'Importing…',
    doneTitle: 'Import done',
    doneText: 'The groups and students have been updated.',
    backToGroups: 'To the groups',
    error: 'The file could not be read.',
    schoolCode: 'Your school’s BRIN: {{code}}. An EDEXML file with another BRIN is refused.',
    schoolCodeBe:
      'Your school’s institution number: {{code}}. An EDEXML file with another institution number is refused.',
    noSchoolCode:
      'No BRIN is known for your school yet. The first import remembers the BRIN of its file; after that, files of other schools are refused.',
    noSchoolCodeBe:
      'No institution number is known for your school yet. The first import remembers the one of its file; after that, files of other schools are refused.',
    choice: {
      title: 'Which groups do you import?',
      text: 'Groups 3 to 8 are ticked. Tick the infant groups (0 to 2) and special groups yourself if your licence covers them. The next import remembers your choice.',
      remembered:
        'Your choice of the last import is ready. Groups new in the file are ticked when they are groups 3 to 8.',
      all: 'Tick all',
      none: 'Tick none',
      students_one: '{{count}} student',
      students_other: '{{count}} students',
      newGroup: 'new in the file',
      updating: 'Updating the count…',
    },
    seats: {
      groups_one: '{{count}} group',
      groups_other: '{{count}} groups',
      students_one: '{{count}} student',
      students_other: '{{count}} students',
      places_one: '{{count}} place',
      places_other: '{{count}} places',
      newPlaces_one: '{{count}} new place',
      newPlaces_other: '{{count}} new places',
      chosen: 'You are choosing {{groups}} with {{students}}.',
      free: 'Your licence has {{places}} free.',
      uses: 'This import takes {{count}} of them.',
      usesKept: 'This import takes {{count}} of them: students already in Maths Blobs keep their place.',
      usesNone: 'This import takes no new places: students already in Maths Blobs keep their place.',
      unlimited: 'Your licence has no maximum number of students.',
      licenceFullTitle: 'Too many students for your licence.',
      licenceEndedTitle: 'Your licence has ended.',
      full: 'You are choosing {{groups}} with {{students}}. That needs {{needed}}, but your licence has only {{free}} free. Untick groups that need not come along, or contact us to extend your licence.',
      ended:
        'Your licence has ended: no new students can be added. Untick groups with new students, or contact us to renew your licence.',
      contact: 'Contact us',
      blocked: 'Your choice does not fit your licence; see the message above the lists.',
    },
  },
};
