import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { GAME_CATALOG, GAME_IDS, isBuiltGame, type GameInfo } from '../../../domain/curriculum/games';
import { GameIcon } from '../../../games/icons';
import { currentLocale } from '../../../shell/lib/i18n';
import { href } from '../../../shell/lib/routes';
import { AdminPage } from '../../shared/AdminPage';
import { AppLink } from '../../shared/AppLink';
import { DataTable, type Column } from '../../shared/DataTable';
import { ContentBar } from '../shared/content/ContentBar';
import { useGamesScreen } from './api';
import { showsText } from './shows';

const useStyles = makeStyles({
  game: { display: 'flex', alignItems: 'center', gap: '10px' },
  icon: { width: '40px', height: '40px', flexShrink: 0, '& svg': { width: '100%', height: '100%' } },
  name: { fontWeight: 600 },
  sub: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** o-spellen: all 34 games, what a child does in each, the sums each can show, built or being made. */
export function GamesPage() {
  const { t } = useGamesScreen();
  const styles = useStyles();
  const lang = currentLocale() === 'en' ? 'en' : 'nl';
  const rows = GAME_IDS.map((id) => GAME_CATALOG[id]);
  const columns: Column<GameInfo>[] = [
    {
      key: 'name',
      header: t('games.columns.name'),
      cell: (game) => {
        const to = href('o-spel', { spelId: game.id });
        return (
          <span className={styles.game}>
            <span className={styles.icon}>
              <GameIcon id={game.id} />
            </span>
            <span>
              <AppLink to={to} className={styles.name}>
                {game.name[lang]}
              </AppLink>
              <span className={styles.sub}>{t(`games.roles.${game.role}`)}</span>
            </span>
          </span>
        );
      },
    },
    {
      key: 'mechanic',
      header: t('games.columns.mechanic'),
      width: '26%',
      hideBelow: 'md',
      cell: (game) => t(`games.mechanics.${game.mechanic}`),
    },
    {
      key: 'shows',
      header: t('games.columns.shows'),
      width: '26%',
      hideBelow: 'sm',
      cell: (game) => showsText(t, game),
    },
    {
      key: 'status',
      header: t('games.columns.status'),
      width: '9em',
      cell: (game) => (
        <Badge appearance="tint" color={isBuiltGame(game.id) ? 'success' : 'informative'}>
          {t(isBuiltGame(game.id) ? 'games.status.built' : 'games.status.planned')}
        </Badge>
      ),
    },
  ];
  return (
    <AdminPage
      title={t('games.title')}
      crumbs={[{ label: t('games.develop'), to: href('o-programmas') }, { label: t('games.title') }]}
      intro={t('games.intro')}
    >
      <ContentBar />
      <DataTable
        label={t('games.title')}
        columns={columns}
        rows={rows}
        rowKey={(game) => game.id}
        rowTestId={(game) => `game-${game.id}`}
      />
    </AdminPage>
  );
}
