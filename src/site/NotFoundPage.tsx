import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../shell/lib/routes';
import { usePageTitle } from '../shell/lib/ui/usePageTitle';
import { BlobLogo } from './art/BlobLogo';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  return (
    <section className="site-section not-found" data-testid="not-found">
      <BlobLogo size={120} color="#f2a007" />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to={href('home')}>
        {t('actions.toHome')}
      </Link>
    </section>
  );
}
