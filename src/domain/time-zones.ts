/**
 * The time zone each language's readers live in: a time that people join at (a webinar) is stated in
 * it, with its name ("14:00 (Nederlandse tijd)"). nl: the Netherlands, be: Belgium, en: the UK host.
 */
export const LANGUAGE_TIME_ZONES = {
  nl: 'Europe/Amsterdam',
  be: 'Europe/Brussels',
  en: 'Europe/London',
} as const;

export type ZonedLanguage = keyof typeof LANGUAGE_TIME_ZONES;

/** The Intl locale of each language. */
export const LANGUAGE_LOCALES: Record<ZonedLanguage, string> = { nl: 'nl-NL', be: 'nl-BE', en: 'en-GB' };

/** A date and time as the language's readers write it, in their own time zone (without its name). */
export function formatInLanguageZone(
  at: Date | string,
  language: ZonedLanguage,
  dateStyle: 'full' | 'medium' = 'medium',
): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    timeZone: LANGUAGE_TIME_ZONES[language],
    dateStyle,
    timeStyle: 'short',
  }).format(new Date(at));
}
