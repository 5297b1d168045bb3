import type { Locale } from '../../domain/constants';
import { registerTranslations } from '../../shell/lib/i18n';

export const SITE_NS = 'site';

/**
 * Loads the site's texts for one locale (Belgian Dutch with its Dutch base) and registers the `site`
 * namespace. The locale follows the host name and never changes while the page is open, so the site's
 * first visit downloads one language instead of three.
 */
export async function loadSiteTexts(locale: Locale): Promise<void> {
  const [nl, en, be] = await Promise.all([
    locale === 'en' ? {} : import('./site.nl').then((m) => m.siteNl),
    locale === 'en' ? import('./site.en').then((m) => m.siteEn) : {},
    locale === 'be' ? import('./site.be').then((m) => m.siteBe) : {},
  ]);
  registerTranslations(SITE_NS, { nl, en, be });
}

/** A list of strings from the texts (an empty list when the key has none). */
export function textList(
  t: (key: string, options: { returnObjects: true; defaultValue: never[] }) => unknown,
  key: string,
): string[] {
  const value: unknown = t(key, { returnObjects: true, defaultValue: [] });
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
