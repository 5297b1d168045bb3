import { formatInLanguageZone, LANGUAGE_LOCALES as LOCALES } from '../../domain/time-zones';
import { currentLocale, i18n } from '../../shell/lib/i18n';

/** A date (and time) in the user's language: "24 nov. 2026, 14:05". */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[currentLocale()], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * A time people meet at (a webinar), in the time zone of the user's language and naming it:
 * "24 nov. 2026 14:00 (Nederlandse tijd)".
 */
export function formatZonedDateTime(iso: string): string {
  return i18n.t('common:time.zoned', { when: formatInLanguageZone(iso, currentLocale()) });
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[currentLocale()], { dateStyle: 'medium' }).format(new Date(iso));
}

/** "3 days ago", "today", in the user's language. */
export function formatRelativeDay(iso: string, now = Date.now()): string {
  const days = Math.round((startOfDay(now) - startOfDay(new Date(iso).getTime())) / 86_400_000);
  return new Intl.RelativeTimeFormat(LOCALES[currentLocale()], { numeric: 'auto' }).format(-days, 'day');
}

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}
