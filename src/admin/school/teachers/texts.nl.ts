/** Texts of the teachers screen (a-docenten), in Dutch (namespace `school-teachers`); keys ending in `_home` word a home account. */
export const schoolTeachersNl = {
  teachers: {
    title: 'Leerkrachten',
    intro:
      'De leerkrachten en schoolbeheerders van de school. Nodig iemand uit per e-mail: die kiest dan zelf een wachtwoord.',
    invite: 'Leerkracht uitnodigen',
    docentOnly:
      'Alleen een schoolbeheerder beheert de leerkrachten van de school. Vraag de schoolbeheerder als je aan een andere groep gekoppeld wilt worden.',
    columns: { name: 'Naam', email: 'E-mailadres', role: 'Rol', groups: 'Groepen', status: 'Status' },
    roles: { schooladmin: 'Schoolbeheerder', docent: 'Leerkracht' },
    status: {
      active: 'Actief',
      invited: 'Uitgenodigd',
      deactivated: 'Uitgeschakeld',
    },
    lastSignIn: 'Laatst ingelogd {{when}}',
    you: '(jij)',
    noGroups: 'Geen groep',
    empty: 'Nog geen leerkrachten',
    emptyText:
      'Nodig de leerkrachten van de school uit. Ze krijgen een e-mail met een link om een wachtwoord te kiezen.',
    menu: 'Acties voor {{name}}',
    edit: 'Rol en groepen wijzigen',
    deactivate: 'Uitschakelen',
    activate: 'Weer inschakelen',
    deactivateTitle: '{{name}} uitschakelen?',
    deactivateText:
      '{{name}} kan daarna niet meer inloggen en wordt overal uitgelogd. De gegevens blijven bewaard; je kunt {{name}} later weer inschakelen.',
    activateTitle: '{{name}} weer inschakelen?',
    activateText: '{{name}} kan daarna weer inloggen met het eigen wachtwoord.',
    invited:
      '{{name}} is uitgenodigd. De e-mail met de link om een wachtwoord te kiezen is verstuurd naar {{email}}.',
    saved: 'De wijzigingen voor {{name}} zijn opgeslagen.',
    deactivated: '{{name}} is uitgeschakeld.',
    activated: '{{name}} is weer ingeschakeld.',
    resend: 'Uitnodiging opnieuw versturen',
    resent:
      'Er is een nieuwe uitnodiging naar {{email}} verstuurd. De link uit de vorige e-mail werkt niet meer.',
    form: {
      inviteTitle: 'Leerkracht uitnodigen',
      editTitle: 'Rol en groepen van {{name}}',
      name: 'Naam',
      namePlaceholder: 'Bijvoorbeeld Anne Jansen',
      email: 'E-mailadres',
      emailHint: 'Hier komt de uitnodiging; dit adres is ook de inlognaam.',
      role: 'Rol',
      roleDocent: 'Leerkracht: ziet en beheert de eigen groepen',
      roleAdmin: 'Schoolbeheerder: beheert de hele school, ook de leerkrachten',
      groups: 'Groepen',
      noGroupsYet: 'De school heeft nog geen groepen. Koppel later een groep.',
      send: 'Uitnodiging versturen',
    },
    errors: {
      teacherExists: 'Deze leerkracht hoort al bij deze school.',
      emailUnavailable: 'Dit e-mailadres kan niet worden gebruikt. Kies een ander e-mailadres.',
    },
  },
};
