import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { registerTranslations } from '../../shell/lib/i18n';
import { usePageTitle } from '../../shell/lib/ui/usePageTitle';
import { GAME_CATALOG, GAME_IDS, isGameId, type GameId } from '../../games/catalog';
import { PLAYABLE_GAMES } from '../../games/registry';
import { GameHost } from '../../games/runtime/GameHost';
import { GameIcon } from '../../games/icons';
import { gameTexts } from '../../games/manifests';
import { studentBe, studentEn, studentNl } from '../texts';
import { BackIcon } from '../icons';
import { testWindow } from './testWindows';
import './testspel.css';

registerTranslations('student', { nl: studentNl, en: studentEn, be: studentBe });

/** The student area's empty path (SPEC §2: "an empty path shows a test game"): pick a game and play a trial round. */
export function TestGamePage() {
  const { t, i18n } = useTranslation('student');
  const { leerlingId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('spel');
  const gameId = chosen && isGameId(chosen) && PLAYABLE_GAMES.includes(chosen) ? chosen : null;
  const lang = i18n.language === 'en' ? 'en' : 'nl';
  usePageTitle(gameId ? GAME_CATALOG[gameId].name[lang] : t('testspel.title'));

  if (!gameId) {
    const locale = i18n.language === 'en' ? 'en' : i18n.language === 'be' ? 'be' : 'nl';
    return (
      <section className="testspel" aria-labelledby="page-title">
        <h1 id="page-title" className="testspel__title">
          {t('testspel.title')}
        </h1>
        <p className="testspel__lead">{t('testspel.lead')}</p>
        <ul className="testspel__grid" aria-label={t('testspel.gamesLabel')}>
          {PLAYABLE_GAMES.map((id) => (
            <li key={id}>
              <button
                type="button"
                className="testspel__card"
                data-game={id}
                aria-label={t('testspel.play', { name: GAME_CATALOG[id].name[lang] })}
                onClick={() => setSearch({ spel: id })}
              >
                <GameIcon id={id} />
                <span className="testspel__name">{GAME_CATALOG[id].name[lang]}</span>
                <span className="testspel__how">{gameTexts(id, locale).game.howTo}</span>
              </button>
            </li>
          ))}
        </ul>
        <p className="testspel__soon">
          {t('testspel.comingSoon', { count: GAME_IDS.length - PLAYABLE_GAMES.length })}
        </p>
      </section>
    );
  }
  const renderer = search.get('renderer');
  return (
    <PlayView
      key={gameId}
      gameId={gameId}
      studentId={leerlingId}
      renderer={renderer === 'webgl' || renderer === 'canvas' ? renderer : 'auto'}
      onLeave={() => setSearch({})}
    />
  );
}

interface PlayViewProps {
  gameId: GameId;
  studentId: string;
  /** `?renderer=webgl|canvas` on the test page forces a renderer (to try both). */
  renderer: 'auto' | 'webgl' | 'canvas';
  onLeave: () => void;
}

function PlayView({ gameId, studentId, renderer, onLeave }: PlayViewProps) {
  const { t, i18n } = useTranslation('student');
  const [seed, setSeed] = useState(() => Date.now().toString(36));
  const sumWindow = useMemo(() => testWindow(gameId, studentId, seed), [gameId, studentId, seed]);
  const lang = i18n.language === 'en' ? 'en' : 'nl';
  return (
    <section className="testspel testspel--playing" aria-labelledby="page-title">
      <div className="testspel__bar">
        <button type="button" className="testspel__back" onClick={onLeave}>
          <BackIcon /> {t('testspel.others')}
        </button>
        <h1 id="page-title" className="testspel__game-title">
          {GAME_CATALOG[gameId].name[lang]}
        </h1>
      </div>
      <div className="testspel__stage">
        <GameHost
          gameId={gameId}
          sumWindow={sumWindow}
          settings={{ renderer }}
          onExit={(reason) => (reason === 'again' ? setSeed(`${seed}+`) : onLeave())}
        />
      </div>
    </section>
  );
}
