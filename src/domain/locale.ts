import { DEFAULT_LOCALE, type Locale } from './constants';

/**
 * The language a host name asks for by its ending (SPEC §1: uk English, be Belgian Dutch, nl Dutch),
 * or undefined when the ending names none (localhost, an address).
 */
export function localeOfHostEnding(hostname: string): Locale | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.endsWith('.uk')) return 'en';
  if (host.endsWith('.be')) return 'be';
  if (host.endsWith('.nl')) return 'nl';
  return undefined;
}

/** SPEC §1: the interface language follows the ending of the host name; Dutch otherwise. */
export function localeFromHost(hostname: string): Locale {
  return localeOfHostEnding(hostname) ?? DEFAULT_LOCALE;
}

/** The product's name in a language (the English product has a name of its own, SPEC §1). */
export const PRODUCT_NAMES: Record<Locale, string> = {
  nl: 'Rekenblobs',
  be: 'Rekenblobs',
  en: 'Maths Blobs',
};
