/** Belgian Dutch of the trash (a-prullenbak): only what differs (a group is a 'klas', a year group a 'leerjaar'). */
export const schoolTrashBe = {
  trash: {
    emptyText_one:
      'Verwijder je een leerling uit een klas, dan komt die hier terecht en kun je hem nog {{count}} dag terugzetten.',
    emptyText_other:
      'Verwijder je een leerling uit een klas, dan komt die hier terecht en kun je hem nog {{count}} dagen terugzetten.',
    columns: { group: 'Zat in klas' },
    noGroup: 'Geen klas',
    restoreText:
      'De klas van {{name}} is gearchiveerd of bestaat niet meer. Kies de klas waarin {{name}} terugkomt.',
    restoreInto: 'Terugzetten in klas',
  },
};
