import type { InsightPeriod } from '../../../src/domain/contracts/practice';
import { DAY_MS, dayOf } from '../practice/time';

/** yyyy-mm-dd plus `days` calendar days (date arithmetic on the date itself, no time zone). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week of a school day. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** 1 August of the school year a day belongs to (the Dutch and Flemish school years start after it). */
export function schoolYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= 8 ? year : year - 1}-08-01`;
}

/** First and last school day (inclusive) of a period, seen from `now`. */
export function periodOf(periode: InsightPeriod, now: number): { from: string; to: string } {
  const today = dayOf(now);
  const from =
    periode === 'week'
      ? mondayOf(today)
      : periode === 'maand'
        ? `${today.slice(0, 8)}01`
        : schoolYearStart(today);
  return { from, to: today };
}

/**
 * An instant safely before the first moment of `day` in the school time zone (a day early): a
 * sargable lower bound on a timestamp column, refined by an exact test on the local date.
 */
export function instantBefore(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS);
}
