import { matchPath, type Params } from 'react-router-dom';
import { ROLES, type Role } from '../domain/constants';
import { AREA_PREFIXES, href } from '../shell/lib/routes';
import type { SessionUser } from './session';

/** The three signed-in areas and the roles each admits (SPEC §6). */
export type GuardedArea = 'school' | 'office' | 'student';

export const AREA_ROLES: Record<GuardedArea, readonly Role[]> = {
  /** Teachers and school administrators; office staff and superadmins may view a school. */
  school: ['schooladmin', 'docent', 'office', 'superadmin'],
  office: ['office', 'superadmin'],
  /** SPEC §2: superadmin, office, schooladmin, docent and leerling. */
  student: ROLES,
};

/** Where a user lands after login (SPEC §6); null when the session lacks what the route needs. */
export function landingPath(user: SessionUser): string | null {
  switch (user.role) {
    case 'leerling':
      return href('l-landkaart', { leerlingId: user.id });
    case 'schooladmin':
    case 'docent':
      return user.accountId ? href('a-groepen', { accountId: user.accountId, userId: user.id }) : null;
    case 'office':
    case 'superadmin':
      return href('o-dashboard');
  }
}

/**
 * Whether the user may open a page of the area with these route parameters: the role must be admitted,
 * a school user only sees their own account and user pages, a student only their own pages.
 */
export function mayVisit(user: SessionUser, area: GuardedArea, params: Params): boolean {
  if (!AREA_ROLES[area].includes(user.role)) return false;
  if (area === 'school' && (user.role === 'schooladmin' || user.role === 'docent')) {
    return params.accountId === user.accountId && params.userId === user.id;
  }
  if (area === 'student' && user.role === 'leerling') return params.leerlingId === user.id;
  return true;
}

/** The guarded area a path belongs to, with its parameters; null for public and auth paths. */
export function areaOfPath(path: string): { area: GuardedArea; params: Params } | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  for (const area of ['school', 'office', 'student'] as const) {
    const match = matchPath({ path: AREA_PREFIXES[area], end: false }, pathname);
    if (match) return { area, params: match.params };
  }
  return null;
}

/** A pending return path is used only if it is a local path of an area this user may visit. */
export function mayReturnTo(user: SessionUser, path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const found = areaOfPath(path);
  return found !== null && mayVisit(user, found.area, found.params);
}

/** Where the post-login step sends the user: the pending path when allowed, else the role's landing. */
export function postLoginTarget(user: SessionUser, pending: string | null): string | null {
  if (pending && mayReturnTo(user, pending)) return pending;
  return landingPath(user);
}
