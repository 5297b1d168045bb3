import { useAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, type ThemeChoice } from '../../../domain/constants';
import { themeChoiceAtom } from '../theme';

/** Light / dark / system, remembered under darkTheme. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const [choice, setChoice] = useAtom(themeChoiceAtom);
  const id = useId();
  return (
    <div className={className ?? 'theme-switcher'}>
      <label htmlFor={id}>{t('theme.label')}</label>
      <select
        id={id}
        data-testid="theme-switcher"
        value={choice}
        onChange={(e) => setChoice(e.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((c) => (
          <option key={c} value={c}>
            {t(`theme.${c}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
