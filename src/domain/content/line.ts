import type { SumSource } from '../generators/source';
import type { CurriculumDomain, LearningLine, PracticeTask } from '../curriculum/types';
import type { ContentDocument, ContentNode, ContentSetting } from './document';

const bySiblingOrder = <T extends { position: number; id: string }>(a: T, b: T) =>
  a.position - b.position || a.id.localeCompare(b.id);

/** A task's generator settings in their order. */
export function settingsOfTask(doc: ContentDocument, taskId: string): ContentSetting[] {
  return doc.settings.filter((s) => s.taskId === taskId).sort(bySiblingOrder);
}

/** Where a content task's sums come from, or null when its settings are missing. */
export function taskSource(doc: ContentDocument, taskId: string): SumSource | null {
  const task = doc.tasks.find((t) => t.id === taskId);
  if (!task) return null;
  if (task.sourceType === 'collection') return { type: 'collection', collectionId: task.collectionId ?? '' };
  const own = settingsOfTask(doc, taskId);
  if (task.sourceType === 'mix' && own.length > 1)
    return { type: 'mix', settings: own.map((s) => s.setting) };
  return own[0] ? { type: 'generator', setting: own[0].setting } : null;
}

/**
 * The learning line children practise from a content document: retired nodes and tasks, and their
 * descendants, left out; siblings in position order.
 */
export function learningLineOf(doc: ContentDocument, version = 1): LearningLine {
  const children = (parentId: string, level: ContentNode['level']) =>
    doc.nodes.filter((n) => n.parentId === parentId && n.level === level && !n.retired).sort(bySiblingOrder);
  const tasksOfPart = (partId: string): PracticeTask[] =>
    doc.tasks
      .filter((t) => t.partId === partId && !t.retired)
      .sort(bySiblingOrder)
      .flatMap((t): PracticeTask[] => {
        const source = taskSource(doc, t.id);
        if (!source) return [];
        return [{ id: t.id, name: t.name, group: t.schoolGroup, source, gameIds: t.gameIds, goal: t.goal }];
      });
  const domains: CurriculumDomain[] = doc.nodes
    .filter((n) => n.level === 'domain' && !n.retired)
    .sort(bySiblingOrder)
    .map((domain) => ({
      id: domain.id,
      name: domain.name,
      goals: children(domain.id, 'goal').map((goal) => ({
        id: goal.id,
        name: goal.name,
        groups: goal.schoolGroups ?? [],
        subgoals: children(goal.id, 'subgoal').map((subgoal) => ({
          id: subgoal.id,
          name: subgoal.name,
          parts: children(subgoal.id, 'part').map((part) => ({
            id: part.id,
            name: part.name,
            tasks: tasksOfPart(part.id),
          })),
        })),
      })),
    }));
  return {
    id: 'leerlijn-automatiseren',
    version,
    name: { nl: 'Leerlijn automatiseren', en: 'Fact fluency learning line' },
    domains,
  };
}
