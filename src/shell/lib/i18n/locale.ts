import { DEFAULT_LOCALE, type Locale } from '../../../domain/constants';

/** SPEC §1: the interface language follows the ending of the host name; Dutch otherwise. */
export function localeFromHost(hostname: string): Locale {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.endsWith('.uk')) return 'en';
  if (host.endsWith('.be')) return 'be';
  if (host.endsWith('.nl')) return 'nl';
  return DEFAULT_LOCALE;
}

/** The document language (html lang) of a locale; Belgian Dutch is written as nl. */
export function documentLanguage(locale: Locale): 'nl' | 'en' {
  return locale === 'en' ? 'en' : 'nl';
}
