import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { applyTheme, resolvedThemeAtom, systemThemeTickAtom } from '../lib/theme';

/** Keeps the document's theme in step with the choice and, for 'system', with the device. */
export function ThemeSync() {
  const theme = useAtomValue(resolvedThemeAtom);
  const tick = useSetAtom(systemThemeTickAtom);
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => {
    const media = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => tick((n) => n + 1);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [tick]);
  return null;
}
