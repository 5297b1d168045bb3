/** Days are counted in the schools' time zone (the Netherlands and Flanders share it), on server and client alike. */
export const SCHOOL_TIME_ZONE = 'Europe/Amsterdam';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (yyyy-mm-dd) of an instant in the schools' time zone. */
export function dayOf(instant: number | Date): string {
  return dayFormat.format(typeof instant === 'number' ? new Date(instant) : instant);
}
