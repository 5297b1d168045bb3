/**
 * Navigation for code outside React (interceptors, the session on load, other tabs' messages). The app
 * registers its router's navigate at start; before that, and in tests without one, the page is loaded.
 */
export type AuthNavigate = (to: string) => void;

let navigateImpl: AuthNavigate = (to) => window.location.assign(to);

export function setAuthNavigator(navigate: AuthNavigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

export function currentPathWithSearch(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}
