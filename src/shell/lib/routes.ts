import { generatePath } from 'react-router-dom';

const SCHOOL = '/account/:accountId/user/:userId';
const GROUP = `${SCHOOL}/groepen/:groepId`;
const OFFICE = '/superadmin';
const DEV = `${OFFICE}/ontwikkel`;
const STUDENT = '/leerling/:leerlingId';

/** Every route of SPEC §2 by name. Areas link by name with `href`, never by hand-built strings. */
export const ROUTES = {
  // Public site
  home: '/site',
  'over-rekenblobs': '/site/over-rekenblobs',
  screenshots: '/site/screenshots',
  prijzen: '/site/prijzen',
  faq: '/site/faq',
  contact: '/site/contact',
  aanvraagformulier: '/site/aanvraagformulier',
  'over-schoolenthuis': '/site/overrekenblobs/schoolrtthuis',
  'over-adaptief': '/site/overrekenblobs/adaptief',
  'over-maatwerktaken': '/site/overrekenblobs/maatwerktaken',
  'over-voortgang': '/site/overrekenblobs/voortgang',
  'over-training': '/site/overrekenblobs/training',
  'over-beloningssysteem': '/site/overrekenblobs/beloningssysteem',
  'over-didactiek': '/site/overrekenblobs/didactiek',
  'over-webbased': '/site/overrekenblobs/webbased',
  // Authentication
  login: '/auth/login',
  'login-sso': '/auth/login/sso',
  'login-post': '/auth/login/post',
  'wachtwoord-aanvragen': '/auth/wachtwoordaanvragen',
  'wachtwoord-herstellen': '/auth/wachtwoordherstellen/:userId/:herstelToken',
  /** A login card's QR link opens this page with the code in the hash (CARD_PAGE_PATH). */
  'login-kaart': '/auth/kaart',
  // School admin area
  'a-groepen': `${SCHOOL}/groepen`,
  'a-edexml': `${SCHOOL}/groepen/edexml`,
  'a-leerlingen': `${GROUP}/leerlingen`,
  'a-wachtwoorden': `${GROUP}/leerlingen/wachtwoorden`,
  'a-leerlingen-toevoegen': `${GROUP}/leerlingen/toevoegen`,
  'a-kind-toevoegen': `${GROUP}/leerlingen/kindtoevoegen`,
  'a-leerling-oefeninstelling': `${GROUP}/leerlingen/:leerlingId/oefeninstellingen/:oefeninstellingId`,
  'a-leerling-voortgang': `${GROUP}/leerlingen/:leerlingId/voortgang/:voortgangId`,
  'a-groep-oefeninstellingen': `${GROUP}/oefeninstellingen`,
  'a-groep-oefeninstelling': `${GROUP}/oefeninstellingen/:oefeninstellingId`,
  'a-docenten': `${SCHOOL}/docenten`,
  'a-licentie': `${SCHOOL}/licentie`,
  'a-berichten': `${SCHOOL}/berichten`,
  'a-vriend-uitnodigen': `${SCHOOL}/vriend-uitnodigen`,
  'a-prullenbak': `${SCHOOL}/prullenbak`,
  // Office / superadmin area
  'o-dashboard': `${OFFICE}/dashboard`,
  'o-accounts': `${OFFICE}/accounts`,
  'o-account-aanmaken': `${OFFICE}/accounts/aanmaken`,
  'o-account-bewerken': `${OFFICE}/accounts/:accountId/bewerken`,
  'o-leerlingen': `${OFFICE}/leerlingen`,
  'o-webinars': `${OFFICE}/webinars`,
  'o-berichten': `${OFFICE}/berichten`,
  'o-logboek': `${OFFICE}/logboek`,
  'o-medewerkers': `${OFFICE}/medewerkers`,
  'o-programmas': `${DEV}/programmas`,
  'o-spellen': `${DEV}/spellen`,
  'o-spel': `${DEV}/spellen/:spelId`,
  'o-gensettingssommen': `${DEV}/gensettingssommen`,
  'o-gensettingssom': `${DEV}/gensettingssommen/:gensettingssomId`,
  'o-somverzamelingen': `${DEV}/somverzamelingen`,
  'o-somverzameling': `${DEV}/somverzamelingen/:somverzamelingId`,
  'o-spaarkaarten': `${DEV}/spaarkaarten`,
  'o-tussendoelen': `${DEV}/tussendoelen`,
  'o-subdoelen': `${DEV}/subdoelen`,
  'o-subonderdelen': `${DEV}/subonderdelen`,
  'o-oefentaken': `${DEV}/oefentaken`,
  'o-somkenmerken': `${DEV}/somkenmerken`,
  'o-landkaartdev': `${DEV}/landkaartdev`,
  'o-levels-bellenprikken': `${DEV}/levels/bellenprikken`,
  // Student area
  'l-testspel': STUDENT,
  'l-landkaart': `${STUDENT}/landkaart`,
  'l-spel': `${STUDENT}/takenlijsttaak/:takenlijsttaakId/oefentaak/:oefentaakId/somvenster/:somvensterId/spel/:game`,
} as const;

export type RouteName = keyof typeof ROUTES;
export type RouteParams = Record<string, string | number>;

export const AREA_PREFIXES = {
  school: '/account/:accountId/user/:userId',
  office: OFFICE,
  developer: DEV,
  student: STUDENT,
} as const;

/** The path of a named route with its parameters filled in. */
export function href(name: RouteName, params: RouteParams = {}): string {
  const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return generatePath(ROUTES[name], stringParams);
}

export const SITE_ROUTES = [
  'home',
  'over-rekenblobs',
  'screenshots',
  'prijzen',
  'faq',
  'contact',
  'aanvraagformulier',
  'over-schoolenthuis',
  'over-adaptief',
  'over-maatwerktaken',
  'over-voortgang',
  'over-training',
  'over-beloningssysteem',
  'over-didactiek',
  'over-webbased',
] as const satisfies readonly RouteName[];
export type SiteRouteName = (typeof SITE_ROUTES)[number];

export const routeNamesWithPrefix = (prefix: string): RouteName[] =>
  (Object.keys(ROUTES) as RouteName[]).filter((name) => name.startsWith(prefix));
