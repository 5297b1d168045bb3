/**
 * The session API other parts of the app use (the shell wires it at start; every area may import it).
 * Screens live in ./area (a lazy chunk); token verification in ./verify (loaded only for SSO).
 */
export { requireArea, toOwnLanding } from './guards';
export { authReady, installAuth } from './install';
export { AREA_ROLES, landingPath, mayVisit, type GuardedArea } from './landing';
export { logout } from './logout';
export { setAuthNavigator } from './navigation';
export { userAtom, usingSSOAtom, type SessionUser } from './session';
export { useLogout } from './useLogout';
