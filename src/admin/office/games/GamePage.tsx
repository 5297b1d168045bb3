import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Locale } from '../../../domain/constants';
import { GAME_CATALOG, isBuiltGame, isGameId, type GameId } from '../../../domain/curriculum/games';
import { sumFromKey } from '../../../domain/sums/build';
import type { Sum, SumWindow } from '../../../domain/sums/types';
import { gameTexts } from '../../../games/manifests';
import { GameHost } from '../../../games/runtime/GameHost';
import { currentLocale } from '../../../shell/lib/i18n';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { QueryState } from '../../shared/QueryState';
import { EmptyState, ErrorState } from '../../shared/States';
import { ContentBar } from '../shared/content/ContentBar';
import { useGamePreview, useGamesScreen, useGameTasks } from './api';
import { showsText } from './shows';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '0 0 16px' },
  term: { fontWeight: 600 },
  texts: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' },
  text: { margin: 0 },
  section: { marginTop: '24px', display: 'grid', gap: '12px', gridTemplateColumns: 'minmax(0, 1fr)' },
  subtitle: { margin: 0, fontSize: tokens.fontSizeBase500 },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '8px', minWidth: 0 },
  select: { width: 'min(100%, 480px)', minWidth: 0 },
  selectControl: { width: '100%', minWidth: 0, '& select': { width: '100%', minWidth: 0 } },
  stage: {
    width: '100%',
    maxWidth: '1100px',
    aspectRatio: '16 / 10',
    maxHeight: '80vh',
    display: 'flex',
    flexDirection: 'column',
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
  },
});

const LANGUAGES: readonly Locale[] = ['nl', 'be', 'en'];

/** o-spel: one game, its names and how-to per language, what it shows, and a sample round in the page. */
export function GamePage() {
  const { t } = useGamesScreen();
  const { spelId = '' } = useParams();
  const crumbs = [
    { label: t('games.develop'), to: href('o-programmas') },
    { label: t('games.title'), to: href('o-spellen') },
  ];
  if (!isGameId(spelId))
    return (
      <AdminPage title={t('games.title')} crumbs={crumbs}>
        <EmptyState title={t('games.detail.notFound')} />
      </AdminPage>
    );
  return <GameDetail gameId={spelId} crumbs={crumbs} />;
}

function GameDetail({ gameId, crumbs }: { gameId: GameId; crumbs: { label: string; to?: string }[] }) {
  const { t } = useGamesScreen();
  const styles = useStyles();
  const game = GAME_CATALOG[gameId];
  const lang = currentLocale() === 'en' ? 'en' : 'nl';
  const built = isBuiltGame(gameId);
  return (
    <AdminPage title={game.name[lang]} crumbs={[...crumbs, { label: game.name[lang] }]}>
      <ContentBar />
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('games.detail.kind')}</dt>
        <dd className={styles.text}>
          {t(`games.roles.${game.role}`)} · {t(built ? 'games.status.built' : 'games.status.planned')}
        </dd>
        <dt className={styles.term}>{t('games.detail.mechanic')}</dt>
        <dd className={styles.text}>{t(`games.mechanics.${game.mechanic}`)}</dd>
        <dt className={styles.term}>{t('games.detail.shows')}</dt>
        <dd className={styles.text}>{showsText(t, game)}</dd>
      </dl>
      <section className={styles.section} aria-labelledby="names-title">
        <h2 id="names-title" className={styles.subtitle}>
          {t('games.detail.names')}
        </h2>
        <div className={styles.texts}>
          {LANGUAGES.map((language) => {
            const texts = gameTexts(gameId, language).game;
            const languageName = t(`games.detail.languages.${language}`);
            return (
              <div key={language}>
                <p className={styles.term}>{t('games.detail.nameIn', { language: languageName })}</p>
                <p className={styles.text}>{texts.title}</p>
                <p className={styles.term}>{t('games.detail.howToIn', { language: languageName })}</p>
                <p className={styles.text}>{texts.howTo || t('games.detail.noHowTo')}</p>
              </div>
            );
          })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="preview-title">
        <h2 id="preview-title" className={styles.subtitle}>
          {t('games.preview.title')}
        </h2>
        {!built ? (
          <p className={styles.muted}>{t('games.preview.notBuilt')}</p>
        ) : game.role !== 'practice' ? (
          <p className={styles.muted}>{t('games.preview.notPractice')}</p>
        ) : (
          <Preview gameId={gameId} />
        )}
      </section>
    </AdminPage>
  );
}

function Preview({ gameId }: { gameId: GameId }) {
  const { t } = useGamesScreen();
  const styles = useStyles();
  const tasks = useGameTasks(gameId, true);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [playing, setPlaying] = useState<{ taskId: string; seed: number } | null>(null);
  const preview = useGamePreview(gameId, playing);
  const lang = currentLocale() === 'en' ? 'en' : 'nl';
  const sumWindow = useMemo<SumWindow | null>(() => {
    if (!preview.data || !playing) return null;
    const sums = (keys: string[]) => keys.map(sumFromKey).filter((sum): sum is Sum => sum !== null);
    return {
      id: `voorbeeld-${gameId}-${playing.seed}`,
      studentId: 'voorbeeld',
      practiceTaskId: playing.taskId,
      gameId,
      purpose: 'practice',
      sums: sums(preview.data.sumKeys),
      reserve: sums(preview.data.reserveKeys),
      fluencyThresholdMs: 3000,
      timeLimitMs: 20000,
      createdAt: new Date().toISOString(),
    };
  }, [preview.data, playing, gameId]);
  return (
    <>
      <p className={styles.muted}>{t('games.preview.intro')}</p>
      <QueryState query={tasks}>
        {({ tasks: list }) => {
          if (!list.length) return <p className={styles.muted}>{t('games.preview.noTasks')}</p>;
          const chosen = taskId ?? list[0]!.id;
          return (
            <div className={styles.controls}>
              <Field label={t('games.preview.task')} className={styles.select}>
                <Select className={styles.selectControl} value={chosen} onChange={(_e, data) => setTaskId(data.value)}>
                  {list.map((task) => (
                    <option key={task.id} value={task.id}>
                      {t('games.preview.taskOption', { name: task.name[lang], group: task.schoolGroup, count: task.sums })}
                    </option>
                  ))}
                </Select>
              </Field>
              <Button appearance="primary" onClick={() => setPlaying({ taskId: chosen, seed: 1 })}>
                {t('games.preview.play')}
              </Button>
              {playing && (
                <>
                  <Button onClick={() => setPlaying({ taskId: playing.taskId, seed: playing.seed + 1 })}>
                    {t('games.preview.again')}
                  </Button>
                  <Button onClick={() => setPlaying(null)}>{t('games.preview.stop')}</Button>
                </>
              )}
            </div>
          );
        }}
      </QueryState>
      {preview.isError && <ErrorState error={preview.error} />}
      {sumWindow && (
        <div
          className={styles.stage}
          role="region"
          aria-label={t('games.preview.stage', { name: GAME_CATALOG[gameId].name[lang] })}
          data-testid="game-preview"
        >
          <GameHost
            key={sumWindow.id}
            gameId={gameId}
            sumWindow={sumWindow}
            onExit={(reason) =>
              reason === 'again' && playing ? setPlaying({ ...playing, seed: playing.seed + 1 }) : setPlaying(null)
            }
          />
        </div>
      )}
    </>
  );
}
