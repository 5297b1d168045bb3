/**
 * Where a child of a year group is expected to be on a domain's part of the learning line, so a
 * teacher can hold a child's growth line against it (docs/domain-engine.md, "Expected level").
 *
 * Every practice task names the year group in which it is normally practised (groep 3 to 8). A child
 * of groep G is expected to have passed the domain's tasks of the year groups before G when the
 * teaching year starts, and to pass the tasks of G itself evenly over the teaching year. The domain's
 * order mixes year groups (counting to 1000 of groep 5 comes before the number line to 20 of groep 3),
 * so the expectation counts tasks rather than pointing at one: "by now a groep-6 child has passed
 * about 33 of the 40 tasks", which is held against the child's place (task 31 = 30 passed).
 */

/** Year groups with tasks on the line; a child's year group outside 1..8 has no expectation. */
export const LINE_YEAR_GROUPS = [3, 4, 5, 6, 7, 8] as const;

/** First day of the teaching year (month, day) and the day it is over: 1 September to 1 July. */
export const TEACHING_YEAR = { start: { month: 9, day: 1 }, end: { month: 7, day: 1 } } as const;

const DAY_MS = 86_400_000;
const dateOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);

/**
 * The part of the teaching year gone by on a school day (yyyy-mm-dd): 0 up to 1 September, 1 from
 * 1 July, linear by calendar days in between (holidays are not left out: a teacher's rough measure).
 * The school year starts on 1 August (as the insight periods count it): in August a child is in their
 * new year group and the teaching year has not begun (0); in July the year is done (1).
 */
export function teachingYearShare(day: string): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const at = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(at)) return 0;
  const startYear = month >= 8 ? year : year - 1;
  const start = dateOf(startYear, TEACHING_YEAR.start.month, TEACHING_YEAR.start.day);
  const end = dateOf(startYear + 1, TEACHING_YEAR.end.month, TEACHING_YEAR.end.day);
  if (at <= start) return 0;
  if (at >= end) return 1;
  return Math.round(((at - start) / (end - start)) * 1000) / 1000;
}

/** The year group (1..8) of a stored year group ('6'), or null when it names none ('S', 'C', none). */
export function yearGroupNumber(yearGroup: string | number | null | undefined): number | null {
  if (yearGroup === null || yearGroup === undefined) return null;
  const text = String(yearGroup).trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 8 ? n : null;
}

/**
 * How many of a domain's tasks a child of `yearGroup` is expected to have passed, `share` of the way
 * through the teaching year: the tasks of earlier year groups, plus `share` of the tasks of their own.
 * `taskGroups` are the year groups of the domain's tasks (any order).
 */
export function expectedTasksPassed(taskGroups: readonly number[], yearGroup: number, share: number): number {
  const part = Math.min(1, Math.max(0, share));
  const before = taskGroups.filter((g) => g < yearGroup).length;
  const own = taskGroups.filter((g) => g === yearGroup).length;
  return before + own * part;
}

/**
 * The expected place on the domain's line, in the same terms as a child's place ("task 31 of 40":
 * the task the child is on, with the tasks before it passed): the expected tasks passed plus one,
 * at most the domain's last task. A fraction (33.4) is a point between two tasks.
 */
export function expectedPosition(taskGroups: readonly number[], yearGroup: number, share: number): number {
  if (taskGroups.length === 0) return 0;
  return Math.min(taskGroups.length, expectedTasksPassed(taskGroups, yearGroup, share) + 1);
}

/** Mondays (yyyy-mm-dd) from the week of `from` up to the week of `to`, oldest first. */
export function mondaysBetween(from: string, to: string): string[] {
  const monday = (day: string) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    return at - ((new Date(at).getUTCDay() + 6) % 7) * DAY_MS;
  };
  const weeks: string[] = [];
  for (let at = monday(from), end = monday(to); at <= end; at += 7 * DAY_MS)
    weeks.push(new Date(at).toISOString().slice(0, 10));
  return weeks;
}
