import { Badge, Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { LEVEL_OPERATIONS, type BellenprikkenLevel } from '../../../domain/content/games';
import { GAME_CATALOG } from '../../../domain/curriculum/games';
import type { GameLevelRecord } from '../../../domain/contracts/content';
import { currentLocale } from '../../../shell/lib/i18n';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { QueryState } from '../../shared/QueryState';
import { ErrorState } from '../../shared/States';
import { ContentBar } from '../shared/content/ContentBar';
import { useDeleteLevel, useGameLevels, useGameSettings, useGamesScreen, useOrderLevels } from './api';
import { GamePreviewPlayer } from './GamePage';
import { LevelDialog } from './LevelDialog';

const useStyles = makeStyles({
  intro: { margin: '0 0 12px', maxWidth: '70ch' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '8px',
    gridTemplateColumns: 'minmax(0, 1fr)',
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: '8px 16px',
    padding: '12px 16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  body: { minWidth: 0 },
  name: { margin: 0, fontWeight: 600, fontSize: tokens.fontSizeBase400 },
  summary: { margin: '2px 0 0', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '4px', minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '8px', margin: '12px 0' },
  section: { marginTop: '24px', display: 'grid', gap: '12px', gridTemplateColumns: 'minmax(0, 1fr)' },
  subtitle: { margin: 0, fontSize: tokens.fontSizeBase500 },
  select: { width: 'min(100%, 480px)', minWidth: 0 },
});

/** o-levels-bellenprikken: bellenprikken's levels (add, edit, reorder, remove as drafts) and the game at a level. */
export function LevelsPage() {
  const { t } = useGamesScreen();
  const styles = useStyles();
  const lang = currentLocale() === 'en' ? 'en' : 'nl';
  const levels = useGameLevels('bellenprikken');
  const settings = useGameSettings('bellenprikken');
  const order = useOrderLevels('bellenprikken');
  const remove = useDeleteLevel('bellenprikken');
  const [editing, setEditing] = useState<GameLevelRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<GameLevelRecord | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const title = t('games.levels.title', { game: GAME_CATALOG.bellenprikken.name[lang] });
  const crumbs = [{ label: t('games.develop'), to: href('o-programmas') }, { label: title }];

  const summary = (level: GameLevelRecord) => {
    const p = level.params as BellenprikkenLevel;
    return t('games.levels.summary', {
      speed: p.speed.toLocaleString(lang === 'en' ? 'en-GB' : 'nl-NL'),
      count: p.bubbles,
      size: t(`games.levels.sizes.${p.bubbleSize}`),
      operations:
        p.operations.length === LEVEL_OPERATIONS.length
          ? t('games.levels.allOperations')
          : p.operations.map((op) => t(`games.operations.${op}`)).join(', '),
    });
  };

  return (
    <AdminPage title={title} crumbs={crumbs}>
      <ContentBar />
      <QueryState query={levels}>
        {({ levels: list, roundsPerLevel }) => {
          const ids = list.map((l) => l.id);
          const move = (at: number, by: -1 | 1) => {
            const next = [...ids];
            [next[at], next[at + by]] = [next[at + by]!, next[at]!];
            order.mutate(next);
          };
          const shown = list.find((l) => l.id === previewId) ?? list[0] ?? null;
          return (
            <>
              <p className={styles.intro}>{t('games.levels.intro', { count: roundsPerLevel })}</p>
              <div className={styles.toolbar}>
                <Button appearance="primary" onClick={() => setEditing('new')}>
                  {t('games.levels.add')}
                </Button>
              </div>
              {order.isError && <ErrorState error={order.error} />}
              {remove.isError && <ErrorState error={remove.error} />}
              {list.length === 0 ? (
                <p className={styles.summary}>{t('games.levels.none')}</p>
              ) : (
                <ol className={styles.list} aria-label={t('games.levels.listLabel')}>
                  {list.map((level, at) => (
                    <li key={level.id} className={styles.item} data-testid={`level-${level.id}`}>
                      <div className={styles.body}>
                        <p className={styles.name}>
                          {t('games.levels.numbered', { number: at + 1, name: level.name[lang] })}{' '}
                          {level.draft && (
                            <Badge appearance="tint">
                              {t(level.isNew ? 'games.levels.new' : 'games.levels.draft')}
                            </Badge>
                          )}
                        </p>
                        <p className={styles.summary}>{summary(level)}</p>
                      </div>
                      <div className={styles.actions}>
                        <Button
                          size="small"
                          onClick={() => setEditing(level)}
                          aria-label={t('games.levels.editOne', { name: level.name[lang] })}
                        >
                          {t('games.levels.edit')}
                        </Button>
                        <Button
                          size="small"
                          disabled={at === 0 || order.isPending}
                          onClick={() => move(at, -1)}
                          aria-label={t('games.levels.upOne', { name: level.name[lang] })}
                        >
                          {t('games.levels.up')}
                        </Button>
                        <Button
                          size="small"
                          disabled={at === list.length - 1 || order.isPending}
                          onClick={() => move(at, 1)}
                          aria-label={t('games.levels.downOne', { name: level.name[lang] })}
                        >
                          {t('games.levels.down')}
                        </Button>
                        <Button
                          size="small"
                          onClick={() => setRemoving(level)}
                          aria-label={t('games.levels.removeOne', { name: level.name[lang] })}
                        >
                          {t('games.levels.remove')}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
              {shown && (
                <section className={styles.section} aria-labelledby="level-preview-title">
                  <h2 id="level-preview-title" className={styles.subtitle}>
                    {t('games.levels.previewTitle')}
                  </h2>
                  <Field label={t('games.levels.previewLevel')} className={styles.select}>
                    <Select value={shown.id} onChange={(_e, data) => setPreviewId(data.value)}>
                      {list.map((level, at) => (
                        <option key={level.id} value={level.id}>
                          {t('games.levels.numbered', { number: at + 1, name: level.name[lang] })}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <GamePreviewPlayer
                    gameId="bellenprikken"
                    speed={settings.data?.speed ?? 1}
                    level={{ id: shown.id, position: shown.position, params: shown.params }}
                    operations={(shown.params as BellenprikkenLevel).operations}
                  />
                </section>
              )}
            </>
          );
        }}
      </QueryState>
      {editing && (
        <LevelDialog
          level={editing === 'new' ? null : editing}
          onSaved={(saved) => {
            setPreviewId(saved.id);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('games.levels.removeTitle', { name: removing?.name[lang] ?? '' })}
        confirmLabel={t('games.levels.remove')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
        onCancel={() => setRemoving(null)}
      >
        {t('games.levels.removeText')}
      </ConfirmDialog>
    </AdminPage>
  );
}
