import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../../shell/lib/routes';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';
import type { ArtProps } from '../art/Art';
import {
  AdaptiveSteps,
  Devices,
  Operations,
  ProgressChart,
  SavingsCard,
  SchoolAndHome,
  TaskBoard,
  TrainingScene,
} from '../art/scenes';
import { textList } from '../i18n';
import type { AboutPageName, siteNl } from '../i18n/site.nl';
import { ABOUT_PAGES } from '../topics';
import { CtaBand, PageHero, Points } from '../ui/PageParts';

type SectionIds<P extends AboutPageName> = (keyof (typeof siteNl)['about'][P]['sections'] & string)[];

interface AboutConfig<P extends AboutPageName> {
  Art: ComponentType<ArtProps>;
  sections: SectionIds<P>;
}

const CONFIG: { [P in AboutPageName]: AboutConfig<P> } = {
  'over-adaptief': {
    Art: AdaptiveSteps,
    sections: ['intake', 'rating', 'target', 'retry', 'review', 'rounds'],
  },
  'over-maatwerktaken': { Art: TaskBoard, sections: ['what', 'how', 'adaptive', 'examples', 'map'] },
  'over-voortgang': { Art: ProgressChart, sections: ['overview', 'domains', 'frequency', 'test'] },
  'over-training': { Art: TrainingScene, sections: ['webinars', 'onsite', 'start', 'support'] },
  'over-beloningssysteem': { Art: SavingsCard, sections: ['coins', 'blobs', 'games', 'noranking'] },
  'over-didactiek': { Art: Operations, sections: ['automating', 'line', 'steps', 'support', 'method'] },
  'over-webbased': { Art: Devices, sections: ['browser', 'whiteboard', 'network', 'privacy', 'login'] },
  'over-schoolenthuis': { Art: SchoolAndHome, sections: ['school', 'home', 'homeLicence', 'rt'] },
};

function AboutPage({ name }: { name: AboutPageName }) {
  const { t } = useTranslation(['site', 'common']);
  const title = t(`common:routes.${name}`);
  usePageTitle(title);
  const { Art, sections }: { Art: ComponentType<ArtProps>; sections: string[] } = CONFIG[name];
  const base = `about.${name}`;
  return (
    <article className="page about-page" aria-labelledby="page-title">
      <PageHero title={title} lead={t(`${base}.lead`)} art={<Art label={t(`${base}.art`)} />}>
        <Link className="button button--primary" to={href('aanvraagformulier')}>
          {t('cta.trial')}
        </Link>
        <Link className="button" to={href('contact')}>
          {t('cta.contact')}
        </Link>
      </PageHero>
      <div className="about-page__sections">
        {sections.map((id) => (
          <section key={id} className="text-section" aria-labelledby={`section-${id}`}>
            <h2 id={`section-${id}`}>{t(`${base}.sections.${id}.title`)}</h2>
            {textList(t, `${base}.sections.${id}.body`).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Points items={textList(t, `${base}.sections.${id}.points`)} />
          </section>
        ))}
      </div>
      <nav className="related" aria-labelledby="related-title">
        <h2 id="related-title">{t('nav.related')}</h2>
        <ul>
          {ABOUT_PAGES.filter((other) => other !== name).map((other) => (
            <li key={other}>
              <Link to={href(other)}>{t(`common:routes.${other}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <CtaBand />
    </article>
  );
}

/** One page component per about topic, for the area's page table. */
export const aboutPages = Object.fromEntries(
  ABOUT_PAGES.map((name) => {
    const Page = () => <AboutPage name={name} />;
    Page.displayName = `AboutPage(${name})`;
    return [name, Page];
  }),
) as unknown as Record<AboutPageName, ComponentType>;
