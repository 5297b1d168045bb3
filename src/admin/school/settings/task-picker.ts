import type { LearningLine, PracticeTask } from '../../../domain/curriculum/types';
import type { LocalizedText } from '../../../domain/localized-text';

/** One heading of the custom-task picker: a tussendoel of a domain, with its tasks in line order. */
export interface PickerGroup {
  id: string;
  domain: string;
  goal: string;
  tasks: { task: PracticeTask; name: string }[];
}

/** Lower case without accents, so "e" finds "é" and "Tafel" finds "tafel". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The learning line's tasks as the picker shows them: grouped by domain and tussendoel, in the line's
 * teaching order. A query keeps the tasks whose name holds every word of it; a tussendoel or domain
 * whose name holds the query keeps all its tasks ("deeltafels" shows every division table).
 */
export function pickerGroups(
  line: LearningLine,
  nameOf: (text: LocalizedText) => string,
  query = '',
): PickerGroup[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const matches = (text: string) => words.every((w) => searchable(text).includes(w));
  const groups: PickerGroup[] = [];
  for (const domain of line.domains) {
    for (const goal of domain.goals) {
      const whole = words.length === 0 || matches(nameOf(goal.name)) || matches(nameOf(domain.name));
      const tasks = goal.subgoals
        .flatMap((subgoal) => subgoal.parts.flatMap((part) => part.tasks))
        .map((task) => ({ task, name: nameOf(task.name) }))
        .filter((entry) => whole || matches(entry.name));
      if (tasks.length)
        groups.push({ id: goal.id, domain: nameOf(domain.name), goal: nameOf(goal.name), tasks });
    }
  }
  return groups;
}
