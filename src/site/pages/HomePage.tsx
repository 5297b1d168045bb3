import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../../shell/lib/routes';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';
import type { ArtProps } from '../art/Art';
import { Blob, type BlobColour } from '../art/Blob';
import {
  AdaptiveSteps,
  Devices,
  IslandMap,
  Operations,
  ProgressChart,
  SavingsCard,
  SchoolAndHome,
  TaskBoard,
  TrainingScene,
} from '../art/scenes';
import { Art } from '../art/Art';
import type { ComponentType } from 'react';
import type { AboutPageName } from '../i18n/site.nl';
import { CtaBand, PageHero } from '../ui/PageParts';
import { ABOUT_PAGES } from '../topics';

const FEATURE_ART: Record<AboutPageName, ComponentType<ArtProps>> = {
  'over-adaptief': AdaptiveSteps,
  'over-maatwerktaken': TaskBoard,
  'over-voortgang': ProgressChart,
  'over-beloningssysteem': SavingsCard,
  'over-didactiek': Operations,
  'over-webbased': Devices,
  'over-schoolenthuis': SchoolAndHome,
  'over-training': TrainingScene,
};

const HIGHLIGHTS = ['success', 'minutes', 'install'] as const;
const STEPS: [id: 'intake' | 'practice' | 'follow', colour: BlobColour][] = [
  ['intake', 'orange'],
  ['practice', 'green'],
  ['follow', 'purple'],
];

/** The home page (/site and /site/over-rekenblobs): what the product is, for whom, and how to start. */
export function HomePage() {
  const { t } = useTranslation(['site', 'common']);
  usePageTitle(t('home.title'));
  return (
    <article className="page home-page" aria-labelledby="page-title" data-testid="home-page">
      <PageHero title={t('home.title')} lead={t('home.lead')} art={<IslandMap label={t('home.heroArt')} />}>
        <Link className="button button--primary" to={href('aanvraagformulier')}>
          {t('cta.trial')}
        </Link>
        <Link className="button" to={href('screenshots')}>
          {t('cta.screenshots')}
        </Link>
      </PageHero>

      <ul className="highlights">
        {HIGHLIGHTS.map((id) => (
          <li key={id}>
            <strong>{t(`home.highlights.${id}.value`)}</strong>
            <span>{t(`home.highlights.${id}.text`)}</span>
          </li>
        ))}
      </ul>

      <section aria-labelledby="features-title">
        <h2 id="features-title">{t('home.featuresTitle')}</h2>
        <ul className="feature-grid">
          {ABOUT_PAGES.map((name) => {
            const FeatureArt = FEATURE_ART[name];
            return (
              <li key={name} className="feature-card">
                <FeatureArt />
                <h3>
                  <Link to={href(name)}>{t(`common:routes.${name}`)}</Link>
                </h3>
                <p>{t(`home.features.${name}`)}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="steps-title">
        <h2 id="steps-title">{t('home.stepsTitle')}</h2>
        <ol className="steps">
          {STEPS.map(([id, colour], i) => (
            <li key={id}>
              <Art viewBox="0 0 64 64" className="steps__blob">
                <Blob colour={colour} mood={i === 1 ? 'wink' : 'happy'} />
              </Art>
              <h3>{t(`home.steps.${id}.title`)}</h3>
              <p>{t(`home.steps.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="audiences-title">
        <h2 id="audiences-title">{t('home.audiencesTitle')}</h2>
        <div className="two-columns">
          <div className="card">
            <h3>{t('home.audiences.school.title')}</h3>
            <p>{t('home.audiences.school.text')}</p>
            <Link to={href('over-schoolenthuis')}>{t('common:routes.over-schoolenthuis')}</Link>
          </div>
          <div className="card">
            <h3>{t('home.audiences.home.title')}</h3>
            <p>{t('home.audiences.home.text')}</p>
            <Link to={href('prijzen')}>{t('cta.costs')}</Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="research-title" className="text-section">
        <h2 id="research-title">{t('home.researchTitle')}</h2>
        <p>{t('home.research')}</p>
        <Link to={href('over-adaptief')}>{t('common:routes.over-adaptief')}</Link>
      </section>

      <CtaBand />
    </article>
  );
}
