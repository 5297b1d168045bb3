/** Texts of the trash (a-prullenbak), in Dutch (namespace `school-trash`); keys ending in `_home` word a home account. */
export const schoolTrashNl = {
  trash: {
    title: 'Prullenbak',
    intro_one:
      'Verwijderde leerlingen blijven {{count}} dag in de prullenbak. Tot dan kun je ze terugzetten; daarna worden ze met al hun gegevens (antwoorden, toetsen, munten) definitief verwijderd.',
    intro_other:
      'Verwijderde leerlingen blijven {{count}} dagen in de prullenbak. Tot dan kun je ze terugzetten; daarna worden ze met al hun gegevens (antwoorden, toetsen, munten) definitief verwijderd.',
    intro_home_one:
      'Verwijderde kinderen blijven {{count}} dag in de prullenbak. Tot dan kun je ze terugzetten; daarna worden ze met al hun gegevens (antwoorden, toetsen, munten) definitief verwijderd.',
    intro_home_other:
      'Verwijderde kinderen blijven {{count}} dagen in de prullenbak. Tot dan kun je ze terugzetten; daarna worden ze met al hun gegevens (antwoorden, toetsen, munten) definitief verwijderd.',
    empty: 'De prullenbak is leeg',
    emptyText_one:
      'Verwijder je een leerling in een groep, dan komt die hier terecht en kun je hem nog {{count}} dag terugzetten.',
    emptyText_other:
      'Verwijder je een leerling in een groep, dan komt die hier terecht en kun je hem nog {{count}} dagen terugzetten.',
    emptyText_home_one:
      'Verwijder je een kind, dan komt het hier terecht en kun je het nog {{count}} dag terugzetten.',
    emptyText_home_other:
      'Verwijder je een kind, dan komt het hier terecht en kun je het nog {{count}} dagen terugzetten.',
    columns: {
      name: 'Leerling',
      group: 'Was in groep',
      deletedAt: 'Verwijderd op',
      purgeAt: 'Definitief weg op',
    },
    noGroup: 'Geen groep',
    archived: '(gearchiveerd)',
    menu: 'Acties voor {{name}}',
    restore: 'Terugzetten',
    purge: 'Nu definitief verwijderen',
    restoreTitle: '{{name}} terugzetten',
    restoreText:
      'De groep van {{name}} is gearchiveerd of bestaat niet meer. Kies de groep waarin {{name}} terugkomt.',
    restoreInto: 'Terugzetten in groep',
    purgeTitle: '{{name}} definitief verwijderen?',
    purgeText:
      '{{name}} wordt met alle antwoorden, toetsen, beoordelingen en munten voorgoed verwijderd. Dit kan niet ongedaan worden gemaakt.',
    purgeConfirm: 'Definitief verwijderen',
    restored: '{{name}} is teruggezet.',
    purged: '{{name}} is definitief verwijderd.',
    settings: 'Bewaartermijn',
    days: 'Dagen in de prullenbak',
    daysHint: 'Tussen {{min}} en {{max}} dagen.',
    saveDays: 'Opslaan',
    daysSaved_one: 'Verwijderde leerlingen blijven voortaan {{count}} dag in de prullenbak.',
    daysSaved_other: 'Verwijderde leerlingen blijven voortaan {{count}} dagen in de prullenbak.',
  },
};
