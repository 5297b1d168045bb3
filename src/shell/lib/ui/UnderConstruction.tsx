import { useTranslation } from 'react-i18next';
import type { RouteName } from '../routes';
import { usePageTitle } from './usePageTitle';
import { useRouteName } from './useRouteName';

/** What a screen whose content belongs to a later version shows: its title, and honestly that it is coming. */
export function UnderConstruction({ name }: { name?: RouteName }) {
  const { t } = useTranslation('common');
  const routeName = useRouteName();
  const title = t(`routes.${name ?? routeName ?? 'home'}`);
  usePageTitle(title);
  return (
    <section className="under-construction" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="under-construction__badge">{t('underConstruction.title')}</p>
      <p>{t('underConstruction.body', { screen: title })}</p>
    </section>
  );
}
