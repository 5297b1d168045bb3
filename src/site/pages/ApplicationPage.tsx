import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../../shell/lib/routes';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';
import { FormScene } from '../art/scenes';
import { PageHero } from '../ui/PageParts';
import { FormLoading } from './ContactPage';

const ApplicationForm = lazy(() => import('../forms/ApplicationForm'));

export function ApplicationPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('application.title'));
  return (
    <article className="page" aria-labelledby="page-title">
      <PageHero
        title={t('application.title')}
        lead={t('application.lead')}
        art={<FormScene label={t('application.art')} />}
      >
        <Link className="button" to={href('prijzen')}>
          {t('cta.costs')}
        </Link>
      </PageHero>
      <div className="form-layout form-layout--single">
        <section className="form-layout__main" aria-label={t('application.title')}>
          <Suspense fallback={<FormLoading />}>
            <ApplicationForm />
          </Suspense>
        </section>
      </div>
    </article>
  );
}
