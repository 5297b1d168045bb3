/** Belgian Dutch: only what differs from the Dutch texts of the accounts screens. */
export const officeAccountsBe = {
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
