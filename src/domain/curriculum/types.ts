import type { LocalizedText } from '../localized-text';
import type { SumSource } from '../generators/source';
import type { GameId } from './games';

/** Dutch year group (groep 3 = first year of formal arithmetic, age 6; groep 8 = age 11-12). */
export type SchoolGroup = 3 | 4 | 5 | 6 | 7 | 8;

/**
 * Practice task (oefentaak): the unit a child practises, with its own ability rating.
 * Its sums come from a generator setting or a fixed sum collection; `gameIds` are the games that suit it.
 */
export interface PracticeTask {
  readonly id: string;
  readonly name: LocalizedText;
  /** Year group in which the task is normally practised. */
  readonly group: SchoolGroup;
  readonly source: SumSource;
  readonly gameIds: readonly GameId[];
  /**
   * `automate`: facts to be known by heart (fluency tracked per fact, new facts drilled one by one);
   * `apply`: a strategy over a large set of sums (no drilling, ability rating only).
   */
  readonly goal: 'automate' | 'apply';
}

/** Part of a subgoal (subonderdeel), e.g. "tafel van 7". */
export interface GoalPart {
  readonly id: string;
  readonly name: LocalizedText;
  readonly tasks: readonly PracticeTask[];
}

/** Subgoal (subdoel), e.g. "tafels van 3, 4, 6, 7, 8 en 9". */
export interface Subgoal {
  readonly id: string;
  readonly name: LocalizedText;
  readonly parts: readonly GoalPart[];
}

/** Intermediate goal (tussendoel, after SLO "Tussendoelen rekenen-wiskunde", 2017). */
export interface Goal {
  readonly id: string;
  readonly name: LocalizedText;
  readonly groups: readonly SchoolGroup[];
  readonly subgoals: readonly Subgoal[];
}

/** Curriculum domain, e.g. "Optellen en aftrekken". */
export interface CurriculumDomain {
  readonly id: string;
  readonly name: LocalizedText;
  readonly goals: readonly Goal[];
}

/** The learning line (leerlijn): domains -> tussendoelen -> subdoelen -> subonderdelen -> oefentaken. */
export interface LearningLine {
  readonly id: string;
  readonly version: number;
  readonly name: LocalizedText;
  readonly domains: readonly CurriculumDomain[];
}

/** A practice task with the ids of the levels above it. */
export interface LocatedPracticeTask {
  readonly task: PracticeTask;
  readonly domainId: string;
  readonly goalId: string;
  readonly subgoalId: string;
  readonly partId: string;
  /** Position in the line's teaching order (0-based). */
  readonly index: number;
}
