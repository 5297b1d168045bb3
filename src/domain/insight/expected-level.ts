/**
 * Where a child of a year group is expected to be on a domain's part of the learning line, so a
 * teacher can hold a child's growth line against it (docs/domain-engine.md, "Expected level").
 *
 * Every practice task names the year group in which it is normally practised (groep 3 to 8), and a
 * child walks a domain's tasks in teaching order. That order mixes year groups (counting to 1000 of
 * groep 5 comes before the number line to 20 of groep 3), so the expectation follows the walk the
 * engine itself sends a child of groep G on in a school year: it starts where placement starts a
 * child of G (the first task of year group G or higher, `placementRange`'s anchor) and by the end of
 * the teaching year has passed every task of year group G and below (it stands just after the last
 * of them), evenly over the year.
 */

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
 * The expected place on a domain's line (1..tasks, as a child's place: "task 31 of 40" is the task the
 * child is on) of a child of `yearGroup`, `share` of the way through the teaching year. `taskGroups`
 * are the year groups of the domain's tasks in teaching order. At the start of the year: the first
 * task of the year group or higher; at the end: the task after the last one of the year group or
 * lower (at most the last task); linear in between. A fraction (33.4) is a point between two tasks.
 */
export function expectedPosition(taskGroups: readonly number[], yearGroup: number, share: number): number {
  const n = taskGroups.length;
  if (n === 0) return 0;
  const part = Math.min(1, Math.max(0, share));
  const first = taskGroups.findIndex((g) => g >= yearGroup);
  const start = first < 0 ? n : first + 1;
  const last = taskGroups.reduce((at, g, i) => (g <= yearGroup ? i : at), -1);
  const end = Math.max(start, Math.min(n, last + 2));
  return start + (end - start) * part;
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
