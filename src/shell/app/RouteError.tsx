import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { ROUTES } from '../lib/routes';

/** Shown when a route's chunk fails to load or a screen throws; never a blank page. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="route-error" role="alert">
      <h1>{t('errors.loadFailed')}</h1>
      <p>{t('errors.generic')}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </button>{' '}
        <Link to={ROUTES.home}>{t('actions.toHome')}</Link>
      </p>
    </main>
  );
}
