import type { AxiosInstance } from 'axios';
import { STORAGE_KEYS } from '../domain/constants';
import { href } from '../shell/lib/routes';
import { appStore, type AppStore } from '../shell/lib/store';
import { areaOfPath, landingPath, mayVisit } from './landing';
import {
  currentPath,
  currentPathWithSearch,
  navigateTo,
  setAuthNavigator,
  type AuthNavigate,
} from './navigation';
import { clearSession, restoreSession, userAtom, userOfToken } from './session';
import { getAccessToken, readUsingSSO, writeReturnPath } from './storage';
import { adoptAnnouncedTokens, openChannel } from './sync';

let loadInterceptors: (() => Promise<void>) | null = null;
let ready: Promise<void> | null = null;

/**
 * Resolves once the interceptors are on the axios instance. Axios and the interceptors load in a chunk
 * of their own, so a visitor of the public site never downloads them; the signed-in areas' guards wait
 * for it, and a restored session starts it at once.
 */
export function authReady(): Promise<void> {
  ready ??= loadInterceptors ? loadInterceptors() : Promise.resolve();
  return ready;
}

/**
 * Starts the browser session; the app calls it once before it creates its router:
 * restores the session from storage (SPEC §4: an expired or userless token clears the session and
 * opens /auth/login), installs the interceptors on `http`, and listens to other tabs.
 * Returns a function that undoes the listeners and interceptors (tests).
 */
export function installAuth(
  options: { store?: AppStore; instance?: AxiosInstance; navigate?: AuthNavigate } = {},
): () => void {
  const { store = appStore } = options;
  if (options.navigate) setAuthNavigator(options.navigate);

  let removeInterceptors = () => {};
  let removed = false;
  ready = null;
  loadInterceptors = () =>
    Promise.all([import('../shell/lib/http'), import('./interceptors')]).then(
      ([{ http }, { installInterceptors }]) => {
        if (removed) return;
        removeInterceptors = installInterceptors(options.instance ?? http, store);
        // Test builds let end-to-end tests send requests through the app's own axios instance.
        if (import.meta.env.VITE_TEST_HOOKS === '1') Object.assign(window, { __authHttp: http });
      },
    );

  const restored = restoreSession(store);
  if (restored === 'cleared') {
    const here = currentPathWithSearch();
    if (areaOfPath(here)) writeReturnPath(here);
    if (currentPath() !== href('login')) window.history.replaceState(null, '', href('login'));
  }
  if (restored === 'restored') void authReady();
  const closeChannel = openChannel((message) => {
    if (message.type === 'tokens') adoptAnnouncedTokens(message, store);
    else endedElsewhere(store);
  });
  const onStorage = (event: StorageEvent) => followOtherTab(event, store);
  window.addEventListener('storage', onStorage);

  return () => {
    removed = true;
    removeInterceptors();
    loadInterceptors = null;
    ready = null;
    closeChannel();
    window.removeEventListener('storage', onStorage);
  };
}

function leaveGuardedPage(): void {
  const here = currentPathWithSearch();
  if (!areaOfPath(here)) return;
  writeReturnPath(here);
  navigateTo(href('login'));
}

/** Another tab logged out: this tab's SSO tokens go too, and a signed-in page goes to login. */
function endedElsewhere(store: AppStore): void {
  if (!store.get(userAtom) && !getAccessToken()) return;
  clearSession(store);
  leaveGuardedPage();
}

/** Another tab changed the shared session (a direct login or logout there): follow it. */
function followOtherTab(event: StorageEvent, store: AppStore): void {
  if (event.storageArea !== localStorage) return;
  if (event.key !== null && event.key !== STORAGE_KEYS.accessToken && event.key !== STORAGE_KEYS.usingSSO) {
    return;
  }
  if (event.key === STORAGE_KEYS.usingSSO && readUsingSSO()) return;
  const token = getAccessToken();
  const user = token ? userOfToken(token) : null;
  const before = store.get(userAtom);
  if (before?.id === user?.id && before?.role === user?.role) return;
  store.set(userAtom, user);
  if (!user) {
    leaveGuardedPage();
    return;
  }
  const found = areaOfPath(currentPathWithSearch());
  if (found && !mayVisit(user, found.area, found.params)) navigateTo(landingPath(user) ?? href('login'));
}
