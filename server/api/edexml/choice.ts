import { eq, sql } from 'drizzle-orm';
import {
  EDEXML_DEFAULT_YEAR_GROUPS,
  YEAR_GROUPS,
  type EdexmlSummary,
  type YearGroup,
} from '../../../src/domain/contracts/roster';
import type { Database } from '../../db/connection';
import { edexmlGroupChoices } from '../../db/schema';
import type { EdexmlFile, EdexmlGroup } from './parse';

export type EdexmlChoiceGroup = EdexmlSummary['choice']['groups'][number];

const isDefaultYear = (year: YearGroup | null) => year !== null && EDEXML_DEFAULT_YEAR_GROUPS.includes(year);
const KLEUTER_YEARS: readonly (YearGroup | null)[] = ['0', '1', '2'];

/**
 * The default rule for a group the school has not chosen for before: a class of year group 3-8 is
 * imported, one of groups 0-2 (kleuters) is not; a group without such a number of its own (special
 * education S, a combination class C, none) is imported when one of its pupils is in year group 3-8.
 */
export function chosenByDefault(group: EdexmlGroup, pupilYears: readonly (YearGroup | null)[]): boolean {
  if (isDefaultYear(group.yearGroup)) return true;
  if (KLEUTER_YEARS.includes(group.yearGroup)) return false;
  return pupilYears.some(isDefaultYear);
}

/** Order of the choice list: classes by year group (0-8, then S, C, none), then combination groups. */
function rank(group: EdexmlGroup): number {
  if (group.kind === 'combination') return 100;
  if (group.yearGroup === null) return 50;
  const digit = Number(group.yearGroup);
  return Number.isInteger(digit) ? digit : 20 + YEAR_GROUPS.indexOf(group.yearGroup);
}

/**
 * The file's groups with which of them are imported: the caller's choice (`requested`, keys) when it
 * made one, else the school's remembered choice, and the default rule for groups not in it.
 */
export function chooseGroups(
  file: EdexmlFile,
  requested: readonly string[] | null,
  remembered: ReadonlyMap<string, boolean>,
): EdexmlChoiceGroup[] {
  const asked = requested ? new Set(requested) : null;
  const pupils = new Map<string, (YearGroup | null)[]>();
  const add = (key: string, year: YearGroup | null) => pupils.set(key, [...(pupils.get(key) ?? []), year]);
  for (const pupil of file.students) {
    add(pupil.groupKey, pupil.yearGroup);
    for (const key of pupil.combinationKeys) add(key, pupil.yearGroup);
  }
  return [...file.groups]
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'nl', { numeric: true }))
    .map((group) => {
      const years = pupils.get(group.key) ?? [];
      const earlier = remembered.get(group.key);
      return {
        ...group,
        students: years.length,
        chosen: asked ? asked.has(group.key) : (earlier ?? chosenByDefault(group, years)),
        remembered: earlier !== undefined,
      };
    });
}

/** The school's remembered choice: chosen or not, per group key. */
export async function rememberedChoice(db: Database, scope: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ key: edexmlGroupChoices.groupKey, chosen: edexmlGroupChoices.chosen })
    .from(edexmlGroupChoices)
    .where(eq(edexmlGroupChoices.accountId, scope));
  return new Map(rows.map((r) => [r.key, r.chosen]));
}

/** Remembers an applied import's choice for every group of its file (keys of other files stay). */
export async function rememberChoice(
  tx: Database,
  scope: string,
  choice: readonly EdexmlChoiceGroup[],
): Promise<void> {
  if (!choice.length) return;
  await tx
    .insert(edexmlGroupChoices)
    .values(choice.map((g) => ({ accountId: scope, groupKey: g.key, chosen: g.chosen })))
    .onConflictDoUpdate({
      target: [edexmlGroupChoices.accountId, edexmlGroupChoices.groupKey],
      set: { chosen: sql`excluded.chosen`, updatedAt: sql`now()` },
    });
}
