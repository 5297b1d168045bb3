import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApplicationForm } from '../../domain/contracts/site';
import { href } from '../../shell/lib/routes';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';
import { CoinStack } from '../art/scenes';
import { textList } from '../i18n';
import { CtaBand, PageHero, Points } from '../ui/PageParts';

const PLANS: ApplicationForm['kind'][] = ['trial', 'school', 'home'];

/** Prices per pupil per school year, the home licence and the free trial, all excluding VAT. */
export function PricesPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('prices.title'));
  return (
    <article className="page" aria-labelledby="page-title">
      <PageHero
        title={t('prices.title')}
        lead={t('prices.lead')}
        art={<CoinStack label={t('prices.art')} />}
      />
      <ul className="plans" aria-label={t('prices.title')}>
        {PLANS.map((plan) => {
          const name = t(`prices.plans.${plan}.name`);
          return (
            <li
              key={plan}
              className={`plan${plan === 'school' ? ' plan--featured' : ''}`}
              data-testid={`plan-${plan}`}
            >
              {plan === 'school' && <p className="plan__badge">{t('prices.popular')}</p>}
              <h2>{name}</h2>
              <p className="plan__price">
                <strong>{t(`prices.plans.${plan}.price`)}</strong>
                <span>{t(`prices.plans.${plan}.unit`)}</span>
              </p>
              <Points items={textList(t, `prices.plans.${plan}.features`)} />
              <Link
                className={`button${plan === 'school' ? ' button--primary' : ''}`}
                to={`${href('aanvraagformulier')}?soort=${plan}`}
              >
                {t('prices.choose', { plan: name })}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="vat-note">
        <strong>{t('prices.vat')}</strong>
      </p>
      <div className="two-columns">
        <section className="card" aria-labelledby="extras-title">
          <h2 id="extras-title">{t('prices.extrasTitle')}</h2>
          <Points items={textList(t, 'prices.extras')} />
        </section>
        <section className="card" aria-labelledby="terms-title">
          <h2 id="terms-title">{t('prices.termsTitle')}</h2>
          <Points items={textList(t, 'prices.terms')} />
        </section>
      </div>
      <CtaBand />
    </article>
  );
}
