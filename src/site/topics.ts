import type { AboutPageName } from './i18n/site.nl';

/** The topic pages under /site/overrekenblobs, in the order the site lists them. */
export const ABOUT_PAGES = [
  'over-adaptief',
  'over-maatwerktaken',
  'over-voortgang',
  'over-beloningssysteem',
  'over-didactiek',
  'over-webbased',
  'over-schoolenthuis',
  'over-training',
] as const satisfies readonly AboutPageName[];
