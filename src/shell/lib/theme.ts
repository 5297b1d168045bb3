import { atom } from 'jotai';
import { DEFAULT_THEME, STORAGE_KEYS, type ThemeChoice } from '../../domain/constants';

/**
 * The theme choice lives in localStorage under darkTheme (SPEC §9): 'true' for dark, 'false' for
 * light, 'system' to follow the device. No value means the default, light.
 */
export function readThemeChoice(storage: Storage = localStorage): ThemeChoice {
  const stored = storage.getItem(STORAGE_KEYS.darkTheme);
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  if (stored === 'system') return 'system';
  return DEFAULT_THEME;
}

export function writeThemeChoice(choice: ThemeChoice, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.darkTheme, choice === 'system' ? 'system' : String(choice === 'dark'));
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function resolveTheme(choice: ThemeChoice, prefersDark = systemPrefersDark()): 'light' | 'dark' {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

export function applyTheme(theme: 'light' | 'dark', root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

const baseThemeChoiceAtom = atom<ThemeChoice>(
  typeof localStorage === 'undefined' ? DEFAULT_THEME : readThemeChoice(),
);

/** Bumped when the system preference changes, so a 'system' choice re-resolves. */
export const systemThemeTickAtom = atom(0);

export const themeChoiceAtom = atom(
  (get) => get(baseThemeChoiceAtom),
  (_get, set, choice: ThemeChoice) => {
    writeThemeChoice(choice);
    set(baseThemeChoiceAtom, choice);
  },
);

export const resolvedThemeAtom = atom((get) => {
  get(systemThemeTickAtom);
  return resolveTheme(get(themeChoiceAtom));
});
