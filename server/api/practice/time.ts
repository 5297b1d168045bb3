import { dayOf, SCHOOL_TIME_ZONE } from '../../../src/domain/school-day';

export { dayOf, SCHOOL_TIME_ZONE };

export const DAY_MS = 86_400_000;

/** The last `days` calendar days up to and including the day of `now`, oldest first. */
export function lastDays(now: number, days: number): string[] {
  const result: string[] = [];
  // Step back by 24 hours from noon of today's date; a daylight-saving change cannot skip a day.
  for (let i = days - 1; i >= 0; i--) result.push(dayOf(now - i * DAY_MS));
  return [...new Set(result)];
}
