/** Days are counted in the schools' time zone (the Netherlands and Flanders share it). */
export const SCHOOL_TIME_ZONE = 'Europe/Amsterdam';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const DAY_MS = 86_400_000;

/** The calendar day (yyyy-mm-dd) of an instant in the schools' time zone. */
export function dayOf(instant: number | Date): string {
  return dayFormat.format(typeof instant === 'number' ? new Date(instant) : instant);
}

/** The last `days` calendar days up to and including the day of `now`, oldest first. */
export function lastDays(now: number, days: number): string[] {
  const result: string[] = [];
  // Step back by 24 hours from noon of today's date; a daylight-saving change cannot skip a day.
  for (let i = days - 1; i >= 0; i--) result.push(dayOf(now - i * DAY_MS));
  return [...new Set(result)];
}
