import { z } from 'zod';
import { localizedTextSchema } from '../generators/collections';
import type { SumCollection } from '../generators/collections';
import { sourceItems, sumSourceSchema } from '../generators/source';
import type { SumSource } from '../generators/source';
import { GAME_CATALOG, GAME_IDS, gameSuits } from './games';
import type { GameId } from './games';
import { locatePracticeTasks } from './line';
import type { LearningLine } from './types';

const id = z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'ids are lower-case kebab-case');
export const schoolGroupSchema = z.union([
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(8),
]);

export const practiceTaskSchema = z
  .object({
    id,
    name: localizedTextSchema,
    group: schoolGroupSchema,
    source: sumSourceSchema,
    gameIds: z.array(z.enum(GAME_IDS)).min(1),
    goal: z.enum(['automate', 'apply']),
  })
  .strict();

const node = <T extends z.ZodType>(childrenKey: string, child: T) =>
  z.object({ id, name: localizedTextSchema, [childrenKey]: z.array(child).min(1) }).strict();

export const learningLineSchema = z
  .object({
    id,
    version: z.number().int().min(1),
    name: localizedTextSchema,
    domains: z
      .array(
        z
          .object({
            id,
            name: localizedTextSchema,
            goals: z.array(
              z
                .object({
                  id,
                  name: localizedTextSchema,
                  groups: z.array(schoolGroupSchema).min(1),
                  subgoals: z.array(node('parts', node('tasks', practiceTaskSchema))).min(1),
                })
                .strict(),
            ),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

/**
 * Problems that the schema alone cannot see: duplicate ids, empty item banks and games that cannot
 * host a task's sums. An empty list means the line is usable.
 */
export function learningLineProblems(
  line: LearningLine,
  findCollection: (id: string) => SumCollection | undefined = () => undefined,
): string[] {
  const problems: string[] = [];
  const parsed = learningLineSchema.safeParse(line);
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));

  const seen = new Set<string>();
  const note = (nodeId: string): void => {
    if (seen.has(nodeId)) problems.push(`duplicate id ${nodeId}`);
    seen.add(nodeId);
  };
  for (const domain of line.domains) {
    note(domain.id);
    for (const goal of domain.goals) {
      note(goal.id);
      for (const subgoal of goal.subgoals) {
        note(subgoal.id);
        for (const part of subgoal.parts) note(part.id);
      }
    }
  }

  for (const { task } of locatePracticeTasks(line)) {
    note(task.id);
    problems.push(
      ...sourceGameProblems(task.source, task.gameIds, findCollection).map(
        (problem) => `${task.id}: ${problem}`,
      ),
    );
  }
  return problems;
}

/** Problems with a sum source and the games meant to host it: unknown collections, empty banks, unfit games. */
export function sourceGameProblems(
  source: SumSource,
  gameIds: readonly GameId[],
  findCollection: (id: string) => SumCollection | undefined = () => undefined,
): string[] {
  let sums;
  try {
    sums = sourceItems(source, findCollection);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const problems: string[] = [];
  if (sums.length === 0) problems.push('the item bank is empty');
  const shapes = new Map(
    sums.map((sum) => [`${sum.features.operation}/${sum.features.answerKind}`, sum.features]),
  );
  for (const gameId of gameIds) {
    if (GAME_CATALOG[gameId].role !== 'practice') problems.push(`${gameId} is not a practice game`);
    for (const features of shapes.values()) {
      if (!gameSuits(gameId, features))
        problems.push(`${gameId} cannot host ${features.operation} sums with ${features.answerKind} answers`);
    }
  }
  return problems;
}
