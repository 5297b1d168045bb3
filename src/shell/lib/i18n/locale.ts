import type { Locale } from '../../../domain/constants';

export { localeFromHost } from '../../../domain/locale';

/** The document language (html lang) of a locale; Belgian Dutch is written as nl. */
export function documentLanguage(locale: Locale): 'nl' | 'en' {
  return locale === 'en' ? 'en' : 'nl';
}
