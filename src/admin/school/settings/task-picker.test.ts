import { describe, expect, it } from 'vitest';
import { LEARNING_LINE } from '../../../domain/curriculum/learning-line';
import { locatePracticeTasks } from '../../../domain/curriculum/line';
import { pickerGroups } from './task-picker';

const dutch = (text: { nl: string }) => text.nl;

describe('the custom-task picker', () => {
  it('shows every task of the line, by domain and tussendoel, in teaching order', () => {
    const groups = pickerGroups(LEARNING_LINE, dutch);
    const ids = groups.flatMap((g) => g.tasks.map((t) => t.task.id));
    expect(ids).toEqual(locatePracticeTasks(LEARNING_LINE).map((l) => l.task.id));
    expect(groups.map((g) => g.id)).toEqual(LEARNING_LINE.domains.flatMap((d) => d.goals.map((g) => g.id)));
    expect(groups[0]!.domain).toBe(dutch(LEARNING_LINE.domains[0]!.name));
  });

  it('filters by name, whatever the case and accents, on every word typed', () => {
    const found = pickerGroups(LEARNING_LINE, dutch, '  TAFEL van 7 ');
    const names = found.flatMap((g) => g.tasks.map((t) => t.name));
    expect(names[0]).toBe('Tafel van 7');
    for (const name of names) expect(name.toLowerCase()).toMatch(/tafel.*van.*7|7.*tafel/);
    expect(found[0]!.goal).toBe('Tafels van vermenigvuldiging');
    expect(
      pickerGroups(LEARNING_LINE, dutch, 'honderdtallen plus').flatMap((g) => g.tasks.map((t) => t.name)),
    ).toEqual(['Honderdtallen plus en min']);
    expect(pickerGroups(LEARNING_LINE, dutch, 'zebra')).toEqual([]);
  });

  it('keeps a whole tussendoel or domain whose name is searched for', () => {
    const division = pickerGroups(LEARNING_LINE, dutch, 'deeltafels');
    const goal = division.find((g) => g.id === 'td-deeltafels')!;
    expect(goal.tasks.map((t) => t.name)).toContain('Deeltafel van 2');
    expect(goal.tasks).toHaveLength(12);
    const english = pickerGroups(LEARNING_LINE, (t) => t.en, 'number sense');
    expect(english.every((g) => g.domain === 'Number sense')).toBe(true);
    expect(english.length).toBeGreaterThan(1);
  });
});
