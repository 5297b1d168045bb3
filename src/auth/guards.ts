import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { href } from '../shell/lib/routes';
import { appStore, type AppStore } from '../shell/lib/store';
import { authReady } from './install';
import { landingPath, mayVisit, type GuardedArea } from './landing';
import { userAtom } from './session';
import { writeReturnPath } from './storage';

/**
 * Route guard of a signed-in area (SPEC §6), as the loader of its layout route, so a refused visitor
 * never downloads the area's code, and after the interceptors are installed (the area calls the API). Signed out: to login, with the path kept for /auth/login/post.
 * Signed in without access (another role, another school's or student's pages): to the user's landing.
 */
export function requireArea(area: GuardedArea, store: AppStore = appStore) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    await authReady();
    const user = store.get(userAtom);
    if (!user) {
      const url = new URL(request.url);
      writeReturnPath(url.pathname + url.search);
      throw redirect(href('login'));
    }
    if (!mayVisit(user, area, params)) throw redirect(landingPath(user) ?? href('login'));
    return null;
  };
}

/**
 * A short address staff type from memory (`/admin`): signed in, to their own landing page; signed out,
 * to login, which lands them there afterwards.
 */
export function toOwnLanding(store: AppStore = appStore) {
  return async (): Promise<never> => {
    await authReady();
    const user = store.get(userAtom);
    throw redirect((user && landingPath(user)) ?? href('login'));
  };
}
