import { Badge, Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
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
import type { Operation } from '../../../domain/sums/types';
import type { GameLevelSettings } from '../../../games/runtime/contract';
import { useGamePreview, useGameSettings, useGamesScreen, useGameTasks } from './api';
import { GameSettingsDialog } from './GameSettingsDialog';
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
      <SettingsSection gameId={gameId} name={game.name[lang]} />
      <section className={styles.section} aria-labelledby="names-title">
        <h2 id="names-title" className={styles.subtitle}>
          {t('games.detail.names')}
        </h2>
        <p className={styles.muted}>{t('games.detail.namesReadOnly')}</p>
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
          <PreviewAtSettings gameId={gameId} />
        )}
      </section>
    </AdminPage>
  );
}

/** The game's settings as they stand with the drafts, and the button that changes them. */
function SettingsSection({ gameId, name }: { gameId: GameId; name: string }) {
  const { t } = useGamesScreen();
  const styles = useStyles();
  const settings = useGameSettings(gameId);
  const [editing, setEditing] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="settings-title">
      <h2 id="settings-title" className={styles.subtitle}>
        {t('games.settings.title')}
      </h2>
      <QueryState query={settings}>
        {(record) => (
          <>
            <dl className={styles.facts} data-testid="game-settings">
              <dt className={styles.term}>{t('games.settings.enabled')}</dt>
              <dd className={styles.text}>
                {t(record.enabled ? 'games.settings.on' : 'games.settings.off')}{' '}
                {record.draft && <Badge appearance="tint">{t('games.settings.draft')}</Badge>}
              </dd>
              <dt className={styles.term}>{t('games.settings.speed')}</dt>
              <dd className={styles.text}>
                {t('games.settings.speedValue', {
                  speed: record.speed.toLocaleString(currentLocale() === 'en' ? 'en-GB' : 'nl-NL'),
                })}
              </dd>
              <dt className={styles.term}>{t('games.settings.roundLength')}</dt>
              <dd className={styles.text}>
                {record.roundLength === null
                  ? t('games.settings.schoolRoundLength')
                  : t('games.settings.roundLengthValue', { count: record.roundLength })}
              </dd>
            </dl>
            <div className={styles.controls}>
              <Button onClick={() => setEditing(true)}>{t('games.settings.edit')}</Button>
            </div>
            {editing && (
              <GameSettingsDialog
                gameId={gameId}
                name={name}
                settings={record}
                onClose={() => setEditing(false)}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

/** The sample round at the game's tempo as it stands with the drafts. */
function PreviewAtSettings({ gameId }: { gameId: GameId }) {
  const settings = useGameSettings(gameId);
  return <GamePreviewPlayer gameId={gameId} speed={settings.data?.speed ?? 1} />;
}

/**
 * A sample round in the page through the child's GameHost: a task's sums (limited to `operations`,
 * a level's sum kinds), at the game's tempo and, when given, at a level.
 */
export function GamePreviewPlayer({
  gameId,
  speed = 1,
  level = null,
  operations,
}: {
  gameId: GameId;
  speed?: number;
  level?: GameLevelSettings | null;
  operations?: readonly Operation[];
}) {
  const { t } = useGamesScreen();
  const styles = useStyles();
  const tasks = useGameTasks(gameId, true);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [playing, setPlaying] = useState<{ taskId: string; seed: number } | null>(null);
  const preview = useGamePreview(
    gameId,
    playing && { ...playing, ...(operations?.length ? { operations: [...operations] } : {}) },
  );
  const lang = currentLocale() === 'en' ? 'en' : 'nl';
  const sumWindow = useMemo<SumWindow | null>(() => {
    if (!preview.data || !playing) return null;
    const sums = (keys: string[]) => keys.map(sumFromKey).filter((sum): sum is Sum => sum !== null);
    return {
      id: `voorbeeld-${gameId}-${playing.seed}-${level?.id ?? 'spel'}`,
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
  }, [preview.data, playing, gameId, level?.id]);
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
                <Select
                  className={styles.selectControl}
                  value={chosen}
                  onChange={(_e, data) => setTaskId(data.value)}
                >
                  {list.map((task) => (
                    <option key={task.id} value={task.id}>
                      {t('games.preview.taskOption', {
                        name: task.name[lang],
                        group: task.schoolGroup,
                        count: task.sums,
                      })}
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
            settings={{ speed, level }}
            onExit={(reason) =>
              reason === 'again' && playing
                ? setPlaying({ ...playing, seed: playing.seed + 1 })
                : setPlaying(null)
            }
          />
        </div>
      )}
    </>
  );
}
