/** Belgian Dutch of the teachers screen (a-docenten): only what differs (a group is a 'klas', a year group a 'leerjaar'). */
export const schoolTeachersBe = {
  teachers: {
    edit: 'Rol en klassen wijzigen',
    intro:
      'De leerkrachten en schoolbeheerders van de school. Nodig iemand uit via e-mail: die kiest dan zelf een wachtwoord.',
    docentOnly:
      'Alleen een schoolbeheerder beheert de leerkrachten van de school. Vraag de schoolbeheerder als je aan een andere klas gekoppeld wilt worden.',
    columns: { groups: 'Klassen' },
    lastSignIn: 'Laatst aangemeld {{when}}',
    noGroups: 'Geen klas',
    form: {
      editTitle: 'Rol en klassen van {{name}}',
      roleDocent: 'Leerkracht: ziet en beheert de eigen klassen',
      groups: 'Klassen',
      noGroupsYet: 'De school heeft nog geen klassen. Koppel later een klas.',
      emailHint: 'Hier komt de uitnodiging; dit adres is ook de aanmeldnaam.',
    },
    deactivateText:
      '{{name}} kan zich daarna niet meer aanmelden en wordt overal afgemeld. De gegevens blijven bewaard; je kunt {{name}} later weer inschakelen.',
    activateText: '{{name}} kan zich daarna weer aanmelden met het eigen wachtwoord.',
  },
};
