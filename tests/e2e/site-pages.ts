import { commonEn } from '../../src/shell/lib/i18n/common.en';
import { commonNl } from '../../src/shell/lib/i18n/common.nl';
import { href, SITE_ROUTES, type SiteRouteName } from '../../src/shell/lib/routes';
import { siteEn } from '../../src/site/i18n/site.en';
import { siteNl, type SiteTexts } from '../../src/site/i18n/site.nl';

export const HOSTS = { nl: 'rekenblobs.nl', be: 'rekenblobs.be', en: 'mathsblobs.co.uk' } as const;

/** The h1 a site page shows, from the same texts the app uses. */
export function expectedHeading(route: SiteRouteName, locale: 'nl' | 'en'): string {
  const site: SiteTexts = locale === 'en' ? siteEn : siteNl;
  const common = locale === 'en' ? commonEn : commonNl;
  switch (route) {
    case 'home':
    case 'over-rekenblobs':
      return site.home.title;
    case 'screenshots':
      return site.screenshots.title;
    case 'prijzen':
      return site.prices.title;
    case 'faq':
      return site.faq.title;
    case 'contact':
      return site.contact.title;
    case 'aanvraagformulier':
      return site.application.title;
    default:
      return common.routes[route];
  }
}

export function productName(locale: 'nl' | 'en'): string {
  return locale === 'en' ? commonEn.productName : commonNl.productName;
}

export const SITE_PAGES = SITE_ROUTES.map((route) => ({ route, path: href(route) }));
