/** The texts of the audit log (o-logboek) and an account’s history, in Belgian Dutch; the rest falls back to Dutch. */
export const officeAuditBe = {
  audit: {
    details: {
      deletedGroup: 'verwijderde klas',
      fileCounts: 'bestand: {{groups}} klassen, {{students}} leerlingen, {{teachers}} leerkrachten',
      counts: {
        groupsNew: 'nieuwe klassen: {{count}}',
        groupsChanged: 'klassen gewijzigd: {{count}}',
        membershipsAdded: 'lid van samengestelde klas geworden: {{count}}',
        membershipsRemoved: 'geen lid meer van samengestelde klas: {{count}}',
        teachersChanged: 'leerkrachten aan klassen gekoppeld: {{count}}',
      },
      views: { groupProgress: 'voortgang van de klas' },
      fields: { groupsEnabled: 'klassen aan/uit' },
    },
    actions: {
      student: { move: 'Leerling naar andere klas verplaatst' },
      teacher: { groups: 'Klassen van leerkracht gewijzigd' },
    },
  },
};
