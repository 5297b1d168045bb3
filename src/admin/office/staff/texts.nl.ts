/** The office users screen (o-medewerkers), in Dutch. */
export const officeStaffNl = {
  staff: {
    title: 'Medewerkers',
    intro:
      'De gebruikers van het kantoor en de superadmins. Kantoor beheert scholen en ondersteuning; alleen een superadmin beheert medewerkers, leest het logboek en verwijdert accounts.',
    onlySuperadmin: 'Alleen een superadmin beheert de medewerkers.',
    onlySuperadminText: 'Vraag een superadmin om een collega uit te nodigen of een rol te wijzigen.',
    invite: 'Medewerker uitnodigen',
    empty: 'Nog geen medewerkers',
    emptyText: 'Nodig een collega van het kantoor uit met een e-mailadres.',
    columns: {
      name: 'Naam',
      email: 'E-mailadres',
      role: 'Rol',
      status: 'Status',
      lastSignIn: 'Laatst ingelogd',
    },
    roles: { office: 'Kantoor', superadmin: 'Superadmin' },
    status: { active: 'Actief', invited: 'Uitgenodigd', deactivated: 'Uitgeschakeld' },
    you: '(jij)',
    never: 'nog niet',
    menu: 'Acties voor {{name}}',
    makeSuperadmin: 'Superadmin maken',
    makeOffice: 'Kantoorrol geven',
    roleTitle: 'Rol van {{name}} wijzigen?',
    roleText: '{{name}} wordt {{role}}. {{name}} wordt uitgelogd en logt daarna met de nieuwe rol in.',
    roleConfirm: 'Rol wijzigen',
    roleChanged: '{{name}} is nu {{role}}.',
    deactivate: 'Uitschakelen',
    activate: 'Weer inschakelen',
    deactivateTitle: '{{name}} uitschakelen?',
    deactivateText:
      '{{name}} ({{email}}) kan daarna niet meer inloggen en wordt meteen overal uitgelogd. Je kunt {{name}} later weer inschakelen.',
    activateTitle: '{{name}} weer inschakelen?',
    activateText: '{{name}} kan daarna weer inloggen met het eigen wachtwoord.',
    deactivated: '{{name}} is uitgeschakeld.',
    activated: '{{name}} is weer ingeschakeld.',
    invited: '{{name}} is uitgenodigd. Er is een e-mail gestuurd naar {{email}}.',
    form: {
      title: 'Medewerker uitnodigen',
      text: 'De collega krijgt een e-mail met een link om een wachtwoord te kiezen (zeven dagen geldig) en begint met de rol Kantoor.',
      name: 'Naam',
      email: 'E-mailadres',
      send: 'Uitnodiging versturen',
    },
    errors: {
      emailUnavailable: 'Dit e-mailadres is al in gebruik. Kies een ander e-mailadres.',
      notYourself:
        'Je kunt je eigen rol niet wijzigen en jezelf niet uitschakelen. Vraag een andere superadmin.',
      lastSuperadmin: 'Er moet altijd ten minste één actieve superadmin blijven.',
    },
  },
};
