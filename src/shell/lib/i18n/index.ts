import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import { commonBe } from './common.be';
import { commonEn } from './common.en';
import { commonNl } from './common.nl';
import { documentLanguage, localeFromHost } from './locale';

/** A translation of `T` (the Dutch texts): the same keys, every text a string. */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };

export { documentLanguage, localeFromHost };

/** Translations of one namespace; Belgian Dutch lists only what differs from Dutch. */
export interface NamespaceTexts {
  nl: object;
  en: object;
  be?: object;
}

export const i18n: I18n = i18next.createInstance();

export function initI18n(locale: Locale): I18n {
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: { be: ['nl'], default: ['nl'] },
    supportedLngs: ['nl', 'be', 'en'],
    ns: ['common'],
    defaultNS: 'common',
    resources: { nl: { common: commonNl }, en: { common: commonEn }, be: { common: commonBe } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  dutchPluralsForBelgianDutch(i18n);
  return i18n;
}

/**
 * Our Belgian Dutch is the language code `be`, which Intl reads as Belarusian: its plural rules
 * ("few", "many", and "one" for 21) would pick keys `_few` or `_many` that no text has (so a Belgian
 * text fell back to the Dutch one) or the singular for 21. Belgian Dutch counts like Dutch.
 */
function dutchPluralsForBelgianDutch(instance: I18n): void {
  const resolver = instance.services.pluralResolver as {
    getRule: (code: string, options?: object) => unknown;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(code === 'be' ? 'nl' : code, options);
}

/** Adds an area's namespace when its lazy chunk loads, so the site never downloads admin texts. */
export function registerTranslations(namespace: string, texts: NamespaceTexts): void {
  if (i18n.hasResourceBundle('nl', namespace)) return;
  i18n.addResourceBundle('nl', namespace, texts.nl);
  i18n.addResourceBundle('en', namespace, texts.en);
  i18n.addResourceBundle('be', namespace, texts.be ?? {});
}

export function currentLocale(): Locale {
  const lng = i18n.language;
  return lng === 'en' || lng === 'be' ? lng : 'nl';
}
