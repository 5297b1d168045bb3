import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../../shell/lib/routes';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';
import { Envelope } from '../art/scenes';
import { PageHero } from '../ui/PageParts';

/** The form and its validation library load only when a form page is visited. */
const ContactForm = lazy(() => import('../forms/ContactForm'));

export function FormLoading() {
  const { t } = useTranslation('site');
  return (
    <p className="form-loading" role="status">
      {t('loading')}
    </p>
  );
}

export function ContactPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('contact.title'));
  return (
    <article className="page" aria-labelledby="page-title">
      <PageHero
        title={t('contact.title')}
        lead={t('contact.lead')}
        art={<Envelope label={t('contact.art')} />}
      />
      <div className="form-layout">
        <section className="form-layout__main" aria-label={t('contact.title')}>
          <Suspense fallback={<FormLoading />}>
            <ContactForm />
          </Suspense>
        </section>
        <aside className="form-layout__aside">
          <div className="card">
            <h2>{t('contact.asideTitle')}</h2>
            <dl className="contact-details">
              <dt>{t('contact.emailLabel')}</dt>
              <dd>
                <a href={`mailto:${t('nav.email')}`}>{t('nav.email')}</a>
              </dd>
              <dt>{t('contact.hoursLabel')}</dt>
              <dd>{t('nav.hours')}</dd>
            </dl>
          </div>
          <div className="card">
            <h2>{t('contact.trialTitle')}</h2>
            <p>{t('contact.trialText')}</p>
            <Link className="button button--primary" to={href('aanvraagformulier')}>
              {t('cta.apply')}
            </Link>
          </div>
        </aside>
      </div>
    </article>
  );
}
