import { useTranslation } from 'react-i18next';

/**
 * What shows while an area's chunk (and its texts) is on its way on the first visit: a calm spinner
 * and a status line for screen readers, instead of an empty page.
 */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status" data-testid="page-loading">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
