import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import { commonBe } from './common.be';
import { commonEn } from './common.en';
import { commonNl } from './common.nl';
import { documentLanguage, localeFromHost } from './locale';

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
  return i18n;
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
