/** The business constants of SPEC §9, in one place for browser and server. */

export const TOKEN_ALGORITHM = 'RS512';

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  usingSSO: 'usingSSO',
  jwtPublicKey: 'jwt_public_key',
  darkTheme: 'darkTheme',
} as const;

/** Local storage keys of our own (not in SPEC §9): device preferences of the student area. */
export const PREFERENCE_KEYS = {
  /** 'true' when the games' sound is muted on this device. */
  soundMuted: 'soundMuted',
} as const;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

/** Request timeout in ms; 0 means none. */
export const REQUEST_TIMEOUT_MS = 0;

export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** Display breakpoints in px (minimum widths). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
/** Below this breakpoint the layouts switch to their mobile form. */
export const MOBILE_BREAKPOINT: Breakpoint = 'lg';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const DEFAULT_THEME: ThemeChoice = 'light';

export const ROLES = ['leerling', 'docent', 'schooladmin', 'office', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

export const LOCALES = ['nl', 'be', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';
