import { currentLocale } from '../../shell/lib/i18n';

const LOCALES = { nl: 'nl-NL', be: 'nl-BE', en: 'en-GB' } as const;

/** A date (and time) in the user's language: "24 nov. 2026, 14:05". */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[currentLocale()], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
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
