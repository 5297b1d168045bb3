/** Belgian Dutch: leerjaar instead of groep; the rest falls back to Dutch. */
export const officeLineBe = {
  groups: 'Leerjaar {{groups}}',
  group: 'Leerjaar {{group}}',
  noGroups: 'Geen leerjaren',
  list: { columns: { groups: 'Leerjaren' }, intro: { goal: 'Alle tussendoelen van de leerlijn, met hun leerjaren. Een tussendoel toevoegen of verplaatsen kan ook in de boom.' } },
  nodeForm: { groups: 'Leerjaren', groupsHint: 'Voor welke leerjaren dit tussendoel is.' },
  tasks: { columns: { group: 'Leerjaar' } },
  task: { group: 'Leerjaar' },
  taskForm: { group: 'Leerjaar' },
  errors: { onlyGoals: 'Alleen een tussendoel heeft leerjaren' },
};
