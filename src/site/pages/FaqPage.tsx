import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../../shell/lib/routes';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';
import { QuestionBlobs } from '../art/scenes';
import type { SiteTexts } from '../i18n/site.nl';
import { CtaBand, PageHero } from '../ui/PageParts';

const QUESTIONS: (keyof SiteTexts['faq']['items'])[] = [
  'groups',
  'sums',
  'adaptive',
  'install',
  'devices',
  'home',
  'privacy',
  'import',
  'time',
  'test',
  'trial',
  'dyscalculia',
  'pressure',
  'cancel',
];

/** Frequently asked questions as a native disclosure accordion (details/summary). */
export function FaqPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('faq.title'));
  return (
    <article className="page" aria-labelledby="page-title">
      <PageHero title={t('faq.title')} lead={t('faq.lead')} art={<QuestionBlobs label={t('faq.art')} />}>
        <Link className="button" to={href('contact')}>
          {t('cta.contact')}
        </Link>
      </PageHero>
      <div className="faq">
        {QUESTIONS.map((id) => (
          <details key={id} className="faq__item" data-testid={`faq-${id}`}>
            <summary>
              <h2>{t(`faq.items.${id}.q`)}</h2>
            </summary>
            <p>{t(`faq.items.${id}.a`)}</p>
          </details>
        ))}
      </div>
      <CtaBand />
    </article>
  );
}
