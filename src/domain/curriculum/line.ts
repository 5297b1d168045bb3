import type { LearningLine, LocatedPracticeTask, PracticeTask, SchoolGroup } from './types';

/** Every practice task of the line in teaching order, with the ids of its ancestors. */
export function locatePracticeTasks(line: LearningLine): LocatedPracticeTask[] {
  const located: LocatedPracticeTask[] = [];
  for (const domain of line.domains) {
    for (const goal of domain.goals) {
      for (const subgoal of goal.subgoals) {
        for (const part of subgoal.parts) {
          for (const task of part.tasks) {
            located.push({
              task,
              domainId: domain.id,
              goalId: goal.id,
              subgoalId: subgoal.id,
              partId: part.id,
              index: located.length,
            });
          }
        }
      }
    }
  }
  return located;
}

export function allPracticeTasks(line: LearningLine): PracticeTask[] {
  return locatePracticeTasks(line).map((entry) => entry.task);
}

export function findPracticeTask(line: LearningLine, taskId: string): LocatedPracticeTask | undefined {
  return locatePracticeTasks(line).find((entry) => entry.task.id === taskId);
}

/** Ids of the task and every level above it (to test against switched-off parts of the line). */
export function ancestorIds(entry: LocatedPracticeTask): string[] {
  return [entry.domainId, entry.goalId, entry.subgoalId, entry.partId, entry.task.id];
}

/** Whether a task is switched on, given the ids of switched-off nodes at any level. */
export function isTaskEnabled(entry: LocatedPracticeTask, disabledNodeIds: readonly string[]): boolean {
  return !ancestorIds(entry).some((id) => disabledNodeIds.includes(id));
}

/**
 * The task that follows in the same domain (the next step when a child moves on), skipping
 * switched-off tasks; undefined at the end of the domain.
 */
export function nextPracticeTask(
  line: LearningLine,
  taskId: string,
  disabledNodeIds: readonly string[] = [],
): LocatedPracticeTask | undefined {
  const tasks = locatePracticeTasks(line);
  const current = tasks.find((entry) => entry.task.id === taskId);
  if (!current) return undefined;
  return tasks.find(
    (entry) =>
      entry.index > current.index &&
      entry.domainId === current.domainId &&
      isTaskEnabled(entry, disabledNodeIds),
  );
}

/** The tasks normally practised in a year group, in teaching order. */
export function tasksForGroup(line: LearningLine, group: SchoolGroup): LocatedPracticeTask[] {
  return locatePracticeTasks(line).filter((entry) => entry.task.group === group);
}
