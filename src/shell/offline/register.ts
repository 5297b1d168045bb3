/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { UPDATE_CHECK_MS } from './paths';

/**
 * Registers the app-shell service worker (production builds only). A new version is looked for at
 * every start and hourly while the app stays open; once found it takes over and the page reloads
 * itself (vite-plugin-pwa's autoUpdate), which a round in progress survives: it resumes where it was.
 * So a version deployed in the evening reaches every tablet the next morning.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      console.error('service worker not registered', error);
    },
  });
}
