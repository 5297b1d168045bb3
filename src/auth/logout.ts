import { href } from '../shell/lib/routes';
import { appStore, type AppStore } from '../shell/lib/store';
import { navigateTo } from './navigation';
import { clearSession } from './session';
import { writeReturnPath } from './storage';
import { announce } from './sync';

/**
 * Logout (SPEC §4): both tokens removed, the user cleared, usingSSO false; other tabs are told. The
 * redirect to /auth/login is optional (the interceptors log out without one and pick the screen).
 */
export function logout(options: { redirect?: boolean } = {}, store: AppStore = appStore): void {
  clearSession(store);
  writeReturnPath(null);
  announce({ type: 'logout' });
  if (options.redirect ?? true) navigateTo(href('login'));
}
