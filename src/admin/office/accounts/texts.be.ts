/** Belgian Dutch: only what differs from the Dutch texts of the accounts screens. */
export const officeAccountsBe = {
  admins: {
    teachers_one: 'De school heeft verder 1 leerkracht; die beheert de schoolbeheerder zelf.',
    columns: { lastSignIn: 'Laatst aangemeld' },
    deactivateText:
      '{{name}} kan zich daarna niet meer aanmelden en wordt overal afgemeld. Je kunt {{name}} later weer inschakelen.',
    demoteText:
      '{{name}} blijft leerkracht van de school, maar beheert de school niet meer en wordt overal afgemeld.',
    activateText: '{{name}} kan zich daarna weer aanmelden met het eigen wachtwoord.',
  },
  form: {
    brinHint: 'Voor een Nederlandse school: twee cijfers en twee letters, bijvoorbeeld 12AB.',
    errors: {
      licenceOverlap:
        'Deze periode overlapt met de licentie van {{from}} tot en met {{to}}. Kies een periode daarvoor of daarna, of pas die licentie eerst aan.',
    },
  },
  licences: {
    // "t/m" is Netherlands Dutch; in Flanders the words are written out.
    period: '{{from}} tot en met {{to}}',
    undeletable: {
      only: 'De {{kind}} van {{from}} tot en met {{to}} is de enige licentieperiode van dit account. Zonder licentie zou het aantal leerlingen niet meer begrensd zijn.',
      current:
        'De {{kind}} van {{from}} tot en met {{to}} geldt vandaag: de school werkt ermee. Zonder deze licentie kunnen er geen leerlingen bij en kunnen leerlingen geen nieuwe rondes starten.',
    },
  },
};
