import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';
import { SavingsCard } from '../art/scenes';
import { ScreenBubbles, ScreenMap, ScreenOverview, ScreenTestScores } from '../art/screens';
import { textList } from '../i18n';
import { CtaBand } from '../ui/PageParts';

type Legend = [string, string, string, string];

/** Drawings of the product's screens: the map, a game, the teacher's overview, test scores, savings. */
export function ScreenshotsPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('screenshots.title'));
  const shot = (id: string, key: string) => t(`screenshots.shots.${id}.${key}`);
  const legend = textList(t, 'screenshots.shots.overview.legend');
  const shots = [
    {
      id: 'map',
      art: <ScreenMap label={shot('map', 'art')} tasks={textList(t, 'screenshots.shots.map.tasks')} />,
    },
    { id: 'bubbles', art: <ScreenBubbles label={shot('bubbles', 'art')} /> },
    {
      id: 'overview',
      art: (
        <ScreenOverview
          label={shot('overview', 'art')}
          title={shot('overview', 'heading')}
          columns={textList(t, 'screenshots.shots.overview.columns')}
          legend={[legend[0] ?? '', legend[1] ?? '', legend[2] ?? '', legend[3] ?? ''] satisfies Legend}
        />
      ),
    },
    { id: 'test', art: <ScreenTestScores label={shot('test', 'art')} title={shot('test', 'heading')} /> },
    { id: 'savings', art: <SavingsCard label={shot('savings', 'art')} /> },
  ];
  return (
    <article className="page" aria-labelledby="page-title">
      <div className="page-intro">
        <h1 id="page-title">{t('screenshots.title')}</h1>
        <p className="hero__lead">{t('screenshots.lead')}</p>
      </div>
      <div className="shots">
        {shots.map(({ id, art }) => (
          <figure key={id} className="shot" aria-labelledby={`shot-${id}`}>
            <div className="shot__art">{art}</div>
            <figcaption>
              <h2 id={`shot-${id}`}>{shot(id, 'title')}</h2>
              <p>{shot(id, 'caption')}</p>
            </figcaption>
          </figure>
        ))}
      </div>
      <CtaBand />
    </article>
  );
}
